/**
 * `npm run bench:chrono -- [--verbose] [--all] [CHRONO_DIR]`: how Magis reads the dates and times of
 * chrono's own test inputs (github.com/wanasit/chrono, MIT), Portuguese and English — chrono as a
 * test oracle, never a dependency. CHRONO_DIR (argument or env) is a checkout of chrono or a bare git
 * directory of it; its test files are read at run time and nothing of them is kept in this repository.
 *
 * How a case is graded: each test file is transpiled by esbuild and run here with our own `test`,
 * `testSingleCase`, `testUnexpectedResult` and `expect`. For a `testSingleCase`, Magis reads the text
 * the way the product does (`resolveDate`, the user's language, `tense: 'future'` where chrono was
 * given `forwardDate`, else no tense so the text's own verbs decide, as for any caller that gives
 * none), and chrono's own check function runs on a result built from
 * that reading — so chrono's `expect` lines grade Magis. A reading is a span of days (one day, or a
 * week, month or year), an optional clock time (or part of the day: "tomorrow morning"), and for a
 * range said with two ends its end. An asserted component passes when it agrees with the reading:
 * - year, month, day, weekday: some day of the span has it (a weekday said beside its date is the one
 *   said, as chrono keeps it);
 * - hour, minute, meridiem: equal to the time read; within the part of the day read; with neither,
 *   only chrono's own defaults for a day said without a time (the reference's clock, or 12:00);
 * - `toBeDate`: the day within the span and the time as above, to the minute;
 * - `result.end`: the range's end, which must exist when chrono has one.
 * Not graded: second and millisecond (Magis reads time to the minute), `index`, `text`, `tags`,
 * `isCertain` (chrono's bookkeeping). A case is right when every graded assertion passes; a
 * `testUnexpectedResult` (a negative) is right when Magis reads no date or time at all.
 *
 * Which cases count (fixed before measuring, from the shape of each case and never from Magis's answer):
 * - pt: every case of test/pt/*.test.ts; en: the files of EN_FILES in that order, and of them the
 *   first EN_LIMIT counted positive cases (all of those files' negatives);
 * - a case must make at least one graded assertion (those checking only the matched text do not count);
 * - left out as features Magis does not claim: another language's parser (chrono.fr inside an English
 *   file), a reference with a time zone (`{instant, timezone}`), any assertion on `timezoneOffset`
 *   (zone abbreviations), and expected years before 1000 (BC/AD era notation).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {transformSync} from 'esbuild';
import {resolveDate} from '../understanding/dates.js';
import {localDay, startOfLocalDay} from '../time/day.js';

/** The English files, in the order their cases are counted. */
const EN_FILES = [
  'en_casual',
  'en_relative',
  'en_weekday',
  'en_month',
  'en_time_exp',
  'en_time_units_later',
  'en_time_units_within',
  'en_time_units_ago',
  'en_time_units_casual_relative',
  'en_month_name_little_endian',
  'en_month_name_middle_endian',
  'en_slash',
  'en_year_month_day',
  'en_year',
  'en',
];
const EN_LIMIT = 120;

type Lang = 'pt' | 'en';

interface Case {
  file: string;
  block: string;
  kind: 'single' | 'negative';
  parser: string[];
  text: string;
  ref: unknown;
  option: Record<string, unknown> | undefined;
  check: ((result: unknown, text: string) => void) | undefined;
}

// ---- reading chrono's files ----

interface Source {
  commit: string | null;
  files(dir: string): string[];
  read(path: string): string;
}

function openSource(dir: string): Source {
  if (existsSync(join(dir, 'test'))) {
    let commit: string | null = null;
    try {
      commit = execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
    } catch {
      commit = null;
    }
    return {commit, files: d => readdirSync(join(dir, d)).map(f => `${d}/${f}`), read: p => readFileSync(join(dir, p), 'utf8')};
  }
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', dir, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
  const commit = git('rev-parse', 'HEAD').trim();
  const all = git('ls-tree', '-r', 'HEAD', '--name-only').split('\n');
  return {commit, files: d => all.filter(p => p.startsWith(`${d}/`)), read: p => git('show', `HEAD:${p}`)};
}

// ---- a harness where chrono's tests register their cases ----

class NotCounted extends Error {}

/** chrono's module as its tests see it: parsers are paths ("pt", "casual", "en.GB", "pt.strict"). */
function parserStub(path: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {__parser: path};
  for (const name of ['pt', 'en', 'casual', 'strict', 'GB', 'fr', 'de', 'ja', 'nl', 'ru', 'es', 'uk', 'zh', 'it', 'sv', 'fi', 'hant', 'hans']) {
    Object.defineProperty(o, name, {enumerable: true, get: () => parserStub([...path, name])});
  }
  o.parse = () => {
    throw new NotCounted('chrono.parse called directly');
  };
  o.parseDate = o.parse;
  o.Meridiem = {AM: 0, PM: 1};
  o.Weekday = {SUNDAY: 0, MONDAY: 1, TUESDAY: 2, WEDNESDAY: 3, THURSDAY: 4, FRIDAY: 5, SATURDAY: 6};
  o.Month = {JANUARY: 1, FEBRUARY: 2, MARCH: 3, APRIL: 4, MAY: 5, JUNE: 6, JULY: 7, AUGUST: 8, SEPTEMBER: 9, OCTOBER: 10, NOVEMBER: 11, DECEMBER: 12};
  return o;
}

/** Run one test file, returning the cases it registers. */
function casesOf(file: string, source: string, run: {expect: unknown}): Case[] {
  const out: Case[] = [];
  let block = '';
  const testSingleCase = (parser: {__parser?: string[]}, text: string, a?: unknown, b?: unknown, c?: unknown) => {
    let ref = a;
    let option = b;
    let check = c;
    if (check === undefined && typeof option === 'function') [check, option] = [option, undefined];
    if (option === undefined && typeof ref === 'function') [check, ref] = [ref, undefined];
    out.push({file, block, kind: 'single', parser: parser?.__parser ?? [], text, ref, option: option as Case['option'], check: check as Case['check']});
  };
  const testUnexpectedResult = (parser: {__parser?: string[]}, text: string, ref?: unknown, option?: Record<string, unknown>) => {
    out.push({file, block, kind: 'negative', parser: parser?.__parser ?? [], text, ref, option, check: undefined});
  };
  const testWithExpectedDate = (parser: {__parser?: string[]}, text: string, date: Date) =>
    testSingleCase(parser, text, (result: {start: unknown}) => (run.expect as (x: unknown) => {toBeDate(d: Date): void})(result.start).toBeDate(date));
  const test = (name: string, fn: () => void) => {
    block = name;
    try {
      fn();
    } catch {
      // A block that does more than register cases (chrono.parse, its own internals) stops there.
    }
  };
  const req = (id: string) => {
    if (id.endsWith('test_util')) return {testSingleCase, testUnexpectedResult, testWithExpectedDate, measureMilliSec: () => 0};
    if (/\/src\/?$/.test(id)) return parserStub([]);
    return new Proxy(
      {},
      {
        get: () => () => {
          throw new NotCounted(id);
        },
      },
    );
  };
  const js = transformSync(source, {loader: 'ts', format: 'cjs', target: 'node20'}).code;
  const module = {exports: {}};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const fn = new Function('require', 'module', 'exports', 'test', 'it', 'describe', 'expect', 'jest', js);
  fn(req, module, module.exports, test, test, test, run.expect, {});
  return out;
}

// ---- Magis's reading, as chrono's result ----

type Reading = ReturnType<typeof resolveDate>;
/** Fields a newer reader adds (read when present, so the same script measures older builds). */
interface Extra {
  endTime?: string | null;
  part?: {from: number; to: number} | null;
  until?: {date: string; end?: string; time: string | null; part?: {from: number; to: number} | null} | null;
  weekday?: number | null;
}

/** An asserted value and whether the reading agrees with it. */
class Val {
  constructor(
    readonly accepts: (v: unknown) => boolean,
    readonly what: string,
  ) {}
}
/** Something chrono's check looks at that is not graded. */
const SKIP = Symbol('not graded');

/** The components graded (seconds and milliseconds are not: Magis reads time to the minute). */
const GRADED = new Set(['year', 'month', 'day', 'weekday', 'hour', 'minute', 'meridiem']);

const hm = (t: string) => t.split(':').map(Number) as [number, number];

function daysOf(from: string, to: string): Date[] {
  const out: Date[] = [];
  for (let d = startOfLocalDay(from); localDay(d) <= to && out.length < 400; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) out.push(d);
  return out;
}

interface Comp {
  from: string;
  to: string;
  time: string | null;
  part: {from: number; to: number} | null;
  weekday: number | null;
}

function component(c: Comp | null, ref: Date) {
  const none = (what: string) => new Val(() => false, what);
  const days = c ? daysOf(c.from, c.to) : [];
  const hourOk = (h: number) => (c?.time ? hm(c.time)[0] === h : c?.part ? h >= c.part.from && h < c.part.to : h === ref.getHours() || h === 12);
  const minuteOk = (m: number) => (c?.time ? hm(c.time)[1] === m : m === 0 || m === ref.getMinutes());
  const get = (name: string): Val | typeof SKIP => {
    if (name === 'timezoneOffset') throw new NotCounted('timezoneOffset');
    if (!GRADED.has(name)) return SKIP;
    if (!c) return none(name);
    switch (name) {
      case 'year':
        return new Val(v => days.some(d => d.getFullYear() === v), `year ${c.from}..${c.to}`);
      case 'month':
        return new Val(v => days.some(d => d.getMonth() + 1 === v), `month ${c.from}..${c.to}`);
      case 'day':
        return new Val(v => days.some(d => d.getDate() === v), `day ${c.from}..${c.to}`);
      case 'weekday':
        return new Val(v => (c.weekday !== null ? c.weekday === v : days.some(d => d.getDay() === v)), `weekday of ${c.from}..${c.to}`);
      case 'hour':
        return new Val(v => typeof v === 'number' && hourOk(v), `hour ${c.time ?? (c.part ? `${c.part.from}-${c.part.to}` : 'unsaid')}`);
      case 'minute':
        return new Val(v => typeof v === 'number' && minuteOk(v), `minute ${c.time ?? 'unsaid'}`);
      case 'meridiem': {
        const h = c.time ? hm(c.time)[0] : c.part ? c.part.from : null;
        return new Val(v => (h !== null ? v === (h >= 12 ? 1 : 0) : v === 1 || v === (ref.getHours() >= 12 ? 1 : 0)), `meridiem of ${c.time ?? 'unsaid'}`);
      }
      default:
        return SKIP;
    }
  };
  const dateVal = () =>
    new Val(
      v => {
        if (!c || !(v instanceof Date)) return false;
        const day = localDay(v);
        return (
          day >= c.from &&
          day <= c.to &&
          hourOk(v.getHours()) &&
          (c.time || c.part ? minuteOk(v.getMinutes()) : (v.getHours() === ref.getHours() && v.getMinutes() === ref.getMinutes()) || (v.getHours() === 12 && v.getMinutes() === 0))
        );
      },
      `date ${c ? `${c.from}..${c.to} ${c.time ?? ''}` : 'none'}`,
    );
  return {
    get,
    date: () => {
      const v = dateVal();
      return {__val: v, getTime: () => v};
    },
    isCertain: () => SKIP,
    isOnlyDate: () => SKIP,
    isOnlyTime: () => SKIP,
    imply: () => {
      throw new NotCounted('imply');
    },
    assign: () => {
      throw new NotCounted('assign');
    },
    tags: () => SKIP,
    __comp: c,
  };
}

function resultOf(r: Reading, ref: Date) {
  const x = (r ?? {}) as NonNullable<Reading> & Extra;
  const start: Comp | null = r ? {from: r.date, to: r.end, time: r.time, part: x.part ?? null, weekday: x.weekday ?? null} : null;
  let end: Comp | null = null;
  if (r && x.until) end = {from: x.until.date, to: x.until.end ?? x.until.date, time: x.until.time, part: x.until.part ?? null, weekday: null};
  else if (r && x.endTime) end = {from: r.date, to: r.end, time: x.endTime, part: null, weekday: null};
  const s = component(start, ref);
  return {
    start: s,
    end: end ? component(end, ref) : null,
    refDate: ref,
    index: SKIP,
    text: SKIP,
    tags: () => SKIP,
    date: s.date,
    get: s.get,
  };
}

// ---- our expect ----

interface Tally {
  graded: number;
  failed: string[];
  /** Why the case is not counted, when it is not. */
  outside: string | null;
  years: number[];
}
let tally: Tally = {graded: 0, failed: [], outside: null, years: []};

function valOf(x: unknown): Val | typeof SKIP | null {
  if (x === SKIP) return SKIP;
  if (x instanceof Val) return x;
  if (x && typeof x === 'object' && '__val' in x) return (x as {__val: Val}).__val;
  if (x && typeof x === 'object' && 'start' in x && 'refDate' in x) return valOf((x as {start: {date(): unknown}}).start.date());
  if (x && typeof x === 'object' && 'get' in x && '__comp' in x) return valOf((x as unknown as {date(): unknown}).date());
  return null;
}

function grade(actual: unknown, expected: unknown, how: string, negate: boolean): void {
  const a = valOf(actual);
  const e = valOf(expected);
  if (a === SKIP || e === SKIP) return;
  const val = a ?? e;
  const other = a ? expected : actual;
  if (!val) return; // chrono comparing two values of its own: nothing of Magis's.
  if (typeof other === 'number' && val.what.startsWith('year')) tally.years.push(other);
  tally.graded++;
  const ok = val.accepts(other instanceof Date ? other : other) !== negate;
  if (!ok) tally.failed.push(`${how} ${other instanceof Date ? other.toString().slice(0, 24) : String(other)} — read ${val.what}`);
}

const expect = (actual: unknown) => {
  const matchers = (negate: boolean) => ({
    toBe: (v: unknown) => grade(actual, v, 'expected', negate),
    toEqual: (v: unknown) => grade(actual, v, 'expected', negate),
    toStrictEqual: (v: unknown) => grade(actual, v, 'expected', negate),
    toBeCloseTo: (v: unknown) => grade(actual, v, 'expected ≈', negate),
    toBeDate: (d: Date) => grade(actual, d, 'expected date', negate),
    toBeNull: () => {
      // `expect(result.end).not.toBeNull()`: chrono has a range end; `result.start` always exists.
      if (actual === null || (actual && typeof actual === 'object' && '__comp' in actual)) {
        tally.graded++;
        const isNull = actual === null;
        if (isNull === negate) tally.failed.push(negate ? 'expected a range end — none read' : 'expected no range end');
      }
    },
    toBeTruthy: () => undefined,
    toBeFalsy: () => undefined,
    toBeDefined: () => undefined,
    toBeUndefined: () => undefined,
    toContain: () => undefined,
    toHaveLength: () => undefined,
    toBeGreaterThan: () => undefined,
    toBeLessThan: () => undefined,
    toBeSingleOnText: () => undefined,
  });
  return {...matchers(false), not: matchers(true)};
};

// ---- running ----

interface Outcome {
  c: Case;
  lang: Lang;
  counted: boolean;
  why: string | null;
  ok: boolean;
  failed: string[];
  reading: string;
}

function langOf(parser: string[], fileLang: Lang): Lang | null {
  const other = parser.find(p => !['pt', 'en', 'casual', 'strict', 'GB'].includes(p));
  if (other) return null;
  if (parser.includes('pt')) return 'pt';
  if (fileLang === 'pt') return null;
  return 'en';
}

function runCheck(c: Case, result: unknown): Tally {
  tally = {graded: 0, failed: [], outside: null, years: []};
  try {
    c.check?.(result, c.text);
  } catch (e) {
    if (e instanceof NotCounted) tally.outside = `uses ${e.message}`;
    else tally.failed.push(`check threw: ${(e as Error).message}`);
  }
  return tally;
}

/** Whether a case counts, from its shape alone: run its check on a reading that agrees with everything. */
function shapeOf(c: Case, ref: Date): string | null {
  const agree = new Val(() => true, 'any');
  const get = (n: string) => {
    if (n === 'timezoneOffset') throw new NotCounted('timezoneOffset');
    return GRADED.has(n) ? new Val(() => true, n) : SKIP;
  };
  const any = {
    get,
    date: () => ({__val: agree, getTime: () => agree}),
    isCertain: () => SKIP,
    isOnlyDate: () => SKIP,
    isOnlyTime: () => SKIP,
    imply: () => {
      throw new NotCounted('imply');
    },
    assign: () => {
      throw new NotCounted('assign');
    },
    tags: () => SKIP,
    __comp: {},
  };
  const t = runCheck(c, {start: any, end: any, refDate: ref, index: SKIP, text: SKIP, tags: () => SKIP, date: any.date, get: any.get});
  if (t.outside) return t.outside;
  if (t.years.some(y => y < 1000)) return 'an era year';
  if (!t.graded) return 'no graded assertion';
  return null;
}

function evaluate(c: Case, fileLang: Lang, now: Date): Outcome {
  const lang = langOf(c.parser, fileLang);
  const base = {c, lang: fileLang, ok: false, failed: [] as string[], reading: ''};
  if (!lang) return {...base, counted: false, why: `${c.parser.join('.')} parser`};
  if (c.ref !== undefined && !(c.ref instanceof Date)) return {...base, counted: false, why: 'reference with a time zone'};
  const ref = (c.ref as Date | undefined) ?? now;
  // chrono's forwardDate is Magis's future tense; otherwise the reader is left to the text's own verbs.
  const tense = c.option?.forwardDate ? 'future' : undefined;
  let r: Reading = null;
  let threw: string | null = null;
  try {
    r = resolveDate(c.text, ref, {language: lang, tense});
  } catch (e) {
    threw = (e as Error).message;
  }
  const x = (r ?? {}) as NonNullable<Reading> & Extra;
  const reading = threw
    ? `threw ${threw}`
    : r
      ? `${r.date}${r.end !== r.date ? `..${r.end}` : ''}${r.time ? ` ${r.time}` : ''}${x.endTime ? `-${x.endTime}` : ''}${x.part ? ` (${x.part.from}-${x.part.to}h)` : ''}${x.until ? ` → ${x.until.date}${x.until.time ? ` ${x.until.time}` : ''}` : ''}`
      : 'nothing';
  if (c.kind === 'negative') return {...base, counted: true, why: null, ok: !r && !threw, failed: r ? ['expected no date'] : [], reading};
  const why = shapeOf(c, ref);
  if (why) return {...base, counted: false, why, reading};
  const t = runCheck(c, resultOf(r, ref));
  return {...base, counted: true, why: null, ok: !threw && t.failed.length === 0, failed: threw ? [`threw ${threw}`] : t.failed, reading};
}

function main(): void {
  const {values, positionals} = parseArgs({allowPositionals: true, options: {verbose: {type: 'boolean'}, all: {type: 'boolean'}}});
  const dir = positionals[0] ?? process.env.CHRONO_DIR;
  if (!dir) {
    console.error('usage: npm run bench:chrono -- [--verbose] [--all] CHRONO_DIR   (or CHRONO_DIR=… npm run bench:chrono)\nCHRONO_DIR: a checkout or bare git directory of github.com/wanasit/chrono');
    process.exit(2);
  }
  const src = openSource(dir);
  const now = new Date();
  const outcomes: Record<Lang, Outcome[]> = {pt: [], en: []};
  const files: Record<Lang, string[]> = {
    pt: src
      .files('test/pt')
      .filter(f => f.endsWith('.test.ts'))
      .sort(),
    en: EN_FILES.map(f => `test/en/${f}.test.ts`),
  };
  for (const lang of ['pt', 'en'] as const) {
    for (const file of files[lang]) {
      for (const c of casesOf(file, src.read(file), {expect})) outcomes[lang].push(evaluate(c, lang, now));
    }
  }
  // English: the first EN_LIMIT counted positives.
  let n = 0;
  for (const o of outcomes.en) {
    if (o.c.kind !== 'single' || !o.counted) continue;
    if (++n > EN_LIMIT) {
      o.counted = false;
      o.why = `beyond the first ${EN_LIMIT}`;
    }
  }
  console.log(`chrono ${src.commit ?? '(unknown commit)'}`);
  for (const lang of ['pt', 'en'] as const) {
    const pos = outcomes[lang].filter(o => o.counted && o.c.kind === 'single');
    const neg = outcomes[lang].filter(o => o.counted && o.c.kind === 'negative');
    console.log(`${lang}: ${pos.filter(o => o.ok).length}/${pos.length}   negatives: ${neg.filter(o => o.ok).length}/${neg.length}`);
  }
  if (values.verbose || values.all) {
    for (const lang of ['pt', 'en'] as const) {
      for (const o of outcomes[lang]) {
        if (!o.counted) {
          if (values.all) console.log(`  ${lang} --  ${o.c.file.replace(/^test\//, '')}  "${o.c.text}"  (not counted: ${o.why})`);
          continue;
        }
        if (o.ok && !values.all) continue;
        const tag = o.c.kind === 'negative' ? 'neg' : '   ';
        console.log(
          `  ${lang} ${o.ok ? 'ok' : 'MISS'} ${tag} ${o.c.file.replace(/^test\//, '')}  "${o.c.text}"  ref ${o.c.ref instanceof Date ? o.c.ref.toString().slice(0, 21) : 'now'}${o.c.option?.forwardDate ? ' forward' : ''} → ${o.reading}`,
        );
        for (const f of o.failed) console.log(`        ${f}`);
      }
    }
  }
}

main();
