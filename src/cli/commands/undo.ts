import {nothingToUndo, undoneSentence} from '../../assistant/undo-words.js';
import {setCalendarPassword} from '../../calendar/keyring.js';
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
  if (k.what === 'calendar') return calendarKept(k, lang);
  if (k.what === 'conversation' && k.why === 'changed')
    return lang === 'pt'
      ? `A conversa ${name} ficou como está: ela continuou depois disso, e desfazer levaria mensagens mais novas.`
      : `The conversation ${name} was left as it is: it went on after that, and undoing would take newer messages with it.`;
  if (k.what === 'memory' && k.why === 'changed')
    return lang === 'pt'
      ? `${name} ficou como está: foi editada depois disso (a importância ou o texto), e desfazer perderia a versão mais nova.`
      : `${name} was left as it is now: it was edited after that (its importance or its text), and undoing would lose the newer version.`;
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

/** Why a calendar account was left as it is: synced since (its links are newer than the add), or its place taken. */
function calendarKept(k: KeptRow, lang: Language): string {
  const name = k.title;
  if (k.why === 'taken')
    return lang === 'pt' ? `A agenda ${name} não voltou: uma agenda adicionada depois ocupa o lugar dela.` : `Calendar ${name} did not come back: a calendar added since holds its place.`;
  return lang === 'pt'
    ? `A agenda ${name} ficou: ela já sincronizou depois disso; "magis calendar remove ${name}" a remove (os itens dela continuam na agenda).`
    : `Calendar ${name} was left as it is: it has synced since; "magis calendar remove ${name}" removes it (its items stay on the agenda).`;
}

/** What undoing `calendar add` or `calendar remove` did: an account gone with its password, or back without it. */
function calendarSentences(c: NonNullable<ReturnType<typeof undoLastMessage>['calendars']>, lang: Language): string[] {
  const pt = lang === 'pt';
  return [
    ...c.removed.map(n => (pt ? `A agenda ${n} foi tirada de novo, com a senha dela.` : `Calendar ${n} is taken away again, with its password.`)),
    ...c.restored.map(r =>
      r.needsPassword
        ? pt
          ? `A agenda ${r.name} voltou, mas a senha dela foi apagada deste dispositivo quando foi removida: rode "magis calendar login ${r.name}" para informá-la de novo.`
          : `Calendar ${r.name} is back, but its password left this device when it was removed: run "magis calendar login ${r.name}" to give it again.`
        : pt
          ? `A agenda ${r.name} voltou.`
          : `Calendar ${r.name} is back.`,
    ),
  ];
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
    const calendars = u.calendars ?? {removed: [], restored: []};
    // An account taken away takes its password with it, as `calendar remove` does.
    for (const name of calendars.removed) setCalendarPassword(store.home, name, undefined);
    const lang = userLanguage(store.db);
    const calendarsChanged = calendars.removed.length + calendars.restored.length > 0;
    if (flags.json)
      return printJson({
        message: u.message,
        memories: u.memories,
        reverted: u.changes,
        kept: kept.map(k => ({...k, reason: keptSentence(k, lang)})),
        ...(calendarsChanged ? {calendars: {...calendars, needLogin: calendars.restored.filter(r => r.needsPassword).map(r => r.name)}} : {}),
      });
    // A calendar account is said by its own sentence; an import's memories and conversations by undoneSentence.
    const sideDone = Object.entries(u.side ?? {}).some(([what, n]) => what !== 'calendar' && n > 0);
    const done = u.memories === 0 && u.changes.length === 0 && !sideDone ? (kept.length || calendarsChanged ? '' : nothingToUndo(lang)) : undoneSentence(u, lang);
    println([done, ...calendarSentences(calendars, lang), ...kept.map(k => keptSentence(k, lang))].filter(Boolean).join(' '));
  });
}
