/**
 * Clock times: "às 14h", "14h30", "9:15", "at 3pm", "às 3 da tarde", "meio-dia", "noon".
 */
import {readNumber, type Token} from '../text.js';
import {f, firstSeq, seq, UNITS} from './lexicon.js';
import type {TimeMention} from './specs.js';

const bareHourEnds = (t: Token | undefined) =>
  !t || t.kind === 'punct' || t.cap || ["i'm", 'i', 'we', 'eu', 'tenho', 'vou', 'the', 'o', 'a'].includes(t.fold) || ['h', 'horas', 'hora', 'hrs', 'da', 'de', 'e', 'pm', 'am', "o'clock", 'in', 'on', 'no', 'na', 'com', 'with', 'para', 'pra', 'and', 'tomorrow', 'today', 'amanha', 'hoje', 'now', 'agora', 'tonight', 'every', 'toda', 'todo'].includes(t.fold);

/** Clock times: "às 14h", "14h30", "9:15", "at 3pm", "às 3 da tarde", "meio-dia", "noon". */
/** Bare hours up to this one read as p.m. ("at 4" is 16:00); from 7 on they are taken as said. */
const LAST_BARE_AFTERNOON_HOUR = 6;

export function findTimes(tokens: Token[]): TimeMention[] {
  const out: TimeMention[] = [];
  const fmt = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  for (let i = 0; i < tokens.length; i++) {
    const start = i;
    let k = i;
    const lead = firstSeq(tokens, i, ['a partir das', 'por volta das', 'pelas', 'das', 'from', 'as', 'at', 'around', 'a', '@']);
    // "das 10 ao meio-dia", "das 7 às 19h", "from 9 to 5": a range opens at its first hour.
    const rangeStart = ['das', 'from'].includes(f(tokens, i)) && tokens[i + 1]?.kind === 'num' && ['a', 'as', 'ao', 'ate', 'to', '-', 'till', 'until'].includes(f(tokens, i + 2));
    const hasLead = lead > 0;
    k += lead;
    const u = tokens[k];
    if (!u) continue;
    // "tonight at 8", "hoje à noite às 8": the evening said just before the hour.
    const eveningBefore = tokens.slice(Math.max(0, start - 4), start).some((t, j, a) => t.fold === 'tonight' || t.fold === 'evening' || (t.fold === 'noite' && ['a', 'de', 'essa', 'esta', 'hoje'].includes(a[j - 1]?.fold ?? '')));
    let h: number | null = null;
    let m = 0;
    let explicit = false;
    let numberWord: {value: number; len: number} | null = null;
    let mm: RegExpExecArray | null;
    if (u.kind === 'time' && (mm = /^(\d{1,2}):(\d{2})$/.exec(u.text))) {
      h = Number(mm[1]);
      m = Number(mm[2]);
      // English "at 3:30" with no am/pm is the afternoon, like a bare "at 3"; "às 3:30" stays as written.
      // A bare "tuesday 5:30 soccer practice" too: nobody's practice is at 5:30 in the morning.
      explicit = !((f(tokens, start) === 'at' || !hasLead) && !mm[1]!.startsWith('0'));
    } else if ((mm = /^(\d{1,2})(?:h|hs|hrs?)(\d{2})?(min)?$/.exec(u.fold))) {
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
    } else if (u.kind === 'num' && rangeStart && Number(u.fold) <= 23) {
      h = Number(u.fold);
      explicit = Number(u.fold) >= 7 || Number(u.fold) === 0;
    } else if (u.kind === 'num' && hasLead && Number(u.fold) <= 23 && !['a', 'at', 'das', 'from'].includes(f(tokens, start)) && bareHourEnds(tokens[k + 1])) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && hasLead && Number(u.fold) <= 12 && ['am', 'pm', 'o\'clock', 'horas', 'h'].includes(f(tokens, k + 1))) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && ['at', 'as'].includes(f(tokens, start)) && Number(u.fold) <= 12 && (bareHourEnds(tokens[k + 1]) || eveningBefore)) {
      h = Number(u.fold);
    } else if (u.kind === 'num' && Number(u.fold) <= 12 && firstSeq(tokens, k + 1, ['da manha', 'da tarde', 'da noite', 'in the morning', 'in the afternoon', 'in the evening', 'pm', 'am'])) {
      h = Number(u.fold);
    } else if (u.kind === 'word' && hasLead && ['as', 'at', 'pelas', 'por volta das', 'around'].some(l => seq(tokens, start, l) === lead) && (numberWord = readNumber(tokens, k)) && numberWord.value >= 1 && numberWord.value <= 23 && (bareHourEnds(tokens[k + numberWord.len]) || seq(tokens, k + numberWord.len, 'e meia') > 0)) {
      // Hours in words: "às nove e meia", "at eight", "as dez da manha".
      h = numberWord.value;
      k += numberWord.len - 1;
    } else {
      const n = firstSeq(tokens, k, ['meio-dia', 'meio dia', 'meiodia', 'noon', 'midday']);
      if (n) {
        // "meio dia e meia": half past twelve.
        const half = seq(tokens, k + n, 'e meia');
        out.push({start, end: k + n + half, time: half ? '12:30' : '12:00'});
        i = k + n + half - 1;
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
    // A bare "at 4" / "às 3" is the afternoon: nobody's class or meeting is at 4 in the morning.
    if (!explicit && h >= 1 && h <= LAST_BARE_AFTERNOON_HOUR && !firstSeq(tokens, k + 1, ['da manha', 'de manha', 'in the morning', 'am', 'a . m', 'da madrugada', 'de madrugada'])) h += 12;
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
    const am = pm ? 0 : firstSeq(tokens, k, ['da manha', 'de manha', 'da madrugada', 'de madrugada', 'in the morning', 'am', 'a.m.', 'a m', 'a . m .', 'a . m']);
    // "tonight at 8", "hoje à noite às 8": the evening said before the hour sets it too.
    const evening = !explicit && h < 12 && eveningBefore;
    if (pm || evening) {
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

