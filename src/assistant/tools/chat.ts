import {z} from 'zod';
import type {Store} from '../../store/store.js';
import type {Tool} from '../llm.js';
import {agendaTool} from './agenda.js';
import {toolText, type MagisTool, type ToolCaller} from './define.js';
import {rememberTool} from './remember.js';
import {searchMemoriesTool} from './search-memories.js';

/**
 * The chat's LLM tools: the same modules, names and answers as the MCP server's, bounded for a
 * model inside one turn (issue 24: one turn's calls stored 300 memories). Calls are counted and
 * sized by llm.ts; here a writing call is checked, capped per turn and only queued: it runs when
 * the turn succeeds (`commit`), so a turn that falls back offline writes nothing the model asked.
 */
const CHAT_TOOLS: MagisTool[] = [searchMemoriesTool, rememberTool, agendaTool];

/** Writes the model may queue in one turn, and the longest text one of them may carry. */
export const MAX_WRITES_PER_TURN = 3;
const MAX_WRITE_CHARS = 2_000;

const longestText = (args: Record<string, unknown>) => Math.max(0, ...Object.values(args).map(v => (typeof v === 'string' ? v.length : 0)));

/** JSON schema of a tool's arguments, as a model reads it. */
function parameters(tool: MagisTool): Record<string, unknown> {
  const {$schema: _s, ...schema} = z.toJSONSchema(z.object(tool.input)) as Record<string, unknown>;
  return schema;
}

export function chatTools(store: Store, caller: ToolCaller, opts: {search: boolean}): {tools: Tool[]; commit: () => Promise<void>} {
  const queued: Array<() => unknown> = [];
  const tools = CHAT_TOOLS.filter(t => opts.search || t !== searchMemoriesTool).map((tool): Tool => {
    const schema = z.object(tool.input);
    return {
      name: tool.name,
      description: tool.description,
      parameters: parameters(tool),
      run: async raw => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return `refused: ${parsed.error.issues.map(i => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}`;
        const args = parsed.data as Record<string, unknown>;
        if (tool.annotations.readOnlyHint) return toolText(await tool.run(store, args as never, caller));
        if (longestText(args) > MAX_WRITE_CHARS) return `refused: over ${MAX_WRITE_CHARS} characters`;
        if (queued.length >= MAX_WRITES_PER_TURN) return `refused: at most ${MAX_WRITES_PER_TURN} changes per turn`;
        queued.push(() => tool.run(store, args as never, caller));
        return 'accepted: done when this answer is complete';
      },
    };
  });
  return {
    tools,
    commit: async () => {
      for (const run of queued.splice(0)) await run();
    },
  };
}
