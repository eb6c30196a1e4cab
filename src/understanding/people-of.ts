/**
 * The people a text names, read alone — without the checkups, events and to-dos around them: what
 * the conversation stage needs to bind a pronoun ("…a Alice… marcar oftalmo pra ela") or to name
 * whom a correction means ("é pra Bia"), so that a turn reads its message in full only once.
 */
import type {ExtractedPerson} from '../domain/types.js';
import {findDates, findTimes} from './dates.js';
import {findEntities} from './entities.js';
import {findPeople, foldKey, toContract} from './people/index.js';
import {scanTokens} from './text.js';
import {displayName} from '../text/names.js';
import {fold} from '../text/words.js';
import {findCheckupMentions} from './checkups.js';
import {EVENT_WORDS} from './events/lexicon.js';
import {possessiveS} from './index.js';

export function namedIn(text: string, opts: {pets?: string[]} = {}): {people: ExtractedPerson[]; pets: string[]} {
  // As the full reading sees it: "my moms name is Barbara" has its possessive back.
  const tokens = scanTokens(possessiveS(text));
  const blocked = new Set<number>(findEntities(tokens).covered);
  for (const m of [...findDates(tokens), ...findTimes(tokens)]) for (let k = m.start; k < m.end; k++) blocked.add(k);
  const pets = new Set((opts.pets ?? []).map(foldKey));
  const found = findPeople(tokens, blocked, new Set(), pets);
  // A name typed in lower case is still a proper name ("a bia" is Bia), as the full reading says it.
  const people = toContract(found)
    .people.filter(p => !found.pets.has(p.name.toLowerCase()))
    .map(p => (p.unnamed || /\p{Lu}/u.test(p.name) ? p : {...p, name: displayName(p.name)}));
  // The animals the text itself names ("a Mochi (nossa gata)", a known pet by name), not every pet known.
  const words = new Set(tokens.map(t => t.fold));
  return {
    people,
    pets: [...found.pets].filter(name =>
      fold(name)
        .split(/\s+/)
        .every(w => words.has(w)),
    ),
  };
}

/** The one person a short phrase names ("a minha filha", "Bia"), or null. */
export const readPeople = (text: string): ExtractedPerson | null => namedIn(text).people[0] ?? null;

/** Whether a text names a visit or an event at all ("o pediatra", "a reunião"): no full reading needed to know. */
export function namesAnItem(text: string): boolean {
  const tokens = scanTokens(text);
  return findCheckupMentions(tokens, new Set()).length > 0 || EVENT_WORDS.scan(tokens).length > 0;
}
