import {render} from 'ink-testing-library';
import {afterEach, describe, expect, it} from 'vitest';
import type {ChatMessage} from '../state/chat-state.js';
import MessageList from './message-list.js';
import StatusLine from './status-line.js';
import StreamingAnswer from './streaming-answer.js';
import {settle} from '../testing/settle.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const MESSAGES: ChatMessage[] = [
  {id: 1, role: 'greeting', text: 'Bom dia! Pendências:', due: ['Faz 6 meses desde o último dentista — quer marcar?'], suggestions: ['Retomar: viagem a Lisboa']},
  {id: 2, role: 'user', text: 'Minha filha Susana tem 16 anos'},
  {id: 3, role: 'assistant', text: 'Anotado: Susana, sua filha, 16 anos.'},
  {id: 4, role: 'notice', text: 'LLM unreachable — answered offline.'},
  {id: 5, role: 'error', text: 'No memory with id 99; nothing was deleted.'},
  {id: 6, role: 'assistant', text: 'Half', cancelled: '(cancelled)'},
  {id: 7, role: 'info', text: 'Mode: work.'},
];

describe('MessageList', () => {
  it('prints every kind of line, user and assistant marked apart', () => {
    const r = render(<MessageList messages={MESSAGES} width={100} />);
    cleanup = r.unmount;
    const lines = r.lastFrame()!.split('\n');
    const find = (s: string) => lines.find(l => l.includes(s)) ?? '';
    expect(find('Bom dia!')).toBeTruthy();
    expect(find('dentista')).toContain('•');
    expect(find('Retomar')).toBeTruthy();
    expect(find('Susana tem 16').trimStart().startsWith('›')).toBe(true);
    expect(find('Anotado').trimStart().startsWith('✦')).toBe(true);
    expect(find('LLM unreachable').trimStart().startsWith('!')).toBe(true);
    expect(find('No memory with id 99').trimStart().startsWith('✖')).toBe(true);
    expect(find('Half')).toContain('(cancelled)');
    expect(find('Mode: work.')).toBeTruthy();
  });

  it('prints each message once even when the list grows', async () => {
    const r = render(<MessageList messages={MESSAGES.slice(1, 3)} width={100} />);
    cleanup = r.unmount;
    r.rerender(<MessageList messages={MESSAGES.slice(1, 4)} width={100} />);
    await settle(r.lastFrame);
    // In test (debug) mode each frame holds the whole static output so far.
    const all = r.lastFrame()!;
    expect(all.split('Minha filha Susana').length - 1).toBe(1);
    expect(all).toContain('LLM unreachable');
  });
});

describe('StreamingAnswer and StatusLine', () => {
  it('shows thinking, then the text as it arrives', () => {
    const r = render(<StreamingAnswer text="" width={100} />);
    cleanup = r.unmount;
    expect(r.lastFrame()).toContain('thinking…');
    r.rerender(<StreamingAnswer text="Olá" width={100} />);
    expect(r.lastFrame()).toContain('Olá');
  });

  it('shows mode, engine and memories used, and the quit hint when armed', () => {
    const r = render(<StatusLine mode="work" engine={{kind: 'offline'}} memoriesUsed={3} phase="idle" exitArmed={false} language="en" width={100} />);
    cleanup = r.unmount;
    expect(r.lastFrame()).toMatch(/work · offline · 3 memories used/);
    r.rerender(<StatusLine mode="family" engine={{kind: 'llm', model: 'llama3.1'}} memoriesUsed={1} phase="streaming" exitArmed={false} language="en" width={100} />);
    expect(r.lastFrame()).toMatch(/family · llama3\.1 · 1 memory used/);
    expect(r.lastFrame()).toContain('Ctrl+C cancels');
    r.rerender(<StatusLine mode="family" engine={{kind: 'offline'}} memoriesUsed={null} phase="idle" exitArmed language="en" width={100} />);
    expect(r.lastFrame()).toContain('Press Ctrl+C again to quit');
    expect(r.lastFrame()).not.toContain('used');
    r.rerender(<StatusLine mode="family" engine={{kind: 'offline'}} memoriesUsed={2} phase="idle" exitArmed={false} language="pt" width={100} />);
    expect(r.lastFrame()).toMatch(/family · offline · 2 memórias usadas/);
    expect(r.lastFrame()).toContain('/help · Ctrl+D sai');
  });
});
