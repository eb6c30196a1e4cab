import type {Context} from '../domain/types.js';

/**
 * Colours by role. With NO_COLOR set every colour is dropped, but bold, dim and inverse stay:
 * they are not colour, and the input cursor is drawn in inverse.
 */
export interface Palette {
  user?: string;
  assistant?: string;
  notice?: string;
  error?: string;
  accent?: string;
  muted?: string;
  border?: string;
  mode: Record<Context, string | undefined>;
}

/** The colours to use now: read per render, so NO_COLOR set at start-up (or in a test) is honoured. */
export function palette(env: NodeJS.ProcessEnv = process.env): Palette {
  if (env.NO_COLOR) return {mode: {work: undefined, personal: undefined, family: undefined}};
  return {
    user: 'cyan',
    assistant: 'magenta',
    notice: 'yellow',
    error: 'red',
    accent: 'cyan',
    muted: 'gray',
    border: 'gray',
    mode: {work: 'blue', personal: 'green', family: 'yellow'},
  };
}

/** Gutter marks: the way user and assistant lines stay apart without colour. */
export const MARK = {user: '›', assistant: '✦', notice: '!', error: '✖', info: ' '} as const;
