import type {WorldChange} from '../store/journal.js';
import type {Context, Extraction, Language} from '../domain/types.js';
import type {Step} from '../domain/plan.js';

/** What the UI and `magis ask` hand to a turn. */
export interface TurnInput {
  message: string;
  /** Continue this conversation; absent = the latest one (or a new one when `newConversation`). */
  conversationId?: number;
  newConversation?: boolean;
  /** Work/personal/family mode chosen by the user (chat /context, --context). */
  context?: Context;
  /**
   * Smart Context (the chat's /memory on|off), on by default. Off: the answer uses only this
   * conversation (its summary and recent messages), no memories, people or profile; learning
   * from the message still runs.
   */
  smartContext?: boolean;
}

/** Callbacks while a turn runs. The answer streams through onToken; onNotice carries one-line status (e.g. "LLM unreachable — answered offline"). */
export interface TurnEvents {
  onToken?: (text: string) => void;
  onNotice?: (line: string) => void;
  signal?: AbortSignal;
}

export interface TurnResult {
  reply: string;
  conversationId: number;
  /** Memory ids stored from the user's message. */
  memoriesStored: number[];
  /** Follow-up questions the assistant asks ("Quem é Bento?"). */
  questions: string[];
  /** How many memories the context used (status line). */
  memoriesUsed: number;
  /** What the message changed in the user's world (CONTRACTS: ask --json `changes`). */
  changes: WorldChange[];
  engine: 'offline' | 'llm';
  /** Model name when engine = llm. */
  model?: string;
  language: Language;
  extraction: Extraction;
  /** Set when the LLM failed and the offline engine answered. */
  fallbackReason?: string;
  /** The message's plan: each change, the rule that proposed it, and how it was grounded (`ask --json`'s `plan`). */
  plan: Step[];
  /** Resolves when the after-answer work (summary update, LLM extraction merge) is done. */
  background: Promise<void>;
}
