import {formatExport, redact} from '../../../store/export-format.js';
import {checkTarget, magisText, writeFileSafely} from '../../../store/safe-write.js';
import {entityNamesFor, listMemories, toJson} from '../../../store/memories.js';
import {withStore} from '../../context.js';
import {parseFilters, type FilterFlags} from '../../options.js';
import {escapeJsonControls} from '../../print.js';

interface Flags extends FilterFlags {
  format: 'json' | 'jsonl' | 'csv' | 'md';
  output?: string;
  redact?: boolean;
  now?: string;
}

/** `magis memories export`: everything active by default; json/jsonl re-import losslessly. */
export async function run(flags: Flags): Promise<void> {
  const filters = parseFilters(flags, 0);
  if (flags.output) checkTarget(flags.output, magisText, 'export');
  await withStore(flags, store => {
    const rows = listMemories(store.db, filters).reverse();
    const names = entityNamesFor(
      store.db,
      rows.map(r => r.id),
    );
    let out = rows.map(r => toJson(r, names.get(r.id) ?? []));
    if (flags.redact) out = out.map(m => ({...m, content: redact(m.content), summary: m.summary && redact(m.summary)}));
    // json and jsonl are written as --json is: a control a terminal obeys as its \u escape, the same JSON to import.
    const formatted = formatExport(out, flags.format);
    const text = flags.format === 'json' || flags.format === 'jsonl' ? escapeJsonControls(formatted) : formatted;
    if (flags.output) writeFileSafely(flags.output, text, magisText, 'export');
    else process.stdout.write(text);
  });
}
