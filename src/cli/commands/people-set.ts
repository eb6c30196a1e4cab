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
import {confirm} from '../confirm.js';
import type {Command} from 'commander';
import {withParentFlags} from './remind/open.js';
import {relationLabel} from '../../assistant/describe-person.js';
import {peopleWithRelation} from '../../store/people-read.js';
import type {DB} from '../../store/db.js';
import type {Language} from '../../domain/types.js';
import {personToPet} from '../../store/pets.js';
import {journaled} from '../../store/journal.js';
import {petSpecies} from '../../understanding/kinship.js';

interface Flags {
  name?: string;
  relation?: string;
  age?: string;
  gender?: string;
  birthday?: string;
  force?: boolean;
  json?: boolean;
  now?: string;
}

/** Relations one has one of at a time: a second is asked about on a terminal, or needs --force. */
const ONLY_ONE: Record<string, string[]> = {
  wife: ['wife', 'husband', 'spouse'],
  husband: ['wife', 'husband', 'spouse'],
  spouse: ['wife', 'husband', 'spouse'],
  mother: ['mother'],
  father: ['father'],
};

/**
 * `magis people set NAME [--name NEW] [--relation R] [--age N] [--gender G] [--birthday D]`:
 * corrects a person, or creates them when nobody has that name (an ambiguous name is refused,
 * listing the candidates). All values are checked before anything is written.
 */
export async function run(nameText: string, localFlags: Flags, cmd?: Command): Promise<void> {
  // --json and --now after the subcommand are commander's parent's (`people`): read from there too.
  const flags = withParentFlags(localFlags, cmd);
  const name = parseName(nameText);
  await withStore(flags, async store => {
    const lang = userLanguage(store.db);
    // "--relation cachorro|gato|dog|cat|pet": an animal kept as a person becomes a pet (`magis pets`).
    const species = flags.relation !== undefined ? petSpecies(flags.relation) : undefined;
    if (species !== undefined) {
      const person = resolvePerson(store.db, name, lang);
      const id = journaled(store.db, 'cli', store.nowIso(), () => personToPet(store.db, person.id, species, store.nowIso()));
      if (flags.json) return printJson({id, pet: true, name: person.name, species});
      return println(
        say(lang, `${displayName(person.name)} agora está nos seus pets (\`magis pets\`), não nas pessoas.`, `${displayName(person.name)} is now one of your pets (\`magis pets\`), not a person.`),
      );
    }
    const changes = parseChanges(flags, localDay(store.now));
    const found = lookupPerson(store.db, name);
    // A match edits (an ambiguous name is refused, listing the candidates); no one by that name → a new person.
    const id = found.kind === 'none' ? null : resolvePerson(store.db, name, lang).id;
    if (changes.name !== undefined && id !== null) {
      const clash = lookupPerson(store.db, changes.name);
      if (clash.kind === 'one' && clash.person.id !== id) {
        throw new UsageError(
          say(
            lang,
            `Já existe alguém chamado ${showValue(changes.name)}; para juntar os dois use "magis people merge".`,
            `Someone is already called ${showValue(changes.name)}; to join the two use "magis people merge".`,
          ),
        );
      }
    }
    if (changes.relation !== undefined && !flags.force) await checkOnlyOne(store.db, id, name, changes.relation, lang);
    const created = id === null;
    // A hand edit is one batch of the journal, as the chat's are: `undo` takes it back.
    const pid = journaled(store.db, 'cli', store.nowIso(), () => setPerson(store.db, id, name, changes, store.nowIso()));
    const shown = displayName(changes.name ?? (created ? name : found.kind === 'one' ? found.person.name : name));
    if (flags.json) return printJson({id: pid, created, name: changes.name ?? name, changed: Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))});
    println(created ? say(lang, `${shown} foi adicionado(a).`, `Added ${shown}.`) : say(lang, `${shown} foi atualizado(a).`, `Updated ${shown}.`));
  });
}

/**
 * "people set Ju --relation esposa" when a wife is known already (or a second mother, father):
 * asked on a terminal, refused otherwise unless --force — never a silent second spouse.
 */
async function checkOnlyOne(db: DB, id: number | null, name: string, relation: string, lang: Language): Promise<void> {
  const group = ONLY_ONE[relation];
  const other = group ? peopleWithRelation(db, group, id)[0] : undefined;
  if (!other) return;
  const label = lang === 'pt' ? `${['wife', 'mother'].includes(other.relation) ? 'sua' : 'seu'} ${relationLabel(other.relation, 'pt', null)}` : `your ${other.relation}`;
  const [known, asked] = [displayName(other.name), displayName(name)];
  const question = say(lang, `${known} já é ${label}. ${asked} também é?`, `${known} is already ${label}. Is ${asked} too?`);
  const hint = say(
    lang,
    `${known} já é ${label}: corrija isso primeiro (magis people set ${other.name} --relation …) ou use --force.`,
    `${known} is already ${label}: correct that first (magis people set ${other.name} --relation …) or use --force.`,
  );
  if (!process.stdin.isTTY || !process.stderr.isTTY) throw new UsageError(hint);
  if (!(await confirm(question, false))) throw new UsageError(say(lang, 'Nada foi alterado.', 'Nothing was changed.'));
}
