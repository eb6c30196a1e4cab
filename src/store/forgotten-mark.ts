/** What replaces a message that carried or quoted a forgotten memory (forget-memory.ts); alone, so cron's readers of messages load nothing more. */
export const FORGOTTEN_MARK = '[forgotten]';
