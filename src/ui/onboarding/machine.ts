/**
 * The optional first-run onboarding: a few questions about the user (name, city, work, age,
 * appointment preferences) whose answers go to the profile. A pure state machine — the
 * component (onboarding.tsx) only renders it and feeds it key presses.
 * Enter on an empty answer skips that question; Esc skips the rest (one key).
 */
import type {Language} from '../../domain/types.js';

export interface Question {
  /** The profile row the answer is stored under (store/profile-keys.ts). */
  row: string;
  pt: string;
  en: string;
}

/** Five questions: enough to make reminders and answers personal, few enough to not be a form. */
export const QUESTIONS: readonly Question[] = [
  {row: 'name', pt: 'Como você quer que eu te chame?', en: 'What should I call you?'},
  {row: 'city', pt: 'Em que cidade você mora?', en: 'Which city do you live in?'},
  {row: 'occupation', pt: 'Com o que você trabalha?', en: 'What do you do for work?'},
  {row: 'age', pt: 'Quantos anos você tem?', en: 'How old are you?'},
  {row: 'appointment_times', pt: 'Que dias e horários são melhores para consultas? (ex.: segunda de manhã)', en: 'Which days and times suit you for appointments? (e.g. Monday mornings)'},
];

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
  name: /^(?:(?:oi|olá|ola|hi|hello|hey)[,!.]?\s+)?(?:meu nome é|meu nome e|me chamo|pode me chamar de|me chama de|eu sou (?:o|a)|sou (?:o|a)|sou|my name is|my name's|i am|i'm|im|call me|it's|its)\s+/i,
  city: /^(?:eu moro em|moro em|moro no|moro na|vivo em|em|no|na|i live in|i'm in|i am in|i'm from|i am from|in|from)\s+/i,
  occupation:
    /^(?:eu\s+)?(?:trabalho como|trabalho de|trabalho com|trabalho na|trabalho no|trabalho em|atuo como|sou (?:um|uma)|sou|i work as an?|i work as|i work in|i work at|i'm an?|i am an?|i'm|i am|im an?|as an?)\s+/i,
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

export function reduce(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  if (state.status !== 'asking') return state;
  if (event.type === 'skip-all') return {...state, status: 'skipped'};
  const q = QUESTIONS[state.step]!;
  const answer = cleanAnswer(q.row, event.text);
  const answers = answer ? {...state.answers, [q.row]: answer} : state.answers;
  const step = state.step + 1;
  return step >= QUESTIONS.length ? {status: 'done', step, answers} : {status: 'asking', step, answers};
}

/** The question to show, in the user's language, with "2/4" progress; null when finished. */
export function currentQuestion(state: OnboardingState, lang: Language): {text: string; progress: string} | null {
  if (state.status !== 'asking') return null;
  const q = QUESTIONS[state.step]!;
  return {text: lang === 'pt' ? q.pt : q.en, progress: `${state.step + 1}/${QUESTIONS.length}`};
}
