import stringWidth from 'string-width';

/** A drawn row of one editor line: `line.slice(start, end)`, at most the width (hanging spaces aside). */
export interface EditorRow {
  start: number;
  end: number;
}

/** The whole character at a UTF-16 index (both halves of an emoji). */
function charAt(line: string, index: number): string {
  const code = line.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * Splits one line of the prompt into rows of at most `width` terminal columns, breaking after a
 * space (a word longer than a row is cut hard). Unlike wrap-ansi, every character keeps its index
 * — the cursor needs it — and no row starts with the space it broke at. Spaces at a break hang at
 * the end of their row and are not drawn.
 */
export function editorRows(line: string, width: number): EditorRow[] {
  const w = Math.max(1, Math.floor(width));
  const rows: EditorRow[] = [];
  let start = 0;
  for (;;) {
    let used = 0;
    let i = start;
    let lastBreak = -1;
    while (i < line.length) {
      const ch = charAt(line, i);
      const cw = stringWidth(ch);
      if (used + cw > w) break;
      used += cw;
      i += ch.length;
      if (ch === ' ') lastBreak = i;
    }
    if (i >= line.length) {
      rows.push({start, end: line.length});
      return rows;
    }
    let end = lastBreak > start ? lastBreak : i;
    if (line[i] === ' ') {
      end = i;
      while (line[end] === ' ') end++;
    }
    if (end === start) end = start + charAt(line, start).length; // a character wider than the row
    rows.push({start, end});
    start = end;
    if (start >= line.length) return rows;
  }
}

/** Row text as drawn: hanging spaces past the width dropped. */
export function rowText(line: string, row: EditorRow, width: number): string {
  let text = line.slice(row.start, row.end);
  while (text.endsWith(' ') && stringWidth(text) > width) text = text.slice(0, -1);
  return text;
}
