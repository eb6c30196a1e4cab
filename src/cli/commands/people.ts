import chalk from 'chalk';
import {UsageError, showValue} from '../../config/errors.js';
import {listPeople, nameKey, type PersonView} from '../../store/learn.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {describePerson} from '../../assistant/describe-person.js';

/** `magis people [NAME]`: who is who, as the user would say it ("Susana — daughter, 16, needs an eye exam"). */
export async function run(name: string | undefined, flags: {json?: boolean; now?: string}): Promise<void> {
  await withStore(flags, store => {
    let people = listPeople(store.db, store.now);
    if (name !== undefined) {
      const key = nameKey(name);
      if (!key) throw new UsageError('Give a name to look up, or no argument to list everyone.');
      people = people.filter(p => nameKey(p.name) === key || p.aliases.some(a => nameKey(a) === key) || nameKey(p.name).split(' ').includes(key));
      if (people.length === 0) throw new UsageError(`Nobody called ${showValue(name)} yet; "magis people" lists who magis knows.`);
    }
    if (flags.json) return printJson(people.map(({id: _id, relationships: _r, ...p}: PersonView) => p));
    if (people.length === 0) return println('No people yet. Tell magis about them, e.g. magis ask "Minha filha Susana tem 16 anos".');
    for (const p of people) {
      println(`${chalk.bold(p.name)} — ${describePerson(p, 'en')}`);
    }
  });
}
