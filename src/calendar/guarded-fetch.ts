/**
 * The only way a sync talks to a CalDAV server: a `fetch` for tsdav that makes every exchange of
 * one sync bounded and checked, because tsdav reads a broken answer as an empty one (an HTML page,
 * an empty 200 or XML cut short became "the calendar has no events", and the sync deleted them).
 *
 * - One deadline for the whole sync (MAGIS_CALDAV_TIMEOUT seconds, default 120), shared by every
 *   account of a run: a silent or dripping server ends the sync with one sentence instead of
 *   holding cron for ever, and ten such servers hold it no longer than one.
 * - A cap on each answer's size (MAX_ANSWER_BYTES): a huge answer is refused, never held whole.
 * - A listing (PROPFIND, REPORT) that succeeded must be a well-formed XML multistatus; anything
 *   else fails the sync before it changes anything.
 * - Requests go only to the account's own origin; a redirect elsewhere is refused, so the
 *   password never travels to another host.
 * tsdav swallows some errors of its own calls; the first failure is kept here and `check()`
 * raises it again, so a swallowed failure never reads as an empty answer.
 */
import {inUserLanguage, MagisError, UsageError} from '../config/errors.js';

/**
 * A failure of the exchange itself (deadline, size, a broken listing, another host): the whole
 * sync of the account stops, unlike a failure of one event, which the sync reports and passes.
 */
export class SyncStopped extends MagisError {}

/** What a family calendar's full listing needs, many times over; a 2 GB answer is an attack. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
const DEFAULT_TIMEOUT_S = 120;
const MAX_TIMEOUT_S = 3600;
const MAX_REDIRECTS = 5;

/**
 * The sync's deadline in ms: MAGIS_CALDAV_TIMEOUT seconds when set (a number above 0), else 120 s.
 * One budget for a whole run: `calendar sync` and cron's run share it among every account.
 */
export function syncDeadlineMs(env = process.env.MAGIS_CALDAV_TIMEOUT): number {
  if (env === undefined || env.trim() === '') return DEFAULT_TIMEOUT_S * 1000;
  const seconds = /^\d+(\.\d+)?$/.test(env.trim()) ? Number(env.trim()) : Number.NaN;
  if (!(seconds > 0 && seconds <= MAX_TIMEOUT_S)) {
    throw new UsageError(`Invalid MAGIS_CALDAV_TIMEOUT "${env}": use a number of seconds above 0 and up to ${MAX_TIMEOUT_S}, like 120.`);
  }
  return Math.round(seconds * 1000);
}

/**
 * Why an XML text is not a well-formed document whose root is a DAV multistatus, or null when it
 * is. A small tag scanner (names balanced, one root, nothing but space around it): enough to tell
 * a listing cut short or an HTML page from a real one, without a parser dependency.
 */
function multistatusProblem(text: string): string | null {
  if (!text.trim()) return inUserLanguage('uma resposta vazia', 'an empty answer');
  const stack: string[] = [];
  let root: string | null = null;
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const broken = inUserLanguage('XML malformado ou cortado ao meio', 'XML that is malformed or cut short');
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const between = text.slice(i, lt === -1 ? text.length : lt);
    if (!stack.length && between.trim()) return broken; // text outside the root element
    if (lt === -1) break;
    const special: Array<[string, string]> = [
      ['<?', '?>'],
      ['<!--', '-->'],
      ['<![CDATA[', ']]>'],
      ['<!', '>'],
    ];
    const open = special.find(([start]) => text.startsWith(start, lt));
    if (open) {
      const end = text.indexOf(open[1], lt + open[0].length);
      if (end === -1) return broken;
      if (open[0] === '<![CDATA[' && !stack.length) return broken;
      i = end + open[1].length;
      continue;
    }
    tag.lastIndex = lt;
    const m = tag.exec(text);
    if (!m) return broken;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return broken;
    } else {
      if (!stack.length && root !== null) return broken; // a second root
      if (root === null) root = name!;
      if (!selfClosing) stack.push(name!);
    }
    i = tag.lastIndex;
  }
  if (stack.length || root === null) return broken;
  const local = root.replace(/^.*:/, '').toLowerCase();
  if (local !== 'multistatus') return inUserLanguage(`XML sem lista de itens (<${root}>)`, `XML that is not a listing (<${root}>)`);
  return null;
}

export interface GuardedFetch {
  fetch: typeof globalThis.fetch;
  /** Raises the first failure of this sync's exchanges, even one tsdav swallowed. */
  check(): void;
}

/**
 * A `fetch` bounded by one deadline and answer size, for one account at `accountUrl`. `deadlineMs`
 * is what is left of the run's budget when the run syncs several accounts (never more than the budget).
 */
export function guardedFetch(accountUrl: string, opts: {deadlineMs?: number; maxBytes?: number} = {}): GuardedFetch {
  const origin = new URL(accountUrl).origin;
  const deadlineMs = Math.max(1, Math.min(opts.deadlineMs ?? Number.POSITIVE_INFINITY, syncDeadlineMs()));
  const maxBytes = opts.maxBytes ?? MAX_ANSWER_BYTES;
  const deadline = AbortSignal.timeout(deadlineMs);
  let failure: SyncStopped | null = null;
  const fail = (error: SyncStopped): never => {
    failure ??= error;
    throw failure;
  };
  const late = () =>
    fail(
      new SyncStopped(
        inUserLanguage(
          `${origin} não terminou de responder em ${Math.round(deadlineMs / 1000)} s; a sincronização parou (o que já foi sincronizado fica, o resto espera a próxima).`,
          `${origin} did not finish answering within ${Math.round(deadlineMs / 1000)} s; the sync stopped (what was already synced stays, the rest waits for the next sync).`,
        ),
      ),
    );

  /** The body, read up to the cap; the deadline applies to every chunk. */
  async function readCapped(res: Response): Promise<Uint8Array> {
    const declared = Number(res.headers.get('content-length') ?? '0');
    const tooBig = () =>
      fail(
        new SyncStopped(
          inUserLanguage(
            `${origin} mandou uma resposta grande demais (mais de ${maxBytes / 1024 / 1024} MB); nada foi mudado por ela.`,
            `${origin} sent an answer too large to be a calendar (over ${maxBytes / 1024 / 1024} MB); nothing was changed by it.`,
          ),
        ),
      );
    if (declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      tooBig();
    }
    if (!res.body) return new Uint8Array();
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        tooBig();
      }
      chunks.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.byteLength;
    }
    return out;
  }

  async function exchange(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    if (failure) throw failure;
    let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const manual = init.redirect === 'manual';
    for (let hop = 0; ; hop++) {
      if (url.origin !== origin) {
        fail(
          new SyncStopped(
            inUserLanguage(
              `${origin} mandou para outro servidor (${url.origin}); o Magis só manda a senha para ${origin}, então nada foi mudado.`,
              `${origin} sent the sync to another server (${url.origin}); Magis sends the password only to ${origin}, so nothing was changed.`,
            ),
          ),
        );
      }
      let res: Response;
      let body: Uint8Array;
      try {
        const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
        res = await globalThis.fetch(url, {...init, redirect: 'manual', signal});
        body = await readCapped(res);
      } catch (error) {
        if (error instanceof MagisError) throw error;
        if (deadline.aborted) late();
        throw error;
      }
      const location = res.headers.get('location');
      if (!manual && res.status >= 300 && res.status < 400 && location && hop < MAX_REDIRECTS) {
        url = new URL(location, url);
        continue;
      }
      const copy = new Response(res.status === 204 || res.status === 304 ? null : body, {status: res.status, statusText: res.statusText, headers: res.headers});
      Object.defineProperty(copy, 'url', {value: url.href});
      if (res.ok && (method === 'PROPFIND' || method === 'REPORT') && !manual) checkListing(copy, body, method);
      return copy;
    }
  }

  /** A listing that "succeeded" must be one: XML, well formed, a multistatus. */
  function checkListing(res: Response, body: Uint8Array, method: string): void {
    const type = (res.headers.get('content-type') ?? '').toLowerCase();
    const text = new TextDecoder().decode(body);
    const problem = !text.trim()
      ? inUserLanguage('uma resposta vazia', 'an empty answer')
      : type.includes('html') || /^\s*(<!doctype html|<html)/i.test(text)
        ? inUserLanguage('uma página HTML', 'an HTML page')
        : !type.includes('xml')
          ? inUserLanguage(`conteúdo do tipo ${type || 'desconhecido'}`, `content of type ${type || 'unknown'}`)
          : multistatusProblem(text);
    if (!problem) return;
    fail(
      new SyncStopped(
        inUserLanguage(
          `${origin} respondeu a ${method} (HTTP ${res.status}) com ${problem} em vez da lista da agenda; nada foi mudado.`,
          `${origin} answered ${method} (HTTP ${res.status}) with ${problem} instead of a calendar listing; nothing was changed.`,
        ),
      ),
    );
  }

  return {
    fetch: exchange as typeof globalThis.fetch,
    check() {
      if (failure) throw failure;
      if (deadline.aborted) late();
    },
  };
}
