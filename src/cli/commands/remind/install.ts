import {MagisError} from '../../../config/errors.js';

/** Placeholder until the reminders issue lands: says what is missing instead of faking it. */
export async function run(): Promise<void> {
  throw new MagisError('"magis remind" is not built yet (reminders issue).');
}
