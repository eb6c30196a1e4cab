import {format} from 'date-fns/format';
import {formatDay, say} from '../../assistant/phrasing.js';
import {inUserLanguage, showValue, UsageError} from '../../config/errors.js';
import type {Language} from '../../domain/types.js';
import {calendarNotes} from '../../store/calendar-accounts.js';
import {conversationLog, conversationMessages, type LoggedMessage} from '../../store/conversation-log.js';
import {recentBatches} from '../../store/journal.js';
import {envLanguage, userLanguage} from '../../store/user-language.js';
import {batchLine} from './log-changes.js';
import {dim, printJson, println} from '../output.js';
import {withReminders} from './remind/open.js';

interface Flags {
  conversation?: string;
  limit?: string;
  json?: boolean;
  now?: string;
}

/** A whole number ≥ min for a flag, or a usage error naming the flag and the value. */
function count(value: string, flag: string, min: number): number {
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < min) {
    throw new UsageError(
      inUserLanguage(
        `${flag} inválido ${showValue(value)}: use um número inteiro${min > 0 ? ` a partir de ${min}` : ''}, como "magis log" mostra.`,
        `Invalid ${flag} ${showValue(value)}: use a whole number${min > 0 ? ` from ${min}` : ''}, as "magis log" shows them.`,
      ),
    );
  }
  return Number(value);
}

/** How many of the calendar sync's notes `magis log` lists above the conversations. */
const CALENDAR_NOTES = 5;
/** How many of the latest commands' and imports' changes it lists there too. */
const BATCHES = 5;

const when = (iso: string, lang: Language) => `${formatDay(iso, lang)} ${format(new Date(iso), 'HH:mm')}`;
const oneLine = (text: string, max = 100) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max - 1) + '…' : flat;
};

/** Who answered: "offline" or "llm · gpt-4o-mini". */
const answeredBy = (m: Pick<LoggedMessage, 'engine' | 'model'>) => [m.engine, m.model].filter(Boolean).join(' · ');

/**
 * `magis log [--conversation N] [-n N] [--json]`: past conversations, most recent first, with
 * who answered (engine and model), after the calendar sync's latest notes (a change it dropped, an
 * account without its password); with --conversation, that conversation's messages.
 */
export async function run(flags: Flags): Promise<void> {
  const id = flags.conversation === undefined ? null : count(flags.conversation, '--conversation', 1);
  const limit = flags.limit === undefined ? (id === null ? 20 : 50) : count(flags.limit, '-n', 0);
  const result = await withReminders(flags, {mustExist: true}, ({db}) => ({
    lang: userLanguage(db),
    list: id === null ? conversationLog(db, limit) : null,
    one: id === null ? null : conversationMessages(db, id, limit),
    calendar: id === null ? calendarNotes(db, CALENDAR_NOTES) : [],
    batches: id === null ? recentBatches(db, BATCHES) : [],
  }));
  const lang = result?.lang ?? envLanguage();
  if (id !== null) {
    const one = result?.one;
    if (!one) throw new UsageError(say(lang, `Nenhuma conversa ${id}; "magis log" lista as conversas.`, `No conversation ${id}; "magis log" lists the conversations.`));
    if (flags.json) return printJson({...one.conversation, messages: one.messages});
    const c = one.conversation;
    println(`${say(lang, 'Conversa', 'Conversation')} #${c.id} · ${c.context} · ${when(c.createdAt, lang)}`);
    if (one.messages.length < c.messages)
      println(dim(say(lang, `(as últimas ${one.messages.length} de ${c.messages} mensagens; -n 0 mostra todas)`, `(the last ${one.messages.length} of ${c.messages} messages; -n 0 shows all)`)));
    let day = '';
    for (const m of one.messages) {
      const d = formatDay(m.createdAt, lang);
      if (d !== day) {
        day = d;
        println(dim(d));
      }
      const mark = m.role === 'user' ? '›' : m.role === 'assistant' ? '✦' : '·';
      println(`  ${format(new Date(m.createdAt), 'HH:mm')} ${mark} ${m.content}${m.role === 'assistant' && answeredBy(m) ? ' ' + dim(`(${answeredBy(m)})`) : ''}`);
    }
    return;
  }
  const list = result?.list ?? [];
  if (flags.json) return printJson(list);
  // What a calendar sync could not do as both sides wanted (a change dropped, a password missing), latest first.
  const notes = result?.calendar ?? [];
  if (notes.length) {
    println(say(lang, 'Sincronização das agendas', 'Calendar sync'));
    for (const n of notes) println(`  ${when(n.at, lang)}  ${n.text}`);
    println('');
  }
  // What commands, imports and other assistants changed (what `magis undo` takes back), latest first.
  const batches = result?.batches ?? [];
  if (batches.length) {
    println(say(lang, 'Mudanças por comandos e importações', 'Changes by commands and imports'));
    for (const b of batches) println(`  ${when(b.at, lang)}  ${batchLine(b, lang)}`);
    println('');
  }
  if (list.length === 0) return println(say(lang, 'Nenhuma conversa ainda. Comece com "magis chat" ou "magis ask".', 'No conversations yet. Start one with "magis chat" or "magis ask".'));
  for (const c of list) {
    const n = say(lang, `${c.messages} ${c.messages === 1 ? 'mensagem' : 'mensagens'}`, `${c.messages} ${c.messages === 1 ? 'message' : 'messages'}`);
    const by = [...c.engines.filter(e => e !== 'llm'), ...c.models].join(', ');
    println(`#${String(c.id).padEnd(4)} ${when(c.updatedAt, lang)}  ${c.context} · ${n}${by ? ' · ' + by : ''}`);
    if (c.title) println(`      ${oneLine(c.title)}`);
  }
}
