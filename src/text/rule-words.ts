/**
 * A recurrence said in words, for confirmations ("toda terça", "every other Friday", "todo dia 10").
 * Reads the RRULE bodies understanding writes (FREQ, INTERVAL, BYDAY, BYMONTHDAY); anything else
 * gets a plain "repete" / "repeats". Pure.
 */
import type {Language} from '../domain/types.js';
import {joinList, weekdayName} from './phrases.js';

/** RFC 5545 day codes in Date#getDay order (0 = Sunday). */
const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

type Day = (typeof DAYS)[number];

const WEEK_ORDER = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** Whether the days follow one another in the week (Monday to Sunday), as written. */
const inARow = (days: string[]) => days.every((d, k) => k === 0 || WEEK_ORDER.indexOf(d) === WEEK_ORDER.indexOf(days[k - 1]!) + 1);

/** "toda terça e quinta", "a cada 2 semanas (sexta)", "todo mês, dia 10", "every year"… */
export function ruleWords(rule: string, lang: Language): string {
  const parts = new Map(rule.split(';').map(p => p.split('=') as [string, string]));
  const freq = parts.get('FREQ');
  const interval = Number(parts.get('INTERVAL') ?? '1') || 1;
  const days = (parts.get('BYDAY') ?? '').split(',').filter((d): d is Day => (DAYS as readonly string[]).includes(d));
  const monthDay = parts.get('BYMONTHDAY');
  const pt = lang === 'pt';
  const name = (d: Day) => weekdayName(DAYS.indexOf(d), lang);
  const dayList = joinList(days.map(name), lang);
  switch (freq) {
    case 'DAILY':
      return interval === 1 ? (pt ? 'todo dia' : 'every day') : pt ? `a cada ${interval} dias` : `every ${interval} days`;
    case 'WEEKLY':
      if (!days.length) return interval === 1 ? (pt ? 'toda semana' : 'every week') : pt ? `a cada ${interval} semanas` : `every ${interval} weeks`;
      // Three days or more in a row are said as their run: "de segunda a sexta", "every weekday".
      if (interval === 1 && days.join() === 'MO,TU,WE,TH,FR') return pt ? 'de segunda a sexta' : 'every weekday';
      if (interval === 1 && days.length >= 3 && inARow(days)) return pt ? `de ${name(days[0]!)} a ${name(days.at(-1)!)}` : `every ${name(days[0]!)} to ${name(days.at(-1)!)}`;
      if (interval === 1) return pt ? `${days.every(d => d === 'SA' || d === 'SU') ? 'todo' : 'toda'} ${dayList}` : `every ${dayList}`;
      return pt ? `a cada ${interval} semanas (${dayList})` : interval === 2 ? `every other ${dayList}` : `every ${interval} weeks (${dayList})`;
    case 'MONTHLY':
      if (monthDay && /^-?\d+$/.test(monthDay)) {
        const n = Number(monthDay);
        if (n === -1) return pt ? 'no último dia de cada mês' : 'on the last day of every month';
        return pt ? `todo dia ${n}` : `every month on the ${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
      }
      return interval === 1 ? (pt ? 'todo mês' : 'every month') : pt ? `a cada ${interval} meses` : `every ${interval} months`;
    case 'YEARLY':
      return pt ? 'todo ano' : 'every year';
    default:
      return pt ? 'repete' : 'repeats';
  }
}
