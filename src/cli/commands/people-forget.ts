import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {forgetPerson} from '../../store/people-edit.js';
import {displayName} from '../../text/names.js';
import {confirm} from '../confirm.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {resolvePerson} from './people-resolve.js';
import type {Command} from 'commander';
import {withParentFlags} from './remind/open.js';

/**
 * `magis people forget NAME [--yes] [--memories]`: the person, their relationships, checkups,
 * events and reminders go; memories that mention them stay unless --memories (then they are
 * deleted and scrubbed from replies and summaries, like `memories delete`).
 */
export async function run(name: string, localFlags: {yes?: boolean; memories?: boolean; json?: boolean; now?: string}, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  await withStore(flags, async store => {
    const lang = userLanguage(store.db);
    const person = resolvePerson(store.db, name, lang);
    const shown = displayName(person.name);
    const question = say(lang, `Esquecer ${shown}${flags.memories ? ' e as memórias sobre essa pessoa' : ''}?`, `Forget ${shown}${flags.memories ? ' and the memories about them' : ''}?`);
    if (!(await confirm(question, flags.yes))) return println(say(lang, 'Nada foi esquecido.', 'Nothing was forgotten.'));
    const report = forgetPerson(store.db, person.id, {memories: !!flags.memories}, store.nowIso());
    if (flags.json) return printJson({forgotten: person.name, id: person.id, ...report});
    const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    println(
      say(
        lang,
        `${shown} foi esquecido(a): ${n(report.relationships, 'relação', 'relações')}, ${n(report.checkups, 'consulta', 'consultas')}, ${n(report.events, 'evento', 'eventos')}${flags.memories ? `, ${n(report.memories, 'memória', 'memórias')}` : ''}.`,
        `Forgot ${shown}: ${n(report.relationships, 'relationship', 'relationships')}, ${n(report.checkups, 'checkup', 'checkups')}, ${n(report.events, 'event', 'events')}${flags.memories ? `, ${n(report.memories, 'memory', 'memories')}` : ''}.`,
      ),
    );
  });
}
