import {createHash} from 'node:crypto';
import type {ParsedRecord} from './import-parse.js';

/**
 * Plain-text and Markdown notes (an Obsidian daily note, a journal file) as memories: one memory per
 * paragraph or list item. A heading that is a date ("## 2026-03-14", "# 14/03/2026", "## March 14,
 * 2026", "## 14 de março de 2026") dates what follows it; front matter `date:` dates the whole file.
 * Each memory's external key is a hash of its day and text, so importing the same notes again adds
 * nothing, even on another day.
 *
 * A daily note's file name dates it (Obsidian's `2026-03-14.md`) when nothing inside does. A
 * basic-memory note's observations (`- [preference] Prefers tea #drinks`) and relations
 * (`- works_at [[Acme]]`) are about the note's subject: each memory keeps its title ("Ana:
 * Prefers tea"), or it would be a sentence about nobody.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janeiro: 1,
  feb: 2,
  february: 2,
  fev: 2,
  fevereiro: 2,
  mar: 3,
  march: 3,
  marco: 3,
  março: 3,
  apr: 4,
  april: 4,
  abr: 4,
  abril: 4,
  may: 5,
  mai: 5,
  maio: 5,
  jun: 6,
  june: 6,
  junho: 6,
  jul: 7,
  july: 7,
  julho: 7,
  aug: 8,
  august: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  set: 9,
  setembro: 9,
  oct: 10,
  october: 10,
  out: 10,
  outubro: 10,
  nov: 11,
  november: 11,
  novembro: 11,
  dec: 12,
  december: 12,
  dez: 12,
  dezembro: 12,
};

function validDay(y: number, m: number, d: number): [number, number, number] | null {
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? [y, m, d] : null;
}

/** The calendar day a heading or front-matter value names, or null when it names none. */
export function dayInText(text: string): [number, number, number] | null {
  const t = text.toLowerCase();
  let m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(t);
  if (m) return validDay(+m[1]!, +m[2]!, +m[3]!);
  m = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(t);
  if (m) {
    const a = +m[1]!,
      b = +m[2]!,
      y = +m[3]!;
    // Day first (as in Portuguese and most of the world) unless only month-first makes a date.
    return validDay(y, b, a) ?? validDay(y, a, b);
  }
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:de\s+)?([a-zç]+)\.?,?\s+(?:de\s+)?(\d{4})\b/.exec(t);
  if (m && MONTHS[m[2]!]) return validDay(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  m = /\b([a-zç]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(t);
  if (m && MONTHS[m[1]!]) return validDay(+m[3]!, MONTHS[m[1]!]!, +m[2]!);
  return null;
}

/** Local noon of a day: a note dated only by its day stays on that day in every time zone near it. */
const atLocalNoon = ([y, m, d]: [number, number, number]) => new Date(y, m - 1, d, 12).toISOString();

/** Markdown reduced to the words a person wrote: no list markers, emphasis or link targets. */
function plain(text: string): string {
  return text
    .split('\n')
    .map(line =>
      line
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
        .replace(/^>\s?/, '')
        .trim(),
    )
    .join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\[([^\]|]*)(?:\|([^\]]*))?\]\]/g, (_, a: string, b?: string) => b ?? a)
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LIST_ITEM = /^\s{0,1}(?:[-*+]|\d+[.)])\s+/;
/** A ticked checklist item: `- [x] Book the car service`. */
const CHECKED_ITEM = /^\s{0,1}(?:[-*+]|\d+[.)])\s+\[[xX]\]\s+/;

/** Front matter (`---` … `---` at the top) as simple `key: value` pairs, and the text after it. */
function frontMatter(text: string): {fields: Record<string, string>; body: string} {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return {fields: {}, body: text};
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]!.toLowerCase()] = kv[2]!.replace(/^["']|["']$/g, '').trim();
  }
  return {fields, body: text.slice(m[0].length)};
}

/** basic-memory's observation: `- [category] text #tag (context)`; not a task box (`[ ]`, `[x]`). */
const OBSERVATION = /^\s{0,1}[-*+]\s+\[([^\]\sxX][^\]]*|[^\]]{2,})\]\s+(.+)$/;
/** basic-memory's relation: `- relation_type [[Target]]`. */
const RELATION = /^\s{0,1}[-*+]\s+([\p{L}_][\p{L}\p{N}_-]*)\s+\[\[([^\]|]+)(?:\|[^\]]*)?\]\]\s*(?:\(([^)]*)\))?\s*$/u;

/** What an observation says, without its tags: "Prefers tea #drinks" → "Prefers tea". */
const observationText = (text: string) =>
  text
    .replace(/(^|\s)#[\p{L}\p{N}_-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The name part of a path: "notes/daily/2026-03-14.md" → "2026-03-14". */
const baseName = (file: string) => (file.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');

/** A memory's largest text: what `ask` and `memories add` take, so every memory exports and imports back. */
const MAX_NOTE_CHARS = 65_536;

/**
 * A paragraph too long for one memory (a pasted log, an embedded image) as memories of at most
 * MAX_NOTE_CHARS, cut at a space when there is one: every word is kept, none is too long to
 * export and import again.
 */
function notePieces(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_NOTE_CHARS) {
    const space = rest.lastIndexOf(' ', MAX_NOTE_CHARS);
    const cut = space > MAX_NOTE_CHARS / 2 ? space : MAX_NOTE_CHARS;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** Parses notes into memory records; `now` dates the undated ones; `file` (its path) may date and name them. */
export function parseNotes(text: string, now: string, file = ''): ParsedRecord[] {
  const {fields, body} = frontMatter(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  const fileDay = dayInText(fields.date ?? fields.created ?? '') ?? dayInText(baseName(file));
  const firstHeading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const subject = (fields.title || firstHeading || baseName(file)).trim();
  let day = fileDay;
  const out: ParsedRecord[] = [];
  let block: string[] = [];
  const flush = () => {
    const whole = aboutSubject(block) ?? plain(block.join('\n'));
    // A ticked checklist item is a thing done: its box goes from the text, the record says it.
    const checked = CHECKED_ITEM.test(block[0] ?? '');
    block = [];
    for (const content of notePieces(whole)) add(content, checked);
  };
  const add = (content: string, checked: boolean) => {
    const occurredAt = day ? atLocalNoon(day) : now;
    const key = createHash('sha256')
      .update(`${day ? day.join('-') : ''}\n${content}`)
      .digest('hex')
      .slice(0, 32);
    out.push({
      externalId: `note:${key}`,
      content,
      summary: null,
      type: 'conversation',
      context: 'personal',
      importance: 5,
      sentiment: null,
      occurredAt,
      createdAt: now,
      sourceRef: null,
      speaker: null,
      entities: [],
      ...(day ? {} : {undated: true}),
      ...(checked ? {checked: true as const} : {}),
    });
  };
  /** A lone basic-memory observation or relation, said with its subject; null for any other block. */
  const aboutSubject = (lines: string[]): string | null => {
    if (lines.length !== 1 || !subject) return null;
    const rel = RELATION.exec(lines[0]!);
    if (rel) return `${subject} ${rel[1]!.replace(/_/g, ' ')} ${rel[2]!.trim()}${rel[3] ? ` (${rel[3].trim()})` : ''}`;
    const obs = OBSERVATION.exec(lines[0]!);
    if (!obs) return null;
    const said = plain(observationText(obs[2]!));
    return said ? `${subject}: ${said}` : null;
  };
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      // A date heading dates what follows; another heading ("## Morning") keeps the date it is under.
      const named = dayInText(heading[1]!);
      if (named) day = named;
      else if (/^#\s/.test(line) && !fileDay) day = null;
      continue;
    }
    if (!line.trim() || /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      flush();
      continue;
    }
    // Each top-level list item is its own memory: a bulleted log is one note per line.
    if (LIST_ITEM.test(line) && block.length) flush();
    block.push(line);
  }
  flush();
  return out;
}
