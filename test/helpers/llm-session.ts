import {test} from 'vitest';
import {stopRunning, tempHome} from './cli.js';
import type {FakeLlm} from './fake-llm.js';

/** One test's MAGIS_HOME and its loopback LLM (assign `s.llm = await startFakeLlm(…)` in the test). */
export interface LlmSession {
  home: string;
  llm: FakeLlm | null;
}

/**
 * `it` with a session of its own: `it('…', async ({s}) => …)`. A fixture, not one object that
 * beforeEach refills: a test cut by its timeout goes on running in the background (JavaScript
 * cannot stop it), and with a shared object its late `magis ask` ran in the NEXT test's home — one
 * slow test on a busy machine failed the one after it ("people --json printed nothing"). Here a
 * late body only ever sees its own, removed, home, and the CLI runs it left are killed.
 */
export const it = test.extend<{s: LlmSession}>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern; this one has none
  s: async ({}, use) => {
    const {home, cleanup} = tempHome();
    const s: LlmSession = {home, llm: null};
    try {
      await use(s);
    } finally {
      stopRunning();
      await s.llm?.close();
      cleanup();
    }
  },
});
