import {describe, expect, it} from 'vitest';
import {describePerson} from './describe-person.js';
import {setUserClock} from '../text/clock.js';

/** `magis people` says a visit by its own label (issue 38): an allergist, a cataract surgery — not "an appointment". */
describe('a person described with their visits', () => {
  const checkup = (label: string | undefined, date: string) => ({kind: 'other', ...(label ? {label} : {}), status: 'scheduled', date, time: '15:00', everyMonths: null});

  it('names each labelled visit by its label, two labels being two visits', () => {
    const leo = {relation: 'son', age: 7, gender: 'male' as const, checkups: [checkup('allergist', '2026-12-04'), checkup('cataract surgery', '2026-12-08')]};
    expect(describePerson(leo, 'en')).toBe('son, 7, has an allergist booked on December 4, 2026 at 3 pm, has a cataract surgery booked on December 8, 2026 at 3 pm');
    const pedro = {...leo, checkups: [checkup('alergista', '2026-12-04'), checkup('cirurgia de catarata', '2026-12-08')]};
    expect(describePerson(pedro, 'pt')).toBe('filho, 7 anos, tem alergista marcado em 04/12/2026 às 15h, tem cirurgia de catarata marcada em 08/12/2026 às 15h');
  });

  it('a visit with no label is still an appointment', () => {
    expect(describePerson({relation: null, age: null, gender: null, checkups: [checkup(undefined, '2026-12-04')]}, 'en')).toBe('has an appointment booked on December 4, 2026 at 3 pm');
  });

  it('says the hour on the user’s clock, as agenda and remind do: never a raw "15:00" to a 12-hour user', () => {
    const bia = {relation: 'daughter', age: 8, gender: 'female' as const, checkups: [{kind: 'dentist', status: 'scheduled', date: '2026-12-04', time: '15:30', everyMonths: null}]};
    setUserClock('12h');
    expect(describePerson(bia, 'en')).toBe('daughter, 8, has a dentist visit booked on December 4, 2026 at 3:30 pm');
    setUserClock('24h');
    expect(describePerson(bia, 'en')).toBe('daughter, 8, has a dentist visit booked on December 4, 2026 at 15:30');
    // Portuguese writes the 24-hour clock its own way, on either clock.
    expect(describePerson(bia, 'pt')).toBe('filha, 8 anos, tem dentista marcado em 04/12/2026 às 15h30');
    setUserClock(null);
  });
});
