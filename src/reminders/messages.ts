/**
 * The sentences reminders say, in Portuguese (Brazil) and English. Pure: every input is passed in.
 */
import {kindWords} from '../text/kind-words.js';
import type {DueReason, Language, PersonInfo} from './types.js';
import {capitalise} from '../text/names.js';
import {subjectOf, weekdayDate, weekdayPlural, whose} from '../text/phrases.js';
import {clockText} from '../text/clock.js';

/** "a Ana" / "o Pedro" / "Ana" (gender unknown) / "sua mãe" / "você". Lower-case, for mid-sentence. */
export function subjectPt(p: PersonInfo | null): string {
  return p ? subjectOf(p, 'pt') : 'você';
}

/** " da Ana" / " do Pedro" / " de Ana" / " da sua mãe" / "" for the user (whose is implied). */
export function ofPt(p: PersonInfo | null): string {
  return p ? ` ${whose(p, 'pt')}` : '';
}

export function subjectEn(p: PersonInfo | null): string {
  return p ? subjectOf(p, 'en') : 'you';
}

export function possessiveEn(p: PersonInfo | null): string {
  return p ? whose(p, 'en') : 'your';
}

/** "6 meses", "1 ano", "1 mês" / "6 months", "1 year". */
export function spanText(months: number, lang: Language): string {
  if (months >= 12 && months % 12 === 0) {
    const y = months / 12;
    return lang === 'pt' ? `${y} ${y === 1 ? 'ano' : 'anos'}` : `${y} ${y === 1 ? 'year' : 'years'}`;
  }
  return lang === 'pt' ? `${months} ${months === 1 ? 'mês' : 'meses'}` : `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** Every time of day reminders write is on the user's one clock (text/clock.ts). */
export {clockText} from '../text/clock.js';

export interface MessageInput {
  reason: DueReason;
  kind: string;
  person: PersonInfo | null;
  language: Language;
  /** Days from today to the due date (negative when past). */
  daysUntil: number;
  /** Months since the last visit (interval items). */
  elapsedMonths?: number;
  intervalMonths?: number | null;
  time?: string | null;
  provider?: string | null;
  /** What a visit of no specialty is ("knee replacement"): said instead of its kind's noun. */
  label?: string | null;
  /** Days since a need was learned (needed items): after a week the offer becomes a nudge. */
  knownForDays?: number;
  /** The booking a need must come before, when its day is near (needed items). */
  before?: {date: string; kind: string; label: string | null};
  taskDescription?: string;
}

/** " (Raj)" after a task about someone its text does not name; "" otherwise. */
function taskWho(m: MessageInput, lang: Language): string {
  if (!m.person || (m.taskDescription ?? '').toLowerCase().includes(m.person.name.toLowerCase())) return '';
  return ` (${capitalise(lang === 'pt' ? subjectPt(m.person).replace(/^(a|o) /, '') : subjectEn(m.person))})`;
}

/** The one friendly sentence of a due item. */
export function dueMessage(m: MessageInput): string {
  return m.language === 'pt' ? messagePt(m) : messageEn(m);
}

function messagePt(m: MessageInput): string {
  const w = kindWords(m.kind, 'pt', m.label);
  switch (m.reason) {
    case 'needed': {
      if (m.before) {
        const b = kindWords(m.before.kind, 'pt', m.before.label);
        return `${capitalise(subjectPt(m.person))} precisa ${w.go} antes ${b.female ? 'da' : 'do'} ${b.noun} (${weekdayDate(m.before.date, 'pt')}) — que tal marcar?`;
      }
      const still = (m.knownForDays ?? 0) >= 7;
      return still ? `${capitalise(subjectPt(m.person))} ainda precisa ${w.go} — que tal marcar?` : `${capitalise(subjectPt(m.person))} precisa ${w.go} — quer que eu lembre você de marcar?`;
    }
    case 'interval_passed':
    case 'interval_soon': {
      const last = `${w.female ? 'a última' : 'o último'} ${w.noun}${ofPt(m.person)}`;
      if (m.reason === 'interval_passed') return `Faz ${spanText(Math.max(m.elapsedMonths ?? 0, m.intervalMonths ?? 0), 'pt')} desde ${last} — quer marcar?`;
      const when = m.daysUntil === 1 ? 'Amanhã' : `Em ${m.daysUntil} dias`;
      return `${when} faz ${spanText(m.intervalMonths ?? 0, 'pt')} desde ${last} — quer marcar?`;
    }
    case 'appointment_today':
    case 'appointment_tomorrow': {
      const when = m.reason === 'appointment_today' ? 'Hoje' : 'Amanhã';
      const at = m.time ? ` às ${clockText(m.time, 'pt')}` : '';
      const withWho = m.provider ? ` com ${m.provider}` : '';
      return `${when} ${subjectPt(m.person)} tem ${w.noun}${at}${withWho} — não esqueça!`;
    }
    case 'follow_up':
      return `Como foi ${w.female ? 'a' : 'o'} ${w.noun}${ofPt(m.person)}?`;
    case 'task_due':
      return `Para hoje: ${m.taskDescription ?? ''}${taskWho(m, 'pt')}.`;
    case 'task_tomorrow':
      return `Para amanhã: ${m.taskDescription ?? ''}${taskWho(m, 'pt')}.`;
    case 'task_overdue': {
      const ago = -m.daysUntil <= 1 ? 'ontem' : `há ${-m.daysUntil} dias`;
      return `A tarefa “${m.taskDescription ?? ''}”${taskWho(m, 'pt')} venceu ${ago} — já resolveu?`;
    }
  }
}

function messageEn(m: MessageInput): string {
  const w = kindWords(m.kind, 'en', m.label);
  switch (m.reason) {
    case 'needed': {
      const who = capitalise(subjectEn(m.person));
      const verb = m.person ? 'needs' : 'need';
      if (m.before) {
        // "Barbara needs … before her knee replacement": the person is already named.
        const own = !m.person || m.person.unnamed ? possessiveEn(m.person) : m.person.gender === 'female' ? 'her' : m.person.gender === 'male' ? 'his' : 'their';
        return `${who} ${verb} to ${w.go} before ${own} ${kindWords(m.before.kind, 'en', m.before.label).noun} on ${weekdayDate(m.before.date, 'en')} — time to book it?`;
      }
      return (m.knownForDays ?? 0) >= 7 ? `${who} still ${verb} to ${w.go} — time to book it?` : `${who} ${verb} to ${w.go} — want me to remind you to book it?`;
    }
    case 'interval_passed':
    case 'interval_soon': {
      const last = `${possessiveEn(m.person)} last ${w.noun}`;
      if (m.reason === 'interval_passed') return `It's been ${spanText(Math.max(m.elapsedMonths ?? 0, m.intervalMonths ?? 0), 'en')} since ${last} — time to schedule?`;
      const when = m.daysUntil === 1 ? 'Tomorrow' : `In ${m.daysUntil} days`;
      return `${when} it will be ${spanText(m.intervalMonths ?? 0, 'en')} since ${last} — time to schedule?`;
    }
    case 'appointment_today':
    case 'appointment_tomorrow': {
      const when = m.reason === 'appointment_today' ? 'Today' : 'Tomorrow';
      const at = m.time ? ` at ${clockText(m.time, 'en')}` : '';
      const withWho = m.provider ? ` with ${m.provider}` : '';
      return `${when}: ${possessiveEn(m.person)} ${w.noun}${at}${withWho} — don't forget!`;
    }
    case 'follow_up': {
      const thing = m.person ? `${possessiveEn(m.person)} ${w.noun}` : w.book?.startsWith('the ') ? w.book : `the ${w.noun}`;
      return `How did ${thing} go?`;
    }
    case 'task_due':
      return `Due today: ${m.taskDescription ?? ''}${taskWho(m, 'en')}.`;
    case 'task_tomorrow':
      return `Due tomorrow: ${m.taskDescription ?? ''}${taskWho(m, 'en')}.`;
    case 'task_overdue': {
      const ago = -m.daysUntil <= 1 ? 'yesterday' : `${-m.daysUntil} days ago`;
      return `The task “${m.taskDescription ?? ''}”${taskWho(m, 'en')} was due ${ago} — done yet?`;
    }
  }
}

/** "Você costuma marcar dentista às terças, 14h." / "You usually book the dentist on Tuesdays at 2 pm." */
export function patternMessage(kind: string, weekday: number, time: string | null, lang: Language): string {
  if (lang === 'pt') {
    return `Você costuma marcar ${kindWords(kind, 'pt').noun} ${weekdayPlural(weekday, 'pt')}${time ? `, ${clockText(time, 'pt')}` : ''}.`;
  }
  return `You usually book ${kindWords(kind, 'en').book} ${weekdayPlural(weekday, 'en')}${time ? ` at ${clockText(time, 'en')}` : ''}.`;
}

/** "Sua preferência: terças à tarde." */
export function preferenceMessage(preference: string, lang: Language): string {
  const text = preference.trim().replace(/[.!]+$/, '');
  return lang === 'pt' ? `Sua preferência: ${text}.` : `Your preference: ${text}.`;
}

/** How to quiet a nag, after its line: "(responda “já marquei” ou `magis remind snooze 2 7d`)". */
export function silenceHint(ref: number, lang: Language): string {
  return lang === 'pt' ? `(responda “já marquei” ou \`magis remind snooze ${ref} 7d\`)` : `(reply “booked it” or \`magis remind snooze ${ref} 7d\`)`;
}

/** The person as the JSON names them: "user" for the user. */
export const personName = (p: PersonInfo | null) => (p ? p.name : 'user');
