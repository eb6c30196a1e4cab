/**
 * One agenda item as words in a sentence: "dermatologista às 10:00", "pediatra do João às 15:00",
 * "aniversário da Lourdes", "Anna's dermatologist visit at 16:30". Pure.
 */
import type {AgendaItem} from '../../domain/records.js';
import type {Language} from '../../domain/types.js';
import {isCheckupKind} from '../../domain/checkup-kinds.js';
import {kindWords} from '../../reminders/kind-words.js';
import type {PersonView} from '../../store/learn.js';
import {atTime} from './say-days.js';
import {displayName, personLabel} from './who-words.js';
import {relationLabel} from '../describe-person.js';
import {say} from '../phrasing.js';
import {isKinshipWord} from '../../understanding/kinship.js';

/** "do"/"da"/"de" before a name, by the person's gender. */
export function ofName(name: string, people: PersonView[]): string {
  const p = people.find(x => x.name === name);
  return p?.gender === 'female' ? 'da' : p?.gender === 'male' ? 'do' : 'de';
}

/** What the item is, without its time: "pediatra do João", "Mia's eye exam", "tarefa “pagar o IPTU”". */
export function itemWhat(item: AgendaItem, lang: Language, people: PersonView[], opts: {omitPerson?: boolean} = {}): string {
  const known = people.find(x => x.name === item.person);
  // Someone known only by kinship is "sua mãe" / "your mother", never "Mãe".
  // (The name may be the kinship word in either language, or a familiar one: "mãe", "mom".)
  const kinLabel = (l: Language) => (known?.relation ? personLabel(known, lang, relationLabel(known.relation, l, known.gender)) : null);
  const familiar = known?.relation && isKinshipWord(known.name) ? say(lang, `${known.gender === 'female' ? 'sua' : 'seu'} ${relationLabel(known.relation, 'pt', known.gender)}`, `your ${known.relation}`) : null;
  const labels = [kinLabel('pt'), kinLabel('en'), familiar].filter((x): x is string => x !== null && x !== displayName(item.person));
  const byKin = labels.length > 0;
  const kin = labels[0] ?? null;
  const who = item.person !== 'user' && !opts.omitPerson ? (kin ?? displayName(item.person)) : null;
  if (who && byKin && item.source !== 'birthday' && item.source !== 'task') {
    const noun = item.source === 'checkup' || isCheckupKind(item.title) ? kindWords(item.kind, lang).noun : item.title;
    return lang === 'pt' ? `${noun} ${who.startsWith('sua') ? 'da' : 'do'} ${who}` : `${who}'s ${noun}`;
  }
  if (item.source === 'birthday') {
    const name = displayName(item.person);
    return lang === 'pt' ? `aniversário ${ofName(item.person, people)} ${name}` : `${name}'s birthday`;
  }
  if (item.source === 'task') return lang === 'pt' ? `a tarefa “${item.title}”` : `to do: “${item.title}”`;
  const noun = item.source === 'checkup' || isCheckupKind(item.title) ? kindWords(item.kind, lang).noun : item.title;
  // "a dentist visit" / "an eye exam": an English checkup noun needs its article when it stands alone.
  if (!who) return lang === 'en' && item.source === 'checkup' ? `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}` : noun;
  return lang === 'pt' ? `${noun} ${ofName(item.person, people)} ${who}` : `${who}'s ${noun}`;
}

/** The item with its time: "pediatra do João às 15:00". */
export function itemPhrase(item: AgendaItem, lang: Language, people: PersonView[], opts: {omitPerson?: boolean} = {}): string {
  return `${itemWhat(item, lang, people, opts)}${atTime(item.time, lang)}`;
}
