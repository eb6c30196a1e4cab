import chalk from 'chalk';
import {UsageError} from '../../config/errors.js';
import {listPeople, type PersonView} from '../../store/learn.js';
import {birthdays, openEdges} from '../../store/people-read.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {describePerson} from '../../assistant/describe-person.js';
import {formatDay, say} from '../../assistant/phrasing.js';
import {userLanguage} from '../../store/user-language.js';
import type {Language} from '../../domain/types.js';
import {displayName} from '../../text/names.js';
import {resolvePerson} from './people-resolve.js';
import {familyTree} from './people-tree.js';
import {personCheckups, type PersonCheckup} from '../../store/world-items.js';
import {kindWords} from '../../reminders/kind-words.js';

/** "dentista — marcado para 16/09/2026 às 15:00" / "dentist visit — booked for Sep 16, 2026 at 15:00". */
function checkupLine(c: PersonCheckup, lang: Language): string {
  const noun = kindWords(c.kind, lang).noun;
  const at = c.time ? say(lang, ` às ${c.time}`, ` at ${c.time}`) : '';
  if (c.status === 'needed') return say(lang, `${noun} — precisa marcar`, `${noun} — to book`);
  if (c.status === 'scheduled') return say(lang, `${noun} — marcado para ${formatDay(c.date!, lang)}${at}`, `${noun} — booked for ${formatDay(c.date!, lang)}${at}`);
  return say(lang, `${noun} — feito${c.date ? ` em ${formatDay(c.date, lang)}` : ''}`, `${noun} — done${c.date ? ` on ${formatDay(c.date, lang)}` : ''}`);
}

/** "aniversário 03/12" / "birthday Dec 3" (the year only when known). */
function birthdayText(birthday: string, lang: Language): string {
  const partial = birthday.startsWith('--');
  const day = formatDay(partial ? `2000${birthday.slice(1)}` : birthday, lang);
  const shown = partial ? (lang === 'pt' ? day.slice(0, 5) : day.replace(/, \d{4}$/, '')) : day;
  return say(lang, `aniversário ${shown}`, `birthday ${shown}`);
}

/** `magis people [NAME] [--tree]`: who is who, in the user's language ("João — filho, 7 anos, foi ao pediatra em 06/03/2025"). */
export async function run(name: string | undefined, flags: {json?: boolean; tree?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    const lang = userLanguage(store.db);
    let people = listPeople(store.db, store.now);
    const bdays = birthdays(store.db);
    if (flags.tree) {
      if (flags.json) throw new UsageError('--tree draws for people; use --json alone for scripts.');
      if (people.length === 0) return println(say(lang, 'Ninguém ainda na sua família.', 'Nobody in your family yet.'));
      const lines = familyTree(people, openEdges(store.db), lang, process.stdout.columns || 80);
      return println(lines.join('\n'));
    }
    if (name !== undefined) {
      if (!name.trim()) throw new UsageError('Give a name to look up, or no argument to list everyone.');
      const one = resolvePerson(store.db, name, lang);
      people = people.filter(p => p.id === one.id);
    }
    if (flags.json) return printJson(people.map(({id, relationships: _r, ...p}: PersonView) => ({...p, birthday: bdays.get(id) ?? null})));
    if (people.length === 0) {
      return println(say(lang, 'Ninguém ainda. Conte ao magis, por exemplo: magis ask "Minha filha Susana tem 16 anos".',
        'No people yet. Tell magis about them, e.g. magis ask "Minha filha Susana tem 16 anos".'));
    }
    for (const p of people) {
      const bday = bdays.get(p.id);
      const text = describePerson(p, lang);
      const bare = !p.relation && p.age == null && p.checkups.length === 0;
      const line = bday ? (bare ? birthdayText(bday, lang) : `${text}, ${birthdayText(bday, lang)}`) : text;
      println(`${chalk.bold(displayName(p.name))} — ${line}`);
      // One person: each checkup numbered, as `magis people checkup NAME N …` takes them.
      if (name !== undefined) {
        personCheckups(store.db, p.id).forEach((c, i) => println(`  ${i + 1}) ${checkupLine(c, lang)}`));
      }
    }
  });
}
