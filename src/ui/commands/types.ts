import type {Context, Language} from '../../domain/types.js';
import type {ChatServices, GreetingInfo} from '../services/types.js';

/** What a slash command can see and do. Store access goes through `services` (fakes in tests). */
export interface CommandContext {
  services: ChatServices;
  mode: Context;
  language: Language;
  /** Adds a line to the transcript. `error` lines are cut to one line. */
  print(text: string, kind?: 'info' | 'error'): void;
  setMode(mode: Context): void;
  /** Ends the chat with this exit code (0 by default). */
  quit(code?: number): void;
  /** Switches to a new conversation (id from the store, or null: the next turn opens it). */
  startConversation(conversationId: number | null): void;
  /** Shows a greeting block (what is due, today's agenda, suggestions) in the transcript. */
  showGreeting(greeting: GreetingInfo): void;
  /** Smart Context: whether answers may use memories beyond this conversation. */
  memoryOff: boolean;
  setMemoryOff(off: boolean): void;
  /** Every registered command, for /help. */
  commands: readonly SlashCommand[];
}

/** One slash command: one module each in this folder, registered in index.ts. */
export interface SlashCommand {
  name: string;
  /** Argument hint shown by /help, e.g. "QUERY". */
  args?: string;
  description: string;
  action(ctx: CommandContext, args: string): void | Promise<void>;
}
