/**
 * Keys never reach a screen or a file: every error text Magis shows (stderr, `ask --json`'s
 * fallbackReason, the chat's notice) and every text a model sends back passes through
 * `redactSecrets`. A server that echoes the request's key in its error ("Incorrect API key
 * provided: sk-…") printed it (issue 24), and one that echoed it URL-encoded, or as the Base64 of
 * "user:key" of an Authorization header, printed it still (issue 39).
 */
const known = new Set<string>();
/** The secrets and the ways they are written on the wire, longest first (so a longer one is replaced whole). */
let spellings: string[] = [];

/** Remembers a secret this run holds (the API key, from the environment or keys.json; a calendar password). */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 6 || known.has(value)) return;
  known.add(value);
  const forms = new Set(spellings);
  // As it travels: percent-encoded (either case of hex digits), and in Base64 of its own.
  const encoded = encodeURIComponent(value);
  for (const f of [value, encoded, encoded.replace(/%[0-9A-F]{2}/g, h => h.toLowerCase()), Buffer.from(value).toString('base64'), Buffer.from(value).toString('base64url')]) forms.add(f);
  spellings = [...forms].sort((a, b) => b.length - a.length);
}

// Key-shaped tokens even when not ours (another provider's key a proxy echoes): OpenAI-style
// `sk-…`, a bearer token, `key=`/`api_key:` values.
const SHAPES = [/\bsk-[A-Za-z0-9_-]{8,}/g, /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, /\b((?:api[_-]?key|key|token|password)\s*[=:]\s*)["']?[^\s"',;]{6,}/gi];

/** A run that may be Base64 (either alphabet, padded or not), and one that holds percent-encoding. */
const BASE64 = /[A-Za-z0-9+/_-]{8,}={0,2}/g;
const PERCENT = /[^\s"'<>()]*%[0-9A-Fa-f]{2}[^\s"'<>()]*/g;

/** Whether a decoded text holds one of our secrets. */
const holdsSecret = (decoded: string) => [...known].some(k => decoded.includes(k) || decoded.includes(Buffer.from(k).toString('latin1')));

/** A Base64 run that decodes to text holding a secret (the Basic "user:password" of a header). */
function base64Hides(token: string): boolean {
  const bare = token.replace(/=+$/, '');
  if (bare.length % 4 === 1) return false;
  return holdsSecret(Buffer.from(bare.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'));
}

/** A percent-encoded run that decodes to text holding a secret (a key sent back in a query string). */
function percentHides(token: string): boolean {
  for (const t of [token, token.replace(/\+/g, ' ')]) {
    try {
      if (holdsSecret(decodeURIComponent(t))) return true;
    } catch {
      // not valid percent-encoding as a whole: each valid escape decoded alone
      if (holdsSecret(t.replace(/%[0-9A-Fa-f]{2}/g, h => String.fromCharCode(Number.parseInt(h.slice(1), 16))))) return true;
    }
  }
  return false;
}

export function redactSecrets(text: string): string {
  let out = text;
  for (const k of spellings) out = out.split(k).join('[redacted]');
  if (known.size) {
    out = out.replace(PERCENT, token => (percentHides(token) ? '[redacted]' : token));
    out = out.replace(BASE64, token => (base64Hides(token) ? '[redacted]' : token));
  }
  for (const re of SHAPES) out = out.replace(re, (m, prefix?: string) => (typeof prefix === 'string' && prefix && m.startsWith(prefix) ? `${prefix}[redacted]` : '[redacted]'));
  return out;
}

/**
 * A stream of text (a model's answer, word by word) with secrets taken out before any of it is
 * shown: text is let through up to the last word boundary, and never a tail that could still grow
 * into a secret, so every secret (in any of its spellings) is whole when `redactSecrets` sees it.
 * `push` returns what may be shown now; `end` the rest.
 */
export function secretFilter(): {push(piece: string): string; end(): string} {
  let held = '';
  return {
    push(piece) {
      held += piece;
      for (const k of spellings) held = held.split(k).join('[redacted]');
      // The earliest place from which the rest could still grow into a secret…
      let cut = held.length;
      for (const k of spellings) {
        for (let i = Math.max(0, held.length - k.length + 1); i < cut; i++) {
          if (k.startsWith(held.slice(i))) {
            cut = i;
            break;
          }
        }
      }
      // …and no encoded run cut in two (a Base64 "user:key" is told only whole).
      const boundary = held.search(/[A-Za-z0-9+/_%.~=-]*$/);
      cut = Math.min(cut, boundary);
      const out = redactSecrets(held.slice(0, cut));
      held = held.slice(cut);
      return out;
    },
    end() {
      const out = redactSecrets(held);
      held = '';
      return out;
    },
  };
}
