import {agendaBetween} from '../agenda/agenda.js';
import type {AgendaItem} from '../domain/records.js';
import type {Language} from '../domain/types.js';
import {kindWords} from '../text/kind-words.js';
import {clockText} from '../reminders/messages.js';
import {recentSummaries} from '../store/conversations.js';
import {readProfile} from '../store/profile.js';
import {recentlyMentionedPeople, recentOpenTasks} from '../store/recent-activity.js';
import type {Store} from '../store/store.js';
import {fold, tokenize} from '../text/words.js';
import {localDay} from '../time/day.js';
import {dueLines} from './due.js';
import {userLanguage} from '../store/user-language.js';
import {say} from './phrasing.js';
import {capitalise} from '../text/names.js';
import {addDays} from '../time/arithmetic.js';

export interface Greeting {
  text: string;
  due: string[];
  /** Today's agenda, one short sentence per item. */
  agenda: string[];
  suggestions: string[];
  language: Language;
}

/** A suggestion line stays readable on an 80-column terminal beside its bullet. */
const SUGGESTION_COLUMNS = 72;
/** How far back "recent" people reach for a suggestion: a fortnight of conversation. */
const RECENT_DAYS = 14;

/**
 * Shortens text to at most `max` characters at a word boundary, with "…" — never in the middle of
 * a word (the old greeting printed "preciso levar ele no ped").
 */
export function shortenAtWord(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 3 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

/** One agenda item as a sentence: "15h: pediatra (Clara)." / "3 pm: pediatrician (Clara)." / "Tarefa: renovar a CNH." */
function agendaLine(item: AgendaItem, lang: Language): string {
  const what = item.source === 'task' || item.kind === 'task' ? say(lang, `tarefa: ${item.title}`, `task: ${item.title}`) : item.source === 'checkup' ? kindWords(item.kind, lang).noun : item.title;
  const who = item.person && item.person !== 'user' ? ` (${capitalise(item.person)})` : '';
  const when = item.time ? `${clockText(item.time, lang)}: ` : '';
  return `${when ? when + what : capitalise(what)}${who}.`;
}

/**
 * `text` repeats what is already shown: half its words, or two of its longer words (a task or a
 * name and its subject: "renovar … passaporte"), appear there.
 */
function alreadySaid(text: string, shown: string): boolean {
  const words = tokenize(text).filter(w => w.length > 2);
  const have = new Set(tokenize(shown));
  const common = words.filter(w => have.has(w));
  return words.length > 0 && (common.length * 2 >= words.length || common.filter(w => w.length > 4).length >= 2);
}

/** A sentence of a conversation summary short enough to show whole, or null. */
function summarySentence(summary: string): string | null {
  const sentences = summary
    .split(/(?<=[.!?])\s+/)
    .map(s => s.trim())
    .filter(Boolean);
  // The newest sentence is last; one that does not fit is skipped rather than cut.
  for (const s of sentences.reverse()) {
    const body = s.replace(/[.!?]+$/, '');
    if (body.length >= 12 && body.length <= SUGGESTION_COLUMNS - 12 && /\s/.test(body)) return body;
  }
  return null;
}

/**
 * Two or three ways to pick up where the user left off, from structured data first (open tasks,
 * people of recent conversations), then a whole sentence of a recent conversation summary, then
 * generic prompts. Nothing already in `shown` (due and agenda lines) is repeated.
 */
function suggestionsFor(store: Store, lang: Language, shown: string[]): string[] {
  const seen = fold(shown.join(' '));
  const out: string[] = [];
  const add = (line: string) => {
    if (out.length < 3 && !out.includes(line)) out.push(line);
  };
  for (const t of recentOpenTasks(store.db, 3)) {
    if (seen.includes(fold(t.description))) continue;
    add(say(lang, `Ainda por fazer: ${shortenAtWord(t.description, SUGGESTION_COLUMNS - 18)}.`, `Still to do: ${shortenAtWord(t.description, SUGGESTION_COLUMNS - 14)}.`));
    if (out.length >= 1) break;
  }
  const since = addDays(store.now, -RECENT_DAYS).toISOString();
  for (const p of recentlyMentionedPeople(store.db, since, 2)) {
    if (out.length >= 2) break;
    add(
      say(
        lang,
        `Alguma novidade sobre ${capitalise(p.name)}? Pergunte "o que sabe sobre ${capitalise(p.name)}?"`,
        `Any news about ${capitalise(p.name)}? Ask "what do you know about ${capitalise(p.name)}?"`,
      ),
    );
  }
  for (const s of recentSummaries(store.db, 2)) {
    const sentence = summarySentence(s.summary);
    if (sentence && !alreadySaid(sentence, [...shown, ...out].join(' '))) add(say(lang, `Retomar: “${sentence}”`, `Pick up: “${sentence}”`));
  }
  add(say(lang, 'Conte sobre alguém da família ("Minha filha Susana tem 16 anos")', 'Tell me about someone ("My daughter Emma is 12")'));
  add(say(lang, 'Pergunte "quando fui no dentista?"', 'Ask "when did I last go to the dentist?"'));
  return out;
}

/**
 * The chat's opening (and /new's): what is due, today's agenda and two or three suggestions
 * drawn from recent conversations (seed design UC3), each a short sentence.
 * `seen`: the due items are being shown to the user now, so cron need not repeat them.
 */
export async function greeting(store: Store, opts: {seen?: boolean} = {seen: true}): Promise<Greeting> {
  const lang = userLanguage(store.db);
  const due = dueLines(store, lang, {seen: opts.seen});
  const today = localDay(store.now);
  // An appointment already announced by a due line ("Hoje a Ana tem dentista às 15h") is not listed twice.
  const dueText = fold(due.join(' '));
  const agenda = agendaBetween(store.db, {from: today, to: today, now: store.now})
    .filter(item => {
      const noun = item.source === 'checkup' ? kindWords(item.kind, lang).noun : item.title;
      const who = item.person === 'user' || dueText.includes(fold(item.person));
      return !(who && dueText.includes(fold(noun)) && (!item.time || dueText.includes(fold(clockText(item.time, lang)))));
    })
    .map(item => agendaLine(item, lang));
  const suggestions = suggestionsFor(store, lang, [...due, ...agenda]);
  const hour = store.now.getHours();
  const name = readProfile(store.db).name;
  const part = lang === 'pt' ? (hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite') : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  const hello = `${part}${name ? `, ${capitalise(name)}` : ''}!`;
  const status = due.length ? say(lang, 'Pendências:', 'Due:') : agenda.length ? '' : say(lang, 'Nada pendente por agora.', 'Nothing is due right now.');
  return {text: status ? `${hello} ${status}` : hello, due, agenda, suggestions, language: lang};
}
