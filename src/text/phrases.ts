/**
 * The small words every sentence Magis says is built from, in Portuguese and English, in one place:
 * weekday names, lists ("A, B e C"), and whose a thing is ("do Pedro", "da Ana", "de Ana",
 * "da sua mãe" / "Pedro's", "your mom's"). Pure; reminders, the agenda, the assistant and the CLI
 * all say these through here (names and sentence capitals: ./names.ts).
 */
import {MONTH_NAMES_EN} from './months.js';
import type {Language} from '../domain/types.js';
import {clockText} from './clock.js';
import {userDayFirst} from './date-order.js';

const WEEKDAYS = {
  pt: ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** A weekday by its number (0 = Sunday, as Date#getDay): "quinta" / "Thursday". */
export const weekdayName = (day: number, lang: Language): string => WEEKDAYS[lang][day]!;

/**
 * Whether an English date is written day first, as Britain (and every English but America's) writes
 * it: "Friday 4 Dec", "4 December 2026". The user's order, recorded once per command from the locale
 * (text/date-order.ts: the profile's en-GB, a system's en_GB); America's, or none known, is month
 * first: "Friday, Dec 4", "December 4, 2026". Portuguese is always day first.
 */
const englishDayFirst = () => userDayFirst() === true;

/** "2026-12-04" → its parts. */
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];

/** "Dec" / "December". */
const englishMonth = (m: number, long: boolean) => {
  const name = MONTH_NAMES_EN[m - 1]!;
  return `${name.charAt(0).toUpperCase()}${long ? name.slice(1) : name.slice(1, 3)}`;
};

/**
 * A day as a reply or a list says it, in the user's order: "04/12" / "Dec 4" or "4 Dec", the year
 * when asked ("04/12/2026", "Dec 4, 2026", "4 Dec 2026"), the English month in full when `long`
 * ("December 4, 2026", "4 December 2026"). By hand, not date-fns: cron's `magis remind` says it too.
 */
export function dayText(day: string, lang: Language, opts: {year?: boolean; long?: boolean} = {}): string {
  const [y, m, d] = partsOf(day);
  if (lang === 'pt') return `${day.slice(8, 10)}/${day.slice(5, 7)}${opts.year ? `/${y}` : ''}`;
  const month = englishMonth(m, !!opts.long);
  if (englishDayFirst()) return `${d} ${month}${opts.year ? ` ${y}` : ''}`;
  return `${month} ${d}${opts.year ? `, ${y}` : ''}`;
}

/**
 * "segunda, 23/11" / "Monday, Nov 23" (British order: "Monday 23 Nov"): a weekday with its date (and
 * year, when asked). By hand, not date-fns's format: reminders say it, and cron's `magis remind`
 * loads no formatter.
 */
export function weekdayDate(day: string, lang: Language, withYear = false): string {
  const [y, m, d] = partsOf(day);
  const name = weekdayName(new Date(y, m - 1, d).getDay(), lang);
  if (lang === 'en' && englishDayFirst()) return `${name} ${dayText(day, lang, {year: withYear})}`;
  return `${name}, ${dayText(day, lang, {year: withYear})}`;
}

/**
 * A span's end, said once wherever the span is listed (agenda, timeline): "até domingo, 27/12" /
 * "until Sunday, Dec 27", with its hour when it ends at one ("até domingo, 03/01, 17h"), the
 * year when it is not the first day's. A trip is one line with its end, never a line a day.
 */
export function untilDay(endDate: string, lang: Language, opts: {endTime?: string | null; fromDate?: string} = {}): string {
  const year = !!opts.fromDate && endDate.slice(0, 4) !== opts.fromDate.slice(0, 4);
  const last = `${weekdayDate(endDate, lang, year)}${opts.endTime ? `, ${clockText(opts.endTime, lang)}` : ''}`;
  return lang === 'pt' ? `até ${last}` : `until ${last}`;
}

/** Three letters: "qui" / "Thu" (date-fns's short Portuguese weekdays are whole words). */
export const weekdayShort = (day: number, lang: Language): string => WEEKDAYS[lang][day]!.slice(0, 3);

/** A weekday as a habit: "às terças", "aos sábados" / "on Tuesdays". */
export const weekdayPlural = (day: number, lang: Language): string => (lang === 'pt' ? `${day === 0 || day === 6 ? 'aos' : 'às'} ${WEEKDAYS.pt[day]}s` : `on ${WEEKDAYS.en[day]}s`);

/** "Susana, Pedro e Ana" / "Susana, Pedro and Ana". */
export function joinList(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'pt' ? 'e' : 'and'} ${items.at(-1)}`;
}

/**
 * A count with its noun or adjective, one form for one and the other for any other count, as both
 * languages write it: "1 consulta", "0 consultas", "1 marcada", "2 marcadas" / "1 checkup",
 * "3 checkups", "1 reply". Numbers are written the language's way ("1.234" / "1,234").
 */
export function counted(n: number, one: string, many: string, lang: Language = 'en'): string {
  return `${n.toLocaleString(lang === 'pt' ? 'pt-BR' : 'en-US')} ${n === 1 ? one : many}`;
}

/** 'female', 'male', or unknown (null, or any other word a row holds). */
type Gender = string | null | undefined;

/** "de" with the article Portuguese puts before a name: "da" Ana, "do" Pedro, "de" Ana when the gender is unknown. */
export const ofPt = (gender: Gender): 'da' | 'do' | 'de' => (gender === 'female' ? 'da' : gender === 'male' ? 'do' : 'de');

/** "Pedro's", "Lucas's": one rule for every name (the answers and the world's moves always said it so). */
const possessiveEn = (name: string): string => `${name}'s`;

/**
 * Whose a thing is: "da Ana" / "Ana's". Someone known only by a kinship word (`unnamed`: "mãe",
 * "son") is the user's: "da sua mãe", "do seu filho" / "your mom's".
 */
export function whose(person: {name: string; gender?: Gender; unnamed?: boolean | number}, lang: Language): string {
  // "o dentista da mãe da Bia", "Bia's mum's dentist".
  if (person.unnamed && KIN_OF_OTHER.test(person.name)) {
    if (lang === 'en') return possessiveEn(person.name);
    const article = person.gender === 'male' ? 'o' : person.gender === 'female' ? 'a' : ptArticleOfKin(person.name);
    return `${article === 'a' ? 'da' : 'do'} ${person.name}`;
  }
  if (person.unnamed) {
    const word = person.name.toLowerCase();
    return lang === 'pt' ? `${person.gender === 'male' ? 'do seu' : 'da sua'} ${word}` : `your ${word}'s`;
  }
  return lang === 'pt' ? `${ofPt(person.gender)} ${person.name}` : possessiveEn(person.name);
}

/** A kinship name that says whose it is: "mãe da Bia", "pai do Leo", "Bia's mum". */
export const KIN_OF_OTHER = /\s(?:d[aoe]s?)\s+\p{Lu}|['’]s\s/u;

/** The article of a kinship word by its ending, when no gender was said: "a mãe da Bia", "o pai do Leo". */
function ptArticleOfKin(name: string): string {
  const head = name.split(/\s/)[0]!.toLowerCase();
  return /(?:a|ã|ãe|ó|avó|madrasta|sogra|tia|prima|irmã)$/.test(head) ? 'a' : 'o';
}

/**
 * Someone as a sentence's subject, mid-sentence: "a Ana", "o Pedro", "Ana" (gender unknown), "sua
 * mãe" (known only by a kinship word) / "Ana", "your mom". The one rule reminders and answers share:
 * "Hoje a Frida tem vacina" in cron, "A Frida tem vacina na quinta" in the chat.
 */
export function subjectOf(person: {name: string; gender?: Gender; unnamed?: boolean | number}, lang: Language): string {
  // "mãe da Bia", "Bia's mum": kin of someone else is theirs, never "sua"/"your".
  if (person.unnamed && KIN_OF_OTHER.test(person.name)) {
    if (lang === 'en') return person.name;
    return `${person.gender === 'male' ? 'o' : person.gender === 'female' ? 'a' : ptArticleOfKin(person.name)} ${person.name}`;
  }
  if (person.unnamed) {
    const word = person.name.toLowerCase();
    return lang === 'pt' ? `${person.gender === 'male' ? 'seu' : 'sua'} ${word}` : `your ${word}`;
  }
  if (lang === 'en') return person.name;
  return person.gender === 'female' ? `a ${person.name}` : person.gender === 'male' ? `o ${person.name}` : person.name;
}

/** Portuguese nouns in -a that are masculine ("o dia", "o problema", "o dentista"). */
const MASCULINE_A = new Set([
  'dia',
  'mapa',
  'problema',
  'sistema',
  'programa',
  'tema',
  'cinema',
  'clima',
  'dentista',
  'pediatra',
  'planeta',
  'idioma',
  'pijama',
  'sofa',
  'telefonema',
  'drama',
  'esquema',
  'poema',
  'cardiologista',
  'oftalmologista',
  'ortodontista',
  'geriatra',
  'psiquiatra',
  'guia',
]);

/** Portuguese words in -o that are feminine: clipped from a feminine noun ("a fisio", "a foto", "a moto"). */
const FEMININE_O = new Set(['fisio', 'fono', 'quimio', 'hidro', 'foto', 'moto', 'tribo', 'libido', 'radio', 'eco']);

/**
 * The Portuguese definite article of a title by its first noun: "a missa", "a reunião", "o jantar",
 * "o almoço", "a viagem", "a call". By ending, as Portuguese marks gender; the exceptions listed.
 */
export function ptArticle(title: string): 'a' | 'o' {
  const w = (title.trim().split(/\s+/)[0] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Greek -ma nouns are masculine: "o eletrocardiograma", "o problema", "o sistema".
  if (MASCULINE_A.has(w) || /(?:grama|ema|oma)$/.test(w)) return 'o';
  if (FEMININE_O.has(w)) return 'a';
  if (w === 'call' || /(?:a|cao|sao|iao|dade|agem|ice|ude|ez)$/.test(w)) return 'a';
  return 'o';
}

/**
 * A title as said mid-sentence: the user's words, the first letter lower-cased ("Viagem para
 * Floripa" → "viagem para Floripa", "Dentista" → "dentista") unless the title starts with a name
 * ("Margaret", a carer's visits, when `named`) or a capitalised word before another (a name said first).
 */
export function titleMidSentence(title: string, named = false): string {
  const keep = named || (/^[A-ZÀ-Ý][a-zà-ÿ]+\s/.test(title) && !/^(Reuni|Aula|Viagem|Prazo|Festa|Jantar|Almo|Call|Meeting|Class|Trip|Dinner|Lunch|Party|Deadline)/.test(title));
  return (keep ? title : title.charAt(0).toLowerCase() + title.slice(1)).replace(/[.!]+$/, '');
}
