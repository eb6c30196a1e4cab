import {z} from 'zod';
import {MagisError} from '../config/errors.js';
import {isRealDate} from '../time/day.js';
import {CONTEXTS, MEMORY_TYPES} from './memories.js';
import type {ImportRecord} from './ingest.js';
import {parseNotes} from './import-notes.js';

// A real day (not "2026-02-30", which Date rolls to March, nor year 0000): time/day.ts.
const isoDate = z.string().refine(isRealDate, {message: 'not a real ISO date (YYYY-MM-DD, a year from 1000)'});
/**
 * A record's text: bounded (a 200 MB record made every ask take 37 s), and as large as a memory
 * Magis itself may hold — `magis import` takes cells of 1 MB, and an older notes import kept a
 * paragraph whole — so `memories export` always imports back.
 */
const MAX_RECORD_CHARS = 1_048_576;

/**
 * One record: magis's own export shape, where `id` is magis's number, or another tool's, where `id`
 * is any string (a UUID, "rel-0") kept as an external key. mem0's export writes `memory` for the
 * text and snake_case dates; those names are accepted too.
 */
const recordSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().trim().min(1, 'is empty').max(200, 'is longer than 200 characters')]).optional(),
  content: z.string().trim().min(1, 'is empty').max(MAX_RECORD_CHARS, `is longer than ${MAX_RECORD_CHARS} characters`),
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
  /** When the other tool last changed it (kept as a history line). */
  updatedAt: isoDate.nullable().optional(),
  /** OpenMemory's lifecycle: a deleted record is never imported as an active memory. */
  state: z.enum(['active', 'paused', 'archived', 'deleted']).nullable().optional(),
  deletedAt: isoDate.nullable().optional(),
});

/** `checked`: a ticked checklist item of a note (`- [x] …`), a thing done rather than a to-do. */
export type ParsedRecord = ImportRecord & {entities: string[]; deleted?: true; checked?: true};

/** A date as another tool writes it: ISO text, or a Unix time in seconds (OpenMemory's API) or milliseconds. */
function dateValue(v: unknown): unknown {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) return v;
  return new Date(v > 1e11 ? v : v * 1000).toISOString();
}

/**
 * mem0's and OpenMemory's shapes (`{id, memory | content, created_at, updated_at, state,
 * deleted_at, metadata, …}`) in magis's field names. The metadata may carry a magis context or
 * importance; everything else of it is left behind.
 */
function fromMem0(value: Record<string, unknown>, content: unknown): Record<string, unknown> {
  const meta = (value.metadata && typeof value.metadata === 'object' ? value.metadata : {}) as Record<string, unknown>;
  const created = dateValue(value.created_at ?? value.createdAt);
  return {
    id: value.id,
    content,
    occurredAt: meta.occurredAt ?? created ?? undefined,
    createdAt: created ?? undefined,
    updatedAt: dateValue(value.updated_at ?? value.updatedAt) ?? undefined,
    state: value.state ?? undefined,
    deletedAt: dateValue(value.deleted_at ?? value.deletedAt) ?? undefined,
    ...(typeof meta.context === 'string' && (CONTEXTS as string[]).includes(meta.context) ? {context: meta.context} : {}),
    ...(typeof meta.importance === 'number' ? {importance: meta.importance} : {}),
  };
}

/** Normalises the names other tools use to magis's, so one schema judges every shape. */
function normalise(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = value as Record<string, unknown>;
  if (v.content === undefined && typeof v.memory === 'string') return fromMem0(v, v.memory);
  // OpenMemory's backup (memories.json, memories.jsonl): `content` with snake_case dates and a state.
  // Its own fields (importance, context…) stay; the snake_case ones are read as magis's.
  if (typeof v.content === 'string' && (v.created_at !== undefined || v.state !== undefined)) {
    return {...v, ...Object.fromEntries(Object.entries(fromMem0(v, v.content)).filter(([, x]) => x !== undefined))};
  }
  if (v.content === undefined && typeof v.text === 'string') return {...v, content: v.text, text: undefined};
  return v;
}

/** A JSON document's list of records: a bare list, or mem0's `{results: [...]}` / `{memories: [...]}`. */
function listOf(parsed: unknown): unknown[] | null {
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>;
    for (const key of ['results', 'memories']) if (Array.isArray(o[key])) return o[key] as unknown[];
  }
  return null;
}

/** Whether a file should be read as notes: by its name, else because it is not JSON at all. */
function isNotes(trimmed: string, file: string): boolean {
  if (/\.(md|markdown|txt|text)$/i.test(file)) return true;
  if (/\.(json|jsonl|ndjson)$/i.test(file)) return false;
  return !/^[[{]/.test(trimmed);
}

/**
 * Parses an import file into validated records: a magis export or another tool's (a JSON array,
 * JSON Lines, mem0's export), or plain-text/Markdown notes. Any bad record fails the whole file with
 * its line number, so nothing of a broken file is half-imported.
 */
export function parseImport(text: string, now: string, file = 'input'): ParsedRecord[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new MagisError(`${file} is empty: nothing to import.`);
  if (isNotes(trimmed, file)) {
    const notes = parseNotes(trimmed, now, file);
    if (!notes.length) throw new MagisError(`${file} has no text to import.`);
    return notes;
  }
  let items: Array<{line: number; value: unknown}>;
  const whole = /^[[{]/.test(trimmed) ? tryJson(trimmed) : undefined;
  const list = whole === undefined ? null : listOf(whole);
  if (list) {
    // Map each element back to the line where it starts, for error messages.
    const starts = [...trimmed.matchAll(/^\s*\{/gm)].map(m => trimmed.slice(0, m.index).split('\n').length);
    const offset = Array.isArray(whole) ? 0 : 1;
    items = list.map((value, i) => ({line: starts[i + offset] ?? i + 1, value}));
  } else if (trimmed.startsWith('[')) {
    throw malformed(file, trimmed);
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
    const r = recordSchema.safeParse(normalise(value));
    if (!r.success) {
      const issue = r.error.issues[0]!;
      const field = issue.path.join('.') || 'record';
      throw new MagisError(`${file} line ${line}: ${field} ${issue.message.toLowerCase()}; nothing was imported.`);
    }
    const d = r.data;
    const occurredAt = new Date(d.occurredAt ?? d.createdAt ?? now).toISOString();
    return {
      id: typeof d.id === 'number' ? d.id : undefined,
      externalId: typeof d.id === 'string' ? d.id : undefined,
      ...((d.occurredAt ?? d.createdAt) ? {} : {undated: true}),
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
      ...(d.updatedAt ? {updatedAt: new Date(d.updatedAt).toISOString()} : {}),
      ...(d.state === 'deleted' || d.deletedAt ? {deleted: true as const} : {}),
    };
  });
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function malformed(file: string, text: string): MagisError {
  try {
    JSON.parse(text);
  } catch (error) {
    const pos = /position (\d+)/.exec(String((error as Error).message));
    const line = pos ? text.slice(0, Number(pos[1])).split('\n').length : 1;
    return new MagisError(`${file} line ${line}: malformed JSON; nothing was imported.`);
  }
  return new MagisError(`${file} is not a list of memories; nothing was imported.`);
}
