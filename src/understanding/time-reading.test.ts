/**
 * What the time reader (`resolveDate`) gives for phrases a user types, PT and EN, said on Tuesday
 * 24 Nov 2026 at 09:00: the day (and a span's last day), the hour (and a range's last hour), the
 * part of the day. Issue 22's families: durations in hours and minutes, days counted from another,
 * spans with two ends, ranges of hours, parts of the day, a time with no day, the verb's tense, an
 * explicit date over its weekday. Our own phrases (chrono's inputs are only read by
 * `npm run bench:chrono`). Runs in UTC and in São Paulo (vitest config).
 */
import {describe, expect, it} from 'vitest';
import {resolveDate} from './dates.js';

const NOW = new Date(2026, 10, 24, 9, 0);

interface Want {
  date: string | null;
  end?: string;
  time?: string | null;
  endTime?: string | null;
  part?: string | null;
  until?: string | null;
  untilTime?: string | null;
  untilPart?: string | null;
}

function read(text: string, language?: 'pt' | 'en'): Want {
  const r = resolveDate(text, NOW, language ? {language} : {});
  if (!r) return {date: null};
  return {
    date: r.date,
    end: r.end,
    time: r.time,
    endTime: r.endTime,
    part: r.part?.part ?? null,
    until: r.until?.end ?? null,
    untilTime: r.until?.time ?? null,
    untilPart: r.until?.part?.part ?? null,
  };
}

describe('the time reader, Portuguese', () => {
  it.each<[string, Want]>([
    // Durations in hours and minutes land on a clock time.
    ['reunião daqui 2 horas', {date: '2026-11-24', time: '11:00'}],
    ['daqui a 45 minutos', {date: '2026-11-24', time: '09:45'}],
    ['em 20 minutos', {date: '2026-11-24', time: '09:20'}],
    ['ela ligou há 3 horas', {date: '2026-11-24', time: '06:00'}],
    ['daqui a uns dias', {date: '2026-11-27'}],
    // A day counted from another.
    ['uma semana depois de sexta', {date: '2026-12-04'}],
    ['dois dias depois do Natal', {date: '2026-12-27'}],
    // Spans with two ends.
    ['vamos pra ubatuba de 4 a 6 de dezembro', {date: '2026-12-04', until: '2026-12-06'}],
    ['férias entre 10 e 12 de janeiro', {date: '2027-01-10', until: '2027-01-12'}],
    ['viajo 18 de dezembro, volta 4 de janeiro', {date: '2026-12-18', until: '2027-01-04'}],
    ['congresso de 30 de novembro a 2 de dezembro', {date: '2026-11-30', until: '2026-12-02'}],
    // Ranges of hours, parts of the day.
    ['plantão das 14h às 16h', {date: '2026-11-24', time: '14:00', endTime: '16:00'}],
    ['aula de 19:30 a 21h', {date: '2026-11-24', time: '19:30', endTime: '21:00'}],
    ['amanhã de manhã', {date: '2026-11-25', time: null, part: 'morning'}],
    ['ontem à noite', {date: '2026-11-23', part: 'night'}],
    ['esta tarde', {date: '2026-11-24', part: 'afternoon'}],
    ['jantar esta noite', {date: '2026-11-24', part: 'night'}],
    ['sábado à tarde', {date: '2026-11-28', part: 'afternoon'}],
    // A time with no day is the next one: midnight said in the morning is tonight's.
    ['remédio à meia-noite', {date: '2026-11-25', time: '00:00'}],
    ['às 7 da manhã', {date: '2026-11-25', time: '07:00'}],
    ['às 10.30', {date: '2026-11-24', time: '10:30'}],
    // The verb's tense decides a bare day; an explicit date beats its weekday.
    ['tenho dentista dia 3', {date: '2026-12-03'}],
    ['fui no dentista dia 3', {date: '2026-11-03'}],
    ['na verdade é quinta, 10 de dezembro', {date: '2026-12-10'}],
    ['na verdade é terça, 10 de dezembro', {date: '2026-12-10'}],
    ['sexta da semana que vem', {date: '2026-12-04'}],
    ['pagar no próximo dia útil', {date: '2026-11-25'}],
    ['embarque 15Dez', {date: '2026-12-15'}],
    ['29 de fevereiro de 2027', {date: null}],
  ])('%s', (text, want) => {
    expect(read(text, 'pt')).toMatchObject(want);
  });

  it('keeps the weekday said beside a date, even a wrong one', () => {
    expect(resolveDate('terça-feira, 10 de dezembro', NOW)?.weekday).toBe(2);
    expect(resolveDate('quinta, 10 de dezembro', NOW)?.weekday).toBe(4);
  });
});

describe('the time reader, English', () => {
  it.each<[string, Want]>([
    ['call mom in 20 minutes', {date: '2026-11-24', time: '09:20'}],
    ['in a couple of days', {date: '2026-11-26'}],
    ['she called two hours ago', {date: '2026-11-24', time: '07:00'}],
    ['in the next hour', {date: '2026-11-24', time: '10:00'}],
    ['dinner a week from Friday', {date: '2026-12-04'}],
    ['3 days before Christmas', {date: '2026-12-22'}],
    ['trip from the 10th to the 17th', {date: '2026-12-10', until: '2026-12-17'}],
    ['off Monday through Wednesday', {date: '2026-11-23', until: '2026-11-25'}],
    ['off from today until Friday afternoon', {date: '2026-11-24', until: '2026-11-27', untilPart: 'afternoon'}],
    ['from March to May', {date: '2027-03-01', until: '2027-05-31'}],
    ['party from 7:30pm to 10', {date: '2026-11-24', time: '19:30', endTime: '22:00'}],
    ['shift 9 - 11am', {date: '2026-11-24', time: '09:00', endTime: '11:00'}],
    ['tomorrow afternoon', {date: '2026-11-25', part: 'afternoon'}],
    ['this evening', {date: '2026-11-24', part: 'night'}],
    ['Friday morning', {date: '2026-11-27', part: 'morning'}],
    ['at midnight', {date: '2026-11-25', time: '00:00'}],
    ['the call was at midnight', {date: '2026-11-24', time: '00:00'}],
    ['this Tuesday', {date: '2026-11-24'}],
    ['this Thursday', {date: '2026-11-26'}],
    ['Thursday of next week', {date: '2026-12-03'}],
    ['Friday, March 5, 2027', {date: '2027-03-05'}],
    ['next business day', {date: '2026-11-25'}],
    ['Sep 2027', {date: '2027-09-01', end: '2027-09-30'}],
    ['at 11.15', {date: '2026-11-24', time: '11:15'}],
    ['February 30', {date: null}],
  ])('%s', (text, want) => {
    expect(read(text, 'en')).toMatchObject(want);
  });
});
