/**
 * "o q eu tenho hj?", "what have i got this week?", "o que tenho segunda?", "o q o caio tem na
 * quarta?", "tem algum aniversário nesta semana?": the agenda of the days asked, in a sentence.
 */
import {sayWhen} from '../world/say-item.js';
import {format} from 'date-fns/format';
import {agendaBetween} from '../../agenda/agenda.js';
import type {AgendaItem} from '../../domain/records.js';
import {localDay} from '../../time/day.js';
import {say} from '../phrasing.js';
import {spanDays, type DaySpan} from '../../understanding/day-words.js';
import {itemPhrase, itemWhat, type Named} from './agenda-phrase.js';
import {listPets} from '../../store/pets.js';
import {genderByEnding} from '../../text/gender.js';
import {dayPhrase, shortDate} from './say-days.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {peopleNamed} from './who-words.js';
import {fold} from '../../text/words.js';
import {kindWords} from '../../text/kind-words.js';
import {openTasks} from '../../store/task-list.js';
import {joinList, weekdayName, whose} from '../../text/phrases.js';
import {capitalise, displayName} from '../../text/names.js';
import {ASKS_BIRTHDAYS} from '../../understanding/replies.js';
import {clockText} from '../../text/clock.js';

/** More than this many items and the sentence stops being readable: the rest is counted. */
const MAX_ITEMS = 6;

/** How many items a reply names: all when only one would be left over ("e mais 1" hid the week's dentist). */
const shownOf = (total: number) => (total <= MAX_ITEMS + 1 ? total : MAX_ITEMS);

/** A series on this many days of the span asked is a routine, said once (a weekday stand-up, daily meds). */
const ROUTINE_DAYS = 3;

/** In work mode work comes first; otherwise the agenda's own order (date, then time). */
export function workFirst(items: AgendaItem[], mode: string): AgendaItem[] {
  return mode === 'work' ? [...items.filter(i => i.context === 'work'), ...items.filter(i => i.context !== 'work')] : items;
}

/** Items booked for a time that already passed today: no longer pending. */
export function passedToday(item: AgendaItem, now: Date): boolean {
  return item.date === localDay(now) && !!item.time && item.source !== 'task' && item.time < format(now, 'HH:mm');
}

function listOf(items: AgendaItem[], ctx: AnswerContext, named: Named[], omitPerson: boolean): string {
  const shown = items.slice(0, shownOf(items.length)).map(i => {
    const late = i.source === 'task' && i.date < localDay(ctx.now) ? say(ctx.lang, ' (atrasada)', ' (overdue)') : '';
    return itemPhrase(i, ctx.lang, named, {omitPerson}) + late;
  });
  const more = items.length - shown.length;
  if (more > 0) shown.push(say(ctx.lang, `mais ${more}`, `${more} more`));
  return joinList(shown, ctx.lang);
}

/** The agenda answer for a span of days. */
export function answerAgenda(ctx: AnswerContext, span: DaySpan): Answer {
  const {lang, now} = ctx;
  const {from, to} = spanDays(span, now);
  const today = localDay(now);
  let items = agendaBetween(ctx.db, {from, to, now});
  // A pet's care is said with the pet's own article, as a person's visit is ("vacina da Mel", "veterinário do Rex").
  const named: Named[] = [...ctx.people, ...listPets(ctx.db).map(p => ({name: p.name, gender: p.gender ?? genderByEnding(p.name), relation: null}))];
  // Overdue tasks belong to a question about today or the days ahead, not to "next Monday".
  if (from > today) items = items.filter(i => i.date >= from);
  const person = peopleNamed(ctx.message, ctx.people)[0];
  if (person) items = items.filter(i => i.person === person.name || fold(i.title).includes(fold(person.name)));
  const text = fold(ctx.message);
  const birthdaysOnly = ASKS_BIRTHDAYS.test(text);
  if (birthdaysOnly) items = items.filter(i => i.source === 'birthday' || i.kind === 'birthday');
  const kind = checkupKindIn(ctx.message);
  if (kind) items = items.filter(i => i.kind === kind);
  const passed = items.filter(i => passedToday(i, now));
  items = workFirst(
    items.filter(i => !passedToday(i, now)),
    ctx.context,
  );

  const single = from === to;
  const when = single
    ? dayPhrase(from, now, lang)
    : span.kind === 'week'
      ? say(lang, 'esta semana', 'this week')
      : span.kind === 'next-week'
        ? say(lang, 'na próxima semana', 'next week')
        : span.kind === 'weekend'
          ? now.getDay() === 0
            ? say(lang, 'no próximo fim de semana', 'next weekend')
            : say(lang, 'no fim de semana', 'this weekend')
          : span.kind === 'month'
            ? say(lang, 'este mês', 'this month')
            : span.kind === 'next-month'
              ? say(lang, 'no mês que vem', 'next month')
              : span.kind === 'until'
                ? say(lang, `até ${weekdayName(span.day, 'pt')} (${shortDate(to, now, lang)})`, `until ${weekdayName(span.day, 'en')} (${shortDate(to, now, lang)})`)
                : say(lang, 'nos próximos dias', 'in the next few days');
  const subject = person ? displayName(person.name) : null;
  if (!items.length) {
    const nothing = birthdaysOnly
      ? say(lang, `Nenhum aniversário ${when.startsWith('n') || when.startsWith('e') ? when : `para ${when}`}.`, `No birthdays ${when}.`)
      : subject
        ? say(lang, `${capitalise(when)} ${subject} não tem nada marcado.`, `${subject} has nothing scheduled ${when}.`)
        : say(lang, `Nada marcado ${when.startsWith('n') || when.startsWith('e') ? when : `para ${when}`}.`, `Nothing scheduled ${when}.`);
    const first = passed[0];
    const article = first && first.source === 'checkup' ? (kindWords(first.kind, 'pt').female ? 'A ' : 'O ') : '';
    // The hour on the user's clock, as the agenda writes it ("das 16h", "at 4 pm").
    const gone = first
      ? ' ' +
        say(
          lang,
          `${article}${article ? itemWhat(first, lang, named) : capitalise(itemWhat(first, lang, named))} das ${clockText(first.time!, 'pt')} já passou — como foi?`,
          `The ${itemWhat(first, lang, named).replace(/^an? /, '')} at ${clockText(first.time!, 'en')} has passed — how did it go?`,
        )
      : '';
    // Nothing booked, but open tasks without a date are still things to do.
    const undated =
      !gone && from === today && !person
        ? openTasks(ctx.db)
            .filter(t => !t.due)
            .slice(0, 3)
            .map(t => t.description)
        : [];
    const todo = undated.length ? ' ' + say(lang, `Tarefas abertas: ${joinList(undated, lang)}.`, `Open tasks: ${joinList(undated, lang)}.`) : '';
    return answer(nothing + gone + todo);
  }
  if (single && birthdaysOnly) {
    // "de quem é o aniversário hoje?": whose, with the age they turn that day.
    const whoseDay = items.map(i => {
      const p = ctx.people.find(x => x.name === i.person);
      // The age today, one more on a birthday still ahead.
      const age = p?.birthday && p.age != null ? p.age + (from > today ? 1 : 0) : null;
      const of = i.person ? whose({name: i.person, gender: (p?.gender as 'female' | 'male' | null) ?? null}, lang) : say(lang, `de ${i.title}`, `${i.title}'s`);
      return say(lang, `${of}${age !== null ? ` (${age} anos)` : ''}`, `${of} birthday${age !== null ? ` (turning ${age})` : ''}`);
    });
    return answer(say(lang, `${capitalise(when)} é o aniversário ${joinList(whoseDay, lang)}.`, `${capitalise(when.replace(/^on /, ''))} is ${joinList(whoseDay, lang)}.`));
  }
  if (single) {
    const list = listOf(items, ctx, named, !!subject);
    // English event titles carry no article ("council project deadline"): a colon reads right for any item.
    return answer(
      subject
        ? say(lang, `${capitalise(when)} ${subject} tem ${list}.`, `${capitalise(when)}, ${subject} has ${list}.`)
        : say(lang, `${capitalise(when)} você tem ${list}.`, `${capitalise(when)}: ${list}.`),
    );
  }
  // A routine (one series on ROUTINE_DAYS or more days of the span: the daily stand-up) is said once
  // at the end, so it never crowds out the week's one-off items.
  const occurrences = new Map<string, AgendaItem[]>();
  for (const i of items) if (i.source === 'event') occurrences.set(i.id, [...(occurrences.get(i.id) ?? []), i]);
  // A trip spans its days: said once, on its first day here, with its last ("hen do, to Sunday, May 10").
  const spanned = new Set<string>();
  items = items.flatMap(i => {
    if (!i.endDate) return [i];
    if (spanned.has(i.id)) return [];
    spanned.add(i.id);
    return [{...i, title: `${i.title} ${say(lang, `(até ${sayWhen(i.endDate, null, lang)})`, `(to ${sayWhen(i.endDate, null, lang)})`)}`}];
  });
  const routines = [...occurrences.values()].filter(o => o.length >= ROUTINE_DAYS && !o[0]!.endDate);
  const routineIds = new Set(routines.map(o => o[0]!.id));
  const usual = routines.map(o => `${itemPhrase(o[0]!, lang, named, {omitPerson: !!subject})} ${say(lang, `(${o.length} dias)`, `(${o.length} days)`)}`);
  items = items.filter(i => !routineIds.has(i.id));
  // Several days: one clause per day, in date order.
  const days = [...new Set(items.map(i => i.date))].sort();
  const parts: string[] = [];
  let count = 0;
  const limit = shownOf(items.length);
  for (const day of days) {
    if (count >= limit) break;
    const ofDay = items.filter(i => i.date === day).slice(0, limit - count);
    count += ofDay.length;
    const label = day < today ? say(lang, 'atrasado', 'overdue') : dayPhrase(day, now, lang).replace(/^(na|no|on) /, '');
    parts.push(
      `${label}, ${joinList(
        ofDay.map(i => itemPhrase(i, lang, named, {omitPerson: !!subject})),
        lang,
      )}`,
    );
  }
  const rest = items.length - count;
  const tail = rest > 0 ? say(lang, ` (e mais ${rest})`, ` (and ${rest} more)`) : '';
  const routine = usual.length ? say(lang, `${parts.length ? '; e, como sempre, ' : ''}${joinList(usual, lang)}`, `${parts.length ? '; and, as usual, ' : ''}${joinList(usual, lang)}`) : '';
  return answer(`${capitalise(when)}${subject ? ` (${subject})` : ''}: ${parts.join('; ')}${tail}${routine}.`);
}
