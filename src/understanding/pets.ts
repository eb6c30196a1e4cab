/**
 * The user's animals in a message, with their species, age and what is said of their care: "o
 * frajola, meu gato", "bear's my dog", "o Farrusco, tem 5 anos", "levei o pipoca no veterinario" (a
 * vet visit, done today), "a luna precisa tomar a vacina" (a vaccine needed). Pets are never people
 * (people/ marks them while reading names); this turns what it marked into the contract's `pets`. Pure.
 */
import type {ExtractedPet} from '../domain/types.js';
import {displayName} from '../text/names.js';
import {localDay} from '../time/day.js';
import {resolveSpec, type DateMention, type TimeMention} from './dates.js';
import type {PeopleResult} from './people/index.js';
import {CUES} from './lexicon.js';
import {PET_AGE_BARE_LEADS, PET_AGE_LEADS, PET_AGE_NOT_AFTER, PET_AGE_UNITS, PET_NEUTER, PET_VACCINE, PET_VET} from './pets-lexicon.js';
import {readNumber, wordSet, type Token} from './text.js';

const VET: ReadonlySet<string> = new Set([...PET_VET, ...PET_NEUTER]);
const VACCINE = PET_VACCINE;
/** Words that open a span, not a day of care: "vomitando desde ontem", "sick since monday". */
const SPAN_START = wordSet('desde since faz for');
/** Date readings that name one day ("Monday", "the 8th", "tomorrow"), never a length of time. */
const NAMED_DAY = new Set(['weekday', 'day-month', 'day', 'offset-days']);
/** "passou para terça", "passaram pra sexta": a done verb that, before "para", moves the visit. */
const MOVED_TO = wordSet('passou passaram passamos passei');
const MOVE_LINKS = wordSet('para pra pro');
const NEED = wordSet('precisa preciso precisamos tenho temos needs need gotta');
/** How far after its name an animal's age may be told ("a cat called Biscuit, she's 6"): one short clause. */
const AGE_REACH = 8;
/** An age above this is no animal's: a number of something else. */
const OLDEST_PET = 40;

/**
 * An animal's age told after its name in its sentence: a number with its unit after a lead ("tem 5
 * anos", "de 3 anos", "is 6 years old"), or, in English, a bare number closing a clause ("she's 6",
 * "Cooper, he's 4"). Another pet's name ends the reach; a sentence about its care says no bare age.
 */
function ageAfter(tokens: Token[], at: number, end: number, pets: ReadonlySet<string>, care: boolean): number | undefined {
  for (let k = at + 1; k < Math.min(end, at + 1 + AGE_REACH); k++) {
    if (pets.has(tokens[k]!.fold) && tokens[k]!.fold !== tokens[at]!.fold) return undefined;
    if (!PET_AGE_LEADS.has(tokens[k]!.fold)) continue;
    const n = readNumber(tokens, k + 1);
    if (!n || n.value > OLDEST_PET) continue;
    const next = tokens[k + 1 + n.len];
    if (next && PET_AGE_UNITS.has(next.fold)) return n.value;
    const closes = !next || next.kind === 'punct' || next.fold === 'and' || next.fold === 'e';
    if (PET_AGE_BARE_LEADS.has(tokens[k]!.fold) && closes && !care && !(next && PET_AGE_NOT_AFTER.has(next.fold))) return n.value;
  }
  return undefined;
}

export function petsIn(people: PeopleResult, tokens: Token[], sentences: Array<[number, number]>, dates: DateMention[], times: TimeMention[], now: Date): ExtractedPet[] {
  const out: ExtractedPet[] = [];
  for (const key of people.pets) {
    const mentions = tokens.flatMap((t, i) => (t.fold === key || t.fold === `${key}s` ? [i] : []));
    const at = mentions[0];
    if (at === undefined) continue;
    const pet: ExtractedPet = {name: displayName(tokens[at]!.text.replace(/['’]s$/, '')), species: people.petSpecies.get(key) ?? null};
    const sentenceOf = (i: number): [number, number] => sentences.find(([s, e]) => i >= s && i < e) ?? [0, tokens.length];
    const cares = (span: [number, number]) => tokens.slice(span[0], span[1]).some(t => VACCINE.has(t.fold) || VET.has(t.fold));
    // "Temos um cão, o Farrusco. A vacina do Farrusco é sábado": its care is where a mention of it speaks of care.
    const [a, sentenceEnd] = mentions.map(sentenceOf).find(cares) ?? sentenceOf(at);
    const first = sentenceOf(at);
    const age = ageAfter(tokens, at, first[1], people.pets, cares(first) || times.some(x => x.start >= first[0] && x.start < first[1]));
    if (age !== undefined) pet.age = age;
    // "A vacina do Farrusco desmarcaram. Passou para terça às 18h": a sentence of care without its day goes on in the next one, when that names no other pet.
    const next = sentences.find(([s]) => s === sentenceEnd);
    const dated = (e: number) => dates.some(x => x.start >= a && x.start < e);
    const b = !dated(sentenceEnd) && next && !tokens.slice(next[0], next[1]).some(t => people.pets.has(t.fold) && t.fold !== key) && dated(next[1]) ? next[1] : sentenceEnd;
    const words = tokens.slice(a, b);
    const kind = words.some(t => VACCINE.has(t.fold)) ? 'vaccine' : words.some(t => VET.has(t.fold)) ? 'vet' : null;
    if (kind) {
      // "ta mancando desde sabado, segunda levo ela no veterinario": the day nearest the vet word,
      // never the start of a span ("desde ontem", "since monday").
      // "for two days" is how long; "booked in for Monday" is the day of the visit.
      const spanFrom = (x: {start: number; spec?: {kind: string}}) => SPAN_START.has(tokens[x.start - 1]?.fold ?? '') && !(tokens[x.start - 1]?.fold === 'for' && NAMED_DAY.has(x.spec?.kind ?? ''));
      const careAt = a + words.findIndex(t => VACCINE.has(t.fold) || VET.has(t.fold));
      const near = <T extends {start: number}>(xs: T[]) => xs.filter(x => x.start >= a && x.start < b && !spanFrom(x)).sort((x, y) => Math.abs(x.start - careAt) - Math.abs(y.start - careAt))[0];
      const d = near(dates);
      const time = near(times)?.time ?? null;
      // "Rex had his vaccine on Monday", "o Rex tomou a vacina na segunda": a visit told in the past
      // is on the Monday gone; a booking ("marquei", "booked") or a bare day keeps the day ahead.
      // The verbs of the care's own clause: "has been sick since Monday, vet on Friday" is a visit ahead.
      const comma = words.slice(0, careAt - a).findLastIndex(t => t.text === ',' || t.text === ';');
      const clause = words.slice(comma + 1);
      // "passou para terça" moved it: no visit had.
      const had = (t: Token, k: number) => CUES.done.has(t.fold) && !(MOVED_TO.has(t.fold) && MOVE_LINKS.has(clause[k + 1]?.fold ?? ''));
      const told = clause.some(had) && !clause.some(t => CUES.scheduled.has(t.fold) || CUES.future.has(t.fold)) ? 'past' : null;
      const resolved = d ? resolveSpec(d.spec, now, told) : null;
      const needed = words.some(t => NEED.has(t.fold));
      const booked = words.some(t => CUES.scheduled.has(t.fold));
      // A booking with no day read is no visit had: it is a need until its day is told.
      const status = (needed || booked) && !d ? 'needed' : resolved && resolved.date > localDay(now) ? 'scheduled' : 'done';
      pet.care = [{kind, status, date: status === 'needed' ? null : (resolved?.date ?? localDay(now)), time: status === 'scheduled' ? time : null}];
    }
    out.push(pet);
  }
  return out;
}
