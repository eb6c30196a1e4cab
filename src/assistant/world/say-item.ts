/**
 * How a booked item is said back: "o dentista do Davi", "a reunião de pais", "Lucas's
 * pediatrician visit", "the parents' meeting", with its day: "sexta, 18/09, às 10h". Pure but for
 * the hour, written on the user's one clock (text/clock.ts).
 */
import {format} from 'date-fns/format';
import {ptBR} from 'date-fns/locale/pt-BR';
import type {Language} from '../../domain/types.js';
import {kindWords} from '../../text/kind-words.js';
import type {WorldItem} from '../../store/world-items.js';
import {ptArticle, weekdayDate, whose} from '../../text/phrases.js';
import {birthdayTitle} from '../../agenda/titles.js';
import {clockText} from '../../text/clock.js';

/** "do Davi" / "da Bia" / "da sua mãe"; "Davi's" / "your mother's". */
function owner(item: WorldItem): {pt: string; en: string} | null {
  if (item.personId === null || !item.person) return null;
  const person = {name: item.person, gender: item.gender, unnamed: item.unnamed};
  return {pt: whose(person, 'pt'), en: whose(person, 'en')};
}

/** The item as a noun phrase with its article, in the user's language. */
export function sayItem(item: WorldItem, lang: Language): string {
  const who = owner(item);
  if (item.table === 'checkups') {
    const w = kindWords(item.kind, lang, item.title);
    if (lang === 'pt') return `${w.female ? 'a' : 'o'} ${w.noun}${who ? ` ${who.pt}` : ''}`;
    return who ? `${who.en} ${w.noun}` : `your ${w.noun}`;
  }
  // A birthday is said as whose it is ("o aniversário da Zilá"), whatever words first named it.
  const title = item.kind === 'birthday' && item.person ? birthdayTitle({person: item.person, gender: item.gender, unnamed: item.unnamed}, lang) : (item.title ?? '');
  // "a natação da Júlia", "Max's soccer practice": someone's class or event says whose, unless its title does.
  const named = who && item.person ? title.toLowerCase().includes(item.person.split(/\s+/)[0]!.toLowerCase()) : true;
  if (lang === 'pt') return `${ptArticle(title)} ${lowerFirst(title)}${who && !named ? ` ${who.pt}` : ''}`;
  return who && !named ? `${who.en} ${lowerFirst(title)}` : `the ${lowerFirst(title)}`;
}

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** "sexta, 18/09, às 10h" / "Friday, Sep 18, at 10 am" (or "at 10:00" on a 24-hour user's clock). */
export function sayWhen(date: string, time: string | null, lang: Language): string {
  const d = new Date(`${date}T12:00:00`);
  if (lang === 'pt') return `${format(d, 'EEEE', {locale: ptBR}).replace('-feira', '')}, ${format(d, 'dd/MM')}${time ? `, às ${clockText(time, 'pt')}` : ''}`;
  return `${weekdayDate(date, 'en')}${time ? `, at ${clockText(time, 'en')}` : ''}`;
}
