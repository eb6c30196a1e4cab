/**
 * Plain output, with no styling library: what cron's `magis remind` and scripts' `--json` runs
 * print (src/cli/fast.ts). Styled helpers (dim, bold…) are in output.ts.
 */
import {fstatSync, writeSync} from 'node:fs';
import {terminalText} from '../text/terminal.js';
import {screenText} from '../text/screen.js';

/**
 * Characters JSON.stringify leaves raw that a terminal acts on: DEL and the C1 controls (U+009B is
 * a whole CSI, U+009D an OSC), and the bidirectional marks, embeddings, overrides and isolates,
 * which reorder what is shown after them on the line. They can only stand inside a string.
 */
const RAW_CONTROLS = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON for scripts: stable, one document per call. Text from outside (a calendar title, a note,
 * an MCP client's words) keeps every character, but a control a terminal would obey is written as
 * its \u escape — `--json` is often read on a screen; a JSON reader gets the same string.
 */
export function printJson(value: unknown): void {
  write(escapeJsonControls(JSON.stringify(value, null, 2)) + '\n');
}

/**
 * JSON text with those controls written as their \u escapes: the same document to a JSON reader,
 * nothing a terminal obeys when it is shown (`printJson`, and the exports a user may `cat`).
 */
export function escapeJsonControls(json: string): string {
  return json.replace(RAW_CONTROLS, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A line for people (a terminal, cron's mail): what it quotes from outside — a calendar's title, a
 * note, a message — carries no control sequence (text/terminal.ts); Magis's own styling stays.
 */
export function println(text = ''): void {
  write(terminalText(screenText(text), {keepStyle: true}) + '\n');
}

/** A line on standard error ("magis: …", a warning, a notice), cleaned as `println`'s. */
export function eprintln(text: string): void {
  process.stderr.write(`${terminalText(screenText(text), {keepStyle: true})}\n`);
}

let direct: boolean | undefined;

/**
 * Standard output. To a pipe or a file it is written straight to the descriptor: creating
 * process.stdout for a pipe loads net and streams, ~3 ms of every `memories search --json` and of
 * a cron run that prints (bench/RESULTS.md, "Start-up, third pass"). Node writes stdio pipes and
 * files synchronously too, so the order with anything printed through the stream is the same. A
 * terminal keeps the stream.
 */
function write(text: string): void {
  direct ??= canWriteDirectly();
  if (!direct) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text);
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(1, bytes, done);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The reader left (`magis memories list | head`): end quietly, as the stream's handler does.
    if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
    // A descriptor someone made non-blocking, and full: the stream waits for it properly.
    if (code === 'EAGAIN') {
      direct = false;
      process.stdout.write(bytes.subarray(done));
      return;
    }
    throw error;
  }
}

function canWriteDirectly(): boolean {
  try {
    return !fstatSync(1).isCharacterDevice();
  } catch {
    return false; // no descriptor 1: let Node's stream decide what that means
  }
}
