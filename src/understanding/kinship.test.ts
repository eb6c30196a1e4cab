import {describe, expect, it} from 'vitest';
import {compose, inverseOf, KINSHIP, parseRelationWord, relationWord} from './kinship.js';
import {scanTokens} from './text.js';

const lookup = (phrase: string) => KINSHIP.match(scanTokens(phrase), 0)?.value ?? null;

describe('kinship lexicon', () => {
  it.each([
    ['mãe', 'parent', 'female'],
    ['papai', 'parent', 'male'],
    ['filhinha', 'child', 'female'],
    ['esposo', 'spouse', 'male'],
    ['avó', 'grandparent', 'female'],
    ['avô', 'grandparent', 'male'],
    ['vó', 'grandparent', 'female'],
    ['bisavô', 'great-grandparent', 'male'],
    ['nora', 'child-in-law', 'female'],
    ['genro', 'child-in-law', 'male'],
    ['madrasta', 'step-parent', 'female'],
    ['afilhada', 'godchild', 'female'],
    ['ex-marido', 'ex-spouse', 'male'],
    ['colega de trabalho', 'coworker', null],
    ['mother-in-law', 'parent-in-law', 'female'],
    ['mother in law', 'parent-in-law', 'female'],
    ['stepson', 'step-child', 'male'],
    ['grandpa', 'grandparent', 'male'],
    ['fiancée', 'engaged', 'female'],
    ['coworker', 'coworker', null],
  ])('%s → %s (%s)', (word, base, gender) => {
    const e = lookup(word);
    expect(e?.base).toBe(base);
    expect(e?.gender).toBe(gender);
  });

  it('keeps "avo" without accent ambiguous instead of guessing a gender', () => {
    expect(lookup('avo')?.base).toBe('grandparent');
    expect(lookup('avo')?.gender).toBeNull();
  });
});

describe('relation words', () => {
  it('genders the contract word', () => {
    expect(relationWord('sibling-in-law', 'female')).toBe('sister-in-law');
    expect(relationWord('child', null)).toBe('child');
    expect(relationWord('engaged', 'male')).toBe('fiance');
  });
  it('parses a word back', () => {
    expect(parseRelationWord('brother-in-law')).toEqual({base: 'sibling-in-law', gender: 'male'});
    expect(parseRelationWord('cousin')).toEqual({base: 'cousin', gender: null});
  });
});

describe('composition through third parties', () => {
  it.each([
    ['sibling', 'spouse', 'sibling-in-law'], // my sister's husband
    ['sibling', 'child', 'nibling'], // my brother's son
    ['child', 'sibling', 'child'], // my daughter's brother
    ['spouse', 'parent', 'parent-in-law'], // my husband's mother
    ['parent', 'parent', 'grandparent'], // my mother's father
    ['auncle', 'child', 'cousin'], // my aunt's son
    ['child', 'spouse', 'child-in-law'], // my son's wife
    ['child', 'child', 'grandchild'],
  ] as const)('%s → %s = %s', (toUser, ofY, expected) => {
    expect(compose(toUser, ofY)).toBe(expected);
  });
  it('refuses ambiguous compositions', () => {
    expect(compose('grandparent', 'child')).toBeNull(); // a parent or an aunt/uncle
    expect(compose('friend', 'sibling')).toBeNull();
  });
  it('knows inverses', () => {
    expect(inverseOf('parent')).toBe('child');
    expect(inverseOf('parent-in-law')).toBe('child-in-law');
    expect(inverseOf('doctor')).toBe('patient');
  });
});
