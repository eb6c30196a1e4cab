import {exportAll} from '../../store/export-all.js';
import {checkTarget, magisText, writeFileSafely} from '../../store/safe-write.js';
import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {withStore} from '../context.js';
import {println} from '../output.js';

/** `magis export [-o FILE]`: everything as one versioned JSON document (shape in the README). */
export async function run(flags: {output?: string; now?: string}): Promise<void> {
  // Checked before the store opens: a refused target costs nothing.
  if (flags.output) checkTarget(flags.output, magisText, 'export');
  await withStore(flags, store => {
    const doc = exportAll(store.db, store.nowIso());
    const text = JSON.stringify(doc, null, 1) + '\n';
    if (!flags.output) return void process.stdout.write(text);
    writeFileSafely(flags.output, text, magisText, 'export');
    const n = (t: string) => doc.tables[t]?.length ?? 0;
    const lang = userLanguage(store.db);
    println(
      say(
        lang,
        `Exportado para ${flags.output}: ${n('memories')} memórias, ${n('entities')} pessoas e lugares, ${n('messages')} mensagens.`,
        `Exported to ${flags.output}: ${n('memories')} memories, ${n('entities')} people and places, ${n('messages')} messages.`,
      ),
    );
  });
}
