/**
 * The storing funnel's first two stages: (1) triviality — greetings, thanks, laughter, very
 * short messages, general-knowledge and calculator questions, questions about memory itself;
 * (2) value keywords that force keeping a message whatever the judge says.
 */
import {fold, foldedWords} from '../text/words.js';

export interface FunnelVerdict {
  trivial: boolean;
  reason: string;
}

// Every word of a small-talk message comes from here ("Oi, tudo bem?", "Bom dia!", "Hi there").
const SMALL_TALK = new Set(
  (
    'oi oii oiii ola olá e ai eai eae fala salve bom boa dia dias tarde tardes noite noites tudo bem bom beleza blz joia jóia ' +
    'tranquilo tranquila obrigado obrigada obg brigado brigada valeu vlw muito muitíssimo tchau até logo mais amanhã breve ' +
    'ok okay okey sim não nao claro certo certeza entendi entendido perfeito legal show top massa ótimo otimo ótima otima ' +
    'boa tá ta tô to bão opa eita nossa uau que bom demais você voce vc como vai está esta e com tb tbm também tambem ' +
    'de nada por favor desculpa desculpe foi mal blz flw falou abraço abraços beijo beijos bjs abs ' +
    'hi hello hey hiya yo there good morning afternoon evening night thanks thank you so much very lot a cheers bye goodbye ' +
    'see ya later soon ok okay sure yes yeah yep yup no nope nah cool nice great awesome perfect got it alright all right ' +
    "how are doing what's up sup fine well hmm hm uh um ah oh wow lol lmao omg haha hehe rs kk welcome np no problem " +
    "the i am too and you u gracias funny that's that is it so engraçado engracado kkk " +
    // The assistant's own name, chat thanks and sign-offs ("bom dia magis", "brigadao, ajudou mto", "thx!!").
    'magis brigadão brigadao obrigadão obrigadao valeuzão valeuzao ajudou mto mt demais helped thx ty tks tmj blza suave sussa guys'
  )
    .split(' ')
    .map(fold),
);

const LAUGHTER = /^(k{2,}|(ha){2,}h?|(he){2,}h?|(hi){2,}|(rs){1,}|lo+l|lmf?ao|ja(ja)+|hu(hu)+|kk+a+)$/;

// Interrogatives that open a question even without "?".
const QUESTION_OPENERS = [
  'o que',
  'oque',
  'que',
  'qual',
  'quais',
  'quanto',
  'quanta',
  'quantos',
  'quantas',
  'quando',
  'quem',
  'onde',
  'como',
  'por que',
  'porque',
  'pq',
  'será que',
  'sera que',
  'what',
  "what's",
  'whats',
  'who',
  "who's",
  'when',
  'where',
  'why',
  'how',
  'which',
  'is',
  'are',
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'should',
  'voce sabe',
  'vc sabe',
  'sabe',
];
// A question still worth keeping when it asks magis to remember or remind something.
const REQUEST_WORDS = [
  'lembra de',
  'lembre de',
  'lembrar de',
  'me lembra',
  'me lembre',
  'anota',
  'anote',
  'guarda',
  'guarde',
  'salva',
  'salve',
  'remind me',
  'remember that',
  'note that',
  'save that',
  'add a reminder',
  'marca pra mim',
  'agenda pra mim',
];

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
    // A request tacked on after a comma ("dia 20 faz um ano de namoro, me ajuda a pensar num presente??")
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

const VALUE_KEYWORDS = [
  // family and people
  'minha filha',
  'meu filho',
  'minha mae',
  'meu pai',
  'meu marido',
  'minha esposa',
  'minha mulher',
  'my daughter',
  'my son',
  'my wife',
  'my husband',
  'my mom',
  'my dad',
  'my mother',
  'my father',
  // decisions, preferences, needs
  'decidi',
  'resolvi',
  'i decided',
  "i've decided",
  'prefiro',
  'i prefer',
  'gosto de',
  'nao gosto',
  'odeio',
  'i like',
  'i love',
  'i hate',
  'preciso',
  'tenho que',
  'i need',
  'i have to',
  'sou alergic',
  "i'm allergic",
  'alergia',
  'allergic',
  // health and appointments
  'consulta',
  'appointment',
  'medico',
  'doctor',
  'dentista',
  'dentist',
  'exame',
  'vacina',
  'remedio',
  'medicine',
  'medication',
  'diagnostic',
  'diagnosed',
  'cirurgia',
  'surgery',
  // dates that matter
  'aniversario',
  'birthday',
  'casamento',
  'wedding',
  'anniversary',
  'prazo',
  'deadline',
  'reuniao',
  'meeting',
  // explicit requests to remember
  'lembre',
  'lembra',
  'remember',
  'remind',
  'importante',
  'important',
  'nao esquece',
  "don't forget",
];

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
