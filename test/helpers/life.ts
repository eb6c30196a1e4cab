import {runTurn} from '../../src/assistant/turn.js';
import type {TurnInput, TurnResult} from '../../src/assistant/types.js';
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

/**
 * Turns told to a store in `home` the way `magis ask --now …` tells them, one process each: every
 * turn opens the store afresh and closes it, so whatever the assistant asked or learned must come
 * back from the store — in-process, without a Node start per turn.
 */
export function turnByTurn(home: string): {
  ask: (at: string, message: string, input?: Omit<TurnInput, 'message'>) => Promise<TurnResult>;
  read: <T>(fn: (store: Store) => T, at?: string) => Promise<T>;
} {
  const read = async <T>(fn: (store: Store) => T, at = new Date().toISOString()): Promise<T> => {
    const store = await Store.open({home, now: new Date(at), env: {}});
    try {
      return fn(store);
    } finally {
      store.close();
    }
  };
  return {
    read,
    ask: async (at, message, input = {}) => {
      const store = await Store.open({home, now: new Date(at), env: {}});
      try {
        const r = await runTurn(store, {...input, message});
        await r.background;
        return r;
      } finally {
        store.close();
      }
    },
  };
}
