/**
 * Whether a Portuguese writer writes as in Portugal or as in Brazil, from the marks their messages
 * carry (variety-lexicon.ts): each mark is counted once however often it is written, the marks of
 * each side are weighed, and a side wins only with clear evidence — enough weight, and the other
 * side far behind. One word, however telling, never decides; an even mix decides nothing.
 */
import {detectLanguage, type PtVariety} from '../text/language.js';
import {fold} from '../text/words.js';
import {phrasesOf, type VarietyWords} from './varieties.js';
import {BR_SHORT_PARA, HAVE_TO, LEANING_WORDS, NOT_VERB_FORMS, PROGRESSIVE_AUX, TELLING_SPELLINGS, TELLING_WORDS, TU_VERBS} from './variety-lexicon.js';

/** Weight a side needs before it decides; one telling word weighs 2, so never alone. */
const DECIDES = 3;

/** One mark of a variety in a text: its name (counted once) and its weight. */
export interface VarietyMark {
  variety: PtVariety;
  mark: string;
  weight: number;
}

/** One variety's phrases of a tagged list, as `words` (spaced, accents folded unless `keepAccents`). */
const listOf = (words: VarietyWords, variety: PtVariety | 'pt', keepAccents = false): string[] =>
  keepAccents ? (words[variety] ?? '').split(',').map(spaced).filter(Boolean) : phrasesOf({[variety]: words[variety]}).map(spaced);

/** A text as words between single spaces, hyphens and punctuation dropped: "pequeno-almoço!" → " pequeno almoço ". */
const spaced = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const alternation = (words: readonly string[]) =>
  words
    .map(w => w.trim())
    .filter(Boolean)
    .join('|');

const AUX = alternation(listOf(PROGRESSIVE_AUX, 'pt', true));
const AUX_BR = alternation(listOf(PROGRESSIVE_AUX, 'pt-BR', true));
const NOT_VERBS = new Set(listOf(NOT_VERB_FORMS, 'pt').map(w => w.trim()));
const TU = new Set(listOf(TU_VERBS, 'pt-PT').map(w => w.trim()));
const SHORT_PARA = new Set(listOf(BR_SHORT_PARA, 'pt-BR').map(w => w.trim()));

/** "estou a fazer": a progressive verb, "a", an infinitive. */
const A_INFINITIVE = new RegExp(`(?<![\\p{L}])(?:${AUX}|${AUX_BR}) a (\\p{L}*(?:ar|er|ir|or|ôr))(?![\\p{L}-])`, 'gu');
/** "estou fazendo", "tô indo": a progressive verb and a gerund. */
const GERUND = new RegExp(`(?<![\\p{L}])(?:${AUX}|${AUX_BR}) (\\p{L}*(?:ando|endo|indo|ondo))(?![\\p{L}-])`, 'gu');
/** "tenho de levar". */
const HAVE_OF = new RegExp(`(?<![\\p{L}])(?:${alternation(listOf(HAVE_TO, 'pt', true))}) de (\\p{L}*(?:ar|er|ir|or|ôr))(?![\\p{L}-])`, 'gu');
/** "marcaram-lhe", "dá-lhes": the indirect pronoun after the verb. */
const AFTER_VERB_LHE = /\p{L}{2,}-lhes?(?![\p{L}-])/u;
/** "levei-a", "lembra-me", "deixa-o": a pronoun after a verb that is no infinitive ("levá-la" is written in Brazil too). */
const AFTER_VERB = /(\p{L}{2,})-(?:me|te|nos|vos|o|a|os|as)(?![\p{L}-])/gu;
/** "3.ª feira", "às 5.ªs": a weekday by its ordinal, with the European point. */
const ORDINAL_DAY = /(?<![\p{L}\p{N}])[2-6]\.\s?ª/u;
/** "Me lembra amanhã", "… Me liga": a sentence that opens on its pronoun, as only Brazil writes. */
const PRONOUN_FIRST = /(?:^|[.!?]\s+)(?:me|lhe)\s+\p{L}{2,}/iu;
/** "D. Lurdes": "Dona" abbreviated. */
const DONA = /(?<![\p{L}])D\.\s?\p{Lu}\p{Ll}/u;
/** "kkkk": Brazilian laughter. */
const LAUGHTER = /(?<![\p{L}])k{3,}(?![\p{L}])/iu;

const WORD_LISTS: Array<{words: VarietyWords; weight: number; keepAccents?: boolean}> = [
  {words: TELLING_WORDS, weight: 2},
  {words: LEANING_WORDS, weight: 1},
  {words: TELLING_SPELLINGS, weight: 2, keepAccents: true},
];
const LISTED: Array<{variety: PtVariety; phrase: string; weight: number; keepAccents: boolean}> = WORD_LISTS.flatMap(l =>
  (['pt-PT', 'pt-BR'] as const).flatMap(variety => listOf(l.words, variety, l.keepAccents).map(phrase => ({variety, phrase, weight: l.weight, keepAccents: !!l.keepAccents}))),
);

/** The marks of either variety a text carries (each once). */
export function varietyMarks(text: string): VarietyMark[] {
  const marks: VarietyMark[] = [];
  const add = (variety: PtVariety, mark: string, weight: number) => {
    if (!marks.some(m => m.mark === mark)) marks.push({variety, mark, weight});
  };
  const lower = text.toLowerCase();
  const plain = spaced(fold(text));
  const accented = spaced(text);
  for (const l of LISTED) if ((l.keepAccents ? accented : plain).includes(l.phrase)) add(l.variety, l.phrase.trim(), l.weight);
  const words = plain.trim().split(' ');
  if (words.some(w => SHORT_PARA.has(w))) add('pt-BR', 'pra', 1);
  if (words.some(w => TU.has(w))) add('pt-PT', 'tu-verbs', 1);
  for (const m of lower.matchAll(A_INFINITIVE)) if (!NOT_VERBS.has(fold(m[1]!))) add('pt-PT', 'a + infinitive', 2);
  // A capital is a name ("to Orlando"), not a gerund.
  for (const m of lower.matchAll(GERUND)) if (!NOT_VERBS.has(fold(m[1]!)) && !/^\p{Lu}/u.test(text.slice(m.index + m[0].length - m[1]!.length))) add('pt-BR', 'gerund', 2);
  for (const m of lower.matchAll(HAVE_OF)) if (!NOT_VERBS.has(fold(m[1]!))) add('pt-PT', 'ter de', 1);
  if (AFTER_VERB_LHE.test(lower)) add('pt-PT', '-lhe', 2);
  for (const m of lower.matchAll(AFTER_VERB)) if (!/[áéíóúâêô]$/.test(m[1]!)) add('pt-PT', 'pronoun after verb', 1);
  if (ORDINAL_DAY.test(lower)) add('pt-PT', 'N.ª feira', 2);
  if (PRONOUN_FIRST.test(text)) add('pt-BR', 'pronoun first', 2);
  if (DONA.test(text)) add('pt-PT', 'D. Name', 1);
  if (LAUGHTER.test(text)) add('pt-BR', 'kkk', 2);
  return marks;
}

/** Each side's weight over a writer's messages (Portuguese ones only), every mark counted once. */
export function weighVariety(messages: readonly string[]): Record<PtVariety, number> {
  const seen = new Map<string, VarietyMark>();
  for (const m of messages) {
    if (detectLanguage(m) !== 'pt') continue;
    for (const mark of varietyMarks(m)) seen.set(mark.mark, mark);
  }
  const weight = {'pt-PT': 0, 'pt-BR': 0};
  for (const m of seen.values()) weight[m.variety] += m.weight;
  return weight;
}

/** The variety the messages show clearly — enough weight, the other side at most a third of it — or null. */
export function decideVariety(messages: readonly string[]): PtVariety | null {
  const w = weighVariety(messages);
  if (w['pt-PT'] >= DECIDES && w['pt-BR'] * 3 <= w['pt-PT']) return 'pt-PT';
  if (w['pt-BR'] >= DECIDES && w['pt-PT'] * 3 <= w['pt-BR']) return 'pt-BR';
  return null;
}
