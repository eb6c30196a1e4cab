/**
 * Keys never reach a screen or a file: every error text Magis shows (stderr, `ask --json`'s
 * fallbackReason, the chat's notice) passes through `redactSecrets`. A server that echoes the
 * request's key in its error ("Incorrect API key provided: sk-…") printed it (issue 24).
 */
const known = new Set<string>();

/** Remembers a secret this run holds (the API key, from the environment or keys.json). */
export function registerSecret(value: string | undefined): void {
  if (value && value.length >= 6) known.add(value);
}

// Key-shaped tokens even when not ours (another provider's key a proxy echoes): OpenAI-style
// `sk-…`, a bearer token, `key=`/`api_key:` values.
const SHAPES = [/\bsk-[A-Za-z0-9_-]{8,}/g, /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, /\b((?:api[_-]?key|key|token|password)\s*[=:]\s*)["']?[^\s"',;]{6,}/gi];

export function redactSecrets(text: string): string {
  let out = text;
  for (const k of known) out = out.split(k).join('[redacted]');
  for (const re of SHAPES) out = out.replace(re, (m, prefix?: string) => (typeof prefix === 'string' && prefix && m.startsWith(prefix) ? `${prefix}[redacted]` : '[redacted]'));
  return out;
}
