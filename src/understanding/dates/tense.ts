/**
 * The tense a message puts its dates in, read from its verbs: "fui no dentista dia 3" is the last
 * 3rd, "the call was at midnight" the midnight just gone. With no verb of the past, none: the
 * reader's own lean (the next such day) holds.
 */
import type {Token} from '../text.js';
import {PAST_VERBS} from './lexicon.js';
import type {Tense} from './specs.js';

export function tenseOfWords(tokens: Token[]): Tense | null {
  return tokens.some(t => PAST_VERBS.has(t.fold)) ? 'past' : null;
}
