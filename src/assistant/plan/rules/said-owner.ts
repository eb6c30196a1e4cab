/**
 * A held item said to be someone else's is given to them, whatever the words: "o dentista de quinta
 * é do Pedro, não meu", "quem vai ao pediatra na quinta é a Manu", "a dermatologia de quarta não é
 * para mim, é para a minha mulher", "that appt is for Leo", "the derm on monday is Greg's", "it's
 * Harry who's at the optician, not George". The words without the owners name the item; the owner
 * denied, when said, is whose it was. An owner Magis does not know is taken only from a correction.
 */
import type {ItemRef, PersonTarget} from '../../../domain/plan.js';
import {fold} from '../../../text/words.js';
import {readPeople} from '../../../understanding/people-of.js';
import {readOwners} from '../../../understanding/stance/owner.js';
import {describe} from '../describe.js';
import type {Proposal, Rule, World} from '../types.js';
import type {KnownPerson} from '../../../store/world-items.js';
import {compose, KINSHIP, parseRelationWord} from '../../../understanding/kinship.js';
import {scanTokens} from '../../../understanding/text.js';
import {withoutSlip} from '../../../understanding/stance/read.js';
import {membersOf} from '../../world/groups.js';

/** Said of having mixed up whose it is: "me confundi", "enganei-me", "troquei tudo", "mixed them up", "my bad". */
const MIXED_UP = /\b(?:me confundi|confundi|enganei|me enganei|troquei|errei|mixed (?:them |it )?up|my bad|got it wrong|told you wrong|i was wrong|my mistake)\b/;

type Owner = {to: PersonTarget; name: string; known: boolean; id: number | null};
const known = (p: KnownPerson): Owner => ({to: {id: p.id}, name: p.name, known: true, id: p.id});

/**
 * "é dela", "it's his": the one woman or man it can be — named in the message, else holding
 * something on the agenda, else the only one known — never the owner the message denies.
 */
function pronounOwner(gender: 'female' | 'male', world: World, message: string, denied: number | null): KnownPerson | null {
  const words = new Set(fold(message).split(/[^\p{L}]+/u));
  // A person's gender as stored, else as their relation says it ("tia", "aunt").
  const genderOf = (p: KnownPerson) => p.gender ?? (p.relation ? parseRelationWord(p.relation)?.gender : null) ?? null;
  const of = world.people.filter(p => genderOf(p) === gender && !p.unnamed && p.id !== denied);
  const holders = new Set(world.items.map(i => i.personId));
  // "a vó tá passando mal… o cardiologista é pra ela", "my aunt's exhausted, the cardiologist is hers": a relative the message names.
  const tokens = scanTokens(message);
  const kin = KINSHIP.scan(tokens).map(m => m.value);
  const related = of.filter(p => {
    const r = p.relation ? parseRelationWord(p.relation) : null;
    return !!r && kin.some(k => k.base === r.base && (!k.gender || k.gender === gender));
  });
  for (const pool of [of.filter(p => words.has(fold(p.name).split(/\s+/)[0]!)), related, of.filter(p => holders.has(p.id)), of]) {
    if (pool.length === 1) return pool[0]!;
    if (pool.length > 1) return null;
  }
  return null;
}

/** Whom a relation of another person is ("a mãe dela" of the user's daughter is the user's wife, or the user). */
function kinOf(relation: string, of: KnownPerson | 'user', world: World): KnownPerson | 'user' | null {
  const asked = parseRelationWord(relation);
  if (!asked) return null;
  /** The people held with that relation to the user, of that gender when it is said. */
  const related = (base: string, gender: 'female' | 'male' | null) =>
    world.people.filter(p => p.relation && parseRelationWord(p.relation)?.base === base && (!gender || !p.gender || p.gender === gender));
  const one = (found: KnownPerson[]) => (found.length === 1 ? found[0]! : null);
  if (of === 'user') return one(related(asked.base, asked.gender));
  const theirs = of.relation ? parseRelationWord(of.relation) : null;
  if (!theirs) return null;
  // A child's parent is the user or the user's spouse: the spouse of that gender, when there is one.
  if (theirs.base === 'child' && asked.base === 'parent') {
    const spouse = related('spouse', asked.gender);
    return spouse.length === 0 ? 'user' : one(spouse);
  }
  const base = compose(theirs.base, asked.base);
  return base ? one(related(base, asked.gender)) : null;
}

/** "mãe dela", "her mum", "a irmã do Enzo": a relation, then whose. */
const KIN_OF = /^(?:(?:a|o|the)\s+)?(\p{L}+(?:-in-law)?)\s+(?:dela|dele|do\s+(\p{L}+)|da\s+(\p{L}+)|de\s+(\p{L}+))$|^(?:her|his|(\p{L}+)'s)\s+(\p{L}+(?:-in-law)?)$/iu;

/** A person the words name: known by name, alias or (one person of) a relation; else one to add. */
function personOf(words: string, world: World, message = '', denied: Owner | null = null): Owner | null {
  if (words === 'user') return {to: {id: null}, name: 'user', known: true, id: null};
  if (words === '@female' || words === '@male') {
    const p = pronounOwner(words === '@female' ? 'female' : 'male', world, message, denied?.id ?? null);
    return p ? known(p) : null;
  }
  const kinSaid = KIN_OF.exec(words.trim());
  if (kinSaid) {
    const [, ptRel, ptName1, ptName2, ptName3, enName, enRel] = kinSaid;
    const relation = readPeople(`minha ${ptRel ?? ''}`)?.relation ?? readPeople(`my ${enRel ?? ''}`)?.relation ?? null;
    const name = ptName1 ?? ptName2 ?? ptName3 ?? enName;
    const pronoun = !name ? (/\b(?:dela|her)\b/i.test(words) ? 'female' : 'male') : null;
    // "dela" is most often the person just denied ("não são da Sara, são da mãe dela").
    const deniedPerson = denied?.id != null ? world.people.find(p => p.id === denied.id) : undefined;
    const base = name
      ? personOf(name, world)
      : deniedPerson && deniedPerson.gender === pronoun
        ? known(deniedPerson)
        : (() => {
            const p = pronounOwner(pronoun!, world, message, null);
            return p ? known(p) : null;
          })();
    if (relation && base?.known) {
      const of = base.id === null ? 'user' : world.people.find(p => p.id === base.id);
      const who = of ? kinOf(relation, of, world) : null;
      if (who === 'user') return {to: {id: null}, name: 'user', known: true, id: null};
      if (who) return known(who);
      return null;
    }
  }
  const key = fold(words);
  const byName = world.people.find(p => !p.unnamed && [p.name, ...p.aliases].some(n => fold(n) === key || fold(n).split(/\s+/)[0] === key));
  if (byName) return {to: {id: byName.id}, name: byName.name, known: true, id: byName.id};
  const read = readPeople(words);
  if (!read) {
    // A bare kinship word ("tia", "gran", as a pronoun bound to it reads "de tia"): the one relative of that kind.
    const t = scanTokens(words);
    const m = KINSHIP.match(t, t[0] && ['a', 'o', 'the'].includes(t[0].fold) ? 1 : 0);
    const of =
      m && !m.value.plural
        ? world.people.filter(
            p =>
              !p.unnamed &&
              p.relation &&
              parseRelationWord(p.relation)?.base === m.value.base &&
              (!m.value.gender || parseRelationWord(p.relation)?.gender !== (m.value.gender === 'female' ? 'male' : 'female')),
          )
        : [];
    return of.length === 1 ? known(of[0]!) : null;
  }
  const named = read.unnamed ? undefined : world.people.find(p => fold(p.name) === fold(read.name));
  if (named) return {to: {id: named.id}, name: named.name, known: true, id: named.id};
  const kin = read.relation ? world.people.filter(p => p.relation === read.relation) : [];
  if (kin.length === 1) return {to: {id: kin[0]!.id}, name: kin[0]!.name, known: true, id: kin[0]!.id};
  return {to: {add: read}, name: read.name, known: false, id: null};
}

export const saidOwner: Rule = {
  name: 'said-owner',
  statement: 'A held item said to be someone else’s is given to them; the owner it denies, when said, is whose it was.',
  propose({reading, world, lang, corrects}) {
    const out: Proposal[] = [];
    for (const o of readOwners(reading.text)) {
      if (o.inverted && !corrects) continue;
      const from0 = o.from ? personOf(o.from, world, reading.text) : null;
      // "é do gui, meu filho": someone the message itself introduces, as its reading has them.
      const ownerOf = (words: string) => {
        const introduced = reading.extraction.people.find(p => fold(p.name) === fold(words) || fold(p.name).split(/\s+/)[0] === fold(words).split(/\s+/)[0]);
        return personOf(words, world, reading.text, from0) ?? (introduced ? {to: {add: introduced}, name: introduced.name, known: false, id: null} : null);
      };
      // Said of several: a group the world says who is in ("é dos dois", "both kids'"), or names listed ("do Leo e da Bia").
      const lastNamed = world.people.filter(p => world.focus.lastPeople?.includes(p.id));
      const members = o.group ? membersOf(o.group, world.people, lastNamed)?.map(known) : o.also ? [o.to, ...o.also].map(ownerOf) : null;
      if ((o.group || o.also) && (!members || members.some(m => !m?.known))) continue;
      const to = members ? members[0]! : ownerOf(o.to);
      if (!to) continue;
      // "é de graça", "it's for the best": an owner nobody knows is one only when the message corrects whose it is.
      if (!to.known && !corrects && !o.from && !MIXED_UP.test(fold(reading.text))) continue;
      // "my bad, the orthodontist on wed is mia's": owning up to a slip says nothing of whose the thing was.
      const described = describe(withoutSlip(o.ref), world.people, reading.now, lang);
      const from = o.from ? personOf(o.from, world, reading.text, to) : null;
      const ref: ItemRef = {
        ...described,
        // Whose it was: the owner denied; the new owner is no clue to find it.
        people: from?.id != null ? [from.id] : described.people.filter(id => !(members ?? [to]).some(m => m?.id === id)),
        mine: from ? from.id === null && from.name === 'user' : described.mine,
        relations: from ? [] : described.relations.filter(r => !world.people.some(p => p.id === to.id && p.relation === r)),
      };
      const also = (members ?? []).slice(1).map(m => ({to: m!.to, name: m!.name}));
      out.push({change: {op: 'owner', ref, to: to.to, toName: to.name, ...(also.length ? {also} : {})}, fallback: 'say'});
    }
    return out;
  },
};
