import type {ToolAnnotations} from '@modelcontextprotocol/sdk/types.js';
import type {z} from 'zod';
import type {Context} from '../../domain/types.js';
import type {Store} from '../../store/store.js';

/** Who calls a tool, when it matters to what it writes: the chat passes its conversation. */
export interface ToolCaller {
  /** The context a memory gets when the call names none. */
  context?: Context;
  /** The user message a memory came from. */
  sourceMessageId?: number;
}

/**
 * One tool over the store, independent of who serves it: the MCP server (src/mcp/server.ts) and
 * the chat's LLM loop (./chat.ts) register the same modules, so a tool has one name and one
 * behaviour everywhere. `input` is a zod shape (the MCP SDK and the chat turn it into the JSON
 * schema a model sees); `key` names the field of MCP's structured answer; `run` gets the validated
 * arguments and an open store, and throws a one-sentence error for anything it refuses.
 */
export interface MagisTool<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: S;
  annotations: ToolAnnotations;
  key: string;
  run: (store: Store, args: z.infer<z.ZodObject<S>>, caller?: ToolCaller) => unknown;
}

/** Keeps each tool's argument types while the list holds tools of different shapes. */
export const defineTool = <S extends z.ZodRawShape>(tool: MagisTool<S>): MagisTool => tool as unknown as MagisTool;

export const READ_ONLY: ToolAnnotations = {readOnlyHint: true, openWorldHint: false};

/** A tool's answer as text (MCP's text content, the chat's tool message): the JSON, indented. */
export const toolText = (value: unknown): string => JSON.stringify(value, null, 2);
