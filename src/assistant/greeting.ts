import {recentSummaries} from '../store/conversations.js';
import type {Store} from '../store/store.js';
import type {Language} from '../domain/types.js';
import {detectLanguage} from '../understanding/index.js';
import {dueLines} from './due.js';
import {say} from './phrasing.js';

/** The user's language as last seen: their latest message, else Portuguese. */
export function userLanguage(store: Store): Language {
  const last = store.db.prepare("SELECT content FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT 1").pluck().get() as string | undefined;
  return last ? detectLanguage(last) : 'pt';
}

/**
 * The chat's opening: what is due, and two or three suggestions drawn from recent conversation
 * summaries (seed design UC3), so the user can pick up where they left off.
 */
export async function greeting(store: Store): Promise<{text: string; due: string[]; suggestions: string[]; language: Language}> {
  const lang = userLanguage(store);
  const due = dueLines(store, lang, {seen: true});
  const suggestions: string[] = [];
  for (const s of recentSummaries(store.db, 3)) {
    const first = s.summary.split(/(?<=[.!?])\s+/).at(-1)!.replace(/[.!?]+$/, '');
    suggestions.push(say(lang, `Retomar: ${first.slice(0, 80)}`, `Pick up: ${first.slice(0, 80)}`));
  }
  if (suggestions.length < 2) suggestions.push(say(lang, 'Conte sobre alguém da família ("Minha filha Susana tem 16 anos")', 'Tell me about someone ("My daughter Emma is 12")'));
  if (suggestions.length < 3) suggestions.push(say(lang, 'Pergunte "quando fui no dentista?"', 'Ask "when did I last go to the dentist?"'));
  const hour = store.now.getHours();
  const name = store.db.prepare("SELECT value FROM profile WHERE key = 'name'").pluck().get() as string | undefined;
  const part = lang === 'pt' ? (hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite') : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  const hello = `${part}${name ? `, ${name}` : ''}!`;
  const text = due.length ? `${hello} ${say(lang, 'Pendências:', 'Due:')}` : `${hello} ${say(lang, 'Nada pendente por agora.', 'Nothing is due right now.')}`;
  return {text, due, suggestions: suggestions.slice(0, 3), language: lang};
}
