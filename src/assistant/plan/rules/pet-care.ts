/**
 * A pet's vet visit or vaccine moved, called off or had is that pet's held care, never a person's
 * booking: "a vacina do Farrusco passou para terça às 18h", "desmarquei a castração da Mel, vou
 * remarcar", "Cooper's vet appt moved to Sunday", "took Biscuit for her jabs this morning". The words
 * that name it (the pet, the kind — vaccine, neutering, the vet —, a day, an hour) are scored against
 * the pets' care with the same scoring as people's bookings (ground.ts): a pet stands as a person of
 * negative id, so one pet's care is never another's. Called off and moved in one message ("desmarcaram…
 * passou para terça") is a move; called off to be booked later keeps it as a need, without a day.
 */
import type {Candidate, Change, Decision, ItemRef} from '../../../domain/plan.js';
import type {ExtractedPet, Language} from '../../../domain/types.js';
import type {PetCareItem} from '../../../store/pets.js';
import type {WorldItem} from '../../../store/world-items.js';
import {fold} from '../../../text/words.js';
import {PET_NEUTER, PET_REBOOK_LATER, PET_VACCINE, PET_VET} from '../../../understanding/pets-lexicon.js';
import {firstPhraseAt, scanTokens} from '../../../understanding/text.js';
import {describe} from '../describe.js';
import {decide} from '../ground.js';
import {sayPetCare} from '../say.js';
import {sayWhen} from '../../world/say-item.js';
import type {Proposal, Rule, RuleInput, World} from '../types.js';
import {withDenied} from './ref.js';

type PetCareChange = Extract<Change, {op: 'pet-care'}>;
type Care = NonNullable<ExtractedPet['care']>[number];

const folds = (text: string) => scanTokens(text).map(t => t.fold);

/** The held pets a text names ("Farrusco", "Cooper's"). */
function petsNamed(text: string, world: World): Array<{id: number; name: string}> {
  const words = new Set(folds(text));
  const ids = new Map<string, number>((world.petCare ?? []).map(c => [fold(c.pet), c.petId]));
  return world.pets.filter(name => words.has(fold(name).split(/\s+/)[0]!)).map(name => ({id: ids.get(fold(name)) ?? 0, name}));
}

/** Words naming a known pet, or the vet: what they point at is an animal's care, never a person's booking. */
export function aboutPet(text: string, pets: readonly string[]): boolean {
  const words = folds(text);
  return words.some(w => PET_VET.has(w)) || pets.some(name => words.includes(fold(name).split(/\s+/)[0]!));
}

/** The kind of care words name: a vaccine, a neutering (a vet visit), or any visit (the vet, "the appt"). */
function kindOf(text: string): string | null {
  const words = folds(text);
  if (words.some(w => PET_VACCINE.has(w))) return 'vaccine';
  if (words.some(w => PET_NEUTER.has(w))) return 'vet';
  return null;
}

/**
 * What the words say of a pet's care, as grounding reads a booking: the pets named (as persons of
 * negative id), the kind, or any visit; the day and hour from the words' own reading.
 */
function petRef(text: string, world: World, now: Date, lang: Language, denied: {date: string | null; time: string | null} | null, kind: string | null): ItemRef {
  const base = withDenied(describe(text, [], now, lang), denied);
  const named = petsNamed(text, world);
  return {...base, people: named.map(p => -p.id), relations: [], mine: false, companions: [], checkupKind: kind, eventKinds: [], generic: kind === null, words: []};
}

/** A pet's care as the scoring sees a booking: a checkup of the pet (a person of negative id). */
const asItem = (c: PetCareItem): WorldItem => ({
  table: 'checkups',
  id: c.id,
  kind: c.kind,
  title: null,
  withNames: [],
  personId: -c.petId,
  person: c.pet,
  gender: c.gender,
  relation: null,
  unnamed: false,
  date: c.date,
  time: c.time,
  rrule: null,
});

/** The decision for a pet's care: among the booked first, then the needed ones; keys name `pet_care` rows. */
export function groundPetCare(c: PetCareChange, world: World, lang: Language): Decision {
  const care = world.petCare ?? [];
  const label = (item: WorldItem) => {
    const held = care.find(x => x.id === item.id)!;
    return `${sayPetCare(held, lang)}${held.date ? ` (${sayWhen(held.date, null, lang)})` : ''}`;
  };
  const rekey = (d: Decision): Decision => {
    const key = (k: {id: number}) => ({table: 'pet_care' as const, id: k.id});
    const candidates: Candidate[] = d.candidates.map(x => ({...x, key: key(x.key)}));
    if (d.kind === 'act') return {kind: 'act', target: key(d.target), candidates};
    if (d.kind === 'same') return {kind: 'same', target: key(d.target), candidates};
    return {kind: d.kind, candidates};
  };
  let d: Decision = {kind: 'none', candidates: []};
  for (const status of ['scheduled', 'needed'] as const) {
    const items = care.filter(x => x.status === status).map(asItem);
    d = decide(c.ref, items, {items: [], people: []}, label, world.today);
    if (d.kind !== 'none') return rekey(d);
  }
  return rekey(d);
}

/** The care the reading states of the pets these words name (or of any pet, when they name none): the held one said again. */
function statedCare(x: RuleInput['reading']['extraction'], named: Array<{name: string}>): Care[] {
  const keys = new Set(named.map(p => fold(p.name)));
  return (x.pets ?? []).filter(p => !keys.size || keys.has(fold(p.name))).flatMap(p => p.care ?? []);
}

export const petCare: Rule = {
  name: 'pet-care',
  statement: 'A pet’s vet visit or vaccine moved, called off or had is that pet’s held care, never a person’s booking; called off to be booked later, it is still needed.',
  propose({reading, world, lang, message}: RuleInput): Proposal[] {
    if (!world.pets.length) return [];
    const x = reading.extraction;
    const tokens = scanTokens(message);
    const rebook = tokens.some((_, i) => firstPhraseAt(tokens, i, PET_REBOOK_LATER) > 0);
    // The stances about a pet, by the pets they name ("" for the vet alone).
    const groups = new Map<string, typeof reading.stances>();
    for (const s of reading.stances) {
      if (!aboutPet(s.ref, world.pets)) continue;
      const key = petsNamed(s.ref, world)
        .map(p => p.name)
        .sort()
        .join(',');
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const out: Proposal[] = [];
    const told = new Set<string>();
    for (const [key, stances] of groups) {
      const kind = stances.map(s => kindOf(s.ref)).find(k => k !== null) ?? null;
      const named = petsNamed(stances.map(s => s.ref).join(' '), world);
      for (const p of named) told.add(fold(p.name));
      const claims = {petCare: statedCare(x, named)};
      const cancel = stances.find(s => s.kind === 'cancel');
      const move = stances.filter(s => s.kind === 'move' && s.to).at(-1);
      const happened = stances.find(s => s.kind === 'happened');
      // "desmarcaram… passou para terça às 18h" is a move; "desmarquei, vou remarcar" a need again.
      const s = cancel && (rebook || !move) ? cancel : (move ?? happened);
      if (!s) continue;
      const ref = petRef(key && !petsNamed(s.ref, world).length ? `${s.ref} ${key}` : s.ref, world, reading.now, lang, s.denied, kind);
      if (s.kind === 'move') {
        const to = s.to!;
        out.push({change: {op: 'pet-care', act: 'move', ref, date: to.date, time: to.time, keepTime: to.keepTime, rebook: false}, claims, fallback: 'learn'});
      } else if (s.kind === 'cancel') {
        out.push({change: {op: 'pet-care', act: 'cancel', ref, date: null, time: null, keepTime: true, rebook}, claims, fallback: 'say'});
      } else {
        out.push({change: {op: 'pet-care', act: 'done', ref, date: world.today, time: null, keepTime: true, rebook: false}, claims, fallback: 'quiet'});
      }
    }
    // "o Farrusco já levou a vacina", "took Biscuit for her jabs": care told as had is the held one, done.
    for (const p of x.pets ?? []) {
      if (told.has(fold(p.name)) || !world.pets.some(n => fold(n) === fold(p.name))) continue;
      for (const care of p.care ?? []) {
        if (care.status !== 'done') continue;
        const ref = petRef(p.name, world, reading.now, lang, null, care.kind === 'vaccine' ? 'vaccine' : null);
        out.push({
          change: {op: 'pet-care', act: 'done', ref: {...ref, day: null, time: null}, date: care.date ?? world.today, time: null, keepTime: true, rebook: false},
          claims: {petCare: [care]},
          fallback: 'quiet',
        });
      }
    }
    return out;
  },
};
