import {describe, expect, it} from 'vitest';
import stringWidth from 'string-width';
import {hangingPrefix, wrapLine, wrapText} from './wrap.js';

const PT = '• Seu filho precisa ir ao pediatra — quer que eu lembre você de marcar? Sua preferência: consultas de manhã, antes das 10h.';

describe('wrapText', () => {
  it.each([20, 40, 60, 80, 120])('never draws a line wider than %i columns', width => {
    const lines = wrapText(`${PT}\n  2. Reunião às 9h — levar o relatório\n\nAção: ${'çãõéêíóú'.repeat(30)}`, width);
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(width);
    expect(lines.join(' ').replace(/\s+/g, '')).toBe(`${PT}2.Reuniãoàs9h—levarorelatórioAção:${'çãõéêíóú'.repeat(30)}`.replace(/\s+/g, ''));
  });

  it('hangs continuation lines under the text after a bullet, with no stray leading space', () => {
    const lines = wrapLine(PT, 40);
    expect(lines[0]!.startsWith('• Seu')).toBe(true);
    for (const l of lines.slice(1)) expect(l).toMatch(/^ {2}\S/);
  });

  it('counts wide characters as two columns', () => {
    const lines = wrapLine('猫猫猫猫猫 猫猫猫猫猫', 10);
    expect(lines).toEqual(['猫猫猫猫猫', '猫猫猫猫猫']);
  });

  it('hangs a wrapped /help description under the descriptions, not at the start of the row', () => {
    const row = '  /memory on|off   contexto inteligente: on usa suas memórias, off só esta conversa';
    const lines = wrapLine(row, 50);
    expect(lines.length).toBeGreaterThan(1);
    const column = row.indexOf('contexto');
    for (const l of lines.slice(1)) expect(l.length - l.trimStart().length).toBe(column);
  });

  it('keeps a /help row in the list when its command column is too wide to hang under (60 columns)', () => {
    const row = `  /context work|personal|family  troca o modo (sem modo: mostra o atual)`;
    const lines = wrapLine(row, 56);
    expect(lines.length).toBeGreaterThan(1);
    // Every row keeps the list's two-space indentation; none starts at the left edge.
    for (const l of lines) expect(l.startsWith('  ')).toBe(true);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(56);
  });

  it('finds list prefixes and indents', () => {
    expect(hangingPrefix('  • texto')).toBe('  • ');
    expect(hangingPrefix('12) item')).toBe('12) ');
    expect(hangingPrefix('    indented')).toBe('    ');
    expect(hangingPrefix('plain')).toBe('');
  });
});
