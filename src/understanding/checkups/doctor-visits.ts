/**
 * Visits told by the doctor's name, not by a specialty: "Fui ao Dr. Ernesto", "saw dr patel this
 * morning", "fomos na dra. Helena ontem" — a visit the user had, to that doctor; what kind of visit
 * it was is the world's to say (the booking with that doctor). And the doctor of a visit said with
 * one: "consulta com o Dr. Ernesto" is a visit whose provider is Ernesto. Pure.
 */
import type {ExtractedCheckup} from '../../domain/types.js';
import type {PeopleResult} from '../people/records.js';
import type {DateMention} from '../dates/specs.js';
import {resolveSpec} from '../dates/resolve.js';
import {localDay} from '../../time/day.js';
import type {Token} from '../text.js';
import {RETURN_WORDS, VISIT_LINKS, VISIT_VERBS} from './lexicon.js';

/** How far back from the doctor's name the verb may be: "went back to see Dr. Patel". */
const REACH = 4;

function visitVerbBefore(tokens: Token[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - REACH); k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct') return false;
    if (VISIT_VERBS.has(t.fold)) return true;
    if (!VISIT_LINKS.has(t.fold)) return false;
  }
  return false;
}

const sentenceOf = (sentences: Array<[number, number]>, i: number) => sentences.findIndex(([a, b]) => i >= a && i < b);

/** The doctors a message names by title, with where they are. */
function doctors(people: PeopleResult): Array<{name: string; start: number}> {
  return people.mentions.flatMap(m => {
    const p = typeof m.person === 'number' ? people.persons.find(x => x.id === m.person) : null;
    return p?.doctorTitle && !p.unnamed ? [{name: p.name, start: m.start}] : [];
  });
}

/**
 * "Fui ao Dr. Ernesto": a visit of the user's, done that day (or the past day its sentence names), to
 * that doctor — in a sentence that names no visit of its own (then it is that visit's doctor).
 */
export function doctorVisits(tokens: Token[], people: PeopleResult, sentences: Array<[number, number]>, dates: DateMention[], visitSentences: Set<number>, now: Date): ExtractedCheckup[] {
  const out: ExtractedCheckup[] = [];
  for (const d of doctors(people)) {
    const si = sentenceOf(sentences, d.start);
    if (si < 0 || visitSentences.has(si) || !visitVerbBefore(tokens, d.start)) continue;
    const [a, b] = sentences[si]!;
    const said = dates.find(x => x.start >= a && x.start < b);
    const date = said ? resolveSpec(said.spec, now, 'past').date : localDay(now);
    if (out.some(c => c.provider === d.name)) continue;
    out.push({person: 'user', kind: 'other', status: 'done', date, time: null, everyMonths: null, provider: d.name});
    // "Pediu pra eu retornar daqui a três meses": the return that doctor asked for, from the day it names.
    const back = tokens.findIndex((t, k) => k > d.start && RETURN_WORDS.has(t.fold));
    const when = back < 0 ? undefined : dates.find(x => x.start > back && x.start <= back + REACH + 2);
    if (when) out.push({person: 'user', kind: 'other', status: 'needed', date: resolveSpec(when.spec, now, 'future').date, time: null, everyMonths: null, provider: d.name});
  }
  return out;
}

/** The to-do a return would otherwise read as ("volte com os resultados"): the return is the need. */
export const RETURN_TODO = /^(?:volte|voltar|voltasse|retorne|retornar|come back|go back)\b/i;

/** "vou na consulta com a Dra. Vera": the one doctor a message names is the provider of its one visit. */
export function withProvider(checkups: ExtractedCheckup[], people: PeopleResult): ExtractedCheckup[] {
  const named = [...new Set(doctors(people).map(d => d.name))];
  // What a doctor asks for ("o dr pediu exame de sangue") is not done by that doctor: bookings only.
  if (named.length !== 1 || checkups.length !== 1 || checkups[0]!.provider || checkups[0]!.status !== 'scheduled') return checkups;
  return [{...checkups[0]!, provider: named[0]!}];
}
