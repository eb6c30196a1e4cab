import {describe, expect, it} from 'vitest';
import {normaliseEvidence, parseSessionDate} from '../src/bench/locomo-data.js';
import {addQuestion, emptyTally, summarise} from '../src/bench/recall.js';

describe('LoCoMo scoring rules', () => {
  it('normalises malformed evidence and drops ids that are not turns', () => {
    const turns = new Set(['D8:6', 'D9:17', 'D11:26', 'D1:3']);
    expect(normaliseEvidence(['D8:6; D9:17', 'D:11:26', 'D1:3', 'D99:1'], turns)).toEqual(['D8:6', 'D9:17', 'D11:26', 'D1:3']);
  });

  it('reads session dates', () => {
    expect(parseSessionDate('1:56 pm on 8 May, 2023')).toBe('2023-05-08T13:56:00.000Z');
    expect(parseSessionDate('12:09 am on 13 September, 2023')).toBe('2023-09-13T00:09:00.000Z');
  });

  it('computes recall@k, any@10 and all@10', () => {
    const t = emptyTally([1, 5]);
    addQuestion(t, ['a', 'x', 'b'], ['a', 'b']);
    addQuestion(t, ['x'], ['y']);
    const s = summarise(t);
    expect(s.overall['R@1']).toBe(0.25);
    expect(s.overall['R@5']).toBe(0.5);
    expect(s.overall['any@10']).toBe(0.5);
    expect(s.overall['all@10']).toBe(0.5);
  });
});
