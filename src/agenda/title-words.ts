/**
 * The words a title is made of when Magis writes it, by variety (src/understanding/varieties.ts).
 */
import {phrasesOf, type VarietyWords} from '../understanding/varieties.js';
import {fold} from '../text/words.js';

/** A birthday said by its word alone, as the chat lifts it from a sentence ("Leo's bday" → "bday"). */
const BIRTHDAY: VarietyWords = {
  pt: 'aniversário, aniver, niver, niverzinho',
  'pt-PT': 'anos',
  en: 'birthday, bday, b-day, b day',
};

/** What may come before it and still leave it alone: an article or a possessive ("o niver", "his bday"). */
const BEFORE: VarietyWords = {pt: 'o, seu, meu, dele, dela', 'pt-PT': 'os', en: 'the, his, her, their, my, a'};

const birthdays = new Set(phrasesOf(BIRTHDAY));
const before = new Set(phrasesOf(BEFORE));

/** Whether a title is a birthday word and nothing else a title would keep ("bday", "o niver", "Birthday"). */
export function isBirthdayWord(title: string): boolean {
  const words = fold(title)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .trim()
    .split(/\s+/);
  while (words.length > 1 && before.has(words[0]!)) words.shift();
  return birthdays.has(words.join(' '));
}
