import stringWidth from 'string-width';
import {describe, expect, it} from 'vitest';
import {drawFirstFrame, frameRows} from './first-frame.js';

describe('the first frame, drawn before the UI loads', () => {
  it("is the onboarding's first question in a new home, in the locale's language, with what is typed", () => {
    expect(frameRows('onboarding', 'pt', 80, 'sou a Ri', false)).toEqual(['Oi! Algumas perguntas rápidas para eu te conhecer (Esc pula).', '1/5 Como você quer que eu te chame?', '› sou a Ri ']);
    expect(frameRows('onboarding', 'en', 80, 'Dana\rAus', false)).toEqual(['Hi! A few quick questions so I know you (Esc skips).', '1/5 What should I call you?', '✓ Dana', '› Aus ']);
  });

  it('asks a Portugal locale as Portugal asks: no "você", "te" or "pula" on its first screen', () => {
    const rows = frameRows('onboarding', 'pt', 80, '', false, 'pt-PT');
    expect(rows.slice(0, 2)).toEqual(['Olá! Algumas perguntas rápidas, para saber quem é (Esc salta).', '1/5 Como se chama?']);
    const out: string[] = [];
    drawFirstFrame('onboarding', 'pt', {isTTY: true, columns: 80, write: t => out.push(t)}, {NO_COLOR: '1', LANG: 'pt_PT.UTF-8'});
    expect(out.join('')).toContain('1/5 Como se chama?');
    expect(out.join('')).not.toMatch(/você|\bte\b|pula/);
  });

  it('is the empty prompt box for anyone else, messages already typed above it, as wide as the terminal', () => {
    const rows = frameRows('chat', 'en', 40, 'my dad has physio\rwho is', false);
    expect(rows).toEqual(['› my dad has physio', '', `╭${'─'.repeat(38)}╮`, `│ › who is ${' '.repeat(27)} │`, `╰${'─'.repeat(38)}╯`]);
    for (const r of rows) expect(stringWidth(r)).toBeLessThanOrEqual(40);
  });

  it('never draws a row wider than the terminal (a long answer is cut, not wrapped)', () => {
    for (const r of frameRows('onboarding', 'pt', 30, 'Dana — project manager at a software company — weekday mornings', false)) expect(stringWidth(r)).toBeLessThanOrEqual(30);
  });

  it('is wiped row by row back to where it began, never cleared below (tmux keeps that in its scrollback)', () => {
    const out: string[] = [];
    const frame = drawFirstFrame('onboarding', 'en', {isTTY: true, columns: 80, write: t => out.push(t)}, {NO_COLOR: '1'});
    out.length = 0;
    frame.erase();
    expect(out.join('')).toBe('\u001B[2A\r\u001B[2K\u001B[1B\u001B[2K\u001B[1B\u001B[2K\u001B[2A\u001B[?25h');
    expect(out.join('')).not.toContain('\u001B[J');
    const off: string[] = [];
    drawFirstFrame('chat', 'en', {isTTY: false, write: t => off.push(t)}).typed('x');
    expect(off).toEqual([]);
  });
});
