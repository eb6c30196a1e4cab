/**
 * An obligation said of someone else is theirs: "Eric has to fly to Chicago", "a Ju precisa entregar
 * o trabalho", "o Pedro tem de levar o carro à revisão" — the to-do carries whose it is, so the
 * reply, `tasks` and the agenda say it. The user's own, or one said of "she" with no name, carries none.
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date('2026-11-20T09:00:00');
const tasks = (text: string) => extract(text, {now}).tasks.map(t => [t.description, t.person ?? null]);

describe("someone else's obligation is theirs", () => {
  it.each([
    ['en-US', 'Eric has to fly to Chicago on Monday', 'fly to Chicago', 'Eric'],
    ['en-GB', 'Sam still needs to renew his passport', 'renew his passport', 'Sam'],
    ['en-US', 'my husband has to call the plumber', 'call the plumber', 'husband'],
    ['pt-BR', 'a Ju precisa entregar o trabalho sexta', 'entregar o trabalho', 'Ju'],
    ['pt-PT', 'O Pedro tem de levar o carro à revisão', 'levar o carro à revisão', 'Pedro'],
    ['pt-BR', 'o Caio também tem que renovar o RG', 'renovar o RG', 'Caio'],
  ])('%s: %s', (_v, text, description, person) => {
    expect(tasks(text)).toEqual([[description, person]]);
  });

  it.each([
    ['pt-BR', 'preciso pagar a luz', 'pagar a luz'],
    ['en-GB', 'I need to ring the council about the bins', 'ring the council about the bins'],
    ['en-US', 'remind me to call Eric on Monday', 'call Eric'],
    ['pt-PT', 'tenho de ligar à Ana amanhã', 'ligar à Ana'],
  ])("must not fire: %s: %s is the user's", (_v, text, description) => {
    expect(tasks(text)).toEqual([[description, null]]);
  });
});
