/**
 * The world moves as an LLM reads them: `moves` in its JSON ("cancel", "move", "done", each with
 * the words that name the thing and, for a move, the new day), checked with zod and grounded by the
 * same resolver as the rules' moves — the model names, Magis decides which row it is, or nothing.
 * Used only when the rules made no move of their own for the message.
 */
import {z} from 'zod';
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {closeTask, openTasks} from '../../store/task-lifecycle.js';
import {cancelItem, knownPeople, openItems} from '../../store/world-items.js';
import {matchDoneTask} from '../../text/task-match.js';
import {localDay} from '../../time/day.js';
import {resolveDate} from '../../understanding/index.js';
import {ground} from './ground.js';
import {applyMove} from './move.js';
import {addDays} from '../../time/arithmetic.js';

/** A message changes a few things at most; more is a model running away. */
const MAX_MOVES = 5;

const Move = z.object({
  op: z.enum(['cancel', 'move', 'done']),
  ref: z.string().trim().min(2).max(200),
  when: z.string().trim().max(100).nullish(),
});

/** The valid moves of an LLM answer (anything else is dropped). */
export function readLlmMoves(raw: unknown): Array<z.infer<typeof Move>> {
  const list = (raw as {moves?: unknown} | null)?.moves;
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, MAX_MOVES)
    .map(m => Move.safeParse(m))
    .flatMap(r => (r.success ? [r.data] : []));
}

/** Applies the moves that ground to exactly one thing; returns how many did. */
export function applyLlmMoves(db: DB, moves: Array<z.infer<typeof Move>>, now: Date, lang: Language): number {
  let applied = 0;
  const yesterday = addDays(localDay(now), -1);
  for (const m of moves) {
    if (m.op === 'done') {
      const hit = matchDoneTask(m.ref, openTasks(db));
      if (hit.kind === 'close' && closeTask(db, hit.id, now.toISOString())) applied++;
      continue;
    }
    const found = ground(m.ref, openItems(db, yesterday), knownPeople(db), now, lang);
    if (!found.item) continue;
    if (m.op === 'cancel') {
      cancelItem(db, found.item, now.toISOString());
      applied++;
    } else if (m.when) {
      const when = resolveDate(m.when, now, {tense: 'future', language: lang});
      if (!when) continue;
      const dayGiven = when.text !== m.when || !when.time;
      applyMove(db, found.item, dayGiven ? when.date : (found.item.date ?? when.date), when.time ?? found.item.time, now, lang);
      applied++;
    }
  }
  return applied;
}
