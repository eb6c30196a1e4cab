import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
import {editorRows, rowText} from './editor-rows.js';

const TEXT = 'A reunião de amanhã — às 9h — foi remarcada: • levar o relatório • avisar a Fernanda • confirmar a sala.';

describe('editorRows', () => {
  it.each([10, 20, 34, 54, 74])('covers every character once and draws no row wider than %i columns', width => {
    const rows = editorRows(TEXT, width);
    expect(rows.map(r => TEXT.slice(r.start, r.end)).join('')).toBe(TEXT);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.start).toBe(rows[i - 1]!.end);
    for (const r of rows) {
      const text = rowText(TEXT, r, width);
      expect(stringWidth(text)).toBeLessThanOrEqual(width);
      expect(text.startsWith(' ')).toBe(false);
    }
  });

  it('breaks after spaces, and cuts a word longer than a row', () => {
    // The space at the break hangs at the end of its row (not drawn), never starting the next.
    expect(editorRows('aaa bbb ccc', 7).map(r => 'aaa bbb ccc'.slice(r.start, r.end))).toEqual(['aaa bbb ', 'ccc']);
    expect(editorRows('aaa bbb ccc', 6).map(r => 'aaa bbb ccc'.slice(r.start, r.end))).toEqual(['aaa ', 'bbb ', 'ccc']);
    expect(editorRows('abcdefghij', 4).map(r => 'abcdefghij'.slice(r.start, r.end))).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('keeps an emoji whole and counts it as two columns', () => {
    const line = 'ok 😀😀 fim';
    const rows = editorRows(line, 4);
    expect(rows.map(r => line.slice(r.start, r.end))).toEqual(['ok ', '😀😀 ', 'fim']);
    for (const r of rows) expect(stringWidth(rowText(line, r, 4))).toBeLessThanOrEqual(4);
  });

  it('an empty line is one empty row', () => {
    expect(editorRows('', 10)).toEqual([{start: 0, end: 0}]);
  });
});
