import {localDay} from '../../time/day.js';
import {say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import {UsageError, showValue} from '../../config/errors.js';
import {lookupPerson, setPerson} from '../../store/people-edit.js';
import {displayName} from '../../text/names.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {parseChanges, parseName} from './people-args.js';
import {resolvePerson} from './people-resolve.js';
import {personToPet} from '../../store/pets.js';
import {petSpecies} from '../../understanding/kinship.js';

interface Flags {name?: string; relation?: string; age?: string; gender?: string; birthday?: string; json?: boolean; now?: string}

/**
 * `magis people set NAME [--name NEW] [--relation R] [--age N] [--gender G] [--birthday D]`:
 * corrects a person, or creates them when nobody has that name (an ambiguous name is refused,
 * listing the candidates). All values are checked before anything is written.
 */
export async function run(nameText: string, flags: Flags): Promise<void> {
  const name = parseName(nameText);
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    // "--relation cachorro|gato|dog|cat|pet": an animal kept as a person becomes a pet (`magis pets`).
    const species = flags.relation !== undefined ? petSpecies(flags.relation) : undefined;
    if (species !== undefined) {
      const person = resolvePerson(store.db, name, lang);
      const id = personToPet(store.db, person.id, species, store.nowIso());
      if (flags.json) return printJson({id, pet: true, name: person.name, species});
      return println(say(lang, `${displayName(person.name)} agora está nos seus pets (\`magis pets\`), não nas pessoas.`,
        `${displayName(person.name)} is now one of your pets (\`magis pets\`), not a person.`));
    }
    const changes = parseChanges(flags, localDay(store.now));
    const found = lookupPerson(store.db, name);
    // A match edits (an ambiguous name is refused, listing the candidates); no one by that name → a new person.
    const id = found.kind === 'none' ? null : resolvePerson(store.db, name, lang).id;
    if (changes.name !== undefined && id !== null) {
      const clash = lookupPerson(store.db, changes.name);
      if (clash.kind === 'one' && clash.person.id !== id) {
        throw new UsageError(say(lang, `Já existe alguém chamado ${showValue(changes.name)}; para juntar os dois use "magis people merge".`,
          `Someone is already called ${showValue(changes.name)}; to join the two use "magis people merge".`));
      }
    }
    const created = id === null;
    const pid = setPerson(store.db, id, name, changes, store.nowIso());
    const shown = displayName(changes.name ?? (created ? name : found.kind === 'one' ? found.person.name : name));
    if (flags.json) return printJson({id: pid, created, name: changes.name ?? name});
    println(created ? say(lang, `${shown} foi adicionado(a).`, `Added ${shown}.`) : say(lang, `${shown} foi atualizado(a).`, `Updated ${shown}.`));
  });
}
