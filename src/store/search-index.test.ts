import {describe, expect, it} from 'vitest';
import {contextWindow} from './search-index.js';

const row = (id: number, at: string) => ({id, content: `m${id}`, occurredAt: at});

describe('the neighbours that lend a memory their words', () => {
  it('takes the two memories before and the one after within the same exchange', () => {
    const at = '2026-11-21T10:00:00.000Z';
    const before = [row(4, '2026-11-21T09:59:00.000Z'), row(3, '2026-11-21T09:58:00.000Z'), row(2, '2026-11-21T09:57:00.000Z')];
    const after = [row(6, '2026-11-21T10:01:00.000Z'), row(7, '2026-11-21T10:02:00.000Z')];
    expect(contextWindow(at, before, after).map(r => r.id)).toEqual([4, 3, 6]);
  });

  it('stops at a gap of hours: another day is another exchange', () => {
    const at = '2026-11-21T10:00:00.000Z';
    const before = [row(4, '2026-11-21T09:59:00.000Z'), row(3, '2026-11-19T09:00:00.000Z')];
    const after = [row(6, '2026-11-22T10:00:00.000Z')];
    expect(contextWindow(at, before, after).map(r => r.id)).toEqual([4]);
  });
});
