/**
 * People and relationships: possessive kinship phrases ("minha filha Sofia", "my kids Emma and
 * Jake"), appositions ("Meu marido, o Carlos"), predicates ("A Júlia é minha cunhada"),
 * third-party edges ("a prima da Carla, a Júlia", "my brother Sam's wife, Nora"), pets,
 * titles, ages and gender, then the relation of each person to the user by composition.
 *
 * Composed, not layered: `registry.ts` is the one state of a message's parse (records, lookups,
 * backtracking), passed explicitly to every reader and post-pass; `parser.ts` lists the readers
 * (`readers/`, one phrase kind each) in the order they are tried at a token, then the post-passes
 * (`refiners/`) in the order they run. Readers share the lookups of `name-reader.ts`,
 * `link-reader.ts`, `kin-reader.ts`, `kin-phrase.ts` and `predicates.ts`; every word list is in
 * `lexicon.ts`. The contract mapping is here.
 */
import {relationWord} from '../kinship.js';
import type {Token} from '../text.js';
import type {ExtractedPerson, ExtractedRelationship} from '../../domain/types.js';
import {parsePeople} from './parser.js';
import {PersonRegistry} from './registry.js';
import type {PeopleResult, PersonRec} from './records.js';

export {foldKey, type Mention, type PeopleResult, type PersonRec} from './records.js';

/** Find people, their relations and pets in a tokenised message. `blocked` tokens (dates, places) are never names. */
export function findPeople(tokens: Token[], blocked: Set<number> = new Set(), known: ReadonlySet<string> = new Set(), pets: ReadonlySet<string> = new Set()): PeopleResult {
  const reg = new PersonRegistry(tokens, blocked, known);
  // The user's pets, named again ("o pipoca ta doente"), are pets: never a new person.
  for (const p of pets) reg.pets.add(p);
  parsePeople(reg);
  return reg.result();
}

/** Live persons (merged duplicates removed), in order of first mention. */
export function livePersons(r: PeopleResult): PersonRec[] {
  return r.persons.filter(p => !(p as PersonRec & {merged?: boolean}).merged);
}

/**
 * The contract shapes for people and relationships. An unnamed relative of someone else with no
 * relation to the user ("o namorado dela") and an unnamed group ("the kids") are left out unless
 * `referenced` (e.g. a checkup) names them.
 */
export function toContract(r: PeopleResult, referenced: Set<string> = new Set()): {people: ExtractedPerson[]; relationships: ExtractedRelationship[]} {
  const live = livePersons(r).filter(p => {
    if (!p.unnamed || referenced.has(p.name)) return true;
    // A group ("os meninos", "the kids") is not one person unless something happens to it.
    if (p.plural) return false;
    return !!p.toUser || r.edges.some(e => e.subject === p.id && e.object === 'user');
  });
  const people: ExtractedPerson[] = live.map(p => ({
    name: p.name,
    gender: p.gender,
    age: p.age,
    relation: p.toUser ? relationWord(p.toUser, p.gender) : null,
    title: p.title,
    unnamed: p.unnamed,
    ...(p.familiar ? {familiar: true} : {}),
  }));
  const relationships: ExtractedRelationship[] = r.edges
    .filter(e => live.some(p => p.id === e.subject) && (e.object === 'user' || live.some(p => p.id === e.object)))
    .map(e => ({
      subject: r.persons[e.subject]!.name,
      relation: relationWord(e.base, r.persons[e.subject]!.gender),
      object: e.object === 'user' ? 'user' : r.persons[e.object]!.name,
    }));
  return {people, relationships};
}
