import stringWidth from 'string-width';
import {afterEach, describe, expect, it} from 'vitest';
import App from './app.js';
import {CLEAR_TERMINAL} from './components/message-list.js';
import {fakeServices} from './testing/fake-services.js';
import {overflowing, renderAt, type SizedRender} from './testing/render-at.js';
import {settle, until} from './testing/settle.js';

const ENTER = '\r';

/** Portuguese with accents, em dashes and bullets: the text that used to be drawn too wide. */
const DUE = 'Seu filho precisa ir ao pediatra — quer que eu lembre você de marcar? Sua preferência: consultas de manhã, antes das 10h.';
const REPLY = [
  'Anotado: João, seu filho, 7 anos — tosse há três dias.',
  '  • Pediatra na quinta às 15h — levar a carteirinha de vacinação e o relatório da escola.',
  '  • Dentista: faz 7 meses desde a última limpeza; quer que eu lembre você de marcar?',
].join('\n');
const PASTE = `${'A reunião de amanhã — às 9h — foi remarcada para a sala de reuniões do terceiro andar; ação: avisar a Fernanda. '.repeat(4)}Fim.`;

let current: SizedRender | undefined;
afterEach(() => current?.unmount());

async function chatAt(columns: number) {
  const {services} = fakeServices({
    greeting: async () => ({
      text: 'Bom dia, Rafael! Pendências:',
      due: [DUE],
      agenda: ['15h: pediatra (João) — levar a carteirinha de vacinação e o relatório da escola.', 'Tarefa: renovar o passaporte.'],
      suggestions: ['Você falou do pediatra do João e da consulta de manhã cedo; quer marcar?'],
      language: 'pt',
    }),
    runTurn: async (_input, events) => {
      events.onToken?.(REPLY);
      return {reply: REPLY, conversationId: 1, memoriesUsed: 7, engine: 'offline', language: 'pt', questions: []};
    },
  });
  const r = renderAt(<App services={services} />, columns);
  current = r;
  await until(() => r.lastFrame().includes('Rafael'));
  return r;
}

async function type(r: SizedRender, text: string) {
  r.stdin.write(text);
  await settle(r.lastFrame);
}

describe('the chat laid out at the terminal width', () => {
  it.each([40, 60, 80, 120])('draws no line wider than %i columns: greeting, a long paste, a bulleted answer, the status line', async columns => {
    const r = await chatAt(columns);
    expect(r.lastFrame()).toContain('Bom dia, Rafael!');
    // Today's agenda under its label, in the user's language.
    const opening = r.lastFrame().split('\n');
    const today = opening.indexOf('Hoje:');
    expect(today).toBeGreaterThan(0);
    expect(opening[today + 1]).toMatch(/^ {2}• 15h: pediatra \(João\)/);
    expect(opening.some(l => /^ {2}• Tarefa: renovar o passaporte\.$/.test(l))).toBe(true);
    await type(r, PASTE);
    await until(() => r.lastFrame().includes('Fim.'));
    // While the long text sits in the input box: it fits, and its rows start under the text, never
    // with the space the line broke at ("│    relatório").
    expect(overflowing(r.lastFrame(), columns)).toEqual([]);
    const boxRows = r
      .lastFrame()
      .split('\n')
      .filter(l => l.startsWith('│'));
    expect(boxRows.length).toBeGreaterThan(columns < 100 ? 2 : 1);
    for (const row of boxRows.slice(1).filter(l => l.slice(1, -1).trim())) expect(row).toMatch(/^│ {3}\S/);
    await type(r, ENTER);
    await until(() => r.lastFrame().includes('Dentista'));
    const frame = r.lastFrame();
    expect(frame).toContain('Fim.');
    expect(frame).toContain('Dentista');
    expect(overflowing(frame, columns)).toEqual([]);
    // Bullet continuation lines hang under the bullet's text (4 spaces), never under the bullet.
    const lines = frame.split('\n');
    const bullet = lines.findIndex(l => l.includes('• Pediatra'));
    if (!lines[bullet + 1]!.includes('•')) expect(lines[bullet + 1]).toMatch(/^ {6}\S/);
    else expect(columns).toBeGreaterThanOrEqual(100); // fits on one line only when wide
    // Nothing starts a continuation with the space Ink's own wrapping used to keep.
    expect(lines.filter(l => /^ {2}\S/.test(l) || /^ {3}\S/.test(l)).filter(l => /^ {3}\S/.test(l))).toEqual([]);
    // The status line never runs words together.
    const status = lines.filter(l => l.trim()).at(-1)!;
    expect(status).not.toMatch(/usadas\S|\S\/help/);
    expect(stringWidth(status)).toBeLessThanOrEqual(columns);
  });

  it('keeps the quit warning and the mode at 40 columns, dropping the memory count', async () => {
    const r = await chatAt(40);
    await type(r, 'oi');
    await type(r, ENTER);
    await until(() => r.lastFrame().includes('Dentista'));
    await type(r, '\u0003');
    await until(() => r.lastFrame().includes('Ctrl+C de novo'));
    const status = r
      .lastFrame()
      .split('\n')
      .filter(l => l.trim())
      .at(-1)!;
    expect(status).toContain('Ctrl+C de novo para sair');
    expect(status).toContain('personal');
    expect(status).not.toContain('memórias');
  });
});

describe('resizing the terminal', () => {
  it('clears the screen and prints the transcript again at the new width', async () => {
    const r = await chatAt(100);
    await type(r, 'Minha filha Susana tem 16 anos');
    await type(r, ENTER);
    await until(() => r.lastFrame().includes('Dentista'));
    const before = r.stdout.frames.length;
    r.stdout.resize(50);
    await until(() => r.lastFrame().split('Bom dia, Rafael!').length > 2 && r.lastFrame().split('Minha filha Susana').length > 2);
    const after = r.stdout.frames.slice(before).join('');
    expect(after).toContain(CLEAR_TERMINAL);
    // Test frames hold all static output so far: the transcript printed again is the last copy.
    const redrawn = r.lastFrame().slice(r.lastFrame().lastIndexOf('Bom dia, Rafael!'));
    expect(redrawn).toContain('Minha filha Susana tem 16 anos');
    expect(overflowing(redrawn, 50)).toEqual([]);
    // Growing again redraws too; the same width does not.
    r.stdout.resize(90);
    await until(() => r.lastFrame().split('Bom dia, Rafael!').length > 3);
    const frames = r.stdout.frames.length;
    r.stdout.resize(90);
    await settle(r.lastFrame);
    expect(r.stdout.frames.slice(frames).join('')).not.toContain(CLEAR_TERMINAL);
  });
});
