import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {tempHome} from './helpers/cli.js';
import {turnByTurn} from './helpers/life.js';

/**
 * The reply to a recurring plan names its next day: in Portuguese "o próximo"/"a próxima" agrees
 * with the plan ("Aniversário … (o próximo em …)", "Natação … (a próxima em …)"); English is "next on".
 */
let cleanup: () => void;
let turns: ReturnType<typeof turnByTurn>;
beforeEach(() => {
  let home: string;
  ({home, cleanup} = tempHome());
  turns = turnByTurn(home);
});
afterEach(() => cleanup());

const reply = async (msg: string) => (await turns.ask('2026-11-21T10:00:00', msg)).reply;

describe('the next occurrence, said in agreement with the plan', () => {
  it.each([
    // Brazilian Portuguese
    ['o aniversário do meu irmão Pedro é dia 5 de março', /\(o próximo em 05\/03\/2027\)/],
    ['o Leo tem treino de futebol toda quarta às 19h', /\(o próximo em 25\/11\/2026\)/],
    ['aula de inglês toda segunda às 18h', /\(a próxima em 23\/11\/2026\)/],
    ['natação da duda toda terça às 17h', /\(a próxima em 24\/11\/2026\)/],
    // European Portuguese
    ['a minha irmã Inês faz anos a 3 de fevereiro', /\(o próximo em 03\/02\/2027\)/],
    ['tenho reunião de condomínio todas as quintas às 21h', /\(a próxima em 26\/11\/2026\)/],
    // English is unchanged
    ["my brother Tom's birthday is on March 5", /\(next on March 5, 2027\)/],
    ['swimming every Tuesday at 5pm', /\(next on November 24, 2026\)/],
  ])('%s', async (msg, said) => {
    expect(await reply(msg)).toMatch(said);
  });
});
