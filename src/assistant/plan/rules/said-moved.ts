/**
 * A thing moved is a move of the held item the words name, whatever the verb: "remarcaram",
 * "adiaram p/ sexta", "passou para", "agora é sexta às 10h", "ficou pra sexta", "is now Friday",
 * "pushed back to", "on friday instead", and a day denied ("não, dia 9, não 10"). The words
 * before the new day name the item; with none, it is what the conversation was just about.
 */
import {describe} from '../describe.js';
import type {Proposal, Rule, RuleInput} from '../types.js';
import {withDenied} from './ref.js';

export const saidMoved: Rule = {
  name: 'said-moved',
  statement: 'A clause that gives a thing a new day or hour (a verb of moving, "now", "instead", a day denied) moves the held item its words name.',
  propose({reading, world, lang}: RuleInput): Proposal[] {
    return reading.stances
      .filter(s => s.kind === 'move' && s.to)
      .map(s => {
        const ref = withDenied(describe(s.ref, world.people, reading.now, lang), s.denied);
        const to = s.to!;
        return {
          change: {op: 'move', ref, date: to.date, time: to.time, keepTime: to.keepTime, scope: s.scope, ...(to.byDays ? {byDays: to.byDays} : {})},
          // Nothing held fits: the booking the message states is learned as new ("remarquei o dentista pra sexta" with none held).
          fallback: 'learn',
        };
      });
  },
};
