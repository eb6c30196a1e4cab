/**
 * The optional first-run onboarding: a few questions about the user (name, city, work, age,
 * appointment preferences) whose answers go to the profile. A pure state machine — the
 * component (onboarding.tsx) only renders it and feeds it key presses.
 * Enter on an empty answer skips that question; Esc skips the rest (one key).
 */
import type {Language} from '../../domain/types.js';
import {foldedWords} from '../../text/words.js';
import type {PtVariety} from '../../text/language.js';
import {phrasesOf} from '../../understanding/varieties.js';
import {GREETINGS, JOB_WORDS, TIME_WORDS} from './lexicon.js';

/** A line of the onboarding in each language, and as Portugal says it (a new user's first screen is said, not rewritten). */
export interface Words {
  pt: string;
  /** European Portuguese: no "você", "te" or "pula" on a Portugal user's first screen. */
  ptPT: string;
  en: string;
}

export interface Question extends Words {
  /** The profile row the answer is stored under (store/profile-keys.ts). */
  row: string;
}

/** Five questions: enough to make reminders and answers personal, few enough to not be a form. */
export const QUESTIONS: readonly Question[] = [
  {row: 'name', pt: 'Como você quer que eu te chame?', ptPT: 'Como se chama?', en: 'What should I call you?'},
  {row: 'city', pt: 'Em que cidade você mora?', ptPT: 'Em que cidade vive?', en: 'Which city do you live in?'},
  {row: 'occupation', pt: 'Com o que você trabalha?', ptPT: 'Em que trabalha?', en: 'What do you do for work?'},
  {row: 'age', pt: 'Quantos anos você tem?', ptPT: 'Que idade tem?', en: 'How old are you?'},
  {
    row: 'appointment_times',
    pt: 'Que dias e horários são melhores para consultas? (ex.: segunda de manhã)',
    ptPT: 'Que dias e horas lhe dão mais jeito para consultas? (ex.: segunda de manhã)',
    en: 'Which days and times suit you for appointments? (e.g. Monday mornings)',
  },
];

/** The line above the first question. */
export const ONBOARDING_HELLO: Words = {
  pt: 'Oi! Algumas perguntas rápidas para eu te conhecer (Esc pula).',
  ptPT: 'Olá! Algumas perguntas rápidas, para saber quem é (Esc salta).',
  en: 'Hi! A few quick questions so I know you (Esc skips).',
};

/** A line in the user's language and, for Portuguese, their variety. */
export const inWords = (w: Words, lang: Language, variety: PtVariety | null = null): string => (lang === 'en' ? w.en : variety === 'pt-PT' ? w.ptPT : w.pt);

/** Longest answer kept: a name, a city or a sentence of preferences, never a pasted document. */
const MAX_ANSWER = 120;

export type OnboardingState = {status: 'asking'; step: number; answers: Record<string, string>} | {status: 'done' | 'skipped'; step: number; answers: Record<string, string>};

export type OnboardingEvent = {type: 'answer'; text: string} | {type: 'skip-all'};

export const startOnboarding = (): OnboardingState => ({status: 'asking', step: 0, answers: {}});

/**
 * The sentence around an answer, per question, in both languages: what is left is the answer
 * itself ("meu nome é Rafael" → "Rafael", "sou enfermeira" → "enfermeira", "I work as a nurse" → "nurse").
 */
const LEADS: Record<string, RegExp> = {
  name: /^(?:(?:oi|olá|ola|hi|hello|hey)[,!.]?\s+)?(?:(?:o\s+)?meu nome é|meu nome e|eu me chamo|me chamo|chamo-me|pode me chamar de|podes chamar-me|me chama de|(?:todo mundo|todos) me chamam de|eu sou (?:o|a)|sou (?:o|a)|sou|my name is|my name's|everyone calls me|i go by|i am|i'm|im|call me|it's|its)\s+/i,
  city: /^(?:(?:eu|nós|nos)\s+)?(?:(?:moro|moramos|vivo|vivemos|resido)\s+(?:agora\s+)?(?:em|no|na|nos|nas)|sou (?:de|do|da))\s+|^(?:(?:i|we) live in|live in|i'm in|i am in|i'm from|i am from|i'm based in|based in|em|no|na|in|from)\s+/i,
  occupation:
    /^(?:eu\s+)?(?:trabalho como|trabalho de|trabalho com|trabalho na|trabalho no|trabalho em|atuo como|sou (?:um|uma)|sou|(?:i\s+)?work(?:ing)? as an?|(?:i\s+)?work(?:ing)? as|i work in|i work at|i work for|i do|i'm an?|i am an?|i'm|i am|im an?|as an?)\s+/i,
  appointment_times: /^(?:prefiro|de preferência|melhor|i prefer|prefer|best is|ideally)\s+/i,
};

/** "41", "tenho 41 anos", "I'm 41", "41 years old" → "41"; anything without a plausible age → "". */
function ageAnswer(text: string): string {
  const m = /\b(\d{1,3})\b/.exec(text);
  const n = m ? Number(m[1]) : Number.NaN;
  return n >= 1 && n <= 120 ? String(n) : '';
}

/** The answer without the sentence around it ("meu nome é Rafael" / "I'm Rafael" → "Rafael"). */
export function cleanAnswer(row: string, text: string): string {
  let t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  if (row === 'age') return ageAnswer(t);
  const lead = LEADS[row];
  if (lead) t = t.replace(lead, '');
  return t.slice(0, MAX_ANSWER);
}

/** One clause of an answer: where a dash, semicolon, comma or full stop ends it ("Dana — project manager — mornings"). */
const CLAUSE_BREAK = /\s+[—–|]\s+|\s*[—–;|\n]\s*|,\s+|\.\s+|\s+-\s+/;
/** "… e tenho 41", "… and work as a teacher": a new statement about oneself joined by "e"/"and". */
const JOINED_STATEMENT = /\s+(?:e|and)\s+(?=(?:eu\s+|i\s+)?(?:tenho|moro|vivo|trabalho|sou|work|live|am|i'm|im|was|have)\b)/iu;
/** Joining words a clause may open with once split ("mas pode me chamar de Bia", "and I'm 41"). */
const OPENER = /^(?:e|mas|and|but|also|também|tambem)\s+/iu;

/** Leads that say which question a clause answers, tried in order (a number with "tenho"/"I'm" is an age, "sou de Braga" a city). */
const CUES: Array<[string, RegExp]> = [
  ['age', /^(?:(?:eu\s+)?tenho|i'm|i am|im|aged?|idade:?|age:?)\s+\d{1,3}\b|^\d{1,3}\s*(?:anos|years?|yrs?|y\.?o\b)/iu],
  [
    'name',
    /^(?:(?:o\s+)?meu nome (?:é|e)|me chamo|eu me chamo|chamo-me|pode me chamar de|podes chamar-me|me chama de|(?:todo mundo|todos) me chamam de|my name is|my name's|call me|everyone calls me|i go by)\s+\S/iu,
  ],
  ['name', /^(?:eu sou|sou|i'm|i am|im|it's)\s+(?:(?:o|a)\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*$/u],
  [
    'city',
    /^(?:(?:eu|nós|nos|i|we)\s+)?(?:moro|moramos|vivo|vivemos|resido|live|am based|'m based|based)\s+(?:(?:agora|hoje|now|currently)\s+)?(?:em|no|na|nos|nas|in|at)\s+\S|^(?:sou|i'm|i am|im)\s+(?:de|do|da|from)\s+\p{Lu}/iu,
  ],
  ['appointment_times', /^(?:eu\s+)?(?:prefiro|de preferência|de preferencia|i prefer|prefer|preferably|ideally)\b/iu],
  [
    'occupation',
    /^(?:(?:eu|i)\s+)?(?:trabalho|atuo|work|working)\s+(?:como|de|com|na|no|em|numa|num|as|at|in|for)\b|^(?:eu\s+)?sou\s+(?!(?:de|do|da|o|a)\b)\p{Ll}|^(?:i'm|i am|im)\s+an?\s+\p{L}|^i do\s+\p{L}/iu,
  ],
];

/** A clock in a clause ("antes das 9h", "after 4pm", "14:30"): it says a preferred time. */
const CLOCK = /\b\d{1,2}(?::\d{2})?\s?(?:h|am|pm|a\.m\.|p\.m\.)(?!\p{L})|\b\d{1,2}:\d{2}\b|\b(?:antes|depois|before|after|until|till|até|ate)\s+(?:das?\s+|as\s+|às\s+)?\d{1,2}\b/iu;
/** A clause that is only a place: capitalised words, with "de/do/da" between ("Rio de Janeiro", "New York"). */
const placeLike = (clause: string) => /^\p{Lu}[\p{L}'.-]*(?:\s+(?:(?:de|do|da|dos|das)\s+)?\p{Lu}[\p{L}'.-]*)*$/u.test(clause);

const TIME_PHRASES = phrasesOf(TIME_WORDS);
const JOB_PHRASES = phrasesOf(JOB_WORDS);
const GREETING_PHRASES = new Set(phrasesOf(GREETINGS));

/** Whether one of `phrases` (folded, longest first) is a whole word or phrase of `text`. */
function hasPhrase(text: string, phrases: readonly string[]): boolean {
  const words = ` ${foldedWords(text).join(' ')} `;
  return phrases.some(p => words.includes(` ${p} `));
}

/** The clauses of an answer, greetings left out ("Hi, I'm Tom, I live in Leeds and work as a teacher" → "I'm Tom", "I live in Leeds", "work as a teacher"). */
function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .flatMap(c => c.split(JOINED_STATEMENT))
    .map(c =>
      c
        .trim()
        .replace(/[.!?]+$/, '')
        .replace(OPENER, '')
        .trim(),
    )
    .filter(c => c && !GREETING_PHRASES.has(foldedWords(c).join(' ')));
}

/**
 * Which question a clause with no lead answers: a clock is a time ("after 4pm"), a job word or a
 * workplace is work ("project manager at a software company", even "early years teacher"), then
 * day and time words, a lone number an age, a place name the city; else the clause before it goes on.
 */
function unledRow(clause: string, before: string): string {
  if (CLOCK.test(clause)) return 'appointment_times';
  if (hasPhrase(clause, JOB_PHRASES)) return 'occupation';
  if (hasPhrase(clause, TIME_PHRASES)) return 'appointment_times';
  if (/^\d{1,3}$/.test(clause)) return 'age';
  if (placeLike(clause)) return 'city';
  return before;
}

/**
 * The question the opening clause answers: the one asked, unless it is plainly a preferred time
 * ("só de manhã" to "what do you do for work?"); a name is never read as a day ("Domingos").
 */
function firstRow(asked: string, clause: string): string {
  if (asked === 'name' || asked === 'appointment_times' || hasPhrase(clause, JOB_PHRASES)) return asked;
  return CLOCK.test(clause) || hasPhrase(clause, TIME_PHRASES) ? 'appointment_times' : asked;
}

/** Which question a clause answers by its lead alone, or null. */
const cuedRow = (clause: string): string | null => {
  // The lead is matched in lower case ("Sou a Rita", "I'm Tom"), the name after it as written.
  const lowLead = clause.replace(/^\S+/, w => w.toLowerCase());
  const row = CUES.find(([, re]) => re.test(lowLead))?.[0] ?? null;
  // "prefiro" leads a time only when a time follows ("prefiro não dizer" answers nothing).
  return row === 'appointment_times' && !CLOCK.test(clause) && !hasPhrase(clause, TIME_PHRASES) ? null : row;
};

/**
 * Every answer a free-form reply gives, by profile row: the clause that opens it answers the
 * question asked unless it says otherwise; each other clause answers what its lead, a clock or
 * day word (a preferred time), a job word (work), an age, or a place name says it is; a clause
 * that says none of these goes on with the one before it ("enfermeira, no hospital da cidade").
 * "Dana — project manager at a software company — weekday mornings before 10 or after 4pm" →
 * name, occupation and times.
 */
export function readAnswers(row: string, text: string): Record<string, string> {
  const parts: Array<{row: string; text: string}> = [];
  for (const [i, clause] of clausesOf(text).entries()) {
    const cued = cuedRow(clause);
    const guessed = cued ?? (i === 0 ? firstRow(row, clause) : unledRow(clause, parts.at(-1)?.row ?? row));
    const last = parts.at(-1);
    // Clauses of one answer in a row stay together ("de manhã, antes das 10h"; "Porto, Portugal");
    // one with a lead of its own says it again ("Sou a Ana Beatriz, mas todos me chamam de Bia").
    if (last && last.row === guessed && !(cued && cuedRow(last.text))) last.text += `, ${clause}`;
    else parts.push({row: guessed, text: clause});
  }
  const out: Record<string, string> = {};
  for (const p of parts) {
    const value = cleanAnswer(p.row, p.text);
    // The first answer to a row stands; the question asked takes the clause that answers it.
    if (value && (out[p.row] === undefined || p.row === 'name')) out[p.row] = value;
  }
  return out;
}

export function reduce(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  if (state.status !== 'asking') return state;
  if (event.type === 'skip-all') return {...state, status: 'skipped'};
  const q = QUESTIONS[state.step]!;
  // What this reply said about the other questions is kept too, and those are not asked again.
  const said = readAnswers(q.row, event.text);
  const answers = {...said, ...state.answers, ...(said[q.row] ? {[q.row]: said[q.row]!} : {})};
  let step = state.step + 1;
  while (step < QUESTIONS.length && answers[QUESTIONS[step]!.row] !== undefined) step++;
  return step >= QUESTIONS.length ? {status: 'done', step, answers} : {status: 'asking', step, answers};
}

/** The question to show, in the user's language, with "2/4" progress; null when finished. */
export function currentQuestion(state: OnboardingState, lang: Language, variety: PtVariety | null = null): {text: string; progress: string} | null {
  if (state.status !== 'asking') return null;
  const q = QUESTIONS[state.step]!;
  return {text: inWords(q, lang, variety), progress: `${state.step + 1}/${QUESTIONS.length}`};
}

/** What a row's answer is called in the line that says back what was kept. */
const KEPT_LABEL: Record<string, {pt: string; en: string}> = {
  name: {pt: 'nome', en: 'name'},
  city: {pt: 'cidade', en: 'city'},
  occupation: {pt: 'trabalho', en: 'work'},
  age: {pt: 'idade', en: 'age'},
  appointment_times: {pt: 'horários', en: 'times'},
};

/**
 * The answers kept so far, said back in one line ("Anotado — nome: Rita · cidade: Braga · idade: 41"),
 * so someone who said it all at once sees why the next questions are not asked; null before any.
 */
export function keptLine(answers: Record<string, string>, lang: Language): string | null {
  const bits = QUESTIONS.filter(q => answers[q.row]).map(q => `${KEPT_LABEL[q.row]![lang]}: ${answers[q.row]}`);
  return bits.length ? `${lang === 'pt' ? 'Anotado' : 'Noted'} — ${bits.join(' · ')}` : null;
}
