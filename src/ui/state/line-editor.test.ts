import {describe, expect, it} from 'vitest';
import {backspace, cursorPosition, deleteForward, deleteWordBack, editorFrom, emptyEditor, insertText, killToLineStart, lineEnd, lineStart, moveLeft, moveRight, moveVertical} from './line-editor.js';

describe('line editor', () => {
  it('inserts at the cursor and deletes around it', () => {
    let s = insertText(emptyEditor(), 'helo');
    s = insertText(moveLeft(s), 'l');
    expect(s).toEqual({text: 'hello', cursor: 4});
    expect(backspace(s)).toEqual({text: 'helo', cursor: 3});
    expect(deleteForward(s)).toEqual({text: 'hell', cursor: 4});
    expect(backspace(emptyEditor())).toEqual(emptyEditor());
  });

  it('treats an emoji as one character', () => {
    const s = editorFrom('oi 👋');
    expect(backspace(s).text).toBe('oi ');
    expect(moveLeft(s).cursor).toBe(3);
    expect(moveRight(moveLeft(s)).cursor).toBe(5);
  });

  it('moves within and between lines', () => {
    const s = editorFrom('first line\nsecond');
    expect(cursorPosition(s)).toEqual({line: 1, column: 6});
    const up = moveVertical(s, -1)!;
    expect(cursorPosition(up)).toEqual({line: 0, column: 6});
    expect(moveVertical(up, -1)).toBeNull(); // first line: history takes over
    expect(moveVertical(s, 1)).toBeNull();
    expect(lineStart(s).cursor).toBe(11);
    expect(lineEnd(lineStart(up)).cursor).toBe(10);
  });

  it('clamps the column on a shorter line', () => {
    const s = {text: 'ab\nlonger line', cursor: 14};
    expect(moveVertical(s, -1)!.cursor).toBe(2);
  });

  it('kills to line start and deletes words like a shell', () => {
    expect(killToLineStart(editorFrom('a\nbc d'))).toEqual({text: 'a\n', cursor: 2});
    expect(deleteWordBack(editorFrom('remember the  '))).toEqual({text: 'remember ', cursor: 9});
    expect(deleteWordBack(editorFrom('a\n'))).toEqual({text: 'a', cursor: 1});
  });
});
