import type {OpenAI} from 'openai';
import type {LlmSettings} from './settings.js';

/**
 * The one place Magis builds an OpenAI client (chat, extraction, summaries, embeddings): the base
 * URL, the key, the time limits (MAGIS_LLM_TIMEOUT) and the retries are decided here and nowhere
 * else. `openai` is imported lazily so cron and scripting paths never load it.
 *
 * Without settings, a dead server falls back well inside 30 s: the first word must come within
 * 8 s and the whole answer within 20 s. The user may allow more (a local model that thinks for
 * 10 s): MAGIS_LLM_TIMEOUT (or config.json `llm.timeout`) sets the whole answer's limit and, unless
 * MAGIS_LLM_FIRST_TOKEN_TIMEOUT says otherwise, the first word's too.
 */
const FIRST_TOKEN_MS = 8_000;
const TURN_DEADLINE_MS = 20_000;

/** The two limits of one answer, in ms. */
export function llmTimeouts(settings: LlmSettings): {firstTokenMs: number; totalMs: number} {
  const totalMs = settings.timeoutMs ?? TURN_DEADLINE_MS;
  const firstTokenMs = Math.min(settings.firstTokenMs ?? settings.timeoutMs ?? FIRST_TOKEN_MS, totalMs);
  return {firstTokenMs, totalMs};
}

/** A redirect to another host, refused: what the request carried (the key, the user's words) stays with the endpoint. */
export class RedirectRefused extends Error {}

const MAX_REDIRECTS = 5;

/**
 * The client's fetch: a redirect is followed only within the endpoint's own origin (a proxy's
 * trailing slash). One to another host is refused before anything reaches it — Node's fetch drops
 * the Authorization header there but sends the body (the conversation, the user's memories) and
 * any other header (Azure's api-key) along.
 */
function sameOriginFetch(baseURL: string | undefined): typeof globalThis.fetch {
  const origin = new URL(baseURL ?? 'https://api.openai.com/v1').origin;
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    let request = init;
    for (let hop = 0; ; hop++) {
      const res = await globalThis.fetch(url, {...request, redirect: 'manual'});
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      await res.body?.cancel().catch(() => undefined);
      const next = new URL(location, url);
      if (next.origin !== origin) throw new RedirectRefused(`the server sent the request to another host (${next.origin}); Magis sends the key and your messages only to ${origin}`);
      if (hop >= MAX_REDIRECTS) throw new RedirectRefused(`the server redirected more than ${MAX_REDIRECTS} times`);
      // As fetch does: 303 (and 301/302 after a POST) is fetched again with GET and no body.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && (request.method ?? 'GET').toUpperCase() === 'POST')) request = {...request, method: 'GET', body: undefined};
      url = next;
    }
  }) as typeof globalThis.fetch;
}

/**
 * A client for the configured endpoint. `maxRetries`: 2 where the user waits on the answer (the
 * chat, embeddings), 1 for background work. The SDK's own logging is off: with OPENAI_LOG=debug it
 * would print requests, and the key must never reach a screen or a file.
 */
export async function openAiClient(settings: LlmSettings, maxRetries: 1 | 2): Promise<OpenAI> {
  const {default: OpenAI} = await import('openai');
  // A local server (Ollama, llama.cpp) takes no key, but the SDK refuses to start without one.
  return new OpenAI({
    apiKey: settings.apiKey ?? 'not-needed',
    baseURL: settings.baseURL,
    timeout: llmTimeouts(settings).totalMs,
    maxRetries,
    logLevel: 'off',
    fetch: sameOriginFetch(settings.baseURL),
  });
}
