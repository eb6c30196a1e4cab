/**
 * Clause-level helpers shared by checkups and tasks: segments (clauses split at commas and at
 * conjunctions that start a new verb phrase), first-person detection, and verb cues.
 */
import {isWord, type Token} from './text.js';
import {ACTION_VERBS, CLAUSE_JOINERS, DEFINITE_ARTICLES, VERBISH, CONJUNCTIONS, SUBJECT_ADVERBS, MORE_VERBS, ITEM_DETERMINERS, FIRST_PERSON, CUES} from './lexicon.js';

export interface Segment {
  start: number;
  end: number;
  sentence: number;
}

/** A finite verb (after optional adverbs) at k: the predicate of a subject that ends at k. */
export function startsPredicate(tokens: Token[], k: number): boolean {
  let q = k;
  while (isWord(tokens[q]) && SUBJECT_ADVERBS.has(tokens[q]!.fold)) q++;
  const t = tokens[q];
  if (!isWord(t)) return false;
  const f = t.fold;
  return VERBISH.has(f) || MORE_VERBS.has(f) || CUES.scheduled.has(f) || CUES.done.has(f) || CUES.needed.has(f) || CUES.future.has(f);
}

/**
 * Split each sentence into clauses; `sentences` are [start, end) token ranges. `subjectStarts`
 * (token indexes where a person phrase that is the subject of the next verb begins) also cuts at
 * "e"/"and" before a new subject: "faz hemograma a cada 4 meses | e o Caio precisa tomar
 * vacina" — unless the conjunction joins two subjects ("Minha mãe e meu pai vão").
 */
export function segments(tokens: Token[], sentences: [number, number][], subjectStarts: Set<number> = new Set(), personTokens: Set<number> = new Set(), items?: ItemBounds): Segment[] {
  const out: Segment[] = [];
  sentences.forEach(([a, b], si) => {
    let s = a;
    for (let k = a; k < b; k++) {
      const t = tokens[k]!;
      const next = tokens[k + 1];
      let cut = false;
      if (t.kind === 'punct' && [',', ':', '—', '–', '(', ')'].includes(t.text)) cut = true;
      // "e" / "and" starts a new clause before a finite verb, a negation, or another to-do's infinitive.
      if (isWord(t) && CONJUNCTIONS.has(t.fold) && next && isWord(next) && (VERBISH.has(next.fold) || ACTION_VERBS.has(next.fold) || /^(ja|já|nao|não|not|didn't|don't)$/.test(next.fold))) cut = true;
      if (isWord(t) && CLAUSE_JOINERS.has(t.fold) && k > s && !personTokens.has(k - 1)) {
        const subj = DEFINITE_ARTICLES.has(next?.fold ?? '') ? k + 2 : k + 1;
        if (subjectStarts.has(k + 1) || subjectStarts.has(subj)) cut = true;
        if (items && startsDatedItem(tokens, items, s, k, b)) cut = true;
      }
      if (cut) {
        if (k > s) out.push({start: s, end: k, sentence: si});
        s = k + 1;
      }
    }
    if (b > s) out.push({start: s, end: b, sentence: si});
  });
  return out;
}

/** Where the things a message books start (checkup and event words) and which tokens say when. */
export interface ItemBounds {
  starts: Set<number>;
  when: Set<number>;
}

/**
 * "call with sarah tomorrow at 3pm | and dentist on friday": after "e"/"and", another checkup or
 * event with its own day or time starts a clause of its own when the clause so far has one too —
 * each keeps its date, time and people. Without a "when" on both sides the two share it
 * ("dentista e oftalmo na sexta").
 */
function startsDatedItem(tokens: Token[], items: ItemBounds, s: number, k: number, b: number): boolean {
  let q = k + 1;
  while (q < b && ITEM_DETERMINERS.has(tokens[q]!.fold)) q++;
  if (!items.starts.has(q)) return false;
  const hasWhen = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (items.when.has(i)) return true;
    return false;
  };
  let end = q + 1;
  while (end < b && !(isWord(tokens[end]) && ['e', 'and'].includes(tokens[end]!.fold))) end++;
  return hasWhen(s, k) && hasWhen(q, end);
}

/** A first-person verb or pronoun: "fui", "preciso", "marquei", "I", "we". Preterite "-ei" counts. */
export function isFirstPerson(t: Token | undefined): boolean {
  if (!isWord(t)) return false;
  if (FIRST_PERSON.has(t.fold)) return true;
  // "vôlei", "hóquei": sports, not a first person's past ("joguei").
  return t.fold.length >= 5 && /[^aeiou]ei$/.test(t.fold) && !['lei', 'rei', 'volei', 'hoquei'].includes(t.fold);
}
