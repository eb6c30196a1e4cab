/**
 * Errors a user can act on. Each carries the exit code the contract names, so the CLI's single
 * catch can print one sentence and exit without a stack trace.
 */
export class MagisError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'MagisError';
    this.exitCode = exitCode;
  }
}

/** A bad flag, id, date or value: exit 2. */
export class UsageError extends MagisError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}

/**
 * A user-supplied value as it should appear inside a one-line error: quoted, control characters
 * and line breaks escaped, long values cut, so the message stays one readable sentence.
 */
export function showValue(value: unknown, max = 60): string {
  const text = String(value ?? '');
  const cut = text.length > max ? text.slice(0, max) + '…' : text;
  return JSON.stringify(cut).replace(/[\u0080-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Where an error's sentence learns the user's language (pt or en): the CLI points it at the open
 * store's language (src/cli/strings.ts) and, with no store, at the locale. Here, in a leaf, so any
 * module can say its error in both languages without reaching up to the store.
 */
let language: () => 'pt' | 'en' = () => 'en';

export function setErrorLanguage(source: () => 'pt' | 'en'): void {
  language = source;
}

/** One sentence in the user's language: `new UsageError(inUserLanguage('Dia inválido…', 'Invalid day…'))`. */
export const inUserLanguage = (pt: string, en: string): string => (language() === 'pt' ? pt : en);
