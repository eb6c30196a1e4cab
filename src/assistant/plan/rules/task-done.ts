/**
 * An open to-do said done in the user's own words is closed: "já paguei a água pelo banco"
 * closes "pagar a conta de água", "got the truck registration renewed" closes "renew the
 * registration" — each clause told as done, matched by its object words and verb (world/done.ts).
 * A message that moved or called off a booking tells no to-do done.
 */
import {readDone} from '../../world/done.js';
import type {Proposal, Rule, RuleInput} from '../types.js';

export const taskDone: Rule = {
  name: 'task-done',
  statement: 'A clause told as done closes the one open to-do its object words clearly name, and no other; when two fit as well, it asks which.',
  propose({message, world, steps}: RuleInput): Proposal[] {
    if (steps.some(s => (s.change.op === 'move' || s.change.op === 'cancel') && s.decision && s.decision.kind !== 'none')) return [];
    const {ids, tied} = readDone(message, world.tasks);
    // Two to-dos the words fit equally ("paguei a conta" with two bills open): close none, ask which.
    if (!ids.length && tied.length > 1) return [{change: {op: 'task-done', ids: [], ask: tied}}];
    return ids.length ? [{change: {op: 'task-done', ids}}] : [];
  },
};
