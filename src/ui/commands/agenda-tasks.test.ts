import {describe, expect, it} from 'vitest';
import type {ChatServices} from '../services/types.js';
import {runSlash} from './index.js';

function run(line: string, services: Partial<ChatServices>, language: 'pt' | 'en' = 'pt') {
  const printed: Array<[string, string | undefined]> = [];
  const asked: string[] = [];
  const wrap = {
    ...services,
    ...(services.agenda && {agenda: async (l: 'pt' | 'en') => (asked.push(l), services.agenda!(l))}),
  } as unknown as ChatServices;
  return runSlash(line, {
    services: wrap,
    mode: 'personal',
    language,
    print: (t, k) => printed.push([t, k]),
    setMode: () => {},
    quit: () => {},
    startConversation: () => {},
    showGreeting: () => {},
    memoryOff: false,
    setMemoryOff: () => {},
  }).then(() => ({printed, asked}));
}

describe('/agenda and /tasks', () => {
  it("/agenda prints the week grouped by day, in the chat's language", async () => {
    const {printed, asked} = await run('/agenda', {agenda: async l => (l === 'en' ? ['Today', '  10 am — Team meeting'] : ['Hoje', '  10h — Reunião'])}, 'en');
    expect(asked).toEqual(['en']);
    expect(printed).toEqual([['Today\n  10 am — Team meeting', undefined]]);
  });

  it('/tasks lists open tasks, or says there are none', async () => {
    expect((await run('/tasks', {tasks: async () => ['• #1 renovar a cnh — até 15/05', '• #2 pagar o IPTU']})).printed[0]![0]).toBe('• #1 renovar a cnh — até 15/05\n• #2 pagar o IPTU');
    expect((await run('/tasks', {tasks: async () => []})).printed[0]![0]).toBe('Nenhuma tarefa aberta.');
    expect((await run('/tasks', {tasks: async () => []}, 'en')).printed[0]![0]).toBe('No open tasks.');
  });

  it('a service that fails becomes one error line, never a crash', async () => {
    const {printed} = await run('/agenda', {
      agenda: async () => {
        throw new Error('database is locked');
      },
    });
    expect(printed).toHaveLength(1);
    expect(printed[0]![1]).toBe('error');
  });
});
