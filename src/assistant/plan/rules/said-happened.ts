/**
 * A thing told as over, or given a verdict, happened: "a festa correu muito bem", "a reunião foi
 * ótima", "o 1:1 já foi", "the parents' evening went fine", "Mum's eye test was lovely". The held
 * item its words name, on today or before, is done — so no one asks how it went again.
 */
import {describe} from '../describe.js';
import type {Proposal, Rule, RuleInput} from '../types.js';

export const saidHappened: Rule = {
  name: 'said-happened',
  statement: 'A clause that gives a verdict on a thing, or says it is over, marks the held item its words name (today or before) as happened.',
  propose({reading, world, lang}: RuleInput): Proposal[] {
    return reading.stances
      .filter(s => s.kind === 'happened')
      .map(s => ({
        change: {op: 'happened', ref: describe(s.ref, world.people, reading.now, lang), date: world.today},
        // A verdict on nothing held ("the weather was great") changes nothing and says nothing.
        fallback: 'quiet',
        // Only what was due by now can have happened.
        among: world.items.filter(i => i.date !== null && i.date <= world.today && !i.rrule),
      }));
  },
};
