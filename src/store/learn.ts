// date-fns by function: its index module costs ~0.2 s of start-up on cron and script paths.
import {ageOn} from '../time/age.js';
import {localDay} from '../time/day.js';
import {rememberAboutUser} from './profile.js';
import {fold} from '../text/words.js';
import {isShortFormOf} from '../text/short-names.js';
import type {Extraction, ExtractedPerson} from '../domain/types.js';
import type {CheckupKind} from '../domain/checkup-kinds.js';
import {addPetCare, personToPet, upsertPet} from './pets.js';
import {petGenderInText} from '../understanding/pet-gender.js';
import {isPreferredTime} from '../understanding/self.js';
import {cachedStatement, type DB} from './db.js';
import {bookingAhead, insertCheckup} from './checkups.js';
import {learnEvents} from './events.js';
import {indexMemory, linkEntity} from './memories.js';
import {mergePeople} from './merge-people.js';
import {closeMatchingTask, openTasks} from './task-lifecycle.js';
import {readTaskPhrase, sameTask} from '../text/task-match.js';

/** Lookup key for names and aliases: accents, case, titles and extra spaces don't matter. */
export function nameKey(name: string): string {
  return fold(name)
    .replace(/\b(dr|dra|sr|sra|dona|seu|mr|mrs|ms|miss)\b\.?/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Relations a person has only one of at a time: a second "minha mãe" is the same mother. */
const SINGULAR = new Set([
  'mother',
  'father',
  'wife',
  'husband',
  'spouse',
  'partner',
  'girlfriend',
  'boyfriend',
  'fiancee',
  'fiance',
  'boss',
  'mother-in-law',
  'father-in-law',
  'stepmother',
  'stepfather',
]);

interface EntityRow {
  id: number;
  name: string;
  unnamed: number;
  gender: string | null;
  age: number | null;
  relation: string | null;
}

function addAlias(db: DB, id: number, alias: string): void {
  const key = nameKey(alias);
  if (key) db.prepare('INSERT OR IGNORE INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, ?, ?)').run(id, alias, key);
}

/** Where any visit happens ("o laboratório", "the clinic", "o posto"): said as where one went, it is the booking of that day. */
const ANY_VISIT_PLACES = /^(?:o |a |the )?(?:laboratorio|lab|clinica|clinic|hospital|posto|posto de saude|centro de saude|consultorio|surgery|practice)$/;

/** A person by name or alias (case, accents and titles ignored), else by the short form of one name. */
export function findPerson(db: DB, name: string): EntityRow | undefined {
  const key = nameKey(name);
  if (!key) return undefined;
  return (
    (db
      .prepare(`SELECT id, name, unnamed, gender, age, relation FROM entities WHERE kind = 'person' AND (name_key = ?
      OR id IN (SELECT entity_id FROM entity_aliases WHERE alias_key = ?)) ORDER BY unnamed, last_mentioned DESC LIMIT 1`)
      .get(key, key) as EntityRow | undefined) ?? shortFormOf(db, key)
  );
}

/**
 * "a Ju" for Júlia, "o Rafa" for Rafael: a short first word that begins the first name of exactly one
 * named person is that person (two who could be it, or none, is nobody).
 */
function shortFormOf(db: DB, key: string): EntityRow | undefined {
  if (key.includes(' ')) return undefined;
  const rows = db.prepare(`SELECT id, name, unnamed, gender, age, relation FROM entities WHERE kind = 'person' AND unnamed = 0 AND name_key LIKE ? || '%'`).all(key.slice(0, 2)) as EntityRow[];
  const fits = rows.filter(r => isShortFormOf(key, nameKey(r.name).split(' ')[0]!));
  return fits.length === 1 ? fits[0] : undefined;
}

function byRelation(db: DB, relation: string, unnamedOnly: boolean): EntityRow[] {
  return db.prepare(`SELECT id, name, unnamed, gender, age, relation FROM entities WHERE kind = 'person' AND relation = ?${unnamedOnly ? ' AND unnamed = 1' : ''}`).all(relation) as EntityRow[];
}

/**
 * Finds or creates the person an extraction speaks of, merging what is new: a person first known
 * only as "mãe" gains her name when it is said; "minha filha" and "Susana" become one person once
 * linked; a later age updates the age.
 */
export function upsertPerson(db: DB, p: ExtractedPerson & {context?: string}, at: string): number {
  const named = !p.unnamed;
  let row = named ? findPerson(db, p.name) : undefined;
  if (!row && p.relation) {
    // A named person may be the one we knew only by kinship; an unnamed mention may be a known named one.
    const unnamedSame = byRelation(db, p.relation, true);
    if (named && unnamedSame.length === 1) row = unnamedSame[0];
    else if (!named) {
      const same = byRelation(db, p.relation, false);
      if (same.length === 1 || (SINGULAR.has(p.relation) && same.length > 0)) row = same[0];
    }
  }
  if (!row && !named) row = findPerson(db, p.name);
  if (row && named && !row.unnamed && p.relation) {
    // "a clara é minha filha" when "Clara" and a kinship-only "minha filha" are both known: one person.
    const kinshipOnly = byRelation(db, p.relation, true).filter(u => u.id !== row!.id);
    if (kinshipOnly.length === 1) mergePeople(db, row.id, kinshipOnly[0]!.id);
  }
  if (!row) {
    const info = db
      .prepare(`INSERT INTO entities (kind, name, name_key, unnamed, title, gender, age, age_as_of, relation, context, first_seen, last_mentioned)
        VALUES ('person', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(p.name, nameKey(p.name), named ? 0 : 1, p.title ?? null, p.gender ?? null, p.age ?? null, p.age != null ? at : null, p.relation ?? null, p.context ?? 'personal', at, at);
    const id = Number(info.lastInsertRowid);
    addAlias(db, id, p.name);
    if (p.title) addAlias(db, id, `${p.title} ${p.name}`);
    if (p.relation) setRelation(db, id, p.relation, null, at, null);
    return id;
  }
  const id = row.id;
  if (named && row.unnamed) {
    addAlias(db, id, row.name);
    db.prepare('UPDATE entities SET name = ?, name_key = ?, unnamed = 0 WHERE id = ?').run(p.name, nameKey(p.name), id);
  }
  addAlias(db, id, p.name);
  if (p.title) db.prepare('UPDATE entities SET title = coalesce(title, ?) WHERE id = ?').run(p.title, id);
  if (p.gender && !row.gender) db.prepare('UPDATE entities SET gender = ? WHERE id = ?').run(p.gender, id);
  if (p.age != null && p.age !== row.age) db.prepare('UPDATE entities SET age = ?, age_as_of = ? WHERE id = ?').run(p.age, at, id);
  // "a vó Marta" about the user's mother Marta (said by a parent): a familiar word keeps a known relation.
  if (p.relation && p.relation !== row.relation && !(p.familiar && row.relation)) {
    db.prepare('UPDATE entities SET relation = ? WHERE id = ?').run(p.relation, id);
    setRelation(db, id, p.relation, null, at, null);
  }
  db.prepare('UPDATE entities SET last_mentioned = ? WHERE id = ?').run(at, id);
  return id;
}

/**
 * Records "subject is <relation> of object" (object null = the user). A different relation between
 * the same two closes the old edge (valid_to) rather than deleting it, so history stays true.
 */
export function setRelation(db: DB, subjectId: number, relation: string, objectId: number | null, at: string, sourceMemoryId: number | null): void {
  const open = db.prepare('SELECT id, relation FROM relationships WHERE subject_id = ? AND object_id IS ? AND valid_to IS NULL').all(subjectId, objectId) as Array<{id: number; relation: string}>;
  if (open.some(e => e.relation === relation)) return;
  for (const e of open) db.prepare('UPDATE relationships SET valid_to = ? WHERE id = ?').run(at, e.id);
  db.prepare('INSERT INTO relationships (subject_id, relation, object_id, valid_from, source_memory_id) VALUES (?, ?, ?, ?, ?)').run(subjectId, relation, objectId, at, sourceMemoryId);
}

/** What `learn` wrote: ids of people, checkups and tasks; `askDone` = open tasks a vague "já fiz" may mean. */
export interface Learned {
  people: number[];
  checkups: number[];
  tasks: number[];
  /** Events (meetings, classes, birthdays…) the message put on the agenda. */
  events: number[];
  askDone?: number[];
  /** Open tasks a done statement closed. */
  closed?: number[];
  /**
   * Kinds a generic checkup turned out to be, by its index in the extraction: "marquei o exame da
   * mãe" after "ela precisa fazer exame de sangue" booked that blood test.
   */
  kinds?: Record<number, CheckupKind>;
}

/**
 * Writes what understanding found in a kept message into the store: people (merged), relationship
 * edges, checkup events and tasks, all linked to the memory. Call inside a transaction.
 */
export function learn(db: DB, memoryId: number | null, x: Extraction, now: Date): Learned {
  const at = now.toISOString();
  const ids = new Map<string, number>();
  const out: Learned = {people: [], checkups: [], tasks: [], events: []};
  for (const p of x.people) {
    const id = upsertPerson(db, {...p, context: x.context}, at);
    ids.set(p.name, id);
    out.people.push(id);
    if (memoryId !== null) linkEntity(db, memoryId, id);
  }
  const idOf = (name: string): number | null | undefined => (name === 'user' ? null : (ids.get(name) ?? findPerson(db, name)?.id));
  for (const r of x.relationships) {
    const s = idOf(r.subject);
    const o = idOf(r.object);
    if (s == null || o === undefined) continue;
    if (o === null && ids.has(r.subject)) continue; // the person's relation to the user was set by upsertPerson
    setRelation(db, s, r.relation, o, at, memoryId);
  }
  for (const [index, c] of x.checkups.entries()) {
    const who = idOf(c.person);
    const entityId = who === undefined ? upsertPerson(db, {name: c.person, gender: null, age: null, relation: null}, at) : who;
    if (c.status !== 'needed') {
      // A booking or a visit meets the need it answers: "Bento precisa ir ao dentista" then "marquei o dentista
      // do Bento pra sexta" is one checkup, now scheduled — reminders stop asking to book it. "He got an
      // appointment" (kind other) after "Sam has to get his teeth checked" is that dentist visit.
      const needed = db
        .prepare(`SELECT id, kind FROM checkups WHERE entity_id IS ? AND status = 'needed' AND kind != 'other'${c.kind === 'other' ? '' : ' AND kind = ?'}`)
        .all(...(c.kind === 'other' ? [entityId] : [entityId, c.kind])) as Array<{id: number; kind: CheckupKind}>;
      // "Voltamos do oftalmo": a visit on or a few days after a booking of that kind is that booking, done.
      const visitDay = c.date ?? localDay(now);
      // "levei minha mãe no laboratório": a visit of no kind is the one booking of that person around that day.
      const around =
        c.status === 'done'
          ? (db
              .prepare(
                `SELECT id, kind FROM checkups WHERE entity_id IS ? AND status = 'scheduled'${c.kind === 'other' ? '' : ' AND kind = ?'} AND date BETWEEN date(?, '-14 days') AND date(?, '+1 days') ORDER BY date DESC`,
              )
              .all(...(c.kind === 'other' ? [entityId, visitDay, visitDay] : [entityId, c.kind, visitDay, visitDay])) as Array<{id: number; kind: CheckupKind}>)
          : [];
      // A visit said by its own name ("voltei da fisioterapia") is no booking of another kind; a place ("laboratório") may be any.
      const named = c.kind === 'other' && !!c.label && !ANY_VISIT_PLACES.test(fold(c.label));
      const booked = c.kind === 'other' ? (around.length === 1 && !(named && around[0]!.kind !== 'other') ? around[0] : around.find(b => b.kind === 'other')) : around[0];
      if (booked && c.kind === 'other' && booked.kind !== 'other') out.kinds = {...out.kinds, [index]: booked.kind};
      if (booked) {
        db.prepare('UPDATE checkups SET status = ?, date = ?, source_memory_id = coalesce(?, source_memory_id) WHERE id = ?').run('done', visitDay, memoryId, booked.id);
        out.checkups.push(booked.id);
        continue;
      }
      // A visit said in its own words ("cirurgia") is not the need of another kind it happens to follow.
      if (needed.length === 1 && !(c.kind === 'other' && c.label)) {
        if (c.kind === 'other') out.kinds = {...out.kinds, [index]: needed[0]!.kind};
        db.prepare('UPDATE checkups SET status = ?, date = ?, time = ?, date_precision = ?, label = coalesce(?, label), source_memory_id = coalesce(?, source_memory_id) WHERE id = ?').run(
          c.status,
          c.date,
          c.time,
          c.datePrecision ?? 'day',
          c.label ?? null,
          memoryId,
          needed[0]!.id,
        );
        out.checkups.push(needed[0]!.id);
        continue;
      }
    }
    const res = insertCheckup(db, {
      entityId,
      kind: c.kind,
      status: c.status,
      date: c.date,
      time: c.time,
      everyMonths: c.everyMonths,
      provider: c.provider ?? null,
      label: c.label ?? null,
      sourceMemoryId: memoryId,
      datePrecision: c.datePrecision,
      beforeId: c.before ? bookingAhead(db, entityId, c.before.kind, localDay(now)) : null,
      at,
    });
    if (res.added) out.checkups.push(res.id);
  }
  // "my mother-in-law is coming to stay" when Pat is the mother-in-law known: Pat comes, by name —
  // the kinship word found her above (upsertPerson), so who is with the event is said as she is known.
  const knownAs = (name: string): string => {
    const id = ids.get(name);
    const row = id == null ? undefined : (cachedStatement(db, 'SELECT name, unnamed FROM entities WHERE id = ?').get(id) as {name: string; unnamed: number} | undefined);
    return row && !row.unnamed ? row.name : name;
  };
  const events = x.events.map(ev => (ev.with?.length ? {...ev, with: ev.with.map(knownAs)} : ev));
  // Meetings, classes, trips, birthdays…: on the agenda with their source memory (events.ts).
  out.events = learnEvents(db, memoryId, {...x, events}, now, name => idOf(name) ?? upsertPerson(db, {name, gender: null, age: null, relation: null}, at));
  for (const t of x.tasks) {
    if (t.status === 'done') {
      // A done statement closes the open task it names, and no other; one that names none is a question.
      const decision = closeMatchingTask(db, t.description, at);
      if (decision.kind === 'close') {
        out.tasks.push(decision.id);
        (out.closed ??= []).push(decision.id);
        continue;
      }
      if (decision.kind === 'ask') {
        out.askDone = decision.ids;
        continue;
      }
      if (!readTaskPhrase(t.description).objects.length) continue; // "did it" with nothing open: nothing to record
    }
    // "preciso pagar a luz amanhã" after "pagar a conta de luz": the same to-do, maybe with a new day.
    const same = t.status === 'open' ? openTasks(db).find(o => sameTask(o.description, t.description)) : undefined;
    if (same) {
      if (t.due) db.prepare('UPDATE tasks SET due = ? WHERE id = ?').run(t.due, same.id);
      continue;
    }
    const personId = t.person ? (idOf(t.person) ?? null) : null;
    const info = db
      .prepare('INSERT INTO tasks (description, status, due, entity_id, source_memory_id, created_at, done_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(t.description, t.status, t.due, personId, memoryId, at, t.status === 'done' ? at : null);
    out.tasks.push(Number(info.lastInsertRowid));
  }
  // Pets are the user's animals, kept apart from people; their vet visits and vaccines are their care.
  // Their sex is read again on the message as typed, which still has the pronoun the conversation
  // bound to the name ("our cat Luna, she…" was read as "…, Luna…").
  const typed = x.pets?.length && memoryId !== null ? ((db.prepare('SELECT content FROM memories WHERE id = ?').pluck().get(memoryId) as string | undefined) ?? null) : null;
  const alone = x.pets?.length === 1 && !x.people.length;
  for (const read of x.pets ?? []) {
    const gender = read.gender ?? (typed ? petGenderInText(typed, read.name, {pets: x.pets!.map(p => p.name), alone}) : null);
    const pet = gender ? {...read, gender} : read;
    // "Pixie" kept as a person before it was known to be a dog, with nothing that makes it one
    // (no relation, no checkups): it becomes the pet, taking its age.
    const asPerson = db
      .prepare("SELECT id FROM entities e WHERE kind = 'person' AND name_key = ? AND relation IS NULL AND NOT EXISTS (SELECT 1 FROM checkups c WHERE c.entity_id = e.id)")
      .pluck()
      .get(nameKey(pet.name)) as number | undefined;
    const id = asPerson !== undefined ? personToPet(db, asPerson, pet.species, at) : upsertPet(db, pet, memoryId, at);
    if (asPerson !== undefined) upsertPet(db, pet, memoryId, at);
    for (const care of pet.care ?? []) addPetCare(db, id, care, memoryId, at);
  }
  if (x.user) rememberAboutUser(db, x.user, at, isPreferredTime);
  if (memoryId !== null && x.people.length) indexMemory(db, memoryId);
  return out;
}

export interface PersonView {
  id: number;
  name: string;
  aliases: string[];
  gender: string | null;
  age: number | null;
  relation: string | null;
  /** YYYY-MM-DD, or --MM-DD when the year is unknown. */
  birthday: string | null;
  context: string;
  lastMentioned: string;
  relationships: Array<{relation: string; of: string; since: string; until: string | null}>;
  /** `label`: what a visit of no specialty is ("alergista", "cataract surgery"), only when it has one. */
  checkups: Array<{kind: string; label?: string; status: string; date: string | null; time: string | null; everyMonths: number | null}>;
}

/** Everyone magis knows, most recently mentioned first, shaped for `magis people --json`. */
export function listPeople(db: DB, now: Date): PersonView[] {
  const rows = db
    .prepare(`SELECT id, name, gender, age, age_as_of AS ageAsOf, relation, birthday, context, last_mentioned AS lastMentioned
      FROM entities WHERE kind = 'person' ORDER BY last_mentioned DESC, id`)
    .all() as Array<EntityRow & {ageAsOf: string | null; birthday: string | null; context: string; lastMentioned: string}>;
  return rows.map(r => {
    const aliases = (db.prepare('SELECT alias FROM entity_aliases WHERE entity_id = ? ORDER BY rowid').pluck().all(r.id) as string[]).filter(a => a !== r.name);
    const edges = db
      .prepare(`SELECT r.relation, coalesce(e.name, 'user') AS of, r.valid_from AS since, r.valid_to AS until FROM relationships r
        LEFT JOIN entities e ON e.id = r.object_id WHERE r.subject_id = ? ORDER BY r.id`)
      .all(r.id) as PersonView['relationships'];
    const checkups = (
      db.prepare(`SELECT kind, label, status, date, time, every_months AS everyMonths FROM checkups WHERE entity_id = ? ORDER BY coalesce(date, created_at), id`).all(r.id) as Array<
        PersonView['checkups'][number] & {label: string | null}
      >
    ).map(({label, ...c}) => (label ? {...c, label} : c));
    // The age today, as the calendar says it (src/time/age.ts): from the birthday when it has a year.
    const age = ageOn(localDay(now), {birthday: r.birthday, age: r.age, ageAsOf: r.ageAsOf});
    return {
      id: r.id,
      name: r.name,
      aliases: [...new Set(aliases)],
      gender: r.gender,
      age,
      relation: r.relation,
      birthday: r.birthday,
      context: r.context,
      lastMentioned: r.lastMentioned,
      relationships: edges,
      checkups,
    };
  });
}
