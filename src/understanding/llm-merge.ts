/**
 * Merge an LLM's extraction into the rule engine's, conservatively: the LLM may add people,
 * edges, checkups, tasks, events and the user's own facts the rules missed, and fill fields the
 * rules left null; it never removes or overwrites a rule fact, anything that fails validation is
 * ignored, and — when the message is given — a person it names must appear in the message (no
 * invented names, and never the user under their own name).
 */
import {z} from 'zod';
import {CHECKUP_KINDS} from '../domain/checkup-kinds.js';
import {RELATION_WORDS} from './kinship.js';
import {fold} from './text.js';
import type {Extraction, ExtractedCheckup, ExtractedEvent, ExtractedPerson, ExtractedRelationship, ExtractedTask, UserFacts} from '../domain/types.js';

const KINDS = CHECKUP_KINDS;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(s => !Number.isNaN(Date.parse(s + 'T00:00:00Z')), 'invalid date');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const name = z.string().trim().min(1).max(80);
const relation = z
  .string()
  .transform(s => s.trim().toLowerCase().replace(/\s+/g, '-').replace(/é/g, 'e'))
  .refine(s => RELATION_WORDS.has(s), 'unknown relation');

const Person = z.object({
  name,
  gender: z.enum(['female', 'male']).nullish(),
  age: z.number().int().min(0).max(120).nullish(),
  relation: relation.nullish(),
  title: z.string().max(20).nullish(),
});
const Relationship = z.object({subject: name, relation, object: name});
const Checkup = z.object({
  person: name,
  kind: z.enum(KINDS),
  status: z.enum(['needed', 'scheduled', 'done']),
  date: isoDay.nullish(),
  time: hhmm.nullish(),
  everyMonths: z.number().int().min(1).max(120).nullish(),
});
const Task = z.object({
  description: z.string().trim().min(2).max(300),
  status: z.enum(['open', 'done']).default('open'),
  due: isoDay.nullish(),
});
const EVENT_KINDS = ['meeting', 'call', 'deadline', 'class', 'trip', 'social', 'birthday', 'anniversary', 'other'] as const;
const Event = z.object({
  kind: z.enum(EVENT_KINDS),
  title: z.string().trim().min(2).max(200),
  person: name.default('user'),
  with: z.array(name).max(20).default([]),
  date: isoDay.nullish(),
  time: hhmm.nullish(),
  // An RFC 5545 RRULE body as the contract writes it: FREQ first, then KEY=VALUE parts.
  rrule: z
    .string()
    .regex(/^FREQ=(?:DAILY|WEEKLY|MONTHLY|YEARLY)(?:;[A-Z]+=[A-Z0-9,+-]+)*$/)
    .nullish(),
  status: z.enum(['scheduled', 'done', 'cancelled']).default('scheduled'),
});
const short = z.string().trim().min(1).max(80);
const User = z.object({
  name: short.optional(),
  city: short.optional(),
  occupation: short.optional(),
  languages: z.array(short).max(10).optional(),
  preferences: z.array(z.string().trim().min(2).max(200)).max(10).optional(),
});
const Answer = z.object({
  events: z.array(z.unknown()).optional(),
  user: z.unknown().optional(),
  people: z.array(z.unknown()).optional(),
  relationships: z.array(z.unknown()).optional(),
  checkups: z.array(z.unknown()).optional(),
  tasks: z.array(z.unknown()).optional(),
  places: z.array(z.unknown()).optional(),
  organizations: z.array(z.unknown()).optional(),
  questions: z.array(z.unknown()).optional(),
});

/** Each element validated alone, so one bad item does not sink the others. */
function valid<T>(schema: z.ZodType<T>, items: unknown[] | undefined): T[] {
  const out: T[] = [];
  for (const it of items ?? []) {
    const r = schema.safeParse(it);
    if (r.success) out.push(r.data);
  }
  return out;
}

const key = (s: string) =>
  fold(s)
    .replace(/^(dr|dra|sr|sra|mr|mrs|ms|dona|seu)\.?\s+/, '')
    .trim();

/** The user's name or city only when the message holds it ("meu nome é rafael", "moro em curitiba"): never guessed. */
function mayAddUserName(said: string, n: string): boolean {
  return said.includes(
    ` ${fold(n)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
  );
}

/** Parse an LLM answer given as an object or as JSON text (code fences tolerated). */
function parseAnswer(llm: unknown): z.infer<typeof Answer> | null {
  let value = llm;
  if (typeof value === 'string') {
    const body = value
      .replace(/^\s*```(?:json)?/i, '')
      .replace(/```\s*$/, '')
      .trim();
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const r = Answer.safeParse(value);
  return r.success ? r.data : null;
}

/**
 * Merge an LLM's JSON answer (object or string) into the rule extraction. Malformed input returns
 * the rule extraction unchanged.
 */
export function mergeLlmExtraction(rules: Extraction, llm: unknown, message?: string): Extraction {
  const answer = parseAnswer(llm);
  if (!answer) return rules;
  const said = message === undefined ? null : ` ${fold(message).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const userName = rules.user?.name ?? User.safeParse(answer.user).data?.name;
  // A new name must be in the message, and is never the speaker's own name.
  const mayAdd = (n: string) =>
    (said === null ||
      said.includes(
        ` ${key(n)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim()} `,
      )) &&
    (!userName || key(userName) !== key(n));
  const out: Extraction = {
    ...rules,
    people: rules.people.map(p => ({...p})),
    relationships: [...rules.relationships],
    checkups: rules.checkups.map(c => ({...c})),
    tasks: rules.tasks.map(t => ({...t})),
    events: (rules.events ?? []).map(e => ({...e, with: [...e.with]})),
    places: [...rules.places],
    organizations: [...rules.organizations],
    questions: [...rules.questions],
  };

  const findPerson = (n: string): ExtractedPerson | undefined => {
    const k = key(n);
    return out.people.find(p => key(p.name) === k) ?? out.people.find(p => !p.unnamed && key(p.name).split(' ')[0] === k.split(' ')[0] && k.split(' ').length === 1);
  };

  for (const p of valid(Person, answer.people)) {
    const existing = findPerson(p.name);
    if (existing) {
      existing.gender ??= p.gender ?? null;
      existing.age ??= p.age ?? null;
      existing.relation ??= p.relation ?? null;
      if (!existing.title && p.title) existing.title = p.title;
      continue;
    }
    // An unnamed relative the rules hold under its kinship word: fill the name rather than duplicate.
    const unnamed = p.relation ? out.people.find(q => q.unnamed && q.relation === p.relation) : undefined;
    if (unnamed && /^\p{Lu}/u.test(p.name)) {
      out.relationships = out.relationships.map(r => ({
        ...r,
        subject: r.subject === unnamed.name ? p.name : r.subject,
        object: r.object === unnamed.name ? p.name : r.object,
      }));
      out.checkups = out.checkups.map(c => (c.person === unnamed.name ? {...c, person: p.name} : c));
      unnamed.name = p.name;
      unnamed.unnamed = false;
      unnamed.gender ??= p.gender ?? null;
      unnamed.age ??= p.age ?? null;
      continue;
    }
    if (!mayAdd(p.name)) continue;
    out.people.push({name: p.name, gender: p.gender ?? null, age: p.age ?? null, relation: p.relation ?? null, title: p.title ?? null, unnamed: false});
  }

  const personName = (n: string): string | null => {
    if (fold(n) === 'user' || fold(n) === 'eu' || fold(n) === 'me') return 'user';
    return findPerson(n)?.name ?? null;
  };

  for (const r of valid(Relationship, answer.relationships)) {
    const subject = personName(r.subject);
    const object = personName(r.object);
    if (!subject || !object || subject === 'user' || subject === object) continue;
    const edge: ExtractedRelationship = {subject, relation: r.relation, object};
    if (!out.relationships.some(x => x.subject === subject && x.object === object)) out.relationships.push(edge);
  }

  for (const c of valid(Checkup, answer.checkups)) {
    const person = personName(c.person);
    if (!person) continue;
    const same = out.checkups.find(x => x.person === person && x.kind === c.kind);
    if (same) {
      if (same.status === c.status) {
        same.date ??= c.date ?? null;
        same.time ??= c.time ?? null;
        same.everyMonths ??= c.everyMonths ?? null;
      }
      continue;
    }
    const added: ExtractedCheckup = {person, kind: c.kind, status: c.status, date: c.date ?? null, time: c.time ?? null, everyMonths: c.everyMonths ?? null};
    out.checkups.push(added);
  }

  for (const t of valid(Task, answer.tasks)) {
    const k = fold(t.description);
    const dup = out.tasks.find(x => {
      const xk = fold(x.description);
      return xk === k || xk.includes(k) || k.includes(xk);
    });
    if (dup) {
      dup.due ??= t.due ?? null;
      continue;
    }
    const added: ExtractedTask = {description: t.description, status: t.status, due: t.due ?? null};
    out.tasks.push(added);
  }

  for (const e of valid(Event, answer.events)) {
    const person = personName(e.person);
    if (!person) continue;
    const withNames = e.with.map(w => findPerson(w)?.name ?? (mayAdd(w) ? w : null)).filter((w): w is string => w !== null);
    const same = out.events.find(x => x.kind === e.kind && x.person === person && (x.date === (e.date ?? null) || fold(x.title) === fold(e.title)));
    if (same) {
      same.date ??= e.date ?? null;
      same.time ??= e.time ?? null;
      same.rrule ??= e.rrule ?? null;
      continue;
    }
    const added: ExtractedEvent = {kind: e.kind, title: e.title, person, with: withNames, date: e.date ?? null, time: e.time ?? null, rrule: e.rrule ?? null, status: e.status};
    out.events.push(added);
  }

  const user = User.safeParse(answer.user);
  if (user.success) {
    const u = user.data;
    const merged: UserFacts = {...(rules.user ?? {})};
    merged.name ??= u.name && (said === null || mayAddUserName(said, u.name)) ? u.name : undefined;
    merged.city ??= u.city && (said === null || mayAddUserName(said, u.city)) ? u.city : undefined;
    merged.occupation ??= u.occupation;
    const union = (a: string[] | undefined, b: string[] | undefined) => {
      const all = [...(a ?? []), ...(b ?? [])];
      return all.length ? all.filter((x, i) => all.findIndex(y => fold(y) === fold(x)) === i) : undefined;
    };
    merged.languages = union(rules.user?.languages, u.languages);
    merged.preferences = union(rules.user?.preferences, u.preferences);
    for (const k of Object.keys(merged) as Array<keyof UserFacts>) if (merged[k] === undefined) delete merged[k];
    if (Object.keys(merged).length) out.user = merged;
  }

  const strings = (items: unknown[] | undefined) => valid(z.string().trim().min(1).max(120), items);
  for (const p of strings(answer.places)) if (!out.places.some(x => fold(x) === fold(p))) out.places.push(p);
  for (const o of strings(answer.organizations)) if (!out.organizations.some(x => fold(x) === fold(o))) out.organizations.push(o);
  for (const q of valid(z.string().trim().min(3).max(200), answer.questions)) {
    if (out.questions.length < 3 && !out.questions.some(x => fold(x) === fold(q))) out.questions.push(q);
  }
  return out;
}
