import {describe, expect, it} from 'vitest';
import {sparkline} from './stats-format.js';

describe('sparkline', () => {
  it('draws nothing as the lowest bar and the largest as the highest', () => {
    expect(sparkline([0, 1, 2, 4, 8])).toBe('▁▃▄▅█');
    expect(sparkline([0, 7, 14, 28, 56, 70, 84])).toBe('▁▃▃▄▆▇█');
    expect(sparkline([0, 0, 0])).toBe('▁▁▁');
    expect(sparkline([5])).toBe('█');
  });
});
