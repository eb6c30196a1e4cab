import {afterEach, beforeEach} from 'vitest';
import {tempHome} from './cli.js';
import type {FakeLlm} from './fake-llm.js';

/**
 * A fresh MAGIS_HOME for each test and at most one loopback LLM, both torn down after it: the
 * setup every test of the LLM path shares. Assign `s.llm = await startFakeLlm(…)` in a test.
 */
export function llmSession(): {home: string; llm: FakeLlm | null} {
  const s: {home: string; llm: FakeLlm | null} = {home: '', llm: null};
  let cleanup = () => {};
  beforeEach(() => {
    ({home: s.home, cleanup} = tempHome());
  });
  afterEach(async () => {
    await s.llm?.close();
    s.llm = null;
    cleanup();
  });
  return s;
}
