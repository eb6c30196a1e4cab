import {describe, expect} from 'vitest';
import {magisIn} from './helpers/in-process.js';
import {startFakeLlm} from './helpers/fake-llm.js';
import {it, type LlmSession} from './helpers/llm-session.js';

/** Issue 24: the model's failures and tool calls must not leak the key nor flood the store. */
const NOW = '2026-11-24T09:00:00Z';
const KEY = 'sk-proj-LEAKY-9f8e7d6c5b4a3210';
const env = (s: LlmSession) => ({OPENAI_BASE_URL: s.llm!.url, OPENAI_API_KEY: KEY, MAGIS_MODEL: 'fake-model', MAGIS_NOW: NOW});

describe('the API key never shows', () => {
  it('a server error that echoes the key: ask --json fallbackReason, stderr and the human reply are clean', async ({s}) => {
    s.llm = await startFakeLlm(() => ({kind: 'error', status: 400, message: `Incorrect API key provided: ${KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`}));
    const asJson = await magisIn(s.home, ['ask', 'oi, tudo bem?', '--json'], {env: env(s)});
    expect(asJson.status, asJson.stderr).toBe(0);
    const out = JSON.parse(asJson.stdout);
    expect(out.engine).toBe('offline');
    // The server's body is never shown, only its status (issue 39: a body may echo the key in any encoding).
    expect(out.fallbackReason).toBe('the server refused the request (HTTP 400)');
    const human = await magisIn(s.home, ['ask', 'o que eu disse?'], {env: {...env(s), MAGIS_DEBUG: '1'}});
    for (const text of [asJson.stdout, asJson.stderr, human.stdout, human.stderr]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain('LEAKY');
    }
  });
});

describe("the model's tool calls are bounded per turn", () => {
  const memories = (home: string) =>
    import('./helpers/db.js').then(({inspect}) =>
      inspect(home, db => db.prepare("SELECT content, importance FROM memories WHERE content LIKE 'Fato %' ORDER BY id").all() as Array<{content: string; importance: number}>),
    );
  const flood = (n: number, size = 20) => Array.from({length: n}, (_, i) => ({name: 'remember', args: {text: `Fato ${i} ${'x'.repeat(size)}`, importance: 10}}));

  it('300 remember calls in one answer store at most 3, at importance at most 8; a huge one is refused', async ({s}) => {
    let round = 0;
    s.llm = await startFakeLlm(body => {
      if (!body.stream) return {kind: 'json', body: '{}'};
      round++;
      if (round === 1) return {kind: 'tools', calls: [{name: 'remember', args: {text: `Fato grande ${'y'.repeat(1_000_000)}`}}, ...flood(300)]};
      return {kind: 'reply', text: 'Pronto.'};
    });
    const r = await magisIn(s.home, ['ask', 'anota umas coisas', '--json'], {env: env(s)});
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).engine).toBe('llm');
    const kept = await memories(s.home);
    expect(kept).toHaveLength(3);
    expect(kept.every(m => m.importance <= 8 && m.content.length < 100)).toBe(true);
    // The model was told which calls were refused.
    const toolAnswers = s
      .llm!.requests.filter(q => q.body.stream)
      .at(-1)!
      .body.messages.filter((m: any) => m.role === 'tool')
      .map((m: any) => m.content);
    expect(toolAnswers.filter((t: string) => /^refused: at most 8 tool calls/.test(t)).length).toBe(301 - 8);
  });

  it('a turn that falls back offline keeps nothing the model asked to remember', async ({s}) => {
    let round = 0;
    s.llm = await startFakeLlm(body => {
      if (!body.stream) return {kind: 'json', body: '{}'};
      round++;
      return round === 1 ? {kind: 'tools', calls: flood(2)} : {kind: 'status', status: 500};
    });
    const r = await magisIn(s.home, ['ask', 'anota isso', '--json'], {env: env(s)});
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).engine).toBe('offline');
    expect(await memories(s.home)).toEqual([]);
  });
});
