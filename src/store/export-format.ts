// date-fns by function: its index module costs ~0.2 s of start-up on cron and script paths.
import {isoWeek} from '../time/arithmetic.js';
import {format} from 'date-fns/format';
import type {MemoryJson} from './memories.js';

/** Masks what identifies a person outside magis: e-mails, phone numbers, CPF/CNPJ/SSN-like document numbers. */
export function redact(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[document]')
    .replace(/\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g, '[document]')
    .replace(/\b\d{3}-\d{2}-\d{4}\b/g, '[document]')
    .replace(/(\+?\d{1,3}[\s.-]?)?\(?\d{2,3}\)?[\s.-]?\d{4,5}[\s.-]?\d{4}\b/g, '[phone]');
}

const CSV_COLUMNS = ['id', 'occurredAt', 'createdAt', 'importance', 'context', 'type', 'content', 'summary', 'entities'] as const;

/**
 * Characters a terminal or a viewer obeys instead of showing: C0 controls but tab and newline (ESC
 * opens a sequence, CR writes over the line), DEL, the C1 controls (U+009B is a whole CSI) and the
 * bidirectional marks, embeddings, overrides and isolates, which reorder the rest of the line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from outside (a note, a message, a calendar title) in a file made to be read: each control
 * is written as its \u escape, visible and harmless when the file is `cat` on a terminal — the
 * same rule as --json and the JSON exports.
 */
function visibleControls(text: string): string {
  return text.replace(CONTROLS, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * One CSV cell. A text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a
 * CR: `=HYPERLINK(…)` sends the sheet's cells away) starts with an apostrophe, which every
 * spreadsheet shows as text, as OWASP's CSV-injection advice says. Numbers stay numbers.
 */
function csvCell(value: unknown): string {
  const raw = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value);
  const formula = typeof value !== 'number' && /^[=+\-@\t\r]/.test(raw);
  const s = visibleControls(formula ? `'${raw}` : raw);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Renders memories in one of the export formats. json/jsonl carry every field import needs. */
export function formatExport(memories: MemoryJson[], fmt: 'json' | 'jsonl' | 'csv' | 'md'): string {
  switch (fmt) {
    case 'json':
      return JSON.stringify(memories, null, 2) + '\n';
    case 'jsonl':
      return memories.map(m => JSON.stringify(m)).join('\n') + (memories.length ? '\n' : '');
    case 'csv':
      return [CSV_COLUMNS.join(','), ...memories.map(m => CSV_COLUMNS.map(c => csvCell(m[c])).join(','))].join('\n') + '\n';
    case 'md':
      return markdown(memories);
  }
}

/** A person-readable export: one section per ISO week, oldest first, one bullet per memory. */
function markdown(memories: MemoryJson[]): string {
  const sorted = [...memories].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const weeks = new Map<string, MemoryJson[]>();
  for (const m of sorted) {
    const week = isoWeek(new Date(m.occurredAt));
    const key = `${week.key}|${format(week.start, 'yyyy-MM-dd')}`;
    const list = weeks.get(key) ?? [];
    list.push(m);
    weeks.set(key, list);
  }
  const out = ['# Magis memories', '', `${memories.length} memories.`, ''];
  for (const [key, list] of weeks) {
    const [week, monday] = key.split('|');
    out.push(`## ${week} (week of ${monday})`, '');
    for (const m of list) {
      const who = m.entities.length ? ` — ${visibleControls(m.entities.join(', '))}` : '';
      out.push(`- **${format(new Date(m.occurredAt), 'EEE yyyy-MM-dd HH:mm')}** · ${m.context} · importance ${m.importance}${who}`);
      out.push(`  ${visibleControls(m.content.replace(/\n+/g, ' '))}`);
    }
    out.push('');
  }
  return out.join('\n');
}
