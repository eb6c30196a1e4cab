/**
 * Merge an LLM's extraction into the rule engine's, conservatively: the LLM may add people,
 * edges, checkups and tasks the rules missed and fill fields the rules left null; it never
 * removes or overwrites a rule fact, and anything that fails validation is ignored.
 */
import {z} from 'zod';
import {CHECKUP_KINDS} from '../domain/checkup-kinds.js';
import {RELATION_WORDS} from './kinship.js';
import {fold} from './text.js';
import type {CheckupKind, Extraction, ExtractedCheckup, ExtractedPerson, ExtractedRelationship, ExtractedTask} from '../domain/types.js';

const KINDS = CHECKUP_KINDS;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(s => !Number.isNaN(Date.parse(s + 'T00:00:00Z')), 'invalid date');
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
const Answer = z.object({
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

const key = (s: string) => fold(s).replace(/^(dr|dra|sr|sra|mr|mrs|ms|dona|seu)\.?\s+/, '').trim();

/** Parse an LLM answer given as an object or as JSON text (code fences tolerated). */
function parseAnswer(llm: unknown): z.infer<typeof Answer> | null {
  let value = llm;
  if (typeof value === 'string') {
    const body = value.replace(/^\s*```(?:json)?/i, '').replace(/```\s*$/, '').trim();
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
export function mergeLlmExtraction(rules: Extraction, llm: unknown): Extraction {
  const answer = parseAnswer(llm);
  if (!answer) return rules;
  const out: Extraction = {
    ...rules,
    people: rules.people.map(p => ({...p})),
    relationships: [...rules.relationships],
    checkups: rules.checkups.map(c => ({...c})),
    tasks: rules.tasks.map(t => ({...t})),
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

  const strings = (items: unknown[] | undefined) => valid(z.string().trim().min(1).max(120), items);
  for (const p of strings(answer.places)) if (!out.places.some(x => fold(x) === fold(p))) out.places.push(p);
  for (const o of strings(answer.organizations)) if (!out.organizations.some(x => fold(x) === fold(o))) out.organizations.push(o);
  for (const q of valid(z.string().trim().min(3).max(200), answer.questions)) {
    if (out.questions.length < 3 && !out.questions.some(x => fold(x) === fold(q))) out.questions.push(q);
  }
  return out;
}
