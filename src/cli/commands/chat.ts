import {existsSync} from 'node:fs';
import {resolveNow} from '../../config/clock.js';
import {UsageError} from '../../config/errors.js';
import {databasePath, magisHome} from '../../config/paths.js';
import type {Store} from '../../store/store.js';
import {localeLanguage} from '../../text/language.js';
import {parseContext} from '../options.js';

/** The first frame's handle (a type only: the module loads on the chat's path, below). */
type FirstFrame = import('../../ui/first-frame.js').FirstFrame;

interface Flags {
  context?: string;
  new?: boolean;
  now?: string;
}

/**
 * `magis chat`: the Ink UI. Ink and React are imported here, after the terminal check, so no
 * other command (and no script piping into magis) ever loads them. Before they load (most of the
 * start-up on a busy machine) the first frame is already on the screen and takes what is typed:
 * the onboarding's first question in a new home, else the empty prompt (src/ui/first-frame.ts).
 */
export async function run(flags: Flags): Promise<void> {
  if (!process.stdin.isTTY) {
    throw new UsageError('"magis chat" needs an interactive terminal; from scripts and pipes use magis ask "…" instead.');
  }
  const mode = parseContext(flags.context);
  // The UI's modules load only here, on the chat's path (src/ui; these two load neither Ink nor React).
  const [{holdTypedKeys}, {drawFirstFrame}] = await Promise.all([import('../../ui/typeahead.js'), import('../../ui/first-frame.js')]);
  // A home with no store yet is a new user's: the onboarding comes first, in the locale's language.
  const fresh = process.env.MAGIS_ONBOARDING !== '0' && !existsSync(databasePath(magisHome()));
  let frame: FirstFrame | null = null;
  let typedSoFar = '';
  // Keys typed from now until the UI is drawn are held, not echoed, shown in the first frame and read as typed.
  let held = holdTypedKeys({
    onTyped: typed => {
      typedSoFar = typed;
      frame?.typed(typed);
    },
  });
  let store: Store | null = null;
  try {
    await held.ready;
    frame = drawFirstFrame(fresh ? 'onboarding' : 'chat', localeLanguage(process.env));
    frame.typed(typedSoFar);
    const now = resolveNow(flags.now);
    const {Store} = await import('../../store/store.js');
    // Each turn reads the clock again: --now / MAGIS_NOW still pin it, else the system time of that turn.
    store = await Store.open({home: magisHome(), now, clock: () => resolveNow(flags.now)});
    const [{createStoreServices}, {runChat}, {maybeOnboard}] = await Promise.all([
      import('../../ui/services/store-services.js'),
      import('../../ui/run.js'),
      import('../../ui/onboarding/run-onboarding.js'),
    ]);
    const typed = await held.take();
    frame.erase();
    frame = null;
    const leftover = await maybeOnboard(store, typed);
    // Between the onboarding's last frame and the chat's first, keys are held again.
    held = holdTypedKeys({echoed: false});
    const services = createStoreServices(store);
    const code = await runChat({services, mode, newConversation: flags.new === true, typedAhead: leftover + (await held.take())});
    // Summaries and late extraction of the last turns finish before the store closes.
    await services.settle();
    if (code !== 0) process.exitCode = code;
  } finally {
    // A failure before the UI was drawn leaves the terminal as it found it.
    frame?.erase();
    held.release();
    store?.close();
  }
}
