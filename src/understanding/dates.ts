/**
 * Relative and absolute dates and clock times in Portuguese and English, found in tokens and
 * resolved against an injected `now` (never the system clock). Weeks start on Monday.
 */
import {isWord, readNumber, tokenize, type Token} from './text.js';
import {localDay} from '../time/day.js';

export type Tense = 'past' | 'future';
type Unit = 'day' | 'week' | 'month' | 'year';

export type DateSpec =
  | {kind: 'offset-days'; days: number}
  | {kind: 'week'; offset: number}
  | {kind: 'weekend'; offset: number}
  | {kind: 'month-rel'; offset: number}
  | {kind: 'year-rel'; offset: number}
  | {kind: 'weekday'; dow: number; mod: 'next' | 'last' | 'upcoming' | null}
  | {kind: 'month'; month: number; year: number | null; mod: 'next' | 'last' | null}
  | {kind: 'day-month'; day: number; month: number; year: number | null}
  | {kind: 'day'; day: number}
  | {kind: 'ago'; amount: number; unit: Unit}
  | {kind: 'in'; amount: number; unit: Unit}
  | {kind: 'year'; year: number}
  | {kind: 'month-end'; offset: number};

export interface DateMention {
  start: number;
  end: number;
  spec: DateSpec;
  /** Preceded by "até", "by", "before": a due date rather than an event date. */
  deadline: boolean;
  text: string;
}

export interface TimeMention {
  start: number;
  end: number;
  time: string;
}

export interface ResolvedDate {
  /** Representative day (ISO). For a past range, its first day; for a future range, the first day not before today. */
  date: string;
  /** Last day of the range (same as `date` for a single day). */
  end: string;
  precision: 'day' | 'week' | 'month' | 'year';
  /** The tense the expression carries by itself ("ontem" past, "amanhã" future), else null. */
  tense: Tense | 'present' | null;
}

const WEEKDAYS: Record<string, number> = {
  domingo: 0, segunda: 1, 'segunda-feira': 1, terca: 2, 'terca-feira': 2, quarta: 3, 'quarta-feira': 3, quinta: 4,
  'quinta-feira': 4, sexta: 5, 'sexta-feira': 5, sabado: 6,
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
};
// Portuguese weekdays that are also ordinals ("segunda vez", "quinta série") need context.
const AMBIGUOUS_WEEKDAYS = new Set(['segunda', 'quarta', 'quinta', 'sexta']);

const MONTHS: Record<string, number> = {
  janeiro: 1, fevereiro: 2, marco: 3, abril: 4, maio: 5, junho: 6, julho: 7, agosto: 8, setembro: 9, outubro: 10,
  novembro: 11, dezembro: 12,
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12,
  jan: 1, feb: 2, fev: 2, mar: 3, apr: 4, abr: 4, jun: 6, jul: 7, aug: 8, ago: 8, sep: 9, sept: 9, set: 9, oct: 10,
  out: 10, nov: 11, dec: 12, dez: 12,
};
// Month words that are also ordinary words ("marco", "may", "march", "ago", "set"…).
const RISKY_MONTHS = new Set(['marco', 'may', 'march', 'jan', 'feb', 'fev', 'mar', 'apr', 'abr', 'jun', 'jul', 'aug', 'ago', 'sep', 'sept', 'set', 'oct', 'out', 'nov', 'dec', 'dez']);
const FULL_MONTH = (f: string) => f.length > 4 || f === 'maio' || f === 'june' || f === 'july';

const UNITS: Record<string, Unit> = {
  dia: 'day', dias: 'day', day: 'day', days: 'day',
  semana: 'week', semanas: 'week', week: 'week', weeks: 'week',
  mes: 'month', meses: 'month', month: 'month', months: 'month',
  ano: 'year', anos: 'year', year: 'year', years: 'year',
};

const f = (tokens: Token[], i: number) => tokens[i]?.fold ?? '';
const seq = (tokens: Token[], i: number, words: string) => {
  const ws = words.split(' ');
  return ws.every((w, k) => f(tokens, i + k) === w) ? ws.length : 0;
};
const firstSeq = (tokens: Token[], i: number, options: string[]) => {
  for (const o of options) {
    const n = seq(tokens, i, o);
    if (n) return n;
  }
  return 0;
};

function ordinal(t: Token | undefined): number | null {
  if (!t) return null;
  const m = /^(\d{1,2})(st|nd|rd|th|º|ª|o)?$/.exec(t.fold);
  if (m) {
    const v = Number(m[1]);
    return v >= 1 && v <= 31 ? v : null;
  }
  if (t.fold === 'primeiro' || t.fold === 'first') return 1;
  return null;
}

function monthAt(tokens: Token[], i: number, strict: boolean): number | null {
  const t = tokens[i];
  if (!isWord(t)) return null;
  const m = MONTHS[t.fold];
  if (!m) return null;
  if (t.lower === 'março') return 3;
  if (RISKY_MONTHS.has(t.fold) && strict) return null;
  return m;
}

function yearAt(tokens: Token[], i: number): number | null {
  const t = tokens[i];
  if (t && /^(19|20)\d{2}$/.test(t.fold)) return Number(t.fold);
  return null;
}

type Hit = {len: number; spec: DateSpec};

// Each matcher reads a date expression starting exactly at tokens[i].
const MATCHERS: ((tokens: Token[], i: number, lang: 'pt' | 'en') => Hit | null)[] = [
  // ISO and numeric dates.
  (tokens, i, lang) => {
    const t = tokens[i];
    if (t?.kind !== 'date') return null;
    let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.text);
    if (m) return {len: 1, spec: {kind: 'day-month', year: Number(m[1]), month: Number(m[2]), day: Number(m[3])}};
    m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(t.text);
    if (!m) return null;
    let [a, b] = [Number(m[1]), Number(m[2])];
    // Portuguese writes day/month; English (US) month/day unless the first number can't be a month.
    if (lang === 'en' && a <= 12) [a, b] = [b, a];
    const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : null;
    if (b < 1 || b > 12 || a < 1 || a > 31) return null;
    return {len: 1, spec: {kind: 'day-month', day: a, month: b, year}};
  },
  // Day offsets.
  (tokens, i) => {
    let n: number;
    if ((n = firstSeq(tokens, i, ['depois de amanha', 'the day after tomorrow', 'day after tomorrow']))) return {len: n, spec: {kind: 'offset-days', days: 2}};
    if ((n = firstSeq(tokens, i, ['the day before yesterday', 'day before yesterday', 'antes de ontem']))) return {len: n, spec: {kind: 'offset-days', days: -2}};
    if ((n = firstSeq(tokens, i, ['this morning', 'this afternoon', 'this evening', 'tonight', 'today', 'earlier today', 'hoje']))) {
      const extra = firstSeq(tokens, i + n, ['de manha', 'a tarde', 'a noite', 'cedo', 'mais cedo', 'mais tarde', 'de tarde', 'de noite']);
      return {len: n + extra, spec: {kind: 'offset-days', days: 0}};
    }
    if ((n = firstSeq(tokens, i, ['amanha', 'tomorrow']))) {
      const extra = firstSeq(tokens, i + n, ['de manha', 'a tarde', 'a noite', 'cedo', 'de tarde', 'de noite', 'morning', 'afternoon', 'evening', 'night']);
      return {len: n + extra, spec: {kind: 'offset-days', days: 1}};
    }
    if ((n = firstSeq(tokens, i, ['last night', 'ontem', 'yesterday']))) {
      const extra = firstSeq(tokens, i + n, ['de manha', 'a tarde', 'a noite', 'de tarde', 'de noite', 'morning', 'afternoon', 'evening']);
      return {len: n + extra, spec: {kind: 'offset-days', days: -1}};
    }
    if ((n = seq(tokens, i, 'anteontem'))) return {len: n, spec: {kind: 'offset-days', days: -2}};
    return null;
  },
  // Weeks and weekends.
  (tokens, i) => {
    let n: number;
    if ((n = firstSeq(tokens, i, ['fim de semana passado', 'final de semana passado', 'last weekend', 'past weekend']))) return {len: n, spec: {kind: 'weekend', offset: -1}};
    if ((n = firstSeq(tokens, i, ['proximo fim de semana', 'proximo final de semana', 'fim de semana que vem', 'next weekend']))) return {len: n, spec: {kind: 'weekend', offset: 1}};
    if ((n = firstSeq(tokens, i, ['neste fim de semana', 'nesse fim de semana', 'este fim de semana', 'esse fim de semana', 'no fim de semana', 'fim de semana', 'final de semana', 'this weekend', 'the weekend']))) return {len: n, spec: {kind: 'weekend', offset: 0}};
    if ((n = firstSeq(tokens, i, ['semana retrasada']))) return {len: n, spec: {kind: 'week', offset: -2}};
    if ((n = firstSeq(tokens, i, ['semana passada', 'last week', 'past week', 'previous week', 'ultima semana']))) return {len: n, spec: {kind: 'week', offset: -1}};
    if ((n = firstSeq(tokens, i, ['semana que vem', 'proxima semana', 'next week', 'the following week', 'following week']))) return {len: n, spec: {kind: 'week', offset: 1}};
    if ((n = firstSeq(tokens, i, ['essa semana', 'esta semana', 'nessa semana', 'nesta semana', 'this week', 'later this week']))) return {len: n, spec: {kind: 'week', offset: 0}};
    return null;
  },
  // Month and year offsets.
  (tokens, i) => {
    let n: number;
    if ((n = firstSeq(tokens, i, ['fim do mes', 'final do mes', 'end of the month', 'end of month']))) return {len: n, spec: {kind: 'month-end', offset: 0}};
    if ((n = firstSeq(tokens, i, ['mes passado', 'last month', 'past month', 'previous month']))) return {len: n, spec: {kind: 'month-rel', offset: -1}};
    if ((n = firstSeq(tokens, i, ['mes que vem', 'proximo mes', 'next month']))) return {len: n, spec: {kind: 'month-rel', offset: 1}};
    if ((n = firstSeq(tokens, i, ['este mes', 'esse mes', 'neste mes', 'nesse mes', 'this month', 'later this month']))) return {len: n, spec: {kind: 'month-rel', offset: 0}};
    if ((n = firstSeq(tokens, i, ['ano passado', 'last year', 'past year']))) return {len: n, spec: {kind: 'year-rel', offset: -1}};
    if ((n = firstSeq(tokens, i, ['ano que vem', 'proximo ano', 'next year']))) return {len: n, spec: {kind: 'year-rel', offset: 1}};
    if ((n = firstSeq(tokens, i, ['este ano', 'esse ano', 'neste ano', 'nesse ano', 'this year', 'later this year']))) return {len: n, spec: {kind: 'year-rel', offset: 0}};
    return null;
  },
  // "há três meses", "faz 2 semanas que", "3 months ago", "3 meses atrás".
  (tokens, i) => {
    const lead = f(tokens, i);
    if (lead === 'ha' || lead === 'faz') {
      let k = i + 1;
      k += firstSeq(tokens, k, ['cerca de', 'uns', 'umas', 'quase', 'mais de', 'mais ou menos']);
      const num = readNumber(tokens, k) ?? (f(tokens, k) === 'um' ? {value: 1, len: 1} : null);
      if (!num) return null;
      const unit = UNITS[f(tokens, k + num.len)];
      if (!unit) return null;
      // "faz 90 anos em março" is a birthday, not "90 years ago".
      if (lead === 'faz' && unit === 'year' && f(tokens, k + num.len + 1) !== 'que') return null;
      return {len: k + num.len + 1 - i, spec: {kind: 'ago', amount: num.value, unit}};
    }
    const num = readNumber(tokens, i);
    if (num) {
      const unit = UNITS[f(tokens, i + num.len)];
      const after = f(tokens, i + num.len + 1);
      if (unit && (after === 'ago' || after === 'atras')) return {len: num.len + 2, spec: {kind: 'ago', amount: num.value, unit}};
      if (unit && seq(tokens, i + num.len + 1, 'from now')) return {len: num.len + 3, spec: {kind: 'in', amount: num.value, unit}};
    }
    return null;
  },
  // "em seis meses", "daqui a 3 semanas", "in 3 months", "within two weeks".
  (tokens, i) => {
    const n = firstSeq(tokens, i, ['daqui a', 'daqui', 'dentro de', 'em', 'in', 'within']);
    if (!n) return null;
    let k = i + n;
    k += firstSeq(tokens, k, ['cerca de', 'uns', 'umas', 'about', 'around']);
    const num = readNumber(tokens, k);
    if (!num) return null;
    const unit = UNITS[f(tokens, k + num.len)];
    if (!unit) return null;
    return {len: k + num.len + 1 - i, spec: {kind: 'in', amount: num.value, unit}};
  },
  // Day and month: "dia 10 de dezembro", "10 de dezembro de 2026", "December 10th", "the 3rd of May", "3 May".
  (tokens, i) => {
    let k = i;
    if (f(tokens, k) === 'dia') k++;
    if (f(tokens, k) === 'the') k++;
    const day = ordinal(tokens[k]);
    if (day !== null) {
      let j = k + 1;
      if (f(tokens, j) === 'de' || f(tokens, j) === 'of') j++;
      const month = monthAt(tokens, j, false);
      if (month && (j > k + 1 || !RISKY_MONTHS.has(f(tokens, j)) || tokens[j]!.cap)) {
        let len = j + 1 - i;
        let year: number | null = null;
        if (f(tokens, j + 1) === 'de' && yearAt(tokens, j + 2)) {
          year = yearAt(tokens, j + 2);
          len += 2;
        } else if (yearAt(tokens, j + 1)) {
          year = yearAt(tokens, j + 1);
          len += 1;
        } else if (f(tokens, j + 1) === ',' && yearAt(tokens, j + 2)) {
          year = yearAt(tokens, j + 2);
          len += 2;
        }
        return {len, spec: {kind: 'day-month', day, month, year}};
      }
      if (f(tokens, i) === 'dia') return {len: k + 1 - i, spec: {kind: 'day', day}};
      if (f(tokens, i) === 'the' && /\D$/.test(tokens[k]!.fold)) return {len: k + 1 - i, spec: {kind: 'day', day}};
      return null;
    }
    const month = monthAt(tokens, i, false);
    if (month && (!RISKY_MONTHS.has(f(tokens, i)) || tokens[i]!.cap)) {
      const d = ordinal(tokens[i + 1]);
      if (d !== null && !UNITS[f(tokens, i + 2)]) {
        let len = 2;
        let year: number | null = null;
        if (f(tokens, i + 2) === ',' && yearAt(tokens, i + 3)) {
          year = yearAt(tokens, i + 3);
          len = 4;
        } else if (yearAt(tokens, i + 2)) {
          year = yearAt(tokens, i + 2);
          len = 3;
        }
        return {len, spec: {kind: 'day-month', day: d, month, year}};
      }
    }
    return null;
  },
  // Weekdays: "na terça", "terça que vem", "next Thursday", "last Tuesday", "segunda às 10h".
  (tokens, i) => {
    let k = i;
    let mod: 'next' | 'last' | 'upcoming' | null = null;
    const pre = firstSeq(tokens, k, ['this coming', 'na proxima', 'no proximo', 'proxima', 'proximo', 'next', 'coming']);
    if (pre) {
      mod = seq(tokens, k, 'next') ? 'next' : 'upcoming';
      k += pre;
    } else {
      const last = firstSeq(tokens, k, ['na ultima', 'no ultimo', 'ultima', 'ultimo', 'last', 'past']);
      if (last) {
        mod = 'last';
        k += last;
      } else {
        k += firstSeq(tokens, k, ['nesta', 'nessa', 'neste', 'nesse', 'esta', 'essa', 'este', 'esse', 'this', 'on', 'na', 'no']);
      }
    }
    const t = tokens[k];
    if (!isWord(t)) return null;
    let dow = WEEKDAYS[t.fold];
    if (dow === undefined) return null;
    let len = k + 1 - i;
    if (f(tokens, k + 1) === '-' || f(tokens, k + 1) === 'feira') len += f(tokens, k + 1) === '-' ? (f(tokens, k + 2) === 'feira' ? 2 : 0) : 1;
    const post = firstSeq(tokens, i + len, ['que vem', 'passada', 'passado', 'retrasada']);
    if (post) {
      mod = seq(tokens, i + len, 'que vem') ? 'upcoming' : 'last';
      len += post;
    }
    if (AMBIGUOUS_WEEKDAYS.has(t.fold) && !post && mod === null) {
      const prev = f(tokens, k - 1);
      const next = f(tokens, k + 1);
      const nextTok = tokens[k + 1];
      const ok =
        ['ate', 'toda', 'todas', 'desde', 'entre'].includes(prev) ||
        ['as', 'a', 'de', 'que', ',', '.', '!', ';', '?', 'pela', 'cedo', 'agora', 'e', 'ou', 'tem', 'vou', 'vamos', 'vai', 'ele', 'ela', 'eu', 'o', 'os', 'me', 'nos', 'tenho', 'preciso', 'temos', 'com', 'no', 'na', 'fui', 'foi', 'marquei', 'levei', 'pra', 'para', 'tambem', 'ja', 'passada', 'depois', 'antes', 'ao', 'meu', 'minha', 'ligar'].includes(next) ||
        !nextTok ||
        nextTok.kind === 'time' ||
        /^\d{1,2}h/.test(next);
      if (!ok) return null;
    }
    if (['toda', 'todas', 'every'].includes(f(tokens, i - 1))) return null;
    dow = dow!;
    return {len, spec: {kind: 'weekday', dow, mod}};
  },
  // Months: "em agosto", "in August", "agosto passado", "last August", "em agosto de 2025".
  (tokens, i) => {
    let k = i;
    let mod: 'next' | 'last' | null = null;
    const lead = firstSeq(tokens, k, ['no mes de', 'em', 'no', 'in', 'during', 'desde', 'since', 'ate', 'until', 'de', 'last', 'next', 'this', 'proximo', 'this coming']);
    if (seq(tokens, k, 'last')) mod = 'last';
    if (seq(tokens, k, 'next') || seq(tokens, k, 'proximo')) mod = 'next';
    k += lead;
    const t = tokens[k];
    if (!isWord(t)) return null;
    const month = MONTHS[t.fold];
    if (!month || !FULL_MONTH(t.fold)) return null;
    if (RISKY_MONTHS.has(t.fold) && t.lower !== 'março' && !(lead && (t.cap || t.fold === 'marco'))) return null;
    if (!lead && !t.cap && RISKY_MONTHS.has(t.fold)) return null;
    let len = k + 1 - i;
    let year: number | null = null;
    if (f(tokens, k + 1) === 'de' && yearAt(tokens, k + 2)) {
      year = yearAt(tokens, k + 2);
      len += 2;
    } else if (yearAt(tokens, k + 1)) {
      year = yearAt(tokens, k + 1);
      len += 1;
    } else {
      const post = firstSeq(tokens, k + 1, ['passado', 'que vem', 'deste ano', 'do ano que vem', 'do ano passado']);
      if (post) {
        const p = tokens.slice(k + 1, k + 1 + post).map(x => x.fold).join(' ');
        mod = p.includes('passado') ? 'last' : p.includes('vem') ? 'next' : null;
        len += post;
      }
    }
    return {len, spec: {kind: 'month', month, year, mod}};
  },
  // Years and Christmas.
  (tokens, i) => {
    const n = firstSeq(tokens, i, ['em', 'in', 'de']);
    if (n && yearAt(tokens, i + n)) return {len: n + 1, spec: {kind: 'year', year: yearAt(tokens, i + n)!}};
    const ny = firstSeq(tokens, i, ['no ano novo', 'ano novo', 'ano-novo', 'no reveillon', 'reveillon', "new year's day", "new year's eve", "new year's", 'new year']);
    if (ny && (tokens[i + ny - 1]!.cap || tokens[i]!.cap || f(tokens, i) === 'no')) {
      const eve = firstSeq(tokens, i, ['reveillon', 'no reveillon', "new year's eve"]) > 0;
      return {len: ny, spec: {kind: 'day-month', day: eve ? 31 : 1, month: eve ? 12 : 1, year: null}};
    }
    const x = firstSeq(tokens, i, ['no natal', 'natal', 'christmas', 'on christmas']);
    if (x && (tokens[i + x - 1]!.cap || f(tokens, i) === 'no')) return {len: x, spec: {kind: 'day-month', day: 25, month: 12, year: null}};
    return null;
  },
];

const DEADLINE = ['ate o', 'ate a', 'ate', 'by', 'before', 'antes de', 'antes do', 'antes da', 'until', 'no later than', 'prazo'];

/** Every date expression in the tokens, left to right, without overlaps. */
export function findDates(tokens: Token[], lang: 'pt' | 'en' = 'pt', skip: Set<number> = new Set()): DateMention[] {
  const out: DateMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i) || !isWord(tokens[i])) continue;
    let hit: Hit | null = null;
    for (const m of MATCHERS) {
      hit = m(tokens, i, lang);
      if (hit) break;
    }
    if (!hit) continue;
    let start = i;
    let deadline = false;
    for (const d of DEADLINE) {
      const n = d.split(' ').length;
      if (i - n >= 0 && seq(tokens, i - n, d) === n) {
        deadline = true;
        start = i - n;
        break;
      }
    }
    const end = i + hit.len;
    out.push({start, end, spec: hit.spec, deadline, text: tokens.slice(start, end).map(t => t.text).join(' ')});
    i = end - 1;
  }
  return out;
}

// After a bare hour ("às 10", "at 3") only clock words or the end of a phrase may follow;
// "as 3 crianças" is not a time.
const bareHourEnds = (t: Token | undefined) =>
  !t || t.kind === 'punct' || t.cap || ["i'm", 'i', 'we', 'eu', 'tenho', 'vou', 'the', 'o', 'a'].includes(t.fold) || ['h', 'horas', 'hora', 'hrs', 'da', 'de', 'e', 'pm', 'am', "o'clock", 'in', 'on', 'no', 'na', 'com', 'with', 'para', 'pra', 'and', 'tomorrow', 'today', 'amanha', 'hoje'].includes(t.fold);

/** Clock times: "às 14h", "14h30", "9:15", "at 3pm", "às 3 da tarde", "meio-dia", "noon". */
export function findTimes(tokens: Token[]): TimeMention[] {
  const out: TimeMention[] = [];
  const fmt = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  for (let i = 0; i < tokens.length; i++) {
    const start = i;
    let k = i;
    const lead = firstSeq(tokens, i, ['a partir das', 'por volta das', 'pelas', 'as', 'at', 'around', 'a', '@']);
    const hasLead = lead > 0;
    k += lead;
    const u = tokens[k];
    if (!u) continue;
    let h: number | null = null;
    let m = 0;
    let explicit = false;
    let mm: RegExpExecArray | null;
    if (u.kind === 'time' && (mm = /^(\d{1,2}):(\d{2})$/.exec(u.text))) {
      h = Number(mm[1]);
      m = Number(mm[2]);
      explicit = true;
    } else if ((mm = /^(\d{1,2})h(\d{2})?(min)?$/.exec(u.fold))) {
      h = Number(mm[1]);
      m = mm[2] ? Number(mm[2]) : 0;
      explicit = true;
    } else if ((mm = /^(\d{1,2})(am|pm)$/.exec(u.fold))) {
      h = Number(mm[1]);
      if (mm[2] === 'pm' && h < 12) h += 12;
      if (mm[2] === 'am' && h === 12) h = 0;
      explicit = true;
      k++;
      out.push({start, end: k, time: fmt(h, m)});
      i = k - 1;
      continue;
    } else if (u.kind === 'num' && hasLead && Number(u.fold) <= 23 && !['a', 'at'].includes(f(tokens, start)) && bareHourEnds(tokens[k + 1])) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && hasLead && Number(u.fold) <= 12 && ['am', 'pm', 'o\'clock', 'horas', 'h'].includes(f(tokens, k + 1))) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && f(tokens, start) === 'at' && Number(u.fold) <= 12 && bareHourEnds(tokens[k + 1])) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && Number(u.fold) <= 12 && firstSeq(tokens, k + 1, ['da manha', 'da tarde', 'da noite', 'in the morning', 'in the afternoon', 'in the evening', 'pm', 'am'])) {
      h = Number(u.fold);
    } else {
      const n = firstSeq(tokens, k, ['meio-dia', 'meio dia', 'meiodia', 'noon', 'midday']);
      if (n) {
        out.push({start, end: k + n, time: '12:00'});
        i = k + n - 1;
        continue;
      }
      const mn = firstSeq(tokens, k, ['meia-noite', 'meia noite', 'midnight']);
      if (mn) {
        out.push({start, end: k + mn, time: '00:00'});
        i = k + mn - 1;
        continue;
      }
      continue;
    }
    if (h === null || h > 23 || m > 59) continue;
    k++;
    if (f(tokens, k) === 'horas' || f(tokens, k) === 'h' || f(tokens, k) === "o'clock") k++;
    if (seq(tokens, k, 'e meia')) {
      m = 30;
      k += 2;
    } else if (f(tokens, k) === 'e' && tokens[k + 1]?.kind === 'num' && Number(tokens[k + 1]!.fold) < 60 && !UNITS[f(tokens, k + 2)]) {
      m = Number(tokens[k + 1]!.fold);
      k += 2;
    }
    const pm = firstSeq(tokens, k, ['da tarde', 'da noite', 'de tarde', 'de noite', 'in the afternoon', 'in the evening', 'at night', 'pm', 'p.m.', 'p m']);
    const am = pm ? 0 : firstSeq(tokens, k, ['da manha', 'de manha', 'in the morning', 'am', 'a.m.', 'a m']);
    if (pm) {
      if (h < 12) h += 12;
      k += pm;
      explicit = true;
    } else if (am) {
      if (h === 12) h = 0;
      k += am;
      explicit = true;
    } else if (!explicit && h >= 1 && h <= 6) {
      // Appointments are rarely before dawn: "às 3" means 15:00.
      h += 12;
    }
    out.push({start, end: k, time: fmt(h, m)});
    i = k - 1;
  }
  return out;
}

// ---- calendar arithmetic on local dates (noon avoids DST edges) ----

type YMD = {y: number; m: number; d: number};
const mk = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);
const ymd = (dt: Date): YMD => ({y: dt.getFullYear(), m: dt.getMonth() + 1, d: dt.getDate()});
const iso = (x: YMD) => `${x.y}-${String(x.m).padStart(2, '0')}-${String(x.d).padStart(2, '0')}`;
const addDays = (x: YMD, n: number): YMD => ymd(mk(x.y, x.m, x.d + n));
const daysIn = (y: number, m: number) => new Date(y, m, 0).getDate();
const addMonths = (x: YMD, n: number): YMD => {
  const total = x.y * 12 + (x.m - 1) + n;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return {y, m, d: Math.min(x.d, daysIn(y, m))};
};
const cmp = (a: YMD, b: YMD) => iso(a).localeCompare(iso(b));
const dow = (x: YMD) => mk(x.y, x.m, x.d).getDay();
const monday = (x: YMD) => addDays(x, -((dow(x) + 6) % 7));


/** Add calendar months to an ISO date (clamping the day), for recurrences and reminders. */
export function addMonthsIso(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return iso(addMonths({y, m, d}, months));
}

/**
 * Resolve a date expression against `now`. `tense` breaks the ties a bare weekday, month or day
 * leaves open ("na terça" is next Tuesday for an appointment, last Tuesday for a visit).
 */
export function resolveSpec(spec: DateSpec, now: Date, tense: Tense | null = null): ResolvedDate {
  const today = ymd(now);
  const day = (x: YMD, t: ResolvedDate['tense']): ResolvedDate => ({date: iso(x), end: iso(x), precision: 'day', tense: t});
  const range = (a: YMD, b: YMD, precision: ResolvedDate['precision'], t: ResolvedDate['tense']): ResolvedDate => {
    // Clamp a range that holds today to the side the tense points at.
    let s = a;
    let e = b;
    const want = tense ?? (t === 'past' || t === 'future' ? t : null);
    if (cmp(a, today) <= 0 && cmp(today, b) <= 0) {
      if (want === 'past') e = today;
      else if (want === 'future') s = today;
    }
    return {date: iso(s), end: iso(e), precision, tense: t};
  };
  const tenseOf = (x: YMD): ResolvedDate['tense'] => (cmp(x, today) < 0 ? 'past' : cmp(x, today) > 0 ? 'future' : 'present');
  switch (spec.kind) {
    case 'offset-days': {
      const x = addDays(today, spec.days);
      return day(x, spec.days < 0 ? 'past' : spec.days > 0 ? 'future' : 'present');
    }
    case 'week': {
      const mon = addDays(monday(today), 7 * spec.offset);
      return range(mon, addDays(mon, 6), 'week', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'weekend': {
      const mon = addDays(monday(today), 7 * spec.offset);
      const sat = addDays(mon, 5);
      return range(sat, addDays(sat, 1), 'day', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'month-rel': {
      const first = addMonths({...today, d: 1}, spec.offset);
      return range(first, {...first, d: daysIn(first.y, first.m)}, 'month', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'month-end': {
      const first = addMonths({...today, d: 1}, spec.offset);
      return day({...first, d: daysIn(first.y, first.m)}, 'future');
    }
    case 'year-rel': {
      const y = today.y + spec.offset;
      return range({y, m: 1, d: 1}, {y, m: 12, d: 31}, 'year', spec.offset < 0 ? 'past' : spec.offset > 0 ? 'future' : null);
    }
    case 'year':
      return range({y: spec.year, m: 1, d: 1}, {y: spec.year, m: 12, d: 31}, 'year', spec.year < today.y ? 'past' : spec.year > today.y ? 'future' : null);
    case 'ago': {
      const x = spec.unit === 'day' ? addDays(today, -spec.amount) : spec.unit === 'week' ? addDays(today, -7 * spec.amount) : addMonths(today, -(spec.unit === 'year' ? 12 : 1) * spec.amount);
      return day(x, 'past');
    }
    case 'in': {
      const x = spec.unit === 'day' ? addDays(today, spec.amount) : spec.unit === 'week' ? addDays(today, 7 * spec.amount) : addMonths(today, (spec.unit === 'year' ? 12 : 1) * spec.amount);
      return day(x, 'future');
    }
    case 'weekday': {
      const delta = (spec.dow - dow(today) + 7) % 7;
      const nextOcc = addDays(today, delta === 0 ? 7 : delta);
      const lastOcc = addDays(today, delta === 0 ? -7 : delta - 7);
      if (spec.mod === 'last') return day(lastOcc, 'past');
      if (spec.mod === 'next') {
        // English "next Thursday" said early in a week points past this week's Thursday.
        const inThisWeek = cmp(nextOcc, addDays(monday(today), 6)) <= 0;
        return day(inThisWeek ? addDays(nextOcc, 7) : nextOcc, 'future');
      }
      if (spec.mod === 'upcoming') return day(nextOcc, 'future');
      return tense === 'past' ? day(lastOcc, 'past') : day(nextOcc, tense === 'future' ? 'future' : null);
    }
    case 'month': {
      let y = spec.year ?? today.y;
      if (spec.year === null) {
        const t = spec.mod === 'last' ? 'past' : spec.mod === 'next' ? 'future' : tense;
        if (t === 'past' && spec.month > today.m) y--;
        else if (t !== 'past' && spec.month < today.m) y++;
        if (spec.mod === 'next' && spec.month === today.m) y++;
        if (spec.mod === 'last' && spec.month === today.m) y--;
      }
      const first = {y, m: spec.month, d: 1};
      const last = {y, m: spec.month, d: daysIn(y, spec.month)};
      const t = cmp(last, today) < 0 ? 'past' : cmp(first, today) > 0 ? 'future' : null;
      return range(first, last, 'month', t);
    }
    case 'day-month': {
      let y = spec.year ?? today.y;
      if (spec.year === null) {
        const candidate = {y, m: spec.month, d: spec.day};
        if (tense === 'past' && cmp(candidate, today) > 0) y--;
        else if (tense !== 'past' && cmp(candidate, today) < 0) y++;
      }
      const x = {y, m: spec.month, d: Math.min(spec.day, daysIn(y, spec.month))};
      return day(x, spec.year === null ? (tense ?? tenseOf(x)) : tenseOf(x));
    }
    case 'day': {
      let x = {...today, d: Math.min(spec.day, daysIn(today.y, today.m))};
      if (tense === 'past' && cmp(x, today) > 0) x = addMonths({...today, d: 1}, -1);
      else if (tense !== 'past' && cmp(x, today) < 0) x = addMonths({...today, d: 1}, 1);
      x = {...x, d: Math.min(spec.day, daysIn(x.y, x.m))};
      return day(x, tense ?? tenseOf(x));
    }
  }
}

/** The tense an expression carries by itself, before any verb is read. */
export function inherentTense(spec: DateSpec, now: Date): Tense | 'present' | null {
  switch (spec.kind) {
    case 'offset-days':
    case 'week':
    case 'weekend':
    case 'month-rel':
    case 'year-rel':
    case 'ago':
    case 'in':
    case 'month-end':
      return resolveSpec(spec, now).tense;
    case 'weekday':
      return spec.mod === 'last' ? 'past' : spec.mod ? 'future' : null;
    case 'month':
      return spec.mod === 'last' ? 'past' : spec.mod === 'next' ? 'future' : spec.year !== null ? resolveSpec(spec, now).tense : null;
    case 'day-month':
      return spec.year !== null ? resolveSpec(spec, now).tense : null;
    default:
      return null;
  }
}

export interface ResolvedExpression extends ResolvedDate {
  time: string | null;
  text: string;
}

/**
 * Find and resolve the first date (and clock time) in free text: "essa semana", "ontem",
 * "há três meses", "na terça às 14h", "dia 10 de dezembro às 9h", "em agosto",
 * "next Thursday at 3pm", "last week", "yesterday". Returns null when there is no date or time.
 */
export function resolveDate(
  text: string,
  now: Date,
  options: {tense?: Tense | null; language?: 'pt' | 'en'} = {},
): ResolvedExpression | null {
  const tokens = tokenize(text);
  const lang = options.language ?? (/\b(the|next|last|ago|in|on|at|yesterday|tomorrow|today|week|month)\b/i.test(text) ? 'en' : 'pt');
  const dates = findDates(tokens, lang);
  const times = findTimes(tokens);
  const d = dates[0];
  const time = times[0]?.time ?? null;
  if (!d) {
    if (!time) return null;
    return {date: localDay(now), end: localDay(now), precision: 'day', tense: 'present', time, text: text.trim()};
  }
  const r = resolveSpec(d.spec, now, options.tense ?? null);
  return {...r, time, text: d.text};
}

