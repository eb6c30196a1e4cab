import {describe, expect} from 'vitest';
import {magisIn} from './helpers/in-process.js';
import {startFakeLlm} from './helpers/fake-llm.js';
import {it, type LlmSession} from './helpers/llm-session.js';

const env = (s: LlmSession, now: string) => ({OPENAI_BASE_URL: s.llm!.url, OPENAI_API_KEY: 'sk-test', MAGIS_MODEL: 'fake-model', MAGIS_NOW: now});
const chatRequests = (s: LlmSession) => s.llm!.requests.filter(r => r.path.endsWith('/chat/completions') && r.body.stream);

/** Teaches offline (no LLM configured), through the same `magis ask` turns a user would type. */
async function teach(s: LlmSession, now: string, message: string): Promise<void> {
  const r = await magisIn(s.home, ['ask', message, '--json', '--now', now]);
  expect(r.status, r.stderr).toBe(0);
}

describe('answers with an LLM: agenda and profile as DATA, and an agenda tool', () => {
  it("puts the next days' agenda and the profile in the prompt as quoted DATA sections", async ({s}) => {
    await teach(s, '2026-03-02T09:00:00', 'Meu nome é Patrícia.');
    await teach(s, '2026-03-02T09:01:00', 'Marquei dermatologista para quinta às 10h.');
    s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Quinta às 10h: dermatologista.'} : {kind: 'json', body: '{}'}));
    const r = await magisIn(s.home, ['ask', 'o q eu tenho essa semana?', '--json'], {env: env(s, '2026-03-03T08:00:00')});
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).reply).toBe('Quinta às 10h: dermatologista.');
    const system = chatRequests(s).at(-1)!.body.messages[0].content as string;
    expect(system).toMatch(/## DATA: user profile\n- "name: Patrícia"/);
    expect(system).toMatch(/## DATA: agenda \(next days\)\n- "2026-03-05 Thu 10:00 — dermatologista? \[checkup\]"/i);
    expect(system).toMatch(/DATA are quoted records/);
  });

  it('runs the agenda tool for the days the model asks about, through the real openai client', async ({s}) => {
    await teach(s, '2026-03-02T09:00:00', 'Preciso pagar o IPTU até 20/03.');
    let round = 0;
    s.llm = await startFakeLlm(body => {
      if (!body.stream) return {kind: 'json', body: '{}'};
      round++;
      return round === 1 ? {kind: 'tool', name: 'agenda', args: {from: '2026-03-16', within: '6d'}, then: ''} : {kind: 'reply', text: 'Na sexta, dia 20, vence o IPTU.'};
    });
    const r = await magisIn(s.home, ['ask', 'what do I have next week?', '--json'], {env: env(s, '2026-03-10T08:00:00')});
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).reply).toBe('Na sexta, dia 20, vence o IPTU.');
    const last = chatRequests(s).at(-1)!.body;
    expect(last.tools.map((t: any) => t.function.name)).toContain('agenda');
    const tool = last.messages.find((m: any) => m.role === 'tool');
    // The same answer as MCP's agenda tool: the items as JSON.
    expect(JSON.parse(tool.content)).toEqual([expect.objectContaining({date: '2026-03-20', source: 'task', title: 'pagar o IPTU'})]);
  });
});
