import {describe, expect, it} from 'vitest';
import {cachedDueIds, dueCacheKey, parseDueCache, type DueCacheKey} from './due-cache.js';
import {clockTime, timeReads} from './time-window.js';

const base: DueCacheKey = {inputs: '7', today: '2026-03-12', zone: 'America/Sao_Paulo|180', withinDays: 14, overrides: {}, code: '1:2'};

describe("cron's due cache", () => {
  it('is used only under the key it was made with', () => {
    const key = dueCacheKey(base);
    const cache = {key, ids: ['dentist-due-20260301'], from: null, until: null};
    expect(cachedDueIds(cache, key, '10:00')).toEqual(['dentist-due-20260301']);
    for (const change of [{inputs: '8'}, {today: '2026-03-13'}, {zone: 'UTC|0'}, {withinDays: 30}, {overrides: {dentist: 4}}, {code: '1:3'}]) {
      expect(cachedDueIds(cache, dueCacheKey({...base, ...change}), '10:00')).toBeNull();
    }
    expect(dueCacheKey({...base, overrides: {dentist: 4, eye_exam: 6}})).toBe(dueCacheKey({...base, overrides: {eye_exam: 6, dentist: 4}}));
    expect(cachedDueIds(null, key, '10:00')).toBeNull();
  });

  it('holds between the times of day the rules compared with now', () => {
    const clock = timeReads('10:30');
    expect([clock.reached('09:00'), clock.reached('10:30'), clock.reached('14:00'), clock.reached('11:15')]).toEqual([true, true, false, false]);
    const window = clock.window();
    expect(window).toEqual({from: '10:30', until: '11:15'});
    const key = dueCacheKey(base);
    const cache = {key, ids: [], ...window};
    expect(['10:29', '10:30', '11:14', '11:15'].map(t => cachedDueIds(cache, key, t) !== null)).toEqual([false, true, true, false]);
    expect(timeReads('08:00').window()).toEqual({from: null, until: null});
    expect(clockTime(new Date(2026, 2, 12, 9, 5))).toBe('09:05');
  });

  it('reads back only what it wrote', () => {
    const cache = {key: 'k', ids: ['a', 'b'], from: '09:00', until: null};
    expect(parseDueCache(JSON.stringify(cache))).toEqual(cache);
    for (const bad of [undefined, '', '{not json', '[]', '{"key":"k","ids":[1],"from":null,"until":null}', '{"key":"k","ids":[],"from":"soon","until":null}']) {
      expect(parseDueCache(bad)).toBeNull();
    }
  });
});
