import {readFileSync} from 'node:fs';
import {format} from 'date-fns/format';
import {formatDay} from '../../assistant/phrasing.js';
import {inUserLanguage, MagisError, showValue, UsageError} from '../../config/errors.js';
import {registerSecret} from '../../config/secrets.js';
import {calendarPassword, setCalendarPassword} from '../../calendar/keyring.js';
import {addAccount, findAccount, listAccounts, removeAccount, setMagisCalendar, type Account} from '../../calendar/store-io.js';
import type {SyncReport} from '../../calendar/sync.js';
import {accountLinkIds, clearLoginNotes} from '../../store/calendar-accounts.js';
import {writeTx} from '../../store/db.js';
import {journaled, recordRows} from '../../store/journal.js';
import {userLanguage} from '../../store/user-language.js';
import {withReminders, type RemindContext} from './remind/open.js';
import {printJson, println} from '../output.js';
import {eprintln} from '../print.js';
import {counted} from '../../text/phrases.js';

interface Flags {
  json?: boolean;
  now?: string;
  user?: string;
  name?: string;
  passwordStdin?: boolean;
  acceptDeletes?: boolean;
}

/** A server address the sync can use: http(s) with a host, no password in it. */
function serverUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(
      inUserLanguage(
        `Endereço inválido ${showValue(raw)}: use o endereço CalDAV do servidor, como https://nuvem.exemplo.com/remote.php/dav.`,
        `Invalid address ${showValue(raw)}: use the server's CalDAV address, like https://cloud.example.com/remote.php/dav.`,
      ),
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UsageError(inUserLanguage(`Endereço inválido ${showValue(raw)}: o CalDAV usa http:// ou https://.`, `Invalid address ${showValue(raw)}: CalDAV uses http:// or https://.`));
  }
  if (url.password || url.username) {
    throw new UsageError(
      inUserLanguage(
        'Não ponha usuário nem senha no endereço: use --user, e a senha em MAGIS_CALDAV_PASSWORD ou --password-stdin.',
        'Do not put a user or password in the address: use --user, and the password in MAGIS_CALDAV_PASSWORD or --password-stdin.',
      ),
    );
  }
  return url;
}

/** The password: standard input with --password-stdin (its first line), else MAGIS_CALDAV_PASSWORD, else none. */
function readPassword(flags: Flags): string | null {
  if (flags.passwordStdin) {
    const text = readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '';
    if (!text) throw new UsageError(inUserLanguage('--password-stdin não recebeu senha nenhuma na entrada padrão.', '--password-stdin read no password from standard input.'));
    return text;
  }
  const env = process.env.MAGIS_CALDAV_PASSWORD;
  return env ? env : null;
}

/** The password, registered so no error text (a server echoing the request, say) can show it. */
function password(flags: Flags): string | null {
  const value = readPassword(flags);
  registerSecret(value ?? undefined);
  return value;
}

const NAME = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,39}$/u;

async function connectTo(store: RemindContext, account: Account, deadlineMs?: number) {
  const {connect} = await import('../../calendar/caldav.js');
  return connect(account.url, account.username, calendarPassword(store.home, account.name) ?? null, {deadlineMs});
}

/** `magis calendar add URL [--user U] [--name N]`: checks the server answers, makes its Magis calendar, keeps the account. */
export async function add(rawUrl: string, flags: Flags): Promise<void> {
  const url = serverUrl(rawUrl);
  const name = (flags.name ?? url.hostname).trim();
  if (!NAME.test(name)) {
    throw new UsageError(
      inUserLanguage(`Nome inválido ${showValue(name)}: use letras, números, ".", "_" ou "-" (até 40).`, `Invalid name ${showValue(name)}: use letters, digits, ".", "_" or "-" (up to 40).`),
    );
  }
  const pass = password(flags);
  const user = flags.user?.trim() || null;
  await withReminders(flags, {mustExist: false}, async store => {
    if (findAccount(store.db, name)) {
      throw new UsageError(
        inUserLanguage(
          `Já existe uma agenda chamada ${name}; remova com "magis calendar remove ${name}" ou use --name.`,
          `A calendar named ${name} is already added; remove it with "magis calendar remove ${name}" or pick another with --name.`,
        ),
      );
    }
    const {connect} = await import('../../calendar/caldav.js');
    const server = await connect(url.href, user, pass);
    const magisCalendar = await server.magisCalendar(null);
    // The password first: an account is never listed without the key it needs.
    if (pass) setCalendarPassword(store.home, name, pass);
    // A batch of the undo journal: `undo` right after takes the account back (and its password, magis undo).
    journaled(store.db, 'cli', store.now.toISOString(), () =>
      writeTx(store.db, () => {
        const id = addAccount(store.db, {name, url: url.href, username: user}, store.now.toISOString());
        setMagisCalendar(store.db, id, magisCalendar);
        recordRows(store.db, 'calendar_accounts', 'insert', [id]);
      }),
    );
    if (flags.json) printJson({name, url: url.href, user, magisCalendar});
    else
      println(
        inUserLanguage(
          `Agenda ${name} adicionada (${url.href}${user ? `, usuário ${user}` : ''}); "magis calendar sync" sincroniza.`,
          `Added calendar ${name} (${url.href}${user ? `, user ${user}` : ''}); run "magis calendar sync" to sync.`,
        ),
      );
  });
}

/** `magis calendar list [--json]`. */
export async function list(flags: Flags): Promise<void> {
  await withReminders(flags, {mustExist: false}, store => {
    const accounts = listAccounts(store.db);
    if (flags.json) {
      printJson(accounts.map(a => ({name: a.name, url: a.url, user: a.username, magisCalendar: a.magisCalendar, lastSync: a.lastSync})));
      return;
    }
    if (!accounts.length) {
      println(inUserLanguage('Nenhuma agenda adicionada; use "magis calendar add URL --user NOME".', 'No calendar added; use "magis calendar add URL --user NAME".'));
      return;
    }
    const lang = userLanguage(store.db);
    for (const a of accounts) {
      const when = a.lastSync ? `${formatDay(a.lastSync, lang)} ${format(new Date(a.lastSync), 'HH:mm')}` : '';
      const last = a.lastSync ? inUserLanguage(`sincronizada ${when}`, `last synced ${when}`) : inUserLanguage('nunca sincronizada', 'never synced');
      println(`${a.name} — ${a.url}${a.username ? ` (${a.username})` : ''} — ${last}`);
    }
  });
}

/** The account of that name, or a usage error that lists the ones there are. */
function namedAccount(db: Parameters<typeof findAccount>[0], name: string): NonNullable<ReturnType<typeof findAccount>> {
  const account = findAccount(db, name);
  if (account) return account;
  const known = listAccounts(db).map(a => a.name);
  throw new UsageError(
    inUserLanguage(
      `Nenhuma agenda chamada ${showValue(name)}${known.length ? `; há: ${known.join(', ')}` : ''}.`,
      `No calendar named ${showValue(name)}${known.length ? `; there is: ${known.join(', ')}` : ''}.`,
    ),
  );
}

/** `magis calendar remove NAME`: forgets the account and its password; the agenda keeps its items. */
export async function remove(name: string, flags: Flags): Promise<void> {
  await withReminders(flags, {mustExist: false}, store => {
    const account = namedAccount(store.db, name);
    // A batch of the undo journal: the account and its links to the server's items, to come back
    // with `undo` — never its password, which leaves this device now (undo says to log in again).
    journaled(store.db, 'cli', store.now.toISOString(), () =>
      writeTx(store.db, () => {
        recordRows(store.db, 'calendar_accounts', 'delete', [account.id]);
        recordRows(store.db, 'calendar_links', 'delete', accountLinkIds(store.db, account.id));
        removeAccount(store.db, account.id);
      }),
    );
    setCalendarPassword(store.home, account.name, undefined);
    if (flags.json) printJson({removed: account.name});
    else
      println(
        inUserLanguage(`Agenda ${account.name} removida; os itens que ela trouxe continuam na agenda do Magis.`, `Removed calendar ${account.name}; the items it brought stay on Magis's agenda.`),
      );
  });
}

/**
 * `magis calendar login NAME`: keeps the account's password on this device again (after `restore`
 * into a new home, or a changed password), checked with the server first.
 */
export async function login(name: string, flags: Flags): Promise<void> {
  const pass = password(flags);
  await withReminders(flags, {mustExist: false}, async store => {
    const account = namedAccount(store.db, name);
    if (!pass) {
      throw new UsageError(
        inUserLanguage(
          'Sem senha: passe-a em MAGIS_CALDAV_PASSWORD ou na primeira linha da entrada com --password-stdin.',
          'No password given: pass it in MAGIS_CALDAV_PASSWORD or on the first line of standard input with --password-stdin.',
        ),
      );
    }
    // Checked before it is kept: a mistyped password is said now, not by the next cron run.
    const {connect} = await import('../../calendar/caldav.js');
    await connect(account.url, account.username, pass);
    setCalendarPassword(store.home, account.name, pass);
    clearLoginNotes(store.db, account.name);
    if (flags.json) printJson({name: account.name, loggedIn: true});
    else
      println(
        inUserLanguage(
          `Senha da agenda ${account.name} guardada neste dispositivo; "magis calendar sync" sincroniza.`,
          `Kept the password of calendar ${account.name} on this device; run "magis calendar sync" to sync.`,
        ),
      );
  });
}

const counts = (c: SyncReport['sent']) => c.added + c.updated + c.deleted;

function describe(r: SyncReport): string {
  const part = (c: SyncReport['sent'], pt: string, en: string) =>
    inUserLanguage(
      // "1 novo", "2 novos": the Portuguese count agrees with its number.
      `${pt} ${counts(c)} (${counted(c.added, 'novo', 'novos', 'pt')}, ${counted(c.updated, 'mudado', 'mudados', 'pt')}, ${counted(c.deleted, 'apagado', 'apagados', 'pt')})`,
      `${en} ${counts(c)} (${c.added} new, ${c.updated} changed, ${c.deleted} deleted)`,
    );
  const merged = r.merged
    ? inUserLanguage(`; ${counted(r.merged, 'mudado', 'mudados', 'pt')} dos dois lados, as duas mudanças mantidas`, `; ${r.merged} changed on both sides, both changes kept`)
    : '';
  const conflicts = r.conflicts
    ? inUserLanguage(`; ${r.conflicts} com uma mudança descartada (valeu a mais recente, abaixo)`, `; ${r.conflicts} with a change dropped (the later one kept, below)`)
    : '';
  return `${r.account}: ${part(r.sent, 'enviados', 'sent')}, ${part(r.received, 'recebidos', 'received')}${merged}${conflicts}.`;
}

/**
 * Whether this device lacks the password of an account that has a user: a backup restored into a
 * new home brings the account (its rows) but never its key (keys.json stays with the old home).
 */
export function needsLogin(home: string, account: Account): boolean {
  return account.username !== null && calendarPassword(home, account.name) === undefined;
}

/** "family: this device has no password for it…; run "magis calendar login family"." */
export const loginLine = (name: string) =>
  inUserLanguage(
    `${name}: este dispositivo não tem a senha dessa agenda (um backup restaurado?); rode "magis calendar login ${name}".`,
    `${name}: this device has no password for this calendar (a restored backup?); run "magis calendar login ${name}".`,
  );

/**
 * Syncs every account; one account's failure does not stop the others. Returns the reports, the
 * failures, and the accounts skipped because this device has no password for them (`needsLogin`):
 * trying them would only be refused by the server, on every cron run. The run has one deadline
 * (MAGIS_CALDAV_TIMEOUT, guarded-fetch.ts) shared by its accounts: three silent servers hold cron
 * no longer than one; an account the deadline leaves no time for waits for the next run.
 */
export async function syncAll(store: RemindContext, opts: {acceptDeletes?: boolean} = {}): Promise<{reports: SyncReport[]; failures: string[]; needLogin: string[]}> {
  const [{syncAccount}, {syncDeadlineMs}] = await Promise.all([import('../../calendar/sync.js'), import('../../calendar/guarded-fetch.js')]);
  const budget = syncDeadlineMs();
  const started = Date.now();
  const reports: SyncReport[] = [];
  const failures: string[] = [];
  const needLogin: string[] = [];
  for (const account of listAccounts(store.db)) {
    if (needsLogin(store.home, account)) {
      needLogin.push(account.name);
      continue;
    }
    // Less than a second (or half a short budget) left is no time to sync a calendar in.
    const left = budget - (Date.now() - started);
    if (left < Math.min(1000, budget / 2)) {
      const s = Math.round(budget / 1000);
      failures.push(
        inUserLanguage(
          `${account.name}: não sincronizada: os ${s} s da sincronização acabaram nas agendas antes dela; ela espera a próxima.`,
          `${account.name}: not synced: the sync's ${s} s were used up by the calendars before it; it waits for the next sync.`,
        ),
      );
      continue;
    }
    try {
      const server = await connectTo(store, account, left);
      reports.push(await syncAccount(store.db, account, server, {now: store.now, language: userLanguage(store.db), acceptDeletes: opts.acceptDeletes}));
    } catch (error) {
      // A network failure mid-sync (fetch's TypeError) is the server's, said in one sentence too.
      if (process.env.MAGIS_DEBUG === '1' && !(error instanceof MagisError)) throw error;
      const {serverError} = await import('../../calendar/caldav.js');
      failures.push(`${account.name}: ${(error instanceof MagisError ? error : serverError(account.url, error)).message}`);
    }
  }
  return {reports, failures, needLogin};
}

/**
 * `magis calendar sync [--json] [--accept-deletes]`: two-way sync with every calendar added. A
 * pass that would delete many synced items stops and asks for --accept-deletes.
 */
export async function sync(flags: Flags): Promise<void> {
  await withReminders(flags, {mustExist: false}, async store => {
    if (!listAccounts(store.db).length) {
      throw new UsageError(inUserLanguage('Nenhuma agenda adicionada; use "magis calendar add URL --user NOME" primeiro.', 'No calendar added; use "magis calendar add URL --user NAME" first.'));
    }
    const {reports, failures: failed, needLogin} = await syncAll(store, {acceptDeletes: flags.acceptDeletes});
    const failures = [...failed, ...needLogin.map(loginLine)];
    if (flags.json) printJson({accounts: reports, failures, needLogin});
    else {
      for (const r of reports) {
        println(describe(r));
        // What a conflict dropped, said where the user looks: one line each (also in `magis log`).
        for (const n of r.notes) println(`  ${n}`);
        for (const w of r.warnings) eprintln(`magis: warning: ${w}`);
      }
    }
    if (failures.length) throw new MagisError(failures.join(' '));
  });
}
