import {writeTx} from '../store/db.js';
import {recordRows} from '../store/journal.js';
import {vectorsFor, writeRecords} from '../store/ingest.js';
import {knownPeopleNames} from '../store/dialogue-state.js';
import {petNames} from '../store/pets.js';
import type {Store} from '../store/store.js';
import {readMessage} from '../understanding/reading.js';
import type {Context, MemoryType} from '../domain/types.js';
import {applyPlan} from './plan/apply.js';
import {interpret} from './plan/interpret.js';
import {readWorld} from './plan/world.js';

/**
 * Remembers a text the user asked to keep (`magis memories add`, `/remember`, MCP `remember`):
 * stored even when the funnel would drop it, and read as the chat reads a message — the same plan,
 * grounded against what is held and applied in one transaction with the memory, so "the dentist is
 * now on Friday" moves the booking instead of adding a second one.
 * Returns the new memory's id, or null when the same text at the same time is already stored.
 */
export async function rememberExplicitly(store: Store, text: string, opts: {importance?: number; context?: Context; type?: MemoryType; sourceMessageId?: number} = {}): Promise<number | null> {
  const db = store.db;
  const at = store.nowIso();
  const reading = readMessage(text, {now: store.now, knownPeople: knownPeopleNames(db), knownPets: petNames(db)});
  const x = reading.extraction;
  const record = {
    content: text,
    // Said on purpose, so at least middling importance even when the rules would drop it.
    importance: opts.importance ?? Math.max(x.importance, 5),
    context: opts.context ?? x.context,
    type: opts.type ?? (x.keep ? x.type : 'personal_info'),
    sentiment: x.sentiment ?? null,
    occurredAt: at,
    createdAt: at,
    sourceMessageId: opts.sourceMessageId ?? null,
  };
  const vectors = await vectorsFor(store, [record]);
  return writeTx(db, () => {
    const id = writeRecords(db, [record], vectors, at).ids[0];
    if (id === undefined) return null;
    const world = readWorld(db, store.now, null);
    const plan = interpret({reading, world, message: text, lang: reading.language, corrects: false});
    applyPlan(plan.steps, {db, now: store.now, today: world.today, memoryId: id, items: world.items});
    // The memory is recorded in the writer's batch (memories add, MCP remember), as it stands once
    // learned from, so `undo` takes it back with what it taught; one said in a message goes with
    // that message's batch instead.
    if (opts.sourceMessageId === undefined) recordRows(db, 'memories', 'insert', [id]);
    return id;
  });
}
