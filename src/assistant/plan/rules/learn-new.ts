/**
 * What is left of the reading once the rules before took their parts is new: people and how they
 * relate, needs, bookings and visits, events, to-dos, pets and the user's own facts — learned as the
 * store merges them (a booking meets the need it answers, a visit closes its booking).
 */
import type {Extraction} from '../../../domain/types.js';
import {CANCEL} from '../../world/lexicon.js';
import {fold} from '../../../text/words.js';
import type {Proposal, Rule, RuleInput} from '../types.js';

export const learnNew: Rule = {
  name: 'learn-new',
  statement: 'What the reading states that no rule before took is new, and is learned.',
  propose({reading, message, steps, claimed}: RuleInput): Proposal[] {
    const x = reading.extraction;
    const closed = steps.some(s => s.change.op === 'task-done');
    const acted = steps.some(s => (s.change.op === 'move' || s.change.op === 'cancel') && s.decision && (s.decision.kind === 'act' || s.decision.kind === 'ask' || s.decision.kind === 'same'));
    const said = fold(message);
    const unsaid = new Set((claimed.people ?? []).map(p => p.name));
    const rest: Extraction = {
      ...x,
      people: x.people.filter(p => !unsaid.has(p.name)),
      relationships: x.relationships.filter(r => !unsaid.has(r.subject) && !unsaid.has(r.object)),
      questions: x.questions.filter(q => ![...unsaid].some(n => q.includes(n))),
      checkups: x.checkups.filter(c => !claimed.checkups.includes(c)),
      events: x.events.filter(e => !claimed.events.includes(e)),
      // A to-do closed by the rule before is not a second, done, to-do; "the site visit is cancelled" is no to-do done.
      tasks: x.tasks.filter(t => !claimed.tasks.includes(t) && !(t.status === 'done' && (closed || acted || CANCEL.test(said)))),
    };
    return [{change: {op: 'learn', extraction: rest}}];
  },
};
