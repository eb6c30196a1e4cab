import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {parseLanguage} from '../../text/language.js';
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
import {joinList} from '../../text/phrases.js';
import {clockText} from '../../text/clock.js';
import type {Language} from '../../domain/types.js';

const keyList = () => PROFILE_KEYS.map(k => k.key).join(', ');

function keyOrFail(text: string): ProfileKey {
  const k = profileKey(text);
  if (!k) throw new UsageError(inUserLanguage(`Chave de perfil desconhecida ${showValue(text)}; as chaves são ${keyList()}.`, `Unknown profile key ${showValue(text)}; the keys are ${keyList()}.`));
  return k;
}

/** Work hours kept as "09:00-18:00" are said on the user's clock, as every time magis writes: "9h–18h", "9 am–6 pm". */
function hoursText(stored: string, lang: Language): string {
  const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(stored);
  return m ? `${clockText(m[1]!, lang)}–${clockText(m[2]!, lang)}` : stored;
}

/** `magis profile [--json]`: what magis knows about the user, in their language. */
export async function run(flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const profile = readFullProfile(store.db);
    if (flags.json) return printJson(profile);
    const lang = userLanguage(store.db);
    const lines: string[] = [];
    for (const k of PROFILE_KEYS) {
      const v = profile[k.json];
      const text = Array.isArray(v) ? (v.length ? joinList(v as string[], lang) : null) : (v as string | null);
      if (text) lines.push(`${lang === 'pt' ? k.pt : k.en}: ${k.key === 'work-hours' ? hoursText(text, lang) : text}`);
    }
    if (profile.facts.length) lines.push(`${say(lang, 'Outros fatos', 'Other facts')}: ${profile.facts.join('; ')}`);
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
    journaled(store.db, 'cli', store.nowIso(), () => setProfileValue(store.db, key.row, stored, store.nowIso()));
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
