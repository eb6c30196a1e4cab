/**
 * The person registry of one message: the shared state every reader and post-pass works on,
 * passed to them explicitly. It holds the message (tokens, blocked tokens, names known from
 * earlier), the records found so far (persons, edges, mentions, used tokens, pets), the lookups
 * over them, and backtracking (snapshot/restore) for parses that turn out wrong.
 */
import type {KinEntry, RelBase} from '../kinship.js';
import {genderOfName} from '../names.js';
import type {Token} from '../text.js';
import type {Gender} from '../../domain/types.js';
import {ARTICLE_GENDER} from './lexicon.js';
import {foldKey, GENDER_RANK, sameSentence, type Edge, type Mention, type NameInfo, type PersonRec, type PeopleResult, type Phrase} from './records.js';

export class PersonRegistry {
  persons: PersonRec[] = [];
  edges: Edge[] = [];
  mentions: Mention[] = [];
  used = new Set<number>();
  roleTokens = new Set<number>();
  /** Persons named after a family's possessive with no kin word ("o nosso João", "our Kev"). */
  possessed = new Set<number>();
  pets = new Set<string>();
  /** Species said of a pet ("meu gato" → cat), by folded name. */
  petSpecies = new Map<string, string>();
  petSpans: [number, number][] = [];
  /** Token spans of the speaker's household listed after its count ("somos quatro: eu, o Rui e os miúdos, …"). */
  households: [number, number][] = [];

  constructor(
    readonly tokens: Token[],
    /** Tokens that are never names (dates, times, places). */
    readonly blocked: Set<number>,
    /** Folded first names of the people the user has told about: "max", "rosa" typed later are them. */
    readonly known: ReadonlySet<string> = new Set(),
  ) {}

  /** The folded word at i ('' past either end). */
  w(i: number): string {
    return this.tokens[i]?.fold ?? '';
  }

  /** The lower-case word at i, accents kept ('' past either end). */
  low(i: number): string {
    return this.tokens[i]?.lower ?? '';
  }

  setGender(p: PersonRec, g: Gender, rank: number) {
    if (g && rank > p.genderRank) {
      p.gender = g;
      p.genderRank = rank;
    }
  }

  named(info: NameInfo): PersonRec {
    const key = foldKey(info.name);
    let p = this.persons.find(x => !x.unnamed && foldKey(x.name) === key);
    if (!p) {
      p = {id: this.persons.length, name: info.name, unnamed: false, gender: null, genderRank: 0, age: null, title: null, doctorTitle: false, plural: false, toUser: null};
      this.persons.push(p);
      this.setGender(p, genderOfName(info.name), GENDER_RANK.name);
    }
    if (info.title) {
      p.title = info.title.title;
      if (info.title.doctor) p.doctorTitle = true;
      this.setGender(p, info.title.gender, GENDER_RANK.title);
    }
    // "a Bia", "do Carlos", "pra Susana", "a D. Lurdes": the Portuguese article carries the gender
    // (unless the title already did).
    const g = ARTICLE_GENDER[this.w(info.start - 1)];
    if (g && !info.title?.gender) this.setGender(p, g, GENDER_RANK.article);
    for (let k = info.start; k < info.end; k++) this.used.add(k);
    return p;
  }

  unnamed(kinText: string, entry: KinEntry, gender: Gender, possessorKey: string): PersonRec {
    const key = `${entry.base}|${gender ?? ''}|${possessorKey}`;
    let p = this.persons.find(x => x.unnamed && x.kinKey === key);
    if (!p) {
      p = {id: this.persons.length, name: kinText, unnamed: true, gender: null, genderRank: 0, age: null, title: null, doctorTitle: false, plural: !!entry.plural, toUser: null, kinKey: key};
      this.persons.push(p);
    }
    this.setGender(p, gender, GENDER_RANK.kinship);
    return p;
  }

  addEdge(subject: number, base: RelBase, object: number | 'user') {
    if (subject === object) return;
    if (!this.edges.some(e => e.subject === subject && e.base === base && e.object === object)) this.edges.push({subject, base, object});
  }

  mention(person: number | 'user', start: number, end: number, head: number) {
    this.mentions.push({person, start, end, head});
    for (let k = start; k < end; k++) this.used.add(k);
  }

  /** Most recent person (not the user) whose gender fits, for "dela", "her", "ela". */
  lastPerson(gender: Gender, before: number): number | null {
    for (let k = this.mentions.length - 1; k >= 0; k--) {
      const m = this.mentions[k]!;
      if (m.person === 'user' || m.head >= before) continue;
      const p = this.persons[m.person]!;
      if (!p.plural && (!gender || !p.gender || p.gender === gender)) return p.id;
    }
    return null;
  }

  /** The first person mentioned earlier in the sentence of token i (not the user). */
  sentenceSubject(i: number): number | null {
    const m = this.firstMention(x => x.person !== 'user' && x.end <= i && sameSentence(this.tokens, x.head, i));
    return m && m.person !== 'user' ? m.person : null;
  }

  /**
   * The leftmost mention that passes `ok`; on a tie the widest, so the head of "O filho da minha
   * prima, o Enzo" wins over the possessor nested inside it (which was recorded first).
   */
  firstMention(ok: (m: Mention) => boolean): Mention | undefined {
    let best: Mention | undefined;
    for (const m of this.mentions) {
      if (!ok(m)) continue;
      if (!best || m.start < best.start || (m.start === best.start && m.end > best.end)) best = m;
    }
    return best;
  }

  replacePerson(from: number, to: number) {
    for (const e of this.edges) {
      if (e.subject === from) e.subject = to;
      if (e.object === from) e.object = to;
    }
    this.edges = this.edges.filter((e, k, all) => e.subject !== e.object && all.findIndex(x => x.subject === e.subject && x.base === e.base && x.object === e.object) === k);
    for (const m of this.mentions) if (m.person === from) m.person = to;
    this.persons[from]!.kinKey = '__merged__';
    (this.persons[from] as PersonRec & {merged?: boolean}).merged = true;
  }

  /** Run a binding parse and reject it when the kin's gender contradicts the name's. */
  tryBind(fn: () => Phrase | null): Phrase | null {
    const snapshot = this.snapshot();
    const r = fn();
    if (!r || r.person === null) {
      this.restore(snapshot);
      return null;
    }
    return r;
  }

  snapshot() {
    return {
      persons: this.persons.map(p => ({...p})),
      edges: [...this.edges],
      mentions: [...this.mentions],
      used: new Set(this.used),
      roles: new Set(this.roleTokens),
      possessed: new Set(this.possessed),
    };
  }

  restore(s: ReturnType<PersonRegistry['snapshot']>) {
    this.persons = s.persons;
    this.edges = s.edges;
    this.mentions = s.mentions;
    this.used = s.used;
    this.roleTokens = s.roles;
    this.possessed = s.possessed;
  }

  result(): PeopleResult {
    return {persons: this.persons, edges: this.edges, mentions: this.mentions, used: this.used, roleTokens: this.roleTokens, pets: this.pets, petSpecies: this.petSpecies, petSpans: this.petSpans};
  }
}
