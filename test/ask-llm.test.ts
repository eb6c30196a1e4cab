import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {listPeople} from '../src/store/learn.js';
import {listMemories} from '../src/store/memories.js';
import {Store} from '../src/store/store.js';
import {json, magisAsync} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';
import {startFakeLlm} from './helpers/fake-llm.js';
import {it, type LlmSession} from './helpers/llm-session.js';

const NOW = '2026-11-21T10:00:00';
const KEY = 'sk-test-SECRET-0123456789';
const env = (s: LlmSession) => ({OPENAI_BASE_URL: s.llm!.url, OPENAI_API_KEY: KEY, MAGIS_MODEL: 'fake-model', MAGIS_NOW: NOW});
const chatRequests = (s: LlmSession) => s.llm!.requests.filter(r => r.path.endsWith('/chat/completions') && r.body.stream);

/**
 * One `magis ask` turn in-process, as the CLI runs it: the store opened with the session's
 * environment (the real openai client, talking to the loopback server), the turn's background work
 * (the LLM extraction) awaited, then what the store holds.
 */
async function turn(s: LlmSession, message: string) {
  const notices: string[] = [];
  const store = await Store.open({home: s.home, now: new Date(NOW), env: env(s)});
  try {
    const result = await runTurn(store, {message}, {onNotice: line => notices.push(line)});
    await result.background;
    const people = listPeople(store.db, store.now);
    const memories = listMemories(store.db, {limit: 0}).map(m => m.content);
    return {result, notices, store: {people, memories}};
  } finally {
    store.close();
  }
}

function readTree(dir: string): string {
  return readdirSync(dir, {withFileTypes: true})
    .map(e => (e.isDirectory() ? readTree(join(dir, e.name)) : readFileSync(join(dir, e.name)).toString('latin1')))
    .join('\n');
}

describe('magis ask with an OpenAI-compatible server on loopback', () => {
  it('streams the model reply and carries the first turn facts in the second request context', async ({s}) => {
    s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Combinado, vou lembrar disso.'} : {kind: 'json', body: '{}'}));
    const first = await magisIn(s.home, ['ask', 'A Susana minha filha precisa ir no oftalmologista', '--json'], {env: env(s)});
    expect(first.status, first.stderr).toBe(0);
    const out = JSON.parse(first.stdout);
    expect(out.reply).toBe('Combinado, vou lembrar disso.');
    expect(out.memoriesStored.length).toBe(1);

    const second = await magisIn(s.home, ['ask', 'O que a Susana precisa?', '--json'], {env: env(s)});
    expect(second.status, second.stderr).toBe(0);
    const req = chatRequests(s).at(-1)!.body;
    const system = req.messages[0].content as string;
    expect(req.model).toBe('fake-model');
    expect(req.stream).toBe(true);
    expect(system).toMatch(/## DATA: relevant memories/);
    expect(system).toContain('Susana minha filha precisa ir no oftalmologista');
    expect(system).toMatch(/## DATA: people relevant to this message[\s\S]*Susana — daughter/);
    expect(req.messages.at(-1)).toEqual({role: 'user', content: 'O que a Susana precisa?'});
    expect(req.tools.map((t: any) => t.function.name).sort()).toEqual(['agenda', 'remember', 'search_memories']);
  });

  it('runs a tool call from the model and answers with its result', async ({s}) => {
    let round = 0;
    s.llm = await startFakeLlm(body => {
      if (!body.stream) return {kind: 'json', body: '{}'};
      round++;
      return round === 1 ? {kind: 'tool', name: 'remember', args: {text: 'Prefiro consultas às terças', context: 'personal', importance: 7}, then: ''} : {kind: 'reply', text: 'Guardado.'};
    });
    const r = await magisIn(s.home, ['ask', 'Lembre que prefiro consultas às terças', '--json'], {env: env(s)});
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).reply).toBe('Guardado.');
    const toolMsg = chatRequests(s)
      .at(-1)!
      .body.messages.find((m: any) => m.role === 'tool');
    expect(toolMsg.content).toBe('accepted: done when this answer is complete');
    const list = await magisIn(s.home, ['memories', 'search', 'terças', '--json']);
    expect(JSON.parse(list.stdout).some((m: any) => m.content === 'Prefiro consultas às terças' && m.importance === 7)).toBe(true);
  });

  it('falls back to the offline engine on a 500 error: exit 0, one line on stderr, the offline answer (the CLI itself)', async ({s}) => {
    s.llm = await startFakeLlm(() => ({kind: 'status', status: 500}));
    const r = await magisAsync(s.home, ['ask', 'A Susana minha filha precisa ir no oftalmologista', '--json'], {env: env(s)});
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/LLM/);
    expect(r.stderr).not.toContain(KEY);
    expect(JSON.parse(r.stdout)).toMatchObject({engine: 'offline', reply: expect.stringMatching(/Susana/)});
    expect(inspect(s.home, db => db.prepare("SELECT name, relation FROM entities WHERE kind = 'person'").all())).toEqual([{name: 'Susana', relation: 'daughter'}]);
    expect(inspect(s.home, db => db.prepare('SELECT content FROM memories').pluck().all())).toEqual(['A Susana minha filha precisa ir no oftalmologista']);
  });

  for (const [label, behaviour] of [
    ['a 429', {kind: 'status', status: 429}],
    ['a stream cut midway', {kind: 'cut', after: 'Vou ver'}],
    ['a server that never answers', {kind: 'hang'}],
  ] as const) {
    it(`falls back to the offline engine on ${label}, within 30 s, saying so once, losing nothing`, async ({s}) => {
      s.llm = await startFakeLlm(() => behaviour);
      const started = Date.now();
      const {result, notices, store} = await turn(s, 'A Susana minha filha precisa ir no oftalmologista');
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(notices).toEqual([expect.stringMatching(/LLM/)]);
      expect(result.engine).toBe('offline');
      expect(result.reply).toMatch(/Susana/);
      expect(store.people[0]).toMatchObject({name: 'Susana', relation: 'daughter'});
      expect(store.memories).toEqual(['A Susana minha filha precisa ir no oftalmologista']);
    });
  }

  it('keeps the rule-based facts when the LLM extraction is malformed', async ({s}) => {
    s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Ok.'} : {kind: 'json', body: '{"people": [{"name": 42, "relation": "daughter"}], "checkups": "nope"'}));
    const {store} = await turn(s, 'Meu marido, o Carlos, tem consulta no cardiologista na terça às 14h.');
    expect(store.people).toHaveLength(1);
    expect(store.people[0]).toMatchObject({name: 'Carlos', relation: 'husband'});
    expect(store.people[0]!.checkups[0]).toMatchObject({kind: 'cardiologist', status: 'scheduled', date: '2026-11-24', time: '14:00'});
  });

  it('never writes the API key under MAGIS_HOME', async ({s}) => {
    s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Certo.'} : {kind: 'json', body: '{}'}));
    await magisIn(s.home, ['ask', 'Minha esposa Ana faz aniversário em maio', '--json'], {env: env(s)});
    await magisIn(s.home, ['memories', 'export', '--format', 'jsonl'], {env: env(s)});
    expect(readTree(s.home)).not.toContain(KEY);
  });
});

describe('embeddings from an OpenAI-compatible endpoint', () => {
  it('builds the store with the endpoint embedder and re-embeds offline when switched back', async ({s}) => {
    s.llm = await startFakeLlm(() => ({kind: 'reply', text: 'ok'}));
    const env = {OPENAI_BASE_URL: s.llm.url, MAGIS_EMBEDDING_MODEL: 'fake-embed', MAGIS_NOW: NOW};
    expect((await magisIn(s.home, ['memories', 'add', 'Fui no dentista com a Susana'], {env})).status).toBe(0);
    expect(s.llm.requests.some(r => r.path.endsWith('/embeddings') && r.body.model === 'fake-embed')).toBe(true);
    const hits = json(await magisIn(s.home, ['memories', 'search', 'dentista', '--json', '--explain'], {env}));
    expect(hits[0].content).toMatch(/dentista/);
    expect(inspect(s.home, db => db.prepare("SELECT value FROM meta WHERE key = 'embedding_dim'").pluck().get())).toBe('16');

    // Back offline: search still works on text; reembed switches the vectors, never mixing them.
    expect(json(await magisIn(s.home, ['memories', 'search', 'dentista', '--json']))[0].content).toMatch(/dentista/);
    const re = json(await magisIn(s.home, ['memories', 'reembed', '--json']));
    expect(re).toMatchObject({embedder: 'offline-hash-v1/384', dim: 384, memories: 1});
    // The offline embedder keeps no vectors (the typo fallback computes them): the endpoint's are gone, not mixed.
    expect(inspect(s.home, db => db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'memories_vec'").pluck().get())).toBe(0);
    expect(inspect(s.home, db => db.prepare("SELECT value FROM meta WHERE key = 'embedding_dim'").pluck().get())).toBe('384');
    const after = json(await magisIn(s.home, ['memories', 'search', 'dentista', '--json']));
    expect(after[0].content).toMatch(/dentista/);
    expect(json(await magisIn(s.home, ['memories', 'search', 'entista', '--json']))[0].content).toMatch(/dentista/);

    // And back to the endpoint: reembed stores its vectors again, and search ranks by them.
    const again = json(await magisIn(s.home, ['memories', 'reembed', '--json'], {env}));
    expect(again).toMatchObject({embedder: 'openai:fake-embed', dim: 16, memories: 1});
    expect(inspect(s.home, db => db.prepare('SELECT count(*) FROM memories_vec').pluck().get())).toBe(1);
    const semantic = json(await magisIn(s.home, ['memories', 'search', 'dentista', '--json', '--explain'], {env}));
    expect(semantic[0].content).toMatch(/dentista/);
    expect(semantic[0].explain.vector).toBeGreaterThan(0);
  });
});

describe('magis extract with an LLM', () => {
  it('adds what the model found and ignores what fails validation', async ({s}) => {
    s.llm = await startFakeLlm(() => ({
      kind: 'json',
      body: JSON.stringify({
        people: [{name: 'Bento', gender: 'male', age: 8, relation: 'nephew'}, {name: 42}],
        checkups: [
          {person: 'Bento', kind: 'dentist', status: 'needed', date: null, time: null, everyMonths: null},
          {person: 'x', kind: 'astrology', status: 'maybe'},
        ],
      }),
    }));
    const r = await magisIn(s.home, ['extract', '--json', 'A Susana minha filha precisa ir no oftalmologista e o Bento também vai', '--now', NOW], {env: env(s)});
    expect(r.status, r.stderr).toBe(0);
    const x = JSON.parse(r.stdout);
    expect(x.people.find((p: any) => p.name === 'Susana')).toMatchObject({relation: 'daughter'});
    expect(x.people.find((p: any) => p.name === 'Bento')).toMatchObject({relation: 'nephew', age: 8});
    expect(x.checkups.map((c: any) => c.kind).sort()).toEqual(['dentist', 'eye_exam']);
  });

  it('keeps the rules result intact when the model answers garbage or fails', async ({s}) => {
    const offline = json(await magisIn(s.home, ['extract', '--json', 'Meu marido, o Carlos, tem consulta no cardiologista na terça às 14h.', '--now', NOW]));
    for (const behaviour of [{kind: 'json', body: 'not json at all {{'} as const, {kind: 'status', status: 500} as const]) {
      s.llm = await startFakeLlm(() => behaviour);
      const r = await magisIn(s.home, ['extract', '--json', 'Meu marido, o Carlos, tem consulta no cardiologista na terça às 14h.', '--now', NOW], {env: env(s)});
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(offline);
      await s.llm.close();
      s.llm = null;
    }
  });
});
