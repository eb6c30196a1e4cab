import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
import {fitStatus, MIN_GAP} from './status.js';

const LEFT = [
  {text: 'personal', rank: 9},
  {text: 'offline', rank: 5},
  {text: '7 memórias usadas', rank: 1},
];
const RIGHT = [{text: 'Ctrl+C de novo para sair', rank: 10}];

describe('fitStatus', () => {
  it('keeps everything when there is room', () => {
    expect(fitStatus(LEFT, RIGHT, 100)).toEqual({left: 'personal · offline · 7 memórias usadas', right: 'Ctrl+C de novo para sair'});
  });

  it.each([20, 30, 40, 50, 58, 60])('at %i columns drops the least useful parts first and never runs words together', width => {
    const {left, right} = fitStatus(LEFT, RIGHT, width);
    expect(stringWidth(left) + stringWidth(right) + (left && right ? MIN_GAP : 0)).toBeLessThanOrEqual(width);
    // The order of dropping: memories first, then the engine, then the mode.
    if (!left.includes('memórias')) expect(left).not.toContain('memórias');
    if (left.includes('offline')) expect(left).toContain('personal');
    if (left.includes('memórias')) expect(left).toContain('offline');
    expect(right || left).toBeTruthy();
  });

  it('drops exactly the memory count at 58 columns', () => {
    // 8+3+7+3+17 = 38 left, 24 right, gap 2 = 64 > 58.
    expect(fitStatus(LEFT, RIGHT, 58)).toEqual({left: 'personal · offline', right: 'Ctrl+C de novo para sair'});
  });

  it('cuts a lone part with an ellipsis rather than wrap', () => {
    const {left, right} = fitStatus(LEFT, RIGHT, 10);
    expect(right).toBe('');
    expect(stringWidth(left)).toBeLessThanOrEqual(10);
    expect(left.endsWith('…')).toBe(true);
  });
});
