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
  /** Once the keys typed before raw mode are read and their echo wiped: a frame may be drawn. */
  ready: Promise<void>;
  /** Stops holding and returns what was typed, every Enter as "\r" (after `ready`, and one turn more to read what is pending). */
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
 * What was typed, as the UI reads it: lines typed before raw mode end in the terminal's line feed,
 * an Enter all the same; arrow and function keys (escape sequences) move nothing yet and are
 * dropped; a lone Esc stays.
 */
function cleanTyped(text: string): string {
  return (
    text
      .replace(/\r\n|\n/g, '\r')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are what it drops
      .replace(/\u001B(?:\[[0-9;?]*[ -/]*[@-~]|O[@-~])/g, '')
  );
}

export interface HoldOptions {
  stdin?: Tty;
  stdout?: Screen;
  onInterrupt?: () => void;
  /** Whether the terminal may have echoed keys before (false: raw mode was on until now). */
  echoed?: boolean;
  /** Called with everything typed so far (Enter as "\r") as keys arrive: the first frame shows it. */
  onTyped?: (typed: string) => void;
}

/** How long after raw mode keys still count as typed before it (read at the loop's next turn). */
const ECHO_WINDOW_MS = 40;

/**
 * Starts holding keys: raw mode at once (no echo; Ctrl+C is read as a key, so it is obeyed here as
 * the terminal would have), everything typed kept until `take`. What arrives in the first moment
 * was typed before and echoed by the terminal: that echo is wiped once it is read (`ready`), before
 * anything is drawn. A no-op off a terminal.
 */
export function holdTypedKeys(opts: HoldOptions = {}): HeldKeys {
  const {stdin = process.stdin, stdout = process.stdout, onInterrupt = () => process.exit(130)} = opts;
  if (!stdin.isTTY || typeof stdin.setRawMode !== 'function') return {ready: Promise.resolve(), take: async () => '', release: () => undefined};
  stdin.setRawMode(true);
  const decoder = new StringDecoder('utf8');
  let text = '';
  /** What the terminal echoed before raw mode: what is read before the window closes; null once it has. */
  let echoed: string | null = opts.echoed === false ? null : '';
  let echoEnded = false;
  const onChunk = (chunk: Buffer | string) => {
    const s = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    // A raw-mode Enter ("\r") was not echoed: the echo ends before it.
    if (echoed !== null && !echoEnded) {
      echoed += s.includes('\r') ? s.slice(0, s.indexOf('\r')) : s;
      echoEnded = s.includes('\r');
    }
    if (s.includes('\u0003')) {
      stdin.setRawMode?.(false);
      onInterrupt();
      return;
    }
    text += s;
    opts.onTyped?.(cleanTyped(text));
  };
  // Read as Ink reads ('readable', then read() until empty), never switching the stream to flowing
  // or pausing it: Ink's own listener takes over the same stream state after `take` (a pause here
  // left the terminal unread after the onboarding, and the chat's process ran out of work and ended).
  const onReadable = () => {
    let chunk: Buffer | string | null;
    while ((chunk = stdin.read()) !== null) onChunk(chunk);
  };
  stdin.on('readable', onReadable);
  /**
   * The echo wiped, once the window closed: after the timer, one turn more (a loop busy past the
   * timer runs it before it reads the terminal). It starts at the left edge (the shell's Enter put
   * the cursor there): up to its first row, each row erased going down, back to the first — never
   * "clear below", which tmux keeps in its scrollback.
   */
  const ready = new Promise<void>(resolve => {
    if (echoed === null) return resolve();
    setTimeout(
      () =>
        setImmediate(() => {
          onReadable();
          const was = echoed ?? '';
          echoed = null;
          const rows = was && stdout.isTTY ? echoRows(was, stdout.columns ?? 80) : 0;
          const up = was.endsWith('\n') ? rows : rows - 1;
          if (rows) stdout.write(`${up > 0 ? `\u001B[${up}A` : ''}\r\u001B[2K${'\u001B[1B\u001B[2K'.repeat(rows - 1)}${rows > 1 ? `\u001B[${rows - 1}A` : ''}`);
          resolve();
        }),
      ECHO_WINDOW_MS,
    );
  });
  return {
    ready,
    release() {
      stdin.removeListener('readable', onReadable);
      stdin.pause();
      stdin.setRawMode?.(false);
    },
    async take() {
      await ready;
      await new Promise(resolve => setImmediate(resolve));
      onReadable();
      stdin.removeListener('readable', onReadable);
      return cleanTyped(text + decoder.end());
    },
  };
}
