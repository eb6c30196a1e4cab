import {registerSecret} from './secrets.js';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {configPath, keysPath} from './paths.js';
import {MagisError, showValue, UsageError} from './errors.js';

/** Where the LLM lives, if anywhere. The key is kept only in memory and never printed. */
export interface LlmSettings {
  apiKey?: string;
  baseURL?: string;
  model: string;
  /** Set when embeddings should come from the OpenAI-compatible endpoint. */
  embeddingModel?: string;
  /** How long a whole answer may take, in ms (MAGIS_LLM_TIMEOUT / config `llm.timeout`, seconds); unset = llm.ts's default. */
  timeoutMs?: number;
  /** How long to wait for the first word of an answer, in ms (MAGIS_LLM_FIRST_TOKEN_TIMEOUT / `llm.firstTokenTimeout`). */
  firstTokenMs?: number;
}

/** Longest wait a user may configure: an hour, far beyond any answer, short of "forever". */
const MAX_TIMEOUT_S = 3600;

/**
 * A timeout in seconds from the environment (wins) or config.json's `llm` object, as ms; undefined
 * when neither says. A value that is not a positive number of seconds is a usage error naming it.
 */
function timeoutSetting(env: string | undefined, envName: string, config: Record<string, unknown>, key: string): number | undefined {
  const llm = config.llm && typeof config.llm === 'object' ? (config.llm as Record<string, unknown>) : {};
  const [raw, where] = env !== undefined && env.trim() !== '' ? [env.trim(), envName] : [llm[key], `config.json llm.${key}`];
  if (raw === undefined || raw === null) return undefined;
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!(seconds > 0 && seconds <= MAX_TIMEOUT_S)) {
    throw new UsageError(`Invalid ${where} ${showValue(raw)}: use a number of seconds above 0 and up to ${MAX_TIMEOUT_S}, like 30.`);
  }
  return Math.round(seconds * 1000);
}

export interface Settings {
  llm: LlmSettings | null;
  /** Raw user config (config.json): checkup intervals, preferences… */
  config: Record<string, unknown>;
}

function readJson(file: string, what: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the one-sentence error below
  }
  throw new MagisError(`${what} ${file} is not a JSON object; fix or remove it.`);
}

/**
 * Resolves settings from the environment first, then `keys.json` (must be private: 0600) and
 * `config.json` under MAGIS_HOME. No key and no base URL means offline.
 */
export function loadSettings(home: string, env: NodeJS.ProcessEnv = process.env): Settings {
  const config = readJson(configPath(home), 'Config file');
  let fileKey: string | undefined;
  const kp = keysPath(home);
  if (existsSync(kp)) {
    if ((statSync(kp).mode & 0o077) !== 0) {
      throw new MagisError(`${kp} is readable by other users; run "chmod 600 ${kp}" first.`);
    }
    const keys = readJson(kp, 'Keys file');
    if (typeof keys.openai === 'string') fileKey = keys.openai;
    else if (typeof keys.OPENAI_API_KEY === 'string') fileKey = keys.OPENAI_API_KEY;
  }
  const apiKey = (env.OPENAI_API_KEY ?? '').trim() || fileKey || undefined;
  registerSecret(apiKey);
  const baseURL = (env.OPENAI_BASE_URL ?? '').trim() || undefined;
  if (!apiKey && !baseURL) return {llm: null, config};
  const embeddingModel = (env.MAGIS_EMBEDDING_MODEL ?? '').trim() || (apiKey && !baseURL ? 'text-embedding-3-small' : undefined);
  return {
    llm: {
      apiKey,
      baseURL,
      model: (env.MAGIS_MODEL ?? '').trim() || 'gpt-4o-mini',
      embeddingModel,
      timeoutMs: timeoutSetting(env.MAGIS_LLM_TIMEOUT, 'MAGIS_LLM_TIMEOUT', config, 'timeout'),
      firstTokenMs: timeoutSetting(env.MAGIS_LLM_FIRST_TOKEN_TIMEOUT, 'MAGIS_LLM_FIRST_TOKEN_TIMEOUT', config, 'firstTokenTimeout'),
    },
    config,
  };
}
