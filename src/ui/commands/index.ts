import agenda from './agenda.js';
import context from './context.js';
import due from './due.js';
import exit from './exit.js';
import forget from './forget.js';
import help from './help.js';
import newConversation from './new.js';
import {parseSlash, suggestCommand} from './parse.js';
import {uiStrings} from '../strings.js';
import memory from './memory.js';
import people from './people.js';
import profile from './profile.js';
import undo from './undo.js';
import remember from './remember.js';
import search from './search.js';
import tasks from './tasks.js';
import type {CommandContext, SlashCommand} from './types.js';

export type {CommandContext, SlashCommand} from './types.js';
export {parseSlash, unescapeSlash} from './parse.js';

/** Every slash command, in the order /help lists them. */
export const COMMANDS: readonly SlashCommand[] = [help, search, remember, forget, undo, people, profile, due, agenda, tasks, memory, context, newConversation, exit];

/** Aliases people type out of habit elsewhere. */
const ALIASES: Record<string, string> = {quit: 'exit', q: 'exit', '?': 'help'};

function findCommand(name: string, commands: readonly SlashCommand[] = COMMANDS): SlashCommand | undefined {
  const wanted = ALIASES[name] ?? name;
  return commands.find(c => c.name === wanted);
}

/**
 * Runs a slash line. Unknown commands and failures become one line in the transcript, never a
 * crash: the chat keeps going.
 */
export async function runSlash(line: string, ctx: Omit<CommandContext, 'commands'>, commands: readonly SlashCommand[] = COMMANDS): Promise<void> {
  const parsed = parseSlash(line);
  if (!parsed) return;
  const full: CommandContext = {...ctx, commands};
  const command = findCommand(parsed.name, commands);
  if (!command) {
    const guess = suggestCommand(
      parsed.name,
      commands.map(c => c.name),
    );
    const shown = parsed.name ? `/${parsed.name}` : '/';
    full.print(uiStrings(ctx.language).unknownCommand(shown, guess), 'error');
    return;
  }
  try {
    await command.action(full, parsed.args);
  } catch (error) {
    full.print(uiStrings(ctx.language).commandFailed(command.name, error instanceof Error ? error.message : String(error)), 'error');
  }
}
