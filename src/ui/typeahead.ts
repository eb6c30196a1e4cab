/**
 * Keys typed before the chat (or its onboarding) is on the screen. Until a program puts the
 * terminal in raw mode, the terminal echoes what is typed and turns Enter into a line feed; Ink
 * switched late, so a message typed during start-up showed raw above the first frame and its Enter
 * arrived as a new line inside the next message (two messages sent glued as one). Holding the keys
 * from the first moment of `magis chat` stops the echo, keeps each Enter an Enter, and hands the
 * text to whatever draws first, to be read as typed.
 */
import {StringDecoder} from 'node:string_decoder';

export interface HeldKeys {
  /**
   * Stops holding and returns what was typed, every Enter as "\r"; the echo of it is wiped from the
   * screen. Waits one turn of the event loop first: start-up may not have let the terminal be read yet.
   */
  take(): Promise<string>;
  /** Stops holding and gives the terminal back as it was (a command that fails before drawing anything). */
  release(): void;
}

interface Tty {
  isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  on(event: 'readable', listener: () => void): unknown;
  removeListener(event: 'readable', listener: () => void): unknown;
  read(): Buffer | string | null;
  pause(): unknown;
}

interface Screen {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** How many screen rows the terminal's echo of `text` took from column 0 (a line wraps at `columns`). */
export function echoRows(text: string, columns: number): number {
  const lines = text.split('\n');
  let rows = 0;
  for (const [i, line] of lines.entries()) {
    const last = i === lines.length - 1;
    // The line the cursor is left on counts only when something was echoed on it.
    if (last && !line) break;
    rows += Math.max(1, Math.ceil([...line].length / Math.max(1, columns)));
  }
  return rows;
}

/**
 * Starts holding keys: raw mode at once (no echo; Ctrl+C is read as a key, so it is obeyed here as
 * the terminal would have), everything typed kept until `take`. A no-op off a terminal.
 */
export interface HoldOptions {
  stdin?: Tty;
  stdout?: Screen;
  onInterrupt?: () => void;
  /** Whether the terminal may have echoed keys before (false: raw mode was on until now). */
  echoed?: boolean;
}

export function holdTypedKeys(opts: HoldOptions = {}): HeldKeys {
  const {stdin = process.stdin, stdout = process.stdout, onInterrupt = () => process.exit(130)} = opts;
  if (!stdin.isTTY || typeof stdin.setRawMode !== 'function') return {take: async () => '', release: () => undefined};
  stdin.setRawMode(true);
  const decoder = new StringDecoder('utf8');
  let text = '';
  /** What the terminal had echoed before raw mode: the first chunk, read as soon as the loop is free. */
  let echoed: string | null = opts.echoed === false ? '' : null;
  const onChunk = (chunk: Buffer | string) => {
    const s = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (echoed === null) echoed = s.includes('\r') ? s.slice(0, s.indexOf('\r')).replace(/\r/g, '') : s;
    if (s.includes('\u0003')) {
      stdin.setRawMode?.(false);
      onInterrupt();
      return;
    }
    text += s;
  };
  // Read as Ink reads ('readable', then read() until empty), never switching the stream to flowing
  // or pausing it: Ink's own listener takes over the same stream state after `take` (a pause here
  // left the terminal unread after the onboarding, and the chat's process ran out of work and ended).
  const onReadable = () => {
    let chunk: Buffer | string | null;
    while ((chunk = stdin.read()) !== null) onChunk(chunk);
  };
  stdin.on('readable', onReadable);
  return {
    release() {
      stdin.removeListener('readable', onReadable);
      stdin.pause();
      stdin.setRawMode?.(false);
    },
    async take() {
      await new Promise(resolve => setImmediate(resolve));
      onReadable();
      stdin.removeListener('readable', onReadable);
      // Lines typed before raw mode end in the terminal's line feed: an Enter all the same. Arrow
      // and function keys (escape sequences) move nothing yet and are dropped; a lone Esc stays.
      const typed = (text + decoder.end())
        .replace(/\r\n|\n/g, '\r')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are what it drops
        .replace(/\u001B(?:\[[0-9;?]*[ -/]*[@-~]|O[@-~])/g, '');
      // The echo starts at the left edge (the shell's Enter put the cursor there): up to its first
      // row, each of its rows erased, back to the first. Line by line, not "clear below": a terminal
      // (tmux) keeps a screen cleared from its top-left corner in the scrollback.
      const rows = echoed && stdout.isTTY ? echoRows(echoed, stdout.columns ?? 80) : 0;
      const endsOnFreshRow = !!echoed && echoed.endsWith('\n');
      const up = endsOnFreshRow ? rows : rows - 1;
      if (rows) stdout.write(`${up > 0 ? `\u001B[${up}A` : ''}${'\r\u001B[2K\u001B[1B'.repeat(rows)}\u001B[${rows}A`);
      return typed;
    },
  };
}
