import {describe, expect, it} from 'vitest';
import type {Stats} from '../../store/stats.js';
import {formatStats, sparkline} from './stats-format.js';

describe('sparkline', () => {
  it('draws nothing as the lowest bar and the largest as the highest', () => {
    expect(sparkline([0, 1, 2, 4, 8])).toBe('▁▃▄▅█');
    expect(sparkline([0, 7, 14, 28, 56, 70, 84])).toBe('▁▃▃▄▆▇█');
    expect(sparkline([0, 0, 0])).toBe('▁▁▁');
    expect(sparkline([5])).toBe('█');
  });
});

describe('stats in words', () => {
  const stats: Stats = {
    memories: {
      active: 3,
      archived: 1,
      byType: {conversation: 2, health: 1},
      byContext: {family: 3},
      byImportance: Object.fromEntries(Array.from({length: 10}, (_, i) => [String(i + 1), i === 6 ? 3 : 0])),
    },
    compression: {summaries: 0, last: null},
    entities: {person: 2},
    people: 2,
    pets: 0,
    petCare: {needed: 0, scheduled: 0, done: 0, cancelled: 0},
    relationships: {open: 2, closed: 0},
    checkups: {needed: 1, scheduled: 0, done: 2},
    events: {total: 0, recurring: 0, scheduled: 0, done: 0, cancelled: 0},
    tasks: {open: 1, done: 0},
    learnedPerWeek: [
      {week: '2026-11-09', memories: 0},
      {week: '2026-11-16', memories: 3},
    ],
    messages: {user: 4, assistant: 4, userMessagesLearnedFrom: 3},
    llm: {calls: 2, answered: 1, fallbacks: 1, fallbackReasons: [{reason: 'timed out', count: 1}], models: [{model: 'gpt-4o-mini', count: 1}], offline: 2},
    asked: {who: 1, which: 0, turns: 1},
    storage: {
      bytes: 2_500_000,
      pageSize: 4096,
      parts: [
        {name: 'memories_fts', bytes: 1_200_000},
        {name: 'odd_table', bytes: 3000},
      ],
    },
  };

  it("names each part in the user's words, with the sparkline only on a terminal", () => {
    const en = formatStats(stats, {language: 'en', tty: true, walBytes: 0});
    expect(en).toContain('Learned per week (last 2): ▁█  0 3 — 3 in all, 3 this week');
    expect(en).toContain('LLM: 1 answer from the model (gpt-4o-mini 1), fell back offline once: timed out (1); 2 offline answers');
    expect(en).toContain('Storage: 2.5 MB — search index 1.2 MB, odd_table 3 KB');
    const pt = formatStats(stats, {language: 'pt', tty: false, walBytes: 0});
    expect(pt).toContain('Aprendido por semana (últimas 2): 0 3 — 3 no total, 3 nesta semana');
    expect(pt).toContain('Perguntou por não saber quem ou qual: 1 vez (25% das respostas; quem: 1, qual: 0)');
  });

  it('puts a count of one in the singular and any other in the plural, in both languages', () => {
    const one = {
      ...stats,
      pets: 1,
      petCare: {needed: 0, scheduled: 1, done: 0, cancelled: 0},
      relationships: {open: 1, closed: 0},
      checkups: {needed: 0, scheduled: 1, done: 1},
      tasks: {open: 1, done: 0},
      messages: {user: 1, assistant: 1, userMessagesLearnedFrom: 1},
    };
    const pt = formatStats(one, {language: 'pt', tty: false, walBytes: 0});
    expect(pt).toContain('Animais: 1 (veterinário e vacinas: 0 a marcar, 1 marcado, 0 feitos)');
    expect(pt).toContain('Consultas: 0 a marcar, 1 marcada, 1 feita');
    expect(pt).toContain('Tarefas: 1 aberta, 0 feitas');
    expect(pt.find(l => l.startsWith('Pessoas:'))).toBe('Pessoas: 2 (1 relação)');
    expect(pt.find(l => l.startsWith('Mensagens:'))).toBe('Mensagens: 1 sua, 1 resposta; aprendeu algo de 1');
    const en = formatStats(one, {language: 'en', tty: false, walBytes: 0});
    expect(en.find(l => l.startsWith('People:'))).toBe('People: 2 (1 relationship)');
    expect(en.find(l => l.startsWith('Messages:'))).toBe('Messages: 1 yours, 1 reply; learned something from 1');
    expect(en.join('\n')).not.toMatch(/\b1 (?:checkups|relationships|replies|times)\b/);
  });
});
