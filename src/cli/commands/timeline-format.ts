/**
 * The timeline as a person reads it, in their language: a heading per week ("Semana de 16/11" /
 * "Week of Nov 16"), its days' items with the people in them, then the week's most important
 * memories; for one person, a first line that sums their history up ("Bia: dentista 17/11,
 * oftalmologista 12/11, natação toda terça"). Pure.
 */
import {relationLabel} from '../../assistant/describe-person.js';
import {say} from '../../assistant/phrasing.js';
import {ruleWords} from '../../text/rule-words.js';
import {kindWords} from '../../text/kind-words.js';
import {checkupTitle} from '../../agenda/titles.js';
import type {TimelineItem, TimelineWeek} from '../../agenda/timeline.js';
import type {Language} from '../../domain/types.js';
import type {TimelinePerson} from '../../store/timeline.js';
import {displayName, capitalise} from '../../text/names.js';
import {fitWidth} from './people-tree.js';
import {dayText, joinList, untilDay, weekdayShort} from '../../text/phrases.js';
import {clockText} from '../../text/clock.js';

const asDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** "16/11" / "Nov 16" (with the year when it is not `year`'s). */
export function shortDay(day: string, lang: Language, year: string): string {
  // The user's order of day and month, as every reply says it ("16 Nov" in Britain).
  return dayText(day, lang, {year: day.slice(0, 4) !== year});
}

/** "Semana de 16/11" / "Week of Nov 16". */
export function weekLabel(week: string, lang: Language, year: string): string {
  return say(lang, `Semana de ${shortDay(week, lang, year)}`, `Week of ${shortDay(week, lang, year)}`);
}

/** "ter 17/11" / "Tue Nov 17". */
function dayTag(day: string, lang: Language, year: string): string {
  const wd = weekdayShort(asDate(day).getDay(), lang);
  return `${wd} ${shortDay(day, lang, year)}`;
}

export interface FormatOptions {
  language: Language;
  /** The year dates are shown without (the window's last). */
  year: string;
  width: number;
  people: TimelinePerson[];
}

/** "Bia (filha)", "sua mãe" / "your mother" for someone known only by kinship, "você" / "you". */
function personLabel(name: string, o: Pick<FormatOptions, 'language' | 'people'>): string {
  if (name === 'user') return say(o.language, 'você', 'you');
  const p = o.people.find(x => x.name === name);
  if (p?.unnamed) return say(o.language, `${p.gender === 'male' ? 'seu' : 'sua'} ${name.toLowerCase()}`, `your ${name.toLowerCase()}`);
  const rel = p?.relation ? ` (${relationLabel(p.relation, o.language, p.gender)})` : '';
  return `${displayName(name)}${rel}`;
}

function itemLine(i: TimelineItem, o: FormatOptions): string {
  const lang = o.language;
  const who = [i.person, ...i.with].filter(n => n !== 'user').map(n => personLabel(n, o));
  // The hour on the user's one clock ("8h", "8 am" or "08:00"), as agenda and remind write it.
  const bits = [`${dayTag(i.date, lang, o.year)}${i.time ? ` ${clockText(i.time, lang)}` : ''}`.padEnd(lang === 'pt' ? 15 : 19)];
  const task = i.source === 'task' ? say(lang, 'Tarefa feita: ', 'Task done: ') : '';
  bits.push(`${task}${task ? i.title : capitalise(i.title)}`);
  if (i.rrule) bits.push(`(${ruleWords(i.rrule, lang)})`);
  if (i.endDate) bits.push(`(${untilDay(i.endDate, lang, {fromDate: i.date})})`);
  let line = `  ${bits.join(' ')}`;
  if (who.length && i.source !== 'birthday') line += ` — ${joinList(who, lang)}`;
  if (i.source === 'checkup' || i.source === 'pet') {
    // "vacina marcada", "dentista marcado": the noun's gender, as kind-words knows it (a vet visit is
    // "veterinário"); a visit's own label has its own ("alergista marcado", "cirurgia marcada").
    const label = i.source === 'checkup' && i.title !== checkupTitle(i.kind, 'pt') ? i.title.charAt(0).toLowerCase() + i.title.slice(1) : null;
    const a = (i.source === 'checkup' || i.kind === 'vaccine') && kindWords(i.kind, 'pt', label).female ? 'a' : 'o';
    line += i.status === 'done' ? say(lang, `, feit${a}`, ', done') : say(lang, `, marcad${a}`, ', booked');
  }
  return fitWidth(line, o.width);
}

/** The weeks as lines; weeks with nothing in them are left out, and all empty says so in one sentence. */
export function formatTimeline(weeks: TimelineWeek[], o: FormatOptions): string[] {
  const out: string[] = [];
  for (const w of weeks) {
    if (!w.items.length && !w.memories.length) continue;
    if (out.length) out.push('');
    out.push(weekLabel(w.week, o.language, o.year));
    for (const i of w.items) out.push(itemLine(i, o));
    for (const m of w.memories) {
      const who = m.people.length ? ` — ${joinList(m.people.map(displayName), o.language)}` : '';
      out.push(fitWidth(`  ◦ ${m.content.replace(/\s+/g, ' ')}${who}`, o.width));
    }
  }
  return out;
}

/**
 * One person's history in a line, newest first: "Bia: dentista 17/11, oftalmologista 12/11,
 * natação toda terça". A recurring event is said once, with its rule.
 */
export function personSummary(name: string, weeks: TimelineWeek[], o: FormatOptions, max = 8): string {
  const items = weeks.flatMap(w => w.items).reverse();
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const i of items) {
    const title = i.title.charAt(0).toLowerCase() + i.title.slice(1);
    if (i.rrule) {
      const key = `event:${i.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      parts.push(`${title} ${ruleWords(i.rrule, o.language)}`);
    } else {
      parts.push(`${title} ${shortDay(i.date, o.language, o.year)}`);
    }
  }
  const shown = parts.length > max ? [...parts.slice(0, max), '…'] : parts;
  const head = displayName(name);
  if (!shown.length) {
    const n = weeks.reduce((a, w) => a + w.memories.length, 0);
    if (n) return say(o.language, `${head}: ${n} ${n === 1 ? 'lembrança' : 'lembranças'} nessas semanas.`, `${head}: ${n} ${n === 1 ? 'memory' : 'memories'} in these weeks.`);
    return say(o.language, `${head}: nada registrado nessas semanas.`, `${head}: nothing recorded in these weeks.`);
  }
  return fitWidth(`${head}: ${shown.join(', ')}`, o.width);
}
