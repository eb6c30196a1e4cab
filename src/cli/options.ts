import {hasVisibleText} from '../text/words.js';
import {parseUntil, parseUserDate} from '../config/clock.js';
import {inUserLanguage, showValue, UsageError} from '../config/errors.js';
import {CONTEXTS, MEMORY_TYPES, type MemoryFilters} from '../store/memories.js';
import type {Context, MemoryType} from '../domain/types.js';

/** Parses a whole number in [min, max] or fails naming the flag and the value. */
export function parseIntIn(value: string | undefined, what: string, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !/^-?\d+$/.test(String(value).trim()) || n < min || n > max) {
    throw new UsageError(
      inUserLanguage(`${what} inválido ${showValue(value)}: use um número inteiro de ${min} a ${max}.`, `Invalid ${what} ${showValue(value)}: use a whole number from ${min} to ${max}.`),
    );
  }
  return n;
}

export function parseId(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(
      inUserLanguage(
        `Id de memória inválido ${showValue(value)}: ids são números inteiros positivos (veja "magis memories list").`,
        `Invalid memory id ${showValue(value)}: ids are positive whole numbers (see "magis memories list").`,
      ),
    );
  }
  return Number(value);
}

export function parseContext(value: string | undefined): Context | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (!(CONTEXTS as readonly string[]).includes(v))
    throw new UsageError(inUserLanguage(`Contexto inválido ${showValue(value)}: use work, personal ou family.`, `Invalid context ${showValue(value)}: use work, personal or family.`));
  return v as Context;
}

export function parseType(value: string | undefined): MemoryType | undefined {
  if (value === undefined) return undefined;
  if (!(MEMORY_TYPES as readonly string[]).includes(value))
    throw new UsageError(inUserLanguage(`Tipo inválido ${showValue(value)}: use um de ${MEMORY_TYPES.join(', ')}.`, `Invalid type ${showValue(value)}: use one of ${MEMORY_TYPES.join(', ')}.`));
  return value as MemoryType;
}

export interface FilterFlags {
  context?: string;
  type?: string;
  minImportance?: string;
  since?: string;
  until?: string;
  limit?: string;
}

/** The shared filter flags of list/search/export, validated. */
export function parseFilters(flags: FilterFlags, defaultLimit: number): MemoryFilters {
  return {
    context: parseContext(flags.context),
    type: parseType(flags.type),
    minImportance: flags.minImportance === undefined ? undefined : parseIntIn(flags.minImportance, '--min-importance', 1, 10),
    since: flags.since === undefined ? undefined : parseUserDate(flags.since, '--since').toISOString(),
    until: flags.until === undefined ? undefined : parseUntil(flags.until, '--until').toISOString(),
    limit: flags.limit === undefined ? defaultLimit : parseIntIn(flags.limit, '--limit', 0, 1_000_000),
  };
}

/** Longest message magis accepts: far beyond any chat turn, small enough to keep prompts and indexes sane. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * The text argument of ask/extract/memories add: "-" reads standard input (for long or piped text).
 * Empty and oversized texts are usage errors, so nothing is stored from them.
 */
export async function messageArg(value: string): Promise<string> {
  let text = value;
  if (value === '-') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of process.stdin) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size > MAX_MESSAGE_BYTES * 2) break;
    }
    text = Buffer.concat(chunks).toString('utf8');
  }
  if (!hasVisibleText(text))
    throw new UsageError(inUserLanguage('O texto está vazio: passe-o entre aspas, ou pela entrada padrão com "-".', 'The text is empty: pass it in quotes, or on standard input with "-".'));
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_MESSAGE_BYTES) {
    throw new UsageError(
      inUserLanguage(
        `O texto é longo demais (${Math.ceil(bytes / 1024)} KB); o limite é ${MAX_MESSAGE_BYTES / 1024} KB — divida-o ou use "magis memories import".`,
        `The text is too long (${Math.ceil(bytes / 1024)} KB); the limit is ${MAX_MESSAGE_BYTES / 1024} KB — split it or use "magis memories import".`,
      ),
    );
  }
  return text.trim();
}
