/**
 * Operations said without a visit word: an operating verb, or a procedure's noun, with the part of
 * the body or the organ it is on, is a surgery named by that part — "vai operar a catarata" is a
 * "cirurgia de catarata", "foi operada ao joelho" a "cirurgia de joelho", "faz a prótese do joelho"
 * a "prótese do joelho", "my dad's having his hip done" a "hip surgery", "she got her knee replaced"
 * a "knee replacement". Without such a part the verb says nothing of health ("a loja vai operar no
 * domingo", "having the car done", "operate the new line").
 */
import {NEGATIONS, PT_OF_WORDS} from '../lexicon.js';
import {firstPhraseAt, type Token} from '../text.js';
import {
  EN_OPERATE_VERBS,
  EN_PART_PROCEDURES,
  HAD_DONE,
  HAD_VERBS,
  HAVING_VERBS,
  OPERATED_LINKS,
  OPERATED_PARTS,
  PT_OPERATE_VERBS,
  PT_OPERATED_PAST,
  PT_PART_PROCEDURES,
  type RawMention,
} from './lexicon.js';

/** Words between "having" and the part ("having mum's left hip done"): a name, a possessive, "'s". */
const HAVING_REACH = 4;

/** Words from the verb to the part: "on my dad's hip". */
const PART_REACH = 4;

/** The part said at k, past links ("a", "ao", "on his") and whose it is ("on Ruth's", "on my dad's"): its start and length, or null. */
function partAfter(tokens: Token[], k: number): {at: number; len: number} | null {
  for (let j = k; j < k + PART_REACH; j++) {
    const len = firstPhraseAt(tokens, j, OPERATED_PARTS);
    if (len) return {at: j, len};
    const t = tokens[j];
    const owner = (t?.kind === 'word' && tokens[j + 1]?.fold === "'s") || t?.fold === "'s";
    if (!owner && !OPERATED_LINKS.has(t?.fold ?? '')) return null;
  }
  return null;
}

const said = (tokens: Token[], a: number, b: number) =>
  tokens
    .slice(a, b)
    .map(t => t.text.toLowerCase())
    .join(' ');
/** "hips" → "hip", "cataracts" → "cataract": an English part named in the singular before "surgery". */
const singular = (part: string) => (OPERATED_PARTS.includes(part.replace(/s$/, '')) ? part.replace(/s$/, '') : part);

/** The operations said in the tokens, each a generic visit with its label; none that overlaps `taken`. */
export function operationsSaid(tokens: Token[], taken: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  const free = (a: number, b: number) => !taken.some(m => m.start < b && m.end > a) && !out.some(m => m.start < b && m.end > a);
  const f = (k: number) => tokens[k]?.fold ?? '';
  const negated = (k: number) => [1, 2].some(d => NEGATIONS.has(f(k - d)));
  for (let i = 0; i < tokens.length; i++) {
    const w = f(i);
    let found: RawMention | null = null;
    if (PT_OPERATE_VERBS.has(w)) {
      // "vai operar a catarata", "foi operada ao joelho": a surgery named by its part, which is the visit
      // ("o Zé é operado à vesícula" says what is done to Zé, not what Zé is).
      const part = partAfter(tokens, i + 1);
      if (part)
        found = {
          start: part.at,
          end: part.at + part.len,
          kind: 'generic',
          label: `cirurgia de ${said(tokens, part.at, part.at + part.len)}`,
          ...(PT_OPERATED_PAST.has(w) && !negated(i) ? {cue: 'done' as const} : {}),
        };
    } else if (EN_OPERATE_VERBS.has(w) && f(i + 1) === 'on') {
      // "they'll operate on her knee": the surgeons are the subject, so the visit starts at whose part it is ("Ruth's shoulder").
      const part = partAfter(tokens, i + 2);
      if (part) found = {start: part.at, end: part.at + part.len, kind: 'generic', label: `${singular(said(tokens, part.at, part.at + part.len))} surgery`};
    } else if (HAVING_VERBS.has(w)) {
      // "having his hip done", "got her knee replaced", "having mum's left knee operated on": the visit is
      // the part and what is done to it ("Grandma is having…" says who, not what she is).
      for (let j = i + 1; j <= i + HAVING_REACH && tokens[j] && tokens[j]!.kind !== 'punct'; j++) {
        const len = firstPhraseAt(tokens, j, OPERATED_PARTS);
        const done = len ? HAD_DONE.get(f(j + len)) : undefined;
        if (!len) continue;
        // The verb says when: "having it done" is to come, "had it done" was had ("done" itself says neither).
        // Denied ("isn't having it done", "never had it replaced"), no operation is said.
        const cue = HAD_VERBS.has(w) ? ('done' as const) : ('future' as const);
        if (done && !negated(i)) found = {start: j, end: j + len + 1 + (f(j + len + 1) === 'on' ? 1 : 0), kind: 'generic', label: `${singular(said(tokens, j, j + len))} ${done}`, cue};
        break;
      }
    } else if (PT_PART_PROCEDURES.has(w) && PT_OF_WORDS.has(f(i + 1))) {
      // "a prótese do joelho", "artroscopia do ombro": the procedure as said.
      const len = firstPhraseAt(tokens, i + 2, OPERATED_PARTS);
      if (len) found = {start: i, end: i + 2 + len, kind: 'generic', label: said(tokens, i, i + 2 + len)};
    } else {
      // "knee arthroscopy", "shoulder replacement", "hip op": the part first, as English names it.
      const len = firstPhraseAt(tokens, i, OPERATED_PARTS);
      if (len && EN_PART_PROCEDURES.has(f(i + len))) found = {start: i, end: i + len + 1, kind: 'generic', label: `${singular(said(tokens, i, i + len))} ${f(i + len)}`};
    }
    if (found && free(found.start, found.end)) {
      out.push(found);
      i = found.end - 1;
    }
  }
  return out;
}
