/**
 * Whose a thing is, said of it: "o dentista de quinta é do Pedro, não meu", "quem vai ao pediatra
 * na quinta é a Manu", "a dermatologia de quarta é para a minha mulher", "that dentist appt is for
 * Leo", "the derm on monday is Greg's", "it's Harry who's at the optician on Monday, not George".
 * For each clause that says it: the words that name the thing (without the owners), who it is for
 * now, and who it was said to be for (the user, or a name) when the message denies them. Pure.
 */
import {isWord, phraseAt, scanTokens, type Token} from '../text.js';
import {phrasesOf, type VarietyWords} from '../varieties.js';
import {isKnownFirstName} from '../names.js';
import {fold, STOPWORDS} from '../../text/words.js';
import {KINSHIP} from '../kinship.js';
import {CLAUSE_ASIDES} from '../lexicon.js';
import {type Group, groupAt} from '../groups.js';

export interface OwnerStance {
  /** The words naming the thing, owners left out. */
  ref: string;
  /** Said only with the goer after the verb ("segunda no oftalmo vai a Marta"): whose only when the message corrects. */
  inverted?: boolean;
  /** Whom it is for now, as written ("Pedro", "a minha mulher, a Sofia"), or 'user' ("é meu", "it's mine"). */
  to: string;
  /** Whom it was taken to be for, when the message denies it ("não meu", "not Ben"): 'user', a name, or null. */
  from: string | null;
  /** Said of several: the others named with `to` ("do Leo e da Bia", "Leo and Bia's"). */
  also?: string[];
  /** Said of a group ("é dos dois", "it's for both kids"): `to` is '@group' and the world says who. */
  group?: Group;
}

/** "é do", "é para a", "vai ser da", "is for", "is" + a possessive name: what ties a thing to its owner. */
const BELONGS: VarietyWords = {
  pt: `e do, e da, e de, e dos, e das, e pro, e pra, e pra o, e pra a, e para o, e para a, e para, e pro, eh do, eh da, eh de, eh pro, eh pra,
    era do, era da, era de, era pro, era pra, era para o, era para a, era para, fica pro, fica pra, fica para o, fica para a,
    e na verdade do, e na verdade da, e na verdade pro, e na verdade pra`,
  en: `is for, 's for, s for, is actually for, 's actually for, is really for, was for, is booked for, 's booked for, was booked for,
    belongs to, actually belongs to, is under, 's under, is in the name of`,
  'pt-PT': `pertence a, pertence ao, pertence à, e da, e do`,
};

/** "quem vai ao pediatra é a Manu", "who's going to the dentist is Leo": the goer is whose it is. */
const WHO_GOES: VarietyWords = {
  pt: `quem vai, quem tem, quem faz, quem precisa ir, quem e que vai, quem e que tem`,
  en: `the one going, who's going, who is going, who has`,
};

/** "it's Harry who's at the optician", "é a Manu que vai": the owner said first, then the thing. */
const IT_IS: VarietyWords = {
  pt: `e o, e a, quem vai e o, quem vai e a`,
  en: `it 's, it s, its, it is, it was, it 's actually, it is actually`,
};
/** "Ella's the one with the eye doctor", "Leo is the one going": the owner, then "the one". */
const THE_ONE: VarietyWords = {en: `'s the one, s the one, is the one, was the one`, pt: `e quem, e que`};
const WHO_AFTER = new Set(['who', "who's", 'whos', 'that', 'que', 'q', 'quem', 'going', 'goes', 'vai', 'at', 'with', 'no', 'na']);

/** The user, as an owner: "meu", "minha", "pra mim", "mine", "me", "for me". */
const USER_WORDS = new Set(['meu', 'minha', 'mim', 'eu', 'mine', 'me', 'my', 'i']);
/** Titles before a name ("a D. Graça", "o Sr. Álvaro", "Dr Patel"): not part of whose name it is. */
const TITLE_WORDS = new Set(['d', 'dona', 'sr', 'sra', 'seu', 'dr', 'dra', 'mr', 'mrs', 'ms']);
/** Where an owner's words end. */
const STOP = new Set([
  // "it's me at the optician", "é a Bia no dentista": where the thing begins.
  'at',
  'with',
  'no',
  'em',
  'nao',
  'not',
  'e',
  'and',
  'mas',
  'but',
  'ne',
  'tb',
  'also',
  'actually',
  'na',
  'verdade',
  'so',
  'porque',
  'because',
  'pq',
  'que',
  'q',
  'quem',
  'who',
  "who's",
  'whos',
  'that',
  'going',
  'goes',
  'vai',
  'since',
  // A verb ends a name: "e a Yasmin precisa ir no dermato" says what Yasmin needs, not whose a thing is.
  'precisa',
  'precisam',
  'tem',
  'has',
  'have',
  'needs',
  'need',
]);
const DENY = new Set(['nao', 'not', 'n', 'nem']);
/** "has it", "have it", "é que tem": the verb of who holds a thing just named. */
const HAS_IT_VERBS = new Set(['has', 'have', 'got', 'tem']);
const IT_WORDS = new Set(['it', 'that', 'that one', 'isso', 'esse', 'essa', 'ele', 'ela']);
/** The verbs of having or going after a denial ("não tem", "doesn't have", "isn't going"): someone has nothing, not whose. */
const HAS_NONE = new Set(['tem', 'vai', 'have', 'has', 'going', 'got', 'precisa', 'need', 'needs', 'is']);

/** The verb that ties a thing to its owner, in the singular and plural ("é", "são", "is", "'s", "are"). */
const COPULAS = new Set(['e', 'eh', 'era', 'sao', 'eram', 'is', "'s", 'are', 'was', 'were', 'thats']);
/** Negated copulas said as one word: "isn't Amy's". */
const NEGATED_COPULAS = new Set(["isn't", 'isnt', "aren't", 'arent', "wasn't", 'wasnt']);
/**
 * Possessive pronouns said as the owner ("é dela", "it's his", "are hers", "é meu"): the user, or a
 * woman or a man the rule finds among the people the message or the family names.
 */
const OWNER_PRONOUNS: Record<string, string> = {
  dela: '@female',
  dele: '@male',
  hers: '@female',
  his: '@male',
  meu: 'user',
  minha: 'user',
  meus: 'user',
  minhas: 'user',
  mine: 'user',
  nosso: 'user',
  nossa: 'user',
  ours: 'user',
};
/** A person's pronoun after "para"/"for" ("é pra ela", "it's for him"): a woman or a man, as OWNER_PRONOUNS. */
const OBJECT_PRONOUNS: Record<string, string> = {ela: '@female', ele: '@male', her: '@female', him: '@male'};
/** Words between a copula and its owner: "é da", "é para o", "is for", "is our Kai's". */
const OWNER_LEADS = new Set(['do', 'da', 'de', 'dos', 'das', 'pro', 'pra', 'para', 'for', 'o', 'a', 'our', 'my', 'actually', 'really', 'so']);
/** Words that open a part without naming the thing ("sobre a dermato…", "oh and the cardiology one"). */
const REF_FILLERS = new Set(['sobre', 'about', 'oh', 'and', 'e', 'wait', 'so', 'it', 'ah', 'olha', 'ok', 'okay', 'btw', 'também', 'tambem']);

const PHRASES = {belongs: phrasesOf(BELONGS), whoGoes: phrasesOf(WHO_GOES), itIs: phrasesOf(IT_IS), theOne: phrasesOf(THE_ONE)};

/** Whether words can be an owner: the user, a capitalised name, a first name as typed, or a kinship phrase ("a minha mulher"). */
function personLike(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (!isWord(t)) continue;
    // A first name typed in lower case ("pat", "manu"): any word of letters that is no function word; the
    // interpretation rule keeps only owners it knows, or a correction names.
    if (USER_WORDS.has(t.fold) || t.cap || isKnownFirstName(t.fold) || KINSHIP.match(tokens, k) || (t.fold.length >= 3 && /^\p{L}+$/u.test(t.fold) && !STOPWORDS.has(t.fold))) return true;
  }
  return false;
}
const first = (tokens: Token[], i: number, list: readonly string[]) => {
  for (const p of list) {
    const n = phraseAt(tokens, i, p);
    if (n) return n;
  }
  return 0;
};

/** The owner's words from token i: a name or a kinship phrase, up to a comma, "não", "and" or the clause's end (five words at most). */
function ownerAt(tokens: Token[], i: number, end: number): {words: string; end: number} | null {
  let out: Token[] = [];
  let k = i;
  for (; k < end && out.length < 5; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct') {
      // "a minha mulher, a Sofia", "a mãe dela, a D. Graça": an apposition after a kinship phrase is the
      // same person, and its name says who.
      // Only after kin words ("a mãe da Joana, a D. Celeste"): "da Bia, o Pedro não tem nada" is two people, the second opening a clause.
      const head = out.find(x => !['a', 'o', 'the', 'minha', 'meu', 'my', 'sua', 'seu', 'his', 'her', 'our', 'nossa', 'nosso'].includes(x.fold));
      const kin = !!head && !!KINSHIP.match(tokens, head.i);
      if (t.text === ',' && kin && tokens[k + 1] && ['a', 'o', 'the'].includes(tokens[k + 1]!.fold) && (tokens[k + 2]?.cap || TITLE_WORDS.has(tokens[k + 2]?.fold ?? ''))) {
        out = [];
        k++;
        continue;
      }
      if (t.text === '.' && TITLE_WORDS.has(tokens[k - 1]?.fold ?? '') && tokens[k + 1]?.cap) continue;
      break;
    }
    if (TITLE_WORDS.has(t.fold) && tokens[k + 1]?.cap) continue;
    if (TITLE_WORDS.has(t.fold) && tokens[k + 1]?.text === '.') continue;
    if ((STOP.has(t.fold) || CLAUSE_ASIDES.has(t.fold)) && out.length) break;
    out.push(t);
  }
  if (!out.length || !personLike(tokens, i, k)) return null;
  const words = out
    .filter(t => t.fold !== "'s")
    .map(t => t.text)
    .join(' ');
  return {words, end: k};
}

const asOwner = (words: string) => (words.split(/\s+/).every(w => USER_WORDS.has(w.toLowerCase()) || ['para', 'pra', 'pro', 'for', 'a', 'o'].includes(w.toLowerCase())) ? 'user' : words);

/** A denied owner after the new one: "…, não meu", "e não para a Inês", "not me", "not Ben". */
function deniedOwner(tokens: Token[], from: number, end: number): {who: string; start: number; end: number} | null {
  for (let i = from; i < end; i++) {
    // "…, o Pedro não tem nada marcado", "Tom doesn't have anything that day": the one said to have none is whose it was.
    const none = ['nao', 'not', "doesn't", 'doesnt', "hasn't", 'hasnt', "isn't", 'isnt'].includes(tokens[i]!.fold) && HAS_NONE.has(tokens[i + 1]?.fold ?? '');
    const named = tokens[i - 1];
    if (none && named && isWord(named) && (named.cap || isKnownFirstName(named.fold)) && !STOPWORDS.has(named.fold))
      return {who: named.text, start: i - 1 - (['o', 'a', 'the'].includes(tokens[i - 2]?.fold ?? '') ? 1 : 0), end: i + 2};
    if (!DENY.has(tokens[i]!.fold)) continue;
    // "não tem nada", "not going": a verb after the denial says something else, not whose.
    if (HAS_NONE.has(tokens[i + 1]?.fold ?? '')) continue;
    let k = i + 1;
    while (k < end && ['para', 'pra', 'pro', 'for', 'do', 'da', 'de', 'o', 'a', 'e', 'is', "it's", 'eh'].includes(tokens[k]!.fold)) k++;
    const o = ownerAt(tokens, k, end);
    if (o) return {who: asOwner(o.words), start: i, end: o.end};
  }
  return null;
}

/** Every clause of the text that says whose a thing is. */
/**
 * The thing's words without what only says whose again or how it was typed: "braces lol so the ortho
 * wed is his" names the ortho on Wednesday ("is his" is the new owner, not the old); "scratch that
 * about the optician" names the optician.
 */
function plainRef(ref: string): string {
  return ref
    .replace(/\s*,?\s*\b(?:is|'s|e|é|era|was)\s+(?:his|hers|theirs|mine|dele|dela|deles|meu|minha|nosso|nossa)\s*$/iu, '')
    .replace(/\b(?:lol|lmao|haha+|kkk+|rs|rsrs)\b\s*/giu, '')
    .replace(/^\s*(?:scratch that|wait no|sorry|actually|na verdade|afinal|esquece)\s*,?\s*(?:about\s+|sobre\s+)?/iu, '')
    .trim();
}

export function readOwners(text: string): OwnerStance[] {
  const tokens = scanTokens(text);
  const out: OwnerStance[] = [];
  // Sentences as the scanner opens them ("5.ª feira" stays one), and a colon's or semicolon's halves.
  const sentences: Array<[number, number]> = [];
  let a = 0;
  tokens.forEach((t, i) => {
    const cut = (t.kind === 'punct' && /^(?:[;:]|[-–—])$/.test(t.text) && t.start > 0 && /\s/.test(text[t.start - 1] ?? '')) || (t.sentStart && i > a);
    if (!cut) return;
    if (i > a) sentences.push([a, i]);
    a = t.kind === 'punct' ? i + 1 : i;
  });
  if (a < tokens.length) sentences.push([a, tokens.length]);
  for (const [k, [s, e]] of sentences.entries()) {
    const found = readSentence(tokens, s, e, text) ?? possessiveOwner(tokens, s, e, text);
    if (!found) continue;
    found.ref = plainRef(found.ref);
    // "sobre a dermato de quarta: é dela…", "that derm appt wednesday - it's his": a part that only
    // says whose takes its thing from the part before.
    if (!namesAThing(found.ref) && k > 0) {
      const [ps, pe] = sentences[k - 1]!;
      found.ref = spliced(tokens, ps, pe, [], text);
    }
    if (namesAThing(found.ref)) out.push(found);
  }
  return out;
}

/** Whether words name a thing beyond fillers ("é", "it", "oh"): some word of three letters or more. */
function namesAThing(ref: string): boolean {
  return scanTokens(ref).some(t => isWord(t) && t.fold.length >= 3 && !REF_FILLERS.has(t.fold));
}

/**
 * The owner at token k, after a copula and its leads: a possessive pronoun ("dela", "hers", "mine")
 * with the name that may follow it ("é dela, da Carla"), a name with "'s" ("is our Kai's", "it's
 * Jack's"), or a name or kinship phrase after a preposition ("são da mãe dela").
 */
function ownerAfterCopula(tokens: Token[], k: number, e: number): {who: string; end: number; group?: Group; also?: string[]} | null {
  // "é dos dois", "are for both kids", "é pros miúdos": a group, whoever the world says is in it.
  for (const at of [k, k + 1]) {
    const g = at < e ? groupAt(tokens, at) : null;
    if (g && (at === k || OWNER_LEADS.has(tokens[k]!.fold))) return {who: '@group', end: at + g.len, group: g.group};
  }
  let j = k;
  let prep = false;
  while (j < e && OWNER_LEADS.has(tokens[j]!.fold)) {
    if (['do', 'da', 'de', 'dos', 'das', 'pro', 'pra', 'para', 'for'].includes(tokens[j]!.fold)) prep = true;
    j++;
  }
  const t = tokens[j];
  if (!t || !isWord(t)) return null;
  const endsThere = (x: number) => {
    const n = tokens[x];
    return !n || n.kind === 'punct' || DENY.has(n.fold) || STOP.has(n.fold) || CLAUSE_ASIDES.has(n.fold);
  };
  const pronoun = OWNER_PRONOUNS[t.fold];
  if (pronoun && j === k && endsThere(j + 1)) {
    // "é dela, da carla", "it's hers, Isla's": the name after the pronoun says who.
    if (tokens[j + 1]?.text === ',' && pronoun.startsWith('@')) {
      const named = ownerAfterCopula(tokens, j + 2, e);
      if (named && !named.who.startsWith('@') && named.who !== 'user' && ['do', 'da', 'de', "'s"].some(w => tokens.slice(j + 2, named.end).some(x => x.fold === w))) return named;
    }
    return {who: pronoun, end: j + 1};
  }
  if (tokens[j + 1]?.fold === "'s" && personLike(tokens, j, j + 1)) return {who: t.text, end: j + 2};
  // "is lolas not kierans": chat's possessive without its apostrophe, on a first name.
  const bare = /^(\p{L}{3,})s$/u.exec(t.text);
  if (bare && j === k && endsThere(j + 1) && isKnownFirstName(fold(bare[1]!))) return {who: bare[1]!, end: j + 1};
  // "is Leo and Bia's": two names, one possessive.
  if (['and', '&'].includes(tokens[j + 1]?.fold ?? '') && tokens[j + 3]?.fold === "'s" && personLike(tokens, j, j + 1) && personLike(tokens, j + 2, j + 3))
    return {who: t.text, end: j + 4, also: [tokens[j + 2]!.text]};
  if (!prep) return null;
  // "é pra ela", "it's for him": a person's pronoun after "for".
  const objectPronoun = OBJECT_PRONOUNS[t.fold];
  if (objectPronoun && endsThere(j + 1)) return {who: objectPronoun, end: j + 1};
  const o = ownerAt(tokens, j, e);
  return o ? withOthers(tokens, {who: asOwner(o.words), end: o.end}, e) : null;
}

/** "do Leo e da Bia", "for Leo and Bia": the others named after the first owner with "e"/"and". */
function withOthers<T extends {who: string; end: number}>(tokens: Token[], o: T, e: number): T & {also?: string[]} {
  const also: string[] = [];
  let end = o.end;
  while (['e', 'and', '&'].includes(tokens[end]?.fold ?? '')) {
    let k = end + 1;
    while (k < e && ['do', 'da', 'de', 'pro', 'pra', 'para', 'for', 'o', 'a'].includes(tokens[k]!.fold)) k++;
    const next = tokens[k];
    // A name or kinship phrase, never a clause ("e o dentista mudou", "and it's Friday"); after "do"/"da" a name typed in lower case ("do caio e da nina").
    const owned = ['do', 'da', 'de'].includes(tokens[k - 1]?.fold ?? '') && personLike(tokens, k, k + 1) && !STOP.has(next?.fold ?? '');
    if (!next || !isWord(next) || !(next.cap || owned || isKnownFirstName(next.fold) || KINSHIP.match(tokens, k))) break;
    const n = ownerAt(tokens, k, e);
    if (!n) break;
    also.push(asOwner(n.words));
    end = n.end;
  }
  return also.length ? {...o, end, also} : o;
}

/**
 * Whose it is said with a copula, in any order and number: "the jabs are hers, not his", "the derm
 * appointment's not Amy's, it's Jack's", "the eye test is our Kai's", "as análises não são da Sara,
 * são da mãe dela", "é dela, da Carla, não do Enzo". The first owner not denied is whose it is; the
 * first denied one is whose it was.
 */
function possessiveOwner(tokens: Token[], s: number, e: number, source: string): OwnerStance | null {
  const said: Array<{who: string; denied: boolean; start: number; end: number; group?: Group; also?: string[]}> = [];
  for (let i = s; i < e; i++) {
    const f = tokens[i]!.fold;
    const negatedCopula = NEGATED_COPULAS.has(f);
    if (!COPULAS.has(f) && !negatedCopula) {
      // "…, not Ruby's", "nao do enzo": an owner denied without its verb.
      if (DENY.has(f) && said.length) {
        const o = ownerAfterCopula(tokens, i + 1, e);
        if (o) {
          said.push({who: o.who, denied: true, start: i, end: o.end});
          i = o.end - 1;
        }
      }
      continue;
    }
    // "'s" after a name is a possessive, not a verb ("Jack's"); "para mim e para o Leo" joins, it is no "é".
    if ((f === "'s" && said.some(x => x.end === i + 1)) || coordinatedFor(tokens, i, s)) continue;
    const before = DENY.has(tokens[i - 1]?.fold ?? '');
    const after = DENY.has(tokens[i + 1]?.fold ?? '');
    const o = ownerAfterCopula(tokens, i + 1 + (after ? 1 : 0), e);
    if (!o) continue;
    said.push({...o, denied: negatedCopula || before || after, start: before ? i - 1 : i});
    i = o.end - 1;
  }
  const to = said.find(x => !x.denied);
  if (!to) return null;
  const from = said.find(x => x.denied && x.who !== to.who) ?? null;
  let refStart = s;
  while (refStart < e && (REF_FILLERS.has(tokens[refStart]!.fold) || tokens[refStart]!.kind === 'punct')) refStart++;
  const refEnd = Math.min(...said.map(x => x.start));
  // "it's his, not mine" said alone: the thing is in the part before (readOwners fills it in).
  const ref = refEnd > refStart ? spliced(tokens, refStart, refEnd, [], source) : '';
  return {ref, to: to.who, from: from?.who ?? null, ...(to.group ? {group: to.group} : {}), ...(to.also ? {also: to.also} : {})};
}

function spliced(tokens: Token[], from: number, to: number, skip: Array<[number, number]>, source: string): string {
  const kept = tokens.slice(from, to).filter(t => !skip.some(([x, y]) => t.i >= x && t.i < y));
  return kept
    .map((t, k) => (k && kept[k - 1]!.i === t.i - 1 ? source.slice(kept[k - 1]!.end, t.start) : k ? ' ' : '') + t.text)
    .join('')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/** Prepositions of whom a thing is for: after one, an unaccented "e" joins another ("para mim e para o Martim"), it is no "é". */
const FOR_PREPS = new Set(['para', 'pra', 'pro', 'pros', 'pras', 'p/']);
/** "marquei dentista para mim e para o Martim": "e" written without its accent, right after a "para X", is "and". */
function coordinatedFor(tokens: Token[], i: number, s: number): boolean {
  if (tokens[i]!.text.toLowerCase() !== 'e') return false;
  for (let k = i - 1; k >= Math.max(s, i - 3); k--) if (FOR_PREPS.has(tokens[k]!.fold)) return true;
  return false;
}

function readSentence(tokens: Token[], s: number, e: number, source: string): OwnerStance | null {
  const cleft = deniedCleft(tokens, s, e, source);
  if (cleft) return cleft;
  for (let i = s; i < e; i++) {
    // "quem vai ao pediatra na quinta é a Manu": the thing between, the goer after "é".
    const w = first(tokens, i, PHRASES.whoGoes);
    if (w) {
      for (let k = i + w; k < e; k++) {
        if (!['e', 'eh', 'is', "'s", 's'].includes(tokens[k]!.fold)) continue;
        const o = ownerAt(tokens, k + 1 + (['o', 'a', 'the'].includes(tokens[k + 1]?.fold ?? '') ? 1 : 0), e);
        if (!o) break;
        const denied = deniedOwner(tokens, o.end, e);
        return {ref: spliced(tokens, i + w, k, [], source), to: asOwner(o.words), from: denied?.who ?? null};
      }
    }
    // "it's Harry who's at the optician on Monday": the owner, then "who", then the thing. A bare "e" opening a
    // clause is "and", not "é" ("e a Yasmin precisa ir no dermato").
    const it = first(tokens, i, PHRASES.itIs);
    const conjunction = tokens[i]!.lower === 'e' && (i === s || tokens[i - 1]!.kind === 'punct' || coordinatedFor(tokens, i, s));
    if (it && !conjunction) {
      const o = ownerAt(tokens, i + it, e);
      if (o && WHO_AFTER.has(tokens[o.end]?.fold ?? '')) {
        const denied = deniedOwner(tokens, o.end, e);
        const refEnd = denied ? denied.start : e;
        const after = spliced(tokens, o.end + 1, refEnd, [], source).replace(/^(?:'s|is|vai|tem)\s+/, '');
        // "…the cardiology thing on thursday but it's actually Pat going": the thing was said before.
        const ref = /\p{L}{3,}/u.test(after) ? after : spliced(tokens, s, i, [], source);
        return {ref, to: asOwner(o.words), from: denied?.who ?? null};
      }
    }
    // "Ella's the one with the eye doctor tuesday, not Ben".
    const one = first(tokens, i, PHRASES.theOne);
    if (one && i > s && personLike(tokens, i - 1, i)) {
      // The name right before "'s the one".
      const o = ownerAt(tokens, i - 1, i);
      if (o) {
        const denied = deniedOwner(tokens, i + one, e);
        let from = i + one;
        while (from < e && ['w', 'with', 'who', "who's", 'whos', 'going', 'to', 'at', 'has', 'that', 'vai', 'tem'].includes(tokens[from]!.fold)) from++;
        return {ref: spliced(tokens, from, denied ? denied.start : e, [], source), to: asOwner(o.words), from: denied?.who ?? null};
      }
    }
    // "o dentista de quinta é do Pedro, não meu", "that appt is for Leo, not me"; "não é pra mim, é pro Caio".
    const b = first(tokens, i, PHRASES.belongs) * (coordinatedFor(tokens, i, s) ? 0 : 1);
    if (b && i > s) {
      // "é dos dois", "is for both kids", "é para os miúdos": a group (the phrase may end on its article).
      const g = [i + b, i + b - 1].map(at => ({at, g: groupAt(tokens, at)})).find(x => x.g);
      if (g?.g && !DENY.has(tokens[i - 1]?.fold ?? '')) {
        const denied = deniedOwner(tokens, g.at + g.g.len, e) ?? deniedOwner(tokens, s, i);
        const skip: Array<[number, number]> = denied ? [[denied.start, denied.end]] : [];
        return {ref: spliced(tokens, s, i, skip, source), to: '@group', group: g.g.group, from: denied?.who ?? null};
      }
      const found = ownerAt(tokens, i + b, e);
      if (!found) continue;
      const o = withOthers(tokens, {...found, who: asOwner(found.words)}, e);
      const negated = DENY.has(tokens[i - 1]?.fold ?? '') || tokens[i - 1]?.fold === "isn't" || tokens[i - 1]?.fold === 'isnt';
      if (negated) {
        // The owner denied first; whose it is comes after.
        const rest = readSentence(tokens, o.end, e, source);
        if (rest && rest.to !== asOwner(o.words)) return {ref: spliced(tokens, s, i - 1, [], source), to: rest.to, from: asOwner(o.words)};
        continue;
      }
      const denied = deniedOwner(tokens, o.end, e) ?? deniedOwner(tokens, s, i);
      const skip: Array<[number, number]> = denied ? [[denied.start, denied.end]] : [];
      return {ref: spliced(tokens, s, i, skip, source), to: o.who, from: denied?.who ?? null, ...(o.also ? {also: o.also} : {})};
    }
    // "the derm on monday is Greg's", "Thursday's GP appointment is actually Fiona's": a possessive name after "is".
    if (tokens[i]!.fold === 'is' && i > s) {
      const k = i + (['actually', 'really'].includes(tokens[i + 1]?.fold ?? '') ? 2 : 1);
      const name = tokens[k];
      const poss = tokens[k + 1];
      // "is Greg's" ends there: "is Dad's carer" says who someone is, not whose a thing is.
      const after = tokens[k + 2];
      const ends = !after || after.kind === 'punct' || CLAUSE_ASIDES.has(after.fold) || ['not', 'and', 'but', 'actually', 'too', 'now', 'i', 'so'].includes(after.fold);
      if (name && isWord(name) && poss?.fold === "'s" && ends && personLike(tokens, k, k + 1)) {
        const denied = deniedOwner(tokens, k + 2, e);
        return {ref: spliced(tokens, s, i, [], source), to: name.text, from: denied?.who ?? null};
      }
    }
    // "the dentist on friday, both kids have it, not me", "o oftalmo de sábado, a Bia é que tem": who has it, said after the thing.
    if (HAS_IT_VERBS.has(tokens[i]!.fold) && IT_WORDS.has(tokens[i + 1]?.fold ?? '') && i > s) {
      let c = i;
      while (c > s && tokens[c - 1]!.kind !== 'punct') c--;
      const g = groupAt(tokens, c);
      const o = g && c + g.len === i ? null : ownerAt(tokens, c, i);
      if ((g && c + g.len === i) || (o && o.end === i)) {
        const denied = deniedOwner(tokens, i + 2, e);
        const ref = spliced(tokens, s, c, [], source);
        return g && c + g.len === i ? {ref, to: '@group', group: g.group, from: denied?.who ?? null} : {ref, to: asOwner(o!.words), from: denied?.who ?? null};
      }
    }
    // "segunda no oftalmo vai a Marta": the goer after the verb — a correction's word order.
    if (['vai', 'vao'].includes(tokens[i]!.fold) && i > s && ['o', 'a'].includes(tokens[i + 1]?.fold ?? '')) {
      const o = ownerAt(tokens, i + 2, e);
      if (o) return {ref: spliced(tokens, s, i, [], source), to: asOwner(o.words), from: deniedOwner(tokens, o.end, e)?.who ?? null, inverted: true};
    }
  }
  return null;
}

/** Before the denied owner of a cleft: "it's not", "não é", "isn't". */
const CLEFT_DENY: readonly string[] = phrasesOf({en: "it 's not, it s not, its not, it is not, it isn't, it wasn't, it was not", pt: 'nao e, nao eh, nao foi'});
/** After the denied one: "Ella's not the one with…", "Ella isn't the one going". */
const NOT_THE_ONE: readonly string[] = phrasesOf({en: "'s not the one, s not the one, is not the one, isn't the one, was not the one, wasn't the one"});
/** Words that open the thing after "who"/"the one": "with", "who has", "que tem", "going to". */
const THING_LEADS = new Set(['w', 'with', 'who', "who's", 'whos', 'going', 'to', 'at', 'has', 'that', 'vai', 'tem', 'que', 'q', 'quem', 'no', 'na', 'ao', 'a', 'o']);
/** The user, said as the true one after the comma: "I am", "it's me", "sou eu", "é comigo". */
const SELF_CLAIM: readonly string[] = phrasesOf({en: "i am, i do, it 's me, it s me, its me, it is me, me, i 'm, i m, mine, i", pt: 'sou eu, e comigo, e minha, e meu, eu, e eu'});
/** Words before the true owner after the comma: "it's", "é a", "but". */
const CLAIM_LEADS = new Set(["it's", 'its', 'it', "'s", 's', 'is', 'e', 'eh', 'o', 'a', 'but', 'mas', 'the', 'actually', 'na', 'verdade', 'so']);

/**
 * A denied owner, the thing, then the true owner: "Ella's not the one with the optician, I am", "it's
 * not Ella who has the optician, it's me", "não é a Ella que tem oftalmo, sou eu", "não é a Ella que
 * vai ao dentista, é o Pedro". The denied one is never read as the new owner.
 */
function deniedCleft(tokens: Token[], s: number, e: number, source: string): OwnerStance | null {
  for (let i = s; i < e; i++) {
    let denied: {words: string; end: number} | null = null;
    let thingFrom = -1;
    const notOne = first(tokens, i, NOT_THE_ONE);
    if (notOne && i > s) {
      denied = ownerAt(tokens, s, i);
      thingFrom = i + notOne;
    } else {
      const cd = first(tokens, i, CLEFT_DENY);
      if (!cd) continue;
      const k = i + cd + (['a', 'o', 'the'].includes(tokens[i + cd]?.fold ?? '') ? 1 : 0);
      denied = ownerAt(tokens, k, e);
      if (!denied || !WHO_AFTER.has(tokens[denied.end]?.fold ?? '')) continue;
      thingFrom = denied.end;
    }
    if (!denied) continue;
    while (thingFrom < e && THING_LEADS.has(tokens[thingFrom]!.fold)) thingFrom++;
    const comma = tokens.findIndex((t, k) => k >= thingFrom && k < e && t.kind === 'punct');
    if (comma < 0) continue;
    let k = comma + 1;
    const self = first(tokens, k, SELF_CLAIM) || (CLAIM_LEADS.has(tokens[k]?.fold ?? '') ? first(tokens, k + 1, SELF_CLAIM) : 0);
    let to: string | null = self ? 'user' : null;
    if (!to) {
      while (k < e && CLAIM_LEADS.has(tokens[k]!.fold)) k++;
      const o = ownerAt(tokens, k, e);
      // "…, Ben is", "…, Mum does": the verb that ends the claim is not the name.
      if (o) to = asOwner(o.words.replace(/\s+(?:is|does|has|was|will|am)$/i, ''));
    }
    const from = asOwner(denied.words);
    if (!to || to === from) continue;
    return {ref: spliced(tokens, thingFrom, comma, [], source), to, from};
  }
  return null;
}
