import chalk from 'chalk';
import {say, speciesWord} from '../../assistant/phrasing.js';
import {resolveNow} from '../../config/clock.js';
import {clockText} from '../../text/clock.js';
import {genderByEnding} from '../../text/gender.js';
import {dayText} from '../../text/phrases.js';
import {localDay} from '../../time/day.js';
import type {Language} from '../../domain/types.js';
import {listPets, type PetView} from '../../store/pets.js';
import {userLanguage} from '../../store/user-language.js';
import {UsageError, showValue} from '../../config/errors.js';
import {fold} from '../../text/words.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';

/** A pet's care as said in a line: the noun and, in Portuguese, its gender ("vacina marcada", "veterinário marcado"). */
const CARE: Record<string, {pt: string; en: string; female: boolean}> = {vet: {pt: 'veterinário', en: 'vet visit', female: false}, vaccine: {pt: 'vacina', en: 'vaccine', female: true}};

/** "17/12 às 10h" / "Dec 17 at 10 am": the day (its year only when not this one) and the time on the user's clock. */
function when(date: string, time: string | null, lang: Language, year: string): string {
  // The user's order of day and month ("17 Dec" in Britain, "Dec 17" in America), as every reply says it.
  const day = dayText(date, lang, {year: date.slice(0, 4) !== year});
  return time ? `${day} ${lang === 'pt' ? 'às' : 'at'} ${clockText(time, lang)}` : day;
}

/** "Frida — gata, vacina marcada para 17/12 às 10h" / "Bear — dog, vaccine booked for Oct 3 at 10 am". */
function describe(p: PetView, lang: Language, year: string): string {
  const parts: string[] = [];
  if (p.species) {
    parts.push(speciesWord(p.species, lang, p.gender ?? genderByEnding(p.name)));
  }
  if (p.age != null) parts.push(say(lang, `${p.age} ${p.age === 1 ? 'ano' : 'anos'}`, `${p.age} ${p.age === 1 ? 'year' : 'years'} old`));
  for (const c of p.checkups) {
    const w = CARE[c.kind] ?? {pt: c.kind, en: c.kind, female: false};
    const a = w.female ? 'a' : 'o';
    if (c.status === 'needed') parts.push(say(lang, `precisa ${c.kind === 'vet' ? 'ir ao veterinário' : `da ${w.pt}`}`, `needs ${c.kind === 'vet' ? 'to see the vet' : `the ${w.en}`}`));
    else if (c.status === 'scheduled' && c.date) parts.push(say(lang, `${w.pt} marcad${a} para ${when(c.date, c.time, lang, year)}`, `${w.en} booked for ${when(c.date, c.time, lang, year)}`));
    else if (c.date) parts.push(say(lang, `${w.pt} em ${when(c.date, null, lang, year)}`, `${w.en} on ${when(c.date, null, lang, year)}`));
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
    if (flags.json) return printJson(pets.map(({id: _id, gender: _gender, ...p}) => p));
    if (!pets.length) return println(say(lang, 'Nenhum pet ainda. Conte ao magis, por exemplo: "o Thor é nosso cachorro".', 'No pets yet. Tell magis, e.g. "Bear is our dog".'));
    const year = localDay(resolveNow(flags.now)).slice(0, 4);
    for (const p of pets) println(`${chalk.bold(p.name)} — ${describe(p, lang, year)}`);
  });
}
