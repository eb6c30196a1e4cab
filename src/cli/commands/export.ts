import {exportAll} from '../../store/export-all.js';
import {counted} from '../../text/phrases.js';
import {checkTarget, magisText, writeFileSafely} from '../../store/safe-write.js';
import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {withStore} from '../context.js';
import {println} from '../output.js';
import {escapeJsonControls} from '../print.js';

/** `magis export [-o FILE]`: everything as one versioned JSON document (shape in the README). */
export async function run(flags: {output?: string; now?: string}): Promise<void> {
  // Checked before the store opens: a refused target costs nothing.
  if (flags.output) checkTarget(flags.output, magisText, 'export');
  await withStore(flags, store => {
    const doc = exportAll(store.db, store.nowIso());
    // Written as --json is: a control a terminal obeys (C1, DEL, bidi) as its \u escape, the same JSON to import.
    const text = escapeJsonControls(JSON.stringify(doc, null, 1)) + '\n';
    if (!flags.output) return void process.stdout.write(text);
    writeFileSafely(flags.output, text, magisText, 'export');
    const n = (t: string) => doc.tables[t]?.length ?? 0;
    const lang = userLanguage(store.db);
    println(
      say(
        lang,
        `Exportado para ${flags.output}: ${counted(n('memories'), 'memória', 'memórias', 'pt')}, ${counted(n('entities'), 'pessoa ou lugar', 'pessoas e lugares', 'pt')}, ${counted(n('messages'), 'mensagem', 'mensagens', 'pt')}.`,
        `Exported to ${flags.output}: ${counted(n('memories'), 'memory', 'memories')}, ${counted(n('entities'), 'person or place', 'people and places')}, ${counted(n('messages'), 'message', 'messages')}.`,
      ),
    );
  });
}
