/**
 * People and relationships: possessive kinship phrases ("minha filha Sofia", "my kids Emma and
 * Jake"), appositions ("Meu marido, o Carlos"), predicates ("A Júlia é minha cunhada"),
 * third-party edges ("o irmão da Susana, o Pedro", "my sister Amy's husband, Ben"), pets,
 * titles, ages and gender, then the relation of each person to the user by composition.
 */
import {
  compose,
  inverseOf,
  KIN_POSTMODIFIERS,
  KIN_PREMODIFIERS,
  KINSHIP,
  PET_WORDS,
  relationWord,
  type KinEntry,
  type RelBase,
} from './kinship.js';
import {isFirstPerson} from './clauses.js';
import {genderOfName, isKnownFirstName, NON_NAMES, titleOf, type TitleInfo} from './names.js';
import {fold, isWord, readNumber, type Token} from './text.js';
import type {ExtractedPerson, ExtractedRelationship, Gender} from '../domain/types.js';

export interface PersonRec {
  id: number;
  name: string;
  unnamed: boolean;
  gender: Gender;
  /** How sure the gender is: the kinship word beats a title, which beats an article, which beats the name. */
  genderRank: number;
  age: number | null;
  title: string | null;
  doctorTitle: boolean;
  plural: boolean;
  /** Relation to the user as a gender-free base. */
  toUser: RelBase | null;
  /** Folded key for unnamed kin persons ("parent|female|user"). */
  kinKey?: string;
}

export interface Edge {
  subject: number;
  base: RelBase;
  object: number | 'user';
}

export interface Mention {
  person: number | 'user';
  start: number;
  end: number;
  /** Token index of the word the mention hangs on (the name or kinship word). */
  head: number;
}

export interface PeopleResult {
  persons: PersonRec[];
  edges: Edge[];
  mentions: Mention[];
  /** Tokens that belong to a person phrase (names, kinship, titles). */
  used: Set<number>;
  /** Specialty words used as a person's role ("o dentista da família"): not a checkup. */
  roleTokens: Set<number>;
  pets: Set<string>;
  /** Token ranges of pet phrases ("meu cachorro Thor"). */
  petSpans: [number, number][];
}

const POSS: Record<string, Gender | 'any'> = {
  meu: 'male', minha: 'female', meus: 'male', minhas: 'female', nosso: 'male', nossa: 'female', nossos: 'male',
  nossas: 'female', my: 'any', our: 'any',
};
const ARTICLE_GENDER: Record<string, Gender> = {
  o: 'male', os: 'male', um: 'male', do: 'male', no: 'male', pelo: 'male', ao: 'male', pro: 'male', dos: 'male', nos: 'male',
  a: 'female', as: 'female', uma: 'female', da: 'female', na: 'female', pela: 'female', pra: 'female', das: 'female', nas: 'female',
};
const ARTICLES = new Set(['o', 'a', 'os', 'as', 'the', 'um', 'uma', 'an']);
const OF_WORDS = new Set(['de', 'da', 'do', 'dos', 'das', 'of']);
const COPULA = new Set(['é', 'e', 'is', "'s", 'was', 'foi', 'era', 'será', 'sera']);
const NAMED = new Set(['chamado', 'chamada', 'named', 'called']);

/**
 * The link between a subject and a predicate kinship ("A Júlia agora é minha noiva", "Tom became
 * my boss", "Paulo, que é meu cunhado", "Ben has been my best friend"): an optional relative
 * pronoun, adverbs, and a copula or change-of-state verb, possibly periphrastic ("vai ser",
 * "continua sendo", "is going to be", "has become"). Each entry is a sequence of folded words.
 */
const LINK_VERBS: string[][] = [
  'é', 'is', "'s", 'was', 'foi', 'era', 'será', 'sera', 'virou', 'vira', 'became', 'becomes', 'ficou', 'remains', 'tornou-se',
  'se tornou', 'tornou', 'continua sendo', 'continua', 'segue sendo', 'vai ser', 'vai virar', 'vai se tornar', 'will be',
  'will become', "'ll be", 'is going to be', "'s going to be", 'has been', 'has become', "'s been", "'s become", 'passou a ser',
  'acabou de virar', 'acabou de se tornar', 'just became', 'agora é', 'turned into',
].map(x => x.split(' '));
/** Adverbs that may sit around the link ("agora", "também", "now", "officially"). */
const LINK_ADVERBS = new Set(
  (
    'agora tambem ainda ja hoje atualmente oficialmente finalmente basicamente praticamente so apenas realmente mesmo enfim ' +
    'now also still already officially finally currently basically practically literally really actually just only even too today'
  ).split(' '),
);
const LINK_NEGATIONS = new Set(['nao', 'not', 'nunca', 'never', 'jamais']);
const RELATIVES = new Set(['que', 'who', 'quem']);

/**
 * Naming links between a person phrase and its name ("se chama", "chama-se", "is called",
 * "'s name is", "named", "que se chama", "whose name is"). `bare` marks the colloquial "chama"
 * ("meu pai chama Antônio"), which must not be followed by an article ("chama o Pedro" is a call).
 */
const NAMING_LINKS: {words: string[]; bare?: boolean}[] = [
  'chamado', 'chamada', 'chamados', 'chamadas', 'named', 'called', 'se chama', 'se chamava', 'chama-se', 'chamava-se',
  'que se chama', 'que se chamava', 'que chama', 'de nome', 'cujo nome e', 'cuja nome e', 'whose name is', 'whose name was',
  'who is called', "who's called", 'who is named', "who's named", 'is called', 'is named', 'was called', 'was named',
  "'s called", "'s named", "'s name is", "'s name was", "'s name's", 'by the name of', 'goes by',
].map(x => ({words: x.split(' ')}));
NAMING_LINKS.push({words: ['chama'], bare: true}, {words: ['chamava'], bare: true});
// Longest first, so "que se chama" wins over "que chama".
NAMING_LINKS.sort((a, b) => b.words.length - a.words.length);
// Verbs (and a few words) that let an unknown capitalised sentence-initial word be a name.
const PREDICATE_STARTERS = new Set(
  (
    'tem têm tinha é está esta tá ta estava vai vem veio vão foi fez faz precisa precisou mora morava trabalha trabalhou ligou disse ' +
    'chegou casou nasceu comprou quer queria pediu acha gosta odeia adora ama anda ficou voltou mandou falou come estuda começou ' +
    'terminou perdeu ganhou passou deve pode vive viajou mudou saiu entrou conseguiu marcou levou teve sempre nunca também tambem ' +
    'já ja adorou odiou é, is has was will needs lives works said called came likes loves hates wants went got had did does ' +
    "can should must just always never also 's and e , ( turned turns graduated moved started finished " +
    'virou vira agora ainda continua segue chama chamava now still became becomes'
  ).split(' '),
);
const USER_PRONOUNS = new Set(['eu', 'i', 'nós', 'nos', 'we']);
const THIRD_POSS: Record<string, Gender> = {her: 'female', his: 'male', dela: 'female', dele: 'male'};

const LETTERS = /^\p{L}[\p{L}'’-]*$/u;
const LOWER_AMBIGUOUS = new Set(
  'will mark rose sue may jack bill ray pat art grace hope joy faith summer don guy drew chase rob mike ben max sam kim lee jean gabe nick bob ed ted ned tim tom ruby amber ivy hazel violet olive rosa mel luna lua flor jade pietra clara luz vitoria gloria gracas bento'.split(' '),
);

interface NameInfo {
  start: number;
  end: number;
  name: string;
  title: TitleInfo | null;
}

interface Phrase {
  end: number;
  person: number | null;
  /** All persons named in a plural phrase ("meus filhos, Theo e Alice"). */
  group?: number[];
  /** Kinship info when the phrase is a kin phrase (for binding a preceding name). */
  kin?: KinEntry;
  kinStart?: number;
}

class PeopleParser {
  persons: PersonRec[] = [];
  edges: Edge[] = [];
  mentions: Mention[] = [];
  used = new Set<number>();
  roleTokens = new Set<number>();
  pets = new Set<string>();
  petSpans: [number, number][] = [];

  constructor(
    private tokens: Token[],
    private blocked: Set<number>,
  ) {}

  private w = (i: number) => this.tokens[i]?.fold ?? '';
  private low = (i: number) => this.tokens[i]?.lower ?? '';

  // ---------- persons ----------

  private setGender(p: PersonRec, g: Gender, rank: number) {
    if (g && rank > p.genderRank) {
      p.gender = g;
      p.genderRank = rank;
    }
  }

  private named(info: NameInfo): PersonRec {
    const key = foldKey(info.name);
    let p = this.persons.find(x => !x.unnamed && foldKey(x.name) === key);
    if (!p) {
      p = {id: this.persons.length, name: info.name, unnamed: false, gender: null, genderRank: 0, age: null, title: null, doctorTitle: false, plural: false, toUser: null};
      this.persons.push(p);
      this.setGender(p, genderOfName(info.name), 1);
    }
    if (info.title) {
      p.title = info.title.title;
      if (info.title.doctor) p.doctorTitle = true;
      this.setGender(p, info.title.gender, 3);
    }
    // "a Bia", "do Carlos", "pra Susana": the Portuguese article carries the gender.
    const g = ARTICLE_GENDER[this.w(info.start - 1)];
    if (g && !info.title) this.setGender(p, g, 2);
    for (let k = info.start; k < info.end; k++) this.used.add(k);
    return p;
  }

  private unnamed(kinText: string, entry: KinEntry, gender: Gender, possessorKey: string): PersonRec {
    const key = `${entry.base}|${gender ?? ''}|${possessorKey}`;
    let p = this.persons.find(x => x.unnamed && x.kinKey === key);
    if (!p) {
      p = {id: this.persons.length, name: kinText, unnamed: true, gender: null, genderRank: 0, age: null, title: null, doctorTitle: false, plural: !!entry.plural, toUser: null, kinKey: key};
      this.persons.push(p);
    }
    this.setGender(p, gender, 4);
    return p;
  }

  private addEdge(subject: number, base: RelBase, object: number | 'user') {
    if (subject === object) return;
    if (!this.edges.some(e => e.subject === subject && e.base === base && e.object === object)) this.edges.push({subject, base, object});
  }

  private mention(person: number | 'user', start: number, end: number, head: number) {
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

  // ---------- names ----------

  private isNameToken(i: number, allowLower: boolean): boolean {
    const t = this.tokens[i];
    if (!isWord(t) || t.kind !== 'word' || this.blocked.has(i) || this.used.has(i)) return false;
    if (!LETTERS.test(t.text)) return false;
    if (NON_NAMES.has(t.fold)) return false;
    if (titleOf(t.text) && /\.$/.test(t.text)) return false;
    const known = isKnownFirstName(t.text);
    if (KINSHIP.match(this.tokens, i) && !(t.cap && known && !t.sentStart)) return false;
    if (PET_WORDS.match(this.tokens, i) && !t.cap) return false;
    if (t.cap) {
      if (t.text.length >= 2 && t.text === t.text.toUpperCase() && !known) return false;
      return true;
    }
    // Lower-case chat ("minha filha susana") is fine, but not words that are also verbs or nouns.
    return allowLower && known && !LOWER_AMBIGUOUS.has(t.fold);
  }

  /** A (possibly titled, possibly multi-word) name at i. */
  readName(i: number, allowLower: boolean, strictStart = true): NameInfo | null {
    let k = i;
    let title: TitleInfo | null = null;
    const ti = this.tokens[k] ? titleOf(this.tokens[k]!.text) : null;
    if (ti && (this.tokens[k + 1]?.cap || (allowLower && this.isNameToken(k + 1, true)))) {
      title = ti;
      k++;
    }
    if (!this.isNameToken(k, allowLower)) return null;
    const first = this.tokens[k]!;
    if (strictStart && first.sentStart && !title && !isKnownFirstName(first.text)) {
      const next = this.tokens[k + 1];
      const ok = next && (PREDICATE_STARTERS.has(next.lower) || PREDICATE_STARTERS.has(next.fold) || next.text === ',');
      if (!ok) return null;
    }
    let end = k + 1;
    for (;;) {
      const t = this.tokens[end];
      if (t && t.cap && !t.sentStart && this.isNameToken(end, false)) {
        end++;
        continue;
      }
      if (OF_WORDS.has(this.w(end)) && this.w(end) !== 'of' && this.tokens[end + 1]?.cap && this.isNameToken(end + 1, false) && !isKnownFirstName(this.tokens[end + 1]!.text)) {
        end += 2;
        continue;
      }
      break;
    }
    const name = this.tokens
      .slice(k, end)
      .map(t => t.text)
      .join(' ');
    return {start: i, end, name, title};
  }

  // ---------- links ----------

  /** Token k is `word` (lower-case as written). The copula "é" never matches the conjunction "e". */
  private wordIs(k: number, word: string): boolean {
    const t = this.tokens[k];
    if (!isWord(t)) return false;
    if (t.lower === word) return true;
    const f = fold(word);
    return word !== 'é' && f !== 'e' && t.fold === f;
  }

  /** A word sequence at k, with adverbs allowed between its words ("vai agora ser", "has always been"). */
  private matchSeq(k: number, words: string[]): number {
    let q = k;
    for (let d = 0; d < words.length; d++) {
      if (d > 0) while (LINK_ADVERBS.has(this.w(q)) || this.w(q) === 'sempre' || this.w(q) === 'always') q++;
      if (!this.wordIs(q, words[d]!)) return -1;
      q++;
    }
    return q;
  }

  /**
   * The predicate link at q ("é", "agora é", "que é", "virou", "is now", "became", "has been",
   * "vai ser", "continua sendo"): where it ends, whether it has a verb (an apposition may carry only
   * adverbs: "a Júlia, agora minha noiva"), and whether it is negated ("não é", "is not").
   */
  readLink(q: number): {end: number; verb: boolean; negated: boolean} | null {
    let k = q;
    let negated = false;
    if (RELATIVES.has(this.w(k))) k++;
    const adverbs = () => {
      for (;;) {
        const w = this.w(k);
        if (LINK_ADVERBS.has(w) || w === 'sempre' || w === 'always') k++;
        else if (LINK_NEGATIONS.has(w)) {
          negated = true;
          k++;
        } else break;
      }
    };
    adverbs();
    let end = -1;
    // "Tom isn't my boss anymore": the copula carries the negation.
    if (["isn't", "wasn't", "ain't"].includes(this.w(k))) {
      negated = true;
      end = k + 1;
    }
    for (const words of LINK_VERBS) end = Math.max(end, this.matchSeq(k, words));
    if (end < 0) return k > q && !RELATIVES.has(this.w(q)) ? {end: k, verb: false, negated} : null;
    k = end;
    adverbs();
    return {end: k, verb: true, negated};
  }

  /** A naming link at k ("se chama", "chama-se", "is called", "'s name is", "named"): where it ends. */
  readNamingLink(k: number): {end: number; bare: boolean} | null {
    for (const l of NAMING_LINKS) {
      if (l.words.every((w, d) => this.w(k + d) === w || this.low(k + d) === w)) return {end: k + l.words.length, bare: !!l.bare};
    }
    return null;
  }

  /**
   * A name learned for someone already in the message ("Minha filha … ela se chama Sofia", "o nome
   * da minha sogra é Marta"): an unnamed relative takes the name (or merges into the person of
   * that name); a named person only accepts its own name. False when the name does not fit.
   */
  private giveName(pid: number, n: NameInfo): boolean {
    let p = this.persons[pid]!;
    if (!p.unnamed) {
      const same = foldKey(p.name) === foldKey(n.name) || foldKey(p.name).split(' ')[0] === foldKey(n.name);
      if (!same) return false;
    } else {
      if (p.plural || !this.gendersAgree(p.gender, n)) return false;
      const existing = this.persons.find(x => !x.unnamed && !(x as PersonRec & {merged?: boolean}).merged && foldKey(x.name) === foldKey(n.name));
      if (existing) {
        this.replacePerson(p.id, existing.id);
        this.setGender(existing, p.gender, p.genderRank);
        existing.age ??= p.age;
        p = existing;
      } else {
        p.name = n.name;
        p.unnamed = false;
        delete p.kinKey;
        this.setGender(p, genderOfName(n.name), 1);
      }
      if (n.title) {
        p.title = n.title.title;
        if (n.title.doctor) p.doctorTitle = true;
      }
    }
    this.mention(p.id, n.start, n.end, n.start);
    return true;
  }

  /** A NameInfo standing for a person already known (to bind a predicate to "ela"/"she"). */
  private asName(pid: number, start: number, end: number): NameInfo {
    return {start, end, name: this.persons[pid]!.name, title: null};
  }

  /**
   * Naming and predicates about someone already mentioned: "Ela se chama Rosa", "She's called
   * Rosa", "Her name is Rosa", "O nome dela é Rosa", "O nome da minha filha é Clara", "Ela é minha
   * nova colega", "He's my brother-in-law".
   */
  parseNaming(i: number): Phrase | null {
    const w = this.w(i);
    const prev = this.w(i - 1);
    // "Ela se chama Rosa", "Ela é minha prima", "She is now my boss".
    if (['ela', 'ele', 'she', 'he'].includes(w) && !['com', 'de', 'para', 'pra', 'por', 'with', 'to', 'for', 'que', 'e', 'and'].includes(prev)) {
      const owner = this.lastPerson(w === 'ela' || w === 'she' ? 'female' : 'male', i);
      if (owner === null && !this.petSpans.some(([, b]) => b <= i)) return null;
      const link = this.readNamingLink(i + 1);
      if (link && !['chamado', 'chamada', 'named', 'called'].includes(this.w(i + 1))) {
        const n = this.readName(link.end, true, false);
        // "Adotei uma gata. Ela se chama Mel": a pet named after the last person is the pet's name.
        const ownerAt = [...this.mentions].reverse().find(m => m.person === owner && m.head < i)?.head ?? -1;
        if (n && this.petSpans.some(([a, b]) => a > ownerAt && b <= i)) {
          this.pets.add(foldKey(n.name));
          for (let k = i; k < n.end; k++) this.used.add(k);
          return {end: n.end, person: null};
        }
        if (owner === null) return null;
        if (n && this.giveName(owner, n)) {
          this.used.add(i);
          return {end: n.end, person: owner};
        }
        return null;
      }
      const pred = this.readLink(i + 1);
      if (owner === null || !pred || !pred.verb || pred.negated || this.persons[owner]!.unnamed) return null;
      const me = this.asName(owner, i, i + 1);
      const target = this.copulaPredicate(pred.end, me);
      if (target && target.person !== null) return target;
      return null;
    }
    // "Her name is Rosa", "His name's Tom".
    if ((w === 'her' || w === 'his') && this.w(i + 1) === 'name' && ['is', "'s", 'was'].includes(this.low(i + 2))) {
      const owner = this.lastPerson(THIRD_POSS[w]!, i);
      const n = owner === null ? null : this.readName(i + 3, true, false);
      if (owner !== null && n && this.giveName(owner, n)) {
        for (let k = i; k < i + 3; k++) this.used.add(k);
        return {end: n.end, person: owner};
      }
      return null;
    }
    // "O nome dela é Rosa", "O nome (completo) da minha filha é Clara", "The name of my boss is Mike".
    let k = i;
    if (ARTICLES.has(this.w(k))) k++;
    if (this.w(k) !== 'nome' && this.w(k) !== 'name') return null;
    k++;
    if (this.w(k) === 'completo') k++;
    let owner: number | null = null;
    let after = k;
    if (this.w(k) === 'dela' || this.w(k) === 'dele') {
      owner = this.lastPerson(THIRD_POSS[this.w(k)]!, k);
      after = k + 1;
    } else if (OF_WORDS.has(this.w(k))) {
      const x = k + 1 + (this.w(k) === 'of' && this.w(k + 1) === 'the' ? 1 : 0);
      const sub = this.tryBind(() => this.parsePossessive(x, null, true) ?? this.parseKinOf(x));
      if (sub && sub.person !== null) {
        owner = sub.person;
        after = sub.end;
      }
    }
    if (owner === null) return null;
    if (!['é', 'is', 'era', 'was', ':', "'s"].includes(this.low(after))) return {end: after, person: owner};
    let q = after + 1;
    if (ARTICLES.has(this.w(q)) && this.w(q) !== 'um' && this.w(q) !== 'uma') q++;
    const n = this.readName(q, true, false);
    if (n && this.giveName(owner, n)) {
      for (let x = i; x < after + 1; x++) this.used.add(x);
      return {end: n.end, person: owner};
    }
    return {end: after, person: owner};
  }

  /**
   * An indefinite relative with a name: "Tenho uma vizinha chamada Rosa", "a neighbor named Joe",
   * "O Pedro tem uma irmã que se chama Ana". The user's, unless a third person "has" them.
   */
  parseIndefinite(i: number): Phrase | null {
    if (!['um', 'uma', 'an', 'a'].includes(this.w(i))) return null;
    const kin = this.readKin(i + 1);
    if (!kin || kin.entry.plural) return null;
    let k = kin.end;
    if (this.w(k) === ',') k++;
    const link = this.readNamingLink(k);
    if (!link) return null;
    const n = this.readName(link.end, true, false);
    if (!n || !this.gendersAgree(kin.entry.gender, n)) return null;
    let owner: number | 'user' = 'user';
    if (['tem', 'têm', 'tinha', 'has', 'had'].includes(this.low(i - 1))) {
      const s = this.sentenceSubject(i);
      if (s !== null) owner = s;
    }
    let end = n.end;
    if (this.w(end) === ',' && this.w(kin.end) === ',') end++;
    return this.realise(kin, owner, null, [{...n, age: null}], null, i, end);
  }

  // ---------- phrase parsers ----------

  /** Kin entry (with pre/post modifiers and ages) at i; returns the word as written. */
  private readKin(i: number): {entry: KinEntry; text: string; start: number; end: number; age: number | null} | null {
    let j = i;
    let age: number | null = null;
    for (;;) {
      const t = this.tokens[j];
      if (!isWord(t)) break;
      const ya = /^(\d{1,3})-years?-old$/.exec(t.fold);
      if (ya) {
        age = Number(ya[1]);
        j++;
        continue;
      }
      if (t.kind === 'num' && /^years?$/.test(this.w(j + 1)) && this.w(j + 2) === 'old') {
        age = Number(t.fold);
        j += 3;
        continue;
      }
      if (KIN_PREMODIFIERS.has(t.fold) && (KINSHIP.match(this.tokens, j + 1) || KIN_PREMODIFIERS.has(this.w(j + 1)))) {
        j++;
        continue;
      }
      break;
    }
    const m = KINSHIP.match(this.tokens, j);
    if (!m) return null;
    const start = j;
    j += m.len;
    for (;;) {
      if (KIN_POSTMODIFIERS.has(this.w(j)) && this.w(j) !== 'mais' && this.w(j) !== 'nova' && this.w(j) !== 'novo') {
        j++;
        continue;
      }
      if (this.w(j) === 'mais' && ['velho', 'velha', 'novo', 'nova', 'velhos', 'novos'].includes(this.w(j + 1))) {
        j += 2;
        continue;
      }
      if (this.w(j) === 'do' && this.w(j + 1) === 'meio') {
        j += 2;
        continue;
      }
      break;
    }
    const a = this.readAgeAfter(j);
    if (a) {
      age = a.age;
      j = a.end;
    }
    return {entry: m.value, text: this.tokens.slice(start, start + m.len).map(t => t.lower).join(' '), start, end: j, age};
  }

  /** "de 9 anos", "(12)", ", 16 anos" right after a kin word or name. */
  private readAgeAfter(j: number): {age: number; end: number} | null {
    if (this.w(j) === '(' && this.tokens[j + 1]?.kind === 'num' && this.w(j + 2) === ')') return {age: Number(this.w(j + 1)), end: j + 3};
    // English appositive age: "Chloe, 15, needs…"
    if (this.w(j) === ',' && this.tokens[j + 1]?.kind === 'num' && Number(this.w(j + 1)) < 120 && (this.w(j + 2) === ',' || !isWord(this.tokens[j + 2]))) {
      return {age: Number(this.w(j + 1)), end: j + 2};
    }
    let k = j;
    if (this.w(k) === ',') k++;
    if (this.w(k) === 'de' || this.w(k) === 'com') k++;
    const n = readNumber(this.tokens, k);
    if (n && k > j && ['anos', 'aninhos', 'years'].includes(this.w(k + n.len)) && n.value < 120) {
      let end = k + n.len + 1;
      if (this.w(end) === 'old') end++;
      if (this.w(end) === 'de' && this.w(end + 1) === 'idade') end += 2;
      return {age: n.value, end};
    }
    return null;
  }

  private gendersAgree(a: Gender, name: NameInfo): boolean {
    if (!a) return true;
    const g = name.title?.gender ?? genderOfName(name.name);
    return !g || g === a;
  }

  /** Names after a kin word: ", o Carlos", " Sofia", ", Theo e Alice", " Emma (12) and Jake (9)". */
  private readAppositiveNames(j: number, entry: KinEntry, kinGender: Gender, allowComma = true): {names: (NameInfo & {age: number | null})[]; end: number} {
    const names: (NameInfo & {age: number | null})[] = [];
    let k = j;
    const comma = this.w(k) === ',';
    if (comma && !allowComma) return {names, end: j};
    if (comma) k++;
    let link = this.readNamingLink(k);
    // "My mom called Sarah yesterday" is a phone call; "my friend, called Joe," is a name.
    if (link && !comma && this.w(k) === 'called') link = null;
    if (link) k = link.end;
    if (ARTICLES.has(this.w(k)) && this.w(k) !== 'um' && this.w(k) !== 'uma' && !link?.bare) k++;
    const first = this.readName(k, true, false);
    if (!first) return {names, end: j};
    if (!entry.plural && !this.gendersAgree(kinGender, first)) return {names, end: j};
    let end = first.end;
    const a = this.readAgeAfter(end);
    names.push({...first, age: a?.age ?? null});
    if (a) end = a.end;
    if (entry.plural) {
      for (;;) {
        const q = this.nextListItem(end);
        if (q === null) break;
        const nx = this.readName(q, true, false);
        if (!nx) break;
        end = nx.end;
        const a2 = this.readAgeAfter(end);
        names.push({...nx, age: a2?.age ?? null});
        if (a2) end = a2.end;
      }
    }
    if (comma && this.w(end) === ',') end++;
    return {names, end};
  }

  /** Make the person(s) of a kin phrase and link them to their possessor. */
  private realise(
    kin: {entry: KinEntry; text: string; start: number; end: number; age: number | null},
    possessor: number | 'user',
    possGender: Gender,
    names: (NameInfo & {age: number | null})[],
    bind: NameInfo | null,
    start: number,
    end: number,
  ): Phrase {
    const entry = kin.entry;
    const kinGender = entry.gender ?? possGender;
    const all = bind ? [{...bind, age: null}, ...names] : names;
    if (bind && !entry.plural && !this.gendersAgree(entry.gender, bind)) return {end: kin.start, person: null};
    if (entry.base === 'doctor' || entry.needsName) for (let k = kin.start; k < kin.end; k++) if (all.length) this.roleTokens.add(k);
    if (!all.length) {
      if (entry.needsName) return {end: kin.start, person: null};
      const possessorKey = possessor === 'user' ? 'user' : String(possessor);
      const display =
        possessor === 'user'
          ? kin.text
          : entry.lang === 'en'
            ? `${this.persons[possessor]!.name}'s ${kin.text}`
            : `${kin.text} ${ofWord(this.persons[possessor]!)} ${this.persons[possessor]!.name}`;
      const p = this.unnamed(display, entry, entry.plural ? null : kinGender, possessorKey);
      if (kin.age !== null && !entry.plural) p.age = kin.age;
      this.addEdge(p.id, entry.base, possessor);
      this.mention(p.id, start, end, kin.start);
      return {end, person: p.id, kin: entry, kinStart: kin.start};
    }
    const group: number[] = [];
    for (const n of all) {
      const p = this.named(n);
      if (!entry.plural || all.length === 1) this.setGender(p, entry.gender ?? (entry.plural ? null : possGender), entry.gender ? 4 : 2);
      if (n.age !== null) p.age = n.age;
      else if (kin.age !== null && all.length === 1) p.age = kin.age;
      this.addEdge(p.id, entry.base, possessor);
      this.mention(p.id, n === all[0] && !bind ? start : n.start, n === all[all.length - 1] ? end : n.end, n.start);
      group.push(p.id);
    }
    for (let k = start; k < end; k++) this.used.add(k);
    return {end, person: group[group.length - 1]!, group, kin: entry, kinStart: kin.start};
  }

  /** "'s KIN [Name]" chains after a phrase: "my sister Amy's husband, Ben", "my brother Tom's son Jake". */
  private chain(prev: Phrase, start: number, bind: NameInfo | null = null): Phrase {
    let cur = prev;
    while (cur.person !== null && this.low(cur.end) === "'s") {
      const kin = this.readKin(cur.end + 1);
      if (!kin) break;
      // "Jake, my sister's son": a bound name belongs to the last link of the chain.
      const last = this.low(kin.end) !== "'s" || !this.readKin(kin.end + 1);
      const b = last ? bind : null;
      const ap = b ? {names: [], end: kin.end} : this.readAppositiveNames(kin.end, kin.entry, kin.entry.gender);
      const next = this.realise(kin, cur.person, null, ap.names, b, start, Math.max(ap.end, kin.end));
      if (next.person === null) break;
      cur = next;
    }
    return cur;
  }

  /** meu/minha/my/our [mods] KIN [names] — the user's relative. */
  parsePossessive(i: number, bind: NameInfo | null = null, inner = false): Phrase | null {
    const pg = POSS[this.w(i)];
    if (pg === undefined) return null;
    const possGender = pg === 'any' ? null : pg;
    const pet = this.parsePet(i + 1, i);
    if (pet) return pet;
    const kin = this.readKin(i + 1);
    if (!kin) return null;
    const kinGender = kin.entry.gender ?? possGender;
    // Inside "a filha da minha vizinha, a Júlia" the name after the comma belongs to the head (filha).
    const chained = this.low(kin.end) === "'s" && !!this.readKin(kin.end + 1);
    const ap = bind || chained ? {names: [], end: kin.end} : this.readAppositiveNames(kin.end, kin.entry, kinGender, !inner);
    const end = Math.max(ap.end, kin.end);
    const phrase = this.realise(kin, 'user', possGender, ap.names, chained ? null : bind, i, end);
    if (phrase.person === null) return phrase;
    return this.chain(phrase, i, chained ? bind : null);
  }

  /** her/his KIN [names], KIN dela/dele — a relative of the last person mentioned. */
  parseThirdPossessive(i: number, bind: NameInfo | null = null): Phrase | null {
    const g = THIRD_POSS[this.w(i)];
    if (!g || this.w(i) === 'dela' || this.w(i) === 'dele') return null;
    const owner = this.lastPerson(g, i);
    if (owner === null) return null;
    const kin = this.readKin(i + 1);
    if (!kin) return null;
    const ap = bind ? {names: [], end: kin.end} : this.readAppositiveNames(kin.end, kin.entry, kin.entry.gender);
    return this.realise(kin, owner, null, ap.names, bind, i, Math.max(ap.end, kin.end));
  }

  /** [o|a|the] KIN de X [, Name] — "o irmão da Susana, o Pedro", "a mãe do meu marido", "o dentista da família". */
  parseKinOf(i: number, bind: NameInfo | null = null): Phrase | null {
    let k = i;
    if (ARTICLES.has(this.w(k))) k++;
    const kin = this.readKin(k);
    if (!kin) return null;
    let j = kin.end;
    let possessor: number | 'user' | null = null;
    let possEnd = j;
    if (this.w(j) === 'dela' || this.w(j) === 'dele') {
      possessor = this.lastPerson(THIRD_POSS[this.w(j)]!, j);
      possEnd = j + 1;
    } else if (OF_WORDS.has(this.w(j))) {
      const x = j + 1 + (this.w(j) === 'of' && this.w(j + 1) === 'the' ? 1 : 0);
      if (['familia', 'family', 'casa'].includes(this.w(x))) {
        possessor = 'user';
        possEnd = x + 1;
      } else {
        const sub = this.parsePossessive(x, null, true) ?? this.parseKinOf(x) ?? this.parseNamedSimple(x);
        if (sub && sub.person !== null) {
          possessor = sub.person;
          possEnd = sub.end;
        } else if (sub) {
          return {end: sub.end, person: null};
        }
      }
    }
    if (possessor === null) return null;
    // The name may follow: ", o Pedro", " é a Dona Maria".
    let names: (NameInfo & {age: number | null})[] = [];
    let end = possEnd;
    if (!bind) {
      const ap = this.readAppositiveNames(possEnd, kin.entry, kin.entry.gender);
      names = ap.names;
      end = Math.max(ap.end, possEnd);
      if (!names.length && (this.low(possEnd) === 'é' || this.w(possEnd) === 'is')) {
        let q = possEnd + 1;
        if (ARTICLES.has(this.w(q))) q++;
        const n = this.readName(q, false, false);
        if (n && this.gendersAgree(kin.entry.gender, n)) {
          names = [{...n, age: null}];
          end = n.end;
        }
      }
    }
    const phrase = this.realise(kin, possessor, null, names, bind, i, end);
    if (phrase.person === null) return {end: possEnd, person: null};
    return this.chain(phrase, i);
  }

  /** Familiar kinship without a possessive: "Mom", "a vovó", "a tia Célia", "o primo Jorge". */
  parseFamiliar(i: number): Phrase | null {
    let k = i;
    const art = ARTICLES.has(this.w(k)) && this.w(k) !== 'um' && this.w(k) !== 'uma' && this.w(k) !== 'an';
    if (art) k++;
    const prev = this.w(i - 1);
    // "Her husband Mark" with no "her" in sight is somebody's husband, not the user's.
    if (['your', 'sua', 'seu', 'suas', 'seus', 'a', 'an', 'um', 'uma', 'her', 'his', 'their', 'its', 'whose'].includes(prev) && !art) return null;
    const kin = this.readKin(k);
    if (!kin || kin.start !== k) return null;
    if (OF_WORDS.has(this.w(kin.end)) || this.w(kin.end) === "'s") return null;
    const ap = kin.entry.plural ? {names: [], end: kin.end} : this.readAppositiveNames(kin.end, kin.entry, kin.entry.gender);
    const n = ap.names[0];
    if (n && (kin.entry.gender || n.title || genderOfName(n.name) || kin.entry.base === 'doctor')) {
      // "com o marido, o Rodrigo" after "Minha irmã Patrícia": the husband of the sentence's subject.
      const subject = art && !kin.entry.familiar && !['auncle', 'grandparent', 'cousin', 'godparent', 'doctor', 'friend', 'neighbor'].includes(kin.entry.base) ? this.sentenceSubject(i) : null;
      return this.realise(kin, subject ?? 'user', null, [n], null, i, ap.end);
    }
    const t = this.tokens[k]!;
    if (kin.entry.familiar && (art || t.cap)) {
      return this.realise(kin, 'user', null, [], null, i, kin.end);
    }
    return null;
  }

  /** Pets are not people: "meu cachorro Rex", "my dog Max", "o gato". */
  parsePet(i: number, start = i): Phrase | null {
    let k = i;
    while (KIN_PREMODIFIERS.has(this.w(k))) k++;
    const m = PET_WORDS.match(this.tokens, k);
    if (!m) return null;
    let end = k + m.len;
    let q = end;
    if (this.w(q) === ',') q++;
    if (NAMED.has(this.w(q))) q++;
    if (ARTICLES.has(this.w(q))) q++;
    const n = this.readName(q, false, false);
    if (n) {
      this.pets.add(foldKey(n.name));
      end = n.end;
    }
    for (let x = start; x < end; x++) this.used.add(x);
    this.petSpans.push([start, end]);
    return {end, person: null};
  }

  /**
   * A named possessor with an English possessive: "Amy's brother", "Amy's husband's sister". With
   * `bind` ("Tom is Amy's brother") the last kin of the chain is the bound person.
   */
  parseNamedPossessive(i: number, bind: NameInfo | null = null): Phrase | null {
    let k = i;
    if (this.w(k) === 'the') k++;
    const n = this.readName(k, false, false);
    if (!n || this.low(n.end) !== "'s" || !this.readKin(n.end + 1) || this.pets.has(foldKey(n.name))) return null;
    const p = this.named(n);
    this.mention(p.id, i, n.end, n.start);
    const r = this.chain({end: n.end, person: p.id}, i, bind);
    return r.person === p.id ? null : r;
  }

  /**
   * The kinship predicate of a copula about `me` at q, after the link: "minha noiva", "a mãe do
   * Pedro", "irmã do meu marido", "filho da minha prima", "the daughter of my cousin", "my wife's
   * brother", "Amy's brother", "her son". The relative of another person is an edge to that person,
   * never a new person of its own.
   */
  private copulaPredicate(q: number, me: NameInfo, possessiveOnly = false): Phrase | null {
    const at = !possessiveOnly && ARTICLES.has(this.w(q)) && POSS[this.w(q + 1)] !== undefined ? q + 1 : q;
    if (POSS[this.w(at)] !== undefined) return this.tryBind(() => this.parsePossessive(at, me));
    if (possessiveOnly) return null;
    return (
      this.tryBind(() => this.parseThirdPossessive(at, me)) ??
      this.tryBind(() => this.parseKinOf(at, me)) ??
      this.tryBind(() => this.parseNamedPossessive(at, me))
    );
  }

  /** A bare name as the possessor in "irmão da Susana": no lookahead. */
  parseNamedSimple(i: number): Phrase | null {
    let k = i;
    if (ARTICLES.has(this.w(k))) k++;
    const n = this.readName(k, false, false);
    if (!n) return null;
    if (this.pets.has(foldKey(n.name))) return null;
    const p = this.named(n);
    this.mention(p.id, i, n.end, n.start);
    return {end: n.end, person: p.id};
  }

  /** A name, with what may follow it: "'s KIN", ", minha filha", " é minha cunhada", " é o dentista da família". */
  parseNamed(i: number): Phrase | null {
    const n = this.readName(i, false, true);
    if (!n) return null;
    if (this.pets.has(foldKey(n.name))) {
      for (let k = n.start; k < n.end; k++) this.used.add(k);
      return {end: n.end, person: null};
    }
    let j = n.end;
    // "Amy's husband"
    if (this.low(j) === "'s" && this.readKin(j + 1)) {
      const p = this.named(n);
      this.mention(p.id, i, n.end, n.start);
      return this.chain({end: n.end, person: p.id}, i);
    }
    // "A Bia e o Leo são meus sobrinhos", "Emma and Jake are my grandkids".
    const list = this.coordinatedPredicate(n);
    if (list) return list;
    // Apposition or predicate: "Susana, minha filha", "A Júlia é minha cunhada", "Ben is my sister's husband".
    let q = j;
    const comma = this.w(q) === ',';
    if (comma) q++;
    // "A Júlia agora é minha noiva", "Paulo, que é meu cunhado,", "Tom became my boss", "Ben has been my friend".
    const link = this.readLink(q);
    const linked = !!link && (link.verb || comma);
    if (linked) q = link!.end;
    if (this.w(q) === 'tipo' || this.w(q) === 'like') q++;
    // "O Pedro é o meu cunhado": Portuguese allows an article before the possessive.
    if (linked && ARTICLES.has(this.w(q)) && POSS[this.w(q + 1)] !== undefined) q++;
    if (linked && link!.negated) {
      // "O Pedro não é meu irmão": no relation, and no unnamed brother either.
      const kin = POSS[this.w(q)] !== undefined ? this.readKin(q + 1) : null;
      if (kin) for (let x = q; x < kin.end; x++) this.used.add(x);
    }
    const negated = linked && link!.negated;
    const predicate = !negated && (linked || comma);
    const target = negated ? null : this.copulaPredicate(q, n, !predicate);
    if (target && target.person !== null) {
      const p = this.persons[target.person]!;
      this.mention(p.id, i, target.end, n.start);
      if (this.w(target.end) === ',' && this.w(j) === ',') return {end: target.end + 1, person: p.id};
      return {end: target.end, person: p.id};
    }
    const p = this.named(n);
    this.mention(p.id, i, n.end, n.start);
    return {end: n.end, person: p.id};
  }

  /** Where the next item of a list starts (", e a Ana", " and Jake"), or null when the list ends. */
  private nextListItem(at: number): number | null {
    let q = at;
    if (this.w(q) === ',') q++;
    if (this.w(q) === 'e' || this.w(q) === 'and') q++;
    if (q === at) return null;
    if (ARTICLES.has(this.w(q))) q++;
    return q;
  }

  private coordinatedPredicate(first: NameInfo): Phrase | null {
    const names: NameInfo[] = [first];
    let j = first.end;
    for (;;) {
      const q = this.nextListItem(j);
      if (q === null) break;
      const nx = this.readName(q, false, false);
      if (!nx) break;
      names.push(nx);
      j = nx.end;
    }
    if (names.length < 2 || !['sao', 'are', 'were', 'eram'].includes(this.w(j))) return null;
    const poss = POSS[this.w(j + 1)];
    if (poss === undefined) return null;
    const kin = this.readKin(j + 2);
    if (!kin) return null;
    let last: number | null = null;
    for (const n of names) {
      const p = this.named(n);
      this.addEdge(p.id, kin.entry.base, 'user');
      this.mention(p.id, n.start, n.end, n.start);
      last = p.id;
    }
    for (let k = first.start; k < kin.end; k++) this.used.add(k);
    return {end: kin.end, person: last};
  }

  /** The first person mentioned earlier in the sentence of token i (not the user). */
  private sentenceSubject(i: number): number | null {
    const m = this.firstMention(x => x.person !== 'user' && x.end <= i && sameSentence(this.tokens, x.head, i));
    return m && m.person !== 'user' ? m.person : null;
  }

  /**
   * The leftmost mention that passes `ok`; on a tie the widest, so the head of "O filho da minha
   * prima, o Enzo" wins over the possessor nested inside it (which was recorded first).
   */
  private firstMention(ok: (m: Mention) => boolean): Mention | undefined {
    let best: Mention | undefined;
    for (const m of this.mentions) {
      if (!ok(m)) continue;
      if (!best || m.start < best.start || (m.start === best.start && m.end > best.end)) best = m;
    }
    return best;
  }

  /**
   * A second predicate about the person a phrase just named: "Meu vizinho Carlos, que também é meu
   * dentista", "A Luiza, minha afilhada, agora é minha vizinha também". Adds the edge; the first
   * stated relation stays the person's relation to the user.
   */
  private trailingPredicate(r: Phrase): number {
    let end = r.end;
    for (let guard = 0; guard < 3 && r.person !== null; guard++) {
      const p = this.persons[r.person]!;
      if (p.unnamed || p.plural) break;
      let q = end;
      if (this.w(q) === ',') q++;
      const link = this.readLink(q);
      if (!link || !link.verb || link.negated) break;
      // "Minha cunhada Renata é irmã do meu marido": a kinship of another person is an edge to them.
      const me: NameInfo = {start: link.end, end: link.end, name: p.name, title: null};
      const snapshot = this.snapshot();
      const next = this.copulaPredicate(link.end, me);
      if (!next || next.person !== p.id) {
        this.restore(snapshot);
        break;
      }
      end = next.end;
    }
    return end;
  }

  /** Run a binding parse and reject it when the kin's gender contradicts the name's. */
  private tryBind(fn: () => Phrase | null): Phrase | null {
    const snapshot = this.snapshot();
    const r = fn();
    if (!r || r.person === null) {
      this.restore(snapshot);
      return null;
    }
    return r;
  }

  private snapshot() {
    return {
      persons: this.persons.map(p => ({...p})),
      edges: [...this.edges],
      mentions: [...this.mentions],
      used: new Set(this.used),
      roles: new Set(this.roleTokens),
    };
  }

  private restore(s: ReturnType<PeopleParser['snapshot']>) {
    this.persons = s.persons;
    this.edges = s.edges;
    this.mentions = s.mentions;
    this.used = s.used;
    this.roleTokens = s.roles;
  }

  /** Parse the whole message. */
  run(): void {
    const T = this.tokens;
    for (let i = 0; i < T.length; ) {
      if (!isWord(T[i]) || this.used.has(i) || this.blocked.has(i)) {
        i++;
        continue;
      }
      if (USER_PRONOUNS.has(T[i]!.fold) && !(T[i]!.fold === 'nos' && T[i]!.lower !== 'nós')) {
        this.mentions.push({person: 'user', start: i, end: i + 1, head: i});
        i++;
        continue;
      }
      if (T[i]!.fold === 'a' && T[i + 1]?.fold === 'gente') {
        this.mentions.push({person: 'user', start: i, end: i + 2, head: i});
        i += 2;
        continue;
      }
      const r =
        this.parseNaming(i) ??
        this.parseIndefinite(i) ??
        this.parsePossessive(i) ??
        this.parseThirdPossessive(i) ??
        this.parseKinOf(i) ??
        this.parseFamiliar(i) ??
        this.parsePet(i) ??
        this.parseNamed(i);
      if (r && r.person !== null) r.end = Math.max(r.end, this.trailingPredicate(r));
      i = r && r.end > i ? r.end : i + 1;
    }
    this.marriages();
    this.ages();
    this.mergeUnnamed();
    this.inferRelations();
  }

  /**
   * "casada com meu irmão Marcos", "married to Ben", "namora o Pedro" — and the speaker's own
   * ("Fiquei noiva do Rafael", "Sou casada com o Pedro", "I'm engaged to Tom", "Casei com a Ana").
   */
  private marriages() {
    const T = this.tokens;
    // The last flag marks verbs that are first person by themselves ("casei", "noivei").
    const rules: [string[], RelBase, Gender, boolean?][] = [
      [['casada', 'com'], 'spouse', 'female'],
      [['casado', 'com'], 'spouse', 'male'],
      [['married', 'to'], 'spouse', null],
      [['noiva', 'do'], 'engaged', 'female'],
      [['noivo', 'da'], 'engaged', 'male'],
      [['noiva', 'de'], 'engaged', 'female'],
      [['noivo', 'de'], 'engaged', 'male'],
      [['engaged', 'to'], 'engaged', null],
      [['namora', 'o'], 'dating', null],
      [['namora', 'a'], 'dating', null],
      [['namora', 'com'], 'dating', null],
      [['namorando', 'o'], 'dating', null],
      [['namorando', 'a'], 'dating', null],
      [['namorando', 'com'], 'dating', null],
      [['dating'], 'dating', null],
      [['casei', 'com'], 'spouse', null, true],
      [['noivei', 'com'], 'engaged', null, true],
      [['namoro', 'o'], 'dating', null, true],
      [['namoro', 'a'], 'dating', null, true],
      [['namoro', 'com'], 'dating', null, true],
    ];
    for (let i = 0; i < T.length; i++) {
      for (const [words, base, g, firstPerson] of rules) {
        if (!words.every((w, k) => this.w(i + k) === w)) continue;
        const after = i + words.length;
        const obj = this.mentions.find(m => m.person !== 'user' && m.start >= after - 1 && m.start <= after + 1);
        if (!obj || obj.person === 'user') continue;
        const last = [...this.mentions].reverse().find(m => m.end <= i && sameSentence(T, m.head, i));
        // The speaker: "eu"/"I" just before, or a first-person verb ("fiquei", "sou", "I'm") with nobody else in between.
        const firstVerb = [1, 2, 3].some(d => i - d >= 0 && sameSentence(T, i - d, i) && (!last || last.end <= i - d) && (isFirstPerson(T[i - d]) || ['am', "i'm", 'tô', 'fiquei', 'estou', 'sou', 'estava'].includes(this.low(i - d))));
        if (firstPerson || (last && last.person === 'user' && last.end >= i - 3) || firstVerb) {
          this.addEdge(obj.person, base, 'user');
          continue;
        }
        const subj = [...this.mentions].reverse().find(m => m.person !== 'user' && m.end <= i && sameSentence(T, m.head, i));
        if (!subj || subj.person === 'user' || obj.person === subj.person) continue;
        const s = this.persons[subj.person]!;
        this.setGender(s, g, 2);
        this.addEdge(s.id, base, obj.person);
      }
    }
  }

  /** Ages: "tem 16 anos", "is 72", "(12)", "fez 40 anos", "faz 90 anos em março" (a birthday ahead: 89 now). */
  private ages() {
    const T = this.tokens;
    for (let i = 0; i < T.length; i++) {
      const n = readNumber(T, i);
      if (!n || n.value > 120 || n.value < 0) continue;
      const unit = this.w(i + n.len);
      const prev = this.low(i - 1);
      const prevF = this.w(i - 1);
      let age: number | null = null;
      const isYears = ['anos', 'ano', 'aninhos', 'years', 'year'].includes(unit);
      if (isYears) {
        const after = this.w(i + n.len + 1);
        if (['que', 'atras', 'ago', 'de'].includes(after) && !(after === 'de' && this.w(i + n.len + 2) === 'idade')) continue;
        if (['ha', 'há', 'in', 'em', 'daqui', 'por', 'for', 'durante', 'cada', 'every', 'after', 'apos'].includes(prevF)) continue;
        if (this.w(i - 2) === 'faz' && prevF !== 'faz') continue;
        if (['tem', 'têm', 'tinha', 'com', 'de', ',', '(', 'fez', 'completou', 'turned', 'is', "'s", 'was', 'aged', 'tá', 'ta', 'esta', 'está', 'fara', 'fará', 'completa', 'faz', 'turns', 'turning', 'turn', 'fazer', 'completar'].includes(prev) || prevF === 'tem') {
          age = n.value;
          const future = ['faz', 'completa', 'fara', 'fará', 'turns', 'turning', 'turn', 'fazer', 'completar'].includes(prev);
          if (future) {
            const rest = T.slice(i + n.len + 1, i + n.len + 6).map(t => t.fold);
            const today = rest.some(x => x === 'hoje' || x === 'today');
            const explicitFuture = ['fazer', 'completar', 'fara', 'fará', 'turning', 'turn'].includes(prev) || ['vai', 'will', 'going', 'is'].includes(this.w(i - 2));
            const dated = rest.some(x => ['em', 'in', 'no', 'na', 'amanha', 'tomorrow', 'next', 'proximo', 'proxima', 'semana', 'mes', 'week', 'month', 'dia', 'on'].includes(x));
            if (!today && (dated || explicitFuture)) age = n.value - 1;
          }
        }
      } else if (['turns', 'turned', 'turning', 'turn', 'fez', 'completou', 'completa'].includes(prevF) && T[i]!.kind === 'num') {
        // "Grandma turns 90 next week": a birthday ahead means one year less today.
        const rest = T.slice(i + n.len, i + n.len + 4).map(t => t.fold);
        const ahead = ['turns', 'turning', 'turn', 'completa'].includes(prevF) && !rest.includes('today') && !rest.includes('hoje');
        age = ahead ? n.value - 1 : n.value;
      } else if (["is", "'s"].includes(prev) && T[i]!.kind === 'num') {
        const next = T[i + n.len];
        if (!next || next.kind === 'punct' || ['and', 'now', 'today', 'but', 'e', 'yrs'].includes(next.fold)) age = n.value;
      }
      if (age === null || age < 0) continue;
      // Whose age: the person right before ("Susana tem", "My mom is"), or ela/ele/she/he.
      let lead = i - 1;
      while (lead > 0 && ['who', 'que', 'which', 'tem', 'têm', 'tinha', 'is', "'s", 'was', 'fez', 'faz', 'completou', 'completa', 'turned', 'turns', 'vai', 'fazer', 'will', 'turn', 'já', 'ja', 'agora', 'now', 'só', 'so', 'just', 'only', 'quase', 'almost'].includes(this.low(lead))) lead--;
      if (this.w(lead) === ',' || this.w(lead) === '(') lead--;
      const pron = this.w(lead);
      let pid: number | null = null;
      // "Laura faz aniversário dia 20 e vai fazer 10 anos": the subject of the first clause.
      if (pron === 'e' || pron === 'and') {
        const subj = this.firstMention(x => x.person !== 'user' && x.end <= lead && sameSentence(T, x.head, i));
        if (subj && subj.person !== 'user') pid = subj.person;
      }
      if (pid !== null) {
        // found through the coordinated subject
      } else if (['ela', 'she'].includes(pron)) pid = this.lastPerson('female', lead);
      else if (['ele', 'he'].includes(pron)) pid = this.lastPerson('male', lead);
      else {
        // The mention ends at `lead`, or just after it when it swallowed a closing comma.
        const m = this.mentions.find(x => x.person !== 'user' && x.end - 1 >= lead && x.end - 1 <= lead + 1 && x.head <= lead && sameSentence(T, x.head, i));
        if (m && m.person !== 'user') pid = m.person;
      }
      if (pid === null) continue;
      const p = this.persons[pid]!;
      if (!p.plural && p.age === null) p.age = age;
      i += n.len;
    }
  }

  /** "minha mãe … minha mãe, Maria": the unnamed mother and Maria are one person. */
  private mergeUnnamed() {
    for (const u of this.persons.filter(p => p.unnamed && !p.plural)) {
      const uEdges = this.edges.filter(e => e.subject === u.id);
      if (uEdges.length !== 1) continue;
      const ue = uEdges[0]!;
      const candidates = this.persons.filter(
        p => !p.unnamed && p.id !== u.id && this.edges.some(e => e.subject === p.id && e.base === ue.base && e.object === ue.object) && (!p.gender || !u.gender || p.gender === u.gender),
      );
      if (candidates.length !== 1) continue;
      const target = candidates[0]!;
      this.replacePerson(u.id, target.id);
      if (target.age === null) target.age = u.age;
    }
  }

  private replacePerson(from: number, to: number) {
    for (const e of this.edges) {
      if (e.subject === from) e.subject = to;
      if (e.object === from) e.object = to;
    }
    this.edges = this.edges.filter((e, k, all) => e.subject !== e.object && all.findIndex(x => x.subject === e.subject && x.base === e.base && x.object === e.object) === k);
    for (const m of this.mentions) if (m.person === from) m.person = to;
    this.persons[from]!.kinKey = '__merged__';
    (this.persons[from] as PersonRec & {merged?: boolean}).merged = true;
  }

  /** Relation to the user: stated edges first, then composition through third parties, to a fixpoint. */
  private inferRelations() {
    for (const e of this.edges) if (e.object === 'user') this.persons[e.subject]!.toUser ??= e.base;
    for (let round = 0; round < 4; round++) {
      let changed = false;
      for (const e of this.edges) {
        if (e.object === 'user') continue;
        const s = this.persons[e.subject]!;
        const o = this.persons[e.object]!;
        if (!s.toUser && o.toUser) {
          const r = compose(o.toUser, e.base);
          if (r) {
            s.toUser = r;
            changed = true;
          }
        }
        if (!o.toUser && s.toUser) {
          const inv = inverseOf(e.base);
          const r = inv ? compose(s.toUser, inv) : null;
          if (r) {
            o.toUser = r;
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    // A "Dr." nobody else claims is most likely the user's doctor.
    for (const p of this.persons) if (!p.toUser && p.doctorTitle && !this.edges.some(e => e.subject === p.id)) p.toUser = 'doctor';
  }

  result(): PeopleResult {
    return {persons: this.persons, edges: this.edges, mentions: this.mentions, used: this.used, roleTokens: this.roleTokens, pets: this.pets, petSpans: this.petSpans};
  }
}

function ofWord(p: PersonRec): string {
  return p.gender === 'female' ? 'da' : 'do';
}

function sameSentence(tokens: Token[], a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  for (let k = lo + 1; k <= hi; k++) if (tokens[k]?.sentStart) return false;
  return true;
}

export function foldKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();
}

/** Find people, their relations and pets in a tokenised message. `blocked` tokens (dates, places) are never names. */
export function findPeople(tokens: Token[], blocked: Set<number> = new Set()): PeopleResult {
  const parser = new PeopleParser(tokens, blocked);
  parser.run();
  return parser.result();
}

/** Live persons (merged duplicates removed), in order of first mention. */
export function livePersons(r: PeopleResult): PersonRec[] {
  return r.persons.filter(p => !(p as PersonRec & {merged?: boolean}).merged);
}

/**
 * The contract shapes for people and relationships. An unnamed relative of someone else with no
 * relation to the user ("o namorado dela") and an unnamed group ("the kids") are left out unless
 * `referenced` (e.g. a checkup) names them.
 */
export function toContract(r: PeopleResult, referenced: Set<string> = new Set()): {people: ExtractedPerson[]; relationships: ExtractedRelationship[]} {
  const live = livePersons(r).filter(p => {
    if (!p.unnamed || referenced.has(p.name)) return true;
    // A group ("os meninos", "the kids") is not one person unless something happens to it.
    if (p.plural) return false;
    return !!p.toUser || r.edges.some(e => e.subject === p.id && e.object === 'user');
  });
  const people: ExtractedPerson[] = live.map(p => ({
    name: p.name,
    gender: p.gender,
    age: p.age,
    relation: p.toUser ? relationWord(p.toUser, p.gender) : null,
    title: p.title,
    unnamed: p.unnamed,
  }));
  const relationships: ExtractedRelationship[] = r.edges
    .filter(e => live.some(p => p.id === e.subject) && (e.object === 'user' || live.some(p => p.id === e.object)))
    .map(e => ({
      subject: r.persons[e.subject]!.name,
      relation: relationWord(e.base, r.persons[e.subject]!.gender),
      object: e.object === 'user' ? 'user' : r.persons[e.object]!.name,
    }));
  return {people, relationships};
}
