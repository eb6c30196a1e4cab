/**
 * The sentences of event, birthday and follow-up reminders, in Portuguese (Brazil) and English.
 * Pure: every input is passed in.
 */
import {fold} from '../text/words.js';
import {clockText, ofPt, possessiveEn, subjectEn, subjectPt} from './messages.js';
import type {Language, PersonInfo} from './types.js';
import {capitalise} from '../text/names.js';
import {joinList, titleMidSentence, untilDay} from '../text/phrases.js';

/** Relation words as the user would say them about their own people. */
const RELATION_PT: Record<string, [string, string]> = {
  mother: ['sua mãe', 'f'],
  father: ['seu pai', 'm'],
  wife: ['sua esposa', 'f'],
  husband: ['seu marido', 'm'],
  daughter: ['sua filha', 'f'],
  son: ['seu filho', 'm'],
  sister: ['sua irmã', 'f'],
  brother: ['seu irmão', 'm'],
  grandmother: ['sua avó', 'f'],
  grandfather: ['seu avô', 'm'],
  friend: ['seu amigo', 'm'],
  boss: ['seu chefe', 'm'],
};
const RELATION_EN: Record<string, string> = {
  mother: 'your mom',
  father: 'your dad',
  wife: 'your wife',
  husband: 'your husband',
  daughter: 'your daughter',
  son: 'your son',
  sister: 'your sister',
  brother: 'your brother',
  grandmother: 'your grandmother',
  grandfather: 'your grandfather',
  friend: 'your friend',
  boss: 'your boss',
};

/**
 * "Hoje a Clara tem natação às 9h." / "Today: swimming class at 9 am (Clara)." Whose it is, always:
 * the others in it are named with the user ("Amanhã você e a Manu têm férias da escola"), unless the
 * title names them already; an event over several days says when it ends, with its hour when it
 * ends at one ("até quarta, 25/11, 17h", "until Wednesday, Nov 25, 5 pm"), as the agenda says it.
 */
export function eventMessage(e: {
  kind: string;
  title: string;
  time: string | null;
  person: PersonInfo | null;
  today: boolean;
  language: Language;
  titleNamed?: boolean;
  with?: PersonInfo[];
  endDate?: string;
  /** The hour a timed span ends on `endDate`. */
  endTime?: string;
  /** The occurrence's first day: the end's year is said when it is another. */
  date?: string;
}): string {
  const t = titleMidSentence(e.title, e.titleNamed);
  const others = (e.with ?? []).filter(p => p.name !== e.person?.name && !fold(t).includes(fold(p.name)));
  if (e.language === 'pt') {
    const when = e.today ? 'Hoje' : 'Amanhã';
    const at = e.time ? ` às ${clockText(e.time, 'pt')}` : '';
    const until = e.endDate ? ` (${untilDay(e.endDate, 'pt', spanEnd(e))})` : '';
    if (e.kind === 'deadline') return `${when} é o prazo: ${t}${at}.`;
    if (e.kind === 'birthday' || e.kind === 'anniversary') return celebrationPt(when, t, e.kind, e.person);
    const who = joinList([subjectPt(e.person), ...others.map(subjectPt)], 'pt');
    return `${when} ${who} ${others.length ? 'têm' : 'tem'} ${t}${at}${until}.`;
  }
  const when = e.today ? 'Today' : 'Tomorrow';
  const at = e.time ? ` at ${clockText(e.time, 'en')}` : '';
  const until = e.endDate ? ` ${untilDay(e.endDate, 'en', spanEnd(e))}` : '';
  const named = [...(e.person ? [capitalise(subjectEn(e.person))] : []), ...others.map(p => capitalise(subjectEn(p)))];
  const who = named.length ? ` (${e.person ? '' : 'with '}${joinList(named, 'en')})` : '';
  if (e.kind === 'deadline') return `Deadline ${when.toLowerCase()}: ${t}${at}.`;
  if (e.kind === 'birthday' && (bareBirthday(t) || e.person)) {
    return e.person ? `${when} is ${possessiveEn(e.person)} birthday!` : `${when} is a birthday — whose? Tell me and I'll note it.`;
  }
  return `${when}: ${t}${at}${until}${who}.`;
}

/** What `untilDay` needs of a span: its last hour, and its first day (for the year). */
const spanEnd = (e: {endTime?: string; date?: string}) => ({endTime: e.endTime ?? null, ...(e.date ? {fromDate: e.date} : {})});

/** A title that is only the word ("aniversario", "niver", "birthday"): it does not say whose. */
const bareBirthday = (title: string) => /^(?:o |the |a )?(?:anivers[aá]rio|niver|birthday|bday|b-day)$/i.test(title.trim());

/** "Hoje é aniversário da Bia!" — whose, always; a title that says more is kept ("Hoje é aniversário de casamento!"). */
function celebrationPt(when: string, title: string, kind: string, person: PersonInfo | null): string {
  if (kind === 'birthday' && bareBirthday(title)) {
    return person ? `${when} é aniversário${ofPt(person)}!` : `${when} é aniversário de alguém — de quem? Me diga que eu anoto.`;
  }
  const t = title.replace(/^anivers[aá]rio\b/i, 'aniversário');
  const named = person && !fold(t).includes(fold(person.name)) ? ` (${person.name})` : '';
  return `${when} é ${t}${named}!`;
}

/** One's own children and partner: no "want to send a message?" for them. */
const HOUSEHOLD = new Set(['son', 'daughter', 'stepson', 'stepdaughter', 'child', 'wife', 'husband', 'partner', 'spouse']);
const CHILDREN = new Set(['son', 'daughter', 'stepson', 'stepdaughter', 'child']);

/** "Amanhã é aniversário da Lourdes (sua mãe) — 60 anos!" / "Tomorrow is Lourdes's birthday (your mom) — turning 60!" */
export function birthdayMessage(b: {person: PersonInfo; relation: string | null; today: boolean; turning: number | null; language: Language}): string {
  if (b.language === 'pt') {
    const rel = b.relation && !b.person.unnamed ? RELATION_PT[b.relation]?.[0] : undefined;
    const whose = ofPt(b.person).trim();
    const age = b.turning ? ` — ${b.turning} anos` : '';
    return `${b.today ? 'Hoje' : 'Amanhã'} é aniversário ${whose}${rel ? ` (${rel})` : ''}${age}!${birthdayTail(b.relation, b.today, 'pt')}`;
  }
  const rel = b.relation && !b.person.unnamed ? RELATION_EN[b.relation] : undefined;
  const age = b.turning ? ` — turning ${b.turning}` : '';
  return `${b.today ? 'Today' : 'Tomorrow'} is ${possessiveEn(b.person)} birthday${rel ? ` (${rel})` : ''}${age}!${birthdayTail(b.relation, b.today, 'en')}`;
}

/** What follows a birthday: wishes to send for most people; for one's own child, a celebration. */
function birthdayTail(relation: string | null, today: boolean, lang: Language): string {
  const household = relation !== null && HOUSEHOLD.has(relation);
  if (today) {
    if (relation !== null && CHILDREN.has(relation)) return lang === 'pt' ? ' Dia de festa!' : ' A day to celebrate!';
    return lang === 'pt' ? ' Já deu os parabéns?' : ' Have you sent your wishes?';
  }
  if (household) return '';
  return lang === 'pt' ? ' Quer lembrar de mandar uma mensagem?' : ' Want to send a message?';
}

/** Feminine nouns that head event titles but do not end in -a (and -a words that are masculine). */
const FEMININE = new Set(['reuniao', 'viagem', 'ligacao', 'apresentacao', 'cerimonia', 'formatura', 'call', 'live', 'entrevista', 'confraternizacao', 'excursao', 'sessao', 'aula']);
const MASCULINE_A = new Set(['dia', 'cinema', 'programa', 'tema', 'sistema', 'problema', 'clima']);

/** "a" or "o" for a Portuguese title from its first word ("reunião" → a, "jantar" → o). */
function articlePt(title: string): string {
  const head = fold(title.split(/\s+/)[0]!);
  if (FEMININE.has(head)) return 'a';
  if (MASCULINE_A.has(head)) return 'o';
  return /a$|dade$|cao$|gem$/.test(head) ? 'a' : 'o';
}

/** "Como foi a reunião com o marketing?" / "How did the meeting with marketing go?" — after a one-off event's time. */
export function eventFollowUp(title: string, person: PersonInfo | null, lang: Language, titleNamed = false): string {
  const t = titleMidSentence(title, titleNamed);
  if (lang === 'pt') {
    const owned = person ? ` ${ofPt(person).trim()}` : '';
    return /^(o|a|os|as|um|uma|meu|minha|seu|sua)\s/i.test(t) ? `Como foi ${t}${owned}?` : `Como foi ${articlePt(t)} ${t}${owned}?`;
  }
  const owned = person ? ` (${capitalise(subjectEn(person))})` : '';
  return /^(the|a|an|my|our|his|her|their)\s/i.test(t) ? `How did ${t} go${owned}?` : `How did the ${t} go${owned}?`;
}
