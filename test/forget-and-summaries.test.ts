import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/** These tests read English output: a user whose terminal is English and who has typed nothing else. */
const magis = (h: string, args: string[], opts: {env?: NodeJS.ProcessEnv} = {}) => magisIn(h, args, {...opts, env: {LANG: 'en_US.UTF-8', ...opts.env}});
import {inspect} from './helpers/db.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00';
const ok = async (args: string[]) => {
  const r = await magis(home, args.includes('--now') ? args : [...args, '--now', NOW]);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r;
};
/** Every text the store keeps outside the memories table. */
const everyText = () =>
  inspect(home, db =>
    [
      ...(db.prepare('SELECT content FROM messages').pluck().all() as string[]),
      ...(db.prepare("SELECT coalesce(summary, '') FROM conversations").pluck().all() as string[]),
      ...(db.prepare('SELECT summary || key_insights || important_events || learned_preferences FROM memory_summaries').pluck().all() as string[]),
      ...(db.prepare("SELECT coalesce(detail, '') FROM memory_history").pluck().all() as string[]),
    ].join('\n'),
  );

describe('forgetting means forgotten', () => {
  it('memories delete removes the text from the message that carried it and the replies that quoted it', async () => {
    await ok(['ask', 'a senha do wifi da casa de praia é lucia1950']);
    await ok(['ask', 'qual é a senha do wifi da casa de praia?']);
    await ok(['ask', 'meu filho Lucas tem 7 anos']);
    expect(everyText()).toMatch(/lucia1950/);
    const mem = json(await magis(home, ['memories', 'list', '--json'])).find((m: any) => /lucia1950/.test(m.content));
    await ok(['memories', 'delete', String(mem.id)]);
    expect(everyText()).not.toMatch(/lucia1950/);
    // Only a line that something was deleted remains; the rest of the conversation is intact.
    expect(inspect(home, db => db.prepare('SELECT action FROM memory_history WHERE memory_id = ? ORDER BY id DESC LIMIT 1').pluck().get(mem.id))).toBe('deleted');
    expect(everyText()).toMatch(/Lucas/);
    expect((await magis(home, ['memories', 'search', 'lucia1950', '--json'])).stdout).not.toMatch(/lucia1950/);
  });

  it('a deleted memory leaves the weekly summary that quoted it', async () => {
    await ok(['memories', 'add', 'O código do portão é 4821 e a senha do alarme é azul77', '--now', '2026-08-03T10:00:00', '--importance', '3']);
    await ok(['memories', 'add', 'Fui ao mercado comprar frutas', '--now', '2026-08-04T10:00:00', '--importance', '3']);
    const compressed = (await ok(['memories', 'compress', '--older-than', '30d'])).stdout;
    const sid = /S(\d+)/.exec(compressed)![1];
    expect(everyText()).toMatch(/azul77/);
    const shown = (await ok(['memories', 'show', `S${sid}`])).stdout;
    // Memories written in Portuguese: magis shows them in Portuguese.
    expect(shown).toMatch(/guarda 2 memórias/);
    const secret = /#(\d+)\s.*O código/.exec(shown)![1];
    await ok(['memories', 'delete', secret!]);
    expect(everyText()).not.toMatch(/azul77|4821/);
    expect((await ok(['memories', 'show', `S${sid}`])).stdout).toMatch(/guarda 1 memória /);
    expect((await magis(home, ['memories', 'search', 'alarme azul77', '--json'])).stdout).not.toMatch(/azul77/);
  });
});

describe('one id scheme for summaries', () => {
  it('compress prints ids that show and uncompress accept', async () => {
    await ok(['memories', 'add', 'Reunião com a Renata sobre o app', '--now', '2026-08-03T10:00:00', '--importance', '3']);
    const out = (await ok(['memories', 'compress', '--older-than', '30d'])).stdout;
    const ref = /\b(S\d+)\b/.exec(out)![1]!;
    const shown = json(await ok(['memories', 'show', ref, '--json']));
    expect(shown).toMatchObject({kind: 'summary', id: Number(ref.slice(1))});
    expect(shown.memories.map((m: any) => m.content)).toEqual(['Reunião com a Renata sobre o app']);
    const archived = shown.memories[0].id;
    expect((await ok(['memories', 'show', String(archived)])).stdout).toMatch(new RegExp(`arquivada no resumo ${ref}`));
    expect((await ok(['memories', 'uncompress', ref])).stdout).toMatch(new RegExp(`1 memória devolvida do resumo ${ref}`));
    for (const [args, pattern] of [
      [['memories', 'show', ref], /Nenhum resumo S\d+/],
      [['memories', 'show', 'X1'], /Id inválido "X1"/],
      [['memories', 'uncompress', ref], /Nenhum resumo S\d+/],
    ] as Array<[string[], RegExp]>) {
      const r = await magis(home, args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(pattern);
    }
  });
});
