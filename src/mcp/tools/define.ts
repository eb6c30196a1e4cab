import type {ToolAnnotations} from '@modelcontextprotocol/sdk/types.js';
import type {z} from 'zod';
import type {Store} from '../../store/store.js';

/**
 * One tool over the store, independent of who serves it: the MCP server registers these, and any
 * other registry (the chat's LLM tools) can too. `input` is a zod shape (the MCP SDK turns it into
 * the JSON schema clients see); `key` names the field of the structured answer; `run` gets the
 * validated arguments and an open store, and throws a one-sentence error for anything it refuses.
 */
export interface MagisTool<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: S;
  annotations: ToolAnnotations;
  key: string;
  run: (store: Store, args: z.infer<z.ZodObject<S>>) => unknown;
}

/** Keeps each tool's argument types while the list holds tools of different shapes. */
export const defineTool = <S extends z.ZodRawShape>(tool: MagisTool<S>): MagisTool => tool as unknown as MagisTool;

export const READ_ONLY: ToolAnnotations = {readOnlyHint: true, openWorldHint: false};
