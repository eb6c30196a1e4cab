/**
 * An operation said by its verb or by a procedure's noun, with the part of the body it is on, is a
 * visit labelled as that operation ("cirurgia de catarata", "hip surgery", "prótese do joelho") —
 * whose, when and whether had — never a plain appointment, a task, or nothing. Without a part of the
 * body the same verbs say nothing of health.
 */
import {describe, expect, it} from 'vitest';
import {resolveDate} from '../dates.js';
import {extract} from '../index.js';

// A Monday: "Friday" is Dec 4.
const now = new Date('2026-11-30T09:00:00');
const read = (text: string) => {
  const x = extract(text, {now});
  return {checkups: x.checkups.map(c => [c.person, c.kind, c.label ?? null, c.status, c.date]), tasks: x.tasks.length};
};

describe('an operating verb or a procedure with the part operated on is that operation', () => {
  it.each([
    ['pt-BR', 'a Ruth vai operar a catarata dia 10', 'Ruth', 'cirurgia de catarata', 'scheduled', '2026-12-10'],
    ['pt-BR', 'minha mãe vai operar o quadril dia 15', 'mãe', 'cirurgia de quadril', 'scheduled', '2026-12-15'],
    ['pt-BR', 'minha filha vai operar as amígdalas na sexta', 'filha', 'cirurgia de amígdalas', 'scheduled', '2026-12-04'],
    ['pt-BR', 'meu pai operou o joelho semana passada', 'pai', 'cirurgia de joelho', 'done', '2026-11-23'],
    ['pt-PT', 'a avó vai ser operada à anca a 12', 'avó', 'cirurgia de anca', 'scheduled', '2026-12-12'],
    ['pt-PT', 'o Zé é operado à vesícula amanhã', 'Zé', 'cirurgia de vesícula', 'scheduled', '2026-12-01'],
    ['pt-PT', 'a avó faz a artroscopia do ombro dia 7 de dezembro', 'avó', 'artroscopia do ombro', 'scheduled', '2026-12-07'],
    ['en-GB', "my dad's having his hip done on the 9th", 'dad', 'hip surgery', 'scheduled', '2026-12-09'],
    ['en-GB', 'Grandma is having her cataracts done on the 8th', 'grandma', 'cataract surgery', 'scheduled', '2026-12-08'],
    ['en-GB', 'Mum had her knee replaced last week', 'mum', 'knee replacement', 'done', '2026-11-23'],
    ['en-US', "they'll operate on Ruth's shoulder on Friday", 'Ruth', 'shoulder surgery', 'scheduled', '2026-12-04'],
    ['en-US', "my wife's getting her gallbladder operated on next Tuesday", 'wife', 'gallbladder surgery', 'scheduled', '2026-12-08'],
    ['en-US', 'Dad has a shoulder replacement on the 14th', 'dad', 'shoulder replacement', 'scheduled', '2026-12-14'],
  ])('%s: %s', (_v, text, person, label, status, date) => {
    expect(read(text)).toEqual({checkups: [[person, 'other', label, status, date]], tasks: 0});
  });

  it('a procedure said by a month is a visit of that month, labelled, not a task', () => {
    expect(read('o meu pai faz a prótese do joelho em janeiro').checkups).toEqual([['pai', 'other', 'prótese do joelho', 'needed', '2027-01-01']]);
  });
});

describe('must not become an operation', () => {
  it.each([
    ['pt-BR', 'a empresa vai operar em Lisboa a partir de março'],
    ['pt-PT', 'o Pedro opera a máquina às 8h'],
    ['pt-BR', 'o meu pai tem prótese no joelho há anos'],
    ['pt-PT', 'o avô não operou a catarata'],
    ['en-GB', "I'm having the boiler done on Friday"],
    ['en-US', "she's getting her hair done on Saturday"],
    ['en-US', 'Dad never had his hip replaced'],
    ['en-GB', "she isn't having her knee done after all"],
  ])('%s: %s', (_v, text) => {
    expect(read(text).checkups).toEqual([]);
  });
});

describe("Portugal's bare day after 'a' that closes the sentence", () => {
  it.each([
    ['a mãe vai ser operada ao joelho a 12', '2026-12-12', null],
    ['o jantar dos avós a 9 às 20h', '2026-12-09', '20:00'],
  ])('"%s" is that day', (text, date, time) => {
    const r = resolveDate(text, now, {language: 'pt'});
    expect([r?.date, r?.time]).toEqual([date, time]);
  });

  it.each(['a velocidade desceu a 12', 'o preço subiu a 30', 'somos a 3 pessoas', 'ganhámos 3 a 1', 'de 10 a 12'])('"%s" is no date', text => {
    expect(resolveDate(text, now, {language: 'pt'})).toBeNull();
  });
});
