/**
 * A pet's sex as a message tells it, so replies say "a Frida" and "o Rex", "gata" and "gato". The
 * rule: a word marked for sex and bound to the pet's name gives its gender — the animal noun beside
 * the name ("nossa gata Frida", "o Rex é nosso cachorro", "Pipoca, minha cachorra"), in Portuguese
 * the article or contraction right before the name ("a Mel", "da Luna", "do Thor"), and, when the
 * message names no one else it could be, an English subject pronoun opening a later clause ("Mia is
 * our cat, she…") or an English possessive after a have-verb ("Rex has his vaccine"). A feminine noun is
 * always marked; a masculine one may be the generic word ("nosso cachorro, a Mel"), so a feminine
 * article or pronoun outweighs it. Readings that disagree leave the gender unknown. Pure.
 */
import type {Language} from '../domain/types.js';
import {
  CLAUSE_OPENERS,
  PET_FEMALE_NOUNS,
  PET_FEMALE_POSSESSIVES,
  PET_FEMALE_PRONOUNS,
  PET_HAVE_VERBS,
  PET_MALE_NOUNS,
  PET_MALE_POSSESSIVES,
  PET_MALE_PRONOUNS,
  PT_FEMININE_BEFORE_NAME,
  PT_MASCULINE_BEFORE_NAME,
} from './pet-gender-lexicon.js';
import {detectLanguage} from '../text/language.js';
import {fold, scanTokens, type Token} from './text.js';

type Gender = 'female' | 'male';

/** How far from its name a pet's noun may stand: "a Luna, a nossa cadela" (four tokens), never the next clause. */
const NOUN_REACH = 4;
/** Words a pet's noun is never read across: another animal or person joins the sentence ("o Rex e a nossa gata"). */
const JOINERS = new Set(['e', 'and', 'com', 'with', 'ou', 'or']);

export interface PetGenderContext {
  lang: Language;
  /** Every pet named in the message, folded: another pet's name bounds this one's words. */
  pets: ReadonlySet<string>;
  /** The message names no person and this is its only pet: a pronoun can stand for nothing else. */
  alone: boolean;
}

/** Whether token `k` opens a clause: its sentence's first word, after a comma or dash, or after "and", "but". */
function opensClause(tokens: Token[], k: number): boolean {
  const before = tokens[k - 1];
  return tokens[k]!.sentStart || !before || (before.kind === 'punct' && /^[,;:—–-]$/.test(before.text)) || CLAUSE_OPENERS.has(before.fold);
}

/** The pet's noun nearest its name at `at`, each way within its sentence, stopping at another name or a joining word. */
function nounBeside(tokens: Token[], at: number, key: string, ctx: PetGenderContext, sentence: [number, number]): Gender | null {
  for (const step of [-1, 1]) {
    for (let k = at + step, n = 0; k >= sentence[0] && k < sentence[1] && n < NOUN_REACH; k += step, n++) {
      const f = tokens[k]!.fold;
      if (JOINERS.has(f) || (ctx.pets.has(f) && f !== key)) break;
      if (PET_FEMALE_NOUNS.has(f)) return 'female';
      if (PET_MALE_NOUNS.has(f)) return 'male';
    }
  }
  return null;
}

/** What the message marks of the pet's sex, `key` its folded name (see the module comment). */
export function petGender(tokens: Token[], sentences: Array<[number, number]>, key: string, ctx: PetGenderContext): Gender | null {
  const mentions = tokens.flatMap((t, i) => (t.fold === key || t.fold === `${key}s` ? [i] : []));
  if (!mentions.length) return null;
  const sentenceOf = (i: number): [number, number] => sentences.find(([s, e]) => i >= s && i < e) ?? [0, tokens.length];
  const nouns = new Set<Gender>();
  const cues = new Set<Gender>();
  for (const at of mentions) {
    const noun = nounBeside(tokens, at, key, ctx, sentenceOf(at));
    if (noun) nouns.add(noun);
    const before = tokens[at - 1]?.fold ?? '';
    if (ctx.lang === 'pt' && PT_FEMININE_BEFORE_NAME.has(before)) cues.add('female');
    if (ctx.lang === 'pt' && PT_MASCULINE_BEFORE_NAME.has(before)) cues.add('male');
  }
  if (ctx.alone) {
    // The pronoun after the first mention, in its sentence or the next: nothing else named can be meant.
    const first = sentenceOf(mentions[0]!);
    const next = sentences.find(([s]) => s === first[1]);
    const end = next ? next[1] : first[1];
    for (let k = mentions[0]! + 1; k < end; k++) {
      const f = tokens[k]!.fold;
      if (opensClause(tokens, k) && PET_FEMALE_PRONOUNS.has(f)) cues.add('female');
      if (opensClause(tokens, k) && PET_MALE_PRONOUNS.has(f)) cues.add('male');
      // "Rex has his vaccine": the possessive of the clause's subject, in the pet's own sentence.
      if (k < first[1] && PET_HAVE_VERBS.has(tokens[k - 1]!.fold) && PET_FEMALE_POSSESSIVES.has(f)) cues.add('female');
      if (k < first[1] && PET_HAVE_VERBS.has(tokens[k - 1]!.fold) && PET_MALE_POSSESSIVES.has(f)) cues.add('male');
    }
  }
  if (nouns.size > 1 || cues.size > 1) return nouns.size === 1 && nouns.has('female') ? 'female' : null;
  if (nouns.has('female')) return 'female';
  if (cues.has('female')) return 'female';
  if (nouns.has('male') || cues.has('male')) return 'male';
  return null;
}

/**
 * The same reading on a message as the user typed it, for the store: the conversation binds a
 * pronoun to the pet before the message is read ("our cat Luna, she…" is read as "…, Luna…"), so
 * what the pronoun told of its sex is only in the words typed. `alone`: the reading found this one
 * pet and no person.
 */
export function petGenderInText(text: string, name: string, ctx: {pets: readonly string[]; alone: boolean}): Gender | null {
  const tokens = scanTokens(text);
  const sentences: Array<[number, number]> = [];
  tokens.forEach((t, i) => {
    if (t.sentStart || !sentences.length) sentences.push([i, i + 1]);
    else sentences[sentences.length - 1]![1] = i + 1;
  });
  return petGender(tokens, sentences, fold(name), {lang: detectLanguage(text), pets: new Set(ctx.pets.map(p => fold(p))), alone: ctx.alone});
}
