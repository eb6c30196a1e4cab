import {describe, expect, it} from 'vitest';
import type {AgendaItem} from '../domain/records.js';
import {formatAgenda} from './format.js';
import {resolveAgendaRef} from './refs.js';

const item = (id: string, date: string, title: string, source: AgendaItem['source'] = 'event'): AgendaItem =>
  ({id, date, time: null, endDate: null, kind: source === 'task' ? 'task' : 'meeting', title, person: 'user', with: [], context: 'personal', source}) as AgendaItem;

describe('agenda numbers', () => {
  // As agendaBetween returns them: by date, so overdue tasks come first.
  const items = [item('task-1', '2026-03-02', 'pagar o IPTU', 'task'), item('event-4', '2026-03-06', 'reunião'), item('event-9', '2026-03-07', 'natação')];
  const opts = {today: '2026-03-06', from: '2026-03-06'};

  it('the human agenda numbers each item, and the number names that item back', () => {
    const lines = formatAgenda(items, {...opts, days: 7, language: 'pt', numbered: true});
    expect(lines).toEqual(['Atrasado', '  1. Tarefa: pagar o IPTU — venceu 02/03', 'Hoje', '  2. Reunião', 'Amanhã', '  3. Natação']);
    // Every printed number resolves to the item on its line.
    for (const [n, title] of [
      [1, 'pagar o IPTU'],
      [2, 'reunião'],
      [3, 'natação'],
    ] as const)
      expect(resolveAgendaRef(items, String(n))?.item?.title).toBe(title);
    expect(resolveAgendaRef(items, '4')).toBeNull();
    expect(formatAgenda(items, {...opts, days: 7, language: 'pt'})[1]).toBe('  Tarefa: pagar o IPTU — venceu 02/03');
  });
});
