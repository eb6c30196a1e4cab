/** Reads about people that `people` needs beyond store/learn.ts's listPeople: birthdays, the family graph. */
import type {DB} from './db.js';

/** Each person's birthday (YYYY-MM-DD or --MM-DD) by id; people without one are absent. */
export function birthdays(db: DB): Map<number, string> {
  const rows = db.prepare("SELECT id, birthday FROM entities WHERE kind = 'person' AND birthday IS NOT NULL").all() as Array<{id: number; birthday: string}>;
  return new Map(rows.map(r => [r.id, r.birthday]));
}

/** An open relationship edge: subject is `relation` of object (null = the user). */
export interface Edge {
  subject: number;
  relation: string;
  object: number | null;
}

/** The relationships that hold now (valid_to unset), for drawing the family. */
export function openEdges(db: DB): Edge[] {
  return db.prepare('SELECT subject_id AS subject, relation, object_id AS object FROM relationships WHERE valid_to IS NULL ORDER BY id').all() as Edge[];
}

/** People (other than `exceptId`) whose relation to the user is one of `relations`. */
export function peopleWithRelation(db: DB, relations: string[], exceptId: number | null): Array<{id: number; name: string; relation: string}> {
  if (!relations.length) return [];
  return db
    .prepare(`SELECT id, name, relation FROM entities WHERE kind = 'person' AND relation IN (${relations.map(() => '?').join(', ')}) AND id IS NOT ? ORDER BY id`)
    .all(...relations, exceptId) as Array<{id: number; name: string; relation: string}>;
}

/** Someone in the people graph: a person, or one of the user's animals. */
export interface GraphNode {
  /** The entity's id; a pet's is its pets.id negated, so the two tables never collide. */
  id: number;
  name: string;
  /** 'person', or 'pet' (places and organizations are not in the graph). */
  kind: string;
  relation: string | null;
  gender: 'female' | 'male' | null;
  unnamed: boolean;
  /** A pet's species as the user said it ("cachorro"), else null. */
  species?: string | null;
}

/** Everyone the graph draws: the people (not places or organizations), then the user's animals (their own table). */
export function graphNodes(db: DB): GraphNode[] {
  const people = (
    db.prepare(`SELECT id, name, kind, relation, gender, unnamed FROM entities WHERE kind NOT IN ('place', 'organization') ORDER BY id`).all() as Array<Omit<GraphNode, 'unnamed'> & {unnamed: number}>
  ).map(r => ({...r, unnamed: r.unnamed === 1}));
  const pets = (db.prepare('SELECT id, name, species, gender FROM pets ORDER BY id').all() as Array<{id: number; name: string; species: string | null; gender: 'female' | 'male' | null}>).map(p => ({
    id: -p.id,
    name: p.name,
    kind: 'pet',
    relation: 'pet',
    gender: p.gender,
    unnamed: false,
    species: p.species,
  }));
  return [...people, ...pets];
}
