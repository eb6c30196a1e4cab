import {registerSecret} from './secrets.js';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {configPath, keysPath} from './paths.js';
import {MagisError} from './errors.js';

/** Where the LLM lives, if anywhere. The key is kept only in memory and never printed. */
export interface LlmSettings {
  apiKey?: string;
  baseURL?: string;
  model: string;
  /** Set when embeddings should come from the OpenAI-compatible endpoint. */
  embeddingModel?: string;
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
    llm: {apiKey, baseURL, model: (env.MAGIS_MODEL ?? '').trim() || 'gpt-4o-mini', embeddingModel},
    config,
  };
}
