import {writeTx} from '../store/db.js';
import type {DB} from '../store/db.js';
import type {ImportRecord} from '../store/ingest.js';
import {knownPeopleNames} from '../store/dialogue-state.js';
import {findPerson, learn} from '../store/learn.js';
import {petNames} from '../store/pets.js';
import type {Store} from '../store/store.js';
import {closeTask} from '../store/task-lifecycle.js';
import {matchDoneTask, readTaskPhrase} from '../text/task-match.js';
import type {ExtractedTask} from '../domain/types.js';
import {extract} from '../understanding/index.js';
import {conservativeReading, userNameKeys, withoutExpiries} from './learn-conservative.js';

export interface LearnedFromImport {
  people: number;
  checkups: number;
  events: number;
  tasks: number;
}

/** A record as the notes importer hands it: a ticked checklist item (`- [x] …`) says so. */
type Learnable = ImportRecord & {checked?: boolean};

/**
 * Learns from imported memories what a chat message would teach — people and how they relate to
 * the user, checkups, events, tasks — each read as of its own date ("levei a Bia no dentista ontem"
 * in a note of 14/03 is a visit on 13/03), oldest first so a later record corrects an earlier one.
 * Only memories the import added: a record already present taught its lesson the first time.
 * Conservatively (learn-conservative.ts): an expiry books nothing, a product or a place is nobody,
 * the user is not a person of her own world, a ticked item is done, and a done item closes only
 * an open task it clearly names that existed by the note's day.
 */
export function learnFromImported(store: Store, records: Learnable[], added: Array<{index: number; id: number}>): LearnedFromImport {
  const db = store.db;
  const people = new Set<number>();
  const out: LearnedFromImport = {people: 0, checkups: 0, events: 0, tasks: 0};
  const inOrder = [...added].sort((a, b) => records[a.index]!.occurredAt.localeCompare(records[b.index]!.occurredAt) || a.id - b.id);
  const known = (name: string) => findPerson(db, name) !== undefined;
  writeTx(db, () => {
    for (const {index, id} of inOrder) {
      const r = records[index]!;
      const at = r.undated ? store.now : new Date(r.occurredAt);
      const text = withoutExpiries(r.content);
      if (!text) continue;
      // As a chat turn reads a message: knowing who and which animals were met before (in this import too).
      const read = extract(text, {now: at, knownPeople: knownPeopleNames(db), knownPets: petNames(db)});
      const user = userNameKeys(db.prepare("SELECT value FROM profile WHERE key = 'name'").pluck().get() as string | undefined);
      const x = conservativeReading(read, text, {user, known}, r.checked === true);
      // Done items are closed here, against the tasks of their day, not by learn's matcher.
      const done = x.tasks.filter(t => t.status === 'done');
      const learned = learn(db, id, {...x, tasks: x.tasks.filter(t => t.status !== 'done')}, at);
      for (const p of learned.people) people.add(p);
      out.checkups += learned.checkups.length;
      out.events += learned.events.length;
      out.tasks += learned.tasks.length;
      for (const t of done) if (learnDone(db, t, id, at.toISOString())) out.tasks++;
    }
  });
  out.people = people.size;
  return out;
}

/** Whether every word a done statement names is in the task ("paid the bill" names the water bill; "paid the ComEd bill" does not). */
function namesAllOf(done: string, task: string): boolean {
  const said = readTaskPhrase(done).objects;
  const has = readTaskPhrase(task).objects;
  return said.length > 0 && said.every(o => has.some(w => w === o || (o.length >= 4 && w.length >= 4 && (w.startsWith(o) || o.startsWith(w)))));
}

/**
 * Rule: a note that says a thing was done closes an open task only when it clearly names it — the
 * matcher's one choice, every word of the statement in the task — and only a task that existed by
 * the note's day (a bill paid last year is not this year's bill). Anything else is kept as a done
 * item of that day, as the chat keeps one; a statement naming nothing records nothing.
 */
function learnDone(db: DB, t: ExtractedTask, memoryId: number, at: string): boolean {
  const open = db.prepare("SELECT id, description FROM tasks WHERE status = 'open' AND created_at <= ? ORDER BY id").all(at) as Array<{id: number; description: string}>;
  const decision = matchDoneTask(t.description, open);
  if (decision.kind === 'close' && namesAllOf(t.description, open.find(o => o.id === decision.id)!.description)) return closeTask(db, decision.id, at);
  if (!readTaskPhrase(t.description).objects.length) return false;
  db.prepare("INSERT INTO tasks (description, status, due, entity_id, source_memory_id, created_at, done_at) VALUES (?, 'done', NULL, ?, ?, ?, ?)").run(
    t.description,
    t.person ? (findPerson(db, t.person)?.id ?? null) : null,
    memoryId,
    at,
    at,
  );
  return true;
}
