/**
 * What `undo` says it reverted — the chat's /undo and `magis undo` — in the user's language. Pure;
 * outside the UI so the command line needs no UI module.
 */
import type {Language} from '../domain/types.js';
import type {Undone} from '../store/undo.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function nothingToUndo(lang: Language): string {
  return lang === 'pt' ? 'Sua última mensagem não me ensinou nada para desfazer.' : 'Your last message taught me nothing to undo.';
}

export function undoneSentence(u: Undone, lang: Language): string {
  return lang === 'pt' ? pt(u) : en(u);
}

function en(u: Undone): string {
  const parts = [plural(u.memories, 'memory', 'memories')];
  if (u.people.length) parts.push(`${plural(u.people.length, 'person', 'people')} (${u.people.join(', ')})`);
  if (u.links) parts.push(plural(u.links, 'relationship', 'relationships'));
  if (u.checkups) parts.push(plural(u.checkups, 'checkup', 'checkups'));
  if (u.events) parts.push(plural(u.events, 'agenda event', 'agenda events'));
  if (u.tasks) parts.push(plural(u.tasks, 'task', 'tasks'));
  const reopened = u.reopened ? ` ${plural(u.reopened, 'task', 'tasks')} reopened.` : '';
  if (u.message === null && u.memories)
    return `Undone: the last import (${[plural(u.memories, 'memory', 'memories'), plural(u.changes.length, 'change', 'changes')].join(', ')}) — everything is as it was before it.`;
  if (u.message === null) return `Undone: ${u.changes.length === 1 ? 'the last edit' : `the last edit (${u.changes.length} changes)`} — everything is as it was before it.`;
  if (u.memories === 0 && !u.people.length && !u.links && !u.checkups && !u.events && !u.tasks && !u.reopened)
    return `Undone: what your last message changed (${plural(u.changes.length, 'change', 'changes')}).`;
  return `Forgot what your last message taught: ${parts.join(', ')}.${reopened}`;
}

function pt(u: Undone): string {
  const parts = [plural(u.memories, 'memória', 'memórias')];
  if (u.people.length) parts.push(`${plural(u.people.length, 'pessoa', 'pessoas')} (${u.people.join(', ')})`);
  if (u.links) parts.push(plural(u.links, 'relação', 'relações'));
  if (u.checkups) parts.push(plural(u.checkups, 'consulta', 'consultas'));
  if (u.events) parts.push(plural(u.events, 'compromisso', 'compromissos'));
  if (u.tasks) parts.push(plural(u.tasks, 'tarefa', 'tarefas'));
  const reopened = u.reopened ? ` ${plural(u.reopened, 'tarefa reaberta', 'tarefas reabertas')}.` : '';
  if (u.message === null && u.memories)
    return `Desfeito: a última importação (${[plural(u.memories, 'memória', 'memórias'), plural(u.changes.length, 'mudança', 'mudanças')].join(', ')}) — tudo voltou a ser como antes dela.`;
  if (u.message === null) return `Desfeito: ${u.changes.length === 1 ? 'a última edição' : `a última edição (${u.changes.length} mudanças)`} — tudo voltou a ser como antes dela.`;
  if (u.memories === 0 && !u.people.length && !u.links && !u.checkups && !u.events && !u.tasks && !u.reopened)
    return `Desfeito: o que sua última mensagem mudou (${plural(u.changes.length, 'mudança', 'mudanças')}).`;
  return `Esqueci o que sua última mensagem ensinou: ${parts.join(', ')}.${reopened}`;
}
