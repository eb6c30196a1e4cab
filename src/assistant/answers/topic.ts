/** What a question is about beyond people: a checkup kind, and its content words. Pure. */
import {STOPWORDS, stem, tokenize} from '../../text/words.js';
import {QUESTION_NOISE} from './lexicon.js';

/** The topic's content words, stemmed ("a reunião com o time" → reuniao, time). */
export function topicTerms(text: string): string[] {
  return tokenize(text)
    .filter(w => !STOPWORDS.has(w) && !QUESTION_NOISE.has(w) && w.length > 2)
    .map(stem);
}
