import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {parseLanguage, parseVariety} from '../../text/language.js';
import {UsageError, inUserLanguage, showValue} from '../../config/errors.js';
import {PROFILE_KEYS, profileKey, readFullProfile, type ProfileKey} from '../../store/profile-keys.js';
import {setProfileValue, unsetProfileValue} from '../../store/profile.js';
import {journaled} from '../../store/journal.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {parseProfileValue} from './profile-values.js';
import {messageArg} from '../options.js';
import type {Command} from 'commander';
import {withParentFlags} from './remind/open.js';
import {profileLines} from '../../assistant/profile-lines.js';

const keyList = () => PROFILE_KEYS.map(k => k.key).join(', ');

function keyOrFail(text: string): ProfileKey {
  const k = profileKey(text);
  if (!k) throw new UsageError(inUserLanguage(`Chave de perfil desconhecida ${showValue(text)}; as chaves são ${keyList()}.`, `Unknown profile key ${showValue(text)}; the keys are ${keyList()}.`));
  return k;
}

/** `magis profile [--json]`: what magis knows about the user, in their language. */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const profile = readFullProfile(store.db);
    if (flags.json) return printJson(profile);
    const lang = userLanguage(store.db);
    const lines = profileLines(profile, lang);
    if (lines.length === 0) return println(say(lang, 'Ainda não sei nada sobre você. Ex.: magis profile set city Curitiba', 'I know nothing about you yet. E.g. magis profile set city Leeds'));
    println(lines.join('\n'));
  });
}

/** `magis profile set KEY VALUE`: replaces the value (a list key takes items separated by ";"). */
export async function set(keyText: string, value: string, localFlags: {json?: boolean; now?: string}, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const key = keyOrFail(keyText);
  // "-" reads the value from standard input (a long list of preferences, a pasted address).
  const stored = parseProfileValue(key, value === '-' ? await messageArg(value) : value);
  await withStore(flags, store => {
    journaled(store.db, 'cli', store.nowIso(), () => {
      setProfileValue(store.db, key.row, stored, store.nowIso());
      // A Portuguese locale names the variety too: one setting, not two that disagree (one undo reverts both).
      const variety = key.key === 'locale' ? parseVariety(stored) : null;
      if (variety) setProfileValue(store.db, 'variety', variety, store.nowIso());
    });
    const lang = key.key === 'language' ? parseLanguage(stored)! : userLanguage(store.db);
    if (flags.json) return printJson({changed: {key: key.key, value: stored}, profile: readFullProfile(store.db)});
    println(say(lang, `Anotado: ${key.pt.toLowerCase()} = ${stored}.`, `Saved: ${key.en.toLowerCase()} = ${stored}.`));
  });
}

/** `magis profile unset KEY`. */
export async function unset(keyText: string, localFlags: {json?: boolean; now?: string}, cmd?: Command): Promise<void> {
  const flags = withParentFlags(localFlags, cmd);
  const key = keyOrFail(keyText);
  await withStore(flags, store => {
    const removed = journaled(store.db, 'cli', store.nowIso(), () => unsetProfileValue(store.db, key.row));
    const lang = userLanguage(store.db);
    if (flags.json) return printJson({changed: {key: key.key, removed}, profile: readFullProfile(store.db)});
    println(removed ? say(lang, `Removido: ${key.pt.toLowerCase()}.`, `Removed: ${key.en.toLowerCase()}.`) : say(lang, `${key.pt} não estava definido.`, `${key.en} was not set.`));
  });
}
