import type {CheckupKind} from '../domain/checkup-kinds.js';
import {kindWords} from '../text/kind-words.js';
import {CHECKUP_KINDS, kindNamed} from '../reminders/kinds.js';

/**
 * Whether a calendar entry's title names a health appointment, and which checkup kind. Reuses the
 * reminders' words (kind names, the aliases `remind add` accepts, the PT/EN nouns reminders print),
 * tried on every run of one to three words, so "Dentista - Dra. Ana" and "Annual eye exam" match.
 */

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Nouns reminders print ("dentist visit", "exame de sangue"), folded, to their kind. */
const NOUNS = new Map<string, CheckupKind>();
for (const kind of CHECKUP_KINDS) {
  for (const lang of ['pt', 'en'] as const) {
    const noun = fold(kindWords(kind, lang).noun);
    if (kind !== 'other' || noun === 'consulta') NOUNS.set(noun, kind);
  }
}
// Calendar titles say some kinds in words `remind add` does not take.
const TITLE_WORDS: Array<[string, CheckupKind]> = [
  ['blood work', 'blood_test'],
  ['bloodwork', 'blood_test'],
  ['lab work', 'blood_test'],
  ['exames de sangue', 'blood_test'],
  ['flu shot', 'vaccine'],
  ['annual physical', 'general_checkup'],
  ['physical exam', 'general_checkup'],
  ['teeth cleaning', 'dentist'],
  ['limpeza dos dentes', 'dentist'],
  ['eye doctor', 'eye_exam'],
  ['pap smear', 'gynecologist'],
  ['preventivo', 'gynecologist'],
];
for (const [phrase, kind] of TITLE_WORDS) NOUNS.set(phrase, kind);
// Calendar titles name the doctor more often than the specialty ("Dr. Souza", "médica").
for (const word of ['doctor', 'dr', 'dra', 'medico', 'medica', 'doutor', 'doutora', 'physician', 'clinica', 'clinic', 'exame', 'exams']) NOUNS.set(word, 'other');

/**
 * What `remind add` would read a run of a title as (kindNamed, parseKind's twin that answers an
 * unknown word with null), remembered per run: folding and trying every run of one to three words
 * of every title of a 20,000-event import is ~20x the time of looking most of them up again (titles
 * repeat their words). A run with a digit in it ("meeting 12", "14h") is never a kind name — kinds
 * and their aliases are words — so it is not asked at all.
 */
const asked = new Map<string, CheckupKind | null>();
const MAX_ASKED = 50_000;

function kindOf(phrase: string): CheckupKind | null {
  const known = NOUNS.get(phrase);
  if (known) return known;
  if (/\d/.test(phrase)) return null;
  const seen = asked.get(phrase);
  if (seen !== undefined) return seen;
  // "appointment" alone is any appointment (a lawyer's, a haircut): only the nouns above make 'other' health.
  const named = kindNamed(phrase);
  const kind = named === 'other' ? null : named;
  // Bounded: a calendar of unique titles must not grow it without end.
  if (asked.size >= MAX_ASKED) asked.clear();
  asked.set(phrase, kind);
  return kind;
}

/** The checkup kind a title names; a specific kind wins over a generic "consulta"/"doctor". */
export function healthKindIn(text: string): CheckupKind | null {
  const words = fold(text)
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  let generic: CheckupKind | null = null;
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const kind = kindOf(words.slice(i, i + n).join(' '));
      if (kind && kind !== 'other') return kind;
      if (kind) generic ??= kind;
    }
  }
  return generic;
}
