/** The people tool (and resource): `magis people --json`. */
import {listPeople, type PersonView} from '../../store/learn.js';
import type {Store} from '../../store/store.js';
import {READ_ONLY, defineTool} from './define.js';

export type PersonJson = Omit<PersonView, 'id' | 'relationships'>;

/** `magis people --json` (also the people resource). */
export const peopleJson = (store: Store): PersonJson[] => listPeople(store.db, store.now).map(({id: _id, relationships: _r, ...p}) => p);

export const listPeopleTool = defineTool({
  name: 'list_people',
  title: 'List people',
  key: 'people',
  annotations: READ_ONLY,
  description: 'The people Magis knows and how they relate to the user (relation, age, birthday, checkups).',
  input: {},
  run: store => peopleJson(store),
});
