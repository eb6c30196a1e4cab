import {describe, expect} from 'vitest';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';
import {startFakeLlm} from './helpers/fake-llm.js';
import {it, type LlmSession} from './helpers/llm-session.js';

/**
 * With an LLM configured, its extraction adds what the rules miss on informal text; the merge is
 * conservative (no invented names) and the conversation stage still runs before it.
 * Driven through the real openai client against the loopback fake server.
 */

const env = (s: LlmSession) => ({OPENAI_BASE_URL: s.llm!.url, OPENAI_API_KEY: 'sk-test-0123456789', MAGIS_MODEL: 'fake-model'});
const ask = async (s: LlmSession, now: string, text: string) => {
  const r = await magisIn(s.home, ['ask', '--json', '--now', now, text], {env: env(s)});
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as {reply: string};
};

describe('magis ask with an LLM on informal text', () => {
  it('learns the people and user facts the model adds, drops names the message never said', async ({s}) => {
    s.llm = await startFakeLlm(body =>
      body.stream
        ? {kind: 'reply', text: 'Que bom!'}
        : {
            kind: 'json',
            body: JSON.stringify({
              people: [
                {name: 'Bia', gender: 'female', relation: 'sister'},
                {name: 'Carlos', relation: 'brother'},
              ],
              user: {city: 'Curitiba', name: 'Fulano'},
              tasks: [],
            }),
          },
    );
    await ask(s, '2026-08-03T20:00:00', 'a bia é minha irma, eu moro em curitiba kkk');
    const people = inspect(s.home, db => db.prepare("SELECT name, relation FROM entities WHERE kind = 'person'").all() as Array<{name: string; relation: string | null}>);
    expect(people.map(p => p.name.toLowerCase())).toContain('bia');
    expect(people.find(p => p.name.toLowerCase() === 'bia')?.relation).toBe('sister');
    expect(people.map(p => p.name)).not.toContain('Carlos');
    const profile = inspect(s.home, db => Object.fromEntries((db.prepare('SELECT key, value FROM profile').all() as Array<{key: string; value: string}>).map(r => [r.key, r.value])));
    expect(profile.city).toMatch(/curitiba/i);
    expect(profile.name).toBeUndefined();
  });

  it('a correction is applied by the conversation stage, and the model is not asked to re-read it', async ({s}) => {
    s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Ok.'} : {kind: 'json', body: '{}'}));
    await ask(s, '2026-04-13T10:00:00', 'Marquei dermatologista para quinta às 10h.');
    const before = s.llm.requests.length;
    const r = await ask(s, '2026-04-13T10:05:00', 'Na verdade a consulta é na sexta.');
    expect(r.reply).toMatch(/17\/04/);
    expect(s.llm.requests.slice(before).filter(q => !q.body.stream && /Extract facts/.test(JSON.stringify(q.body)))).toEqual([]);
    const rows = inspect(s.home, db => db.prepare('SELECT kind, date, time FROM checkups').all());
    expect(rows).toEqual([{kind: 'dermatologist', date: '2026-04-17', time: '10:00'}]);
  });
});

describe('world moves read by the model', () => {
  it('cancels the booking the model names when the rules saw no move, grounded by the same resolver', async ({s}) => {
    s.llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Ok.'} : {kind: 'json', body: '{}'}));
    await ask(s, '2026-10-20T09:00:00', 'almoço com o brad amanha ao meio dia');
    s.llm = await startFakeLlm(body =>
      body.stream
        ? {kind: 'reply', text: 'Que pena.'}
        : {
            kind: 'json',
            body: JSON.stringify({
              moves: [
                {op: 'cancel', ref: "tomorrow's lunch with brad"},
                {op: 'cancel', ref: 'a reunião com a diretoria'},
                {op: 'explode', ref: 'everything'},
              ],
            }),
          },
    );
    await ask(s, '2026-10-20T12:00:00', 'scratch that thing with brad, hes sick');
    const events = inspect(s.home, db => db.prepare('SELECT title, status FROM events').all());
    // The lunch is cancelled; a meeting nobody holds and an unknown operation change nothing.
    expect(events).toEqual([{title: expect.stringMatching(/almoço/i), status: 'cancelled'}]);
  });
});
