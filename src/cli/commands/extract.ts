import {resolveNow} from '../../config/clock.js';
import {UsageError} from '../../config/errors.js';
import {extract} from '../../understanding/index.js';
import {printJson, println} from '../output.js';
import {describeExtraction} from '../describe.js';

/** `magis extract TEXT`: a dry run of understanding. Pure: it never opens the store. */
export async function run(text: string, flags: {json?: boolean; now?: string}): Promise<void> {
  if (!text.trim()) throw new UsageError('Nothing to extract: pass the text in quotes, e.g. magis extract "Minha filha Susana tem 16 anos".');
  const result = extract(text, {now: resolveNow(flags.now)});
  if (flags.json) printJson(result);
  else println(describeExtraction(result));
}
