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

/**
 * A client for the configured endpoint. `maxRetries`: 2 where the user waits on the answer (the
 * chat, embeddings), 1 for background work. The SDK's own logging is off: with OPENAI_LOG=debug it
 * would print requests, and the key must never reach a screen or a file.
 */
export async function openAiClient(settings: LlmSettings, maxRetries: 1 | 2): Promise<OpenAI> {
  const {default: OpenAI} = await import('openai');
  // A local server (Ollama, llama.cpp) takes no key, but the SDK refuses to start without one.
  return new OpenAI({apiKey: settings.apiKey ?? 'not-needed', baseURL: settings.baseURL, timeout: llmTimeouts(settings).totalMs, maxRetries, logLevel: 'off'});
}
