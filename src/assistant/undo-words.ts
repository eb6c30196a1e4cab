/**
 * What `undo` says it reverted — the chat's /undo and `magis undo` — in the user's language. Pure;
 * outside the UI so the command line needs no UI module.
 */
import {showValue} from '../config/errors.js';
import type {Language} from '../domain/types.js';
import type {KeptRow} from '../store/journal.js';
import type {Undone} from '../store/undo.js';
import {sayPetCare} from './plan/say.js';
import type {UndoneNamed} from './undo-last.js';
import {sayItem, sayWhen} from './world/say-item.js';
import {joinList} from '../text/phrases.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function nothingToUndo(lang: Language): string {
  return lang === 'pt' ? 'Sua última mensagem não me ensinou nada para desfazer.' : 'Your last message taught me nothing to undo.';
}

function undoneSentence(u: UndoneNamed, lang: Language): string {
  if (u.message === null && u.restored?.length) return editUndone(u.restored, lang);
  return lang === 'pt' ? pt(u) : en(u);
}

/**
 * An edit undone, said by what it put back and when it now is: "Desfeito: a natação do Pedro,
 * sábado, 19/12, às 10h, está como antes da última edição." — never only "the last edit".
 */
function editUndone(items: NonNullable<UndoneNamed['restored']>, lang: Language): string {
  const said = joinList(
    items.map(i => `${sayItem(i, lang)}${i.date ? `, ${sayWhen(i.date, i.time, lang)},` : ''}`),
    lang,
  );
  const many = items.length > 1;
  return lang === 'pt'
    ? `Desfeito: ${said} ${many ? 'estão' : 'está'} como antes da última edição.`
    : `Undone: ${said} ${many ? 'are' : 'is'} as ${many ? 'they were' : 'it was'} before the last edit.`;
}

/**
 * Everything `undo` says, the chat's /undo and `magis undo` alike: what it reverted, the calendar
 * accounts it took away or brought back, and each item it left as it is and why.
 */
export function undoReply(u: UndoneNamed, lang: Language): string {
  const calendars = u.calendars ?? {removed: [], restored: []};
  const kept = u.kept ?? [];
  const calendarsChanged = calendars.removed.length + calendars.restored.length > 0;
  // A calendar account is said by its own sentence; an import's memories and conversations by undoneSentence.
  const sideDone = Object.entries(u.side ?? {}).some(([what, n]) => what !== 'calendar' && n > 0);
  const nothing = u.memories === 0 && u.changes.length === 0 && !sideDone;
  const done = nothing ? (kept.length || calendarsChanged ? '' : nothingToUndo(lang)) : undoneSentence(u, lang);
  return [done, ...calendarSentences(calendars, lang), ...kept.map(k => keptSentence(k, lang))].filter(Boolean).join(' ');
}

/** Why one item was left as it is now: a newer version is never overwritten by an undo. */
export function keptSentence(k: KeptRow, lang: Language): string {
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
function calendarSentences(c: NonNullable<Undone['calendars']>, lang: Language): string[] {
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

/** The one memory a writer had added (`memories add`, MCP `remember`), when that is what was taken back: said by its number. */
function oneMemoryAdded(u: Undone): number | undefined {
  const side = u.side ?? {};
  return u.message === null && u.memoryIds?.length === 1 && !side.conversation && !side.summary ? u.memoryIds[0] : undefined;
}

function en(u: Undone): string {
  const parts = [plural(u.memories, 'memory', 'memories')];
  if (u.people.length) parts.push(`${plural(u.people.length, 'person', 'people')} (${u.people.join(', ')})`);
  if (u.pets?.length) parts.push(`${plural(u.pets.length, 'pet', 'pets')} (${u.pets.join(', ')})`);
  for (const c of u.petCare ?? []) parts.push(sayPetCare(c, 'en'));
  if (u.links) parts.push(plural(u.links, 'relationship', 'relationships'));
  if (u.checkups) parts.push(plural(u.checkups, 'checkup', 'checkups'));
  if (u.events) parts.push(plural(u.events, 'agenda event', 'agenda events'));
  if (u.tasks) parts.push(plural(u.tasks, 'task', 'tasks'));
  const reopened = u.reopened ? ` ${plural(u.reopened, 'task', 'tasks')} reopened.` : '';
  const memory = oneMemoryAdded(u);
  if (memory !== undefined)
    return `Undone: memory #${memory} is taken back${u.changes.length ? `, with what it taught (${plural(u.changes.length, 'change', 'changes')})` : ''} — everything is as it was before it.`;
  if (u.message === null && u.memories)
    return `Undone: the last import (${[plural(u.memories, 'memory', 'memories'), plural(u.changes.length, 'change', 'changes')].join(', ')}) — everything is as it was before it.`;
  if (u.message === null) return `Undone: ${u.changes.length === 1 ? 'the last edit' : `the last edit (${u.changes.length} changes)`} — everything is as it was before it.`;
  if (u.memories === 0 && !u.people.length && !u.pets?.length && !u.petCare?.length && !u.links && !u.checkups && !u.events && !u.tasks && !u.reopened)
    return `Undone: what your last message changed (${plural(u.changes.length, 'change', 'changes')}).`;
  return `Forgot what your last message taught: ${parts.join(', ')}.${reopened}`;
}

function pt(u: Undone): string {
  const parts = [plural(u.memories, 'memória', 'memórias')];
  if (u.people.length) parts.push(`${plural(u.people.length, 'pessoa', 'pessoas')} (${u.people.join(', ')})`);
  if (u.pets?.length) parts.push(`${plural(u.pets.length, 'pet', 'pets')} (${u.pets.join(', ')})`);
  for (const c of u.petCare ?? []) parts.push(sayPetCare(c, 'pt'));
  if (u.links) parts.push(plural(u.links, 'relação', 'relações'));
  if (u.checkups) parts.push(plural(u.checkups, 'consulta', 'consultas'));
  if (u.events) parts.push(plural(u.events, 'compromisso', 'compromissos'));
  if (u.tasks) parts.push(plural(u.tasks, 'tarefa', 'tarefas'));
  const reopened = u.reopened ? ` ${plural(u.reopened, 'tarefa reaberta', 'tarefas reabertas')}.` : '';
  const memory = oneMemoryAdded(u);
  if (memory !== undefined)
    return `Desfeito: a memória #${memory} foi retirada${u.changes.length ? `, com o que ela ensinou (${plural(u.changes.length, 'mudança', 'mudanças')})` : ''} — tudo voltou a ser como antes dela.`;
  if (u.message === null && u.memories)
    return `Desfeito: a última importação (${[plural(u.memories, 'memória', 'memórias'), plural(u.changes.length, 'mudança', 'mudanças')].join(', ')}) — tudo voltou a ser como antes dela.`;
  if (u.message === null) return `Desfeito: ${u.changes.length === 1 ? 'a última edição' : `a última edição (${u.changes.length} mudanças)`} — tudo voltou a ser como antes dela.`;
  if (u.memories === 0 && !u.people.length && !u.pets?.length && !u.petCare?.length && !u.links && !u.checkups && !u.events && !u.tasks && !u.reopened)
    return `Desfeito: o que sua última mensagem mudou (${plural(u.changes.length, 'mudança', 'mudanças')}).`;
  return `Esqueci o que sua última mensagem ensinou: ${parts.join(', ')}.${reopened}`;
}
