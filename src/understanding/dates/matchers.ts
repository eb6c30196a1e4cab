/**
 * Date expressions in tokens: each matcher reads one kind ("amanhã", "na terça", "dia 10 de
 * dezembro", "há três meses", "next Thursday", "last week") starting exactly at a token.
 */
import {isWord, readNumber, type Token} from '../text.js';
import {AMBIGUOUS_WEEKDAYS, f, firstSeq, FULL_MONTH, monthAt, MONTHS, ordinal, RISKY_MONTHS, seq, UNITS, WEEKDAYS, yearAt} from './lexicon.js';
import type {DateMention, DateSpec} from './specs.js';

type Hit = {len: number; spec: DateSpec};

// Each matcher reads a date expression starting exactly at tokens[i].
/** Month words that are also everyday words ("may", "mar", "set", "out", "ago", "dez" is ten). */
const WORD_MONTHS = new Set(['may', 'mar', 'march', 'set', 'out', 'ago', 'dez', 'mai', 'jan']);

/** Weekdays typed short in chat, read as days only before an hour. */
const SHORT_WEEKDAYS: Record<string, number> = {seg: 1, ter: 2, qua: 3, qui: 4, sex: 5, sab: 6, dom: 0, mon: 1, tue: 2, tues: 2, wed: 3, weds: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, sun: 0};

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
    if ((n = firstSeq(tokens, i, ['proximo fim de semana', 'proximo final de semana', 'fim de semana que vem', 'next weekend', 'proximo fds', 'fds que vem', 'next wknd']))) return {len: n, spec: {kind: 'weekend', offset: 1}};
    // "no fds", "esse fds", "this wknd": the chat's weekend (a bare "os fds" is a habit, not a date).
    if ((n = firstSeq(tokens, i, ['no fds', 'nesse fds', 'neste fds', 'esse fds', 'este fds', 'this wknd', 'the wknd', 'this weekend']))) return {len: n, spec: {kind: 'weekend', offset: 0}};
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
    const n = firstSeq(tokens, i, ['daqui a', 'daqui', 'dqui a', 'dqui', 'daki a', 'daki', 'dentro de', 'em', 'in', 'within']);
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
    let day = ordinal(tokens[k]);
    let dayLen = 1;
    // "dia vinte e oito": a day in words, only after "dia".
    const spelled = day === null && f(tokens, i) === 'dia' ? readNumber(tokens, k) : null;
    if (spelled && spelled.value >= 1 && spelled.value <= 31 && tokens[k]!.kind === 'word') {
      day = spelled.value;
      dayLen = spelled.len;
    }
    if (day !== null) {
      let j = k + dayLen;
      if (f(tokens, j) === 'de' || f(tokens, j) === 'of') j++;
      const month = monthAt(tokens, j, false);
      if (month && (j > k + dayLen || !RISKY_MONTHS.has(f(tokens, j)) || tokens[j]!.cap)) {
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
      if (f(tokens, i) === 'dia') return {len: k + dayLen - i, spec: {kind: 'day', day}};
      // "the 23rd", "on the first": a day; "the first dress fitting" is an ordinal before its noun.
      const nounAfter = !/\d/.test(tokens[k]!.fold) && isWord(tokens[k + 1]) && !['at', 'of', 'in', 'by', 'and', 'or'].includes(f(tokens, k + 1));
      if (f(tokens, i) === 'the' && /\D$/.test(tokens[k]!.fold) && !nounAfter) return {len: k + 1 - i, spec: {kind: 'day', day}};
      return null;
    }
    const month = monthAt(tokens, i, false);
    // A month that is also a word ("march", "may") counts in lower case before an ordinal ("may 14th")
    // or after a word that introduces a date ("is march 3", "on may 5").
    // Abbreviations that are no word of their own ("apr 2", "feb 14") count before a bare day as well.
    const dated = /^\d{1,2}(st|nd|rd|th)$/.test(f(tokens, i + 1)) || (/^\d{1,2}$/.test(f(tokens, i + 1)) && !WORD_MONTHS.has(f(tokens, i))) || ['on', 'is', 'by', 'until', 'til', 'due', 'before', 'after', 'since', 'from'].includes(f(tokens, i - 1));
    if (month && (!RISKY_MONTHS.has(f(tokens, i)) || tokens[i]!.cap || dated)) {
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
    // "qui 10h fisio", "sex 14hs", "fri 3pm": a weekday typed short, only right before its hour.
    if (dow === undefined && SHORT_WEEKDAYS[t.fold] !== undefined && (tokens[k + 1]?.kind === 'time' || /^\d{1,2}(?:h|hs|hrs?|am|pm)(?:\d{2})?$/.test(f(tokens, k + 1)))) dow = SHORT_WEEKDAYS[t.fold];
    if (dow === undefined) return null;
    let len = k + 1 - i;
    if (f(tokens, k + 1) === '-' || f(tokens, k + 1) === 'feira') len += f(tokens, k + 1) === '-' ? (f(tokens, k + 2) === 'feira' ? 2 : 0) : 1;
    const post = firstSeq(tokens, i + len, ['que vem', 'passada', 'passado', 'retrasada']);
    if (post) {
      mod = seq(tokens, i + len, 'que vem') ? 'upcoming' : 'last';
      len += post;
    } else if (f(tokens, i + len) === 'agora' && mod === null) {
      // "sábado agora": this coming Saturday.
      mod = 'upcoming';
      len += 1;
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
        // "quarta 23", "quinta dia 10": a weekday with its date.
        next === 'dia' || (/^\d{1,2}$/.test(next) && Number(next) >= 1 && Number(next) <= 31) ||
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

/** The explicit date right after a weekday ("dia 19", "16 April", "the 5th", "nov 2"), with where it ends. */
function dateAfterWeekday(tokens: Token[], j: number, lang: 'pt' | 'en'): {spec: DateSpec; end: number} | null {
  let k = j;
  while ([',', 'dia', 'the', 'o'].includes(f(tokens, k))) k++;
  // "tuesday jan 27", "mon nov 2": a month and its day.
  const mk = MONTHS[f(tokens, k)];
  const dn = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(f(tokens, k + 1));
  if (mk && dn && Number(dn[1]) >= 1 && Number(dn[1]) <= 31) return {spec: {kind: 'day-month', day: Number(dn[1]), month: mk, year: null}, end: k + 2};
  for (const m of MATCHERS) {
    const hit = m(tokens, k, lang);
    if (hit && (hit.spec.kind === 'day-month' || hit.spec.kind === 'day')) return {spec: hit.spec, end: k + hit.len};
    if (hit) break;
  }
  // A bare day number: "quarta 23", "tues the 20th".
  const t = f(tokens, k);
  const m = /^(\d{1,2})(?:st|nd|rd|th|º|o)?$/.exec(t);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 31 || tokens[k]?.kind === 'time') return null;
  let end = k + 1;
  if (['st', 'nd', 'rd', 'th'].includes(f(tokens, end))) end++;
  const month = MONTHS[f(tokens, end)] ?? (f(tokens, end) === 'de' || f(tokens, end) === 'of' ? MONTHS[f(tokens, end + 1)] : undefined);
  if (month) {
    end += f(tokens, end) === 'de' || f(tokens, end) === 'of' ? 2 : 1;
    return {spec: {kind: 'day-month', day: Number(m[1]), month, year: null}, end};
  }
  return {spec: {kind: 'day', day: Number(m[1])}, end};
}

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
    // "quinta 16", "sexta dia 19", "Thursday 16 April", "thurs the 5th", "mon nov 2": the weekday only
    // names the day a date says — the explicit date wins, and the two are one expression.
    if (hit.spec.kind === 'weekday') {
      const dated = dateAfterWeekday(tokens, i + hit.len, lang);
      if (dated) hit = {len: dated.end - i, spec: dated.spec};
    }
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
