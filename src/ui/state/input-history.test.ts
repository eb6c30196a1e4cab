import {describe, expect, it} from 'vitest';
import {emptyHistory, historyDown, historyUp, HISTORY_LIMIT, pushHistory, stopBrowsing} from './input-history.js';

describe('input history', () => {
  it('walks back and forward, then returns the draft', () => {
    let h = ['one', 'two', 'three'].reduce(pushHistory, emptyHistory());
    let r = historyUp(h, 'draft')!;
    expect(r.text).toBe('three');
    r = historyUp(r.history, r.text)!;
    expect(r.text).toBe('two');
    r = historyUp(r.history, r.text)!;
    expect(r.text).toBe('one');
    expect(historyUp(r.history, r.text)).toBeNull(); // oldest: stays
    h = r.history;
    r = historyDown(h)!;
    expect(r.text).toBe('two');
    r = historyDown(r.history)!;
    expect(r.text).toBe('three');
    r = historyDown(r.history)!;
    expect(r.text).toBe('draft');
    expect(historyDown(r.history)).toBeNull(); // not browsing any more
  });

  it('has nothing to show when empty', () => {
    expect(historyUp(emptyHistory(), '')).toBeNull();
    expect(historyDown(emptyHistory())).toBeNull();
  });

  it('skips blank lines and an immediate repeat', () => {
    const h = ['a', '   ', 'a', 'b', 'a'].reduce(pushHistory, emptyHistory());
    expect(h.entries).toEqual(['a', 'b', 'a']);
  });

  it('stops browsing on push and on edit', () => {
    const r = historyUp(pushHistory(emptyHistory(), 'x'), '')!;
    expect(r.history.index).toBe(0);
    expect(stopBrowsing(r.history).index).toBeNull();
    expect(pushHistory(r.history, 'y').index).toBeNull();
  });

  it('keeps multi-line entries whole and stays bounded', () => {
    let h = pushHistory(emptyHistory(), 'line 1\nline 2');
    expect(historyUp(h, '')!.text).toBe('line 1\nline 2');
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = pushHistory(h, `m${i}`);
    expect(h.entries).toHaveLength(HISTORY_LIMIT);
    expect(h.entries.at(-1)).toBe(`m${HISTORY_LIMIT + 9}`);
  });
});
