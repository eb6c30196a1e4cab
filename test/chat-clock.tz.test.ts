import {afterEach, describe, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';
import {tempHome} from './helpers/cli.js';

/**
 * The chat keeps one store open for hours. Each turn must read the clock again, so a message typed
 * after midnight resolves "amanhã" against its own day, not the day the chat started.
 */
describe('a chat session across midnight', () => {
  const homes: Array<() => void> = [];
  afterEach(() => {
    for (const c of homes.splice(0)) c();
  });

  it('resolves "amanhã" against each turn\'s own time', async () => {
    const {home, cleanup} = tempHome();
    homes.push(cleanup);
    const times = [new Date(2026, 2, 9, 23, 50), new Date(2026, 2, 10, 0, 20)];
    let tick = 0;
    const store = await Store.open({home, now: times[0]!, clock: () => times[Math.min(tick++, times.length - 1)]!});
    try {
      const first = await runTurn(store, {message: 'preciso pagar a conta de luz amanhã'});
      await first.background;
      const second = await runTurn(store, {message: 'preciso renovar o passaporte amanhã'});
      await second.background;
      const tasks = store.db.prepare('SELECT description, due, created_at AS createdAt FROM tasks ORDER BY id').all() as Array<{description: string; due: string; createdAt: string}>;
      expect(tasks.map(t => t.due)).toEqual(['2026-03-10', '2026-03-11']);
      expect(tasks[1]!.createdAt).toBe(times[1]!.toISOString());
      const stamps = store.db.prepare("SELECT created_at FROM messages WHERE role = 'user' ORDER BY id").pluck().all();
      expect(stamps).toEqual(times.map(t => t.toISOString()));
    } finally {
      store.close();
    }
  });
});
