/**
 * The user's animals: their own table, never `people` (migration 009). A pet has a species, maybe
 * an age and a birthday, and its care — vet visits and vaccines — as its checkups.
 */
import {cachedStatement, type DB} from './db.js';
import type {ExtractedPet} from '../domain/types.js';
import {nameKey} from './learn.js';
import {moveReminderStates} from './merge-people.js';

export interface PetView {
  id: number;
  name: string;
  species: string | null;
  age: number | null;
  birthday: string | null;
  /** 'female' | 'male' when stored; null when not known. */
  gender: string | null;
  checkups: Array<{kind: string; status: string; date: string | null; time: string | null; everyMonths: number | null}>;
}

/**
 * Adds the pet or updates what is new about it; returns its id. Its gender, when the message marked
 * it ("nossa gata", "o Rex"), is kept for the replies' articles and words ("a Frida", "gata").
 */
export function upsertPet(db: DB, pet: {name: string; species: string | null; age?: number | null; gender?: 'female' | 'male' | null}, memoryId: number | null, at: string): number {
  const key = nameKey(pet.name);
  const gender = pet.gender ?? null;
  const row = db.prepare('SELECT id, species FROM pets WHERE name_key = ?').get(key) as {id: number; species: string | null} | undefined;
  if (row) {
    db.prepare(
      'UPDATE pets SET species = coalesce(?, species), age = coalesce(?, age), age_as_of = CASE WHEN ? IS NULL THEN age_as_of ELSE ? END, gender = coalesce(?, gender), last_mentioned = ? WHERE id = ?',
    ).run(pet.species, pet.age ?? null, pet.age ?? null, at, gender, at, row.id);
    return row.id;
  }
  return Number(
    db
      .prepare('INSERT INTO pets (name, name_key, species, gender, age, age_as_of, source_memory_id, first_seen, last_mentioned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(pet.name, key, pet.species, gender, pet.age ?? null, pet.age != null ? at : null, memoryId, at, at).lastInsertRowid,
  );
}

/** A vet visit or vaccine: a visit or booking meets the open need or booking of that kind. */
export function addPetCare(db: DB, petId: number, care: NonNullable<ExtractedPet['care']>[number], memoryId: number | null, at: string): number {
  if (care.status !== 'needed') {
    const open = db.prepare("SELECT id FROM pet_care WHERE pet_id = ? AND kind = ? AND status IN ('needed', 'scheduled') ORDER BY id DESC LIMIT 1").get(petId, care.kind) as {id: number} | undefined;
    if (open) {
      db.prepare('UPDATE pet_care SET status = ?, date = ?, time = ?, source_memory_id = coalesce(?, source_memory_id) WHERE id = ?').run(care.status, care.date, care.time, memoryId, open.id);
      return open.id;
    }
  }
  return Number(
    db
      .prepare('INSERT INTO pet_care (pet_id, kind, status, date, time, source_memory_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(petId, care.kind, care.status, care.date, care.time, memoryId, at).lastInsertRowid,
  );
}

/** Every pet with its care, by name. */
export function listPets(db: DB): PetView[] {
  const pets = db.prepare('SELECT id, name, species, age, birthday, gender FROM pets ORDER BY name_key').all() as Array<Omit<PetView, 'checkups'>>;
  const care = db.prepare('SELECT kind, status, date, time, every_months AS everyMonths FROM pet_care WHERE pet_id = ? ORDER BY coalesce(date, created_at), id');
  return pets.map(p => ({...p, checkups: care.all(p.id) as PetView['checkups']}));
}

/** A pet's care still ahead (booked or needed): what a message may move, call off or say was had. */
export interface PetCareItem {
  id: number;
  petId: number;
  pet: string;
  gender: 'female' | 'male' | null;
  kind: string;
  status: 'needed' | 'scheduled';
  date: string | null;
  time: string | null;
}

/** Every pet's care still ahead: needed, or booked from `fromDay` on (a booking of yesterday may still be spoken of). */
export function openPetCare(db: DB, fromDay: string): PetCareItem[] {
  return db
    .prepare(`SELECT c.id, c.pet_id AS petId, p.name AS pet, p.gender, c.kind, c.status, c.date, c.time FROM pet_care c JOIN pets p ON p.id = c.pet_id
      WHERE c.status = 'needed' OR (c.status = 'scheduled' AND (c.date IS NULL OR c.date >= ?)) ORDER BY coalesce(c.date, '9999'), c.id`)
    .all(fromDay) as PetCareItem[];
}

/** A pet's care booked on another day or hour: it is booked (a need given a day is booked too). */
export function movePetCare(db: DB, id: number, date: string, time: string | null): void {
  db.prepare("UPDATE pet_care SET status = 'scheduled', date = ?, time = ? WHERE id = ?").run(date, time, id);
}

/**
 * A pet's care called off: the booking goes, as a person's checkup booking goes; when it is to be
 * booked again later ("vou remarcar", "we'll rebook") it stays as a need, without a day.
 */
export function cancelPetCare(db: DB, id: number, rebook: boolean): void {
  if (rebook) db.prepare("UPDATE pet_care SET status = 'needed', date = NULL, time = NULL WHERE id = ?").run(id);
  else db.prepare('DELETE FROM pet_care WHERE id = ?').run(id);
}

/** A pet's care had: done on `date` (its own day when that was not later than the day it is told). */
export function petCareDone(db: DB, id: number, date: string): void {
  db.prepare("UPDATE pet_care SET status = 'done', date = ?, time = CASE WHEN date = ? THEN time ELSE NULL END WHERE id = ?").run(date, date, id);
}

/** The pets' care booked for a day, for the agenda: a vet visit or vaccine like anyone's checkup. */
export function bookedPetCare(db: DB): Array<{id: number; pet: string; kind: string; date: string; time: string | null; context: 'work' | 'personal' | 'family'}> {
  return db
    .prepare(`SELECT c.id, p.name AS pet, c.kind, c.date, c.time, coalesce(m.context, 'personal') AS context
      FROM pet_care c JOIN pets p ON p.id = c.pet_id LEFT JOIN memories m ON m.id = c.source_memory_id
      WHERE c.status = 'scheduled' AND c.date IS NOT NULL ORDER BY c.date, c.id`)
    .all() as Array<{id: number; pet: string; kind: string; date: string; time: string | null; context: 'work' | 'personal' | 'family'}>;
}

/** Names of the user's pets (never read as people). */
export function petNames(db: DB): string[] {
  return cachedStatement(db, 'SELECT name FROM pets').pluck().all() as string[];
}

/**
 * A record kept as a person that is an animal (`people set Pipoca --relation cachorro`, "Pixie is
 * our dog"): it becomes a pet with that species (the pet of that name, when there is one). What the
 * record held goes with the animal, never with the row (issue 39: a merge loses nothing): its
 * checkups become the pet's care — a vaccine stays one, any other visit is the vet's — with their
 * calendar links and reminders' states; its events stay on the agenda as the user's, the animal
 * among who comes (an event is a person's or the user's, never a pet's). Its person row, aliases
 * and memories' mentions of it as a person go.
 */
export function personToPet(db: DB, entityId: number, species: string | null, at: string): number {
  const person = db.prepare('SELECT name, age, gender FROM entities WHERE id = ?').get(entityId) as {name: string; age: number | null; gender: string | null};
  // The gender it was kept with as a person ("a Pixie") stays its own as a pet.
  const gender = person.gender === 'female' || person.gender === 'male' ? person.gender : null;
  const id = upsertPet(db, {name: person.name, species, age: person.age, gender}, null, at);
  const checkups = db
    .prepare('SELECT id, kind, status, date, time, every_months AS everyMonths, source_memory_id AS memoryId, created_at AS createdAt, external_uid AS uid FROM checkups WHERE entity_id = ?')
    .all(entityId) as Array<{
    id: number;
    kind: string;
    status: string;
    date: string | null;
    time: string | null;
    everyMonths: number | null;
    memoryId: number | null;
    createdAt: string;
    uid: string | null;
  }>;
  for (const c of checkups) {
    const care = db
      .prepare('INSERT INTO pet_care (pet_id, kind, status, date, time, every_months, source_memory_id, created_at, external_uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(id, c.kind === 'vaccine' ? 'vaccine' : 'vet', c.status, c.date, c.time, c.everyMonths, c.memoryId, c.createdAt, c.uid).lastInsertRowid;
    db.prepare("UPDATE calendar_links SET item = 'pet', item_id = ? WHERE item = 'checkup' AND item_id = ?").run(Number(care), c.id);
  }
  const events = db.prepare('SELECT id, with_names AS withNames FROM events WHERE entity_id = ?').all(entityId) as Array<{id: number; withNames: string | null}>;
  for (const e of events) {
    const names = namesIn(e.withNames);
    if (!names.some(n => nameKey(n) === nameKey(person.name))) names.push(person.name);
    db.prepare('UPDATE events SET entity_id = NULL, with_names = ? WHERE id = ?').run(JSON.stringify(names), e.id);
  }
  // A pet's reminders are keyed as a person's of negative id ("vaccine-p-3-…", reminders/store-io.ts).
  moveReminderStates(db, entityId, -id);
  db.prepare('DELETE FROM entities WHERE id = ?').run(entityId);
  return id;
}

/** An event's `with_names` (a JSON list of names), or none when it is empty or unreadable. */
function namesIn(json: string | null): string[] {
  try {
    const v = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
