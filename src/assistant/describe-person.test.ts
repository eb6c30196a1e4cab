import {describe, expect, it} from 'vitest';
import {describePerson} from './describe-person.js';

/** `magis people` says a visit by its own label (issue 38): an allergist, a cataract surgery — not "an appointment". */
describe('a person described with their visits', () => {
  const checkup = (label: string | undefined, date: string) => ({kind: 'other', ...(label ? {label} : {}), status: 'scheduled', date, time: '15:00', everyMonths: null});

  it('names each labelled visit by its label, two labels being two visits', () => {
    const leo = {relation: 'son', age: 7, gender: 'male' as const, checkups: [checkup('allergist', '2026-12-04'), checkup('cataract surgery', '2026-12-08')]};
    expect(describePerson(leo, 'en')).toBe('son, 7, has an allergist booked on December 4, 2026 at 15:00, has a cataract surgery booked on December 8, 2026 at 15:00');
    const pedro = {...leo, checkups: [checkup('alergista', '2026-12-04'), checkup('cirurgia de catarata', '2026-12-08')]};
    expect(describePerson(pedro, 'pt')).toBe('filho, 7 anos, tem alergista marcado em 04/12/2026 às 15:00, tem cirurgia de catarata marcada em 08/12/2026 às 15:00');
  });

  it('a visit with no label is still an appointment', () => {
    expect(describePerson({relation: null, age: null, gender: null, checkups: [checkup(undefined, '2026-12-04')]}, 'en')).toBe('has an appointment booked on December 4, 2026 at 15:00');
  });
});
