import stringWidth from 'string-width';
import {describe, expect, it, vi} from 'vitest';
import {fitWidth} from './people-tree.js';

// Every text string-width is asked to measure, kept while it measures as it does.
vi.mock('string-width', async importOriginal => {
  const real = await importOriginal<typeof import('string-width')>();
  return {default: vi.fn(real.default)};
});
const measured = () => vi.mocked(stringWidth).mock.calls.map(([text]) => text.length);

/**
 * A line is cut to the terminal's width measuring only what could show: string-width on a whole
 * 70,000-character calendar title took 90 s a line (`timeline`), so the work is bounded by the
 * width, never by the text — counted here in characters measured, not in time.
 */
describe('fitWidth', () => {
  it('cuts a 70,000-character line to the width, measuring at most a bounded head of it', () => {
    vi.mocked(stringWidth).mockClear();
    const line = `  5 pm — ${'x'.repeat(70_000)}`;
    const cut = fitWidth(line, 100);
    expect(cut).toBe(`${line.slice(0, 99)}…`);
    expect(stringWidth(cut)).toBe(100);
    expect(Math.max(...measured())).toBeLessThanOrEqual(100 * 8 + 256);
  });

  it('keeps a line that fits whole, wide characters and styling measured as the terminal shows them', () => {
    for (const line of ['  9 am — Natação (Lia)', '  🎂 Aniversário da Bia', '\u001b[2m10 am\u001b[22m — dentist', '漢字'.repeat(20)]) expect(fitWidth(line, 100)).toBe(line);
    expect(fitWidth('漢字'.repeat(60), 100)).toBe(`${'漢字'.repeat(24)}漢…`);
  });
});
