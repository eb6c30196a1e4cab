/**
 * The question the assistant left open at the end of its turn, kept in that message's `meta` so
 * the next turn — in the chat or in another `magis ask` process — knows what a short answer means.
 * Pure: reading it back from stored JSON, and deciding it from what the turn said.
 */
import type {ExtractedPerson, Extraction} from '../domain/types.js';
import type {PersonTarget} from '../domain/plan.js';

export type Pending =
  /** "Quem é Bento?": the next "é meu sobrinho" is about Bento. */
  | {kind: 'who'; subject: string}
  /** "Quer que eu lembre você de marcar?": "sim, me lembra amanhã" makes a task. */
  | {kind: 'offer'; items: Array<{person: string; kind: string}>}
  /** "Qual delas você já fez?": the open tasks a vague "já fiz" may mean. */
  | {kind: 'which-task'; ids: number[]}
  /** "Qual foi cancelado? 1) … 2) …": the bookings a cancel, a move or a change of owner may mean; the move's new day; the new owner. */
  | {kind: 'which-item'; op: 'cancel' | 'move' | 'owner'; items: Array<{table: 'checkups' | 'events'; id: number}>; date?: string; time?: string | null; to?: PersonTarget; toName?: string};

/** The pending questions read back from a message's meta; anything malformed is no question. */
export function readPending(meta: Record<string, unknown> | null): Pending[] {
  const raw = meta?.pending;
  return (Array.isArray(raw) ? raw : [raw]).map(one).filter((p): p is Pending => p !== null);
}

function one(value: unknown): Pending | null {
  const p = value as Record<string, unknown> | undefined;
  if (!p || typeof p !== 'object') return null;
  if (p.kind === 'who' && typeof p.subject === 'string' && p.subject.trim()) return {kind: 'who', subject: p.subject};
  if (p.kind === 'offer' && Array.isArray(p.items)) {
    const items = p.items.filter((i): i is {person: string; kind: string} => !!i && typeof i.person === 'string' && typeof i.kind === 'string');
    return items.length ? {kind: 'offer', items} : null;
  }
  if (p.kind === 'which-task' && Array.isArray(p.ids)) {
    const ids = p.ids.filter((i): i is number => Number.isInteger(i));
    return ids.length ? {kind: 'which-task', ids} : null;
  }
  if (p.kind === 'which-item' && (p.op === 'cancel' || p.op === 'move' || p.op === 'owner') && Array.isArray(p.items)) {
    const items = p.items.filter((i): i is {table: 'checkups' | 'events'; id: number} => !!i && (i.table === 'checkups' || i.table === 'events') && Number.isInteger(i.id));
    if (!items.length) return null;
    // Whom a change of owner gives the item to: the user, a known person's id, or a person to add (as read then).
    const to = p.to as {id?: unknown; add?: unknown} | undefined;
    const target =
      to && (to.id === null || Number.isInteger(to.id))
        ? {to: {id: to.id as number | null}}
        : to?.add && typeof (to.add as {name?: unknown}).name === 'string'
          ? {to: {add: to.add as ExtractedPerson}}
          : {};
    if (p.op === 'owner' && !('to' in target)) return null;
    return {
      kind: 'which-item',
      op: p.op,
      items,
      ...(typeof p.date === 'string' ? {date: p.date} : {}),
      ...(typeof p.time === 'string' ? {time: p.time} : {}),
      ...target,
      ...(typeof p.toName === 'string' ? {toName: p.toName} : {}),
    };
  }
  return null;
}

const WHO_QUESTION = /^(?:quem (?:é|e|eh)|who(?: is|'s))\s+(?:o |a |the )?(.+?)\s*\?$/i;

/**
 * What the turn leaves open: a question it set itself (which task?) — or else "Quem é X?" among
 * its follow-up questions and an offer to remind about a needed checkup when the reply made one
 * (one reply may ask both: "Quer que eu lembre você de marcar? Quem é Bento?").
 */
export function pendingAfterTurn(own: Pending[] | null, questions: string[], x: Extraction, reply: string): Pending[] {
  if (own) return own;
  const out: Pending[] = [];
  for (const q of questions) {
    const m = WHO_QUESTION.exec(q.trim());
    if (m) {
      out.push({kind: 'who', subject: m[1]!});
      break;
    }
  }
  const needed = x.checkups.filter(c => c.status === 'needed');
  if (needed.length && /lembr|remind/i.test(reply)) out.push({kind: 'offer', items: needed.map(c => ({person: c.person, kind: c.kind}))});
  return out;
}
