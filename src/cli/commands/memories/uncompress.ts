import {UsageError} from '../../../config/errors.js';
import {uncompress} from '../../../store/compress.js';
import {withStore} from '../../context.js';
import {printJson, println} from '../../output.js';

/** `magis memories uncompress SUMMARY_ID`: the archived originals come back; the summary goes. */
export async function run(idText: string, flags: {json?: boolean; now?: string}): Promise<void> {
  const text = idText.trim().replace(/^S/i, '');
  if (!/^\d+$/.test(text)) throw new UsageError(`Invalid summary id "${idText}": use the number shown by compress or search (e.g. 3 or S3).`);
  await withStore(flags, async store => {
    const ids = await uncompress(store, Number(text));
    if (ids === null) throw new UsageError(`No summary with id ${text}.`);
    if (flags.json) printJson({summaryId: Number(text), restored: ids});
    else println(`Restored ${ids.length} memories from summary S${text}.`);
  });
}
