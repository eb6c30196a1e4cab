/**
 * The calendar sync's reads and writes of the store: the accounts the user added, the link of each
 * synced item to the server's copy (calendar, URL, UID, ETag, fingerprint), the agenda rows a sync
 * sends (events, booked checkups) and what it brings back. The one module of src/calendar with SQL.
 */
import type {Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {saveCalendar} from '../store/ics-import.js';
import {standingBookings} from '../agenda/build.js';
import {checkupTitle} from '../agenda/titles.js';
import type {IcsCalendar, IcsEvent} from './ics-parse.js';

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
  item: 'event' | 'checkup';
  itemId: number;
  fingerprint: string;
}

/** An agenda row as a calendar sees it. */
export interface LocalItem {
  item: 'event' | 'checkup';
  id: number;
  title: string;
  date: string;
  time: string | null;
  rrule: string | null;
  /** A checkup is 'scheduled' or 'done' (a visit stays on the calendar); an event may be 'cancelled'. */
  status: 'scheduled' | 'done' | 'cancelled';
  exdates: string[];
  /** The IANA zone an event's date, time and exdates are in (kept from its calendar); null: the user's wall clock. */
  tzid: string | null;
  /** The calendar UID it already has (an .ics import's, or one a sync gave it). */
  uid: string | null;
  /** When Magis last changed it (ISO), null when unknown. */
  changedAt: string | null;
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

/** Forgets an account and its links; the agenda items it brought stay (they are the user's now). */
export function removeAccount(db: DB, id: number): void {
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

/**
 * What of an item a calendar shows: a change to any of it is a change to send. The zone is in it
 * only when there is one, so the links a sync made before zones still match their rows.
 */
export const fingerprint = (i: Pick<LocalItem, 'title' | 'date' | 'time' | 'rrule' | 'status' | 'exdates' | 'tzid'>) =>
  JSON.stringify([i.title, i.date, i.time, i.rrule, i.status === 'cancelled' ? 'cancelled' : 'scheduled', i.exdates, ...(i.tzid ? [i.tzid] : [])]);

interface EventRow {
  id: number;
  title: string;
  date: string;
  time: string | null;
  rrule: string | null;
  status: LocalItem['status'];
  exdates: string | null;
  tzid: string | null;
  uid: string | null;
  updatedAt: string;
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

function eventItem(r: EventRow): LocalItem {
  return {
    item: 'event',
    id: r.id,
    title: r.title,
    date: r.date,
    time: r.time,
    rrule: r.rrule,
    status: r.status,
    exdates: daysOf(r.exdates),
    tzid: r.time === null ? null : r.tzid,
    uid: r.uid,
    changedAt: r.updatedAt,
  };
}

const EVENT_SQL = `SELECT id, title, date, time, rrule, status, exdates, tzid, external_uid AS uid, updated_at AS updatedAt FROM events WHERE date IS NOT NULL`;

interface CheckupRow {
  id: number;
  kind: string;
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

const CHECKUP_SQL = `SELECT c.id, c.kind, coalesce(e.name, 'user') AS person, c.status, c.date, c.time, c.external_uid AS uid, e.gender, coalesce(e.unnamed, 0) AS unnamed,
    c.entity_id AS entityId, coalesce(e.context, 'personal') AS context, c.created_at AS createdAt
  FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id`;

/** "Dentista — Clara": the kind in the user's language, and whose visit when not the user's own. */
function checkupItem(db: DB, r: CheckupRow, language: Language): LocalItem {
  const title = checkupTitle(r.kind, language) + (r.entityId !== null ? ` — ${r.person}` : '');
  return {
    item: 'checkup',
    id: r.id,
    title,
    date: r.date!,
    time: r.time,
    rrule: null,
    status: r.status === 'done' ? 'done' : 'scheduled',
    exdates: [],
    tzid: null,
    uid: r.uid,
    changedAt: checkupChangedAt(db, r.id),
  };
}

/** A checkup row has no updated_at: the last journal batch that touched it says when Magis changed it. */
function checkupChangedAt(db: DB, id: number): string | null {
  return db
    .prepare(`SELECT max(b.at) FROM world_changes c JOIN world_batches b ON b.id = c.batch_id
      WHERE c.tbl = 'checkups' AND c.row_id = ? AND b.undone_at IS NULL`)
    .pluck()
    .get(id) as string | null;
}

/**
 * The agenda rows a calendar may hold: every dated event (a cancelled one too, for what was synced
 * before), and every dated checkup that is booked or was visited.
 */
export function localItem(db: DB, item: 'event' | 'checkup', id: number, language: Language): LocalItem | null {
  if (item === 'event') {
    const r = db.prepare(`${EVENT_SQL} AND id = ?`).get(id) as EventRow | undefined;
    return r ? eventItem(r) : null;
  }
  const r = db.prepare(`${CHECKUP_SQL} WHERE c.id = ? AND c.date IS NOT NULL AND c.status IN ('scheduled', 'done')`).get(id) as CheckupRow | undefined;
  return r ? checkupItem(db, r, language) : null;
}

/**
 * What is new to send: events not cancelled, and standing checkup bookings (a booking the agenda
 * still shows). An occurrence a calendar moved (uid `UID#…`) goes with its series, never alone.
 */
export function sendableItems(db: DB, language: Language): LocalItem[] {
  const events = (db.prepare(`${EVENT_SQL} AND status != 'cancelled' AND (external_uid IS NULL OR external_uid NOT LIKE '%#%') ORDER BY id`).all() as EventRow[]).map(eventItem);
  const rows = db.prepare(`${CHECKUP_SQL} WHERE c.date IS NOT NULL ORDER BY c.created_at, c.id`).all() as CheckupRow[];
  const standing = standingBookings(rows.map(r => ({...r, unnamed: r.unnamed === 1, status: r.status as 'scheduled', context: 'personal' as const})));
  return [...events, ...standing.map(r => checkupItem(db, {...r, unnamed: r.unnamed ? 1 : 0}, language))];
}

/** Gives a row the UID it has on a calendar, so an .ics import or another sync of it is the same item. */
export function setItemUid(db: DB, item: 'event' | 'checkup', id: number, uid: string): void {
  db.prepare(`UPDATE ${item === 'event' ? 'events' : 'checkups'} SET external_uid = ? WHERE id = ?`).run(uid, id);
}

/** The row holding a calendar UID, if any. */
export function itemByUid(db: DB, uid: string): {item: 'event' | 'checkup'; id: number} | null {
  const ev = db.prepare('SELECT id FROM events WHERE external_uid = ?').pluck().get(uid) as number | undefined;
  if (ev !== undefined) return {item: 'event', id: ev};
  const c = db.prepare('SELECT id FROM checkups WHERE external_uid = ?').pluck().get(uid) as number | undefined;
  return c !== undefined ? {item: 'checkup', id: c} : null;
}

/** A calendar object new to Magis: its events and checkups join the agenda (as `magis import` does). */
export function addFromCalendar(db: DB, cal: IcsCalendar, at: string): void {
  saveCalendar(db, cal, at);
}

/**
 * The server's version of a linked item replaces Magis's: day, time, zone, title, rule, skipped
 * days and status. A cancelled checkup booking goes, as `agenda cancel` does. The series' moved
 * occurrences are replaced by the server's.
 */
export function applyRemote(db: DB, target: {item: 'event' | 'checkup'; id: number}, uid: string, cal: IcsCalendar, at: string): void {
  const ev = cal.events.find(e => e.uid === uid);
  const ck = cal.checkups.find(c => c.uid === uid);
  const master = ev ?? ck;
  if (!master) return;
  const cancelled = ev?.status === 'cancelled';
  if (target.item === 'event') {
    db.prepare(`UPDATE events SET title = ?, date = ?, time = ?, rrule = ?, status = CASE WHEN ? THEN 'cancelled' WHEN status = 'cancelled' THEN 'scheduled' ELSE status END,
        exdates = ?, tzid = ?, updated_at = ? WHERE id = ?`).run(
      master.title,
      master.date,
      master.time,
      ev?.rrule ?? null,
      cancelled ? 1 : 0,
      ev?.exdates.length ? JSON.stringify(ev.exdates) : null,
      ev?.tzid ?? null,
      at,
      target.id,
    );
  } else if (cancelled) {
    db.prepare('DELETE FROM checkups WHERE id = ?').run(target.id);
  } else {
    // On a calendar it is a booking: a row Magis had back as "needed" is booked again.
    db.prepare("UPDATE checkups SET date = ?, time = ?, status = CASE WHEN status = 'needed' THEN 'scheduled' ELSE status END WHERE id = ?").run(master.date, master.time, target.id);
  }
  replaceOccurrences(
    db,
    uid,
    cal.events.filter(e => e.uid.startsWith(`${uid}#`)),
    at,
  );
}

function replaceOccurrences(db: DB, uid: string, moved: IcsEvent[], at: string): void {
  db.prepare("DELETE FROM events WHERE external_uid LIKE ? ESCAPE '\\'").run(`${uid.replace(/[\\%_]/g, m => `\\${m}`)}#%`);
  if (moved.length) saveCalendar(db, {events: moved, checkups: [], skipped: 0, warnings: []}, at);
}

/** The server deleted a linked item: an event and its moved occurrences go, as a checkup booking does. */
export function deleteItem(db: DB, target: {item: 'event' | 'checkup'; id: number}, uid: string): void {
  db.prepare(`DELETE FROM ${target.item === 'event' ? 'events' : 'checkups'} WHERE id = ?`).run(target.id);
  replaceOccurrences(db, uid, [], '');
}
