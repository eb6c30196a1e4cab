import {parseIcs} from '../../calendar/ics-parse.js';
import {saveCalendar} from '../../store/ics-import.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

const MAX_WARNINGS = 5;
const warn = (w: string) => process.stderr.write(`magis: warning: ${w}\n`);

/** Whether `magis import FILE` was handed a calendar: by its name, or by its first line. */
export const isIcs = (file: string, text: string) => /\.(ics|ical|ifb|icalendar)$/i.test(file) || /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text);

/** `magis import FILE.ics`: the calendar's events join the agenda, its health visits become checkups. */
export async function run(file: string, text: string, flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const cal = parseIcs(text, store.now, file);
    const res = saveCalendar(store.db, cal, store.nowIso());
    if (flags.json) {
      printJson({...res, ignored: cal.skipped, warnings: cal.warnings});
      return;
    }
    for (const w of cal.warnings.slice(0, MAX_WARNINGS)) warn(w);
    if (cal.warnings.length > MAX_WARNINGS) warn(`${cal.warnings.length - MAX_WARNINGS} more events had a recurrence refused the same way.`);
    const already = res.events.skipped + res.checkups.skipped;
    println(`Imported ${res.events.added} events and ${res.checkups.added} checkups from ${file}${already ? `; ${already} were already there` : ''}.`);
  });
}
