import {describe, expect, it} from 'vitest';
import type {DueItem} from './types.js';
import {word, wordedLater} from './worded-later.js';

const item = (): DueItem => ({
  id: 'dentist-p1-due-20260301',
  person: 'Ana',
  kind: 'dentist',
  status: 'done',
  lastDate: '2025-09-01',
  dueDate: '2026-03-01',
  reason: 'interval_passed',
  message: '',
  language: 'pt',
  intervalMonths: 6,
  time: null,
  provider: null,
  pattern: null,
  preference: null,
});

describe('items worded only when read', () => {
  it('prints exactly like an item worded up front, keys in the same order', () => {
    const eager = {...item(), message: 'Faz 6 meses', pattern: 'Você costuma marcar às terças.', preference: null};
    const [lazy] = word([wordedLater(item(), () => ({message: 'Faz 6 meses', pattern: 'Você costuma marcar às terças.', preference: null}))]);
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(eager));
  });

  it('writes sentences once, only for the items asked for', () => {
    let calls = 0;
    const count = () => (calls++, {message: 'm', pattern: null, preference: null});
    const a = wordedLater(item(), count);
    const b = wordedLater(item(), count);
    word([a]);
    word([a]);
    expect([a.message, b.message, calls]).toEqual(['m', '', 1]);
    a.message = 'edited';
    word([a, b]);
    expect([a.message, b.message, calls]).toEqual(['edited', 'm', 2]);
  });
});
