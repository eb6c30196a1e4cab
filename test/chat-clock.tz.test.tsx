import {render} from 'ink-testing-library';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {resolveNow} from '../src/config/clock.js';
import {Store} from '../src/store/store.js';
import App from '../src/ui/app.js';
import {createStoreServices} from '../src/ui/services/store-services.js';
import {tempHome} from './helpers/cli.js';

/**
 * A chat left open across midnight: each message is stamped, and its "amanhã" resolved, at the
 * moment it is sent — not when the chat started. The clock is injected by faking Date (only
 * Date: timers stay real so Ink keeps rendering), and the store is opened the way `magis chat`
 * opens it with no MAGIS_NOW/--now. Runs in UTC and in São Paulo; times are local.
 */
let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const tick = (ms = 20) => new Promise(resolve => setTimeout(resolve, ms));

describe('a chat session left open', () => {
  it('stamps each message with its own time and resolves "amanhã" against it, across midnight', async () => {
    vi.useFakeTimers({toFake: ['Date'], shouldAdvanceTime: false});
    vi.setSystemTime(new Date(2026, 10, 21, 23, 50)); // 21/11 23:50 local
    const store = await Store.open({home, now: resolveNow(undefined, {}), env: {}, clock: () => resolveNow(undefined, {})});
    const services = createStoreServices(store);
    const r = render(<App services={services} onExit={() => undefined} />);
    try {
      const until = async (test: () => boolean) => {
        for (let i = 0; i < 200 && !test(); i++) await tick();
      };
      await until(() => (r.lastFrame() ?? '').includes('/help'));
      r.stdin.write('Preciso ligar para o dentista amanhã');
      await tick();
      r.stdin.write('\r');
      await until(() => (r.lastFrame() ?? '').includes('✦'));
      await services.settle();

      vi.setSystemTime(new Date(2026, 10, 22, 0, 10)); // 22/11 00:10 local, the chat still open
      r.stdin.write('Preciso renovar o passaporte amanhã');
      await tick();
      r.stdin.write('\r');
      await until(() => (r.lastFrame() ?? '').split('✦').length > 2);
      await services.settle();

      const messages = store.db.prepare("SELECT created_at AS at FROM messages WHERE role = 'user' ORDER BY id").pluck().all() as string[];
      expect(messages.map(at => new Date(at).getTime())).toEqual([new Date(2026, 10, 21, 23, 50).getTime(), new Date(2026, 10, 22, 0, 10).getTime()]);
      const due = store.db.prepare('SELECT description, due FROM tasks ORDER BY id').all() as Array<{description: string; due: string}>;
      expect(due.map(t => t.due)).toEqual(['2026-11-22', '2026-11-23']);
    } finally {
      r.unmount();
      store.close();
    }
  });
});
