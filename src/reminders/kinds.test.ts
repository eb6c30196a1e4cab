import {describe, expect, it} from 'vitest';
import {healthKindIn} from '../calendar/health-words.js';
import {kindNamed, parseKind} from './kinds.js';

describe('kindNamed, parseKind’s tolerant twin', () => {
  it('reads a kind as parseKind does, and answers a word that names none with null', () => {
    for (const [said, kind] of [
      ['Oftalmologista', 'eye_exam'],
      ['eye exam', 'eye_exam'],
      ['general-checkup', 'general_checkup'],
      ['  exame   de sangue ', 'blood_test'],
      ['Dentista', 'dentist'],
    ] as const) {
      expect(kindNamed(said)).toBe(kind);
      expect(parseKind(said)).toBe(kind);
    }
    expect(kindNamed('astrologer')).toBeNull();
    expect(() => parseKind('astrologer')).toThrow(/Unknown checkup kind "astrologer"/);
  });

  it('a word every object inherits ("constructor", "toString") is no kind', () => {
    for (const word of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty']) {
      expect(kindNamed(word)).toBeNull();
      expect(() => parseKind(word)).toThrow(/Unknown checkup kind/);
    }
    expect(healthKindIn('Constructor review')).toBeNull();
    expect(healthKindIn('Dentist - constructor of braces')).toBe('dentist');
  });
});
