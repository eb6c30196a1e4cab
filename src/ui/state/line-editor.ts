/**
 * The text of the input box and its cursor as plain data. Multi-line: lines are separated by
 * "\n"; the cursor is an index into the whole text (0…length).
 */
export interface EditorState {
  text: string;
  cursor: number;
}

/** An empty input. */
export const emptyEditor = (): EditorState => ({text: '', cursor: 0});

/** `text` with the cursor at its end (a history entry, a completion). */
export const editorFrom = (text: string): EditorState => ({text, cursor: text.length});

/** Types or pastes `input` at the cursor. */
export function insertText(s: EditorState, input: string): EditorState {
  return {text: s.text.slice(0, s.cursor) + input + s.text.slice(s.cursor), cursor: s.cursor + input.length};
}

/** Deletes the character before the cursor (a whole surrogate pair for emoji). */
export function backspace(s: EditorState): EditorState {
  if (s.cursor === 0) return s;
  const width = isLowSurrogate(s.text.charCodeAt(s.cursor - 1)) && s.cursor >= 2 ? 2 : 1;
  return {text: s.text.slice(0, s.cursor - width) + s.text.slice(s.cursor), cursor: s.cursor - width};
}

/** Deletes the character under the cursor (Delete, Ctrl+D on a non-empty line). */
export function deleteForward(s: EditorState): EditorState {
  if (s.cursor >= s.text.length) return s;
  const width = isHighSurrogate(s.text.charCodeAt(s.cursor)) ? 2 : 1;
  return {text: s.text.slice(0, s.cursor) + s.text.slice(s.cursor + width), cursor: s.cursor};
}

/** One character left (across a line break too). */
export function moveLeft(s: EditorState): EditorState {
  if (s.cursor === 0) return s;
  const width = isLowSurrogate(s.text.charCodeAt(s.cursor - 1)) && s.cursor >= 2 ? 2 : 1;
  return {...s, cursor: s.cursor - width};
}

/** One character right (across a line break too). */
export function moveRight(s: EditorState): EditorState {
  if (s.cursor >= s.text.length) return s;
  const width = isHighSurrogate(s.text.charCodeAt(s.cursor)) ? 2 : 1;
  return {...s, cursor: s.cursor + width};
}

/** Start of the cursor's line (Home, Ctrl+A). */
export function lineStart(s: EditorState): EditorState {
  return {...s, cursor: s.text.lastIndexOf('\n', s.cursor - 1) + 1};
}

/** End of the cursor's line (End, Ctrl+E). */
export function lineEnd(s: EditorState): EditorState {
  const nl = s.text.indexOf('\n', s.cursor);
  return {...s, cursor: nl === -1 ? s.text.length : nl};
}

/** Deletes from the line start to the cursor (Ctrl+U), like a shell. */
export function killToLineStart(s: EditorState): EditorState {
  const start = lineStart(s).cursor;
  return {text: s.text.slice(0, start) + s.text.slice(s.cursor), cursor: start};
}

/** Deletes the word before the cursor (Ctrl+W). */
export function deleteWordBack(s: EditorState): EditorState {
  let i = s.cursor;
  while (i > 0 && /\s/.test(s.text[i - 1]!) && s.text[i - 1] !== '\n') i--;
  while (i > 0 && !/\s/.test(s.text[i - 1]!)) i--;
  if (i === s.cursor && i > 0) i--; // only a newline before the cursor: join the lines
  return {text: s.text.slice(0, i) + s.text.slice(s.cursor), cursor: i};
}

/** Line and column of the cursor, 0-based. */
export function cursorPosition(s: EditorState): {line: number; column: number} {
  const before = s.text.slice(0, s.cursor);
  const line = before.split('\n').length - 1;
  return {line, column: s.cursor - (before.lastIndexOf('\n') + 1)};
}

/** Moves to the same column one line up/down; null when already on the first/last line (history takes over). */
export function moveVertical(s: EditorState, delta: -1 | 1): EditorState | null {
  const lines = s.text.split('\n');
  const {line, column} = cursorPosition(s);
  const target = line + delta;
  if (target < 0 || target >= lines.length) return null;
  let offset = 0;
  for (let i = 0; i < target; i++) offset += lines[i]!.length + 1;
  return {...s, cursor: offset + Math.min(column, lines[target]!.length)};
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
