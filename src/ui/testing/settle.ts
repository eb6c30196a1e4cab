/**
 * Waiting for Ink in tests by turns of the event loop, not by the clock. A fixed sleep ("15 ms is
 * enough for a render") holds on a quiet machine and flakes on a busy one: when one turn of the
 * loop takes longer than the sleep, the timer fires before React's scheduled render (setImmediate).
 * Counting turns is the same on any machine: a render that is due runs within a turn or two.
 */

const turn = () => new Promise<void>(resolve => setImmediate(resolve));

/** The most turns any wait takes (a few hundred are ever needed; this bounds a wait that never ends). */
const MAX_TURNS = 20_000;

/** Waits until `frame()` has stayed the same for `quiet` turns in a row: input handled, render done. */
export async function settle(frame: () => string | undefined, quiet = 5): Promise<void> {
  let last = frame();
  let still = 0;
  for (let i = 0; i < MAX_TURNS && still < quiet; i++) {
    await turn();
    const now = frame();
    if (now === last) still++;
    else {
      still = 0;
      last = now;
    }
  }
}

/** Waits until `test()` holds (commands and answers run asynchronously); gives up after MAX_TURNS. */
export async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < MAX_TURNS && !test(); i++) await turn();
}
