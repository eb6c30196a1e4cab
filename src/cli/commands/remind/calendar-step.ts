import {redactSecrets} from '../../../config/secrets.js';
import {eprintln} from '../../print.js';
import {withReminders} from './open.js';

/**
 * The cron run's calendar step (`magis remind` without a terminal, when a calendar was added): a
 * two-way sync of every account. It never fails the run: the reminders were already printed, and
 * a network or server failure is one line on stderr, the password never in it. An account this
 * device has no password for is said once, not on every run.
 */
export async function calendarStep(flags: {now?: string}): Promise<void> {
  try {
    const {syncAll, loginLine} = await import('../calendar.js');
    const {addCalendarNote, lastCalendarNote} = await import('../../../store/calendar-accounts.js');
    await withReminders(flags, {mustExist: true}, async store => {
      const {reports, failures, needLogin} = await syncAll(store);
      if (failures.length) eprintln(`magis: calendar sync: ${redactSecrets(failures.join(' '))}`);
      // What a conflict dropped is said where the user reads cron's output, once (also in `magis log`).
      for (const n of reports.flatMap(r => r.notes)) eprintln(`magis: calendar sync: ${n}`);
      // An account without its password on this device (a restored backup) is skipped: said once, then
      // quiet on every later run until `magis calendar login NAME`; `magis log` keeps saying it.
      for (const name of needLogin) {
        if (lastCalendarNote(store.db, name)?.kind === 'login') continue;
        const line = loginLine(name);
        addCalendarNote(store.db, {account: name, kind: 'login', text: line, at: store.now.toISOString()});
        eprintln(`magis: calendar sync: ${line}`);
      }
    });
  } catch (error) {
    eprintln(`magis: calendar sync: ${redactSecrets(String((error as Error)?.message ?? error).split('\n')[0]!)}`);
  }
}
