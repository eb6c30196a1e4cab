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

/** The key of mem0's `{results: [...]}` / `{memories: [...]}` that holds a document's list of records. */
function listKey(parsed: unknown): string | undefined {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  return ['results', 'memories'].find(key => Array.isArray((parsed as Record<string, unknown>)[key]));
}

/** A JSON document's list of records: a bare list, or mem0's `{results: [...]}` / `{memories: [...]}`. */
function listOf(parsed: unknown): unknown[] | null {
  if (Array.isArray(parsed)) return parsed;
  const key = listKey(parsed);
  return key === undefined ? null : ((parsed as Record<string, unknown[]>)[key] ?? null);
}

/** Whether a file should be read as notes: by its name, else because it is not JSON at all. */
function isNotes(trimmed: string, file: string): boolean {
  if (/\.(md|markdown|txt|text)$/i.test(file)) return true;
  if (/\.(json|jsonl|ndjson)$/i.test(file)) return false;
  return !/^[[{]/.test(trimmed);
}

/** A record of an import file left out, and why: `memories import` names each on stderr and lists them in `--json`. */
export interface SkippedLine {
  /** The line of the file where the record starts, from 1. */
  line: number;
  /** The field that is wrong; null when the record as a whole is (malformed JSON, not an object). */
  column: string | null;
  why: string;
}

/** The line that names a skipped record: where it is in the file, and why it is not in the store (as `skippedLine` of an export's row). */
export const skippedRecordLine = (file: string, s: SkippedLine): string => `${file}: skipped line ${s.line}: ${s.column ? `${s.column} ` : ''}${s.why}`;

/** A file that is no list of records at all: refused whole, nothing imported (exit 2, as `import` refuses a file that is no export). */
const refused = (message: string) => new MagisError(`${message}; nothing was imported.`, 2);

/**
 * Parses an import file into validated records: a magis export or another tool's (a JSON array,
 * JSON Lines, mem0's export), or plain-text/Markdown notes. A bad record is left out and named
 * with its line (`skipped`), never stored, so one bad line does not cost the good ones; a file
 * that is no list of records at all (empty, a broken JSON array, no line of JSON) is refused whole.
 */
export function parseImport(text: string, now: string, file = 'input'): {records: ParsedRecord[]; skipped: SkippedLine[]} {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new MagisError(`${file} is empty: nothing to import.`, 2);
  if (isNotes(trimmed, file)) {
    const notes = parseNotes(trimmed, now, file);
    if (!notes.length) throw new MagisError(`${file} has no text to import.`, 2);
    return {records: notes, skipped: []};
  }
  const skipped: SkippedLine[] = [];
  let items: Array<{line: number; value: unknown}>;
  const whole = /^[[{]/.test(trimmed) ? tryJson(trimmed) : undefined;
  const list = whole === undefined ? null : listOf(whole);
  if (list) {
    // Each element named by the line where it starts, for the line that names a skipped one.
    const starts = elementLines(trimmed, Array.isArray(whole) ? null : (listKey(whole) ?? null));
    items = list.map((value, i) => ({line: starts[i] ?? 1, value}));
  } else if (trimmed.startsWith('[')) {
    throw malformed(file, trimmed);
  } else if (whole !== undefined) {
    // One JSON object, perhaps over several lines: one record.
    items = [{line: 1, value: whole}];
  } else {
    items = [];
    const lines = trimmed.split(/\r?\n/);
    lines.forEach((raw, i) => {
      if (!raw.trim()) return;
      try {
        items.push({line: i + 1, value: JSON.parse(raw)});
      } catch {
        skipped.push({line: i + 1, column: null, why: 'is not JSON (a record per line, each one JSON object)'});
      }
    });
    // Not one line of JSON: no JSON Lines file at all, not a file with some bad lines.
    if (!items.length) throw refused(`${file} line ${skipped[0]?.line ?? 1}: malformed JSON`);
  }
  const records: ParsedRecord[] = [];
  for (const {line, value} of items) {
    // A number, a string or a list where a record goes: named as such, as `import` names an export's.
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      skipped.push({line, column: null, why: 'is not a record (a JSON object)'});
      continue;
    }
    const r = recordSchema.safeParse(normalise(value));
    if (!r.success) {
      const issue = r.error.issues[0]!;
      skipped.push({line, column: issue.path.join('.') || null, why: issue.message.toLowerCase()});
      continue;
    }
    const d = r.data;
    const occurredAt = new Date(d.occurredAt ?? d.createdAt ?? now).toISOString();
    records.push({
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
    });
  }
  skipped.sort((a, b) => a.line - b.line);
  return {records, skipped};
}

/**
 * The line (from 1) where each element of a document's list of records starts: of the document
 * itself when it is a list (`key` null), else of the list under `key` (mem0's `{results: [...]}`).
 * Read by depth, not by lines that open with `{`: a one-line array, an element that is no object
 * or an object nested in a record would name the wrong line. `text` is valid JSON.
 */
function elementLines(text: string, key: string | null): number[] {
  const lines: number[] = [];
  const want = key === null ? 1 : 2;
  let depth = 0;
  let line = 1;
  // The text of the string being read, and of the last one at the top object's level (its key).
  let string: string | null = null;
  let lastKey: string | null = null;
  let inList = false;
  // Inside the list, whether the next thing that is not blank starts an element.
  let expecting = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (string !== null) {
      if (c === '\\') i++;
      else if (c === '"') {
        if (depth === 1) lastKey = string;
        string = null;
      } else if (depth === 1) string += c;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') continue;
    if (inList && depth === want && expecting && c !== ']') {
      lines.push(line);
      expecting = false;
    }
    if (c === '"') string = '';
    else if (c === '[' || c === '{') {
      depth++;
      if (c === '[' && depth === want && !inList && (key === null || lastKey === key)) inList = expecting = true;
    } else if (c === ']' || c === '}') {
      if (inList && depth === want) break;
      depth--;
    } else if (c === ',' && inList && depth === want) expecting = true;
  }
  return lines;
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
    return refused(`${file} line ${line}: malformed JSON`);
  }
  return refused(`${file} is not a list of memories`);
}
