import {agendaBetween} from '../agenda/agenda.js';
import type {AgendaItem} from '../domain/records.js';
import type {Language} from '../domain/types.js';
import {clockText} from '../text/clock.js';
import {readProfile} from '../store/profile.js';
import {openItems} from '../store/world-items.js';
import {sayItem, sayWhen} from './world/say-item.js';
import {recentlyMentionedPeople, recentOpenTasks} from '../store/recent-activity.js';
import type {Store} from '../store/store.js';
import {fold, tokenize} from '../text/words.js';
import {localDay} from '../time/day.js';
import {dueLines} from './due.js';
import {userLanguage} from '../store/user-language.js';
import {userVariety} from '../store/user-variety.js';
import {say} from './phrasing.js';
import {capitalise} from '../text/names.js';
import {titleMidSentence} from '../text/phrases.js';
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

/** One agenda item as a sentence: "15h: pediatra (Clara)." / "3 pm: physio (Dad)." / "Tarefa: renovar a CNH." — by the agenda's own title for it. */
function agendaLine(item: AgendaItem, lang: Language): string {
  const what = item.source === 'task' || item.kind === 'task' ? say(lang, `tarefa: ${item.title}`, `task: ${item.title}`) : item.source === 'checkup' ? titleMidSentence(item.title) : item.title;
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

/** How far ahead "coming up" looks: the week the agenda shows. */
const SOON_DAYS = 7;

/**
 * The next booking after today within the week (a visit, an event, someone else's), named by what
 * it is and whose, with its day: "a fisio do seu pai, terça, 15/12, às 8h". Repeating events are
 * left out (a weekly class is always next), as is anything already said above.
 */
function comingUp(store: Store, lang: Language, shown: string): string | null {
  const today = localDay(store.now);
  const tomorrow = addDays(today, 1);
  const last = addDays(today, SOON_DAYS);
  const next = openItems(store.db, tomorrow)
    .filter(i => !i.rrule && i.date && i.date >= tomorrow && i.date <= last)
    .sort((a, b) => `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`));
  for (const item of next) {
    const what = sayItem(item, lang);
    if (alreadySaid(what, shown)) continue;
    return `${what}, ${sayWhen(item.date!, item.time, lang)}`;
  }
  return null;
}

/**
 * Two or three things the user can act on, each named by its item, never a fragment of what was
 * said (a summary's sentence read "Pick up: “rebooked for dec 19 at 9”"): an open task, the next
 * booking of the week, a person of recent conversations to ask about, then generic prompts.
 * Nothing already in `shown` (due and agenda lines) is repeated.
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
  const soon = comingUp(store, lang, shown.join(' '));
  if (soon) add(say(lang, `Em breve: ${soon}.`, `Coming up: ${soon}.`));
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
  // The examples are for the user to say, so they are said as they would say them (a rewrite never touches a quote).
  const portugal = lang === 'pt' && userVariety(store.db) === 'pt-PT';
  add(
    say(
      lang,
      portugal ? 'Fale-me de alguém da família ("A minha filha Susana tem 16 anos")' : 'Conte sobre alguém da família ("Minha filha Susana tem 16 anos")',
      'Tell me about someone ("My daughter Emma is 12")',
    ),
  );
  add(say(lang, portugal ? 'Pergunte "quando fui ao dentista?"' : 'Pergunte "quando fui no dentista?"', 'Ask "when did I last go to the dentist?"'));
  return out;
}

/**
 * The chat's opening (and /new's): what is due, today's agenda and two or three suggestions
 * drawn from what the store holds (seed design UC3), each a short sentence naming its item.
 * `seen`: the due items are being shown to the user now, so cron need not repeat them.
 */
export async function greeting(store: Store, opts: {seen?: boolean} = {seen: true}): Promise<Greeting> {
  const lang = userLanguage(store.db);
  const due = dueLines(store, lang, {seen: opts.seen});
  const today = localDay(store.now);
  // An appointment already announced by a due line ("Hoje a Ana tem dentista às 15h") is not listed twice.
  const dueText = fold(due.join(' '));
  const agenda = agendaBetween(store.db, {from: today, to: today, now: store.now, language: lang})
    .filter(item => {
      // The agenda's title is what the due line says too ("fisio", "physio"); the kind's noun is not always ("consulta").
      const noun = item.source === 'checkup' ? titleMidSentence(item.title) : item.title;
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
