/**
 * Kinds of things a task names by their kind and the user by the thing itself: "buy flowers" is
 * done by "picked up some peonies", "grab her a gift" by "got jess the earrings", "pay the daycare
 * invoice" by "e-transferred the daycare fee". Words as task matching reads them (folded; stems
 * compared by prefix, so "flower" covers "flowers"). Pure.
 */
import {THING_KINDS} from './lexicon.js';

const prefix = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));
const generalOf = (w: string) => THING_KINDS.flatMap(([general], k) => (general.some(g => prefix(g, w)) ? [k] : []));
// A stem may be short ("earrings" stems to "ear"): a thing's word that starts with it is that thing.
const kindsOf = (w: string) => THING_KINDS.flatMap(([general, things], k) => (general.some(g => prefix(g, w)) || things.some(t => prefix(t, w) || (w.length >= 3 && t.startsWith(w))) ? [k] : []));

/**
 * Whether two object words name the same thing by kind: a general word and a thing of its kind
 * ("flowers" and "peonies"); two things of one kind are not the same ("flowers" and "chocolates").
 */
export function sameThing(a: string, b: string): boolean {
  const ga = generalOf(a);
  const gb = generalOf(b);
  return (ga.length > 0 && kindsOf(b).some(k => ga.includes(k))) || (gb.length > 0 && kindsOf(a).some(k => gb.includes(k)));
}
