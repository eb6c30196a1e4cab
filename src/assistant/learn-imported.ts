import {writeTx} from '../store/db.js';
import type {ImportRecord} from '../store/ingest.js';
import {knownPeopleNames} from '../store/dialogue-state.js';
import {learn} from '../store/learn.js';
import {petNames} from '../store/pets.js';
import type {Store} from '../store/store.js';
import {extract} from '../understanding/index.js';

export interface LearnedFromImport {
  people: number;
  checkups: number;
  events: number;
  tasks: number;
}

/**
 * Learns from imported memories what a chat message would teach — people and how they relate to
 * the user, checkups, events, tasks — each read as of its own date ("levei a Bia no dentista ontem"
 * in a note of 14/03 is a visit on 13/03), oldest first so a later record corrects an earlier one.
 * Only memories the import added: a record already present taught its lesson the first time.
 */
export function learnFromImported(store: Store, records: ImportRecord[], added: Array<{index: number; id: number}>): LearnedFromImport {
  const people = new Set<number>();
  const out: LearnedFromImport = {people: 0, checkups: 0, events: 0, tasks: 0};
  const inOrder = [...added].sort((a, b) => records[a.index]!.occurredAt.localeCompare(records[b.index]!.occurredAt) || a.id - b.id);
  writeTx(store.db, () => {
    for (const {index, id} of inOrder) {
      const r = records[index]!;
      const at = r.undated ? store.now : new Date(r.occurredAt);
      // As a chat turn reads a message: knowing who and which animals were met before (in this import too).
      const x = extract(r.content, {now: at, knownPeople: knownPeopleNames(store.db), knownPets: petNames(store.db)});
      const learned = learn(store.db, id, x, at);
      for (const p of learned.people) people.add(p);
      out.checkups += learned.checkups.length;
      out.events += learned.events.length;
      out.tasks += learned.tasks.length;
    }
  });
  out.people = people.size;
  return out;
}
