import {resolveNow} from '../../config/clock.js';
import {UsageError} from '../../config/errors.js';
import {magisHome} from '../../config/paths.js';
import {Store} from '../../store/store.js';
import {parseContext} from '../options.js';
import {holdTypedKeys} from '../../ui/typeahead.js';

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
  // Keys typed from now until the first frame are held, not echoed, and read as typed.
  let held = holdTypedKeys();
  let store: Store | null = null;
  try {
    const now = resolveNow(flags.now);
    // Each turn reads the clock again: --now / MAGIS_NOW still pin it, else the system time of that turn.
    store = await Store.open({home: magisHome(), now, clock: () => resolveNow(flags.now)});
    const [{createStoreServices}, {runChat}] = await Promise.all([import('../../ui/services/store-services.js'), import('../../ui/run.js')]);
    const leftover = await (await import('../../ui/onboarding/run-onboarding.js')).maybeOnboard(store, await held.take());
    // Between the onboarding's last frame and the chat's first, keys are held again.
    held = holdTypedKeys({echoed: false});
    const services = createStoreServices(store);
    const code = await runChat({services, mode, newConversation: flags.new === true, typedAhead: leftover + (await held.take())});
    // Summaries and late extraction of the last turns finish before the store closes.
    await services.settle();
    if (code !== 0) process.exitCode = code;
  } finally {
    // A failure before a frame was drawn leaves the terminal as it found it.
    held.release();
    store?.close();
  }
}
