import {resolveNow} from '../config/clock.js';
import {magisHome} from '../config/paths.js';
import {Store} from '../store/store.js';

/**
 * Each MCP call opens the store and closes it again: the server lives for hours beside cron and
 * the chat, so it holds no lock between calls and reads the clock (or MAGIS_NOW) afresh every time.
 */
export async function withMcpStore<T>(fn: (store: Store) => Promise<T> | T): Promise<T> {
  const store = await Store.open({home: magisHome(), now: resolveNow()});
  try {
    return await fn(store);
  } finally {
    store.close();
  }
}
