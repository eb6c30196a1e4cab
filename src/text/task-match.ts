/**
 * Which open task a "done" statement closes: "renovei a cnh hj" closes "renovar a cnh", "terminei o
 * canal!!" closes "fazer um tratamento de canal", "Entreguei o relatório" closes "entregar o relatório
 * trimestral" — and a statement that names nothing ("já fiz", "I already did it.") closes nothing:
 * the caller asks which one. Pure: the caller reads and writes the tasks.
 *
 * A phrase is read as a verb (a concept shared by Portuguese and English forms) plus its object's
 * content words (stemmed). A match needs the object: a verb alone never picks one of several tasks.
 */
import {ALL_DEFINITE_ARTICLES, fold, stem, STOPWORDS, tokenize} from './words.js';
import {ENGLISH_OBJECT_LEADS, ENGLISH_PARTICLES, ENGLISH_SIGNS, NOISE, PORTUGUESE_SIGNS, VERBS} from './task-lexicon.js';

const FORMS = new Map<string, {concept: string; generic: boolean}>();
for (const v of VERBS) for (const f of v.forms.split(' ')) FORMS.set(f, {concept: v.concept, generic: v.generic === true});

/** What a task or a done statement is about: its verb concept and its object's stemmed content words. */
export interface TaskPhrase {
  verb: string | null;
  /** True when the verb only says "done" ("fiz", "terminei") — the object must carry the match. */
  genericVerb: boolean;
  objects: string[];
}

/**
 * A Portuguese verb form reduced to its root, so regular verbs need no table: "entreguei" and
 * "entregar" → "entreg", "fiquei" and "ficar" → "fic". Null when the word does not look like a verb.
 */
export function ptVerbRoot(word: string): string | null {
  const m = /^(.{3,}?)(ar|er|ir|ei|ou|ando|endo|indo|ado|ada|ido|ida|ou)$/.exec(word);
  if (!m) return null;
  return m[1]!.replace(/gu$/, 'g').replace(/qu$/, 'c').replace(/ç$/, 'c');
}

/** Verbs that have a thing done by others: "get it fixed", "have the car serviced". */
const CAUSATIVE: ReadonlySet<string> = new Set(['get', 'got', 'have', 'had']);

/** The Portuguese past of others, "-aram"/"-eram"/"-iram" ("arranjaram", "resolveram"), and the user's "-er"/"-ir" past ("preenchi"). */
const PT_PAST_ROOT = /^(.{3,}?)(?:aram|eram|iram|(?<=(?:v|d|m|b|ch|st|g|r|l))i)$/;

function verbOf(word: string, english = false): {concept: string; generic: boolean} | null {
  const known = FORMS.get(word);
  if (known) return known;
  if (english) return /^[a-z]{3,}ed$/.test(word) ? {concept: `en:${stem(word)}`, generic: false} : null;
  const past = PT_PAST_ROOT.exec(word);
  if (past) return {concept: `pt:${past[1]!.replace(/gu$/, 'g').replace(/qu$/, 'c')}`, generic: false};
  const root = ptVerbRoot(word);
  // Infinitives ("conferir", "organizar") and the first-person past of "-ar" verbs ("organizei").
  if (root && (/(?:ar|ei)$/.test(word) || (word.length >= 5 && /(?:er|ir)$/.test(word)))) return {concept: `pt:${root}`, generic: false};
  if (/^[a-z]{3,}ed$/.test(word)) return {concept: `en:${stem(word)}`, generic: false};
  return null;
}

/** Possessives before a noun: after them a verb's form names a thing ("my post", "our phone bill"). */
const NOUN_LEADS: ReadonlySet<string> = new Set(['my', 'our', 'his', 'her', 'their', 'meu', 'minha', 'nosso', 'nossa']);

/** Reads a task description or a done statement as verb + object words. */
export function readTaskPhrase(text: string): TaskPhrase {
  // What follows "pq"/"because" is the reason, not the task ("renovar a cnh pq venceu").
  const words = tokenize(text.split(/\b(?:pq|porque|because|since|já que|ja que)\b/i)[0] ?? text);
  const english = words.some(w => ENGLISH_SIGNS.has(w) || /^[a-z]{3,}ed$/.test(w)) && !words.some(w => PORTUGUESE_SIGNS.has(w));
  let verb: {concept: string; generic: boolean} | null = null;
  const objects: string[] = [];
  let head = true;
  let verbWord: string | null = null;
  for (const [i, w] of words.entries()) {
    if (NOISE.has(w) || /^\d+$/.test(w)) continue;
    const first = head;
    head = false;
    // "update my resume": an English to-do opens with its verb, its object after "my"/"the".
    // A phrasal verb too: "top up my Oyster card", "drop off the parcel".
    const lead = ENGLISH_PARTICLES.has(words[i + 1] ?? '') ? words[i + 2] : words[i + 1];
    // Only the very first word, or the one after "to" ("need to update my resume"): "got jess the earrings" opens with its own verb.
    if (english && first && (i === 0 || words[i - 1] === 'to') && !verb && !FORMS.has(w) && !STOPWORDS.has(w) && ENGLISH_OBJECT_LEADS.has(lead ?? '')) {
      verb = {concept: `en:${stem(w)}`, generic: false};
      continue;
    }
    // "ir aos correios levantar uma encomenda", "go to the bank to pay the rent": the act is the verb after the going.
    // "get the washing machine fixed", "got the insurance renewed": the thing's participle is the act.
    const causative: boolean = verb !== null && verbWord !== null && CAUSATIVE.has(verbWord) && /^[a-z]{3,}ed$/.test(w);
    // After an article or a possessive a verb's form is a noun ("the phone one", "my post", "a conta do telefone").
    const nounSlot = i > 0 && (ALL_DEFINITE_ARTICLES.has(words[i - 1]!) || NOUN_LEADS.has(words[i - 1]!));
    const v: {concept: string; generic: boolean} | null = !nounSlot && (!verb || (verb.concept === 'go' && i > 0) || causative) ? verbOf(w, english) : null;
    if (v && (!verb || !v.generic)) {
      verb = v;
      verbWord = w;
      continue;
    }
    // "pagar o DAS", "acabei de pagar o das": after an article a small word is a noun (an acronym), not "de as".
    if ((STOPWORDS.has(w) && !(ALL_DEFINITE_ARTICLES.has(words[i - 1] ?? '') && !ALL_DEFINITE_ARTICLES.has(w) && w.length >= 2)) || w.length < 2) continue;
    // A second verb ("fazer um tratamento") says nothing about the object; after an article it is the
    // object's own word ("pay the phone bill", "pagar a conta do telefone").
    if (FORMS.has(w) && !nounSlot) continue;
    objects.push(stem(w));
  }
  return {verb: verb?.concept ?? null, genericVerb: verb?.generic ?? true, objects: [...new Set(objects)]};
}

/** An open task as the matcher needs it. */
export interface OpenTask {
  id: number;
  description: string;
}

/** The outcome: close that task, ask among those, or nothing to close. */
export type DoneMatch = {kind: 'close'; id: number} | {kind: 'ask'; ids: number[]} | {kind: 'none'};

/**
 * Finds the open task a done statement speaks of. The object decides: the share of the statement's
 * object words found in the task, plus one for the same verb; a different specific verb rules a task
 * out ("paguei a conta" never closes "conferir a conta"). A tie, or a statement with no object
 * ("já fiz", "I did it") while tasks are open, asks instead of guessing.
 */
export function matchDoneTask(done: string, open: OpenTask[]): DoneMatch {
  if (!open.length) return {kind: 'none'};
  const said = readTaskPhrase(done);
  if (!said.objects.length) {
    // "renovei!" with exactly one "renovar …" open is clear; anything vaguer is a question.
    const sameVerb = said.verb && !said.genericVerb ? open.filter(t => readTaskPhrase(t.description).verb === said.verb) : [];
    if (sameVerb.length === 1) return {kind: 'close', id: sameVerb[0]!.id};
    return {kind: 'ask', ids: (sameVerb.length ? sameVerb : open).map(t => t.id)};
  }
  const scored = open
    .map(t => {
      const task = readTaskPhrase(t.description);
      const shared = said.objects.filter(o => task.objects.some(w => w === o || (o.length >= 4 && w.length >= 4 && (w.startsWith(o) || o.startsWith(w))))).length;
      const conflict = !said.genericVerb && !task.genericVerb && said.verb !== null && task.verb !== null && said.verb !== task.verb;
      const score = shared === 0 || conflict ? 0 : shared / said.objects.length + (said.verb !== null && said.verb === task.verb ? 1 : 0);
      return {id: t.id, score};
    })
    .filter(s => s.score > 0);
  if (!scored.length) return {kind: 'none'};
  const best = Math.max(...scored.map(s => s.score));
  const top = scored.filter(s => s.score === best);
  return top.length === 1 ? {kind: 'close', id: top[0]!.id} : {kind: 'ask', ids: top.map(s => s.id)};
}

/**
 * Whether two to-dos are one: the same verb, and the shorter one's object words all in the other
 * ("pagar a luz" and "pagar a conta de luz"). A restated to-do is not a second task.
 */
export function sameTask(a: string, b: string): boolean {
  const x = readTaskPhrase(a);
  const y = readTaskPhrase(b);
  if (!x.verb || x.verb !== y.verb || !x.objects.length || !y.objects.length) return false;
  const [short, long] = x.objects.length <= y.objects.length ? [x.objects, y.objects] : [y.objects, x.objects];
  return short.every(o => long.some(w => w === o || (o.length >= 4 && w.length >= 4 && (w.startsWith(o) || o.startsWith(w)))));
}

const VAGUE_DONE =
  /^(?:(?:eu\s+)?(?:ja|já|enfim|finalmente)\s+)?(?:fiz|feito|terminei|resolvi|conclui|concluí|acabei|consegui|done|did it|did that|finished|finished it|took care of it)(?:\s+(?:isso|ja|já|tudo|it|that))?[\s!.,kshaeru]*$/;
const VAGUE_DONE_EN =
  /^(?:i\s+)?(?:already|just|finally)\s+(?:did|finished|done)(?:\s+(?:it|that))?[\s!.]*$|^(?:it'?s|its|all)\s+done[\s!.]*$|^(?:i'?ve|i have|ive)\s+(?:already\s+|just\s+|finally\s+)?(?:done|finished|sorted|handled)\s+(?:it|that|this)[\s!.]*$/;

/**
 * "já fiz", "fiz!", "done", "I already did it": a completion that names no task. Understanding
 * may find no task in it at all; the conversation still has to answer it.
 */
export function isVagueDone(text: string): boolean {
  // "ok did it", "pronto, já fiz", "Right, I've sorted it now.": a filler before and "now"/"agora" after say nothing more.
  const t = fold(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:ok|okay|pronto|prontinho|right|so|well|ta|beleza|blz|entao|yep|yes|sim|certo|ah|oh|ufa|phew)[,!.\s]+)+/, '')
    .replace(/\s+(?:now|agora|already|today|hoje)(?=[\s!.]*$)/, '');
  return VAGUE_DONE.test(t) || VAGUE_DONE_EN.test(t);
}
