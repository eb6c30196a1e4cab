import {resolveNow} from '../config/clock.js';
import {magisHome} from '../config/paths.js';
import {Store} from '../store/store.js';
import {bindStoreLanguage} from './strings.js';

/** Opens the store under MAGIS_HOME with the clock from --now / MAGIS_NOW, runs `fn`, always closes. */
export async function withStore<T>(flags: {now?: string}, fn: (store: Store) => Promise<T> | T): Promise<T> {
  const now = resolveNow(flags.now);
  const store = await Store.open({home: magisHome(), now});
  if (store.embedderMismatch && process.stderr.isTTY) {
    process.stderr.write(`magis: this store's vectors come from another embedder; run "magis memories reembed" to switch to ${store.embedderMismatch}.\n`);
  }
  const release = bindStoreLanguage(store.db);
  try {
    return await fn(store);
  } finally {
    release();
    store.close();
  }
}
