/** Turns the name the user typed into one person, or one clear usage error (unknown / ambiguous). */
import {UsageError, showValue} from '../../config/errors.js';
import {say} from '../../assistant/phrasing.js';
import type {Language} from '../../domain/types.js';
import type {DB} from '../../store/db.js';
import {lookupPerson, type PersonRef} from '../../store/people-edit.js';
import {displayName} from '../../text/names.js';

/** The one person called NAME; unknown → near misses suggested, ambiguous → candidates listed (exit 2). */
export function resolvePerson(db: DB, name: string, lang: Language): PersonRef {
  const found = lookupPerson(db, name);
  if (found.kind === 'one') return found.person;
  if (found.kind === 'many') {
    const list = found.candidates.map(c => `${displayName(c.name)}${c.relation ? ` (${c.relation})` : ''}`).join(', ');
    throw new UsageError(say(lang, `${showValue(name)} pode ser mais de uma pessoa: ${list}; use o nome completo.`, `${showValue(name)} matches more than one person: ${list}; use the full name.`));
  }
  const hint = found.suggestions.length
    ? say(lang, ` Você quis dizer ${found.suggestions.map(displayName).join(' ou ')}?`, ` Did you mean ${found.suggestions.map(displayName).join(' or ')}?`)
    : say(lang, ' "magis people" mostra quem o magis conhece.', ' "magis people" lists who magis knows.');
  throw new UsageError(say(lang, `Ninguém chamado ${showValue(name)} ainda.`, `Nobody called ${showValue(name)} yet.`) + hint);
}
