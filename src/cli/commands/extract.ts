import {resolveNow} from '../../config/clock.js';
import {messageArg} from '../options.js';
import {extract} from '../../understanding/index.js';
import {printJson, println} from '../output.js';
import {describeExtraction} from '../describe.js';

/** `magis extract TEXT`: a dry run of understanding. Pure: it never opens the store. */
export async function run(text: string, flags: {json?: boolean; now?: string}): Promise<void> {
  text = await messageArg(text, 'extract', 'magis extract "Minha filha Susana tem 16 anos"');
  const result = extract(text, {now: resolveNow(flags.now)});
  if (flags.json) printJson(result);
  else println(describeExtraction(result));
}
