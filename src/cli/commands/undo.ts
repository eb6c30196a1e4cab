import {nothingToUndo, undoneSentence} from '../../assistant/undo-words.js';
import {showValue} from '../../config/errors.js';
import type {Language} from '../../domain/types.js';
import {type KeptRow, lastBatchKept} from '../../store/journal.js';
import {undoLastMessage} from '../../store/undo.js';
import {userLanguage} from '../../store/user-language.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

/** Why one item was left as it is now: a newer version is never overwritten by an undo. */
function keptSentence(k: KeptRow, lang: Language): string {
  const name = showValue(k.title);
  if (lang === 'pt') {
    if (k.why === 'changed') return `${name} ficou como está: mudou depois disso (uma sincronização da agenda ou outra edição), e desfazer perderia a versão mais nova.`;
    if (k.why === 'synced') return `${name} ficou como está: uma sincronização da agenda trouxe uma versão mais nova depois disso, e desfazer a perderia.`;
    if (k.why === 'gone') return `${name} não voltou como era: foi apagado depois disso.`;
    return `${name} não voltou: um item mais novo ocupa o lugar dele.`;
  }
  if (k.why === 'changed') return `${name} was left as it is now: it changed after that (a calendar sync or another edit), and undoing would lose the newer version.`;
  if (k.why === 'synced') return `${name} was left as it is now: a calendar sync brought a newer version after that, and undoing would lose it.`;
  if (k.why === 'gone') return `${name} was not changed back: it was deleted after that.`;
  return `${name} was not brought back: a newer item holds its place.`;
}

/**
 * `magis undo`: revert everything the last message (or the last hand edit: `agenda cancel`, …)
 * taught or changed — the chat's /undo. Each call steps one batch further back. An item changed
 * since (by a sync, a later insert) is left as it is, and the reply says so.
 */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const kept = lastBatchKept(store.db);
    const u = undoLastMessage(store.db, store.nowIso());
    const lang = userLanguage(store.db);
    if (flags.json) return printJson({message: u.message, memories: u.memories, reverted: u.changes, kept: kept.map(k => ({...k, reason: keptSentence(k, lang)}))});
    const done = u.memories === 0 && u.changes.length === 0 ? (kept.length ? '' : nothingToUndo(lang)) : undoneSentence(u, lang);
    println([done, ...kept.map(k => keptSentence(k, lang))].filter(Boolean).join(' '));
  });
}
