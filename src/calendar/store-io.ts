/**
 * The calendar sync's reads and writes of the store: the accounts the user added, the link of each
 * synced item to the server's copy (calendar, URL, UID, ETag, fingerprint), the agenda rows a sync
 * sends (events, booked checkups, a pet's booked vet visits and vaccines) and what it brings back.
 * The one module of src/calendar with SQL.
 */
import type {Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {saveCalendar} from './ics-import.js';
import {standingBookings} from '../agenda/build.js';
import {chatWorded, checkupTitle, itemTitle, type Owner} from '../agenda/titles.js';
import {localDay} from '../time/day.js';
import {fold} from '../text/words.js';
import {toLocal} from '../time/zone.js';
import type {IcsCalendar, IcsEvent, MagisOwn} from './ics-parse.js';

/** What a synced row is: an event, a person's checkup, or a pet's care (its vet visit or vaccine, table `pet_care`). */
export type ItemKind = 'event' | 'checkup' | 'pet';

/** The table each kind of item lives in. */
const TABLE: Record<ItemKind, string> = {event: 'events', checkup: 'checkups', pet: 'pet_care'};

export interface Account {
  id: number;
  name: string;
  url: string;
  username: string | null;
  magisCalendar: string | null;
  lastSync: string | null;
}

export interface Link {
  id: number;
  calendarUrl: string;
  href: string;
  uid: string;
  etag: string | null;
  item: ItemKind;
  itemId: number;
  fingerprint: string;
}

/**
 * One occurrence of a series moved apart (`series_id`): the series' day it stands for (in the
 * series' clock, as its exdates) and where it is now (its own clock: `tzid`, else the user's).
 */
export interface MovedOccurrence {
  occurrence: string;
  title: string;
  date: string;
  time: string | null;
  tzid: string | null;
  endDate: string | null;
  endTime: string | null;
}

/** An agenda row as a calendar sees it. */
export interface LocalItem {
  item: ItemKind;
  id: number;
  title: string;
  date: string;
  time: string | null;
  rrule: string | null;
  /** A checkup or a pet's care is 'scheduled' or 'done' (a visit stays on the calendar); an event may be 'cancelled'. */
  status: 'scheduled' | 'done' | 'cancelled';
  exdates: string[];
  /** The IANA zone an event's date, time and exdates are in (kept from its calendar); null: the user's wall clock. */
  tzid: string | null;
  /** The calendar UID it already has (an .ics import's, or one a sync gave it). */
  uid: string | null;
  /** When Magis last changed it (ISO), null when unknown. */
  changedAt: string | null;
  /** The last day of a span, and its last hour when timed (same clock as `date`); null: one day. */
  endDate: string | null;
  endTime: string | null;
  /** A series' occurrences moved apart (written as RECURRENCE-ID overrides), by the day they stand for. */
  moved: MovedOccurrence[];
  /** An event's whose, with whom, kind and context: sent beside it (X-MAGIS-*), so a copy that comes back rejoins them. */
  own?: MagisOwn;
}

const ACCOUNT_COLS = 'id, name, url, username, magis_calendar AS magisCalendar, last_sync AS lastSync';

export function listAccounts(db: DB): Account[] {
  return db.prepare(`SELECT ${ACCOUNT_COLS} FROM calendar_accounts ORDER BY id`).all() as Account[];
}

export function findAccount(db: DB, name: string): Account | undefined {
  return db.prepare(`SELECT ${ACCOUNT_COLS} FROM calendar_accounts WHERE name = ?`).get(name) as Account | undefined;
}

export function addAccount(db: DB, a: {name: string; url: string; username: string | null}, at: string): number {
  return Number(db.prepare('INSERT INTO calendar_accounts (name, url, username, created_at) VALUES (?, ?, ?, ?)').run(a.name, a.url, a.username, at).lastInsertRowid);
}

/** Forgets an account, its links and its notes; the agenda items it brought stay (they are the user's now). */
export function removeAccount(db: DB, id: number): void {
  db.prepare('DELETE FROM calendar_notes WHERE account = (SELECT name FROM calendar_accounts WHERE id = ?)').run(id);
  db.prepare('DELETE FROM calendar_links WHERE account_id = ?').run(id);
  db.prepare('DELETE FROM calendar_accounts WHERE id = ?').run(id);
}

export function setMagisCalendar(db: DB, id: number, url: string): void {
  db.prepare('UPDATE calendar_accounts SET magis_calendar = ? WHERE id = ?').run(url, id);
}

export function setLastSync(db: DB, id: number, at: string): void {
  db.prepare('UPDATE calendar_accounts SET last_sync = ? WHERE id = ?').run(at, id);
}

export function listLinks(db: DB, accountId: number): Link[] {
  return db
    .prepare(`SELECT id, calendar_url AS calendarUrl, href, uid, etag, item, item_id AS itemId, fingerprint
      FROM calendar_links WHERE account_id = ? ORDER BY id`)
    .all(accountId) as Link[];
}

/** Every item linked to any account: an item already on one server is not sent as new to it. */
export function linkedItems(db: DB, accountId: number): Set<string> {
  return new Set((db.prepare('SELECT item, item_id AS itemId FROM calendar_links WHERE account_id = ?').all(accountId) as Array<{item: string; itemId: number}>).map(r => `${r.item}-${r.itemId}`));
}

export function saveLink(db: DB, accountId: number, l: Omit<Link, 'id'>, at: string): void {
  db.prepare(`INSERT INTO calendar_links (account_id, calendar_url, href, uid, etag, item, item_id, fingerprint, synced_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (account_id, href) DO UPDATE SET calendar_url = excluded.calendar_url, uid = excluded.uid, etag = excluded.etag, item = excluded.item,
        item_id = excluded.item_id, fingerprint = excluded.fingerprint, synced_at = excluded.synced_at`).run(accountId, l.calendarUrl, l.href, l.uid, l.etag, l.item, l.itemId, l.fingerprint, at);
}

export function dropLink(db: DB, id: number): void {
  db.prepare('DELETE FROM calendar_links WHERE id = ?').run(id);
}

/** What of an item a calendar shows, compared field by field: a change to any of it is a change to send. */
type Shown = Pick<LocalItem, 'title' | 'date' | 'time' | 'rrule' | 'status' | 'exdates' | 'tzid' | 'endDate' | 'endTime' | 'moved'>;

const movedKey = (m: MovedOccurrence) => [m.occurrence, m.title, m.date, m.time, m.tzid, m.endDate, m.endTime];

/**
 * What of an item a calendar shows, as last agreed with the server (kept with the link). The zone,
 * a span's end and moved occurrences are in it only when there are some, so the links a sync made
 * before them still match their rows.
 */
export const fingerprint = (i: Shown) => {
  const extra = {...(i.endDate ? {end: [i.endDate, i.endTime]} : {}), ...(i.moved.length ? {moved: [...i.moved].sort((a, b) => a.occurrence.localeCompare(b.occurrence)).map(movedKey)} : {})};
  return JSON.stringify([
    i.title,
    i.date,
    i.time,
    i.rrule,
    i.status === 'cancelled' ? 'cancelled' : 'scheduled',
    i.exdates,
    ...(i.tzid ? [i.tzid] : []),
    ...(Object.keys(extra).length ? [extra] : []),
  ]);
};

/** The item as a fingerprint recorded it (what both sides last agreed on), or null for one that cannot be read. */
export function agreed(print: string): Shown | null {
  try {
    const a = JSON.parse(print) as unknown[];
    if (!Array.isArray(a) || a.length < 6) return null;
    const rest = a.slice(6);
    const tzid = typeof rest[0] === 'string' ? (rest.shift() as string) : null;
    const extra = (rest[0] ?? {}) as {end?: [string, string | null]; moved?: Array<[string, string, string, string | null, string | null, string | null, string | null]>};
    return {
      title: String(a[0]),
      date: String(a[1]),
      time: (a[2] as string | null) ?? null,
      rrule: (a[3] as string | null) ?? null,
      status: a[4] === 'cancelled' ? 'cancelled' : 'scheduled',
      exdates: Array.isArray(a[5]) ? (a[5] as string[]) : [],
      tzid,
      endDate: extra.end?.[0] ?? null,
      endTime: extra.end?.[1] ?? null,
      moved: (extra.moved ?? []).map(([occurrence, title, date, time, z, endDate, endTime]) => ({occurrence, title, date, time, tzid: z, endDate, endTime})),
    };
  } catch {
    return null;
  }
}

/** The parts of an event a phone and Magis may each change; a sync merges changes to different parts. */
export type Part = 'title' | 'start' | 'end' | 'rule' | 'days' | 'status';
export const PARTS: Part[] = ['title', 'start', 'end', 'rule', 'days', 'status'];

/** One part of an item, as a value to compare: times on the user's clock, whatever zone each side wrote them in. */
export function partOf(i: Shown, part: Part): string {
  switch (part) {
    case 'title':
      return i.title;
    case 'start':
      return JSON.stringify(toLocal(i.tzid, i.date, i.time));
    case 'end':
      return JSON.stringify(i.endDate ? toLocal(i.tzid, i.endDate, i.endTime) : null);
    case 'rule':
      return i.rrule ?? '';
    case 'status':
      return i.status === 'cancelled' ? 'cancelled' : 'scheduled';
    case 'days': {
      const moved = [...i.moved]
        .sort((a, b) => a.occurrence.localeCompare(b.occurrence))
        .map(m => [m.occurrence, m.title, toLocal(m.tzid, m.date, m.time), m.endDate ? toLocal(m.tzid, m.endDate, m.endTime) : null]);
      const skipped = [...new Set(i.exdates)].filter(d => !i.moved.some(m => m.occurrence === d)).sort();
      return JSON.stringify([skipped, moved]);
    }
  }
}

/** Whose a row is, as the title names them (null: the user's own). */
interface OwnerColumns {
  ownerName: string | null;
  ownerGender: 'female' | 'male' | null;
  ownerUnnamed: number | null;
}

const ownerOf = (r: OwnerColumns): Owner | null => (r.ownerName === null ? null : {person: r.ownerName, gender: r.ownerGender, unnamed: r.ownerUnnamed === 1});

/**
 * An event's title as the calendar shows it (agenda/titles.ts): as typed, or — when the chat lifted
 * it from a message — capitalised, a lone birthday word made whose birthday, and whose when not named.
 */
const eventTitle = (r: OwnerColumns & {title: string; kind: string; fromMessage: number}, language: Language) =>
  itemTitle({source: 'event', kind: r.kind, title: r.title, worded: chatWorded(r.title, r.fromMessage === 1), owner: ownerOf(r)}, language);

/** Events with whose they are, under the events table's own column names (the queries add their WHERE). */
const EVENTS_OWNED = `(SELECT ev.*, x.name AS ownerName, x.gender AS ownerGender, x.unnamed AS ownerUnnamed, ev.source_memory_id IS NOT NULL AS fromMessage
  FROM events ev LEFT JOIN entities x ON x.id = ev.entity_id)`;

interface EventRow extends OwnerColumns {
  id: number;
  title: string;
  kind: string;
  withNames: string | null;
  context: string;
  fromMessage: number;
  date: string;
  time: string | null;
  rrule: string | null;
  status: LocalItem['status'];
  exdates: string | null;
  tzid: string | null;
  uid: string | null;
  updatedAt: string;
  endDate: string | null;
  endTime: string | null;
}

/** An event's skipped days, read defensively: a value an older import let in broken is no skipped day, never a failed sync. */
function daysOf(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const days = JSON.parse(raw) as unknown;
    return Array.isArray(days) ? days.filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) : [];
  } catch {
    return [];
  }
}

function eventItem(db: DB, r: EventRow, language: Language): LocalItem {
  const moved = r.rrule ? movedOf(db, r.id, language) : {rows: [], changedAt: null};
  const span = r.endDate && r.endDate > r.date ? {endDate: r.endDate, endTime: r.time !== null ? r.endTime : null} : {endDate: null, endTime: null};
  return {
    item: 'event',
    id: r.id,
    title: eventTitle(r, language),
    date: r.date,
    time: r.time,
    rrule: r.rrule,
    status: r.status,
    exdates: daysOf(r.exdates),
    tzid: r.time === null ? null : r.tzid,
    uid: r.uid,
    changedAt: moved.changedAt && moved.changedAt > r.updatedAt ? moved.changedAt : r.updatedAt,
    ...span,
    moved: moved.rows,
    own: {owner: r.ownerName, kind: r.kind as MagisOwn['kind'], withNames: namesOf(r.withNames), context: r.context as MagisOwn['context']},
  };
}

/** An event's `with` list, read defensively as its skipped days are: what is no list of names is none. */
function namesOf(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const names = JSON.parse(raw) as unknown;
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
  } catch {
    return [];
  }
}

/**
 * A series' occurrences moved apart (rows with its `series_id`), not called off, and when Magis last
 * changed any of them (a moved occurrence changed is its series changed, for the calendar).
 */
function movedOf(db: DB, seriesId: number, language: Language): {rows: MovedOccurrence[]; changedAt: string | null} {
  const rows = (
    db
      .prepare(`SELECT occurrence, title, kind, fromMessage, ownerName, ownerGender, ownerUnnamed, date, time, tzid, end_date AS endDate, end_time AS endTime, status, updated_at AS updatedAt
      FROM ${EVENTS_OWNED} WHERE series_id = ? AND occurrence IS NOT NULL AND date IS NOT NULL ORDER BY occurrence, id`)
      .all(seriesId) as Array<MovedOccurrence & OwnerColumns & {kind: string; fromMessage: number; status: string; updatedAt: string}>
  ).map(({kind, fromMessage, ownerName, ownerGender, ownerUnnamed, ...m}) => ({...m, title: eventTitle({title: m.title, kind, fromMessage, ownerName, ownerGender, ownerUnnamed}, language)}));
  const changedAt = rows.reduce<string | null>((m, r) => (m && m > r.updatedAt ? m : r.updatedAt), null);
  const seen = new Set<string>();
  const kept = rows
    .filter(r => r.status !== 'cancelled' && !seen.has(r.occurrence) && seen.add(r.occurrence))
    .map(({status: _s, updatedAt: _u, ...m}) => ({
      ...m,
      tzid: m.time === null ? null : m.tzid,
      endDate: m.endDate && m.endDate > m.date ? m.endDate : null,
      endTime: m.endDate && m.endDate > m.date && m.time !== null ? m.endTime : null,
    }));
  return {rows: kept, changedAt};
}

const EVENT_SQL = `SELECT id, title, kind, with_names AS withNames, context, fromMessage, ownerName, ownerGender, ownerUnnamed, date, time, rrule, status, exdates, tzid, external_uid AS uid, updated_at AS updatedAt,
    end_date AS endDate, end_time AS endTime
  FROM ${EVENTS_OWNED} WHERE date IS NOT NULL`;

interface CheckupRow {
  id: number;
  kind: string;
  label: string | null;
  person: string;
  status: string;
  date: string | null;
  time: string | null;
  uid: string | null;
  gender: 'female' | 'male' | null;
  unnamed: number;
  entityId: number | null;
  context: string;
  createdAt: string;
}

const CHECKUP_SQL = `SELECT c.id, c.kind, c.label, coalesce(e.name, 'user') AS person, c.status, c.date, c.time, c.external_uid AS uid, e.gender, coalesce(e.unnamed, 0) AS unnamed,
    c.entity_id AS entityId, coalesce(e.context, 'personal') AS context, c.created_at AS createdAt
  FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id`;

/** "Dentista — Clara", "Alergista — Leo": its label or kind in the user's language, and whose visit when not the user's own. */
function checkupItem(db: DB, r: CheckupRow, language: Language): LocalItem {
  const owner = r.entityId !== null ? {person: r.person, gender: r.gender, unnamed: r.unnamed === 1} : null;
  const title = itemTitle({source: 'checkup', kind: r.kind, label: r.label, owner}, language);
  return visitItem(db, 'checkup', {...r, date: r.date!}, title);
}

/** A visit of one day, a person's checkup or a pet's care: no rule, no span, changed when its journal says. */
function visitItem(db: DB, item: 'checkup' | 'pet', r: {id: number; date: string; time: string | null; status: string; uid: string | null}, title: string): LocalItem {
  return {
    item,
    id: r.id,
    title,
    date: r.date,
    time: r.time,
    rrule: null,
    status: r.status === 'done' ? 'done' : 'scheduled',
    exdates: [],
    tzid: null,
    uid: r.uid,
    changedAt: journalChangedAt(db, item === 'checkup' ? 'checkups' : 'pet_care', r.id),
    endDate: null,
    endTime: null,
    moved: [],
  };
}

/** A checkup or pet care row has no updated_at: the last journal batch that touched it says when Magis changed it. */
function journalChangedAt(db: DB, table: 'checkups' | 'pet_care', id: number): string | null {
  return db
    .prepare(`SELECT max(b.at) FROM world_changes c JOIN world_batches b ON b.id = c.batch_id
      WHERE c.tbl = ? AND c.row_id = ? AND b.undone_at IS NULL`)
    .pluck()
    .get(table, id) as string | null;
}

interface PetCareRow {
  id: number;
  kind: string;
  pet: string;
  gender: 'female' | 'male' | null;
  status: string;
  date: string;
  time: string | null;
  uid: string | null;
}

const PET_CARE_SQL = `SELECT c.id, c.kind, p.name AS pet, p.gender, c.status, c.date, c.time, c.external_uid AS uid
  FROM pet_care c JOIN pets p ON p.id = c.pet_id WHERE c.date IS NOT NULL`;

/** A pet's vet visit or vaccine as a checkup of the pet's: "Vacina — Frida", "Vet — Biscuit" (what and whose, as the agenda says it). */
function petCareItem(db: DB, r: PetCareRow, language: Language): LocalItem {
  return visitItem(db, 'pet', r, itemTitle({source: 'checkup', kind: r.kind, owner: {person: r.pet, gender: r.gender, unnamed: false}}, language));
}

/**
 * The agenda rows a calendar may hold: every dated event (a cancelled one too, for what was synced
 * before), and every dated checkup or pet's care that is booked or was had.
 */
export function localItem(db: DB, item: ItemKind, id: number, language: Language): LocalItem | null {
  if (item === 'event') {
    const r = db.prepare(`${EVENT_SQL} AND id = ?`).get(id) as EventRow | undefined;
    return r ? eventItem(db, r, language) : null;
  }
  if (item === 'pet') {
    const r = db.prepare(`${PET_CARE_SQL} AND c.id = ? AND c.status IN ('scheduled', 'done')`).get(id) as PetCareRow | undefined;
    return r ? petCareItem(db, r, language) : null;
  }
  const r = db.prepare(`${CHECKUP_SQL} WHERE c.id = ? AND c.date IS NOT NULL AND c.status IN ('scheduled', 'done')`).get(id) as CheckupRow | undefined;
  return r ? checkupItem(db, r, language) : null;
}

/**
 * What is new to send: events not cancelled, standing checkup bookings (a booking the agenda still
 * shows) and a pet's booked care (on the agenda like anyone's). An occurrence moved apart (a calendar's uid `UID#…`, or one moved in Magis: its
 * `series_id`) goes with its series, as its override, never alone.
 */
export function sendableItems(db: DB, language: Language): LocalItem[] {
  const events = (db.prepare(`${EVENT_SQL} AND status != 'cancelled' AND series_id IS NULL AND (external_uid IS NULL OR external_uid NOT LIKE '%#%') ORDER BY id`).all() as EventRow[]).map(r =>
    eventItem(db, r, language),
  );
  const rows = db.prepare(`${CHECKUP_SQL} WHERE c.date IS NOT NULL ORDER BY c.created_at, c.id`).all() as CheckupRow[];
  const standing = standingBookings(rows.map(r => ({...r, unnamed: r.unnamed === 1, status: r.status as 'scheduled', context: 'personal' as const})));
  const pets = (db.prepare(`${PET_CARE_SQL} AND c.status = 'scheduled' ORDER BY c.id`).all() as PetCareRow[]).map(r => petCareItem(db, r, language));
  return [...events, ...standing.map(r => checkupItem(db, {...r, unnamed: r.unnamed ? 1 : 0}, language)), ...pets];
}

/** Gives a row the UID it has on a calendar, so an .ics import or another sync of it is the same item. */
export function setItemUid(db: DB, item: ItemKind, id: number, uid: string): void {
  db.prepare(`UPDATE ${TABLE[item]} SET external_uid = ? WHERE id = ?`).run(uid, id);
}

/** The row holding a calendar UID, if any. */
export function itemByUid(db: DB, uid: string): {item: ItemKind; id: number} | null {
  for (const item of ['event', 'checkup', 'pet'] as const) {
    const id = db.prepare(`SELECT id FROM ${TABLE[item]} WHERE external_uid = ?`).pluck().get(uid) as number | undefined;
    if (id !== undefined) return {item, id};
  }
  return null;
}

/** The separators a title puts between what and whose ("Vacina — Frida"; a phone may type a plain dash). */
const WHOSE = /^(.+?)\s+[—–-]\s+(.+)$/u;

/**
 * The pet and care a calendar title names as Magis titles a pet's care ("Vacina — Frida", "Vet —
 * Biscuit", in either language), when the pet is the user's; else null.
 */
function petCareTitled(db: DB, title: string): {petId: number; kind: 'vet' | 'vaccine'} | null {
  const m = WHOSE.exec(title.trim());
  if (!m) return null;
  const pet = (db.prepare('SELECT id, name FROM pets').all() as Array<{id: number; name: string}>).find(p => fold(p.name) === fold(m[2]!));
  if (!pet) return null;
  const what = fold(m[1]!);
  const kind = (['vaccine', 'vet'] as const).find(k => (['pt', 'en'] as const).some(lang => fold(checkupTitle(k, lang)) === what));
  return kind ? {petId: pet.id, kind} : null;
}

/**
 * A calendar object new to Magis: its events and checkups join the agenda (as `magis import` does);
 * one titled as a pet's care (another device's sync of it, or its copy coming back after Magis
 * dropped it) is that pet's care, never a visit of the user's own.
 */
export function addFromCalendar(db: DB, cal: IcsCalendar, at: string): void {
  const today = localDay(at);
  const insert = db.prepare('INSERT INTO pet_care (pet_id, kind, status, date, time, external_uid, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  // A pet's care called off on a calendar is nothing to keep (as `cancelPetCare`: the booking goes).
  const taken = (uid: string, title: string, date: string, time: string | null, status: 'scheduled' | 'done' | 'cancelled'): boolean => {
    const care = petCareTitled(db, title);
    if (!care) return false;
    if (status !== 'cancelled' && db.prepare('SELECT 1 FROM pet_care WHERE external_uid = ?').get(uid) === undefined) insert.run(care.petId, care.kind, status, date, time, uid, at);
    return true;
  };
  const checkups = cal.checkups.filter(c => !taken(c.uid, c.title, c.date, c.time, c.status));
  const events = cal.events.filter(e => {
    if (e.rrule || e.seriesUid || e.endDate) return true;
    const when = toLocal(e.tzid, e.date, e.time);
    return !taken(e.uid, e.title, when.date, when.time, e.status === 'cancelled' ? 'cancelled' : when.date < today ? 'done' : 'scheduled');
  });
  saveCalendar(db, {...cal, checkups, events}, at);
}

/**
 * The server's version of a linked item replaces Magis's: day, time, zone, end, title, rule,
 * skipped days, moved occurrences and status — or only the `parts` given (a merge of changes made on
 * both sides). A cancelled checkup booking goes, as `agenda cancel` does.
 */
export function applyRemote(db: DB, target: {item: ItemKind; id: number}, uid: string, cal: IcsCalendar, at: string, parts: ReadonlySet<Part> = new Set(PARTS)): void {
  const ev = cal.events.find(e => e.uid === uid);
  const ck = cal.checkups.find(c => c.uid === uid);
  const master = ev ?? ck;
  if (!master) return;
  const cancelled = ev?.status === 'cancelled';
  if (target.item === 'event') {
    const sets: string[] = [];
    const values: Record<string, unknown> = {id: target.id, at};
    if (parts.has('title')) sets.push('title = @title'), (values.title = master.title);
    if (parts.has('start')) sets.push('date = @date, time = @time, tzid = @tzid'), Object.assign(values, {date: master.date, time: master.time, tzid: ev?.tzid ?? null});
    if (parts.has('end')) sets.push('end_date = @endDate, end_time = @endTime'), Object.assign(values, {endDate: ev?.endDate ?? null, endTime: ev?.endTime ?? null});
    if (parts.has('rule')) sets.push('rrule = @rrule'), (values.rrule = ev?.rrule ?? null);
    if (parts.has('days')) sets.push('exdates = @exdates'), (values.exdates = ev?.exdates.length ? JSON.stringify(ev.exdates) : null);
    if (parts.has('status')) sets.push("status = CASE WHEN @cancelled THEN 'cancelled' WHEN status = 'cancelled' THEN 'scheduled' ELSE status END"), (values.cancelled = cancelled ? 1 : 0);
    if (sets.length) db.prepare(`UPDATE events SET ${sets.join(', ')}, updated_at = @at WHERE id = @id`).run(values);
  } else if (cancelled) {
    db.prepare(`DELETE FROM ${TABLE[target.item]} WHERE id = ?`).run(target.id);
  } else if (target.item === 'pet') {
    // A pet's care keeps the user's wall clock, whatever zone the phone wrote the move in.
    const when = ev ? toLocal(ev.tzid, ev.date, ev.time) : {date: master.date, time: master.time};
    db.prepare("UPDATE pet_care SET date = ?, time = ?, status = CASE WHEN status = 'needed' THEN 'scheduled' ELSE status END WHERE id = ?").run(when.date, when.time, target.id);
  } else {
    // On a calendar it is a booking: a row Magis had back as "needed" is booked again.
    db.prepare("UPDATE checkups SET date = ?, time = ?, status = CASE WHEN status = 'needed' THEN 'scheduled' ELSE status END WHERE id = ?").run(master.date, master.time, target.id);
  }
  if (target.item !== 'event' || parts.has('days')) {
    replaceOccurrences(
      db,
      target.item === 'event' ? target.id : null,
      uid,
      cal.events.filter(e => e.seriesUid === uid || e.uid.startsWith(`${uid}#`)),
      at,
    );
  }
}

/**
 * The series' moved occurrences become the server's: each row standing for a day the server moved
 * is updated in place (its id, which `agenda` numbers and `undo` remembers, kept), new ones added,
 * the rest (a move the server no longer has) removed.
 */
function replaceOccurrences(db: DB, seriesId: number | null, uid: string, moved: IcsEvent[], at: string): void {
  const rows = db
    .prepare(`SELECT id, external_uid AS uid, occurrence FROM events WHERE (series_id IS NOT NULL AND series_id = ?) OR external_uid LIKE ? ESCAPE '\\'`)
    .all(seriesId, `${uid.replace(/[\\%_]/g, m => `\\${m}`)}#%`) as Array<{id: number; uid: string | null; occurrence: string | null}>;
  const kept = new Set<number>();
  const update = db.prepare(`UPDATE events SET title = @title, date = @date, time = @time, tzid = @tzid, end_date = @endDate, end_time = @endTime, status = 'scheduled',
      external_uid = @uid, series_id = @seriesId, occurrence = @occurrence, updated_at = @at WHERE id = @id`);
  const fresh: IcsEvent[] = [];
  for (const m of moved) {
    const row = rows.find(r => !kept.has(r.id) && r.uid === m.uid) ?? rows.find(r => !kept.has(r.id) && m.occurrence !== undefined && r.occurrence === m.occurrence);
    if (!row) {
      fresh.push(m);
      continue;
    }
    kept.add(row.id);
    update.run({...m, seriesId, occurrence: m.occurrence ?? row.occurrence, id: row.id, at});
  }
  const drop = db.prepare('DELETE FROM events WHERE id = ?');
  for (const r of rows) if (!kept.has(r.id)) drop.run(r.id);
  if (fresh.length) saveCalendar(db, {events: fresh, checkups: [], skipped: 0, warnings: []}, at);
}

/**
 * Occurrences a calendar moved that a Magis before issue 38 brought in as events of their own (uid
 * `UID#RECURRENCE-ID`, no `series_id`) are tied to their series, the day they stand for read from
 * the RECURRENCE-ID (the next change from the server sets it exactly): written back, they stay the
 * series' overrides instead of being dropped from it. Idempotent; nothing to do on a store without such rows.
 */
export function linkMovedOccurrences(db: DB): void {
  db.prepare(`UPDATE events SET
      series_id = (SELECT s.id FROM events s WHERE s.external_uid = substr(events.external_uid, 1, instr(events.external_uid, '#') - 1) AND s.rrule IS NOT NULL),
      occurrence = substr(external_uid, instr(external_uid, '#') + 1, 10)
    WHERE series_id IS NULL AND external_uid LIKE '%#%'
      AND substr(external_uid, instr(external_uid, '#') + 1, 10) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
      AND EXISTS (SELECT 1 FROM events s WHERE s.external_uid = substr(events.external_uid, 1, instr(events.external_uid, '#') - 1) AND s.rrule IS NOT NULL)`).run();
}

/** The server deleted a linked item: an event and its moved occurrences go, as a checkup booking or a pet's does. */
export function deleteItem(db: DB, target: {item: ItemKind; id: number}, uid: string): void {
  replaceOccurrences(db, target.item === 'event' ? target.id : null, uid, [], '');
  db.prepare(`DELETE FROM ${TABLE[target.item]} WHERE id = ?`).run(target.id);
}

/**
 * The server's object as a calendar sees it (the same fields as `fingerprint`), to compare with
 * what was agreed; null when it has no event of that UID (a checkup, or nothing Magis keeps).
 */
export function remoteShown(cal: IcsCalendar, uid: string): Shown | null {
  const ev = cal.events.find(e => e.uid === uid);
  if (!ev) return null;
  const moved = cal.events
    .filter(e => e.seriesUid === uid && e.occurrence)
    .map(e => ({occurrence: e.occurrence!, title: e.title, date: e.date, time: e.time, tzid: e.time === null ? null : e.tzid, endDate: e.endDate, endTime: e.endTime}));
  return {
    title: ev.title,
    date: ev.date,
    time: ev.time,
    rrule: ev.rrule,
    status: ev.status === 'cancelled' ? 'cancelled' : 'scheduled',
    exdates: ev.exdates,
    tzid: ev.time === null ? null : ev.tzid,
    endDate: ev.endDate,
    endTime: ev.endTime,
    moved,
  };
}
