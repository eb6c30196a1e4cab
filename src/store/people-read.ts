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

/** Someone in the people graph: a person, or an animal if a later store keeps them as their own kind. */
export interface GraphNode {
  id: number;
  name: string;
  /** entities.kind: 'person' (places and organizations are not in the graph). */
  kind: string;
  relation: string | null;
  gender: 'female' | 'male' | null;
  unnamed: boolean;
}

/** Everyone the graph draws: every entity that is not a place or an organization, oldest first. */
export function graphNodes(db: DB): GraphNode[] {
  return (db.prepare(`SELECT id, name, kind, relation, gender, unnamed FROM entities WHERE kind NOT IN ('place', 'organization') ORDER BY id`)
    .all() as Array<Omit<GraphNode, 'unnamed'> & {unnamed: number}>).map(r => ({...r, unnamed: r.unnamed === 1}));
}
