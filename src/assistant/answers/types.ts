import type {Context, Language} from '../../domain/types.js';
import type {SearchHit} from '../../retrieval/search.js';
import type {DB} from '../../store/db.js';
import type {PersonView} from '../../store/learn.js';

/** What every answer family reads: the store, the moment, the user's language and mode. */
export interface AnswerContext {
  db: DB;
  now: Date;
  lang: Language;
  message: string;
  /** The conversation's mode: in work mode, work items come first. */
  context: Context;
  people: PersonView[];
  /** Memories that really match a query (the relevance floor's strict search), best first. */
  search: (query: string) => SearchHit[];
}

/** A direct answer: one or two sentences, and the follow-up questions it asks. */
export interface Answer {
  text: string;
  questions: string[];
}

export const answer = (text: string, questions: string[] = []): Answer => ({text, questions});
