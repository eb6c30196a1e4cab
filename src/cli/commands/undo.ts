import {nothingToUndo, undoneSentence} from '../../assistant/undo-words.js';
import {undoLastMessage} from '../../store/undo.js';
import {userLanguage} from '../../store/user-language.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

/**
 * `magis undo`: revert everything the last message (or the last hand edit: `agenda cancel`, …)
 * taught or changed — the chat's /undo. Each call steps one batch further back.
 */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const u = undoLastMessage(store.db, store.nowIso());
    if (flags.json) return printJson({message: u.message, memories: u.memories, reverted: u.changes});
    const lang = userLanguage(store.db);
    println(u.memories === 0 && u.changes.length === 0 ? nothingToUndo(lang) : undoneSentence(u, lang));
  });
}
