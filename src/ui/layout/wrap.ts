import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';

/**
 * Text laid out the way the terminal will draw it: widths in terminal columns (string-width,
 * which counts "é", "—" and "•" as one column and CJK or emoji as two), never `.length`.
 * Ink's own wrapping keeps the space it broke at on the next line ("   de manha"); wrapping
 * here first, to the exact width, gives Ink lines that already fit.
 */

/** A list marker at the start of a line: bullets, dashes, "1." / "2)", after optional indent. */
const LIST_PREFIX = /^(\s*(?:[•·\-*–▸›✦]|\d{1,3}[.)])\s+)(?=\S)/u;

/**
 * An indented row of a two-column list, as /help prints them: "  /search QUERY   search your
 * memories" — continuation lines hang under the description, not under the command.
 */
const COLUMN_ROW = /^(\s{2,}\/\S+(?: \S+)*? {2,})(?=\S)/u;

/** The leading part of a line that continuation lines hang under ("  • ", "2. ", a /help row's command, or plain indent). */
export function hangingPrefix(line: string): string {
  const list = LIST_PREFIX.exec(line);
  if (list) return list[1]!;
  const row = COLUMN_ROW.exec(line);
  if (row) return row[1]!;
  return /^\s*/.exec(line)![0];
}

/** Columns the terminal uses to draw `text` (ANSI codes count zero). */
export const columnsOf = (text: string): number => stringWidth(text);

/**
 * Wraps one logical line to `width` columns; continuation lines are indented to sit under the
 * text after the prefix. A prefix wider than half the width is not honoured (the text would
 * become a narrow column): the line's plain indentation is, and words longer than a line are cut hard.
 */
export function wrapLine(line: string, width: number): string[] {
  const w = Math.max(1, Math.floor(width));
  if (columnsOf(line) <= w) return [line.trimEnd()];
  let prefix = hangingPrefix(line);
  let indent = columnsOf(prefix);
  if (indent > w / 2) {
    // The line's own indentation still holds ("  /context work|personal|family  …" at 60 columns
    // lost its two spaces and stood out of the list).
    prefix = /^\s*/.exec(line)![0];
    indent = columnsOf(prefix);
    if (indent > w / 2) {
      prefix = '';
      indent = 0;
    }
  }
  const body = line.slice(prefix.length);
  const rows = wrapAnsi(body, w - indent, {hard: true, trim: true, wordWrap: true}).split('\n');
  const pad = ' '.repeat(indent);
  return rows.map((row, i) => (i === 0 ? prefix : pad) + row);
}

/** Wraps every line of a multi-line text to `width` columns (blank lines kept). */
export function wrapText(text: string, width: number): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '  ')
    .split('\n')
    .flatMap(line => wrapLine(line, width));
}
