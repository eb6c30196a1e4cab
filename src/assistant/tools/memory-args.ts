/** What the memory tools share: ids, texts, the filters of `magis memories list/search`, and "no such memory". */
import {z} from 'zod';
import {parseUntil, parseUserDate} from '../../config/clock.js';
import {inUserLanguage, UsageError} from '../../config/errors.js';
import {CONTEXTS, MEMORY_TYPES, type MemoryFilters} from '../../store/memories.js';
import {deletedAt} from '../../store/memory-detail.js';
import type {Store} from '../../store/store.js';
import {hasVisibleText} from '../../text/words.js';
import {localDay} from '../../time/day.js';

export const memoryId = z.number().int().positive().describe('a memory id, as search_memories and list_memories give it');
// Zero-width spaces and direction marks alone are no text (issue 24: they were stored).
export const memoryText = (what: string) => z.string().trim().min(1, `give the text ${what}`).max(10_000).refine(hasVisibleText, `give the text ${what} (it has no visible character)`);

/** The filters of `magis memories list/search`. */
export const filters = {
  context: z
    .enum(CONTEXTS as [string, ...string[]])
    .optional()
    .describe('work, personal or family'),
  type: z
    .enum(MEMORY_TYPES as [string, ...string[]])
    .optional()
    .describe('a memory type'),
  minImportance: z.number().int().min(1).max(10).optional().describe('only memories at least this important (1–10)'),
  since: z.string().optional().describe('only memories that happened from this date (ISO, e.g. 2026-03-01)'),
  until: z.string().optional().describe('only memories that happened until this date (ISO; a bare date includes the whole day)'),
};

type FilterArgs = {context?: string; type?: string; minImportance?: number; since?: string; until?: string};

/** The filters, checked as the CLI checks its flags: a date that does not exist is refused by name. */
export function toFilters(a: FilterArgs, limit: number): MemoryFilters {
  const until = a.until === undefined ? undefined : parseUntil(a.until, 'until').toISOString();
  return {
    context: a.context as MemoryFilters['context'],
    type: a.type as MemoryFilters['type'],
    minImportance: a.minImportance,
    since: a.since === undefined ? undefined : parseUserDate(a.since, 'since').toISOString(),
    until,
    limit,
  };
}

/** A memory that is not there: deleted (its history says when) or never was. */
export function missing(store: Store, id: number): never {
  const at = deletedAt(store.db, id);
  throw new UsageError(
    at
      ? inUserLanguage(`A memória ${id} foi apagada em ${localDay(at)}.`, `Memory ${id} was deleted on ${localDay(at)}.`)
      : inUserLanguage(`Nenhuma memória com id ${id}; list_memories ou search_memories dão os ids.`, `No memory with id ${id}; list_memories or search_memories give the ids.`),
  );
}
