import {createRequire} from 'node:module';
import {MagisError} from '../config/errors.js';
import type {Database} from 'better-sqlite3';
import {rebuildSearchIndex} from './search-index.js';

/**
 * Ordered, named migrations. Each runs once, inside a transaction, and is recorded in
 * `schema_migrations`. Never edit a released migration: append a new one.
 *
 * A migration is frozen: it calls no live module (what it needs is copied here as it was when it
 * was released), so changing the code later cannot change what an old migration does. The search
 * index is derived data built by live code (tokenizer, stemmer, context rule): a migration that
 * changes what it holds says `reindex`, and `migrate` rebuilds it once, after every pending
 * migration ran — an upgrade from 001 rebuilt it four times.
 */
export interface Migration {
  name: string;
  up: (db: Database) => void;
  /** The search index's words or shape changed: rebuild it (once) at the end of the upgrade. */
  reindex?: true;
  /**
   * The migration rebuilds tables others point at (drop and rename): foreign keys are off while the
   * upgrade runs (a DROP would otherwise cascade into every child row), and checked whole before it commits.
   */
  foreignKeysOff?: true;
}

/** Nothing to do but rebuild the search index (see `reindex`). */
const none = () => {};

/**
 * memories.ts's content hash as 006 recomputed it: SHA-256 of the NFC text with runs of space
 * collapsed, trimmed and lower-cased, 16 hex digits (64 bits). Frozen: a later change to the live
 * rule needs a migration of its own.
 */
function contentHash006(content: string): string {
  const {createHash} = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return createHash('sha256').update(content.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()).digest('hex').slice(0, 16);
}

export const migrations: Migration[] = [
  {
    name: '001_initial',
    up: db =>
      db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE conversations (
        id INTEGER PRIMARY KEY,
        title TEXT,
        context TEXT NOT NULL DEFAULT 'personal' CHECK (context IN ('work','personal','family')),
        summary TEXT,
        summary_upto INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user','assistant','system')),
        content TEXT NOT NULL,
        created_at TEXT NOT NULL,
        meta TEXT
      );
      CREATE INDEX messages_conversation ON messages(conversation_id, id);

      CREATE TABLE memory_summaries (
        id INTEGER PRIMARY KEY,
        period_start TEXT NOT NULL,
        period_end TEXT NOT NULL,
        summary TEXT NOT NULL,
        key_insights TEXT NOT NULL DEFAULT '[]',
        important_events TEXT NOT NULL DEFAULT '[]',
        learned_preferences TEXT NOT NULL DEFAULT '[]',
        entities TEXT NOT NULL DEFAULT '[]',
        context TEXT NOT NULL DEFAULT 'personal',
        memory_count INTEGER NOT NULL DEFAULT 0,
        method TEXT NOT NULL DEFAULT 'extractive',
        created_at TEXT NOT NULL
      );

      CREATE TABLE memories (
        id INTEGER PRIMARY KEY,
        content TEXT NOT NULL,
        summary TEXT,
        type TEXT NOT NULL DEFAULT 'conversation',
        context TEXT NOT NULL DEFAULT 'personal' CHECK (context IN ('work','personal','family')),
        importance INTEGER NOT NULL DEFAULT 5 CHECK (importance BETWEEN 1 AND 10),
        sentiment REAL,
        occurred_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_accessed TEXT,
        access_count INTEGER NOT NULL DEFAULT 0,
        source_message_id INTEGER REFERENCES messages(id) ON DELETE SET NULL,
        source_ref TEXT,
        speaker TEXT,
        content_hash TEXT NOT NULL,
        archived_in INTEGER REFERENCES memory_summaries(id) ON DELETE SET NULL
      );
      CREATE INDEX memories_occurred ON memories(occurred_at);
      CREATE INDEX memories_hash ON memories(content_hash, occurred_at);
      CREATE INDEX memories_archived ON memories(archived_in);
      CREATE INDEX memories_source ON memories(source_message_id);

      CREATE TABLE memory_history (
        id INTEGER PRIMARY KEY,
        memory_id INTEGER NOT NULL,
        action TEXT NOT NULL,
        detail TEXT,
        at TEXT NOT NULL
      );
      CREATE INDEX memory_history_memory ON memory_history(memory_id, id);

      CREATE TABLE entities (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'person' CHECK (kind IN ('person','place','organization')),
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        unnamed INTEGER NOT NULL DEFAULT 0,
        title TEXT,
        gender TEXT CHECK (gender IN ('female','male')),
        age INTEGER,
        age_as_of TEXT,
        relation TEXT,
        context TEXT NOT NULL DEFAULT 'personal',
        importance INTEGER NOT NULL DEFAULT 5,
        notes TEXT,
        first_seen TEXT NOT NULL,
        last_mentioned TEXT NOT NULL
      );
      CREATE INDEX entities_name ON entities(name_key);

      CREATE TABLE entity_aliases (
        entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
        alias TEXT NOT NULL,
        alias_key TEXT NOT NULL,
        PRIMARY KEY (entity_id, alias_key)
      );
      CREATE INDEX entity_aliases_key ON entity_aliases(alias_key);

      -- object_id NULL means the user. A changed fact closes the old edge (valid_to) instead of deleting it.
      CREATE TABLE relationships (
        id INTEGER PRIMARY KEY,
        subject_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
        relation TEXT NOT NULL,
        object_id INTEGER REFERENCES entities(id) ON DELETE CASCADE,
        valid_from TEXT NOT NULL,
        valid_to TEXT,
        source_memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL
      );
      CREATE INDEX relationships_subject ON relationships(subject_id);
      CREATE INDEX relationships_object ON relationships(object_id);

      CREATE TABLE memory_entities (
        memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
        PRIMARY KEY (memory_id, entity_id)
      );
      CREATE INDEX memory_entities_entity ON memory_entities(entity_id);

      -- entity_id NULL means the user.
      CREATE TABLE checkups (
        id INTEGER PRIMARY KEY,
        entity_id INTEGER REFERENCES entities(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('needed','scheduled','done')),
        date TEXT,
        time TEXT,
        every_months INTEGER,
        provider TEXT,
        source_memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX checkups_person_kind ON checkups(entity_id, kind);

      CREATE TABLE tasks (
        id INTEGER PRIMARY KEY,
        description TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open','done')),
        due TEXT,
        entity_id INTEGER REFERENCES entities(id) ON DELETE SET NULL,
        source_memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        done_at TEXT
      );

      -- When each due item was last shown, snoozed or acknowledged, so cron does not nag every hour.
      CREATE TABLE reminder_state (
        item_key TEXT PRIMARY KEY,
        last_notified TEXT,
        snoozed_until TEXT,
        acknowledged_at TEXT
      );

      CREATE TABLE profile (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at TEXT NOT NULL);

      -- Search text is produced by code (folded, stemmed, with entity names), not copied by triggers.
      CREATE VIRTUAL TABLE memories_fts USING fts5(body, tokenize = 'unicode61 remove_diacritics 2');
      CREATE VIRTUAL TABLE summaries_fts USING fts5(body, tokenize = 'unicode61 remove_diacritics 2');
    `),
  },
  {
    // Memories' FTS gains a `context` column (neighbouring memories' words) and is re-indexed with the current stemmer.
    name: '002_retrieval_context',
    up: none,
    reindex: true,
  },
  {
    // The context column now holds the two memories before and the one after (was one and one).
    name: '003_context_two_before',
    up: none,
    reindex: true,
  },
  {
    // The agenda (events with RFC 5545 recurrences), birthdays on people, visits known only to the
    // week or month ("essa semana fui"), and other tools' ids kept so their imports stay idempotent.
    name: '004_agenda_people_external',
    up: db =>
      db.exec(`
      -- entity_id NULL means the user. rrule NULL: it happens once, on date.
      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        entity_id INTEGER REFERENCES entities(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('meeting','call','deadline','class','trip','social','birthday','anniversary','other')),
        title TEXT NOT NULL,
        with_names TEXT NOT NULL DEFAULT '[]',
        date TEXT,
        time TEXT,
        rrule TEXT,
        status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled','done','cancelled')),
        context TEXT NOT NULL DEFAULT 'personal',
        external_uid TEXT,
        source_memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX events_date ON events(date);
      CREATE INDEX events_entity ON events(entity_id);
      CREATE UNIQUE INDEX events_external ON events(external_uid) WHERE external_uid IS NOT NULL;

      -- YYYY-MM-DD, or --MM-DD when the year is unknown (as vCard writes it).
      ALTER TABLE entities ADD COLUMN birthday TEXT;

      -- 'day' (default), 'week' or 'month': how precise the stated date was.
      ALTER TABLE checkups ADD COLUMN date_precision TEXT NOT NULL DEFAULT 'day';
      ALTER TABLE checkups ADD COLUMN external_uid TEXT;
      CREATE UNIQUE INDEX checkups_external ON checkups(external_uid) WHERE external_uid IS NOT NULL;

      -- Another tool's id for an imported memory (a string, a UUID): re-importing its file is idempotent.
      ALTER TABLE memories ADD COLUMN external_id TEXT;
      CREATE UNIQUE INDEX memories_external ON memories(external_id) WHERE external_id IS NOT NULL;
    `),
  },
  {
    // What the user changed about people by hand (set, merge, forget): `people set/merge/forget`
    // record it here, since memory_history is per memory and a merge or a forget has no memory.
    name: '005_person_history',
    up: db =>
      db.exec(`
      CREATE TABLE person_history (
        id INTEGER PRIMARY KEY,
        entity_id INTEGER,
        action TEXT NOT NULL,
        detail TEXT,
        at TEXT NOT NULL
      );
      CREATE INDEX person_history_entity ON person_history(entity_id, id);
    `),
  },
  {
    // A memory at the cost of a text index (bench/RESULTS.md, disk): the offline embedder's vectors
    // are no longer stored (the typo fallback computes them on demand), content hashes keep 64 bits,
    // and the search index is rebuilt (bodies from the memories table, one write per row).
    name: '006_compact_store',
    reindex: true,
    up: db => {
      const embedder = db.prepare("SELECT value FROM meta WHERE key = 'embedder'").pluck().get() as string | undefined;
      // vectors.ts's keepsVectors as released: the offline embedder's vectors are not kept.
      if (!embedder || embedder.startsWith('offline')) db.exec('DROP TABLE IF EXISTS memories_vec; DROP TABLE IF EXISTS summaries_vec;');
      // Recomputed rather than cut, so a hash written by any older rule dedupes again.
      const set = db.prepare('UPDATE memories SET content_hash = ? WHERE id = ?');
      for (const m of db.prepare('SELECT id, content FROM memories').all() as Array<{id: number; content: string}>) set.run(contentHash006(m.content), m.id);
      // Dedupe looks a hash up and compares the time on the row; archive and source links are rare,
      // so their indexes hold only the rows that have one (together ~4 MB per 100k memories).
      db.exec(`DROP INDEX memories_hash; CREATE INDEX memories_hash ON memories(content_hash);
        DROP INDEX memories_archived; CREATE INDEX memories_archived ON memories(archived_in) WHERE archived_in IS NOT NULL;
        DROP INDEX memories_source; CREATE INDEX memories_source ON memories(source_message_id) WHERE source_message_id IS NOT NULL;
        -- A person's latest memories straight from the index, no sort (search's entity signal).
        DROP INDEX memory_entities_entity; CREATE INDEX memory_entities_entity ON memory_entities(entity_id, memory_id);`);
    },
  },
  {
    // The search index keeps no text (contentless; a row is deleted with its words rebuilt from the
    // memories and memories_fts_words — search-index.ts): 100k memories 83.6 -> 59.8 MB, same ranking.
    name: '007_compact_search_index',
    up: none,
    reindex: true,
  },
  {
    // A counter of changes to what the reminder rules read (people, checkups, events, tasks), kept
    // by triggers so no write path can forget it: cron's hourly run reuses the due list of the last
    // run while it and the day are unchanged (src/reminders/due-cache.ts).
    name: '008_reminder_inputs_counter',
    up: db =>
      db.exec(
        [
          "INSERT OR IGNORE INTO meta (key, value) VALUES ('reminder_inputs', '0');",
          ...['checkups', 'tasks', 'events', 'entities'].flatMap(table =>
            ['INSERT', 'UPDATE', 'DELETE'].map(
              op => `CREATE TRIGGER reminder_inputs_${table}_${op[0]!.toLowerCase()} AFTER ${op} ON ${table} BEGIN UPDATE meta SET value = value + 1 WHERE key = 'reminder_inputs'; END;`,
            ),
          ),
        ].join('\n'),
      ),
  },
  {
    // What each message did to the user's world, by batch, for `ask --json`'s changes and `magis
    // undo` (store/journal.ts records through temp triggers of the processes that change things).
    // Pets are the user's animals, never people: their own table, with their vet visits and vaccines.
    name: '009_world_journal_and_pets',
    up: db =>
      db.exec(`
      CREATE TABLE world_batches (
        id INTEGER PRIMARY KEY,
        message_id INTEGER,
        origin TEXT NOT NULL,
        at TEXT NOT NULL,
        undone_at TEXT
      );
      CREATE TABLE world_changes (
        id INTEGER PRIMARY KEY,
        batch_id INTEGER NOT NULL REFERENCES world_batches(id) ON DELETE CASCADE,
        tbl TEXT NOT NULL,
        row_id INTEGER NOT NULL,
        op TEXT NOT NULL CHECK (op IN ('insert','update','delete')),
        old TEXT,
        new TEXT
      );
      CREATE INDEX world_changes_batch ON world_changes(batch_id);
      CREATE TABLE pets (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        species TEXT,
        gender TEXT CHECK (gender IN ('female','male')),
        age INTEGER,
        age_as_of TEXT,
        birthday TEXT,
        source_memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        first_seen TEXT NOT NULL,
        last_mentioned TEXT NOT NULL
      );
      CREATE TABLE pet_care (
        id INTEGER PRIMARY KEY,
        pet_id INTEGER NOT NULL REFERENCES pets(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('needed','scheduled','done','cancelled')),
        date TEXT,
        time TEXT,
        every_months INTEGER,
        source_memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX pet_care_pet ON pet_care(pet_id);`),
  },
  {
    // Reminders a person can steer (issue 23): when a notice was first shown, so an undated need
    // backs off (said, then after 3 days, then weekly), and the short number a printed line carries
    // ("magis remind done 2"), kept so a number read in this morning's mail means the same item later.
    name: '010_reminder_first_notified_ref',
    up: db =>
      db.exec(`
      ALTER TABLE reminder_state ADD COLUMN first_notified TEXT;
      ALTER TABLE reminder_state ADD COLUMN ref INTEGER;
    `),
  },
  {
    // Calendar sync over CalDAV (issue 25): the servers the user added (the password stays in
    // keys.json), and for each item synced the server's copy it was last agreed with: its calendar,
    // URL, UID and ETag, and a fingerprint of the Magis row then, so a later sync can tell which
    // side changed. An event read from a calendar keeps the days its series skips (EXDATE).
    name: '011_calendar_sync',
    up: db =>
      db.exec(`
      CREATE TABLE calendar_accounts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        url TEXT NOT NULL,
        username TEXT,
        magis_calendar TEXT,
        last_sync TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE calendar_links (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES calendar_accounts(id) ON DELETE CASCADE,
        calendar_url TEXT NOT NULL,
        href TEXT NOT NULL,
        uid TEXT NOT NULL,
        etag TEXT,
        item TEXT NOT NULL CHECK (item IN ('event','checkup')),
        item_id INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        synced_at TEXT NOT NULL,
        UNIQUE (account_id, href)
      );
      CREATE INDEX calendar_links_item ON calendar_links(item, item_id);
      -- JSON array of the local days a recurring event skips (EXDATE, a moved occurrence's old day).
      ALTER TABLE events ADD COLUMN exdates TEXT;
    `),
  },
  {
    // Portuguese memories are now indexed by Snowball's Portuguese stems (text/words.ts), English
    // ones by Porter as before: the index is rebuilt once, at the end of the upgrade.
    name: '012_portuguese_stems',
    up: none,
    reindex: true,
  },
  {
    // An event read from a calendar keeps its own zone (issue 25): a weekly 09:00 in New York is
    // 09:00 there every week, whatever the user's own clock does. tzid is the IANA name; its row's
    // date, time and skipped days are then that zone's wall clock. NULL: the user's wall clock, as before.
    name: '013_event_zones',
    up: db => db.exec('ALTER TABLE events ADD COLUMN tzid TEXT;'),
  },
  {
    // A visit of no specialty says what it is (issue 20): "cirurgia de catarata", "knee replacement",
    // "eletrocardiograma" — the agenda, the reminders and the replies say it, not "consulta".
    name: '014_checkup_label',
    up: db => db.exec('ALTER TABLE checkups ADD COLUMN label TEXT;'),
  },
  {
    // A trip keeps its span (issue 20): "vamos pra ubatuba de 4 a 6 de dezembro" is on the agenda
    // every day from the 4th to the 6th. NULL: one day, as before.
    name: '015_event_end_date',
    up: db => db.exec('ALTER TABLE events ADD COLUMN end_date TEXT;'),
  },
  {
    // A need with a deadline (issue 23): "doc wants an ekg done before the procedure" points at the
    // booking it must come before, so a moved surgery moves the deadline with it. NULL: no deadline.
    name: '016_checkup_before',
    up: db => db.exec('ALTER TABLE checkups ADD COLUMN before_id INTEGER REFERENCES checkups(id) ON DELETE SET NULL;'),
  },
  {
    // One occurrence of a series moved (issue 36): the series skips that day (exdates) and a one-off
    // event stands for it, pointing at its series and the day it replaces — what a calendar writes as
    // a RECURRENCE-ID override. NULL: an event of its own.
    name: '017_event_occurrence',
    up: db => db.exec('ALTER TABLE events ADD COLUMN series_id INTEGER REFERENCES events(id) ON DELETE CASCADE; ALTER TABLE events ADD COLUMN occurrence TEXT;'),
  },
  {
    // A timed event over several days keeps its end (issue 38): "conference from Thursday 9:00 to
    // Saturday 17:00" ends at 17:00 on end_date, on the agenda and on the family's phones. NULL: a
    // span of whole days (or one day). In `tzid`'s wall clock when the event has one, as its start.
    name: '018_event_end_time',
    up: db => db.exec('ALTER TABLE events ADD COLUMN end_time TEXT;'),
  },
  {
    // What a calendar sync could not do as both sides wanted (issue 38): a change dropped because
    // the other side changed the same thing, an account waiting for its password. `magis log` and
    // `magis stats` read them; the sync's own output says them when they happen.
    name: '019_calendar_notes',
    up: db =>
      db.exec(`CREATE TABLE calendar_notes (
        id INTEGER PRIMARY KEY,
        account TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('conflict', 'login')),
        text TEXT NOT NULL,
        at TEXT NOT NULL
      );`),
  },
  {
    // An id is never given twice (issue 39): SQLite hands a deleted highest id to the next insert,
    // so `undo` of a delete could bring an old row back over a newer one that took its id. The
    // tables of the user's world become AUTOINCREMENT, each rebuilt as SQLite's ALTER TABLE
    // procedure says (foreign keys off for the upgrade: `foreignKeysOff`), keeping every row, id,
    // index and trigger; the counter starts past every id the store or its undo journal ever held.
    name: '020_ids_never_reused',
    foreignKeysOff: true,
    up: db => {
      for (const table of ['entities', 'relationships', 'pets', 'pet_care', 'checkups', 'events', 'tasks']) autoincrement020(db, table);
    },
  },
  {
    // A memory's id is never given twice either (issue 39): `undo` of `memories add`, an MCP
    // `remember` or an import takes the memory away, and the next one took its number — "#7" in
    // the user's notes, an MCP client's answer or an export (whose import upserts by id) then named
    // another memory. The counter starts past every id the store, its undo journal or a deleted
    // memory's history line ever held.
    name: '021_memory_ids_never_reused',
    foreignKeysOff: true,
    up: db => {
      autoincrement020(db, 'memories');
      const history = (db.prepare('SELECT max(memory_id) FROM memory_history').pluck().get() as number | null) ?? 0;
      db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'memories' AND seq < ?").run(history, history);
      if (history > 0 && !db.prepare("SELECT 1 FROM sqlite_sequence WHERE name = 'memories'").get()) db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('memories', ?)").run(history);
    },
  },
  {
    // Conversations, messages and weekly summaries are never given an id twice either (issue 39):
    // `undo` of an import takes them away, and the next chat took their numbers — `magis log
    // --conversation N` and `ask --json`'s conversationId then named another conversation, `S3`
    // another summary, and a conversation's summary (which covers its messages up to an id) could
    // count a newer message as already summed up. The counter starts past every id the store or
    // its undo journal ever held.
    name: '022_conversation_ids_never_reused',
    foreignKeysOff: true,
    up: db => {
      for (const table of ['conversations', 'messages', 'memory_summaries']) autoincrement020(db, table);
    },
  },
  {
    // A pet's booked vet visit or vaccine syncs to the phones like a checkup (issue 41.4): its row
    // keeps the UID the calendars know it by, and a calendar link may point at it (item 'pet').
    // SQLite cannot change a CHECK: the links' table is made again, every row and id kept.
    name: '023_pet_care_sync',
    foreignKeysOff: true,
    up: db =>
      db.exec(`
      ALTER TABLE pet_care ADD COLUMN external_uid TEXT;
      CREATE INDEX pet_care_uid ON pet_care(external_uid);
      CREATE TABLE calendar_links_023 (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES calendar_accounts(id) ON DELETE CASCADE,
        calendar_url TEXT NOT NULL,
        href TEXT NOT NULL,
        uid TEXT NOT NULL,
        etag TEXT,
        item TEXT NOT NULL CHECK (item IN ('event','checkup','pet')),
        item_id INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        synced_at TEXT NOT NULL,
        UNIQUE (account_id, href)
      );
      INSERT INTO calendar_links_023 (id, account_id, calendar_url, href, uid, etag, item, item_id, fingerprint, synced_at)
        SELECT id, account_id, calendar_url, href, uid, etag, item, item_id, fingerprint, synced_at FROM calendar_links;
      DROP TABLE calendar_links;
      ALTER TABLE calendar_links_023 RENAME TO calendar_links;
      CREATE INDEX calendar_links_item ON calendar_links(item, item_id);
    `),
  },
];

/**
 * 020's rebuild of one table whose `id INTEGER PRIMARY KEY` becomes AUTOINCREMENT: the same
 * definition (read from the schema, so columns added by ALTER TABLE come along), the rows copied
 * with their ids, the table's own indexes and triggers made again. Frozen with 020.
 */
function autoincrement020(db: Database, table: string): void {
  const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) as string | undefined;
  if (!sql || /\bAUTOINCREMENT\b/i.test(sql)) return;
  const temp = `${table}_020`;
  const header = new RegExp(`^CREATE TABLE\\s+"?${table}"?\\s*\\(`, 'i');
  const pk = /\bid\s+INTEGER\s+PRIMARY\s+KEY\b/i;
  if (!header.test(sql) || !pk.test(sql)) throw new Error(`020: unexpected definition of ${table}`);
  const attached = db.prepare("SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL").pluck().all(table) as string[];
  const cols = (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).map(c => `"${c}"`).join(', ');
  db.exec(sql.replace(header, `CREATE TABLE "${temp}" (`).replace(pk, 'id INTEGER PRIMARY KEY AUTOINCREMENT'));
  db.exec(`INSERT INTO "${temp}" (${cols}) SELECT ${cols} FROM "${table}"; DROP TABLE "${table}"; ALTER TABLE "${temp}" RENAME TO "${table}";`);
  for (const s of attached) db.exec(s);
  // Ids the undo journal remembers (a deleted highest row) are never handed out again either.
  const journal = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'world_changes'").get()
    ? (db.prepare('SELECT max(row_id) FROM world_changes WHERE tbl = ?').pluck().get(table) as number | null)
    : null;
  const highest = Math.max(journal ?? 0, (db.prepare(`SELECT max(id) FROM "${table}"`).pluck().get() as number | null) ?? 0);
  db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').run(table);
  if (highest > 0) db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(table, highest);
}

/**
 * Applies pending migrations in one IMMEDIATE transaction: with a dozen processes opening a new
 * store at once, exactly one applies them and the others wait (busy_timeout) and find them done.
 * A failing migration rolls back whole, leaving the store at its previous schema.
 */
/** Whether any migration is still to run (a new store, or one from an older magis). */
export function migrationsPending(db: Database): boolean {
  const hasLedger = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!hasLedger) return true;
  const done = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  // A store a newer magis migrated: its tables mean what this one cannot know; reading or writing
  // them would drop or misread rows, so it is refused (issue 24). Same read, no extra cost.
  if (done.size > migrations.length || [...done].some(n => !KNOWN.has(n))) {
    throw new MagisError(`this store was written by a newer magis: it has ${[...done].filter(n => !KNOWN.has(n)).join(', ')}; update magis to use it.`);
  }
  return !migrations.every(m => done.has(m.name));
}

/** The migration names of this magis, for telling a newer store or export. */
export const knownMigration = (name: string) => KNOWN.has(name);

export function migrate(db: Database, at: string): string[] {
  const applied: string[] = [];
  // The common case, every command's start: all applied. One read, no write lock to wait for.
  if (!migrationsPending(db)) return applied;
  // The pragma is a no-op inside a transaction: set before it, restored after, whatever happens.
  const rebuilds = migrations.some(m => m.foreignKeysOff) && db.pragma('foreign_keys', {simple: true}) === 1;
  if (rebuilds) db.pragma('foreign_keys = OFF');
  try {
    migrateInTransaction(db, at, applied, rebuilds);
  } finally {
    if (rebuilds) db.pragma('foreign_keys = ON');
  }
  return applied;
}

function migrateInTransaction(db: Database, at: string, applied: string[], checkKeys: boolean): void {
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    const done = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
    let reindex = false;
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      m.up(db);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(m.name, at);
      applied.push(m.name);
      reindex ||= m.reindex === true;
    }
    // The one rebuild of the upgrade, with today's code, inside the same transaction.
    if (reindex) rebuildSearchIndex(db);
    // With foreign keys off, a rebuild that lost a parent row must not commit.
    if (checkKeys && (db.pragma('foreign_key_check') as unknown[]).length) throw new MagisError('the store could not be upgraded: a migration left rows pointing at nothing; nothing was changed.');
  }).immediate();
}

const KNOWN = new Set(migrations.map(m => m.name));
