import chalk from 'chalk';
import {formatDay, say, speciesWord} from '../../assistant/phrasing.js';
import type {Language} from '../../domain/types.js';
import {listPets, type PetView} from '../../store/pets.js';
import {userLanguage} from '../../store/user-language.js';
import {UsageError, showValue} from '../../config/errors.js';
import {fold} from '../../text/words.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

const CARE: Record<string, {pt: string; en: string}> = {vet: {pt: 'veterinário', en: 'vet'}, vaccine: {pt: 'vacina', en: 'vaccine'}};

/** "Frajola — gato, veterinário em 12/09/2026" / "Bear — dog, vaccine booked for Oct 3, 2026". */
function describe(p: PetView, lang: Language): string {
  const parts: string[] = [];
  if (p.species) parts.push(speciesWord(p.species, lang));
  if (p.age != null) parts.push(say(lang, `${p.age} anos`, `${p.age} years old`));
  for (const c of p.checkups) {
    const w = CARE[c.kind]?.[lang] ?? c.kind;
    if (c.status === 'needed') parts.push(say(lang, `precisa de ${w}`, `needs the ${w}`));
    else if (c.status === 'scheduled' && c.date) parts.push(say(lang, `${w} marcado para ${formatDay(c.date, lang)}`, `${w} booked for ${formatDay(c.date, lang)}`));
    else if (c.date) parts.push(say(lang, `${w} em ${formatDay(c.date, lang)}`, `${w} on ${formatDay(c.date, lang)}`));
  }
  return parts.join(', ') || say(lang, 'sem detalhes ainda', 'no details yet');
}

/** `magis pets [NAME] [--json]`: the user's animals, with their vet visits and vaccines. */
export async function run(name: string | undefined, flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    let pets = listPets(store.db);
    if (name !== undefined) {
      pets = pets.filter(p => fold(p.name) === fold(name.trim()));
      if (!pets.length) throw new UsageError(say(lang, `Nenhum pet chamado ${showValue(name)}; "magis pets" lista os seus.`, `No pet called ${showValue(name)}; "magis pets" lists yours.`));
    }
    if (flags.json) return printJson(pets.map(({id: _id, ...p}) => p));
    if (!pets.length) return println(say(lang, 'Nenhum pet ainda. Conte ao magis, por exemplo: "o Thor é nosso cachorro".', 'No pets yet. Tell magis, e.g. "Bear is our dog".'));
    for (const p of pets) println(`${chalk.bold(p.name)} — ${describe(p, lang)}`);
  });
}
