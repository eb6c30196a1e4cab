/**
 * The human view of the agenda, grouped by day in the user's language: "Hoje", "Amanhã",
 * "Segunda, 23/11" / "Today", "Tomorrow", "Monday, Nov 23". Overdue tasks come first, under
 * "Atrasado" / "Overdue". Pure.
 */
import {format} from 'date-fns/format';
import type {AgendaItem} from '../domain/records.js';
import type {Language} from '../domain/types.js';
import {addDays} from '../time/arithmetic.js';
import {clockText} from '../text/clock.js';
import {agendaNumber} from './refs.js';
import {capitalise} from '../text/names.js';
import {dayText, untilDay, weekdayDate} from '../text/phrases.js';

const asDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** "Hoje" / "Amanhã" / "Ontem" / "Segunda, 23/11" (in the language's words), a year added when not this one's. */
export function dayLabel(day: string, today: string, lang: Language): string {
  if (day === today) return lang === 'pt' ? 'Hoje' : 'Today';
  if (day === addDays(today, 1)) return lang === 'pt' ? 'Amanhã' : 'Tomorrow';
  if (day === addDays(today, -1)) return lang === 'pt' ? 'Ontem' : 'Yesterday';
  return capitalise(weekdayDate(day, lang, day.slice(0, 4) !== today.slice(0, 4)));
}

/** "10h — Dermatologista" / "9 am — Swimming (Clara)": an event's title capitalised, a task's as written. */
function line(i: AgendaItem, lang: Language, overdue: boolean, ref?: number): string {
  const when = i.time ? `${clockText(i.time, lang)} — ` : '';
  const task = i.source === 'task' ? (lang === 'pt' ? 'Tarefa: ' : 'Task: ') : '';
  const named = i.person === 'user' || i.title.toLowerCase().includes(i.person.toLowerCase()) ? '' : ` (${capitalise(i.person)})`;
  const late = overdue ? (lang === 'pt' ? ` — venceu ${format(asDate(i.date), 'dd/MM')}` : ` — was due ${dayText(i.date, 'en')}`) : '';
  return `  ${ref === undefined ? '' : `${ref}. `}${when}${task}${task ? i.title : capitalise(i.title)}${named}${until(i, lang)}${late}`;
}

/** A span's end, said once on its line: " (até domingo, 03/01, 17h)" / " (until Sunday, Jan 3, 5 pm)". */
function until(i: AgendaItem, lang: Language): string {
  if (!i.endDate || i.endDate <= i.date) return '';
  return ` (${untilDay(i.endDate, lang, {endTime: i.endTime, fromDate: i.date})})`;
}

/**
 * The agenda as lines: a heading per day, then its items. `days` is the span shown, for the
 * empty message ("Nada na agenda nos próximos 7 dias."). `numbered`: each item starts with its
 * short number (refs.ts), which `agenda move/cancel/delete` take.
 */
export function formatAgenda(items: AgendaItem[], opts: {today: string; from: string; days: number; language: Language; numbered?: boolean}): string[] {
  const {today, language: lang} = opts;
  if (items.length === 0) {
    const span =
      opts.from === today
        ? lang === 'pt'
          ? opts.days <= 1
            ? 'hoje nem amanhã'
            : `nos próximos ${opts.days} dias`
          : opts.days <= 1
            ? 'today or tomorrow'
            : `in the next ${opts.days} days`
        : lang === 'pt'
          ? `a partir de ${dayLabel(opts.from, today, lang)}`
          : `from ${dayLabel(opts.from, today, lang)}`;
    return [lang === 'pt' ? `Nada na agenda ${span}.` : `Nothing on your agenda ${span}.`];
  }
  const out: string[] = [];
  // The number `agenda move|cancel|delete N` takes (refs.ts): the item's place in this listing.
  const number = (i: AgendaItem) => (opts.numbered ? agendaNumber(items, i) : undefined);
  const overdue = items.filter(i => i.source === 'task' && i.date < today && i.date < opts.from);
  if (overdue.length) {
    out.push(lang === 'pt' ? 'Atrasado' : 'Overdue');
    for (const i of overdue) out.push(line(i, lang, true, number(i)));
  }
  let current = '';
  for (const i of items) {
    if (overdue.includes(i)) continue;
    if (i.date !== current) {
      current = i.date;
      out.push(dayLabel(i.date, today, lang));
    }
    out.push(line(i, lang, false, number(i)));
  }
  return out;
}
