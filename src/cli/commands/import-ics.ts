import {parseIcs} from '../../calendar/ics-parse.js';
import {counted} from '../../text/phrases.js';
import {saveCalendar} from '../../calendar/ics-import.js';
import {batchChanges, journaled, openBatch} from '../../store/journal.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {eprintln} from '../print.js';
import {inUserLanguage} from '../../config/errors.js';

const MAX_WARNINGS = 5;
const warn = (w: string) => eprintln(`magis: warning: ${w}`);

/** Whether `magis import FILE` was handed a calendar: by its name, or by its first line. */
export const isIcs = (file: string, text: string) => /\.(ics|ical|ifb|icalendar)$/i.test(file) || /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text);

/** `magis import FILE.ics`: the calendar's events join the agenda, its health visits become checkups. */
export async function run(file: string, text: string, flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const cal = parseIcs(text, store.now, file);
    // The events and checkups it adds are one batch of the journal: `undo` takes the import back.
    const {res, changes} = journaled(store.db, 'cli', store.nowIso(), () => {
      const res = saveCalendar(store.db, cal, store.nowIso());
      const batch = openBatch(store.db);
      return {res, changes: batch === null ? [] : batchChanges(store.db, batch)};
    });
    if (flags.json) {
      // With what it changed in the user's world, as `ask --json` lists a message's changes.
      printJson({...res, ignored: cal.skipped, warnings: cal.warnings, ...(changes.length ? {changes} : {})});
      return;
    }
    for (const w of cal.warnings.slice(0, MAX_WARNINGS)) warn(w);
    if (cal.warnings.length > MAX_WARNINGS)
      warn(
        inUserLanguage(
          `mais ${cal.warnings.length - MAX_WARNINGS} avisos como esses (use --json para ver todos).`,
          `${cal.warnings.length - MAX_WARNINGS} more warnings like these (--json lists them all).`,
        ),
      );
    const already = res.events.skipped + res.checkups.skipped;
    const skipped = cal.skipped;
    println(
      inUserLanguage(
        `${res.events.added + res.checkups.added === 1 ? 'Importado' : 'Importados'} ${counted(res.events.added, 'evento', 'eventos', 'pt')} e ${counted(res.checkups.added, 'consulta', 'consultas', 'pt')} de ${file}${already ? `; ${already === 1 ? '1 já estava aqui' : `${already} já estavam aqui`}` : ''}${skipped ? `; ${skipped === 1 ? '1 não pôde ser lido e foi pulado' : `${skipped} não puderam ser lidos e foram pulados`}` : ''}.`,
        `Imported ${counted(res.events.added, 'event', 'events')} and ${counted(res.checkups.added, 'checkup', 'checkups')} from ${file}${already ? `; ${already === 1 ? '1 was already there' : `${already} were already there`}` : ''}${skipped ? `; ${skipped === 1 ? '1 could not be read and was skipped' : `${skipped} could not be read and were skipped`}` : ''}.`,
      ),
    );
  });
}
