/**
 * The Porter (1980) stemmer for English. Indexing and querying both go through it, so "painted",
 * "painting" and "paints" meet at "paint" and "adoption"/"adopted" at "adopt". Input is one folded
 * lower-case word; Portuguese words pass mostly untouched (their plurals are handled before this).
 */

const isCons = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 || !isCons(w, i - 1);
  return true;
};

/** m: the number of vowel-consonant sequences in the stem. */
function measure(s: string): number {
  let m = 0;
  let i = 0;
  const n = s.length;
  while (i < n && isCons(s, i)) i++;
  while (i < n) {
    while (i < n && !isCons(s, i)) i++;
    if (i >= n) break;
    while (i < n && isCons(s, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (s: string) => [...s].some((_, i) => !isCons(s, i));
const doubleCons = (s: string) => s.length >= 2 && s[s.length - 1] === s[s.length - 2] && isCons(s, s.length - 1);
/** consonant-vowel-consonant ending, last not w, x or y ("hop", not "snow"). */
const cvc = (s: string) => {
  const n = s.length;
  return n >= 3 && isCons(s, n - 3) && !isCons(s, n - 2) && isCons(s, n - 1) && !'wxy'.includes(s[n - 1]!);
};

function replaceIf(w: string, pairs: Array<[string, string]>, minM: number): string {
  for (const [suf, rep] of pairs) {
    if (w.endsWith(suf)) {
      const stem = w.slice(0, -suf.length);
      return measure(stem) > minM ? stem + rep : w;
    }
  }
  return w;
}

const STEP2: Array<[string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: Array<[string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

export function porter(word: string): string {
  let w = word;
  if (w.length <= 2) return w;
  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b: -eed, -ed, -ing.
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleCons(w) && !'lsz'.includes(w[w.length - 1]!)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // Step 1c: y → i after a vowel-bearing stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';
  w = replaceIf(w, STEP2, 0);
  w = replaceIf(w, STEP3, 0);
  // Step 4: drop a suffix when what remains is long enough (m > 1).
  for (const suf of STEP4) {
    if (!w.endsWith(suf)) continue;
    const stem = w.slice(0, -suf.length);
    if (measure(stem) > 1 && (suf !== 'ion' || /[st]$/.test(stem))) w = stem;
    break;
  }
  // Step 5: final -e and -ll.
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  if (measure(w) > 1 && doubleCons(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
