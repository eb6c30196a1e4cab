import {redactSecrets} from '../../../config/secrets.js';
import {withReminders} from './open.js';

/**
 * The cron run's calendar step (`magis remind` without a terminal, when a calendar was added): a
 * two-way sync of every account. It never fails the run: the reminders were already printed, and
 * a network or server failure is one line on stderr, the password never in it.
 */
export async function calendarStep(flags: {now?: string}): Promise<void> {
  try {
    const {syncAll} = await import('../calendar.js');
    await withReminders(flags, {mustExist: true}, async store => {
      const {failures} = await syncAll(store);
      if (failures.length) process.stderr.write(`magis: calendar sync: ${redactSecrets(failures.join(' '))}\n`);
    });
  } catch (error) {
    process.stderr.write(`magis: calendar sync: ${redactSecrets(String((error as Error)?.message ?? error).split('\n')[0]!)}\n`);
  }
}
