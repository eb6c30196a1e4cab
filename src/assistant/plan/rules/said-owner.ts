/**
 * A held item said to be someone else's is given to them, whatever the words: "o dentista de quinta
 * é do Pedro, não meu", "quem vai ao pediatra na quinta é a Manu", "a dermatologia de quarta não é
 * para mim, é para a minha mulher", "that appt is for Leo", "the derm on monday is Greg's", "it's
 * Harry who's at the optician, not George". The words without the owners name the item; the owner
 * denied, when said, is whose it was. An owner Magis does not know is taken only from a correction.
 */
import type {ItemRef, PersonTarget} from '../../../domain/plan.js';
import {fold} from '../../../text/words.js';
import {readPeople} from '../../../understanding/people-of.js';
import {readOwners} from '../../../understanding/stance/owner.js';
import {describe} from '../describe.js';
import type {Proposal, Rule, World} from '../types.js';

/** A person the words name: known by name, alias or (one person of) a relation; else one to add. */
function personOf(words: string, world: World): {to: PersonTarget; name: string; known: boolean; id: number | null} | null {
  if (words === 'user') return {to: {id: null}, name: 'user', known: true, id: null};
  const key = fold(words);
  const byName = world.people.find(p => !p.unnamed && [p.name, ...p.aliases].some(n => fold(n) === key || fold(n).split(/\s+/)[0] === key));
  if (byName) return {to: {id: byName.id}, name: byName.name, known: true, id: byName.id};
  const read = readPeople(words);
  if (!read) return null;
  const named = read.unnamed ? undefined : world.people.find(p => fold(p.name) === fold(read.name));
  if (named) return {to: {id: named.id}, name: named.name, known: true, id: named.id};
  const kin = read.relation ? world.people.filter(p => p.relation === read.relation) : [];
  if (kin.length === 1) return {to: {id: kin[0]!.id}, name: kin[0]!.name, known: true, id: kin[0]!.id};
  return {to: {add: read}, name: read.name, known: false, id: null};
}

export const saidOwner: Rule = {
  name: 'said-owner',
  statement: 'A held item said to be someone else’s is given to them; the owner it denies, when said, is whose it was.',
  propose({reading, world, lang, corrects}) {
    const out: Proposal[] = [];
    for (const o of readOwners(reading.text)) {
      if (o.inverted && !corrects) continue;
      const to = personOf(o.to, world);
      if (!to) continue;
      // "é de graça", "it's for the best": an owner nobody knows is one only when the message corrects whose it is.
      if (!to.known && !corrects && !o.from) continue;
      const described = describe(o.ref, world.people, reading.now, lang);
      const from = o.from ? personOf(o.from, world) : null;
      const ref: ItemRef = {
        ...described,
        // Whose it was: the owner denied; the new owner is no clue to find it.
        people: from?.id != null ? [from.id] : described.people.filter(id => id !== to.id),
        mine: from ? from.id === null && from.name === 'user' : described.mine,
        relations: from ? [] : described.relations.filter(r => !world.people.some(p => p.id === to.id && p.relation === r)),
      };
      out.push({change: {op: 'owner', ref, to: to.to, toName: to.name}, fallback: 'say'});
    }
    return out;
  },
};
