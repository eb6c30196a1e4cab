import {describe, expect, it} from 'vitest';
import {editDistance} from '../text/edit-distance.js';
import {corrections} from './spelling.js';

const vocab = [
  {term: 'oftalmologista', doc: 3},
  {term: 'oftalmo', doc: 1},
  {term: 'dentista', doc: 9},
  {term: 'dente', doc: 2},
  {term: 'reuniao', doc: 5},
];

describe('spelling help for unknown query words', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('reunaio', 'reuniao', 2)).toBe(1);
    expect(editDistance('dentsta', 'dentista', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('maps a misspelt word to the indexed word it means', () => {
    expect(corrections('oftalmologsta', vocab)).toEqual(['oftalmologista']);
    expect(corrections('dentsta', vocab)).toEqual(['dentista']);
    expect(corrections('reunaio', vocab)).toEqual(['reuniao']);
  });

  it('completes a shortened word', () => {
    expect(corrections('oftal', vocab)).toEqual(['oftalmologista', 'oftalmo']);
  });

  it('leaves short and unrelated words alone', () => {
    expect(corrections('den', vocab)).toEqual([]);
    expect(corrections('xilofone', vocab)).toEqual([]);
  });
});
