import {Box, Text, useInput, type Key} from 'ink';
import {useCallback, useRef, useState, type ReactNode} from 'react';
import stringWidth from 'string-width';
import {FALLBACK_COLUMNS} from '../hooks/use-columns.js';
import {editorRows, rowText} from '../layout/editor-rows.js';
import {cut} from '../layout/status.js';
import {completeCommand} from '../commands/parse.js';
import type {InputHistoryApi} from '../hooks/use-input-history.js';
import {
  backspace,
  cursorPosition,
  deleteForward,
  deleteWordBack,
  editorFrom,
  emptyEditor,
  insertText,
  killToLineStart,
  lineEnd,
  lineStart,
  moveLeft,
  moveRight,
  moveVertical,
  type EditorState,
} from '../state/line-editor.js';
import {MARK, palette} from '../theme.js';

export interface InputBoxProps {
  /** Called with the text on Enter (never blank). */
  onSubmit(text: string): void;
  /** Ctrl+C. The box clears itself first unless `busy` (a draft survives cancelling an answer). */
  onInterrupt?(): void;
  /** Ctrl+D on an empty input. */
  onEof?(): void;
  /** Any other key: lets the chat disarm "press Ctrl+C again". */
  onActivity?(): void;
  history: InputHistoryApi;
  /** An answer or command is running: typing works, Enter waits. */
  busy?: boolean;
  placeholder?: string;
  /** Slash command names for Tab completion. */
  commandNames?: readonly string[];
  /** Columns available (the terminal's width); the text is wrapped to fit inside the border. */
  width?: number;
  /** Text already typed when the box appears (typed ahead of the chat, no Enter yet). */
  initialText?: string;
}

/** The gutter holding "›". */
const MARK_WIDTH = 2;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A chunk split into single control characters and runs of text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it splits on
const CHUNK = /[\u0000-\u001f\u007f]|[^\u0000-\u001f\u007f]+/g;

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** The key Ink would have reported for one part of a chunk, had it arrived alone. */
function keyOf(part: string): [string, Key] {
  if (!CONTROL.test(part)) return [part, NO_KEY];
  if (part === '\r') return ['', {...NO_KEY, return: true}];
  if (part === '\n') return ['\n', NO_KEY];
  if (part === '\t') return ['', {...NO_KEY, tab: true}];
  if (part === '\u007f' || part === '\b') return ['', {...NO_KEY, backspace: true}];
  if (part === '\u001b') return ['', {...NO_KEY, escape: true}];
  return [String.fromCharCode(part.charCodeAt(0) + 96), {...NO_KEY, ctrl: true}];
}

/** Printable text from a key chunk: tabs become spaces, other control characters are dropped. */
function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  return text.replace(/\t/g, '  ').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
}

/** The whole character at a position (both halves of an emoji), '' past the end. */
function charAt(line: string, index: number): string {
  const code = line.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * The prompt: a multi-line editor with history. Enter sends; Alt+Enter, Ctrl+J or a trailing
 * backslash insert a new line (terminals differ in which of these they can send).
 */
export default function InputBox({onSubmit, onInterrupt, onEof, onActivity, history, busy = false, placeholder, commandNames = [], width, initialText = ''}: InputBoxProps) {
  const [editor, setEditorState] = useState<EditorState>(() => (initialText ? editorFrom(clean(initialText)) : emptyEditor()));
  // Keys can arrive faster than React re-renders; the handler always works on the latest text.
  const ref = useRef(editor);
  const setEditor = useCallback((next: EditorState) => {
    ref.current = next;
    setEditorState(next);
  }, []);
  const props = useRef({onSubmit, onInterrupt, onEof, onActivity, history, busy, commandNames});
  props.current = {onSubmit, onInterrupt, onEof, onActivity, history, busy, commandNames};

  const handle = useCallback(
    function onKey(input: string, key: Key): void {
      const p = props.current;
      const s = ref.current;
      const edit = (next: EditorState) => {
        if (next.text !== s.text) p.history.edit();
        setEditor(next);
      };
      const submit = (text: string) => {
        if (p.busy || !text.trim()) return false;
        p.history.push(text);
        setEditor(emptyEditor());
        p.onSubmit(text);
        return true;
      };

      if (key.ctrl && input === 'c') {
        if (!p.busy && s.text) {
          p.history.edit();
          setEditor(emptyEditor());
        }
        p.onInterrupt?.();
        return;
      }
      if (key.ctrl && input === 'd') {
        if (!s.text) p.onEof?.();
        else edit(deleteForward(s));
        return;
      }
      if (input.length > 1 && !key.ctrl && !key.meta && CONTROL.test(input)) {
        // Ink hands over a burst of keys (a paste, or keys sent faster than they are read) as one chunk.
        const body = input.endsWith('\r') ? input.slice(0, -1) : input;
        if (/[\r\n]/.test(body)) {
          // Line breaks inside: a paste. They become new lines; nothing is sent.
          edit(insertText(s, clean(input.replace(/\r\n?/g, '\n'))));
          return;
        }
        for (const part of input.match(CHUNK) ?? []) onKey(...keyOf(part));
        return;
      }
      p.onActivity?.();

      if (key.return) {
        if (key.meta) return edit(insertText(s, '\n'));
        // "text\" + Enter continues on a new line, for terminals that cannot send Alt+Enter.
        if (s.cursor > 0 && s.text[s.cursor - 1] === '\\') return edit(insertText(backspace(s), '\n'));
        submit(s.text);
        return;
      }
      if (input === '\n' || (key.ctrl && input === 'j')) return edit(insertText(s, '\n'));
      if (key.upArrow || key.downArrow) {
        const moved = moveVertical(s, key.upArrow ? -1 : 1);
        if (moved) return setEditor(moved);
        const text = key.upArrow ? p.history.up(s.text) : p.history.down();
        if (text !== null) setEditor(editorFrom(text));
        return;
      }
      if (key.leftArrow) return setEditor(moveLeft(s));
      if (key.rightArrow) return setEditor(moveRight(s));
      if (key.home || (key.ctrl && input === 'a')) return setEditor(lineStart(s));
      if (key.end || (key.ctrl && input === 'e')) return setEditor(lineEnd(s));
      if (key.ctrl && input === 'u') return edit(killToLineStart(s));
      if (key.ctrl && input === 'w') return edit(deleteWordBack(s));
      // Most terminals send DEL (0x7f) for Backspace and Ink reports it as `delete`.
      if (key.backspace || key.delete) return edit(backspace(s));
      if (key.tab) {
        const completed = completeCommand(s.text, p.commandNames);
        if (completed) edit(editorFrom(completed));
        return;
      }
      if (key.escape || key.ctrl || key.meta || !input) return;
      const text = clean(input);
      if (text) edit(insertText(s, text));
    },
    [setEditor],
  );
  useInput(handle);

  const p = palette();
  const lines = editor.text.split('\n');
  const at = cursorPosition(editor);
  // Border (1) + padding (1) on each side, and the 2-column mark: the rest holds text.
  const inner = Math.max(1, (width ?? FALLBACK_COLUMNS) - 2 * (1 + 1) - MARK_WIDTH);
  const rows: Array<{key: string; mark: string; body: ReactNode}> = [];
  lines.forEach((line, i) => {
    if (i === at.line && !editor.text && placeholder) {
      // The cursor sits on the placeholder's first letter, as in ink-text-input.
      const shown = cut(placeholder, inner);
      rows.push({
        key: 'placeholder',
        mark: MARK.user,
        body: (
          <Text>
            <Text inverse dimColor>
              {shown[0]}
            </Text>
            <Text dimColor>{shown.slice(1)}</Text>
          </Text>
        ),
      });
      return;
    }
    const parts = editorRows(line, inner);
    // A full last row leaves no room for the cursor after the text: it goes on a row of its own.
    const last = parts.at(-1)!;
    const cursorAtEnd = i === at.line && at.column === line.length;
    if (cursorAtEnd && stringWidth(rowText(line, last, inner)) >= inner && line.length > 0) parts.push({start: line.length, end: line.length});
    parts.forEach((row, r) => {
      const text = rowText(line, row, inner);
      const mark = i === 0 && r === 0 ? MARK.user : ' ';
      const key = `${i}:${r}`;
      const inRow = i === at.line && at.column >= row.start && (at.column < row.end || (r === parts.length - 1 && at.column === row.end));
      const col = at.column - row.start;
      if (!inRow || col > text.length) {
        rows.push({key, mark, body: <Text>{text || ' '}</Text>});
        return;
      }
      const ch = charAt(text, col);
      rows.push({
        key,
        mark,
        body: (
          <Text>
            {text.slice(0, col)}
            <Text inverse>{ch || ' '}</Text>
            {text.slice(col + ch.length)}
          </Text>
        ),
      });
    });
  });
  return (
    <Box borderStyle="round" borderColor={p.border} paddingX={1} flexDirection="column" width={width}>
      {rows.map(row => (
        <Box key={row.key}>
          <Box width={MARK_WIDTH} flexShrink={0}>
            <Text color={busy ? p.muted : p.user} bold={!busy} dimColor={busy}>
              {row.mark}
            </Text>
          </Box>
          <Box flexGrow={1}>{row.body}</Box>
        </Box>
      ))}
    </Box>
  );
}
