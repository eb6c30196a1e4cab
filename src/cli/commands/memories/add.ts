import {rememberExplicitly} from '../../../assistant/remember.js';
import {journaled} from '../../../store/journal.js';
import {withStore} from '../../context.js';
import {userLanguage} from '../../../store/user-language.js';
import {messageArg, parseContext, parseIntIn, parseType} from '../../options.js';
import {printJson, println} from '../../output.js';

interface Flags {
  importance?: string;
  context?: string;
  type?: string;
  json?: boolean;
  now?: string;
}

/** `magis memories add TEXT`: remember explicitly, with what understanding finds in it (people, checkups…). */
export async function run(text: string, flags: Flags): Promise<void> {
  const content = await messageArg(text);
  const importance = flags.importance === undefined ? undefined : parseIntIn(flags.importance, 'importance', 1, 10);
  const context = parseContext(flags.context);
  const type = parseType(flags.type);
  await withStore(flags, async store => {
    // What it teaches (people, checkups…) is one batch of the journal: `undo` takes it back.
    const id = await journaled(store.db, 'cli', store.nowIso(), () => rememberExplicitly(store, content, {importance, context, type}));
    if (flags.json) printJson({id, duplicate: id === null});
    else if (userLanguage(store.db) === 'pt') println(id === null ? 'Já estava guardado.' : `Guardado: #${id}.`);
    else println(id === null ? 'Already remembered.' : `Remembered #${id}.`);
  });
}
