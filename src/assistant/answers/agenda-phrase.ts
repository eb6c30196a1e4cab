/**
 * One agenda item as words in a sentence: "dermatologista às 10:00", "pediatra do João às 15:00",
 * "aniversário da Lourdes", "Anna's dermatologist visit at 16:30". Pure.
 */
import type {AgendaItem} from '../../domain/records.js';
import type {Language} from '../../domain/types.js';
import {isCheckupKind} from '../../domain/checkup-kinds.js';
import {kindWords} from '../../text/kind-words.js';
import {checkupTitle} from '../../agenda/titles.js';
import type {PersonView} from '../../store/learn.js';
import {atTime} from './say-days.js';

import {relationLabel} from '../describe-person.js';
import {say} from '../phrasing.js';
import {isKinshipWord} from '../../understanding/kinship.js';
import {displayName} from '../../text/names.js';
import {ofPt, subjectOf, titleMidSentence} from '../../text/phrases.js';
import {fold} from '../../text/words.js';

/** Whom an item may name, for its words: a person, or a pet (no relation; "vacina da Mel"). */
export type Named = Pick<PersonView, 'name' | 'gender' | 'relation'>;

/** "do"/"da"/"de" before a name, by the person's (or pet's) gender. */
export function ofName(name: string, people: Named[]): string {
  return ofPt(people.find(x => x.name === name)?.gender);
}

/**
 * Whose the item is, as the subject of a sentence: "a Frida", "o Thor", "sua mãe" / "Frida", "your
 * mother" — someone known only by a kinship word is the user's, never "Mãe".
 */
export function itemSubject(item: AgendaItem, lang: Language, people: Named[]): string {
  return personSubject(people.find(x => x.name === item.person) ?? {name: item.person, gender: null, relation: null}, lang);
}

/** A person (or pet) as the subject of a sentence, mid-sentence: "a Bia", "sua mãe" / "Bia", "your mother". */
export function personSubject(p: Named, lang: Language): string {
  if (p.relation && isKinshipWord(p.name)) {
    const word = lang === 'pt' ? relationLabel(p.relation, 'pt', p.gender) : p.relation;
    return subjectOf({name: word, gender: p.gender === 'female' ? 'female' : 'male', unnamed: true}, lang);
  }
  return subjectOf({name: displayName(p.name), gender: p.gender}, lang);
}

/** A visit of no specialty keeps the user's word for it ("cirurgia", "knee replacement"), its agenda title. */
function visitNoun(item: AgendaItem, lang: Language): string {
  const label = item.kind === 'other' && item.source === 'checkup' && item.title !== checkupTitle('other', 'pt') && item.title !== checkupTitle('other', 'en') ? item.title : null;
  return kindWords(item.kind, lang, label && label.charAt(0).toLowerCase() + label.slice(1)).noun;
}

/** What the item is, without its time: "pediatra do João", "Mia's eye exam", "tarefa “pagar o IPTU”". */
export function itemWhat(item: AgendaItem, lang: Language, people: Named[], opts: {omitPerson?: boolean} = {}): string {
  const known = people.find(x => x.name === item.person);
  // Someone known only by a kinship word, in either language ("mãe", "mom"), is "sua mãe" /
  // "your mother", never "Mãe".
  const kin =
    known?.relation && isKinshipWord(known.name) ? say(lang, `${known.gender === 'female' ? 'sua' : 'seu'} ${relationLabel(known.relation, 'pt', known.gender)}`, `your ${known.relation}`) : null;
  if (kin && !opts.omitPerson && item.source !== 'birthday' && item.source !== 'task') {
    const noun = item.source === 'checkup' || isCheckupKind(item.title) ? visitNoun(item, lang) : item.title;
    return lang === 'pt' ? `${noun} ${ofPt(known!.gender === 'female' ? 'female' : 'male')} ${kin}` : `${kin}'s ${noun}`;
  }
  const who = item.person !== 'user' && !opts.omitPerson ? displayName(item.person) : null;
  if (item.source === 'birthday') {
    const name = displayName(item.person);
    return lang === 'pt' ? `aniversário ${ofName(item.person, people)} ${name}` : `${name}'s birthday`;
  }
  if (item.source === 'task') return lang === 'pt' ? `a tarefa “${item.title}”` : `to do: “${item.title}”`;
  // "Viagem para Floripa" mid-sentence is "viagem para Floripa"; "Margaret" (a carer's visits) keeps her capital.
  const named = people.some(p => fold(p.name).split(/\s+/)[0] === fold(item.title).split(/\s+/)[0]);
  const noun = item.source === 'checkup' || isCheckupKind(item.title) ? visitNoun(item, lang) : titleMidSentence(item.title, named);
  // "a dentist visit" / "an eye exam": an English checkup noun needs its article when it stands alone.
  if (!who) return lang === 'en' && item.source === 'checkup' ? `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}` : noun;
  return lang === 'pt' ? `${noun} ${ofName(item.person, people)} ${who}` : `${who}'s ${noun}`;
}

/** The item with its time: "pediatra do João às 15:00". */
export function itemPhrase(item: AgendaItem, lang: Language, people: Named[], opts: {omitPerson?: boolean} = {}): string {
  return `${itemWhat(item, lang, people, opts)}${atTime(item.time, lang)}`;
}
