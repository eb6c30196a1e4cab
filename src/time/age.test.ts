import {describe, expect, it} from 'vitest';
import {ageOn} from './age.js';

describe('ageOn', () => {
  it('counts from a birthday with its year, going up on the day itself', () => {
    const theo = {birthday: '2018-11-30', age: 7, ageAsOf: '2026-01-10T12:00:00'};
    expect(ageOn('2026-11-29', theo)).toBe(7);
    expect(ageOn('2026-11-30', theo)).toBe(8);
    expect(ageOn('2027-11-29', theo)).toBe(8);
  });

  it('ages a stated age at each birthday after it was said, when only the day is known', () => {
    const bia = {birthday: '--03-15', age: 9, ageAsOf: '2026-01-10T12:00:00'};
    expect(ageOn('2026-03-14', bia)).toBe(9);
    expect(ageOn('2026-03-15', bia)).toBe(10);
    expect(ageOn('2028-03-15', bia)).toBe(12);
  });

  it('ages a stated age by full years since it was learned, with no birthday', () => {
    const ana = {birthday: null, age: 40, ageAsOf: '2025-06-01T12:00:00'};
    expect(ageOn('2026-05-31', ana)).toBe(40);
    expect(ageOn('2026-06-01', ana)).toBe(41);
    expect(ageOn('2026-01-01', {birthday: null, age: 40, ageAsOf: null})).toBe(40);
    expect(ageOn('2026-01-01', {birthday: null, age: null, ageAsOf: null})).toBeNull();
  });
});
