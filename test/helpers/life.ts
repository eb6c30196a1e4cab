import {runTurn} from '../../src/assistant/turn.js';
import type {TurnResult} from '../../src/assistant/types.js';
import {Store} from '../../src/store/store.js';
import {tempHome} from './cli.js';

/**
 * A user's life in one process: a real store in a temp home whose clock each message sets, as
 * `magis ask --now …` would across days. `close()` removes it.
 */
export async function openLife(start: string): Promise<{store: Store; say: (at: string, message: string) => Promise<TurnResult>; close: () => void}> {
  const {home, cleanup} = tempHome();
  let now = new Date(start);
  const store = await Store.open({home, now, env: {}, clock: () => now});
  return {
    store,
    say: async (at, message) => {
      now = new Date(at);
      const r = await runTurn(store, {message});
      await r.background;
      return r;
    },
    close: () => {
      store.close();
      cleanup();
    },
  };
}
