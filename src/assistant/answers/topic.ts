/** What a question is about beyond people: a checkup kind, and its content words. Pure. */
import {STOPWORDS, stem, tokenize} from '../../text/words.js';

/** Question words that carry no topic. */
const QUESTION_NOISE = new Set([
  'quando',
  'when',
  'ultima',
  'ultimo',
  'vez',
  'last',
  'time',
  'next',
  'proxima',
  'proximo',
  'levei',
  'took',
  'consulta',
  'appointment',
  'appt',
  'vc',
  'voce',
  'lembra',
  'remember',
  'know',
  'sabe',
  'costumo',
  'usually',
  'decidimos',
  'decided',
  'decide',
  'combinamos',
]);

/** The topic's content words, stemmed ("a reunião com o time" → reuniao, time). */
export function topicTerms(text: string): string[] {
  return tokenize(text)
    .filter(w => !STOPWORDS.has(w) && !QUESTION_NOISE.has(w) && w.length > 2)
    .map(stem);
}
