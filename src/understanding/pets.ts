/**
 * The user's animals in a message, with their species and what is said of their care: "o frajola,
 * meu gato", "bear's my dog", "levei o pipoca no veterinario" (a vet visit, done today), "a luna
 * precisa tomar a vacina" (a vaccine needed). Pets are never people (people/ marks them while
 * reading names); this turns what it marked into the contract's `pets`. Pure.
 */
import type {ExtractedPet} from '../domain/types.js';
import {displayName} from '../text/names.js';
import {localDay} from '../time/day.js';
import {resolveSpec, type DateMention, type TimeMention} from './dates.js';
import type {PeopleResult} from './people/index.js';
import {wordSet, type Token} from './text.js';

const VET = wordSet('veterinario veterinaria vet vets veterinarian petshop castracao castrar neuter spay');
const VACCINE = wordSet('vacina vacinas vacinou vacinar antirrabica v10 v8 vaccine vaccines shots shot rabies booster');
/** Words that open a span, not a day of care: "vomitando desde ontem", "sick since monday". */
const SPAN_START = wordSet('desde since faz for');
const NEED = wordSet('precisa preciso precisamos tenho temos needs need gotta');

export function petsIn(people: PeopleResult, tokens: Token[], sentences: Array<[number, number]>, dates: DateMention[], times: TimeMention[], now: Date): ExtractedPet[] {
  const out: ExtractedPet[] = [];
  for (const key of people.pets) {
    const at = tokens.findIndex(t => t.fold === key || t.fold === `${key}s`);
    if (at < 0) continue;
    const pet: ExtractedPet = {name: displayName(tokens[at]!.text.replace(/['’]s$/, '')), species: people.petSpecies.get(key) ?? null};
    const [a, b] = sentences.find(([s, e]) => at >= s && at < e) ?? [0, tokens.length];
    const words = tokens.slice(a, b);
    const kind = words.some(t => VACCINE.has(t.fold)) ? 'vaccine' : words.some(t => VET.has(t.fold)) ? 'vet' : null;
    if (kind) {
      // "ta mancando desde sabado, segunda levo ela no veterinario": the day nearest the vet word,
      // never the start of a span ("desde ontem", "since monday").
      const careAt = a + words.findIndex(t => VACCINE.has(t.fold) || VET.has(t.fold));
      const near = <T extends {start: number}>(xs: T[]) =>
        xs.filter(x => x.start >= a && x.start < b && !SPAN_START.has(tokens[x.start - 1]?.fold ?? '')).sort((x, y) => Math.abs(x.start - careAt) - Math.abs(y.start - careAt))[0];
      const d = near(dates);
      const time = near(times)?.time ?? null;
      const resolved = d ? resolveSpec(d.spec, now, null) : null;
      const needed = words.some(t => NEED.has(t.fold));
      const status = needed && !d ? 'needed' : resolved && resolved.date > localDay(now) ? 'scheduled' : 'done';
      pet.care = [{kind, status, date: status === 'needed' ? null : (resolved?.date ?? localDay(now)), time: status === 'scheduled' ? time : null}];
    }
    out.push(pet);
  }
  return out;
}
