/**
 * The storing funnel's first two stages: (1) triviality — greetings, thanks, laughter, very
 * short messages, general-knowledge and calculator questions, questions about memory itself;
 * (2) value keywords that force keeping a message whatever the judge says.
 */
import {fold, foldedWords} from '../text/words.js';
import {SMALL_TALK, QUESTION_OPENERS, REQUEST_WORDS, VALUE_KEYWORDS} from './lexicon.js';

export interface FunnelVerdict {
  trivial: boolean;
  reason: string;
}

const LAUGHTER = /^(k{2,}|(ha){2,}h?|(he){2,}h?|(hi){2,}|(rs){1,}|lo+l|lmf?ao|ja(ja)+|hu(hu)+|kk+a+)$/;

const CALC = /^[\s\d+\-*/x×÷^%.,()=?]+$/;

/** Stage 1: is this message small talk, a general question, or a question about memory? */
export function isTrivial(text: string, depth = 0): FunnelVerdict {
  const raw = text.trim();
  const f = fold(raw)
    .replace(/[!.…]+$/g, '')
    .trim();
  const words = foldedWords(raw).filter(w => !/^\p{P}+$/u.test(w));
  if (!words.length) return {trivial: true, reason: 'empty or only symbols'};
  if (words.every(w => LAUGHTER.test(w))) return {trivial: true, reason: 'laughter'};
  if (words.every(w => SMALL_TALK.has(w) || LAUGHTER.test(w))) return {trivial: true, reason: 'greeting, thanks or small talk'};
  const isRequest = REQUEST_WORDS.some(r => f.includes(r));
  const opensQuestion = QUESTION_OPENERS.some(q => f === q || f.startsWith(q + ' '));
  const endsQuestion = /\?\s*$/.test(raw);
  // Math with words around it: "quanto é 2+2", "what's 15% of 80?"
  if (/\d\s*[+\-*/x×÷^%]\s*\d|\d+\s*%\s*(de|of)\s*\d/.test(f) && (opensQuestion || endsQuestion || CALC.test(f))) return {trivial: true, reason: 'calculator question'};
  if (CALC.test(f)) return {trivial: true, reason: 'calculation'};
  if (!isRequest && (endsQuestion || (opensQuestion && words.length <= 8 && !/[.;]/.test(raw)))) {
    // Only the question sentences are dropped; a statement before the question still counts.
    // A request tacked on after a comma ("sábado é bodas dos meus pais, me dá uma ideia de presente??")
    // is a question of its own; what comes before it is a statement.
    const sentences = raw.split(/(?<=[.!;])\s+|,\s+(?=(?:me ajuda|me ajude|vc|você|voce|pode|consegue|can you|can u|could you|help me|me lembra|me diz)\b)/i).filter(Boolean);
    const opens = (s: string) => {
      const fs = fold(s).trim();
      return QUESTION_OPENERS.some(q => fs === q || fs.startsWith(q + ' '));
    };
    const statements = sentences.filter(s => !/\?\s*$/.test(s) && !opens(s));
    if (!statements.length || depth > 0 || statements.every(s => isTrivial(s, depth + 1).trivial)) {
      return {trivial: true, reason: mentionsMemory(f) ? 'question about memory' : 'question, not a fact to remember'};
    }
  }
  if (words.length <= 1 && !/\d/.test(f) && !hasValueKeyword(raw)) return {trivial: true, reason: 'too short to hold a fact'};
  return {trivial: false, reason: ''};
}

function mentionsMemory(f: string): boolean {
  return /\b(quem|quando|onde|who|when|where)\b/.test(f);
}

/** Stage 2: words that make a message worth keeping no matter how short. */
export function hasValueKeyword(text: string): boolean {
  const f =
    ' ' +
    fold(text)
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(/\s+/g, ' ') +
    ' ';
  return VALUE_KEYWORDS.some(k => f.includes(' ' + k));
}

/** Which value keywords the text holds (for the judge's reasons). */
export function valueKeywords(text: string): string[] {
  const f =
    ' ' +
    fold(text)
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(/\s+/g, ' ') +
    ' ';
  return VALUE_KEYWORDS.filter(k => f.includes(' ' + k));
}
