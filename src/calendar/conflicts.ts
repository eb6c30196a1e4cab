/**
 * An event changed both in Magis and on the calendar since the last sync, merged as a calendar app
 * merges: each part (title, start, end, rule, single-day changes, status) changed on one side only
 * takes that side's change, so a phone's rename and Magis's move both survive; a part both sides
 * changed differently takes the later change, and the one it replaced is said in one sentence —
 * never dropped silently. Pure.
 */
import type {Language} from '../domain/types.js';
import {clockText} from '../text/clock.js';
import {weekdayDate} from '../text/phrases.js';
import {ruleWords} from '../text/rule-words.js';
import {toLocal} from '../time/zone.js';
import {type Part, PARTS, partOf} from './store-io.js';

type Shown = Parameters<typeof partOf>[0];

/** One part both sides changed, and whose change was kept. */
export interface Dropped {
  part: Part;
  kept: 'magis' | 'calendar';
  magis: Shown;
  calendar: Shown;
}

/**
 * The parts to take from the calendar, and those changed on both sides differently (`magisLater`:
 * Magis's change is the later one, so it is kept).
 */
export function mergeParts(base: Shown, magis: Shown, calendar: Shown, magisLater: boolean): {fromCalendar: Set<Part>; dropped: Dropped[]} {
  const fromCalendar = new Set<Part>();
  const dropped: Dropped[] = [];
  for (const part of PARTS) {
    const was = partOf(base, part);
    const mine = partOf(magis, part);
    const theirs = partOf(calendar, part);
    // Not changed on the calendar, or both made the same change.
    if (theirs === was || theirs === mine) continue;
    if (mine === was) fromCalendar.add(part);
    else if (magisLater) dropped.push({part, kept: 'magis', magis, calendar});
    else {
      fromCalendar.add(part);
      dropped.push({part, kept: 'calendar', magis, calendar});
    }
  }
  return {fromCalendar, dropped};
}

const PART_NAMES: Record<Part, [string, string]> = {
  title: ['o título', 'the title'],
  start: ['o dia e a hora', 'the day and time'],
  end: ['o fim', 'the end'],
  rule: ['a repetição', 'the repetition'],
  days: ['as mudanças de um dia só', 'the single-day changes'],
  status: ['o cancelamento', 'the cancellation'],
};

/** "sábado, 05/12, 19h" / "Saturday, Dec 5, 7 pm": a day and time on the user's clock. */
function when(tzid: string | null, date: string, time: string | null, lang: Language): string {
  const at = toLocal(tzid, date, time);
  return `${weekdayDate(at.date, lang)}${at.time ? `, ${clockText(at.time, lang)}` : ''}`;
}

/** A part's value as a person reads it, or '' when a value says nothing more than the part's name. */
function partText(part: Part, i: Shown, lang: Language): string {
  switch (part) {
    case 'title':
      return `“${i.title}”`;
    case 'start':
      return when(i.tzid, i.date, i.time, lang);
    case 'end':
      return i.endDate ? when(i.tzid, i.endDate, i.endTime, lang) : lang === 'pt' ? 'um dia só' : 'one day';
    case 'rule':
      // Said as the agenda says it ("toda quinta", "every Thursday"), not as the RRULE is written.
      // Its own parenthesis ("a cada 2 semanas (terça)") becomes a comma inside the note's.
      return i.rrule ? ruleWords(i.rrule, lang).replace(/ \(([^()]*)\)$/, ', $1') : lang === 'pt' ? 'sem repetição' : 'no repetition';
    case 'status':
      return i.status === 'cancelled' ? (lang === 'pt' ? 'cancelado' : 'cancelled') : lang === 'pt' ? 'de pé' : 'on';
    case 'days':
      return '';
  }
}

/**
 * One sentence for an event whose parts were changed on both sides: what was kept and what was
 * dropped, in the user's language. "“Dinner at grandma” was changed in Magis and on the calendar
 * (family): kept Magis's day and time (Saturday, Dec 5, 7 pm); the calendar's (Friday, Dec 4, 8 pm) was dropped."
 */
export function conflictNote(title: string, account: string, dropped: Dropped[], lang: Language): string {
  const parts = dropped.map(d => {
    const [namePt, nameEn] = PART_NAMES[d.part];
    const keptSide = d.kept === 'magis' ? d.magis : d.calendar;
    const lostSide = d.kept === 'magis' ? d.calendar : d.magis;
    let kept = partText(d.part, keptSide, lang);
    let lost = partText(d.part, lostSide, lang);
    // Two rules the words cannot tell apart ("repete" both) are told by the rules themselves.
    if (d.part === 'rule' && kept === lost) [kept, lost] = [keptSide.rrule ?? kept, lostSide.rrule ?? lost];
    if (lang === 'pt') {
      const who = d.kept === 'magis' ? 'do Magis' : 'da agenda';
      const other = d.kept === 'magis' ? 'a mudança da agenda' : 'a mudança do Magis';
      return `ficou ${namePt} ${who}${kept ? ` (${kept})` : ''}; ${other}${lost ? ` (${lost})` : ''} foi descartada`;
    }
    const who = d.kept === 'magis' ? "Magis's" : "the calendar's";
    const other = d.kept === 'magis' ? "the calendar's" : "Magis's";
    return `kept ${who} ${nameEn.replace(/^the /, '')}${kept ? ` (${kept})` : ''}; ${other}${lost ? ` (${lost})` : ''} was dropped`;
  });
  return lang === 'pt'
    ? `“${title}” mudou no Magis e na agenda ${account} ao mesmo tempo: ${parts.join('; ')}.`
    : `“${title}” was changed both in Magis and on the calendar ${account}: ${parts.join('; ')}.`;
}

/** A whole item's conflict, when it cannot be merged part by part (a checkup, a delete against an edit). */
export function wholeNote(title: string, account: string, kept: 'magis' | 'calendar', what: 'changed' | 'deleted-here' | 'deleted-there', lang: Language): string {
  if (what === 'deleted-there') {
    return lang === 'pt'
      ? `“${title}” foi apagado na agenda ${account} mas mudado no Magis: ficou a versão do Magis, enviada de volta.`
      : `“${title}” was deleted on the calendar ${account} but changed in Magis: Magis's version was kept and sent back.`;
  }
  if (what === 'deleted-here') {
    return lang === 'pt'
      ? `“${title}” foi apagado no Magis mas mudado na agenda ${account}: ficou a versão da agenda, de volta no Magis.`
      : `“${title}” was deleted in Magis but changed on the calendar ${account}: the calendar's version was kept, back in Magis.`;
  }
  return lang === 'pt'
    ? `“${title}” mudou no Magis e na agenda ${account} ao mesmo tempo: ficou a versão ${kept === 'magis' ? 'do Magis' : 'da agenda'} (a mais recente); a outra foi descartada.`
    : `“${title}” was changed both in Magis and on the calendar ${account}: kept ${kept === 'magis' ? "Magis's" : "the calendar's"} version (the later one); the other was dropped.`;
}
