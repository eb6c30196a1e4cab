import {undoLast} from '../../assistant/undo-last.js';
import {keptSentence, undoReply} from '../../assistant/undo-words.js';
import {userLanguage} from '../../store/user-language.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

/**
 * `magis undo`: revert everything the last message (or the last hand edit: `agenda cancel`, …)
 * taught or changed — the chat's /undo. Each call steps one batch further back. An item changed
 * since (by a sync, a later insert) is left as it is, and the reply says so.
 */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const u = undoLast(store);
    const lang = userLanguage(store.db);
    const calendars = u.calendars ?? {removed: [], restored: []};
    const calendarsChanged = calendars.removed.length + calendars.restored.length > 0;
    if (flags.json)
      return printJson({
        message: u.message,
        memories: u.memories,
        reverted: u.changes,
        kept: (u.kept ?? []).map(k => ({...k, reason: keptSentence(k, lang)})),
        ...(calendarsChanged ? {calendars: {...calendars, needLogin: calendars.restored.filter(r => r.needsPassword).map(r => r.name)}} : {}),
      });
    println(undoReply(u, lang));
  });
}
