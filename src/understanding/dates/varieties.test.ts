/**
 * Dates and times as each variety writes them, read on Tuesday 24 Nov 2026 at 09:00: Portugal's
 * ordinal weekdays ("2.ª feira"), "a 3 de maio", "fim-de-semana", "para a semana"; Britain's "10.40",
 * "half ten", "Tuesday week", "a fortnight on Friday" and day-first numeric dates; America's
 * month-first ones, "3:30 p.m.", "EOD"; and the sentences where none of them may fire. Our own
 * phrases. Runs in UTC and in São Paulo (vitest config).
 */
import {describe, expect, it} from 'vitest';
import {findDates, findTimes, resolveDate} from '../dates.js';
import {scanTokens} from '../text.js';
import type {DateOptions} from './specs.js';

const NOW = new Date(2026, 10, 24, 9, 0);

interface Read {
  date?: string | null;
  end?: string;
  time?: string | null;
  part?: string | null;
}

function read(text: string, language: 'pt' | 'en', options: DateOptions = {}): Read {
  const r = resolveDate(text, NOW, {language, ...options});
  if (!r) return {date: null};
  return {date: r.date, end: r.end, time: r.time, part: r.part?.part ?? null};
}

/** Only the fields a row gives are compared. */
const check = (text: string, language: 'pt' | 'en', want: Read, options?: DateOptions) => {
  const got = read(text, language, options);
  for (const key of Object.keys(want) as (keyof Read)[]) expect(got[key], `${text} → ${key}`).toEqual(want[key]);
};

describe('weekdays written as ordinals (Portugal, and Brazil at times)', () => {
  it.each<[string, Read]>([
    ['na 2.ª feira tenho reunião com o chefe', {date: '2026-11-30'}],
    ['a consulta ficou para 3.ª-feira às 10h', {date: '2026-12-01', time: '10:00'}],
    ['vemo-nos na 3ª feira', {date: '2026-12-01'}],
    ['ligo-te na 5.ª de manhã', {date: '2026-11-26', part: 'morning'}],
    ['na 6.ª, às 9h, há reunião de pais', {date: '2026-11-27', time: '09:00'}],
    ['a entrega é na 4.ª f. às 15h', {date: '2026-11-25', time: '15:00'}],
    ['2a feira tenho dentista', {date: '2026-11-30'}],
    // The ª typed as "a" after a dot: the dot ends no sentence, so the hour after it stays the day's.
    ['dentista na 2.a feira, às 9h15', {date: '2026-11-30', time: '09:15'}],
    ['reunião na 4.a-feira as 14h', {date: '2026-11-25', time: '14:00'}],
    // Without "feira", an hour right after says the ordinal is a day.
    ['vaga na ginecologista para 6a as 11h', {date: '2026-11-27', time: '11:00'}],
    ['cardiologia dia 10, 5.a, as 14h', {date: '2026-12-10', time: '14:00'}],
    ['5ª-feira jantamos fora', {date: '2026-11-26'}],
    ['sábado vou à praia com os miúdos', {date: '2026-11-28'}],
    ['no domingo almoço em casa da avó', {date: '2026-11-29'}],
    // "a seguir": the one to come.
    ['fica para a 2.ª feira a seguir', {date: '2026-11-30'}],
    ['a sexta a seguir está livre', {date: '2026-11-27'}],
  ])('%s', (text, want) => check(text, 'pt', want));

  it.each([
    'é a 2a vez que ligo',
    'ela está na 4a série',
    'o meu filho está na 3.ª classe',
    'pedi a 2.ª via do cartão',
    'moro no 3º andar',
    'vê o item 4.a da lista',
    'é a 3ª vez que ligo',
    'ficou em 5.º lugar na corrida',
  ])('no weekday in "%s"', text => {
    expect(resolveDate(text, NOW, {language: 'pt'})).toBeNull();
  });

  it.each(['às 5.ªs vou ao ginásio', 'tenho natação às 3ªs e 5ªs', 'às 2as-feiras não posso'])('"%s" is a habit: no one day and no hour', text => {
    const tokens = scanTokens(text);
    expect(findDates(tokens, 'pt')).toEqual([]);
    expect(findTimes(tokens)).toEqual([]);
  });
});

describe('Portugal’s days and weeks', () => {
  it.each<[string, Read]>([
    ['o casamento é a 3 de maio', {date: '2027-05-03'}],
    ['a 15 de dezembro às 20h jantamos', {date: '2026-12-15', time: '20:00'}],
    ['vamos ao Porto no fim-de-semana', {date: '2026-11-28', end: '2026-11-29'}],
    ['no próximo fim-de-semana há feira', {date: '2026-12-05', end: '2026-12-06'}],
    ['para a semana vou a Lisboa', {date: '2026-11-30', end: '2026-12-06'}],
    ['a reunião fica para a semana', {date: '2026-11-30', end: '2026-12-06'}],
    ['deixa pra semana, tô sem tempo', {date: '2026-11-30', end: '2026-12-06'}],
    ['na semana a seguir tenho férias', {date: '2026-11-30', end: '2026-12-06'}],
    ['daqui a quinze dias é o exame', {date: '2026-12-09'}],
    ['dentro de uma quinzena recebo', {date: '2026-12-09'}],
  ])('%s', (text, want) => check(text, 'pt', want));

  it('takes "a" before a day as the date’s own word', () => {
    expect(resolveDate('a 3 de maio', NOW, {language: 'pt'})?.text).toBe('a 3 de maio');
    // Between two days it joins a span.
    expect(resolveDate('de 4 a 6 de dezembro', NOW, {language: 'pt'})?.until?.date).toBe('2026-12-06');
  });

  it.each(['somos a 3 pessoas', 'comprei comida para a semana inteira', 'estudar para a semana de exames', 'passa a 3 por hora'])('no date in "%s"', text => {
    expect(resolveDate(text, NOW, {language: 'pt'})).toBeNull();
  });
});

describe('British clocks and days', () => {
  it.each<[string, Read]>([
    ['dentist on the 14th at 10.40', {date: '2026-12-14', time: '10:40'}],
    ['meet at 10.40am by the station', {time: '10:40'}],
    ['train leaves 5.15pm', {time: '17:15'}],
    ['see you at half ten', {time: '10:30'}],
    ['half two tomorrow?', {date: '2026-11-25', time: '14:30'}],
    ['quarter past three at the school gate', {time: '15:15'}],
    ['a quarter to four works', {time: '15:45'}],
    ['twenty to five, then', {time: '16:40'}],
    ['ten past six in the morning', {time: '06:10'}],
    ['twenty-five past nine tonight', {time: '21:25'}],
    ['Tuesday week is the school play', {date: '2026-12-08'}],
    ['Friday week suits me', {date: '2026-12-04'}],
    ['Monday fortnight for the MOT', {date: '2026-12-14'}],
    ['a week on Friday we fly out', {date: '2026-12-04'}],
    ['a fortnight on Friday is the party', {date: '2026-12-11'}],
    ['two weeks on Tuesday', {date: '2026-12-15'}],
    ['a week today', {date: '2026-12-01'}],
    ['a week tomorrow', {date: '2026-12-02'}],
    ['back in a fortnight', {date: '2026-12-08'}],
    ["results in a week's time", {date: '2026-12-01'}],
    ['a fortnight ago', {date: '2026-11-10'}],
    ['the 9th', {date: '2026-12-09'}],
    ['parents evening on the 3rd at 6.30', {date: '2026-12-03', time: '18:30'}],
  ])('%s', (text, want) => check(text, 'en', want, {variety: 'en-GB'}));

  it.each(['it costs 10.40 euros', 'update to version 2.1', 'give it half an hour', 'corn on the cob', 'one to two.', 'it takes five to ten minutes'])('no date or time in "%s"', text => {
    expect(resolveDate(text, NOW, {language: 'en', variety: 'en-GB'})).toBeNull();
  });

  it('counts weeks on from a day only for weeks: "a day on Friday" is Friday', () => {
    expect(read('I took a day on Friday', 'en').date).toBe('2026-11-27');
  });
});

describe('American clocks and days', () => {
  it.each<[string, Read]>([
    ['soccer 3:30pm', {time: '15:30'}],
    ['pickup at 3:30 p.m.', {time: '15:30'}],
    ['lunch at noon tmrw', {date: '2026-11-25', time: '12:00'}],
    ['dentist nxt tues', {date: '2026-12-01'}],
    ['recital thurs at 5', {date: '2026-11-26', time: '17:00'}],
    ['send the deck by EOD', {date: '2026-11-24', time: '17:00'}],
    ['report due EOD friday', {date: '2026-11-27', time: '17:00'}],
    ['need it by COB tomorrow', {date: '2026-11-25', time: '17:00'}],
    ['quarter after three', {time: '15:15'}],
    ['quarter of five', {time: '16:45'}],
    ['the recital is 12/14', {date: '2026-12-14'}],
    ['flight 1/3 at 7am', {date: '2027-01-03', time: '07:00'}],
  ])('%s', (text, want) => check(text, 'en', want, {variety: 'en-US'}));
});

describe('the end of the working day', () => {
  it('is today’s, due by then, unless a day of its own is said beside it', () => {
    const dates = (text: string) => findDates(scanTokens(text), 'en').map(d => ({spec: d.spec, deadline: d.deadline}));
    expect(dates('send the deck by EOD')).toEqual([{spec: {kind: 'offset-days', days: 0}, deadline: true}]);
    expect(dates('report due EOD friday')).toEqual([{spec: {kind: 'weekday', dow: 5, mod: null}, deadline: false}]);
    expect(dates('friday, EOD')).toHaveLength(1);
    expect(dates('corn on the cob')).toEqual([]);
  });
});

describe('numeric dates by the writer’s order', () => {
  it.each<[string, 'pt' | 'en', DateOptions, string]>([
    // Day first everywhere but in American English.
    ['3/1', 'pt', {}, '2027-01-03'],
    ['3/1', 'en', {variety: 'en-GB'}, '2027-01-03'],
    ['3/1', 'en', {variety: 'en-US'}, '2027-03-01'],
    ['3/1', 'pt', {variety: 'pt-PT'}, '2027-01-03'],
    // English with nothing said: American, unless the message is British.
    ['party 3/1', 'en', {}, '2027-03-01'],
    ["mum's birthday 3/1", 'en', {}, '2027-01-03'],
    ['back from holiday 3/1, a fortnight later than planned', 'en', {}, '2027-01-03'],
    // A caller's dayFirst wins over the language.
    ['3/1', 'en', {dayFirst: true}, '2027-01-03'],
    ['3/1', 'pt', {dayFirst: false}, '2027-03-01'],
    // A date only one order reads is read so whatever the writer's.
    ['14/12', 'en', {variety: 'en-US'}, '2026-12-14'],
    ['14/12/2026', 'en', {}, '2026-12-14'],
    ['12/14', 'pt', {}, '2026-12-14'],
    ['12/13', 'en', {variety: 'en-GB'}, '2026-12-13'],
    ['13/12', 'en', {dayFirst: false}, '2026-12-13'],
  ])('%s (%s, %o) → %s', (text, language, options, date) => {
    expect(resolveDate(text, NOW, {language, ...options})?.date).toBe(date);
  });

  it.each(['ticket 4/13/1', 'ref 2024/13/1'])('no date in the piece of a longer run of slashes, "%s"', text => {
    expect(resolveDate(text, NOW, {language: 'en'})).toBeNull();
  });

  it('reads the ambiguous dates of a message in the order its unambiguous one shows', () => {
    const dates = (text: string, options?: DateOptions) => findDates(scanTokens(text), 'en', new Set(), options).map(d => d.spec);
    expect(dates('away 14/12 and 3/1')[1]).toMatchObject({kind: 'day-month', day: 3, month: 1, year: null});
    expect(dates('away 12/14 and 1/3', {variety: 'en-GB'})[1]).toMatchObject({kind: 'day-month', day: 3, month: 1, year: null});
    expect(dates('away 1/3', {variety: 'en-GB'})[0]).toMatchObject({kind: 'day-month', day: 1, month: 3, year: null});
  });
});

describe('quarters, a month alone, a date with no tense', () => {
  it.each<[string, 'pt' | 'en', Read]>([
    ['budget review next quarter', 'en', {date: '2027-01-01', end: '2027-03-31'}],
    ['targets for the next two quarters', 'en', {date: '2027-01-01', end: '2027-06-30'}],
    ['sales were flat last qtr', 'en', {date: '2026-07-01', end: '2026-09-30'}],
    ['metas do próximo trimestre', 'pt', {date: '2027-01-01', end: '2027-03-31'}],
    ['o trimestre passado foi fraco', 'pt', {date: '2026-07-01', end: '2026-09-30'}],
    ['May', 'en', {date: '2027-05-01', end: '2027-05-31'}],
    ['March?', 'en', {date: '2027-03-01', end: '2027-03-31'}],
  ])('%s', (text, language, want) => check(text, language, want));

  it.each(['he scored in the last quarter of the game', 'May I call you later', 'Marco'])('no date in "%s"', text => {
    expect(resolveDate(text, NOW, {})).toBeNull();
  });

  it('reads a named day with no year and no tense at all as the nearer one', () => {
    expect(resolveDate('12 de julho às 19:00', NOW)?.date).toBe('2026-07-12');
    expect(resolveDate('10 de janeiro', NOW)?.date).toBe('2027-01-10');
    // A caller's tense still decides.
    expect(resolveDate('12 de julho às 19:00', NOW, {tense: 'future'})?.date).toBe('2027-07-12');
    expect(resolveDate('12 de julho às 19:00', NOW, {tense: null})?.date).toBe('2027-07-12');
  });
});

describe('a month of the year before or after, said by the year ("março do ano passado", "March next year")', () => {
  it.each<[string, 'pt' | 'en', string]>([
    ['fui ao dentista em março do ano passado', 'pt', '2025-03-01'],
    ['a cirurgia ficou para março do ano que vem', 'pt', '2027-03-01'],
    ['fiz análises em fevereiro deste ano', 'pt', '2026-02-01'],
    ['went to the dentist in March last year', 'en', '2025-03-01'],
    ['her op is in March next year', 'en', '2027-03-01'],
    // The last March gone stays this year's when it has passed.
    ['last March', 'en', '2026-03-01'],
    ['em agosto passado', 'pt', '2026-08-01'],
  ])('%s → %s', (text, language, date) => check(text, language, {date}));
});
