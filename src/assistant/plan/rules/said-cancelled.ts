/**
 * A thing called off is a cancel of the held item the words name, whatever the verb: "foi
 * cancelada", "desmarquei", "anularam", "não vai mais", "já não há", "is off", "we're not going",
 * "no swimming today". The reading's own booking of it is that item, not a new one.
 */
import {fold} from '../../../text/words.js';
import {checkupKindIn} from '../../../understanding/checkups.js';
import {PET_REBOOK_LATER} from '../../../understanding/pets-lexicon.js';
import {isFirstPerson} from '../../../understanding/clauses.js';
import {firstPhraseAt, scanTokens} from '../../../understanding/text.js';
import {describe} from '../describe.js';
import type {Proposal, Rule, RuleInput} from '../types.js';
import {withDenied} from './ref.js';
import {readOwners} from '../../../understanding/stance/owner.js';

/** A visit missed: "não deu pra ir", "não consegui levar", "couldn't make it" (booked again later is said with `PET_REBOOK_LATER`). */
const MISSED = /\b(?:nao deu (?:pra|para) (?:ir|levar)|nao consegui(?:mos)? (?:ir|levar)|(?:couldn't|could not|didn't|did not) (?:make it|manage|get (?:her|him|them|mum|mom|dad) to))\b/;

/** Not having a thing: "doesn't (even) have", "hasn't got", "não tem", "nem tem". */
const HAS_NOT = /\b(?:(?:doesn't|doesnt|does not|don't|dont|didn't|didnt)(?: even| actually)? have|(?:hasn't|hasnt|has not)(?: even)? got|(?:nao|nem) (?:tem|tinha)|(?:nao|nem) (?:tem|tinha) nada)\b/;

/** Words before a clause's subject: "and", "so", "mas", "então", "sadly", and the negation itself ("não vamos"). */
const LEAD = new Set('and but so well sadly unfortunately actually anyway btw fyi update ok oh ah e mas entao pois ai afinal bom olha pronto infelizmente nao n ja not no'.split(' '));

/** Whether the clause's subject is the speaker: its first word past the lead is "I", "we", "a gente", "vamos", "fui"… */
function speakerSubject(clause: string): boolean {
  const tokens = scanTokens(clause);
  let i = 0;
  while (i < tokens.length && LEAD.has(tokens[i]!.fold)) i++;
  const t = tokens[i];
  if (t?.fold === 'a' && tokens[i + 1]?.fold === 'gente') return true;
  return t?.fold === 'nos' || isFirstPerson(t);
}

export const saidCancelled: Rule = {
  name: 'said-cancelled',
  statement: 'A clause that calls a thing off (a cancelling word, or a plan negated) cancels the held item its words name.',
  propose({reading, world, lang}: RuleInput): Proposal[] {
    // "mondays cardiology thing is ray's. diane doesn't even have a cardiologist": beside whose a thing is,
    // someone said not to have it is the owner denied, not a visit called off.
    const saysWhose = readOwners(reading.text).length > 0;
    return reading.stances
      .filter(s => s.kind === 'cancel' && !(saysWhose && s.reading === 'negated-plan' && HAS_NOT.test(fold(s.clause))))
      .map(s => {
        const described = withDenied(describe(s.ref, world.people, reading.now, lang), s.denied);
        // "o Davi não vai à reunião": someone not going calls off only what is theirs. When the speaker
        // is the one not going ("we won't be going to the party at Dan's work", "não vamos ao jantar da
        // Carol"), the person named is whose the plan is or who is with it, not someone absent.
        const absent = s.reading === 'negated-plan' && described.people.length > 0 && !speakerSubject(s.clause);
        const ref = absent ? {...described, absent} : described;
        // A visit missed ("não consegui ir", "couldn't make it") or called off to be booked again is still needed.
        // The words of booking again later are the pets' care's too ("vou remarcar", "we'll rebook").
        const said = scanTokens(reading.text);
        const rebook = MISSED.test(fold(reading.text)) || said.some((_, i) => firstPhraseAt(said, i, PET_REBOOK_LATER) > 0);
        // "we're not going to the cinema on Saturday" with no cinema held: the plan negated is no plan to learn.
        const clause = fold(s.clause);
        const events = reading.extraction.events.filter(
          e =>
            e.status === 'scheduled' &&
            fold(e.title)
              .split(/\s+/)
              .some(w => w.length > 2 && clause.includes(w)),
        );
        // …and a visit only when this clause names its kind: "…, mas tenho dentista sexta" is still a booking.
        const kindSaid = s.reading === 'negated-plan' ? checkupKindIn(s.clause) : null;
        const checkups = reading.extraction.checkups.filter(c => c.status === 'scheduled' && c.kind === kindSaid);
        return {
          change: {op: 'cancel', ref, day: ref.day, scope: s.scope, ...(rebook ? {rebook} : {})},
          // Only what it names: an empty list would take the place of what the item found claims.
          ...(events.length || checkups.length ? {claims: {...(events.length ? {events} : {}), ...(checkups.length ? {checkups} : {})}} : {}),
          // Words that name no kind of thing ("I'm missing you", "não vou esquecer") say nothing of the world when nothing fits.
          // (A plan the reading names, "the cinema", is said as not found.)
          fallback: (absent || (!ref.checkupKind && !ref.eventKinds.length && !ref.generic)) && !events.length ? 'quiet' : 'say',
        };
      });
  },
};
