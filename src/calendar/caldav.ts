/**
 * The CalDAV server as the sync sees it: its calendars with their objects (URL, ETag, text), the
 * "Magis" calendar (made with MKCALENDAR when missing), and conditional writes (If-Match on an
 * ETag, If-None-Match on a new object) so a change made meanwhile on another device is never
 * overwritten blindly. The protocol is tsdav's, loaded only when a sync runs.
 */
import {inUserLanguage, MagisError} from '../config/errors.js';
import {redactSecrets, registerSecret} from '../config/secrets.js';
import {guardedFetch} from './guarded-fetch.js';

export interface RemoteObject {
  url: string;
  etag: string | null;
  data: string;
}

export interface RemoteCalendar {
  url: string;
  name: string;
  objects: RemoteObject[];
}

export interface CalendarServer {
  /** Every calendar that holds events, with its objects; the Magis calendar among them. */
  calendars(): Promise<RemoteCalendar[]>;
  /** The URL of the calendar named "Magis", made when missing. */
  magisCalendar(known: string | null): Promise<string>;
  /** Writes an object; `etag` null means it must be new. Returns the new ETag, or null when the server changed it meanwhile (412). */
  put(url: string, data: string, etag: string | null): Promise<{etag: string | null} | null>;
  /** Deletes an object unless it changed since `etag`; false when it did (412). A missing object is deleted. */
  remove(url: string, etag: string | null): Promise<boolean>;
}

const MAGIS_CALENDAR = 'Magis';

/** One sentence for a failure of the server or the network; the password never in it. */
export function serverError(url: string, error: unknown): MagisError {
  const e = error as {message?: string; cause?: {code?: string; message?: string}};
  const why =
    e.cause?.code === 'ECONNREFUSED'
      ? inUserLanguage('nada responde lá', 'nothing answers there')
      : e.cause?.code === 'ENOTFOUND'
        ? inUserLanguage('esse endereço não existe', 'that host is not known')
        : /principalUrl|homeUrl/i.test(String(e.message))
          ? inUserLanguage('não parece um servidor CalDAV (nenhuma agenda para esse usuário)', 'it does not look like a CalDAV server (no calendar home for this user)')
          : String(e.cause?.message ?? e.message ?? error).split('\n')[0]!;
  return new MagisError(redactSecrets(inUserLanguage(`Não consegui falar com ${url}: ${why}.`, `Could not reach ${url}: ${why}.`)));
}

const displayName = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A CalDAV account through tsdav (Basic authentication, the one every server listed in README
 * takes). Every exchange goes through one guarded fetch (guarded-fetch.ts): one deadline and a size
 * cap for the whole sync, listings checked to be listings, the password only to this origin.
 */
export async function connect(url: string, username: string | null, password: string | null, opts: {deadlineMs?: number} = {}): Promise<CalendarServer> {
  const {DAVClient} = await import('tsdav');
  // The password as it travels (Base64 "user:password", percent-encoded) is as secret as itself.
  if (password) {
    registerSecret(Buffer.from(`${username ?? ''}:${password}`).toString('base64'));
    registerSecret(encodeURIComponent(password));
  }
  const guard = guardedFetch(url, opts);
  const client = new DAVClient({
    serverUrl: url,
    credentials: {username: username ?? '', password: password ?? ''},
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
    fetch: guard.fetch,
  });
  try {
    await client.login();
    guard.check();
  } catch (error) {
    if (error instanceof MagisError) throw error;
    const msg = String((error as Error).message ?? '');
    if (/401|403|unauthori[sz]ed|forbidden/i.test(msg)) {
      throw new MagisError(
        inUserLanguage(
          `${url} recusou o usuário ou a senha (para trocar a senha: "magis calendar login NOME"; o usuário: "magis calendar remove NOME" e adicione de novo).`,
          `${url} refused the user name or password (to change the password: "magis calendar login NAME"; the user: "magis calendar remove NAME", then add it again).`,
        ),
      );
    }
    throw serverError(url, error);
  }
  const check = (res: Response, what: {pt: string; en: string}) => {
    if (res.status === 401 || res.status === 403)
      throw new MagisError(
        inUserLanguage(`${url} recusou ${what.pt} (HTTP ${res.status}); confira o usuário e a senha.`, `${url} refused to ${what.en} (HTTP ${res.status}); check the user name and password.`),
      );
    if (!res.ok && res.status !== 412) throw new MagisError(inUserLanguage(`${url} não conseguiu ${what.pt} (HTTP ${res.status}).`, `${url} could not ${what.en} (HTTP ${res.status}).`));
  };
  return {
    async calendars() {
      const cals = (await client.fetchCalendars()).filter(c => !c.components || c.components.includes('VEVENT'));
      guard.check();
      const out: RemoteCalendar[] = [];
      for (const c of cals) {
        // Every object the listing names, whatever its file name (tsdav keeps only "….ics" ones by default).
        const objects = await client.fetchCalendarObjects({calendar: c, urlFilter: href => Boolean(href) && href.replace(/\/?$/, '/') !== c.url.replace(/\/?$/, '/')});
        guard.check();
        // An object listed without its text is a server that failed to send it, not an event gone.
        const missing = objects.filter(o => typeof o.data !== 'string');
        if (missing.length) {
          throw new MagisError(
            inUserLanguage(
              `${url} listou ${objects.length} itens da agenda ${displayName(c.displayName) || c.url} mas não mandou ${missing.length} deles; nada foi mudado.`,
              `${url} listed ${objects.length} items of the calendar ${displayName(c.displayName) || c.url} but did not send ${missing.length} of them; nothing was changed.`,
            ),
          );
        }
        out.push({
          url: c.url,
          name: displayName(c.displayName),
          objects: objects.filter(o => (o.data as string).includes('VEVENT')).map(o => ({url: o.url, etag: o.etag ?? null, data: o.data as string})),
        });
      }
      return out;
    },
    async magisCalendar(known) {
      const cals = await client.fetchCalendars();
      guard.check();
      const found = cals.find(c => known && c.url === known) ?? cals.find(c => displayName(c.displayName) === MAGIS_CALENDAR);
      if (found) return found.url;
      const home = client.account?.homeUrl;
      if (!home) throw new MagisError(`${url} has no calendar home for this user, so the Magis calendar could not be made.`);
      const target = new URL('magis/', home).href;
      const res = await client.makeCalendar({url: target, props: {displayname: MAGIS_CALENDAR}});
      guard.check();
      if (!res[0]?.ok) throw new MagisError(`${url} refused to make the Magis calendar (HTTP ${res[0]?.status ?? '?'}).`);
      return target;
    },
    async put(objectUrl, data, etag) {
      const res =
        etag === null
          ? await client.createObject({url: objectUrl, data, headers: {'content-type': 'text/calendar; charset=utf-8'}})
          : await client.updateObject({url: objectUrl, data, etag, headers: {'content-type': 'text/calendar; charset=utf-8'}});
      guard.check();
      check(res, {pt: 'gravar um evento', en: 'save an event'});
      if (res.status === 412) return null;
      return {etag: res.headers.get('etag')};
    },
    async remove(objectUrl, etag) {
      const res = await client.deleteObject({url: objectUrl, ...(etag ? {etag} : {})});
      guard.check();
      if (res.status === 404) return true;
      check(res, {pt: 'apagar um evento', en: 'delete an event'});
      return res.status !== 412;
    },
  };
}
