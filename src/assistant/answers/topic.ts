/** What a question is about beyond people: a checkup kind, and its content words. Pure. */
import {findCheckupMentions} from '../../understanding/checkups.js';
import {scanTokens as tokenizeForUnderstanding} from '../../understanding/text.js';
import {isCheckupKind} from '../../domain/checkup-kinds.js';
import {STOPWORDS, stem, tokenize} from '../../text/words.js';

/**
 * The checkup kind a text names ("dentista", "eye appt"), the specific one before a generic one;
 * a generic "consulta"/"appointment" is 'other', which answers read as any checkup.
 */
export function checkupKindIn(text: string): string | null {
  const kinds = findCheckupMentions(tokenizeForUnderstanding(text), new Set()).map(m => (isCheckupKind(m.kind as string) ? (m.kind as string) : 'other'));
  return kinds.find(k => k !== 'other') ?? kinds[0] ?? null;
}

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
