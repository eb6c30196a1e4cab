import {uiStrings} from '../strings.js';
import type {Context, Language} from '../../domain/types.js';

/** Who said a line in the transcript; decides its look. */
type MessageRole = 'user' | 'assistant' | 'info' | 'notice' | 'error' | 'greeting';

/** A finished line of the transcript (rendered once, in Ink's `<Static>`). */
export interface ChatMessage {
  id: number;
  role: MessageRole;
  text: string;
  /** Greeting only: what is due and what to try. */
  due?: string[];
  agenda?: string[];
  /** Greeting only: the label over today's agenda, in the user's language. */
  agendaTitle?: string;
  suggestions?: string[];
  /** Assistant only: the answer was cut short by Ctrl+C. */
  /** Greeting only: the line inviting the first message, in the user's language. */
  hint?: string;
  /** Set (to the words shown after it, in the user's language) when the answer was cancelled midway. */
  cancelled?: string;
}

/** Which engine answered: the status line shows "offline" or the model name. */
export interface EngineInfo {
  kind: 'offline' | 'llm';
  model?: string;
}

/**
 * What the chat is doing right now. `starting` = the greeting is not shown yet (a message sent
 * meanwhile waits, so the transcript always opens with the greeting); `command` = a slash command runs.
 */
export type Phase = 'starting' | 'idle' | 'streaming' | 'command';

export interface ChatState {
  messages: ChatMessage[];
  nextId: number;
  phase: Phase;
  /** The answer arriving token by token; null when no turn runs. */
  streaming: string | null;
  mode: Context;
  engine: EngineInfo;
  /** Memories the last turn's context used; null before the first turn. */
  memoriesUsed: number | null;
  /** The conversation turns go to; undefined = the latest (or a new one when `newConversation`). */
  conversationId?: number;
  /** The next turn starts a new conversation (--new, /new without a store helper). */
  newConversation: boolean;
  /** Language of the last exchange, for store text shown by commands (people descriptions). */
  language: Language;
  /** A first Ctrl+C on an idle prompt arms quitting; the next one quits. */
  exitArmed: boolean;
  /** Smart Context off (/memory off): answers use only this conversation; learning still runs. */
  memoryOff: boolean;
}

interface TurnFinish {
  reply: string;
  memoriesUsed: number;
  conversationId: number;
  engine: EngineInfo;
  language?: Language;
  /** Follow-up questions; shown only when the reply does not already contain them. */
  questions?: string[];
}

export type ChatAction =
  | {type: 'user'; text: string}
  | {type: 'stream-start'}
  | {type: 'token'; text: string}
  | {type: 'stream-end'; result: TurnFinish}
  | {type: 'stream-cancel'}
  | {type: 'stream-error'; message: string}
  | {type: 'command-start'}
  | {type: 'command-end'}
  | {type: 'print'; role: Exclude<MessageRole, 'greeting' | 'user' | 'assistant'>; text: string}
  | {type: 'greeting'; text: string; due: string[]; agenda?: string[]; suggestions: string[]; language?: Language}
  | {type: 'set-mode'; mode: Context}
  | {type: 'set-engine'; engine: EngineInfo}
  | {type: 'set-language'; language: Language}
  | {type: 'set-memory'; off: boolean}
  | {type: 'new-conversation'; conversationId: number | null}
  | {type: 'conversation'; conversationId: number}
  | {type: 'arm-exit'}
  | {type: 'disarm-exit'};

export interface InitialChat {
  mode?: Context;
  engine?: EngineInfo;
  newConversation?: boolean;
  language?: Language;
}

/** The state before the greeting arrives: waiting to start, no messages, no turn yet. */
export function initialChatState(init: InitialChat = {}): ChatState {
  return {
    messages: [],
    nextId: 1,
    phase: 'starting',
    streaming: null,
    mode: init.mode ?? 'personal',
    engine: init.engine ?? {kind: 'offline'},
    memoriesUsed: null,
    conversationId: undefined,
    newConversation: init.newConversation ?? false,
    language: init.language ?? 'en',
    exitArmed: false,
    memoryOff: false,
  };
}

function push(state: ChatState, message: Omit<ChatMessage, 'id'>): ChatState {
  return {...state, messages: [...state.messages, {...message, id: state.nextId}], nextId: state.nextId + 1};
}

/** Collapses whitespace so "Quem é Bento?" matches however the reply wrapped it. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The names a follow-up asks about: its capitalised words after the first ("Quem é Bia?" → Bia). */
const namesIn = (q: string) => (q.trim().match(/(?<=\s)\p{Lu}[\p{L}'-]*/gu) ?? []).map(n => n.toLowerCase());

/**
 * A follow-up the reply already asks: word for word, or — when the reply ends asking a question of
 * its own — one about the same names ("Ainda não sei quem é Bia. Quem é?" asks "Quem é Bia?").
 */
function alreadyAsked(reply: string, q: string): boolean {
  const asked = squash(reply);
  if (asked.includes(squash(q))) return true;
  const names = namesIn(q);
  return asked.endsWith('?') && names.length > 0 && names.every(n => asked.includes(n));
}

/**
 * The whole chat as a pure function of actions, so the UI logic is tested without React or a
 * terminal. Streaming text lives apart from the finished messages because Ink's `<Static>` prints
 * each finished message exactly once; only the streaming answer is redrawn.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'user':
      return {...push(state, {role: 'user', text: action.text}), exitArmed: false};
    case 'stream-start':
      return {...state, phase: 'streaming', streaming: '', exitArmed: false};
    case 'token':
      // A late token after cancel/end belongs to a turn the user already left behind.
      if (state.streaming === null) return state;
      return {...state, streaming: state.streaming + action.text};
    case 'stream-end': {
      if (state.phase !== 'streaming') return state;
      const r = action.result;
      // The final reply is authoritative; the streamed text only stands in when it is empty.
      const text = (r.reply || state.streaming || '').trim();
      let next = push({...state, phase: 'idle', streaming: null}, {role: 'assistant', text: text || '…'});
      for (const q of r.questions ?? []) {
        if (q.trim() && !alreadyAsked(text, q)) next = push(next, {role: 'assistant', text: q.trim()});
      }
      return {
        ...next,
        memoriesUsed: r.memoriesUsed,
        conversationId: r.conversationId,
        newConversation: false,
        engine: r.engine,
        language: r.language ?? state.language,
      };
    }
    case 'stream-cancel': {
      if (state.phase !== 'streaming') return state;
      const partial = (state.streaming ?? '').trim();
      let next: ChatState = {...state, phase: 'idle', streaming: null};
      const words = uiStrings(state.language);
      if (partial) next = push(next, {role: 'assistant', text: partial, cancelled: words.cancelledTag});
      return push(next, {role: 'notice', text: words.cancelled});
    }
    case 'stream-error': {
      const next: ChatState = {...state, phase: state.phase === 'streaming' ? 'idle' : state.phase, streaming: null};
      return push(next, {role: 'error', text: firstLine(action.message)});
    }
    case 'command-start':
      return {...state, phase: 'command', exitArmed: false};
    case 'command-end':
      return state.phase === 'command' ? {...state, phase: 'idle'} : state;
    case 'print':
      return push(state, {role: action.role, text: action.role === 'error' ? firstLine(action.text) : action.text});
    case 'greeting': {
      const language = action.language ?? state.language;
      return {
        ...push(state, {
          role: 'greeting',
          text: action.text,
          due: action.due,
          agenda: action.agenda,
          agendaTitle: uiStrings(language).agendaTitle,
          suggestions: action.suggestions,
          hint: uiStrings(language).greetingHint,
        }),
        language,
        phase: state.phase === 'starting' ? 'idle' : state.phase,
      };
    }
    case 'set-mode':
      return {...state, mode: action.mode};
    case 'set-engine':
      return {...state, engine: action.engine};
    case 'set-language':
      return {...state, language: action.language};
    case 'set-memory':
      return {...state, memoryOff: action.off};
    case 'new-conversation':
      // With an id the store already holds the new conversation; without one the next turn opens it.
      return action.conversationId === null
        ? {...state, conversationId: undefined, newConversation: true, memoriesUsed: null}
        : {...state, conversationId: action.conversationId, newConversation: false, memoriesUsed: null};
    case 'conversation':
      return {...state, conversationId: action.conversationId, newConversation: false};
    case 'arm-exit':
      return {...state, exitArmed: true};
    case 'disarm-exit':
      return state.exitArmed ? {...state, exitArmed: false} : state;
    default:
      return state;
  }
}

/** Errors are shown on one line: the first line of the message, never a stack. */
export function firstLine(message: string): string {
  return (message.split('\n').find(l => l.trim()) ?? 'Something went wrong.').trim();
}
