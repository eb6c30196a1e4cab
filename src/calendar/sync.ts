/**
 * Two-way sync of the agenda with one CalDAV account.
 *
 * Every item synced has a link (store-io.ts): the server object's URL, UID and ETag, and a
 * fingerprint of the Magis row as last agreed. A sync reads every calendar of the account, then:
 * - a linked item whose ETag changed was changed on the server; whose fingerprint changed, in
 *   Magis. One side changed: the other follows (a move, a cancel, a delete). Both changed: an event
 *   is merged part by part (conflicts.ts: a phone's rename and Magis's move both stay); a part both
 *   changed, or a checkup, goes to the one modified last (the server's LAST-MODIFIED against the
 *   row's own change time); an edit wins over a delete on the other side, so nothing anyone still
 *   wanted is lost. Whatever was dropped is said (`notes`) and kept for `magis log`;
 * - an object Magis has no link for joins the agenda (recurrences, exceptions and zones read by the
 *   .ics parser, health visits as checkups), or links to the row that already has its UID;
 * - an agenda item (event, booked checkup) with no link is created in the "Magis" calendar.
 * Writes are conditional on the ETag, so a change made meanwhile on a phone is never overwritten:
 * it is picked up by the next sync.
 */
import {randomUUID} from 'node:crypto';
import {inUserLanguage, MagisError} from '../config/errors.js';
import type {Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {writeTx} from '../store/db.js';
import {journaled} from '../store/journal.js';
import type {CalendarServer, RemoteCalendar, RemoteObject} from './caldav.js';
import {SyncStopped} from './guarded-fetch.js';
import {parseIcs} from './ics-parse.js';
import {addCalendarNote} from '../store/calendar-accounts.js';
import {conflictNote, mergeParts, wholeNote} from './conflicts.js';
import {
  type Account,
  type Link,
  type LocalItem,
  addFromCalendar,
  agreed,
  applyRemote,
  deleteItem,
  dropLink,
  fingerprint,
  itemByUid,
  linkMovedOccurrences,
  linkedItems,
  listLinks,
  localItem,
  PARTS,
  partOf,
  remoteShown,
  saveLink,
  sendableItems,
  setItemUid,
  setLastSync,
  setMagisCalendar,
} from './store-io.js';
import {newObject, objectInfo, patchObject} from './vevent.js';

interface Counts {
  added: number;
  updated: number;
  deleted: number;
}

export interface SyncReport {
  account: string;
  /** The calendars read, by name. */
  calendars: string[];
  /** What Magis changed on the server. */
  sent: Counts;
  /** What the server changed in Magis. */
  received: Counts;
  /** Items changed on both sides since the last sync where one side's change was dropped (the later one kept). */
  conflicts: number;
  /** Items changed on both sides whose changes were to different parts, all kept. */
  merged: number;
  /** One sentence per item whose change on one side was dropped: what was kept (also in `magis log`). */
  notes: string[];
  /** One sentence per object that could not be read or written (the rest synced). */
  warnings: string[];
}

interface Ctx {
  db: DB;
  server: CalendarServer;
  account: Account;
  now: Date;
  language: Language;
  report: SyncReport;
}

/**
 * Where a URL points, however the server spells it: servers answer with absolute or relative
 * hrefs, percent-encoded or not, a collection with or without its final slash.
 */
function place(url: string, collection = false): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    path = url;
  }
  return collection ? path.replace(/\/?$/, '/') : path;
}

const zero = (): Counts => ({added: 0, updated: 0, deleted: 0});
const at = (c: Ctx) => c.now.toISOString();

/**
 * Deletions a server asks for beyond which a sync stops and asks: more than this many items, and
 * more than this share of those synced with the account. A phone deleting a few events goes
 * through; a server that suddenly lists nothing (a broken share, a bug) does not empty the agenda.
 */
const DELETE_COUNT = 2;
const DELETE_SHARE = 0.25;

/**
 * The links a pass would delete locally: objects gone from a calendar that was read, whose item
 * Magis has not changed since (a changed one is sent back instead).
 */
function pendingDeletes(c: Ctx, links: Link[], read: Set<string>, remote: Map<string, unknown>): number {
  let n = 0;
  for (const link of links) {
    if (!read.has(place(link.calendarUrl, true)) || remote.has(place(link.href))) continue;
    const local = localItem(c.db, link.item, link.itemId, c.language);
    if (local && !(fingerprint(local) !== link.fingerprint && local.status !== 'cancelled')) n++;
  }
  return n;
}

/**
 * Syncs the agenda with `account` through `server`; returns what changed on each side. The pass is
 * one batch of the world journal (origin `sync`): `undo` steps past it, and names it when a row it
 * would restore was changed by it.
 */
export function syncAccount(db: DB, account: Account, server: CalendarServer, opts: {now: Date; language: Language; acceptDeletes?: boolean}): Promise<SyncReport> {
  return journaled(db, 'sync', opts.now.toISOString(), () => syncPass(db, account, server, opts));
}

async function syncPass(db: DB, account: Account, server: CalendarServer, opts: {now: Date; language: Language; acceptDeletes?: boolean}): Promise<SyncReport> {
  const report: SyncReport = {account: account.name, calendars: [], sent: zero(), received: zero(), conflicts: 0, merged: 0, notes: [], warnings: []};
  const c: Ctx = {db, server, account, now: opts.now, language: opts.language, report};
  const magisUrl = await server.magisCalendar(account.magisCalendar);
  if (magisUrl !== account.magisCalendar) setMagisCalendar(db, account.id, magisUrl);
  const calendars = await server.calendars();
  report.calendars = calendars.map(cal => cal.name || cal.url);
  const remote = new Map<string, {cal: RemoteCalendar; obj: RemoteObject}>();
  for (const cal of calendars) for (const obj of cal.objects) remote.set(place(obj.url), {cal, obj});

  const read = new Set(calendars.map(cal => place(cal.url, true)));
  linkMovedOccurrences(db);
  const links = listLinks(db, account.id);
  const deletes = pendingDeletes(c, links, read, remote);
  if (!opts.acceptDeletes && deletes > DELETE_COUNT && deletes > links.length * DELETE_SHARE) {
    throw new MagisError(
      inUserLanguage(
        `a sincronização apagaria ${deletes} dos ${links.length} itens sincronizados com ${account.url} (o servidor não os lista mais); nada foi mudado. Se foram mesmo apagados, rode "magis calendar sync --accept-deletes".`,
        `the sync would delete ${deletes} of the ${links.length} items synced with ${account.url} (the server no longer lists them); nothing was changed. If they really were deleted, run "magis calendar sync --accept-deletes".`,
      ),
    );
  }
  for (const link of links) {
    try {
      // A whole calendar gone (deleted, unshared) is not a delete of each of its events: Magis
      // forgets the links and keeps the items, which then go to the Magis calendar like any other.
      if (!read.has(place(link.calendarUrl, true))) dropLink(db, link.id);
      else await settle(c, link, remote.get(place(link.href))?.obj ?? null);
    } catch (error) {
      if (!(error instanceof MagisError) || error instanceof SyncStopped) throw error;
      report.warnings.push(error.message);
    }
    remote.delete(place(link.href));
  }
  for (const {cal, obj} of remote.values()) receiveNew(c, cal.url, obj);
  await sendNew(c, magisUrl);
  setLastSync(db, account.id, at(c));
  return report;
}

function parse(c: Ctx, obj: RemoteObject) {
  try {
    const cal = parseIcs(obj.data, c.now, obj.url);
    c.report.warnings.push(...cal.warnings);
    return cal;
  } catch (error) {
    if (!(error instanceof MagisError) || error instanceof SyncStopped) throw error;
    c.report.warnings.push(error.message);
    return null;
  }
}

/** Records that Magis and the server now agree on the item. */
function agree(c: Ctx, link: Omit<Link, 'id' | 'fingerprint'>): void {
  const local = localItem(c.db, link.item, link.itemId, c.language);
  if (local) saveLink(c.db, c.account.id, {...link, fingerprint: fingerprint(local)}, at(c));
}

/** Brings the server's version of a linked object into Magis (or back, when Magis had deleted it). */
function receive(c: Ctx, link: Link, obj: RemoteObject, local: LocalItem | null): void {
  const cal = parse(c, obj);
  if (!cal) return;
  writeTx(c.db, () => {
    if (local) {
      applyRemote(c.db, {item: link.item, id: link.itemId}, link.uid, cal, at(c));
      c.report.received.updated++;
      const after = localItem(c.db, link.item, link.itemId, c.language);
      if (after) agree(c, {...link, etag: obj.etag});
      else dropLink(c.db, link.id);
      return;
    }
    dropLink(c.db, link.id);
    addFromCalendar(c.db, cal, at(c));
    const row = itemByUid(c.db, link.uid);
    if (row) {
      c.report.received.added++;
      agree(c, {...link, item: row.item, itemId: row.id, etag: obj.etag});
    }
  });
}

/** Sends Magis's version of a linked item to the server (over `obj`, the server's copy, when there is one). */
async function send(c: Ctx, link: Link, local: LocalItem, obj: RemoteObject | null): Promise<void> {
  let data: string;
  try {
    data = obj ? patchObject(obj.data, link.uid, local, c.now, link.fingerprint ? (agreed(link.fingerprint)?.title ?? null) : null) : newObject(local, link.uid, c.now);
  } catch (error) {
    // A rule ical.js cannot write, a server object it cannot read back: this item waits, the rest syncs.
    const why = String((error as Error).message).split('\n')[0];
    throw new MagisError(
      inUserLanguage(
        `"${local.title}" (${local.date}) não pôde virar um evento de agenda (${why}); não foi enviado.`,
        `"${local.title}" (${local.date}) could not be written as a calendar event (${why}); it was not sent.`,
      ),
    );
  }
  const res = await c.server.put(link.href, data, obj ? obj.etag : null);
  if (!res) return; // changed on the server meanwhile: the next sync settles it
  if (obj) c.report.sent.updated++;
  else c.report.sent.added++;
  saveLink(c.db, c.account.id, {...link, etag: res.etag, fingerprint: fingerprint(local)}, at(c));
}

/** A change one side made was dropped: counted, said in the sync's output, and kept for `magis log` and `magis stats`. */
function dropped(c: Ctx, text: string): void {
  c.report.conflicts++;
  c.report.notes.push(text);
  addCalendarNote(c.db, {account: c.account.name, kind: 'conflict', text, at: at(c)});
}

/** What Magis last agreed the item was called (a row deleted in Magis is named by its last synced title). */
const agreedTitle = (link: Link) => agreed(link.fingerprint)?.title ?? link.uid;

async function settle(c: Ctx, link: Link, obj: RemoteObject | null): Promise<void> {
  const local = localItem(c.db, link.item, link.itemId, c.language);
  const localChanged = !local || fingerprint(local) !== link.fingerprint;
  if (!obj) {
    // Deleted on the server. An item changed in Magis since is still wanted: it goes back.
    if (local && localChanged && local.status !== 'cancelled') {
      dropped(c, wholeNote(local.title, c.account.name, 'magis', 'deleted-there', c.language));
      await send(c, link, local, null);
      return;
    }
    writeTx(c.db, () => {
      if (local) {
        deleteItem(c.db, {item: link.item, id: link.itemId}, link.uid);
        c.report.received.deleted++;
      }
      dropLink(c.db, link.id);
    });
    return;
  }
  const remoteChanged = obj.etag === null || obj.etag !== link.etag;
  if (!remoteChanged && !localChanged) return;
  if (remoteChanged && !localChanged) return receive(c, link, obj, local);
  if (!remoteChanged) {
    if (local) return send(c, link, local, obj);
    // Deleted (or, for a checkup, cancelled) in Magis.
    if (await c.server.remove(link.href, obj.etag)) {
      dropLink(c.db, link.id);
      c.report.sent.deleted++;
    }
    return;
  }
  // Changed on both sides.
  if (!local) {
    dropped(c, wholeNote(agreedTitle(link), c.account.name, 'calendar', 'deleted-here', c.language));
    return receive(c, link, obj, null);
  }
  const remoteAt = objectInfo(obj.data).modified;
  const magisLater = Boolean(local.changedAt && (!remoteAt || local.changedAt > remoteAt));
  if (link.item === 'event' && (await merge(c, link, obj, local, magisLater))) return;
  dropped(c, wholeNote(local.title, c.account.name, magisLater ? 'magis' : 'calendar', 'changed', c.language));
  if (magisLater) return send(c, link, local, obj);
  receive(c, link, obj, local);
}

/**
 * An event changed on both sides, merged part by part (conflicts.ts): the calendar's parts taken
 * into Magis, then Magis's version sent when it still differs from the server's. False when the
 * agreed version or the server's event cannot be read: the whole item then goes to the later change.
 */
async function merge(c: Ctx, link: Link, obj: RemoteObject, local: LocalItem, magisLater: boolean): Promise<boolean> {
  const base = agreed(link.fingerprint);
  const cal = base ? parse(c, obj) : null;
  const theirs = cal ? remoteShown(cal, link.uid) : null;
  if (!base || !cal || !theirs) return false;
  const {fromCalendar, dropped: lost} = mergeParts(base, local, theirs, magisLater);
  writeTx(c.db, () => applyRemote(c.db, {item: link.item, id: link.itemId}, link.uid, cal, at(c), fromCalendar));
  if (fromCalendar.size) c.report.received.updated++;
  if (lost.length) dropped(c, conflictNote(local.title, c.account.name, lost, c.language));
  else if (fromCalendar.size) c.report.merged++;
  const after = localItem(c.db, link.item, link.itemId, c.language);
  if (!after) {
    dropLink(c.db, link.id);
    return true;
  }
  if (PARTS.some(p => partOf(after, p) !== partOf(theirs, p))) await send(c, link, after, obj);
  else agree(c, {...link, etag: obj.etag});
  return true;
}

/** An object Magis has no link for: it joins the agenda, or links to the row that has its UID. */
function receiveNew(c: Ctx, calendarUrl: string, obj: RemoteObject): void {
  const cal = parse(c, obj);
  const uid = objectInfo(obj.data).uid;
  if (!cal || !uid) return;
  writeTx(c.db, () => {
    const known = itemByUid(c.db, uid);
    if (known) applyRemote(c.db, known, uid, cal, at(c));
    else addFromCalendar(c.db, cal, at(c));
    const row = known ?? itemByUid(c.db, uid);
    if (!row) return; // nothing the agenda keeps (a lone moved occurrence)
    c.report.received[known ? 'updated' : 'added']++;
    agree(c, {calendarUrl, href: obj.url, uid, etag: obj.etag, item: row.item, itemId: row.id});
  });
}

/** A file name for a UID that any server takes. */
const fileName = (uid: string) => `${uid.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120)}.ics`;

/** Agenda items no calendar of this account has yet go to the Magis calendar. */
async function sendNew(c: Ctx, magisUrl: string): Promise<void> {
  const linked = linkedItems(c.db, c.account.id);
  for (const local of sendableItems(c.db, c.language)) {
    if (linked.has(`${local.item}-${local.id}`)) continue;
    const uid = local.uid ?? `magis-${randomUUID()}`;
    // The UID is the row's before it is sent: a sync cut short links the object next time instead of sending it twice.
    if (!local.uid) setItemUid(c.db, local.item, local.id, uid);
    const href = new URL(fileName(uid), magisUrl.endsWith('/') ? magisUrl : `${magisUrl}/`).href;
    try {
      await send(c, {id: 0, calendarUrl: magisUrl, href, uid, etag: null, item: local.item, itemId: local.id, fingerprint: ''}, local, null);
    } catch (error) {
      if (!(error instanceof MagisError) || error instanceof SyncStopped) throw error;
      c.report.warnings.push(error.message);
    }
  }
}
