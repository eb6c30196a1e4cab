/**
 * Due items whose sentences are written only for the items someone will read. Cron's hourly
 * `magis remind` plans every person, kind, task and event but prints only what it has not said
 * within 20 hours — most runs, nothing — and wording every candidate up front was about half of
 * the plan's time at start-up (bench/RESULTS.md, "Start-up, third pass"). Pure.
 *
 * The plan builds each item with empty sentences and leaves how to write them here; `word(items)`
 * writes them. A WeakMap rather than getters or a hidden property: accessors or added properties
 * give every item its own hidden class, which cost more than the wording saved (~1 ms per 300).
 */
import type {DueItem} from './types.js';

/** The parts of an item that are sentences. */
export type Words = Pick<DueItem, 'message' | 'pattern' | 'preference'>;

const unwritten = new WeakMap<DueItem, () => Words>();

/** `item` (sentences empty) with what writes them at `word()`. */
export function wordedLater(item: DueItem, words: () => Words): DueItem {
  unwritten.set(item, words);
  return item;
}

/** Writes the sentences of these items, once each (items already worded are left as they are). */
export function word<T extends DueItem>(items: T[]): T[] {
  for (const item of items) {
    const words = unwritten.get(item);
    if (!words) continue;
    unwritten.delete(item);
    Object.assign(item, words());
  }
  return items;
}
