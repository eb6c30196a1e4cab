import {describe, expect, it} from 'vitest';
import {isValidRule, nextOccurrence, occurrenceDays, ruleProblem, yearlyDays} from './recurrence.js';

describe('occurrenceDays (rrule, floating wall-clock)', () => {
  it('every Saturday at 9:00 falls on Saturdays only', () => {
    expect(occurrenceDays('2026-03-07', '09:00', 'FREQ=WEEKLY;BYDAY=SA', '2026-03-01', '2026-03-31')).toEqual(['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28']);
  });

  it('starts no earlier than its first day and reads an RRULE: prefix', () => {
    expect(occurrenceDays('2026-03-18', '19:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE', '2026-03-16', '2026-03-25')).toEqual(['2026-03-18', '2026-03-23', '2026-03-25']);
  });

  it('every other Friday', () => {
    expect(occurrenceDays('2026-01-02', null, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-01-01', '2026-02-15')).toEqual(['2026-01-02', '2026-01-16', '2026-01-30', '2026-02-13']);
  });

  it("keeps the day across São Paulo's old DST change (clocks jumped 00:00→01:00 on 2018-11-04)", () => {
    // A Sunday 00:30 class: that wall-clock minute did not exist on 2018-11-04 in São Paulo; the
    // occurrence stays on its Sunday instead of sliding to Saturday or Monday.
    expect(occurrenceDays('2018-10-21', '00:30', 'FREQ=WEEKLY;BYDAY=SU', '2018-10-20', '2018-11-12')).toEqual(['2018-10-21', '2018-10-28', '2018-11-04', '2018-11-11']);
    // …and back (2019-02-17 00:00 → 16th 23:00): a Saturday 23:30 stays on Saturday.
    expect(occurrenceDays('2019-02-09', '23:30', 'FREQ=WEEKLY;BYDAY=SA', '2019-02-09', '2019-02-24')).toEqual(['2019-02-09', '2019-02-16', '2019-02-23']);
  });

  it('keeps the day across US DST changes (2026-03-08 and 2026-11-01)', () => {
    expect(occurrenceDays('2026-03-01', '02:30', 'FREQ=WEEKLY;BYDAY=SU', '2026-03-01', '2026-03-15')).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    expect(occurrenceDays('2026-10-25', '01:30', 'FREQ=DAILY', '2026-10-31', '2026-11-02')).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('"dia 31 de todo mês" falls on the last day of shorter months', () => {
    expect(occurrenceDays('2026-01-31', null, 'FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-01', '2026-05-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(occurrenceDays('2028-01-30', null, 'FREQ=MONTHLY', '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('dia 5 de todo mês', () => {
    expect(occurrenceDays('2026-01-05', null, 'FREQ=MONTHLY;BYMONTHDAY=5', '2026-02-01', '2026-04-30')).toEqual(['2026-02-05', '2026-03-05', '2026-04-05']);
  });

  it('a yearly Feb 29 falls on Feb 28 in common years and Feb 29 in leap years', () => {
    expect(occurrenceDays('2024-02-29', null, 'FREQ=YEARLY', '2024-01-01', '2028-12-31')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
  });

  it('honours COUNT and UNTIL', () => {
    expect(occurrenceDays('2026-03-02', null, 'FREQ=DAILY;COUNT=3', '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(occurrenceDays('2026-03-02', null, 'FREQ=WEEKLY;UNTIL=20260316', '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('a rule it cannot read yields only the first day', () => {
    expect(isValidRule('EVERY=SOMETIMES')).toBe(false);
    expect(isValidRule('FREQ=WEEKLY;BYDAY=SA')).toBe(true);
    expect(occurrenceDays('2026-03-07', null, 'EVERY=SOMETIMES', '2026-03-01', '2026-03-31')).toEqual(['2026-03-07']);
    expect(occurrenceDays('2026-03-07', null, 'EVERY=SOMETIMES', '2026-03-08', '2026-03-31')).toEqual([]);
  });

  it('nextOccurrence finds the first day on or after a day', () => {
    expect(nextOccurrence('2026-03-07', '09:00', 'FREQ=WEEKLY;BYDAY=SA', '2026-03-08')).toBe('2026-03-14');
    expect(nextOccurrence('2026-03-07', '09:00', 'FREQ=WEEKLY;BYDAY=SA;COUNT=1', '2026-03-08')).toBeNull();
  });
});

describe('yearlyDays (birthdays, anniversaries)', () => {
  it('a birthday without a year, every year', () => {
    expect(yearlyDays('--12-03', '2026-11-20', '2027-12-31')).toEqual(['2026-12-03', '2027-12-03']);
  });
  it('a full date, never before it happened', () => {
    expect(yearlyDays('2026-12-25', '2026-01-01', '2027-12-31')).toEqual(['2026-12-25', '2027-12-25']);
    expect(yearlyDays('1990-07-04', '2026-07-01', '2026-07-10')).toEqual(['2026-07-04']);
  });
  it('a Feb 29 birthday on Feb 28 in common years', () => {
    expect(yearlyDays('--02-29', '2026-02-01', '2028-03-01')).toEqual(['2026-02-28', '2027-02-28', '2028-02-29']);
  });
  it('nothing for a malformed date', () => {
    expect(yearlyDays('12/03', '2026-01-01', '2026-12-31')).toEqual([]);
  });
});

describe('hostile recurrences stay bounded (issue 24)', () => {
  // Each of these, started years before the window, made rrule walk every second / minute / day
  // since its start: `remind`, `agenda` and chat never finished. They must answer at once and right.
  const started = '2024-06-01';

  it('a SECONDLY/MINUTELY/HOURLY rule with a huge COUNT and a past start falls on every day of the window', () => {
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY']) {
      expect(occurrenceDays(started, '10:00', `FREQ=${freq};COUNT=100000000`, '2026-11-24', '2026-11-26')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    }
  });

  it('a sub-daily COUNT that ran out long ago shows nothing, and its last day still counts', () => {
    // 48 hourly occurrences from 2024-06-01 10:00 end on 2024-06-03 09:00.
    expect(occurrenceDays(started, '10:00', 'FREQ=HOURLY;COUNT=48', '2026-11-24', '2026-12-24')).toEqual([]);
    expect(occurrenceDays(started, '10:00', 'FREQ=HOURLY;COUNT=48', '2024-05-30', '2024-06-10')).toEqual(['2024-06-01', '2024-06-02', '2024-06-03']);
  });

  it('a daily COUNT keeps counting from its real start, however far back', () => {
    // 1000 daily occurrences from 2024-06-01: the last is 2027-02-25.
    expect(occurrenceDays(started, null, 'FREQ=DAILY;COUNT=1000', '2027-02-24', '2027-03-30')).toEqual(['2027-02-24', '2027-02-25']);
    expect(occurrenceDays('1901-01-01', null, 'FREQ=DAILY;COUNT=100000000', '2026-11-24', '2026-11-25')).toEqual(['2026-11-24', '2026-11-25']);
    // Every 3 days since 1901-01-01 (a Tuesday): the phase is kept.
    const days = occurrenceDays('1901-01-01', null, 'FREQ=DAILY;INTERVAL=3', '2026-11-20', '2026-11-26');
    expect(days).toHaveLength(2);
    for (const d of days) expect(((Date.parse(d) - Date.parse('1901-01-01')) / 86_400_000) % 3).toBe(0);
  });

  it('a weekly rule from a century ago still falls on its weekday', () => {
    expect(occurrenceDays('1926-11-27', '09:00', 'FREQ=WEEKLY;BYDAY=SA,SU', '2026-11-23', '2026-11-30')).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('a rule that can never happen answers quickly with nothing', () => {
    expect(occurrenceDays('1901-01-01', null, 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', '2026-01-01', '2026-12-31')).toEqual([]);
    expect(nextOccurrence('1901-01-01', null, 'FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30', '2026-11-24')).toBeNull();
    expect(occurrenceDays('1901-01-01', null, 'FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30;BYDAY=MO', '2026-01-01', '2026-12-31')).toEqual([]);
    expect(occurrenceDays('1901-01-01', null, 'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31;BYDAY=MO', '2026-01-01', '2036-12-31')).toEqual([]);
    // Every 7 days from a Tuesday, only on Mondays: never.
    expect(nextOccurrence('2026-11-24', null, 'FREQ=DAILY;INTERVAL=7;BYDAY=MO', '2026-11-24')).toBeNull();
    // …while a rule that is only rare still comes: Friday the 13th.
    expect(nextOccurrence('1950-01-01', null, 'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13', '2026-11-24')).toBe('2027-08-13');
  });
});

describe('ruleProblem: what import refuses', () => {
  it('names recurrences more often than daily and absurd counts or intervals', () => {
    expect(ruleProblem('FREQ=SECONDLY;COUNT=100000000')).toMatch(/more often than once a day/);
    expect(ruleProblem('RRULE:FREQ=MINUTELY')).toMatch(/more often than once a day/);
    expect(ruleProblem('FREQ=HOURLY;INTERVAL=2')).toMatch(/more often than once a day/);
    expect(ruleProblem('FREQ=DAILY;INTERVAL=100000')).toMatch(/interval/);
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=' + 'MO,'.repeat(400) + 'TU')).toMatch(/too long/);
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=SA')).toBeNull();
    expect(ruleProblem('FREQ=DAILY;COUNT=100000000')).toBeNull();
  });
});
