/**
 * A thing said of a group is each member's: "booked the dentist for both kids", "os miúdos têm
 * vacina sexta", "marquei pediatra pros dois" give every child their own booking, never a person
 * called "kids" nor the user's own visit. Understanding says where a group is and what kind
 * (groups.ts); the world says who is in it. A group the world cannot tell is left as it was read.
 */
import type {Extraction} from '../../domain/types.js';
import type {KnownPerson} from '../../store/world-items.js';
import {type Group, readGroups} from '../../understanding/groups.js';
import {KINSHIP, parseRelationWord} from '../../understanding/kinship.js';
import {scanTokens} from '../../understanding/text.js';

/**
 * Who a group is: relatives of its kind (and gender, when the word says it), as many as it counts; a
 * pair is the two people the message before named, else the user's two children. Null when the world
 * cannot tell (one child known for "the kids", three for "both").
 */
export function membersOf(group: Group, people: readonly KnownPerson[], lastNamed: readonly KnownPerson[]): KnownPerson[] | null {
  const named = people.filter(p => !p.unnamed);
  const kin = (base: string, gender: 'female' | 'male' | null) =>
    named.filter(p => {
      const r = p.relation ? parseRelationWord(p.relation) : null;
      return r?.base === base && (!gender || (p.gender ?? r.gender) === gender);
    });
  if (group.kind === 'kin') {
    const found = kin(group.base, group.gender);
    if (found.length < 2 || (group.count !== null && found.length !== group.count)) return null;
    return found;
  }
  const last = lastNamed.filter(p => !p.unnamed);
  if (last.length === 2) return [...last];
  const children = kin('child', null);
  return children.length === 2 ? children : null;
}

/** A person the reading made of a plural kin word ("kids", "miúdos", "filhos"): a group, not someone. */
function groupPerson(name: string): boolean {
  const t = scanTokens(name);
  const m = KINSHIP.match(t, 0);
  return !!m?.value.plural && m.len === t.length;
}

/** "meu", "my", "for me", "eu também", "I have": the user speaks of their own, so a thing given to them stays theirs. */
const USER_TOO = /\b(?:meu|minha|meus|minhas|mim|comigo|my|mine|me|myself|eu tambem|eu tenho|eu vou|i also|me too|i have|i've|ive|i'm|im)\b/;

const POSSESSIVES = new Set(['my', 'our', 'meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa', 'nossos', 'nossas']);
/** What may open the clause a group is the subject of: "e as crianças…", "and the kids…", "também os dois…". */
const OPENERS = new Set(['e', 'and', 'mas', 'but', 'entao', 'so', 'tambem', 'also', 'hoje', 'today', 'amanha', 'tomorrow', 'they', 'eles', 'elas']);
/**
 * Words that make a group whose a thing is: "for"/"para" before it or fused in its lead ("pros dois",
 * "pras meninas"), and the verbs of taking someone to a visit ("levo os miúdos ao dentista", "taking the kids to the GP").
 * "com"/"with" is missing on purpose: "fui ao dentista com as crianças" is the user's visit.
 */
const FOR_WORDS = new Set(['para', 'pra', 'pro', 'pros', 'pras', 'for', 'levar', 'levo', 'levei', 'leva', 'levou', 'take', 'taking', 'took', 'bring', 'brought']);

export function groupsFromWorld(x: Extraction, text: string, people: readonly KnownPerson[], lastNamed: readonly KnownPerson[]): Extraction {
  const mentions = readGroups(text);
  if (!mentions.length) return x;
  const resolved = mentions.map(m => ({group: m.group, start: m.start, members: membersOf(m.group, people, lastNamed)})).filter(m => m.members);
  if (!resolved.length) return x;
  const kinGroup = (name: string) => {
    const m = KINSHIP.match(scanTokens(name), 0);
    return resolved.find(r => r.group.kind === 'kin' && r.group.base === m?.value.base)?.members ?? null;
  };
  // A thing read as the user's when the message names a group as whose it is (its subject, after "for",
  // taken by the user) and nothing of the user's own: "as crianças têm…", "marquei… pros dois", "took the kids to…".
  const tokens = scanTokens(text);
  const owning = (start: number) => {
    const before = tokens[start - 1];
    if (!before || before.kind === 'punct' || OPENERS.has(before.fold)) return true;
    return FOR_WORDS.has(before.fold) || FOR_WORDS.has(tokens[start]!.fold);
  };
  // "my kids", "a minha mãe": a possessive before a relative speaks of them, not of the user's own.
  const spoken = tokens
    .filter((t, k) => !mentions.some(m => k >= m.start && k < m.end) && !(POSSESSIVES.has(t.fold) && KINSHIP.match(tokens, k + 1)))
    .map(t => t.fold)
    .join(' ');
  const forUser = USER_TOO.test(spoken) ? null : (resolved.find(r => owning(r.start))?.members ?? null);
  const membersFor = (person: string) => (groupPerson(person) ? kinGroup(person) : person === 'user' ? forUser : null);
  const checkups = x.checkups.flatMap(c => membersFor(c.person)?.map(p => ({...c, person: p.name})) ?? [c]);
  const events = x.events.map(e => {
    const members = membersFor(e.person);
    if (!members) return e;
    const [first, ...rest] = members;
    return {...e, person: first!.name, with: [...new Set([...e.with.filter(w => !groupPerson(w)), ...rest.map(p => p.name)])]};
  });
  const changed = checkups.length !== x.checkups.length || checkups.some((c, k) => c !== x.checkups[k]) || events.some((e, k) => e !== x.events[k]);
  if (!changed) return x;
  // The group stops being a person once its members hold its things.
  const groups = new Set(x.people.filter(p => p.unnamed && groupPerson(p.name) && kinGroup(p.name)).map(p => p.name));
  return {
    ...x,
    people: x.people.filter(p => !groups.has(p.name)),
    relationships: x.relationships.filter(r => !groups.has(r.subject) && !groups.has(r.object)),
    checkups,
    events,
  };
}
