/**
 * The command line's own sentences in the user's language (as src/ui/strings.ts is the chat's):
 * confirmations and errors of `remind add/done/snooze`, `memories compress --dry-run`, and the
 * language errors are said in. Reminder sentences themselves are src/reminders/messages.ts; values
 * a user types (kinds, ids, flags, dates as YYYY-MM-DD) stay as typed.
 */
import {setErrorLanguage} from '../config/errors.js';
import type {Language} from '../domain/types.js';
import type {DB} from '../store/db.js';
import {existsSync} from 'node:fs';
import {databasePath, magisHome} from '../config/paths.js';
import {openDatabase} from '../store/db.js';
import {envLanguage, userLanguage} from '../store/user-language.js';
import {screenWordsOf} from '../store/user-variety.js';
import {bindScreenWords} from '../text/screen.js';

let bound: (() => Language) | null = null;
let known: Language | null = null;

/**
 * The user's language: the open store's (profile, messages); before a command opened it (a bad
 * flag) or after, the store's all the same, read once; with no store, the locale's.
 */
export function cliLanguage(): Language {
  if (known) return known;
  if (bound) return (known = bound());
  return (known = peekStoreLanguage());
}

function peekStoreLanguage(): Language {
  const home = magisHome();
  if (!existsSync(databasePath(home))) return envLanguage();
  try {
    const db = openDatabase(home, {vectors: false});
    try {
      return userLanguage(db);
    } finally {
      db.close();
    }
  } catch {
    return envLanguage();
  }
}

/**
 * While a command has the store open, errors and confirmations speak the store's language (read
 * only when first needed: cron's silent run never asks). `release` keeps what was read.
 */
export function bindStoreLanguage(db: DB): () => void {
  bound = () => userLanguage(db);
  known = null;
  bindScreenWords(() => screenWordsOf(db));
  setErrorLanguage(cliLanguage);
  return () => {
    bound = null;
  };
}

setErrorLanguage(cliLanguage);

/** The user's language for a mistyped command (async for main.ts's lazy import). */
export const storeLanguage = async (): Promise<Language> => cliLanguage();

const day = (iso: string, lang: Language) => (lang === 'pt' ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);

export interface CliStrings {
  /** "o dentista da Bia" / "Bia's dentist visit" — filled by the caller from kindWords. */
  recorded: (what: string, id: number) => string;
  alreadyRecorded: (what: string, id: number) => string;
  nextReminder: (date: string) => string;
  visitDone: (what: string, date: string) => string;
  needAcknowledged: (what: string, hint: string) => string;
  noticeAcknowledged: (what: string) => string;
  taskDone: (id: number) => string;
  snoozed: (what: string, until: string, time: string) => string;
  noReminder: (value: string) => string;
  noReminderNumber: (n: number) => string;
  nothingOfKind: (value: string) => string;
  noOpenTask: (value: string) => string;
  bookingAhead: (what: string, date: string) => string;
  badSnooze: (value: string) => string;
  badStatus: (value: string) => string;
  needsDate: string;
  doneInFuture: (value: string, today: string) => string;
  doneNotAfterToday: (value: string, today: string) => string;
  badTime: (value: string) => string;
  emptyPerson: string;
  unknownPerson: (name: string) => string;
  /** memories compress --dry-run */
  compressPlan: (memories: number, weeks: number, kept: number, keep: number) => string;
  compressWeek: (week: string, n: number) => string;
  compressNothing: (olderThan: string, keep: number) => string;
  compressProgress: string;
  /** commander's complaint ("error: missing required argument 'name'") as one sentence */
  usage: (commander: string) => string;
  /** the one sentence for a mistyped command */
  unknownCommand: (word: string, guess: string | null) => string;
  calendarWriteFailed: (file: string, why: string) => string;
}

const PT: CliStrings = {
  recorded: (what, id) => `Anotado (#${id}): ${what}.`,
  alreadyRecorded: (what, id) => `Já estava anotado (#${id}): ${what}.`,
  nextReminder: date => `Próximo lembrete: ${day(date, 'pt')}.`,
  visitDone: (what, date) => `Feito: ${what} em ${day(date, 'pt')}.`,
  needAcknowledged: (what, hint) => `Certo, não lembro mais: ${what}. ${hint}`,
  noticeAcknowledged: what => `Certo, anotado como visto: “${what}”`,
  taskDone: id => `Feito: tarefa #${id}.`,
  snoozed: (what, until, time) => `Adiado até ${day(until, 'pt')} às ${time}: “${what}”`,
  noReminder: value => `Nenhum lembrete ${value}: veja os números com "magis remind" (ou os ids com "magis remind --json").`,
  noReminderNumber: n => `Nenhum lembrete com o número ${n} agora: veja os números com "magis remind".`,
  nothingOfKind: value => `Nada do tipo ${value} para hoje: veja "magis remind".`,
  noOpenTask: value => `Nenhuma tarefa aberta ${value}: veja "magis tasks".`,
  bookingAhead: (what, date) => `${what} está marcado para ${day(date, 'pt')}; depois do dia, "magis remind done" registra a visita (ou use --date).`,
  badSnooze: value => `Prazo inválido ${value}: use um período positivo como 12h, 7d ou 2w.`,
  badStatus: value => `--status inválido ${value}: use needed, scheduled ou done.`,
  needsDate: 'Uma consulta marcada precisa do dia: acrescente --date AAAA-MM-DD (e --time HH:MM).',
  doneInFuture: (value, today) => `--date inválido ${value}: uma consulta feita é de hoje (${day(today, 'pt')}) ou antes; para uma marcação use --status scheduled.`,
  doneNotAfterToday: (value, today) => `--date inválido ${value}: uma consulta feita é de hoje (${day(today, 'pt')}) ou antes.`,
  badTime: value => `--time inválido ${value}: use HH:MM, como 14:30.`,
  emptyPerson: '--person "" inválido: dê um nome, ou deixe de fora para você.',
  unknownPerson: name => `Não conheço ninguém chamado ${name}: veja "magis people", ou anote a consulta com "magis remind add".`,
  compressPlan: (memories, weeks, kept, keep) =>
    `Resumiria ${memories} ${memories === 1 ? 'memória' : 'memórias'} em ${weeks} ${weeks === 1 ? 'resumo semanal' : 'resumos semanais'} (mantendo ${kept} de importância ≥ ${keep}):`,
  compressWeek: (week, n) => `  ${week}: ${n} ${n === 1 ? 'memória' : 'memórias'}`,
  compressNothing: (olderThan, keep) => `Nada a resumir: nenhuma memória com mais de ${olderThan} e importância abaixo de ${keep}.`,
  compressProgress: 'Resumindo semanas',
  unknownCommand: (word, guess) => `comando desconhecido '${word}'${guess ? ` — quis dizer '${guess}'?` : ' — veja "magis --help".'}`,
  usage: text =>
    usageSentence(text, {
      missingArgument: a => `falta o argumento '${a}' — veja "--help".`,
      unknownOption: (o, guess) => `opção desconhecida '${o}'${guess ? ` — quis dizer '${guess}'?` : ' — veja "--help".'}`,
      missingValue: o => `a opção '${o}' precisa de um valor.`,
      tooMany: c => `argumentos demais para '${c}' — veja "--help".`,
    }),
  calendarWriteFailed: (file, why) => `Não consegui gravar o calendário em ${file}: ${why}.`,
};

const EN: CliStrings = {
  recorded: (what, id) => `Recorded (#${id}): ${what}.`,
  alreadyRecorded: (what, id) => `Already recorded (#${id}): ${what}.`,
  nextReminder: date => `Next reminder: ${date}.`,
  visitDone: (what, date) => `Done: ${what} on ${date}.`,
  needAcknowledged: (what, hint) => `OK, no more reminders: ${what}. ${hint}`,
  noticeAcknowledged: what => `OK, marked as seen: “${what}”`,
  taskDone: id => `Done: task #${id}.`,
  snoozed: (what, until, time) => `Snoozed until ${until} at ${time}: “${what}”`,
  noReminder: value => `No reminder ${value}: see the numbers with "magis remind" (or the ids with "magis remind --json").`,
  noReminderNumber: n => `No reminder numbered ${n} now: see the numbers with "magis remind".`,
  nothingOfKind: value => `Nothing of kind ${value} is due: see "magis remind".`,
  noOpenTask: value => `No open task ${value}: see "magis tasks".`,
  bookingAhead: (what, date) => `${what} is booked for ${date}; after the day, "magis remind done" records the visit (or use --date).`,
  badSnooze: value => `Invalid snooze duration ${value}: use a positive period like 12h, 7d or 2w.`,
  badStatus: value => `Invalid --status ${value}: use needed, scheduled or done.`,
  needsDate: 'A scheduled checkup needs its day: add --date YYYY-MM-DD (and --time HH:MM).',
  doneInFuture: (value, today) => `Invalid --date ${value}: a checkup is done on or before today (${today}); use --status scheduled for a booking.`,
  doneNotAfterToday: (value, today) => `Invalid --date ${value}: a checkup is done on or before today (${today}).`,
  badTime: value => `Invalid --time ${value}: use HH:MM, like 14:30.`,
  emptyPerson: 'Invalid --person "": give a name, or leave it out for yourself.',
  unknownPerson: name => `No one called ${name} is known: check "magis people", or record the checkup with "magis remind add".`,
  compressPlan: (memories, weeks, kept, keep) =>
    `Would compress ${memories} ${memories === 1 ? 'memory' : 'memories'} into ${weeks} weekly ${weeks === 1 ? 'summary' : 'summaries'} (keeping ${kept} of importance ≥ ${keep}):`,
  compressWeek: (week, n) => `  ${week}: ${n} ${n === 1 ? 'memory' : 'memories'}`,
  compressNothing: (olderThan, keep) => `Nothing to compress: no memory older than ${olderThan} below importance ${keep}.`,
  compressProgress: 'Summarising weeks',
  unknownCommand: (word, guess) => `unknown command '${word}'${guess ? ` — did you mean '${guess}'?` : ' — see "magis --help".'}`,
  usage: text =>
    usageSentence(text, {
      missingArgument: a => `missing required argument '${a}' — see "--help".`,
      unknownOption: (o, guess) => `unknown option '${o}'${guess ? ` — did you mean '${guess}'?` : ' — see "--help".'}`,
      missingValue: o => `option '${o}' needs a value.`,
      tooMany: c => `too many arguments for '${c}' — see "--help".`,
    }),
  calendarWriteFailed: (file, why) => `Could not write the calendar to ${file}: ${why}.`,
};

interface UsageWords {
  missingArgument: (arg: string) => string;
  unknownOption: (option: string, guess: string | null) => string;
  missingValue: (option: string) => string;
  tooMany: (command: string) => string;
}

/** Commander's error text ("error: …", maybe a second "(Did you mean …?)" line) as one sentence. */
function usageSentence(text: string, w: UsageWords): string {
  const guess = /Did you mean (\S+?)\?/.exec(text)?.[1] ?? null;
  let m: RegExpExecArray | null;
  if ((m = /missing required argument '([^']+)'/.exec(text))) return w.missingArgument(m[1]!);
  if ((m = /unknown option '([^']+)'/.exec(text))) return w.unknownOption(m[1]!, guess);
  if ((m = /option '([^']+)' argument missing/.exec(text))) return w.missingValue(m[1]!);
  if ((m = /too many arguments for '([^']+)'/.exec(text))) return w.tooMany(m[1]!);
  return text
    .replace(/^error:\s*/, '')
    .split('\n')[0]!
    .trim();
}

/** The command line's sentences in `lang` (default: the user's). */
export const cliStrings = (lang: Language = cliLanguage()): CliStrings => (lang === 'pt' ? PT : EN);
