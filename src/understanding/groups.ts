/**
 * Several people said as one: a pair ("os dois", "as duas", "ambos", "both", "both of them", "the
 * two of them") or relatives by kinship in the plural ("os miúdos", "as crianças", "the kids", "both
 * girls", "os meus filhos"). A thing said of a group is each member's; who they are is the world's
 * to say (the two children, the two people just named). Pure: where the group is and what kind.
 */
import {KINSHIP, type RelBase} from './kinship.js';
import {isWord, phraseAt, scanTokens, type Token} from './text.js';
import {phrasesOf, type VarietyWords} from './varieties.js';

type Gender = 'female' | 'male' | null;

/** A pair of people, or relatives of one kind (of one gender when the word says so). */
export type Group = {kind: 'pair'} | {kind: 'kin'; base: RelBase; gender: Gender; count: number | null};

export interface GroupMention {
  group: Group;
  /** Token span of the words that name the group. */
  start: number;
  end: number;
}

/** A pair named by its number alone: "os dois", "ambas", "both", "the two of them", "them both". */
const PAIR: VarietyWords = {
  pt: `os dois, as duas, os 2, as 2, ambos, ambas, ambos os dois, os dois juntos, as duas juntas`,
  en: `both of them, the two of them, the 2 of them, the pair of them, them both, they both, both`,
  'en-GB': `the pair of them, the both of them`,
};
/** A preposition fused with the pair's article: "dos dois", "pras duas", "aos dois", "nos dois". */
const FUSED_PAIR: VarietyWords = {
  pt: `dos dois, das duas, pros dois, pras duas, aos dois, as duas, nos dois, nas duas, pelos dois, pelas duas, dos 2, das 2, pros 2, pras 2`,
};
/** Words a kin plural is said with to mean one's own: "os miúdos", "the kids", "my girls", "both boys", "os dois filhos". */
const KIN_LEADS: VarietyWords = {
  pt: `os, as, dos, das, pros, pras, aos, nos, nas, pelos, pelas, meus, minhas, nossos, nossas, os meus, as minhas, os nossos, as nossas,
    dos meus, das minhas, para os, para as, pra os, com os, com as, os dois, as duas, os 2, as 2, dos dois, das duas, pros dois, pras duas, ambos os, ambas as`,
  en: `the, my, our, both, both the, both my, both our, the two, my two, our two, the 2, my 2, our 2, both of the, both of my`,
};
/** Plural kin words that say the members' gender ("as filhas", "the girls"); the rest may be mixed. */
const FEMALE_PLURALS = new Set(['filhas', 'meninas', 'miudas', 'gemeas', 'irmas', 'netas', 'tias', 'sobrinhas', 'primas', 'daughters', 'girls', 'sisters', 'granddaughters', 'nieces', 'aunts']);
const MALE_PLURALS = new Set(['sons', 'boys', 'brothers', 'grandsons', 'nephews', 'uncles']);
/** A word after "os dois"/"both" that makes them two things, not two people: a plural noun ("as duas consultas", "both appointments"). */
const pluralNoun = (t: Token | undefined) => !!t && isWord(t) && t.fold.length >= 4 && /s$/.test(t.fold) && !KINSHIP.match([t], 0);

/** What follows "às duas" as a clock ("às duas da tarde", "pras duas e meia", "das duas às três"): a time, not two women. */
const CLOCK_AFTER = new Set(['da', 'de', 'e', 'h', 'hs', 'hrs', 'horas', 'hora', 'em', 'as', 'ate', 'pm', 'am', 'menos', 'certinho', 'certas']);
/** Leads that also say an hour ("às duas", "pras 2", "para as duas"): a pair only when something other than a clock word follows. */
const CLOCK_LEADS = new Set(['as', 'pras', 'para', 'das']);

const PHRASES = {pair: phrasesOf(PAIR), fused: phrasesOf(FUSED_PAIR), leads: phrasesOf(KIN_LEADS)};

const longest = (tokens: Token[], i: number, list: readonly string[]) => {
  for (const p of list) {
    const n = phraseAt(tokens, i, p);
    if (n) return n;
  }
  return 0;
};

/** The number a lead says ("os dois", "both", "my two"): 2, or null. */
const countOf = (lead: Token[]) => (lead.some(t => ['dois', 'duas', '2', 'two', 'both', 'ambos', 'ambas'].includes(t.fold)) ? 2 : null);

/** The group named at token i, and how many tokens it takes; null when none starts there. */
export function groupAt(tokens: Token[], i: number): {group: Group; len: number} | null {
  // "os miúdos", "both kids", "os dois filhos": a lead, then a plural kin word.
  const lead = longest(tokens, i, PHRASES.leads);
  if (lead) {
    const m = KINSHIP.match(tokens, i + lead);
    const after = tokens[i + lead + (m?.len ?? 0)];
    // "os filhos da Ana", "the kids' dad", "the girls of the team": someone else's, or another thing.
    const theirs = !!after && ['da', 'do', 'de', 'dos', 'das', 'of', "'s", "'"].includes(after.fold);
    if (m?.value.plural && !theirs) {
      const word = tokens[i + lead + m.len - 1]!.fold;
      const gender: Gender = FEMALE_PLURALS.has(word) ? 'female' : MALE_PLURALS.has(word) ? 'male' : null;
      return {group: {kind: 'kin', base: m.value.base, gender, count: countOf(tokens.slice(i, i + lead))}, len: lead + m.len};
    }
  }
  const pair = longest(tokens, i, PHRASES.pair) || longest(tokens, i, PHRASES.fused);
  if (!pair) return null;
  const next = tokens[i + pair];
  if (CLOCK_LEADS.has(tokens[i]!.fold) && ['duas', '2'].includes(tokens[i + pair - 1]!.fold) && (!isWord(next) || CLOCK_AFTER.has(next.fold))) return null;
  // "as duas consultas", "both appointments": two things.
  if (pluralNoun(tokens[i + pair])) return null;
  // "both ... and ...": a list follows, not a pair said alone.
  if (tokens[i]!.fold === 'both' && pair === 1 && tokens.slice(i + 1, i + 5).some(t => t.fold === 'and')) return null;
  return {group: {kind: 'pair'}, len: pair};
}

/** Every group the text names, left to right. */
export function readGroups(text: string): GroupMention[] {
  const tokens = scanTokens(text);
  const out: GroupMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const g = groupAt(tokens, i);
    if (!g) continue;
    out.push({group: g.group, start: i, end: i + g.len});
    i += g.len - 1;
  }
  return out;
}
