import {resolveNow} from '../../config/clock.js';
import {UsageError} from '../../config/errors.js';
import {magisHome} from '../../config/paths.js';
import {Store} from '../../store/store.js';
import {parseContext} from '../options.js';

interface Flags {
  context?: string;
  new?: boolean;
  now?: string;
}

/**
 * `magis chat`: the Ink UI. Ink and React are imported here, after the terminal check, so no
 * other command (and no script piping into magis) ever loads them.
 */
export async function run(flags: Flags): Promise<void> {
  if (!process.stdin.isTTY) {
    throw new UsageError('"magis chat" needs an interactive terminal; from scripts and pipes use magis ask "…" instead.');
  }
  const mode = parseContext(flags.context);
  const now = resolveNow(flags.now);
  // Each turn reads the clock again: --now / MAGIS_NOW still pin it, else the system time of that turn.
  const store = await Store.open({home: magisHome(), now, clock: () => resolveNow(flags.now)});
  try {
    const [{createStoreServices}, {runChat}] = await Promise.all([import('../../ui/services/store-services.js'), import('../../ui/run.js')]);
    await (await import('../../ui/onboarding/run-onboarding.js')).maybeOnboard(store);
    const services = createStoreServices(store);
    const code = await runChat({services, mode, newConversation: flags.new === true});
    // Summaries and late extraction of the last turns finish before the store closes.
    await services.settle();
    if (code !== 0) process.exitCode = code;
  } finally {
    store.close();
  }
}
