import type {Undone} from '../../store/undo.js';
import type {TurnEvents, TurnInput} from '../../assistant/types.js';
import type {ProfileRecord} from '../../domain/records.js';
import type {Context, Language} from '../../domain/types.js';
import type {EngineInfo} from '../state/chat-state.js';

/** The part of a turn's result the chat shows (a subset of the assistant's TurnResult). */
export interface ChatTurnResult {
  reply: string;
  conversationId: number;
  memoriesUsed: number;
  engine: 'offline' | 'llm';
  model?: string;
  language?: Language;
  questions?: string[];
}

/** What greeting() gives the chat on start. */
export interface GreetingInfo {
  text: string;
  due: string[];
  /** Today's agenda, one short sentence per item. */
  agenda?: string[];
  suggestions: string[];
  /** The language the greeting speaks (the user's, as last seen); the chat's own words follow it. */
  language?: Language;
}

/** One search hit, as the /search command lists it. */
interface SearchLine {
  /** "#12" for a memory, "S3" for a weekly summary. */
  ref: string;
  /** YYYY-MM-DD of when it happened. */
  date: string;
  content: string;
  entities: string[];
}

interface PersonLine {
  name: string;
  description: string;
}

/**
 * Everything the chat needs from the outside world. The UI talks only to this interface, so
 * component tests inject fakes and the real implementation (store-services.ts) stays the one
 * place that touches the store and the assistant.
 */
export interface ChatServices {
  /** The engine before any turn ran: offline, or the configured LLM model. */
  engine(): EngineInfo;
  /** The user's language as last seen (for store text like people descriptions). */
  language(): Promise<Language>;
  /** The mode to start in when --context is not given (the latest conversation's). */
  initialMode(): Context;
  /** What the user sent in earlier sessions, oldest first, so Up reaches past this session. */
  recentInputs(): string[];
  /** The opening; `again` (for /new) shows it without marking due items as seen a second time. */
  greeting(opts?: {again?: boolean}): Promise<GreetingInfo>;
  runTurn(input: TurnInput, events: TurnEvents): Promise<ChatTurnResult>;
  /** Opens a new conversation now; null when the store cannot yet (the next turn opens it). */
  newConversation(context: Context): Promise<number | null>;
  search(query: string): Promise<SearchLine[]>;
  /** Stores TEXT as a memory; id null when it was already remembered. */
  remember(text: string, context: Context): Promise<{id: number | null}>;
  /** Deletes one memory; false when no memory has that id. */
  forget(id: number): Promise<boolean>;
  people(language: Language): Promise<PersonLine[]>;
  /** One line per due item, in the user's language. */
  due(language: Language): Promise<string[]>;
  /** The next days' agenda as lines grouped by day . */
  agenda(language: Language): Promise<string[]>;
  /** Open tasks, one line each; empty when there are none . */
  tasks(language: Language): Promise<string[]>;
  /** The user's own facts (name, city, occupation, languages, preferences). */
  profile(): Promise<ProfileRecord>;
  /** Forgets what the last message taught (see store/undo.ts). */
  undo(): Promise<UndoSummary>;
}

/** What /undo removed. */
export type UndoSummary = Undone;
