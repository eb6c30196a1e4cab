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
  return db.prepare(`SELECT id, name, relation FROM entities WHERE kind = 'person' AND relation IN (${relations.map(() => '?').join(', ')}) AND id IS NOT ? ORDER BY id`)
    .all(...relations, exceptId) as Array<{id: number; name: string; relation: string}>;
}
