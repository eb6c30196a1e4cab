/**
 * What a configured model reads as moved, called off or done, proposed as the same typed changes
 * the rules propose — then grounded and applied by the same code: the model names the thing in the
 * user's words ("o dentista do davi", "tomorrow's lunch with brad"), Magis decides which row it is,
 * or none, or asks. Used when the rules proposed no change of their own for the message.
 */
import {z} from 'zod';
import {matchDoneTask} from '../../../text/task-match.js';
import {resolveDate} from '../../../understanding/index.js';
import {describe} from '../describe.js';
import type {Proposal, Rule} from '../types.js';

/** A message changes a few things at most; more is a model running away. */
const MAX_CHANGES = 5;

/** The plan's changes as the model may propose them (the JSON schema the prompt states). */
export const LlmChange = z.object({
  op: z.enum(['cancel', 'move', 'done']),
  ref: z.string().trim().min(2).max(200),
  when: z.string().trim().max(100).nullish(),
  scope: z.enum(['occurrence', 'series']).nullish(),
});
export type LlmChange = z.infer<typeof LlmChange>;

/** The valid changes of a model's answer (anything else is dropped). */
export function readLlmChanges(raw: unknown): LlmChange[] {
  const list = (raw as {moves?: unknown} | null)?.moves;
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, MAX_CHANGES)
    .map(m => LlmChange.safeParse(m))
    .flatMap(r => (r.success ? [r.data] : []));
}

export function llmProposed(changes: LlmChange[]): Rule {
  return {
    name: 'llm-proposed',
    statement: 'A change the configured model reads in the message is grounded and applied like a rule’s own, or not at all.',
    propose({reading, world, lang}) {
      const out: Proposal[] = [];
      for (const m of changes) {
        if (m.op === 'done') {
          const hit = matchDoneTask(m.ref, world.tasks);
          if (hit.kind === 'close') out.push({change: {op: 'task-done', ids: [hit.id]}});
          continue;
        }
        const ref = describe(m.ref, world.people, reading.now, lang);
        const scope = m.scope ?? 'auto';
        if (m.op === 'cancel') {
          out.push({change: {op: 'cancel', ref, day: ref.day, scope}, fallback: 'quiet'});
          continue;
        }
        const when = m.when ? resolveDate(m.when, reading.now, {tense: 'future', language: lang}) : null;
        if (!when) continue;
        const dayGiven = when.text !== m.when || !when.time;
        out.push({change: {op: 'move', ref, date: dayGiven ? when.date : null, time: when.time, keepTime: !when.time, scope}, fallback: 'quiet'});
      }
      return out;
    },
  };
}
