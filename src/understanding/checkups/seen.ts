/**
 * A visit said by its verb rather than by its kind: being seen ("mum was seen today", "she was seen
 * by the derm", "o pai foi atendido hoje", "a avó foi vista pelo ortopedista"), getting to it ("made
 * it to his eye appt", "finally got to the dentist", "consegui ir ao dentista"), and Brazil's bare
 * "coleta" ("fiz a coleta em jejum"). Each is a visit had; the one said with no kind at all is the
 * booking its person holds that day, which only the world knows (world/visit-booked.ts). Pure.
 */
import {STOPWORDS} from '../../text/words.js';
import {KINSHIP} from '../kinship.js';
import {firstPhraseAt, isWord, type Token} from '../text.js';
import {
  ANALYSES_LEADS,
  COLLECTION_TAIL,
  COLLECTION_WORDS,
  DOCTOR_TITLES,
  MANAGED,
  MANAGED_LINKS,
  MANAGED_VERBS,
  OBLIGED,
  PERFECT_AUX,
  REACHED,
  REACHED_DETERMINERS,
  SEEN_ADVERBS,
  SEEN_AUX,
  SEEN_ARTICLES,
  SEEN_AUX_SPEAKER,
  SEEN_BY,
  SEEN_PARTICIPLES,
  SEEN_PRONOUNS,
  SEEN_TAIL,
  VERB_NEGATIONS,
  type RawMention,
} from './lexicon.js';

const fold = (tokens: Token[], k: number) => tokens[k]?.fold ?? '';

/**
 * Where the past of being seen begins, for the participle at i ("was [finally] seen", "has been seen",
 * "foi atendida", "fui vista"), or -1: "to be seen", "being seen", "vai ser vista" are still to come.
 */
function seenAux(tokens: Token[], i: number): number {
  if (!SEEN_PARTICIPLES.has(fold(tokens, i))) return -1;
  let k = i - 1;
  while (k >= 0 && SEEN_ADVERBS.has(fold(tokens, k)) && !SEEN_AUX.has(fold(tokens, k))) k--;
  const aux = fold(tokens, k);
  if (!SEEN_AUX.has(aux)) return -1;
  if (aux === 'been') return PERFECT_AUX.has(fold(tokens, k - 1)) ? k - 1 : -1;
  return k;
}

/** The participle at i tells a doctor's seeing someone as had: "was seen", "got seen", "foi atendida" (not "wasn't seen"). */
export function seenAt(tokens: Token[], i: number): boolean {
  const aux = seenAux(tokens, i);
  return aux >= 0 && !VERB_NEGATIONS.has(fold(tokens, aux - 1));
}

/**
 * The verb at i says a visit after it was got to: "made it to the dentist", "got to her gynae appt",
 * "consegui ir ao dentista", "managed to take him" — had, unless negated ("couldn't make it") or an
 * obligation ("I've got to the…" is rare; "'ve got to see" is a need, left to the need words).
 */
export function reachedAt(tokens: Token[], i: number): boolean {
  if (VERB_NEGATIONS.has(fold(tokens, i - 1))) return false;
  const n = firstPhraseAt(tokens, i, REACHED);
  if (n) {
    if (OBLIGED.has(fold(tokens, i - 1))) return false;
    // "got to the dentist", "made it to his eye appt": a visit's words follow; "got to go" is left alone.
    const next = fold(tokens, i + n);
    return fold(tokens, i) !== 'got' || REACHED_DETERMINERS.has(next) || fold(tokens, i + n - 1) === 'see';
  }
  if (!MANAGED.has(fold(tokens, i))) return false;
  const k = MANAGED_LINKS.has(fold(tokens, i + 1)) ? i + 2 : i + 1;
  // "deu" only with its link: "deu pra ir", never "deu tudo certo".
  if (fold(tokens, i) === 'deu' && k === i + 1) return false;
  // "managed to get mum in at 3.50", "managed to get her in for Friday": getting someone in is a booking, not a visit had.
  if (fold(tokens, k) === 'get' && [k + 2, k + 3, k + 4].some(j => fold(tokens, j) === 'in')) return false;
  return MANAGED_VERBS.has(fold(tokens, k).replace(/-(?:o|a|lo|la|os|as|los|las)$/, ''));
}

/** A person said just before position k: a pronoun, a kinship word ("a mãe", "my dad"), a name. */
function personBefore(tokens: Token[], k: number): boolean {
  let j = k;
  while (j >= 0 && SEEN_ADVERBS.has(fold(tokens, j))) j--;
  // "Mum's been seen": the possessive-looking "'s" is the verb.
  if (fold(tokens, j) === "'s") j--;
  const t = tokens[j];
  if (!t || !isWord(t)) return false;
  if (SEEN_PRONOUNS.has(t.fold) || (t.cap && !STOPWORDS.has(t.fold))) return true;
  for (let s = Math.max(0, j - 2); s <= j; s++) {
    const m = KINSHIP.match(tokens, s);
    if (m && s + m.len - 1 === j) return true;
  }
  return false;
}

/** After the participle, only when and how soon ("today", "this morning", "hoje cedo", "at 3") or a doctor by title and name. */
function onlyWhenAfter(tokens: Token[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct') return /^[.,!;:\n]$/.test(t.text);
    if (t.kind === 'num' || /^\d/.test(t.fold) || SEEN_TAIL.has(t.fold)) continue;
    // "seen by Dr Shah", "by the nurse", "atendida pela Dra. Vera": a doctor or a nurse, by title and maybe name.
    if (!SEEN_BY.has(t.fold)) return false;
    let j = SEEN_ARTICLES.has(fold(tokens, k + 1)) ? k + 2 : k + 1;
    if (!DOCTOR_TITLES.has(fold(tokens, j).replace(/\.$/, ''))) return false;
    j += fold(tokens, j + 1) === '.' ? 2 : 1;
    k = tokens[j]?.cap ? j : j - 1;
  }
  return true;
}

/**
 * Visits said by being seen, with no kind: "mum was seen today", "o pai foi atendido hoje", "fui atendida".
 * A person is seen (said before, or the speaker's "fui"), nothing but when follows, and no visit's words
 * in the clause (then they are the visit, seen: "seen by the derm").
 */
export function seenVisits(tokens: Token[], found: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  tokens.forEach((_, i) => {
    const aux = seenAux(tokens, i);
    if (aux < 0 || !seenAt(tokens, i)) return;
    if (found.some(m => m.start > aux && !tokens.slice(i, m.start).some(t => t.kind === 'punct' && t.text !== "'"))) return;
    if (!SEEN_AUX_SPEAKER.has(fold(tokens, aux)) && !personBefore(tokens, aux - 1)) return;
    if (!onlyWhenAfter(tokens, i + 1)) return;
    out.push({start: i, end: i + 1, kind: 'generic', cue: 'done', byVerb: true});
  });
  return out;
}

/** "fiz a coleta em jejum", "marquei a coleta pra amanhã": Brazil's blood draw, said alone after a verb of doing or booking it. */
export function bareCollections(tokens: Token[], taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  tokens.forEach((t, i) => {
    if (!COLLECTION_WORDS.has(t.fold) || taken.some(m => i >= m.start && i < m.end)) return;
    const next = tokens[i + 1];
    if (next && isWord(next) && !COLLECTION_TAIL.has(next.fold)) return;
    // "coleta de lixo", "coleta do lixo": of a thing, not of a day or of someone's.
    if (
      next &&
      ['de', 'do', 'da'].includes(next.fold) &&
      isWord(tokens[i + 2]) &&
      !tokens[i + 2]!.cap &&
      !KINSHIP.match(tokens, i + 2) &&
      !/^(?:hoje|ontem|amanha|manha|sangue)$/.test(fold(tokens, i + 2))
    )
      return;
    let k = i - 1;
    while (k > i - 3 && ['a', 'uma', 'minha', 'sua', 'nova'].includes(fold(tokens, k))) k--;
    if (ANALYSES_LEADS.has(fold(tokens, k).replace(/-(?:lhe|me|se)$/, ''))) out.push({start: i, end: i + 1, kind: 'blood_test'});
  });
  return out;
}
