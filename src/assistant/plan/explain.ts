/**
 * A plan as data for people and scripts (`ask --json`'s `plan`, `extract --explain`): each change,
 * the rule that proposed it and the general rule it implements, and — for a change on a held item
 * — the candidates grounding scored, with the parts of each score, and what it decided.
 */
import type {Change, Step} from '../../domain/plan.js';
import {RULES} from './rules/index.js';

export interface ExplainedStep {
  rule: string;
  statement: string;
  change: Record<string, unknown>;
  decision?: {kind: string; target?: string; candidates: Array<{item: string; score: number; why: string[]}>};
}

/** The change without the reading it carries (a learn step lists what it learns by kind and count). */
function changeOf(c: Change): Record<string, unknown> {
  if (c.op === 'learn') {
    const x = c.extraction;
    return {
      op: 'learn',
      people: x.people.map(p => p.name),
      checkups: x.checkups.map(k => `${k.kind} ${k.status}${k.date ? ` ${k.date}` : ''}${k.time ? ` ${k.time}` : ''} (${k.person})`),
      events: x.events.map(e => `${e.kind} “${e.title}”${e.date ? ` ${e.date}` : ''}${e.time ? ` ${e.time}` : ''}${e.rrule ? ` ${e.rrule}` : ''}`),
      tasks: x.tasks.map(t => `${t.status}: ${t.description}${t.due ? ` by ${t.due}` : ''}`),
      ...(x.pets?.length ? {pets: x.pets.map(p => p.name)} : {}),
      ...(x.user ? {profile: x.user} : {}),
    };
  }
  if (c.op === 'move' || c.op === 'cancel') {
    const {ref, ...rest} = c;
    return {...rest, ref: Object.fromEntries(Object.entries(ref).filter(([, v]) => v !== null && v !== false && !(Array.isArray(v) && !v.length)))};
  }
  return {...c};
}

export function explainPlan(steps: readonly Step[]): ExplainedStep[] {
  return steps.map(s => ({
    rule: s.rule,
    statement: RULES.find(r => r.name === s.rule)?.statement ?? '',
    change: changeOf(s.change),
    ...(s.decision
      ? {
          decision: {
            kind: s.decision.kind,
            ...('target' in s.decision ? {target: labelOf(s.decision)} : {}),
            candidates: s.decision.candidates.map(c => ({item: c.label, score: c.score, why: c.why})),
          },
        }
      : {}),
  }));
}

const labelOf = (d: NonNullable<Step['decision']>) =>
  'target' in d ? (d.candidates.find(c => c.key.table === d.target.table && c.key.id === d.target.id)?.label ?? `${d.target.table} #${d.target.id}`) : undefined;
