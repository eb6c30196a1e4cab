import {describe, expect, it} from 'vitest';
import {conflictNote, mergeParts} from './conflicts.js';

/**
 * The sentence a sync writes when both sides changed one part of an event differently: what was
 * kept and what was dropped, in the user's words — a repetition as the agenda says it
 * ("toda quinta", "every Thursday"), never as an RRULE.
 */
type Shown = Parameters<typeof mergeParts>[0];
const base: Shown = {
  title: 'Natação da Bia',
  date: '2026-11-24',
  time: '17:00',
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
  status: 'scheduled',
  exdates: [],
  tzid: null,
  endDate: null,
  endTime: null,
  moved: [],
};
const note = (magis: Partial<Shown>, calendar: Partial<Shown>, lang: 'pt' | 'en', magisLater = true) => {
  const m = {...base, ...magis};
  const c = {...base, ...calendar};
  return conflictNote(m.title, 'casa', mergeParts(base, m, c, magisLater).dropped, lang);
};

describe('conflictNote', () => {
  it.each([
    [
      {date: '2026-11-26', rrule: 'FREQ=WEEKLY;BYDAY=TH'},
      {date: '2026-11-25', rrule: 'FREQ=WEEKLY;BYDAY=WE'},
      'pt',
      'ficou a repetição do Magis (toda quinta); a mudança da agenda (toda quarta) foi descartada',
    ],
    [
      {date: '2026-11-26', rrule: 'FREQ=WEEKLY;BYDAY=TH'},
      {date: '2026-11-25', rrule: 'FREQ=WEEKLY;BYDAY=WE'},
      'en',
      "kept Magis's repetition (every Thursday); the calendar's (every Wednesday) was dropped",
    ],
    [{rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'}, {rrule: null}, 'pt', 'ficou a repetição do Magis (a cada 2 semanas, terça); a mudança da agenda (sem repetição) foi descartada'],
    [{rrule: 'FREQ=MONTHLY;BYMONTHDAY=10'}, {rrule: 'FREQ=YEARLY'}, 'en', "kept Magis's repetition (every month on the 10th); the calendar's (every year) was dropped"],
  ] as const)('%j against %j (%s) says the repetition in words', (magis, calendar, lang, said) => {
    const text = note(magis, calendar, lang);
    expect(text).toContain(said);
    expect(text).not.toMatch(/FREQ=/);
  });

  it('tells two rules apart by their RRULEs only when the words would say the same', () => {
    // Both read "repete" / "repeats": the rules themselves are the difference.
    const text = note({rrule: 'FREQ=WEEKLY;BYSETPOS=1'}, {rrule: 'FREQ=WEEKLY;BYSETPOS=2'}, 'en');
    expect(text).toContain('(FREQ=WEEKLY;BYSETPOS=1)');
    expect(text).toContain('(FREQ=WEEKLY;BYSETPOS=2)');
  });

  it('leaves the other parts as they were: a day and time, a title', () => {
    expect(note({date: '2026-11-26', time: '18:00'}, {date: '2026-11-25', time: '16:00'}, 'pt', false)).toBe(
      '“Natação da Bia” mudou no Magis e na agenda casa ao mesmo tempo: ficou o dia e a hora da agenda (quarta, 25/11, 16h); a mudança do Magis (quinta, 26/11, 18h) foi descartada.',
    );
    expect(note({title: 'Swim club'}, {title: 'Bia swimming'}, 'en')).toBe(
      "“Swim club” was changed both in Magis and on the calendar casa: kept Magis's title (“Swim club”); the calendar's (“Bia swimming”) was dropped.",
    );
  });
});
