import {writeTx} from '../../../store/db.js';
import {learn} from '../../../store/learn.js';
import {importRecords} from '../../../store/ingest.js';
import {extract} from '../../../understanding/index.js';
import {withStore} from '../../context.js';
import {messageArg, parseContext, parseIntIn, parseType} from '../../options.js';
import {printJson, println} from '../../output.js';

interface Flags {importance?: string; context?: string; type?: string; json?: boolean; now?: string}

/** `magis memories add TEXT`: remember explicitly, with what understanding finds in it (people, checkups…). */
export async function run(text: string, flags: Flags): Promise<void> {
  const content = await messageArg(text, 'remember', 'magis memories add "Prefiro consultas às terças"');
  const importance = flags.importance === undefined ? undefined : parseIntIn(flags.importance, 'importance', 1, 10);
  const context = parseContext(flags.context);
  const type = parseType(flags.type);
  await withStore(flags, async store => {
    const x = extract(content, {now: store.now});
    const at = store.nowIso();
    const res = await importRecords(store, [{
      content,
      importance: importance ?? Math.max(x.importance, 5),
      context: context ?? x.context,
      type: type ?? (x.keep ? x.type : 'personal_info'),
      sentiment: x.sentiment ?? null,
      occurredAt: at,
      createdAt: at,
    }]);
    const id = res.ids[0];
    if (id === undefined) {
      if (flags.json) printJson({id: null, duplicate: true});
      else println('Already remembered.');
      return;
    }
    writeTx(store.db, () => learn(store.db, id, x, store.now));
    if (flags.json) printJson({id, duplicate: false});
    else println(`Remembered #${id}.`);
  });
}
