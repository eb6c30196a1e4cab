import {describe, expect} from 'vitest';
import {json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {startFakeLlm} from './helpers/fake-llm.js';
import {it, type LlmSession} from './helpers/llm-session.js';

/** `magis log`: past conversations and their messages, with who answered (engine and model). */

async function twoConversations(s: LlmSession) {
  s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Combinado, anotei o dentista do João.'} : {kind: 'json', body: '{}'}));
  const llmEnv = {OPENAI_BASE_URL: s.llm.url, MAGIS_MODEL: 'local-qwen'};
  const first = await magisIn(s.home, ['ask', 'O João meu filho tem dentista na quarta às 14h', '--json', '--now', '2026-11-20T10:00:00Z'], {env: llmEnv});
  expect(first.status, first.stderr).toBe(0);
  const second = json(await magisIn(s.home, ['ask', 'A Bia minha filha faz natação aos sábados', '--json', '--new', '--now', '2026-11-21T09:00:00Z']));
  await magisIn(s.home, ['ask', 'quem é a Bia?', '--now', '2026-11-21T09:05:00Z']);
  return {first: JSON.parse(first.stdout).conversationId as number, second: second.conversationId as number};
}

describe('magis log', () => {
  it('lists conversations, latest first, with the engines and models that answered', async ({s}) => {
    const {first, second} = await twoConversations(s);
    const list = json(await magisIn(s.home, ['log', '--json']));
    expect(list.map((c: {id: number}) => c.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({id: second, title: 'A Bia minha filha faz natação aos sábados', messages: 4, engines: ['offline'], models: []});
    expect(list[1]).toMatchObject({id: first, messages: 2, engines: ['llm'], models: ['local-qwen']});
    expect(json(await magisIn(s.home, ['log', '-n', '1', '--json'])).map((c: {id: number}) => c.id)).toEqual([second]);

    const human = await magisIn(s.home, ['log']);
    expect(human.status).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`#${second}\\s+21/11/2026 09:05 .*4 mensagens · offline`));
    expect(human.stdout).toMatch(new RegExp(`#${first}\\s+20/11/2026 10:00 .*2 mensagens · local-qwen`));
  });

  it("shows one conversation's messages with who answered each", async ({s}) => {
    const {first, second} = await twoConversations(s);
    const one = json(await magisIn(s.home, ['log', '--conversation', String(first), '--json']));
    expect(one.messages).toEqual([
      expect.objectContaining({role: 'user', content: 'O João meu filho tem dentista na quarta às 14h', engine: null, model: null}),
      expect.objectContaining({role: 'assistant', content: 'Combinado, anotei o dentista do João.', engine: 'llm', model: 'local-qwen'}),
    ]);
    const last = json(await magisIn(s.home, ['log', '--conversation', String(second), '-n', '1', '--json']));
    expect(last.messages).toHaveLength(1);
    expect(last.messages[0]).toMatchObject({role: 'assistant', engine: 'offline', model: null, content: expect.stringMatching(/Bia/)});

    const human = (await magisIn(s.home, ['log', '--conversation', String(second)])).stdout;
    expect(human).toMatch(/^Conversa #\d+ · personal · 21\/11\/2026 09:00/);
    expect(human).toMatch(/09:00 › A Bia minha filha faz natação aos sábados/);
    expect(human).toMatch(/09:05 ✦ .*Bia.*\(offline\)/);
  });

  it('speaks English to an English speaker', async ({s}) => {
    await magisIn(s.home, ['ask', 'My son Tom has swimming on Saturdays', '--now', '2026-11-21T09:00:00Z']);
    const out = (await magisIn(s.home, ['log', '--conversation', '1'])).stdout;
    expect(out).toMatch(/^Conversation #1 · /);
    expect((await magisIn(s.home, ['log'])).stdout).toMatch(/2 messages · offline/);
  });

  it('says there is nothing yet on a new home, and refuses bad numbers in one sentence', async ({s}) => {
    const empty = await magisIn(s.home, ['log'], {env: {LANG: 'en_US.UTF-8'}});
    expect(empty).toMatchObject({status: 0, stdout: 'No conversations yet. Start one with "magis chat" or "magis ask".\n'});
    expect(json(await magisIn(s.home, ['log', '--json']))).toEqual([]);
    await magisIn(s.home, ['ask', 'A Bia minha filha faz natação aos sábados']);
    for (const [args, message] of [
      [['--conversation', 'two'], /--conversation inválido "two"/],
      [['--conversation', '0'], /--conversation inválido "0"/],
      [['--conversation', '99'], /Nenhuma conversa 99/],
      [['-n', '-3'], /-n inválido "-3"/],
    ] as const) {
      const r = await magisIn(s.home, ['log', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });
});
