import {MagisError} from '../../config/errors.js';

/** Placeholder until the conversation issue lands: says what is missing instead of faking it. */
export async function run(): Promise<void> {
  throw new MagisError('"magis ask" is not built yet (conversation issue); use "magis memories" and "magis extract" for now.');
}
