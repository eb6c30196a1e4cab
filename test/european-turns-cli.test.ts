/**
 * A user from Portugal, through the real command line (`magis ask --now …` in a fresh MAGIS_HOME):
 * every reply of a week's turns — a booking, a move, a question, a cancel, a task and its doing,
 * a need and its offer, thanks, what Magis cannot answer yet — and the reminders `magis remind`
 * prints are in European Portuguese, with none of the forms only Brazil writes. A Brazilian user's
 * same turns keep them (the rewrite is Portugal's only). Every sentence is our own.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {magis, tempHome} from './helpers/cli.js';

/** Forms Brazil writes and Portugal does not: none may be in a European reply. */
const BRAZILIAN_ONLY: RegExp[] = [
  /\bvocê\b/i,
  /lembre você/i,
  /\bpra\b/i,
  /\bpro\b/i,
  /\ba gente\b/i,
  /ônibus/i,
  /\bcelular\b/i,
  /\b(?:estou|está|estamos|estão|estava|continuo|fico) \p{L}+[aei]ndo\b/iu,
  /\bregistr/i,
  /\bequipe\b/i,
  /\bcadastr/i,
  /\bPor nada\b/,
  /\bprecisa (?!de )\p{L}+r\b/u,
  /\bnão esqueça\b/,
  /(?:^|[.:!?] )(?:Seu|Sua|Seus|Suas) /m,
  /(?:^|[—,.] )me (?:conte|diga)\b/im,
  /\bresponder isso\b/,
];

const {home, cleanup} = tempHome();
afterAll(cleanup);

/** One turn at a minute past 09:00 on Tuesday 1 December 2026, as the locale says the user writes. */
function ask(message: string, lang: string, at = '2026-12-01T09:00'): string {
  const r = magis(home, ['ask', '--now', at, message], {env: {LANG: lang}});
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim();
}

/** The turns of the week: a setup, then each kind of turn, with what its reply says. */
const TURNS: Array<{say: string; has: RegExp}> = [
  {say: 'o meu filho Tiago tem 7 anos', has: /Tiago \(filho, 7 anos\)/},
  {say: 'o Tiago tem dentista na 5.ª feira às 15h', has: /Tiago tem dentista marcado em 03\/12\/2026 às 15h/},
  {say: 'tenho reunião com a equipa amanhã às 11h', has: /Reunião com a equipa/},
  {say: 'passaram o dentista do Tiago para sábado às 10h', has: /^Movi o dentista do Tiago para sábado/},
  {say: 'quando é o dentista do Tiago?', has: /sábado \(05\/12\) às 10h/},
  {say: 'o que tenho amanhã?', has: /^Amanhã tem reunião/},
  {say: 'tenho de levar o miúdo ao pediatra', has: /Quer que lhe lembre de marcar\?/},
  {say: 'tenho de ir de autocarro buscar o casaco à lavandaria amanhã', has: /^Anotado: Tarefa: ir de autocarro buscar o casaco/},
  {say: 'já fui buscar o casaco', has: /^Marquei como feito: ir de autocarro buscar o casaco/},
  {say: 'desmarcaram o dentista do Tiago', has: /^Cancelei o dentista do Tiago/},
  {say: 'obrigada!', has: /^De nada!$/},
  {say: 'quais são as minhas preferências?', has: /^Ainda não sei as suas preferências — conte-me/},
  {say: 'o que é que a gente tem amanhã?', has: /^Amanhã tem reunião/},
];

describe('a user from Portugal, turn by turn', () => {
  const said = TURNS.map(t => ({...t, reply: ask(t.say, 'pt_PT.UTF-8')}));

  it.each(said)('$say → $reply', ({reply, has}) => {
    expect(reply).toMatch(has);
    for (const re of BRAZILIAN_ONLY) expect(reply).not.toMatch(re);
  });

  it('and the reminders cron prints', () => {
    const r = magis(home, ['remind', '--all', '--now', '2026-12-02T08:00'], {env: {LANG: 'pt_PT.UTF-8'}});
    expect(r.stdout).toMatch(/Hoje tem reunião com a equipa às 11h/);
    expect(r.stdout).toMatch(/quer que lhe lembre de marcar\?/);
    for (const re of BRAZILIAN_ONLY) expect(r.stdout).not.toMatch(re);
  });
});

describe('a user from Brazil keeps Brazil’s wording', () => {
  it('in the same kinds of turns', () => {
    const {home: br, cleanup: done} = tempHome();
    try {
      const run = (m: string) => magis(br, ['ask', '--now', '2026-12-01T09:00', m], {env: {LANG: 'pt_BR.UTF-8'}}).stdout.trim();
      expect(run('tenho que levar meu filho no pediatra')).toMatch(/Quer que eu lembre você de marcar\?/);
      expect(run('valeu!')).toMatch(/^Por nada!$/);
      expect(run('marquei dentista pra quinta às 15h')).toMatch(/^Anotado: Você tem dentista marcado/);
    } finally {
      done();
    }
  });
});
