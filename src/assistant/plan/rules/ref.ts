/** What rules add to a reference beyond its words: a day or hour the message denied is the item's old one. */
import type {ItemRef} from '../../../domain/plan.js';

/** "não, dia 9, não 10": the 15th is the day the item is on now; "é às 16h, não 15h": 15:00 its hour. */
export function withDenied(ref: ItemRef, denied: {date: string | null; time: string | null; weekday?: number} | null): ItemRef {
  if (!denied) return ref;
  // "can't make tues": a weekday denied alone is the held thing's weekday, not only the coming one.
  if (denied.weekday !== undefined && !ref.day && ref.weekday === undefined) return {...ref, weekday: denied.weekday, time: ref.time ?? denied.time};
  return {...ref, day: ref.day ?? denied.date, time: ref.time ?? denied.time};
}
