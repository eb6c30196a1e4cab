/**
 * Relatives of people Magis already knows: "Carol is Sam's mum" or "dinner at Sam's parents, Carol
 * and Pete", said after "Sam is my fiancé", makes Carol the user's mother-in-law. Understanding
 * composes kinship within one message; the world holds how the known person stands to the user.
 * A person whose relation the message or the store already gives keeps it. Pure over the store's people.
 */
import type {Extraction} from '../../domain/types.js';
import type {KnownPerson} from '../../store/world-items.js';
import {fold} from '../../text/words.js';
import {compose, parseRelationWord, relationWord} from '../../understanding/kinship.js';

export function kinOfKnown(x: Extraction, known: KnownPerson[]): Extraction {
  if (!x.relationships.length) return x;
  const find = (name: string) => known.find(k => fold(k.name) === fold(name));
  const people = x.people.map(p => {
    if (p.relation || find(p.name)?.relation) return p;
    for (const r of x.relationships) {
      if (fold(r.subject) !== fold(p.name) || r.object === 'user') continue;
      const of = find(r.object);
      const toUser = of?.relation ? parseRelationWord(of.relation) : null;
      const edge = parseRelationWord(r.relation);
      const base = toUser && edge ? compose(toUser.base, edge.base) : null;
      if (base) return {...p, relation: relationWord(base, edge!.gender ?? p.gender ?? null)};
    }
    return p;
  });
  return {...x, people};
}
