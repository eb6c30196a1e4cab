/**
 * "O Theo montou um castelo pra vovó e o vovô", said by Theo's grandmother: to a user with
 * grandchildren, a bare grandparent word is herself or her spouse, as the grandchildren call them,
 * never a grandparent of the user's. Such a mention is nobody new: the spouse it names when one of
 * that gender is known ("o vovô" → her late husband), else the user. Pure over the store's people.
 */
import type {Extraction} from '../../domain/types.js';
import type {KnownPerson} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {parseRelationWord} from '../../understanding/kinship.js';
import {GRANDPARENT_WORDS} from './lexicon.js';

const SPOUSES = {female: 'wife', male: 'husband'} as const;

export function ownGeneration(x: Extraction, known: KnownPerson[]): Extraction {
  const asGrandparent = (p: Extraction['people'][number]) => p.unnamed && GRANDPARENT_WORDS.has(fold(p.name)) && parseRelationWord(p.relation ?? '')?.base === 'grandparent';
  if (!x.people.some(asGrandparent) || !known.some(k => parseRelationWord(k.relation ?? '')?.base === 'grandchild')) return x;
  const who = new Map<string, string>();
  for (const p of x.people.filter(asGrandparent)) {
    const spouse = p.gender ? known.filter(k => k.relation === SPOUSES[p.gender!]) : [];
    who.set(p.name, spouse.length === 1 ? spouse[0]!.name : 'user');
  }
  const as = (name: string) => who.get(name) ?? name;
  return {
    ...x,
    people: x.people.filter(p => !who.has(p.name)),
    relationships: x.relationships.filter(r => !who.has(r.subject) && !who.has(r.object)),
    checkups: x.checkups.map(c => ({...c, person: as(c.person)})),
    events: x.events.map(e => ({...e, person: as(e.person), with: e.with.filter(n => !who.has(n) || as(n) !== 'user').map(as)})),
    tasks: x.tasks.map(t => (t.person && who.has(t.person) ? {...t, person: as(t.person) === 'user' ? null : as(t.person)} : t)),
  };
}
