import {fold} from '../text/words.js';

/** What the user wants from this turn, as far as rules can tell. Pure. */
export type Intent =
  | {kind: 'who'; name: string}
  | {kind: 'when'; topic: string}
  | {kind: 'due'}
  | {kind: 'people'}
  | {kind: 'greeting'}
  | {kind: 'thanks'}
  | {kind: 'yes'}
  | {kind: 'no'}
  | {kind: 'question'}
  | {kind: 'statement'};

const WHO = /^(?:e\s+)?(?:quem\s+(?:e|eh|era)|who\s+(?:is|was|'s)|who's)\s+(?:o\s+|a\s+|the\s+|meu\s+|minha\s+|my\s+)?(.+?)\s*\??$/;
const WHEN = /^(?:e\s+)?(?:quando|when|desde quando|ha quanto tempo|how long ago|what day|que dia)\b\s*(.*?)\s*\??$/;
const DUE = /\b(o que (?:esta|ta|tenho) (?:pendente|para fazer|pra fazer|marcado)|pendencias|pendente|lembretes|reminders|what(?:'s| is) due|anything due|o que (?:tenho|preciso) (?:que )?(?:fazer|marcar)|what do i (?:need|have) to (?:do|schedule)|minha agenda|my agenda|to-?do)\b/;
const PEOPLE = /\b(quem (?:voce|vc) conhece|who do you know|que pessoas|which people|minha familia|my family)\b/;
const GREETING = /^(oi|ola|bom dia|boa tarde|boa noite|e ai|hey|hi|hello|good (?:morning|afternoon|evening)|tudo bem|como vai|how are you)\b[\s!?,.a-z]*$/;
const YES = /^(sim|s|quero|pode|pode ser|claro|por favor|isso|yes|yeah|yep|sure|please|ok|okay|pode sim|sim,? por favor|yes,? please)[\s!.]*$/;
const NO = /^(nao|n|nao precisa|nao,? obrigad[oa]|agora nao|no|nope|no thanks|not now)[\s!.]*$/;
const THANKS = /^(obrigad[oa]|valeu|brigad[oa]|thanks?|thank you|thx|vlw)\b/;
const QUESTION_WORD = /^(o que|que|qual|quais|quanto|quantos|quantas|como|onde|por que|porque|cade|what|which|how|where|why|did|do|does|is|are|was|were|have|has|can|could|tenho|eu (?:fui|tenho|tinha))\b/;

/** Classifies a message. Statements are what understanding then reads for facts. */
export function classify(message: string): Intent {
  const text = fold(message).replace(/\s+/g, ' ').trim();
  const who = WHO.exec(text);
  if (who) {
    const original = message.trim().replace(/\?+\s*$/, '');
    // Keep the user's casing and accents for the name: take the same number of trailing words.
    const n = who[1]!.split(' ').length;
    const name = original.split(/\s+/).slice(-n).join(' ');
    return {kind: 'who', name};
  }
  if (PEOPLE.test(text)) return {kind: 'people'};
  if (DUE.test(text)) return {kind: 'due'};
  const when = WHEN.exec(text);
  if (when) return {kind: 'when', topic: when[1] ?? ''};
  if (YES.test(text)) return {kind: 'yes'};
  if (NO.test(text)) return {kind: 'no'};
  if (GREETING.test(text) && text.length < 40) return {kind: 'greeting'};
  if (THANKS.test(text)) return {kind: 'thanks'};
  if (message.trim().endsWith('?') || QUESTION_WORD.test(text)) return {kind: 'question'};
  return {kind: 'statement'};
}
