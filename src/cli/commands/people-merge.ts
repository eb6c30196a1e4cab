import {say} from '../../assistant/phrasing.js';
import {counted} from '../../text/phrases.js';
import {userLanguage} from '../../store/user-language.js';
import {UsageError} from '../../config/errors.js';
import {mergePeople} from '../../store/people-edit.js';
import {displayName} from '../../text/names.js';
import {journaled} from '../../store/journal.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {resolvePerson} from './people-resolve.js';
import type {Command} from 'commander';
import {withParentFlags} from './remind/open.js';

/** `magis people merge KEEP OTHER`: two records of one person become KEEP (OTHER's name stays as an alias). */
export async function run(keepName: string, otherName: string, localFlags: {json?: boolean; now?: string}, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    const keep = resolvePerson(store.db, keepName, lang);
    const other = resolvePerson(store.db, otherName, lang);
    if (keep.id === other.id)
      throw new UsageError(
        say(lang, `${displayName(keep.name)} e ${displayName(other.name)} já são a mesma pessoa.`, `${displayName(keep.name)} and ${displayName(other.name)} are already the same person.`),
      );
    const {memories} = journaled(store.db, 'cli', store.nowIso(), () => mergePeople(store.db, keep.id, other.id, store.nowIso()));
    if (flags.json) return printJson({kept: keep.name, keptId: keep.id, merged: other.name, mergedId: other.id, memories});
    println(
      say(
        lang,
        `${displayName(other.name)} agora é ${displayName(keep.name)} (${counted(memories, 'memória ligada', 'memórias ligadas', 'pt')}).`,
        `${displayName(other.name)} is now ${displayName(keep.name)} (${counted(memories, 'memory', 'memories')} linked).`,
      ),
    );
  });
}
