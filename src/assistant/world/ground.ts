/**
 * Grounding: which of the things Magis holds a phrase means. "o dentista do davi", "a reunião de
 * amanhã", "tomorrow's lunch with brad", "moms surgery", "Lucas's appointment" are scored against
 * the booked checkups and coming events by what they say of it — its kind or title words, whose it
 * is (a name, an alias, a kinship word), the people with it, its day — and the best one wins only
 * when it is clearly best; two as good are a question for the user, never a guess. Pure.
 */
import type {Language} from '../../domain/types.js';
import type {KnownPerson, WorldItem} from '../../store/world-items.js';
import {STOPWORDS, fold, stem, tokenize} from '../../text/words.js';
import {resolveDate} from '../../understanding/index.js';
import {KINSHIP, relationWord} from '../../understanding/kinship.js';
import {scanTokens} from '../../understanding/text.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {EVENT_KIND_WORDS, GENERIC_APPOINTMENT, MOVE_NOISE, partOfDayOnly} from './lexicon.js';

export interface Grounded {
  /** The item meant, when one is clearly best. */
  item: WorldItem | null;
  /** Items as good as each other (a question to ask), best first; empty when nothing fits. */
  candidates: WorldItem[];
  /** The day the text names ("amanhã", "on Tuesday"), when it names one. */
  day: string | null;
}

/** The lowest score that says something specific of an item (its kind, title or day and whose). */
const MIN_SCORE = 3;

interface Said {
  tokens: Set<string>;
  stems: Set<string>;
  kind: string | null;
  generic: boolean;
  eventKinds: Set<string>;
  people: Set<number>;
  relations: Set<string>;
  day: string | null;
}

function read(text: string, people: KnownPerson[], now: Date, lang: Language): Said {
  const tokens = tokenize(text);
  const set = new Set(tokens);
  const content = tokens.filter(t => t.length > 2 && !STOPWORDS.has(t) && !MOVE_NOISE.has(t));
  const eventKinds = new Set<string>();
  for (const [kind, words] of Object.entries(EVENT_KIND_WORDS)) if (tokens.some(t => words.has(t))) eventKinds.add(kind);
  const named = new Set<number>();
  for (const p of people) {
    const names = [p.name, ...p.aliases]
      .filter(n => !p.unnamed || n !== p.name)
      .map(n => fold(n).split(/\s+/)[0]!)
      .filter(n => n.length > 1);
    // "lucas's", "moms": a possessive 's sticks to the name in chat.
    if (names.some(n => set.has(n) || set.has(`${n}s`))) named.add(p.id);
  }
  const relations = new Set<string>();
  const scanned = scanTokens(text);
  for (let i = 0; i < scanned.length; i++) {
    const m = KINSHIP.match(scanned, i);
    // "reunião de pais" names no one's parent: only a single relative grounds an item.
    // "a gineco", "the dentist": a doctor's word names the visit's kind, not whose it is.
    if (m && !m.value.plural && m.value.base !== 'doctor') relations.add(relationWord(m.value.base, m.value.gender ?? 'female')).add(relationWord(m.value.base, m.value.gender ?? 'male'));
  }
  // "moms surgery": a kinship word with a possessive s.
  for (const t of tokens) {
    // "parents" (of "parents evening") is a word of its own, not "parent's".
    if (!t.endsWith('s') || KINSHIP.match(scanTokens(t), 0)) continue;
    const m = KINSHIP.match(scanTokens(t.slice(0, -1)), 0);
    if (m && !m.value.plural && m.value.lang === 'en') relations.add(relationWord(m.value.base, m.value.gender ?? 'female'));
  }
  // No tense: "a consulta que foi marcada pra terça" names the coming Tuesday's item, whatever its verb.
  const when = resolveDate(text, now, {tense: null, language: lang});
  const kind = checkupKindIn(text);
  return {
    tokens: set,
    stems: new Set(content.map(stem)),
    kind: kind === 'other' ? null : kind,
    generic: kind === 'other' || tokens.some(t => GENERIC_APPOINTMENT.has(t)),
    eventKinds,
    people: named,
    relations,
    // "cancelled parents evening": a part of the day alone names no day.
    day: when && when.text !== text.trim() && !partOfDayOnly(when.text) ? when.date : null,
  };
}

function score(item: WorldItem, said: Said): number {
  let s = 0;
  if (item.table === 'checkups') {
    if (said.kind) s += said.kind === item.kind ? 4 : -4;
    // "a consulta", "the appointment": any booked checkup fits; two of them are a question.
    else if (said.generic) s += 3;
  } else {
    if (said.eventKinds.has(item.kind)) s += 2;
    const title = tokenize(item.title ?? '')
      .filter(t => t.length > 2 && !STOPWORDS.has(t))
      .map(stem);
    const shared = new Set(title.filter(t => said.stems.has(t)));
    s += Math.min(2, shared.size) * 2;
    if (said.kind && !shared.size) s -= 2;
  }
  // Whose it is: a name or kinship word said must be the item's person, or someone with it.
  const withIt = item.withNames.map(n => fold(n).split(/\s+/)[0]!);
  const theirs = item.personId !== null && said.people.has(item.personId);
  const withSaid = withIt.some(n => said.tokens.has(n));
  const byRelation = item.relation !== null && said.relations.has(item.relation);
  if (theirs || byRelation) s += 3;
  else if (withSaid) s += 2;
  else if ((said.people.size || said.relations.size) && item.personId !== null) s -= 2;
  // "Dad's medication review" is not the user's own design review.
  else if ((said.people.size || said.relations.size) && item.personId === null && !withSaid) s -= 3;
  if (said.day) {
    if (item.date === said.day) s += 3;
    else if (!item.rrule) s -= 3;
  }
  return s;
}

/** The item a phrase means, among `items`, or the candidates to ask between. */
export function ground(text: string, items: WorldItem[], people: KnownPerson[], now: Date, lang: Language): Grounded {
  const said = read(text, people, now, lang);
  const scored = items
    .map(item => ({item, s: score(item, said)}))
    .filter(x => x.s >= MIN_SCORE)
    .sort((a, b) => b.s - a.s);
  if (!scored.length) return {item: null, candidates: [], day: said.day};
  const top = scored.filter(x => x.s === scored[0]!.s).map(x => x.item);
  // The same booking said twice (a need met, a series) is one; otherwise two as good are a question.
  return top.length === 1 ? {item: top[0]!, candidates: top, day: said.day} : {item: null, candidates: top, day: said.day};
}
