import {z} from 'zod';
import {MagisError} from '../config/errors.js';
import {CONTEXTS, MEMORY_TYPES} from './memories.js';
import type {ImportRecord} from './ingest.js';

const isoDate = z.string().refine(s => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}/.test(s), {message: 'not an ISO date'});

const recordSchema = z.object({
  id: z.number().int().positive().optional(),
  content: z.string().trim().min(1, 'content is empty'),
  summary: z.string().nullable().optional(),
  type: z.enum(MEMORY_TYPES as [string, ...string[]]).optional(),
  context: z.enum(CONTEXTS as [string, ...string[]]).optional(),
  importance: z.number().int().min(1).max(10).optional(),
  sentiment: z.number().min(-1).max(1).nullable().optional(),
  occurredAt: isoDate.optional(),
  createdAt: isoDate.optional(),
  sourceRef: z.string().nullable().optional(),
  speaker: z.string().nullable().optional(),
  entities: z.array(z.string()).optional(),
});

export type ParsedRecord = ImportRecord & {entities: string[]};

/**
 * Parses a magis export (a JSON array, or JSON Lines) into validated records. Any bad record
 * fails the whole file with its line number, so nothing of a broken file is half-imported.
 */
export function parseImport(text: string, now: string, file = 'input'): ParsedRecord[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new MagisError(`${file} is empty: nothing to import.`);
  let items: Array<{line: number; value: unknown}>;
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      const pos = /position (\d+)/.exec(String((error as Error).message));
      const line = pos ? trimmed.slice(0, Number(pos[1])).split('\n').length : 1;
      throw new MagisError(`${file} line ${line}: malformed JSON; nothing was imported.`);
    }
    if (!Array.isArray(parsed)) throw new MagisError(`${file} is not a list of memories; nothing was imported.`);
    // Map each element back to the line where it starts, for error messages.
    const starts = [...trimmed.matchAll(/^\s*\{/gm)].map(m => trimmed.slice(0, m.index).split('\n').length);
    items = parsed.map((value, i) => ({line: starts[i] ?? i + 1, value}));
  } else {
    items = [];
    trimmed.split(/\r?\n/).forEach((raw, i) => {
      if (!raw.trim()) return;
      try {
        items.push({line: i + 1, value: JSON.parse(raw)});
      } catch {
        throw new MagisError(`${file} line ${i + 1}: malformed JSON; nothing was imported.`);
      }
    });
  }
  return items.map(({line, value}) => {
    const r = recordSchema.safeParse(value);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      const field = issue.path.join('.') || 'record';
      throw new MagisError(`${file} line ${line}: ${field} ${issue.message.toLowerCase()}; nothing was imported.`);
    }
    const d = r.data;
    const occurredAt = new Date(d.occurredAt ?? d.createdAt ?? now).toISOString();
    return {
      id: d.id,
      content: d.content,
      summary: d.summary ?? null,
      type: (d.type ?? 'conversation') as ImportRecord['type'],
      context: (d.context ?? 'personal') as ImportRecord['context'],
      importance: d.importance ?? 5,
      sentiment: d.sentiment ?? null,
      occurredAt,
      createdAt: new Date(d.createdAt ?? now).toISOString(),
      sourceRef: d.sourceRef ?? null,
      speaker: d.speaker ?? null,
      entities: d.entities ?? [],
    };
  });
}
