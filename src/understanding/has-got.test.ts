import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

// Sunday 29 November 2026.
const now = new Date('2026-11-29T10:00:00');
const checkups = (text: string) => extract(text, {now}).checkups.map(c => `${c.person} ${c.kind} ${c.status} ${c.date ?? '-'} ${c.time ?? '-'}`);

describe('British "has got" holds a booking', () => {
  it.each([
    ["Mum's got the optician on Thursday at 11.15", 'mum eye_exam scheduled 2026-12-03 11:15'],
    ["I've got the dentist on Monday 7th December at 9.15", 'user dentist scheduled 2026-12-07 09:15'],
    ["Ollie's got the orthodontist on Tuesday 8th at 8.30", 'Ollie orthodontist scheduled 2026-12-08 08:30'],
    ["we've got the GP on Friday at 10", 'user general_checkup scheduled 2026-12-04 10:00'],
  ])('%s', (text, want) => {
    expect(checkups(text)).toEqual([want]);
  });

  it('"got" alone is still a thing done, and a cold is no booking', () => {
    expect(checkups('got my flu jab this morning')).toEqual(['user vaccine done 2026-11-29 -']);
    expect(checkups("she's got a cold")).toEqual([]);
  });
});
