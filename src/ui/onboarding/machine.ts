/**
 * The optional first-run onboarding: a few questions about the user (name, city, work,
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

/** Four questions: enough to make reminders and answers personal, few enough to not be a form. */
export const QUESTIONS: readonly Question[] = [
  {row: 'name', pt: 'Como você quer que eu te chame?', en: 'What should I call you?'},
  {row: 'city', pt: 'Em que cidade você mora?', en: 'Which city do you live in?'},
  {row: 'occupation', pt: 'Com o que você trabalha?', en: 'What do you do for work?'},
  {row: 'appointment_times', pt: 'Que dias e horários são melhores para consultas? (ex.: segunda de manhã)', en: 'Which days and times suit you for appointments? (e.g. Monday mornings)'},
];

/** Longest answer kept: a name, a city or a sentence of preferences, never a pasted document. */
const MAX_ANSWER = 120;

export type OnboardingState = {status: 'asking'; step: number; answers: Record<string, string>} | {status: 'done' | 'skipped'; step: number; answers: Record<string, string>};

export type OnboardingEvent = {type: 'answer'; text: string} | {type: 'skip-all'};

export const startOnboarding = (): OnboardingState => ({status: 'asking', step: 0, answers: {}});

/** "meu nome é Rafael" / "I'm Rafael" → "Rafael": the answer without the sentence around it. */
export function cleanAnswer(row: string, text: string): string {
  let t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  if (row === 'name') t = t.replace(/^(meu nome é|meu nome e|me chamo|pode me chamar de|sou (o|a)|my name is|i am|i'm|call me)\s+/i, '');
  if (row === 'city') t = t.replace(/^(moro em|eu moro em|em|i live in|in)\s+/i, '');
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
