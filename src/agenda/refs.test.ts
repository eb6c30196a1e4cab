import {describe, expect, it} from 'vitest';
import type {AgendaItem} from '../domain/records.js';
import {formatAgenda} from './format.js';
import {agendaRefs, itemByRef} from './refs.js';

const item = (date: string, title: string, source: AgendaItem['source'] = 'event'): AgendaItem =>
  ({date, time: null, kind: source === 'task' ? 'task' : 'meeting', title, person: 'user', context: 'personal', source});

describe('agenda numbers', () => {
  const items = [item('2026-03-02', 'pagar o IPTU', 'task'), item('2026-03-06', 'reunião'), item('2026-03-07', 'natação')];
  const opts = {today: '2026-03-06', from: '2026-03-06'};

  it('number the items as the listing shows them, overdue tasks first, and name them back', () => {
    const lines = formatAgenda(items, {...opts, days: 7, language: 'pt', numbered: true});
    expect(lines).toEqual(['Atrasado', '  1. Tarefa: pagar o IPTU — venceu 02/03', 'Hoje', '  2. Reunião', 'Amanhã', '  3. Natação']);
    expect(agendaRefs(items, opts).map(r => [r.ref, r.item.title])).toEqual([[1, 'pagar o IPTU'], [2, 'reunião'], [3, 'natação']]);
    // The same window listed again (a later command) resolves the number to the same item.
    expect(itemByRef([...items], opts, '3')?.title).toBe('natação');
    expect(itemByRef(items, opts, '#2')?.title).toBe('reunião');
    expect(itemByRef(items, opts, '4')).toBeUndefined();
    expect(itemByRef(items, opts, 'x')).toBeUndefined();
  });
});
