import {resolveNow} from '../../config/clock.js';
import {magisHome} from '../../config/paths.js';
import {loadSettings} from '../../config/settings.js';
import {messageArg} from '../options.js';
import {extract} from '../../understanding/index.js';
import {printJson, println} from '../output.js';
import {describeExtraction} from '../describe.js';

/** `magis extract TEXT`: a dry run of understanding. Pure: it never opens the store. */
export async function run(text: string, flags: {json?: boolean; now?: string}): Promise<void> {
  text = await messageArg(text);
  const now = resolveNow(flags.now);
  let result = extract(text, {now});
  // With an LLM configured the reading gets richer; without one (the default) nothing here needs the network.
  const {llm} = loadSettings(magisHome());
  if (llm && result.keep) result = await (await import('../../assistant/llm-extract.js')).llmExtract(llm, text, result, now);
  if (flags.json) printJson(result);
  else println(describeExtraction(result));
}
