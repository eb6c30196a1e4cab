/**
 * The shared dev fixture and our own held-out set, graded in-process with the same rules as
 * ../shared/tools/grade-extraction.mjs (ported below), so the engine is measured without the CLI.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const root = resolve(import.meta.dirname, '..', '..');
const DEV = join(root, '..', 'shared', 'fixtures', 'extraction-dev.jsonl');
const HELDOUT = join(root, 'fixtures', 'extraction-heldout.jsonl');

type Json = Record<string, any>;

const norm = (s: unknown) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .trim();
const tokens = (s: unknown) => norm(s).split(/\s+/).filter(Boolean);
const nameHas = (actual: unknown, expected: unknown) => {
  const a = new Set(tokens(actual));
  return tokens(expected).every(t => a.has(t));
};
const oneOf = (value: unknown, allowed: unknown) => ([] as unknown[]).concat(allowed).map(norm).includes(norm(value));

/** Port of grade() from grade-extraction.mjs. */
function grade(exp: Json, got: Json) {
  const hits: string[] = [];
  const misses: string[] = [];
  const atom = (ok: boolean, label: string) => (ok ? hits : misses).push(label);
  const people: Json[] = Array.isArray(got.people) ? got.people : [];
  const matched = new Set<number>();
  const findPerson = (p: Json) => people.findIndex((q, k) => !matched.has(k) && (p.name ? nameHas(q.name, p.name) : oneOf(q.relation, p.relation)));
  if ('keep' in exp) atom(got.keep === exp.keep, `keep=${exp.keep}`);
  if (exp.language) atom(got.language === exp.language, `language=${exp.language}`);
  if (exp.context) atom(got.context === exp.context, `context=${exp.context}`);
  if (exp.type) atom(got.type === exp.type, `type=${exp.type}`);
  for (const p of exp.people ?? []) {
    const label = p.name ?? `(${p.relation})`;
    const i = findPerson(p);
    atom(i >= 0, `person ${label}`);
    const q = i >= 0 ? people[i]! : {};
    if (i >= 0) matched.add(i);
    if (p.name && p.relation) atom(oneOf(q.relation, p.relation), `${label}.relation=${p.relation}`);
    if (p.gender) atom(q.gender === p.gender, `${label}.gender=${p.gender}`);
    if (p.age) atom(Number(q.age) === p.age, `${label}.age=${p.age}`);
  }
  for (const r of exp.relationships ?? []) {
    const ok = (got.relationships ?? []).some((x: Json) => nameHas(x.subject, r.subject) && (r.object === 'user' ? x.object === 'user' : nameHas(x.object, r.object)) && oneOf(x.relation, r.relation));
    atom(ok, `rel ${r.subject} ${[].concat(r.relation).join('|')} ${r.object}`);
  }
  const personNameFor = (c: Json) => {
    if (c.person === 'user') return 'user';
    if (c.person) return c.person;
    const q = people.find(x => oneOf(x.relation, c.personRelation));
    return q ? q.name : null;
  };
  for (const c of exp.checkups ?? []) {
    const who = personNameFor(c);
    const ok =
      who !== null &&
      (got.checkups ?? []).some((x: Json) => {
        if (who === 'user' ? x.person !== 'user' : !nameHas(x.person, who)) return false;
        if (x.kind !== c.kind) return false;
        if (c.status && !c.status.includes(x.status)) return false;
        if (c.dateFrom && !(x.date && x.date >= c.dateFrom && x.date <= c.dateTo)) return false;
        if (c.time && x.time !== c.time) return false;
        if (c.everyMonths && Number(x.everyMonths) !== c.everyMonths) return false;
        return true;
      });
    atom(
      ok,
      `checkup ${c.person ?? c.personRelation} ${c.kind} ${c.status ? c.status.join('|') : ''} ${c.dateFrom ?? ''}${c.time ? ' ' + c.time : ''}${c.everyMonths ? ' every ' + c.everyMonths : ''}`.trim(),
    );
  }
  if (exp.tasks) atom((got.tasks ?? []).length >= exp.tasks, `tasks>=${exp.tasks}`);
  if (exp.questions) atom((got.questions ?? []).length > 0, 'asks a follow-up question');
  for (const n of exp.noPeople ?? []) atom(!people.some(q => nameHas(q.name, n)), `no person "${n}"`);
  if (exp.noCheckupStatus) atom(!(got.checkups ?? []).some((x: Json) => exp.noCheckupStatus.includes(x.status)), `no checkup ${exp.noCheckupStatus.join('|')}`);
  const extra = people.filter((_, k) => !matched.has(k)).map(q => q.name);
  return {hits, misses, extra, peopleCount: people.length, matchedCount: matched.size};
}

function gradeFile(file: string) {
  const cases = readFileSync(file, 'utf8')
    .split('\n')
    .filter(l => l.trim())
    .map(l => JSON.parse(l) as {id: string; now: string; text: string; expect: Json});
  let hit = 0;
  let total = 0;
  let peopleTotal = 0;
  let peopleMatched = 0;
  const failures: string[] = [];
  for (const c of cases) {
    const got = extract(c.text, {now: new Date(c.now)});
    const g = grade(c.expect, got as unknown as Json);
    hit += g.hits.length;
    total += g.hits.length + g.misses.length;
    peopleTotal += g.peopleCount;
    peopleMatched += g.matchedCount;
    if (g.misses.length || g.extra.length) {
      failures.push(`✗ ${c.id}: ${c.text}\n    missed: ${g.misses.join('; ')}\n    extra: ${g.extra.join(', ')}\n    got: ${JSON.stringify(got)}`);
    }
  }
  return {recall: total ? hit / total : 0, precision: peopleTotal ? peopleMatched / peopleTotal : 1, failures, cases: cases.length, hit, total};
}

describe('shared dev set (extraction-dev.jsonl)', () => {
  it.skipIf(!existsSync(DEV))('reaches full recall and people precision', () => {
    const r = gradeFile(DEV);
    if (r.failures.length) console.log(r.failures.join('\n'));
    console.log(`dev: recall ${r.recall.toFixed(3)} (${r.hit}/${r.total}), precision ${r.precision.toFixed(3)}`);
    expect(r.recall).toBeGreaterThanOrEqual(0.97);
    expect(r.precision).toBeGreaterThanOrEqual(0.97);
  });
});

describe('held-out set (fixtures/extraction-heldout.jsonl)', () => {
  it.skipIf(!existsSync(HELDOUT))('generalises beyond the dev sentences', () => {
    const r = gradeFile(HELDOUT);
    if (r.failures.length) console.log(r.failures.join('\n'));
    console.log(`held-out: recall ${r.recall.toFixed(3)} (${r.hit}/${r.total}), precision ${r.precision.toFixed(3)}, ${r.cases} cases`);
    expect(r.cases).toBeGreaterThanOrEqual(30);
    expect(r.recall).toBeGreaterThanOrEqual(0.9);
    expect(r.precision).toBeGreaterThanOrEqual(0.9);
  });
});
