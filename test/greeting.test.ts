import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {greeting} from '../src/assistant/greeting.js';
import {Store} from '../src/store/store.js';
import {magis, tempHome} from './helpers/cli.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

describe('the chat greeting', () => {
  it('shows what is due, with suggestions, and cron does not repeat what the user just saw', async () => {
    expect(magis(home, ['ask', 'A Ana precisa ir no oftalmologista', '--now', '2026-11-21T09:00:00']).status).toBe(0);
    const store = await Store.open({home, now: new Date('2026-11-21T10:00:00'), env: {}});
    try {
      const g = await greeting(store);
      expect(g.text).toMatch(/^Bom dia! Pendências:/);
      expect(g.due).toEqual(['A Ana precisa ir ao oftalmologista — quer que eu lembre você de marcar?']);
      expect(g.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(g.suggestions.length).toBeLessThanOrEqual(3);
    } finally {
      store.close();
    }
    const cron = magis(home, ['remind', '--now', '2026-11-21T11:00:00']);
    expect(cron.status).toBe(0);
    expect(cron.stdout).toBe('');
    expect(magis(home, ['remind', '--now', '2026-11-22T11:00:00']).stdout).toMatch(/Ana precisa ir ao oftalmologista/);
  });
});
