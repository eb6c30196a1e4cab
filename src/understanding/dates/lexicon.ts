/**
 * Word lists and small readers the date matchers share: weekdays, months (from the one month
 * table), units, ordinals and years, parts of the day, the words that join a span's two ends, and
 * the verbs that put a sentence in the past.
 */
import {MONTH_NUMBER} from '../../text/months.js';
import {isWord, type Token} from '../text.js';
import {phrasesOf, type VarietyWords, wordsOf} from '../varieties.js';
import type {DayPart, Unit} from './specs.js';

export const WEEKDAYS: Record<string, number> = {
  domingo: 0,
  segunda: 1,
  'segunda-feira': 1,
  terca: 2,
  'terca-feira': 2,
  quarta: 3,
  'quarta-feira': 3,
  quinta: 4,
  'quinta-feira': 4,
  sexta: 5,
  'sexta-feira': 5,
  sabado: 6,
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
// Portuguese weekdays that are also ordinals ("segunda vez", "quinta série") need context.
export const AMBIGUOUS_WEEKDAYS = new Set(['segunda', 'quarta', 'quinta', 'sexta']);
/** Weekdays typed short in chat, read as days only before an hour or a date ("qui 10h", "Sáb 12Dez"). */
export const SHORT_WEEKDAYS: Record<string, number> = {
  seg: 1,
  ter: 2,
  qua: 3,
  qui: 4,
  sex: 5,
  sab: 6,
  dom: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  weds: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  sun: 0,
};
/** "Wednesday of next week", "sexta da semana que vem": the week a weekday falls in, by its offset from this one. */
export const WEEK_OF: [string, number][] = [
  ['of next week', 1],
  ['of the next week', 1],
  ['of last week', -1],
  ['of the last week', -1],
  ['of this week', 0],
  ['da semana que vem', 1],
  ['da proxima semana', 1],
  ['da semana passada', -1],
  ['desta semana', 0],
  ['dessa semana', 0],
  ['da semana', 0],
];

/** Month words (full names and abbreviations, both languages) → 1–12, from the one month table. */
export const MONTHS: Readonly<Record<string, number>> = MONTH_NUMBER;
// Month words that are also ordinary words ("marco", "may", "march", "ago", "set"…).
export const RISKY_MONTHS = new Set(['marco', 'mai', 'may', 'march', 'jan', 'feb', 'fev', 'mar', 'apr', 'abr', 'jun', 'jul', 'aug', 'ago', 'sep', 'sept', 'set', 'oct', 'out', 'nov', 'dec', 'dez']);
export const FULL_MONTH = (f: string) => f.length > 4 || f === 'maio' || f === 'may' || f === 'june' || f === 'july';
/** Month words that are also everyday words ("may", "mar", "set", "out", "ago", "dez" is ten). */
export const WORD_MONTHS = new Set(['may', 'mar', 'march', 'set', 'out', 'ago', 'dez', 'mai', 'jan']);

export const UNITS: Record<string, Unit> = {
  dia: 'day',
  dias: 'day',
  day: 'day',
  days: 'day',
  semana: 'week',
  semanas: 'week',
  week: 'week',
  weeks: 'week',
  mes: 'month',
  meses: 'month',
  month: 'month',
  months: 'month',
  ano: 'year',
  anos: 'year',
  year: 'year',
  years: 'year',
};
/** Units only a duration from now takes ("daqui 2 horas", "in 20 minutes", "2 hours ago"). */
const CLOCK_UNITS: Record<string, Unit> = {
  hora: 'hour',
  horas: 'hour',
  hour: 'hour',
  hours: 'hour',
  hr: 'hour',
  hrs: 'hour',
  h: 'hour',
  minuto: 'minute',
  minutos: 'minute',
  minute: 'minute',
  minutes: 'minute',
  min: 'minute',
  mins: 'minute',
};
export const durationUnit = (w: string): Unit | undefined => UNITS[w] ?? CLOCK_UNITS[w];

/** Before a date: a due date rather than an event date ("até sexta", "by Friday"). */
export const DEADLINE = ['ate o', 'ate a', 'ate', 'by', 'before', 'antes de', 'antes do', 'antes da', 'until', 'no later than', 'prazo'];

/** Before a day of the month, read with it: "a 3 de maio" (Portugal's "on the 3rd of May"). */
export const DAY_LEADS_PT: ReadonlySet<string> = new Set(['a']);
/**
 * Before Portugal's "a" and a bare day, the verbs that say where a thing stands or goes: "é a 16",
 * "ficou a 9", "passou para a 12" ("para a" read by its own lead); elsewhere "a 16" is a count ("a 16 km").
 */
export const BARE_DAY_AFTER_PT: ReadonlySet<string> = new Set(['e', 'eh', 'foi', 'fica', 'ficou', 'sera', 'passa', 'passou', 'para', 'pra', 'marcado', 'marcada', 'marcados', 'marcadas']);
/** After a bare day that closes a sentence ("operada ao joelho a 12 às 8h"), the leads of its hour. */
export const BARE_DAY_HOUR_LEADS_PT: ReadonlySet<string> = new Set(['as', 'pelas']);
/** Before "a" and a bare number, verbs of rising, falling and limiting: "desceu a 12" is a count, not the 12th. */
export const COUNT_VERBS_PT: ReadonlySet<string> = wordsOf({
  pt: `subiu, sobe, subir, desceu, desce, descer, caiu, cai, cair, baixou, baixa, baixar, aumentou, aumenta, aumentar, reduziu, reduz,
  reduzir, diminuiu, diminui, diminuir, limitado, limitada, limitados, limitadas, chegou, chega, chegar, igual, iguais, equivale`,
});
/** Marks that end a sentence: a bare day before one closes what is said. */
export const SENTENCE_STOPS: ReadonlySet<string> = new Set(['.', '!', '?', ';', '…']);
/** After that bare day, the words that may follow a date: its hour ("a 16 às 10h"), another clause ("e", "mas"). */
export const BARE_DAY_FOLLOWERS_PT: ReadonlySet<string> = new Set(['as', 'às', 'a', 'pelas', 'e', 'mas', 'ou', 'no', 'na', 'em', 'para', 'pra']);

/** Before a span's first end: "de 4 a 6", "from Thursday to Tuesday", "entre 10 e 12 de maio". */
export const SPAN_OPENERS = ['de', 'do', 'da', 'from', 'entre', 'between'];
/** Between a span's two ends. "e"/"and" only after "entre"/"between". */
export const SPAN_JOINERS = ['a', 'ao', 'ate', 'to', 'till', 'til', 'until', 'through', 'thru', '-', '–', '—'];
/** "3 de julho, volta 17 de julho", "leaving the 3rd, back on the 9th": the day back closes a trip. */
export const RETURN_WORDS = ['e volta', 'e volto', 'e voltamos', 'e voltam', 'volta', 'volto', 'voltamos', 'voltam', 'voltando', 'retorno', 'and back', 'back on', 'back', 'returning', 'coming back'];
/** A day counted from another: "a week from Friday", "dois dias depois do Natal", "3 days before the 10th". */
export const SHIFT_AFTER = ['from', 'after', 'depois de', 'depois do', 'depois da', 'apos o', 'apos a', 'apos'];
export const SHIFT_BEFORE = ['before', 'antes de', 'antes do', 'antes da'];
/** Between weeks and the day they are counted on from, as Britain says it: "a week on Friday", "a fortnight on the 3rd". */
export const SHIFT_ON: ReadonlySet<string> = new Set(['on']);
/** "a week today", "a fortnight tomorrow": weeks counted on from a day said by its distance from today, up to this many days. */
export const SHIFT_ON_DAYS = 1;

/** Parts of the day and the hours each spans. */
export const DAY_PARTS: Record<string, DayPart> = {
  madrugada: 'dawn',
  manha: 'morning',
  tarde: 'afternoon',
  noite: 'night',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'night',
  night: 'night',
  tonight: 'night',
};
export const PART_HOURS: Record<DayPart, [number, number]> = {dawn: [0, 6], morning: [6, 12], afternoon: [12, 18], night: [18, 24]};
/** Words after which a part of the day is one ("de manhã", "esta tarde", "tomorrow morning"), not "tarde" as late or "boa noite". */
export const PART_LEADS = new Set([
  'de',
  'da',
  'a',
  'pela',
  'na',
  'esta',
  'nesta',
  'essa',
  'nessa',
  'hoje',
  'hj',
  'amanha',
  'ontem',
  'this',
  'the',
  'tomorrow',
  'yesterday',
  'today',
  'last',
  'at',
  'tmrw',
  'tmr',
]);

/** Verbs that put what is told in the past ("fui no dentista dia 3", "the call was at midnight"). */
export const PAST_VERBS = new Set(['fui', 'foi', 'fomos', 'foram', 'teve', 'tivemos', 'went', 'was', 'had', 'did', 'fez', 'fiz']);
/**
 * Words only British writers use: in a message with one, a numeric date is day first ("mum's
 * birthday 3/1" is 3 January). Spellings and everyday words, not date words alone.
 */
export const BRITISH_SIGNS: readonly string[] = phrasesOf({
  'en-GB':
    'fortnight, fortnights, fortnightly, mum, mums, mummy, whilst, colour, favourite, organise, organised, organising, centre, theatre, programme, cheque, ' +
    'on holiday, half term, bank holiday, car park, nappy, nappies, pram, petrol, lorry, postcode, the gp, realise, apologise, neighbour, neighbours, travelling',
} satisfies VarietyWords);

/** The moment of speaking, when nothing else dates the phrase ("a reunião é agora", "now"). */
export const NOW_WORDS = ['agora mesmo', 'agora', 'right now', 'now'];

// ---- Days counted from today (relative.ts). Phrase lists are tried in order: the first said wins. ----

/** The day after tomorrow. */
export const DAY_AFTER_TOMORROW: readonly string[] = ['depois de amanha', 'the day after tomorrow', 'day after tomorrow'];
/** The day before yesterday (a bare "anteontem" is read on its own). */
export const DAY_BEFORE_YESTERDAY: readonly string[] = ['the day before yesterday', 'day before yesterday', 'antes de ontem'];
/** Today, or a part of it ("esta manhã", "nesta tarde", "tonight"): the day is today, parts.ts reads the part. */
export const TODAY_WORDS: readonly string[] = [
  'this morning',
  'this afternoon',
  'this evening',
  'tonight',
  'today',
  'earlier today',
  'hoje',
  'esta manha',
  'esta tarde',
  'esta noite',
  'nesta manha',
  'nesta tarde',
  'nesta noite',
];
/** A part of the day taken with "hoje"/"today" into the same expression ("hoje de manhã", "hoje mais tarde"). */
export const TODAY_PART_AFTER: readonly string[] = ['de manha', 'a tarde', 'a noite', 'cedo', 'mais cedo', 'mais tarde', 'de tarde', 'de noite'];
/** A part of the day taken with "amanhã"/"tomorrow" ("amanhã cedo", "tomorrow morning"). */
export const TOMORROW_PART_AFTER: readonly string[] = ['de manha', 'a tarde', 'a noite', 'cedo', 'de tarde', 'de noite', 'morning', 'afternoon', 'evening', 'night'];
/** Yesterday ("last night" is yesterday's evening). */
export const YESTERDAY_WORDS: readonly string[] = ['last night', 'ontem', 'yesterday'];
/** A part of the day taken with "ontem"/"yesterday" ("ontem à noite", "yesterday morning"). */
export const YESTERDAY_PART_AFTER: readonly string[] = ['de manha', 'a tarde', 'a noite', 'de tarde', 'de noite', 'morning', 'afternoon', 'evening'];
/** The next working day: "próximo dia útil", "next business day". */
export const NEXT_WORKDAY: readonly string[] = ['no proximo dia util', 'proximo dia util', 'dia util seguinte', 'next business day', 'next working day', 'next weekday'];
/** The previous working day: "dia útil anterior", "last business day". */
export const LAST_WORKDAY: readonly string[] = ['dia util anterior', 'ultimo dia util', 'previous business day', 'previous working day', 'last business day', 'last working day', 'last weekday'];
/** After "last business day": it is the last one of something else ("o último dia útil do mês"), no date from today. */
export const WORKDAY_OF: ReadonlySet<string> = new Set(['do', 'da', 'of', 'before']);
/** Before a week, month or year: the period after this one ("after this month", "depois dessa semana"). */
export const AFTER_THIS: readonly string[] = ['after this', 'depois desta', 'depois dessa', 'depois deste', 'depois desse'];
/** Portugal writes the weekend with hyphens ("no fim-de-semana", one token): each weekend phrase in both spellings, in the list's order. */
const hyphenedWeekend = (phrases: string[]): readonly string[] => phrases.flatMap(p => (p.includes('fim de semana') ? [p, p.replace('fim de semana', 'fim-de-semana')] : [p]));
/** The weekend gone. */
export const LAST_WEEKEND = hyphenedWeekend(['fim de semana passado', 'final de semana passado', 'last weekend', 'past weekend', 'lastweekend']);
/** The weekend to come. */
export const NEXT_WEEKEND = hyphenedWeekend([
  'proximo fim de semana',
  'proximo final de semana',
  'fim de semana que vem',
  'fim de semana a seguir',
  'next weekend',
  'proximo fds',
  'fds que vem',
  'next wknd',
  'nextweekend',
]);
/** This weekend typed short in chat ("no fds", "this wknd"); a bare "os fds" is a habit, not a date. */
export const THIS_WEEKEND_SHORT: readonly string[] = ['no fds', 'nesse fds', 'neste fds', 'esse fds', 'este fds', 'this wknd', 'the wknd', 'this weekend'];
/** This weekend, spelled out. */
export const THIS_WEEKEND = hyphenedWeekend([
  'neste fim de semana',
  'nesse fim de semana',
  'este fim de semana',
  'esse fim de semana',
  'no fim de semana',
  'fim de semana',
  'final de semana',
  'this weekend',
  'the weekend',
  'thisweekend',
]);
/** The week gone. */
export const LAST_WEEK: readonly string[] = ['semana passada', 'last week', 'past week', 'previous week', 'ultima semana', 'lastweek'];
/** The week to come ("na semana a seguir" as Portugal says it). */
export const NEXT_WEEK: readonly string[] = ['semana que vem', 'proxima semana', 'semana a seguir', 'next week', 'the following week', 'following week', 'nextweek'];
/**
 * Next week, said as the week a thing is put off to: "fica para a semana", "para a semana vou a
 * Lisboa" (Portugal), "pra semana" (Brazil's chat).
 */
export const NEXT_WEEK_FOR: readonly string[] = ['para a semana', 'pra semana'];
/** After such a phrase, a week of its own ("para a semana de provas", "pra semana inteira", "para a semana que vem" is read at "semana"). */
export const NEXT_WEEK_FOR_NOT_BEFORE: ReadonlySet<string> = new Set(['de', 'do', 'da', 'que', 'inteira', 'toda', 'passada', 'retrasada', 'seguinte', 'a']);
/** This week. */
export const THIS_WEEK: readonly string[] = ['essa semana', 'esta semana', 'nessa semana', 'nesta semana', 'desta semana', 'dessa semana', 'this week', 'later this week', 'thisweek'];
/** The last day of this month. */
export const MONTH_END: readonly string[] = ['fim do mes', 'final do mes', 'end of the month', 'end of month'];
/** The month gone. */
export const LAST_MONTH: readonly string[] = ['mes passado', 'last month', 'past month', 'previous month', 'lastmonth'];
/** The month to come. */
export const NEXT_MONTH: readonly string[] = ['mes que vem', 'proximo mes', 'next month', 'nextmonth'];
/** This month. */
export const THIS_MONTH: readonly string[] = ['este mes', 'esse mes', 'neste mes', 'nesse mes', 'this month', 'later this month', 'thismonth'];
/** The year gone. */
export const LAST_YEAR: readonly string[] = ['ano passado', 'last year', 'past year', 'lastyear'];
/** The year to come. */
export const NEXT_YEAR: readonly string[] = ['ano que vem', 'proximo ano', 'next year', 'nextyear'];
/** This year. */
export const THIS_YEAR: readonly string[] = ['este ano', 'esse ano', 'neste ano', 'nesse ano', 'this year', 'later this year', 'thisyear'];
/** Quarters of the year, by word ("next quarter", "last qtr", "próximo trimestre"). */
export const QUARTER_WORDS: ReadonlySet<string> = new Set(['quarter', 'quarters', 'qtr', 'qtrs', 'trimestre', 'trimestres']);
/** Before a quarter (and an optional count, "the next two quarters"): which one, by its offset from this one. */
export const QUARTER_LEADS: Readonly<Record<string, number>> = {
  next: 1,
  coming: 1,
  proximo: 1,
  proximos: 1,
  last: -1,
  past: -1,
  previous: -1,
  ultimo: -1,
  ultimos: -1,
  this: 0,
  current: 0,
  este: 0,
  esse: 0,
  neste: 0,
  nesse: 0,
};
/** After a quarter: which one ("trimestre que vem", "trimestre passado"). */
export const QUARTER_AFTER: readonly [string, number][] = [
  ['que vem', 1],
  ['passado', -1],
];
/** After a quarter, what makes it a part of something else ("the last quarter of the year", "o último trimestre de 2025"). */
export const QUARTER_OF: ReadonlySet<string> = new Set(['of', 'de', 'do', 'da']);
/** Units said in days: "in a fortnight", "a fortnight ago", "daqui a uma quinzena". */
export const UNIT_DAYS: Readonly<Record<string, number>> = {fortnight: 14, fortnights: 14, quinzena: 15, quinzenas: 15};
/** After "in" and its duration, read with it: "in a week's time", "in two weeks' time". */
export const IN_TIME_TAIL: readonly string[] = ["'s time", "' time", 'time'];
/** Between "há"/"faz" and the amount, read past: "há cerca de 3 meses", "faz uns 2 anos que". */
export const AGO_HEDGES: readonly string[] = ['cerca de', 'uns', 'umas', 'quase', 'mais de', 'mais ou menos'];
/** Before a duration that counts ahead from now: "daqui a 3 semanas", "em seis meses", "within two weeks". */
export const FROM_NOW_LEADS: readonly string[] = ['daqui a', 'daqui', 'dqui a', 'dqui', 'daki a', 'daki', 'dentro de', 'em', 'in', 'within'];
/** Between such a lead and its amount, read past: "daqui a uns 3 dias", "in about 2 weeks". */
export const FROM_NOW_HEDGES: readonly string[] = ['cerca de', 'uns', 'umas', 'about', 'around'];

// ---- Clock times (times.ts) ----

/** After a bare hour, the start of what is told next ("at 4 I'm…", "às 3 eu…"): the hour ends there. */
export const BARE_HOUR_NEXT_CLAUSE: ReadonlySet<string> = new Set(["i'm", 'i', 'we', 'eu', 'tenho', 'vou', 'the', 'o', 'a']);
/** After a bare hour, words that keep it an hour ("às 3 da tarde", "at 4 tomorrow", "às 5 com o João"). */
export const BARE_HOUR_NEXT_WORDS: ReadonlySet<string> = new Set([
  'h',
  'horas',
  'hora',
  'hrs',
  'da',
  'de',
  'e',
  'pm',
  'am',
  "o'clock",
  'in',
  'on',
  'no',
  'na',
  'com',
  'with',
  'para',
  'pra',
  'and',
  'tomorrow',
  'today',
  'amanha',
  'hoje',
  'now',
  'agora',
  'tonight',
  'every',
  'toda',
  'todo',
]);
/** Before a clock time: "às 14h", "a partir das 9", "por volta das 3", "at 3pm", "@ 5". */
export const TIME_LEADS: readonly string[] = ['a partir das', 'por volta das', 'pelas', 'das', 'from', 'as', 'at', 'around', 'a', '@'];
/** After the first hour of a range opened by "das"/"from": "das 7 às 19h", "from nine until ten". */
export const HOUR_RANGE_JOINERS: ReadonlySet<string> = new Set(['a', 'as', 'ao', 'ate', 'to', '-', 'till', 'until']);
/** "daqui" spelled as typed, right before a number: a duration from now ("daqui 2 horas"), not a clock. */
export const DAQUI_WORDS: ReadonlySet<string> = new Set(['daqui', 'dqui', 'daki']);
/** Before "noite": the evening of today ("hoje à noite", "esta noite"), which sets a bare hour said after it. */
export const NIGHT_LEADS: ReadonlySet<string> = new Set(['a', 'de', 'essa', 'esta', 'hoje']);
/** Leads after which a bare number is left to the rules for "at" (the afternoon) and for ranges ("das 9 às 5"). */
export const NOT_BARE_HOUR_LEADS: ReadonlySet<string> = new Set(['a', 'at', 'das', 'from']);
/** After a number up to 12 with a lead, words that make it an hour: "às 3 horas", "at 5 o'clock", "at 5 pm". */
export const HOUR_WORDS_AFTER: ReadonlySet<string> = new Set(['am', 'pm', "o'clock", 'horas', 'h']);
/** After a number up to 12 with no lead, the half of the day that makes it an hour: "3 da tarde", "9 in the morning". */
export const HALF_DAY_AFTER_HOUR: readonly string[] = ['da manha', 'da tarde', 'da noite', 'in the morning', 'in the afternoon', 'in the evening', 'pm', 'am'];
/** Leads before an hour in words: "às nove e meia", "at eight", "por volta das dez". */
export const WORD_HOUR_LEADS: readonly string[] = ['as', 'at', 'pelas', 'por volta das', 'around'];
/** Leads of a clock said after a day that never join a span's two ends ("a", "from" may: "de terça a quarta"). */
export const CLOCK_AFTER_DAY_LEADS: readonly string[] = [...WORD_HOUR_LEADS, '@'];
/** Midday: "meio-dia", "noon". */
export const NOON_WORDS: readonly string[] = ['meio-dia', 'meio dia', 'meiodia', 'noon', 'midday'];
/** Between the minutes and the hour they are past ("quarter past three", "ten after five" as America says it). */
export const CLOCK_AFTER_WORDS: ReadonlySet<string> = new Set(['past', 'after']);
/** Between the minutes and the hour they come before ("twenty to five", "quarter of five" as America says it). */
export const CLOCK_BEFORE_WORDS: ReadonlySet<string> = new Set(['to', 'til', 'till', 'of']);
export const CLOCK_HALF: ReadonlySet<string> = new Set(['half']);
export const CLOCK_QUARTER: ReadonlySet<string> = new Set(['quarter']);
/** Hours in English words, as a clock names them ("half ten", "quarter past three"). */
export const HOUR_WORDS: ReadonlySet<string> = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);
/** Minutes in English words before "past"/"to" ("ten past six", "twenty-five to four"). */
export const SPOKEN_MINUTES: ReadonlySet<string> = new Set([
  ...HOUR_WORDS,
  ...['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'],
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map(u => `twenty-${u}`),
]);
export const MINUTE_WORDS: ReadonlySet<string> = new Set(['minutes', 'minute', 'mins', 'min']);
/** The end of the working day, which offices set at 17:00: "EOD", "by COB", "close of business". */
export const EOD_WORDS: readonly string[] = phrasesOf({en: 'end of day, end of business, close of business, end of the business day, end of the working day, eod, cob, eob'});
export const EOD_HOUR = '17:00';
/** Short forms that are also words ("corn on the cob"): the end of the day only in capitals or after these. */
export const EOD_SHORT: ReadonlySet<string> = new Set(['cob']);
export const EOD_LEADS: ReadonlySet<string> = new Set(['by', 'at', 'before', 'until', 'til', 'till']);
/**
 * Evening meals and outings: a bare hour from 5 to 11 near one is the evening ("dinner at 7", "jantar
 * às 8", "drinks at 6"); nobody dines at seven in the morning. Lunch needs none: bare 1–6 is p.m. already.
 */
export const EVENING_MEALS: ReadonlySet<string> = new Set(
  phrasesOf({
    pt: 'jantar, janta, jantarzinho, ceia, happy hour, concerto, show, teatro',
    'pt-PT': 'consoada',
    en: 'dinner, supper, drinks, happy hour, concert, gig, theatre, theater',
    'en-GB': 'tea',
  }),
);
/** After a clock time, the evening it is in: "at 8 tonight", "às 9 hoje à noite", "7.30 this evening". */
export const EVENING_AFTER_HOUR: readonly string[] = phrasesOf({
  pt: 'hoje a noite, hoje de noite, esta noite, nesta noite, amanha a noite, amanha de noite, ontem a noite, ontem de noite',
  en: 'tonight, this evening, tomorrow night, tomorrow evening, last night, yesterday evening, in the evening, at night',
});
/** Midnight: "meia-noite", "midnight". */
export const MIDNIGHT_WORDS: readonly string[] = ['meia-noite', 'meia noite', 'midnight'];
/** After a bare hour up to 6, the morning that keeps it before noon ("às 5 da manhã"); without it, it is the afternoon. */
export const MORNING_AFTER_BARE_HOUR: readonly string[] = ['da manha', 'de manha', 'in the morning', 'am', 'a . m', 'da madrugada', 'de madrugada'];
/** After an hour, its afternoon or evening: "às 3 da tarde", "at 8 in the evening", "9 p.m.". */
export const PM_AFTER_HOUR: readonly string[] = ['da tarde', 'da noite', 'de tarde', 'de noite', 'in the afternoon', 'in the evening', 'at night', 'pm', 'p.m.', 'p m'];
/** After an hour, its morning: "às 9 da manhã", "at 7 in the morning", "6 a.m.". */
export const AM_AFTER_HOUR: readonly string[] = ['da manha', 'de manha', 'da madrugada', 'de madrugada', 'in the morning', 'am', 'a.m.', 'a m', 'a . m .', 'a . m'];
/** Between two hours of a range: "9:15 - 11.45", "das 14h às 16h", "6 to 8am". */
export const TIME_JOINERS: ReadonlySet<string> = new Set(['-', '–', '—', 'a', 'as', 'ao', 'ate', 'to', 'till', 'til', 'until', 'through', 'thru']);
/** Words that open a range of hours: "das 14h às 16h", "de 7:30pm a 10:00pm", "from 9 to 5". */
export const TIME_OPENERS: ReadonlySet<string> = new Set(['das', 'de', 'da', 'from', 'between', 'entre']);
/** After the end of a range, words that make it a clock ("… a 4 horas", "… to 5 o'clock"). */
export const CLOCK_HOUR_WORDS: ReadonlySet<string> = new Set(['h', 'horas', "o'clock"]);
/** After the end of a range, its afternoon or evening ("… a 10 da noite", "… to 11 tonight"). */
export const RANGE_END_PM: readonly string[] = ['da tarde', 'da noite', 'de tarde', 'de noite', 'in the afternoon', 'in the evening', 'at night', 'tonight', 'pm', 'p m'];
/** After the end of a range, its morning ("… a 11 da manhã", "… to 10 in the morning"). */
export const RANGE_END_AM: readonly string[] = ['da manha', 'de manha', 'da madrugada', 'de madrugada', 'in the morning', 'am', 'a m'];
/** Written with a number, they make it a clock time ("6 - 8 am", "9 h"): no day of the month, a marked hour. */
export const CLOCK_MARKS: ReadonlySet<string> = new Set(['am', 'pm', 'h', 'horas']);
/** Before a number: a day of the month ("dia 9 às 8", "the 5th to…"), not the first hour of a range. */
export const DAY_NUMBER_LEADS: ReadonlySet<string> = new Set(['dia', 'the', 'day']);
/** Joiners that are also plain prepositions: they join two hours only after an opener ("das 9 às 5", not "dia 9 às 8"). */
export const OPENED_HOUR_JOINERS: ReadonlySet<string> = new Set(['a', 'as', 'ao']);
/** After "até" in a range, read with it: "até às 16h", "até a 1". */
export const AFTER_ATE: ReadonlySet<string> = new Set(['as', 'a', 'ao']);

// ---- Weekdays (weekdays.ts) ----

/** Between the weekdays of a run or a list: "Wed thru Fri", "Tue, Wed and Sat", "ter e qui" (not "a": "ter a sexta livre" is to have). */
export const WEEKDAY_RUN_JOINERS: ReadonlySet<string> = new Set([',', '&', '-', '/', ...wordsOf({pt: 'e', en: 'and, to, thru, through, till, til, until'})]);
/** Between the last weekday of a run and the week said after it: "Sat this week", "sexta, semana que vem". */
export const WEEK_AFTER_RUN: ReadonlySet<string> = new Set([',']);
/** English short weekdays that are no other word ("sat", "sun" are). */
export const EN_SHORT_WEEKDAYS: ReadonlySet<string> = new Set(['mon', 'tue', 'tues', 'wed', 'weds', 'thu', 'thur', 'thurs', 'fri']);
/** What may follow a short weekday: "wed after school", "thurs morning", "fri, 5pm". */
export const SHORT_WEEKDAY_NEXT: ReadonlySet<string> = new Set(['after', 'before', 'morning', 'afternoon', 'evening', 'night', 'nite', 'tonight', ',', '.', '!', 'at', '@', 'noon', 'lunch']);
/** Before a weekday: the one to come ("na próxima quinta", "this coming Friday"; "next" is read apart). */
export const WEEKDAY_NEXT_LEADS: readonly string[] = ['this coming', 'na proxima', 'no proximo', 'proxima', 'proximo', 'next', 'coming'];
/** Before a weekday: the one gone ("na última sexta", "last Tuesday"). */
export const WEEKDAY_LAST_LEADS: readonly string[] = ['na ultima', 'no ultimo', 'ultima', 'ultimo', 'last', 'past'];
/** Before a weekday, read with it but leaving which one open ("nessa quinta", "on Friday"; "this" is read apart). */
export const WEEKDAY_LEADS: readonly string[] = ['nesta', 'nessa', 'neste', 'nesse', 'esta', 'essa', 'este', 'esse', 'this', 'on', 'na', 'no'];
/** After a weekday: the one to come or gone ("terça que vem", "sexta passada", "na 2.ª feira a seguir"). */
export const WEEKDAY_AFTER_MODS: readonly string[] = ['que vem', 'a seguir', 'seguinte', 'passada', 'passado', 'retrasada'];
/** Of those, the ones that point ahead. */
export const WEEKDAY_AFTER_UPCOMING: readonly string[] = ['que vem', 'a seguir', 'seguinte'];
/** After an English weekday, the days it is counted on by ("Tuesday week": a week after the coming Tuesday). */
export const WEEKDAY_WEEK_ON: Readonly<Record<string, number>> = {week: 7, fortnight: 14};
/** A weekday by its ordinal, in one word: "3ª", "3ª-feira", "5ªs", "2a-feira" (digit, mark, plural, "feira" joined). */
export const ORDINAL_WEEKDAY_WORD = /^([2-6])(ª|a)(s)?(?:-(feiras?|f))?$/;
/** The ordinal's mark typed after "5." ("5.ª", "3.ª-feira", "5.ªs"): the groups of ORDINAL_WEEKDAY_WORD from the mark on. */
export const ORDINAL_WEEKDAY_MARK = /^()(ª|a)(s)?(?:-(feiras?|f))?$/;
/** After an ordinal, the word that makes it a weekday: "2.ª feira", "3ª f", "às 5.ªs feiras". */
export const ORDINAL_WEEKDAY_DAY: ReadonlySet<string> = new Set(['feira', 'feiras', 'f']);
/** Before "segunda", "quarta"…: the weekday, not the ordinal ("até quinta", "toda segunda", "entre quarta e…"). */
export const AMBIGUOUS_WEEKDAY_BEFORE: ReadonlySet<string> = new Set(['ate', 'toda', 'todas', 'desde', 'entre']);
/** After "segunda", "quarta"…: the weekday, not the ordinal ("quinta às 10", "sexta eu vou", "quarta, …"); "segunda vez" is none. */
export const AMBIGUOUS_WEEKDAY_AFTER: ReadonlySet<string> = new Set([
  'as',
  'a',
  'de',
  'que',
  ',',
  '.',
  '!',
  ';',
  '?',
  'pela',
  'cedo',
  'agora',
  'e',
  'ou',
  'tem',
  'vou',
  'vamos',
  'vai',
  'ele',
  'ela',
  'eu',
  'o',
  'os',
  'me',
  'nos',
  'tenho',
  'preciso',
  'temos',
  'com',
  'no',
  'na',
  'fui',
  'foi',
  'marquei',
  'levei',
  'pra',
  'para',
  'tambem',
  'ja',
  'passada',
  'depois',
  'antes',
  'ao',
  'meu',
  'minha',
  'ligar',
  'em',
  'nao',
  'mas',
  'porque',
  'pq',
  'entao',
  'logo',
]);
/** Before a weekday: a habit ("toda quinta", "every Monday"), not a date. */
export const EVERY_WORDS: ReadonlySet<string> = new Set(['toda', 'todas', 'every']);
/** Between a weekday and the date said after it, read past: "quinta, dia 10", "Friday the 5th", "sexta o 19". */
export const WEEKDAY_DATE_FILLERS: ReadonlySet<string> = new Set([',', 'dia', 'the', 'o']);
/** English ordinal endings typed apart from their number ("the 5 th"). */
export const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(['st', 'nd', 'rd', 'th']);

// ---- Days and months by name, years and feasts (months.ts) ----

/** Before a year that follows a date: "10 de dezembro de 2026", "March 5, 2027", "July of 2025". */
export const YEAR_AFTER_DATE_LEADS: ReadonlySet<string> = new Set(['de', ',', 'of']);
/** After "the first", "the 3rd": words that leave it a day ("on the first at 9"); any other word is the noun it ranks. */
export const ORDINAL_DAY_NEXT: ReadonlySet<string> = new Set(['at', 'of', 'in', 'by', 'and', 'or']);
/** Before a month that is also a word ("is march 3", "on may 5", "due apr 2"): it is a date. */
export const MONTH_DATE_LEADS: ReadonlySet<string> = new Set(['on', 'is', 'by', 'until', 'til', 'due', 'before', 'after', 'since', 'from']);
/** The second end of a span ("dec 19 to jan 3", "Dec 19 - Jan 3"): a month that is also a word is a date there when a day came just before. */
export const SPAN_END_LEADS: ReadonlySet<string> = new Set(['to', 'till', 'til', 'thru', 'through', 'until', '-', '–', 'and']);
/** Before a month: "em agosto", "no mês de maio", "since March", "last August", "next May". */
export const MONTH_LEADS: readonly string[] = [
  // "by (the) end of May", "até ao fim de maio", "até final de maio": the month, whose last day a limit takes.
  ...phrasesOf({en: 'the end of, end of', pt: 'fim de, final de', 'pt-PT': 'ao fim de, ao final de, o fim de, finais de', 'pt-BR': 'no fim de, no final de'}),
  'no mes de',
  'em',
  'no',
  'in',
  'during',
  'desde',
  'since',
  'ate',
  'until',
  'de',
  'from',
  'last',
  'next',
  'this',
  'proximo',
  'this coming',
  // "ficou para março", "adiaram pra abril": a month something is put off to.
  'para',
  'pra',
];
/** Leads that make an abbreviated month one ("in Feb", "em Fev"); "last"/"this" do not. */
export const ABBR_MONTH_LEADS: readonly string[] = ['em', 'in', 'during', 'desde', 'since', 'ate', 'until', 'no mes de'];
/** After a month: which one ("agosto passado", "maio que vem", "março do ano que vem"). */
export const MONTH_AFTER_MODS: readonly string[] = [
  'passado',
  'que vem',
  'deste ano',
  'do ano que vem',
  'do ano passado',
  'do proximo ano',
  'last year',
  'of last year',
  'next year',
  'of next year',
  'this year',
  'of this year',
];
/** Before a year alone: "em 2027", "in 2027", "de 2026". */
export const YEAR_LEADS: readonly string[] = ['em', 'in', 'de'];
/** New Year's Day or Eve, by name. */
// The scanner splits "year's" into "year" and "'s": the phrases are written as it reads them, and
// as chat writes them without the apostrophe ("new years eve").
export const NEW_YEAR_WORDS: readonly string[] = [
  'no ano novo',
  'ano novo',
  'ano-novo',
  'no reveillon',
  'reveillon',
  "new year 's day",
  "new year 's eve",
  'new years day',
  'new years eve',
  'nye',
  "new year 's",
  'new years',
  'new year',
];
/** Of those, the ones that name the Eve (31 December). */
export const NEW_YEAR_EVE_WORDS: readonly string[] = ['reveillon', 'no reveillon', "new year 's eve", 'new years eve', 'nye'];
/** Christmas Day, by name. */
export const CHRISTMAS_WORDS: readonly string[] = ['no natal', 'natal', 'christmas', 'on christmas'];
/**
 * Christmas Eve (24 December), by name, read before Christmas Day: "Christmas Eve", "on Xmas Eve",
 * "véspera de Natal", "noite de Natal" (the 24th's night, when the supper is), Portugal's "consoada".
 */
export const CHRISTMAS_EVE_WORDS: readonly string[] = [
  'christmas eve',
  'on christmas eve',
  'xmas eve',
  'on xmas eve',
  'vespera de natal',
  'na vespera de natal',
  'noite de natal',
  'na noite de natal',
  'consoada',
  'na consoada',
  'a consoada',
];
/** Boxing Day (26 December, en-GB), by name. */
export const BOXING_DAY_WORDS: readonly string[] = ['boxing day', 'on boxing day'];

// ---- Spans (spans.ts) ----

/** Between a span's joiner and its second date, words that date's match left out: "…, volta no dia 4", "… back on the 9th". */
export const SPAN_END_FILLERS: ReadonlySet<string> = new Set(['em', 'no', 'on', 'o', 'the', 'dia']);

// ---- The moment of speaking (resolve.ts) ----

/** Before "now"/"agora": it closes or measures a stretch ("from now", "até agora", "for now"), not the moment a thing is. */
export const NOT_NOW_LEADS: ReadonlySet<string> = new Set(['from', 'by', 'until', 'till', 'ate', 'for']);

export const f = (tokens: Token[], i: number) => tokens[i]?.fold ?? '';

export function ordinal(t: Token | undefined): number | null {
  if (!t) return null;
  const m = /^(\d{1,2})(st|nd|rd|th|º|ª|o)?$/.exec(t.fold);
  if (m) {
    const v = Number(m[1]);
    return v >= 1 && v <= 31 ? v : null;
  }
  if (t.fold === 'primeiro' || t.fold === 'first') return 1;
  return null;
}

export function monthAt(tokens: Token[], i: number, strict: boolean): number | null {
  const t = tokens[i];
  if (!isWord(t)) return null;
  const m = MONTHS[t.fold];
  if (!m) return null;
  if (t.lower === 'março') return 3;
  if (RISKY_MONTHS.has(t.fold) && strict) return null;
  return m;
}

export function yearAt(tokens: Token[], i: number): number | null {
  const t = tokens[i];
  if (t && /^(19|20)\d{2}$/.test(t.fold)) return Number(t.fold);
  return null;
}
