/**
 * Phrases that start from a name or pronoun: "A Júlia é minha cunhada", "Amy's husband",
 * "Ela se chama Rosa", "uma vizinha chamada Rosa", and predicates trailing a person.
 */
import {PET_WORDS} from '../kinship.js';
import {
  AND_WORDS, ARTICLES, COURTSHIP_ENDED, COURTSHIP_LINKS, COURTSHIP_WORDS, DEFINITE_ARTICLES, FIRST_PERSON_BE, HEDGES, INDEFINITE, INDEFINITE_LEADS, NAME_COPULAS, NAME_IS,
  NAME_WORDS, NAMED, OF_PLURAL, OF_WORDS, ONE_WORDS, OUR_COURTSHIP, PET_COPULAS, PLACE_MODIFIER, PLURAL_COPULAS, POSS, PRONOUN_OBJECT_LEADS, PT_INDEFINITE, THIRD_HAVE,
  THIRD_POSS, THIRD_POSS_AFTER, THIRD_POSS_BEFORE, THIRD_PRONOUNS, USER_ROLES_BY_DEFAULT, WITH_WORDS,
} from './lexicon.js';
import {foldKey, GENDER_RANK, sameSentence, type NameInfo, type Phrase} from './records.js';
import type {RelBase} from '../kinship.js';
import type {Gender} from '../../domain/types.js';
import {PersonRegistry} from './registry.js';
import {realise, chain} from './kin-phrase.js';
import {readKin, nextListItem} from './kin-reader.js';
import {readPossessive} from './readers/possessive.js';
import {readThirdPossessive} from './readers/third-possessive.js';
import {readKinOf} from './readers/kin-of.js';
import {asName, giveName, readLink, readNamingLink} from './link-reader.js';
import {gendersAgree, lowerNameContext, readName} from './name-reader.js';

/**
 * At most this many predicates may trail one person ("a Luiza, minha afilhada, agora é minha
 * vizinha também" has two); a bound so a run-on list cannot loop, not a linguistic limit.
 */
const MAX_TRAILING_PREDICATES = 3;

/** Words such a modifier may take: "aqui do lado da frente" is 5; "from across the hall" is 4. */
const PLACE_MODIFIER_REACH = 5;

export abstract class NamedPhrases extends PersonRegistry {
  /**
   * A named possessor with an English possessive: "Amy's brother", "Amy's husband's sister". With
   * `bind` ("Tom is Amy's brother") the last kin of the chain is the bound person.
   */
  parseNamedPossessive(i: number, bind: NameInfo | null = null): Phrase | null {
    let k = i;
    if (this.w(k) === 'the') k++;
    const n = readName(this, k, false, false);
    if (!n || this.low(n.end) !== "'s" || !readKin(this, n.end + 1) || this.pets.has(foldKey(n.name))) return null;
    const p = this.named(n);
    this.mention(p.id, i, n.end, n.start);
    const r = chain(this, {end: n.end, person: p.id}, i, bind);
    return r.person === p.id ? null : r;
  }

  /**
   * The kinship predicate of a copula about `me` at q, after the link: "minha noiva", "a mãe do
   * Pedro", "irmã do meu marido", "filho da minha prima", "the daughter of my cousin", "my wife's
   * brother", "Amy's brother", "her son". The relative of another person is an edge to that person,
   * never a new person of its own.
   */
  protected copulaPredicate(q: number, me: NameInfo, possessiveOnly = false): Phrase | null {
    // "laís é uma das minhas gêmeas", "Emma is one of my daughters": one of the user's relatives.
    const oneOf = ONE_WORDS.has(this.w(q)) && OF_PLURAL.has(this.w(q + 1)) && POSS[this.w(q + 2)] !== undefined;
    if (oneOf) return this.tryBind(() => readPossessive(this, q + 2, me));
    const at = !possessiveOnly && ARTICLES.has(this.w(q)) && POSS[this.w(q + 1)] !== undefined ? q + 1 : q;
    if (POSS[this.w(at)] !== undefined) return this.tryBind(() => readPossessive(this, at, me));
    if (possessiveOnly) return null;
    return (
      this.tryBind(() => readThirdPossessive(this, at, me)) ??
      this.tryBind(() => readKinOf(this, at, me)) ??
      this.tryBind(() => this.parseNamedPossessive(at, me))
    );
  }


  /**
   * A courtship said of the speaker: "um ano de namoro meu e do gui", "namoro com a duda há dois
   * anos", "tô namorando o caio": the one named is the user's boyfriend or girlfriend.
   */
  parseCourtship(i: number): Phrase | null {
    if (!COURTSHIP_WORDS.has(this.w(i))) return null;
    // "tô namorando a bia" is the speaker's; "o pedro tá namorando a ana" is not.
    if (this.w(i) === 'namorando' && !FIRST_PERSON_BE.has(this.w(i - 1))) return null;
    let k = i + 1;
    if (OUR_COURTSHIP.has(this.w(k)) && AND_WORDS.has(this.w(k + 1))) k += 2;
    else if (this.w(i) === 'namoro' && !WITH_WORDS.has(this.w(k))) return null;
    if (COURTSHIP_LINKS.has(this.w(k))) k++;
    if (ARTICLES.has(this.w(k)) && !INDEFINITE.has(this.w(k))) k++;
    const n = readName(this, k, true, false);
    if (!n || this.pets.has(foldKey(n.name))) return null;
    const p = this.named(n);
    // "terminei o namoro com o caio", "meu namoro com a ana acabou": an ex.
    const ended = this.tokens.some((t, k) => sameSentence(this.tokens, k, i) && COURTSHIP_ENDED.has(t.fold));
    this.addEdge(p.id, ended ? 'ex-dating' : 'dating', 'user');
    this.mention(p.id, k, n.end, n.start);
    return {end: n.end, person: p.id};
  }

  /** A name, with what may follow it: "'s KIN", ", minha filha", " é minha cunhada", " é o dentista da família". */
  parseNamed(i: number): Phrase | null {
    const n = readName(this, i, lowerNameContext(this, i) !== null, true);
    if (!n) return null;
    if (this.pets.has(foldKey(n.name))) {
      for (let k = n.start; k < n.end; k++) this.used.add(k);
      return {end: n.end, person: null};
    }
    // "A Mel, nossa vira-lata", "Thor (meu cachorro)", "Biscuit, our dog", "o pipoca é nosso
    // cachorro", "bear's my dog": a pet named, not a person.
    {
      let q = n.end;
      if (this.w(q) === ',' || this.w(q) === '(' || PET_COPULAS.has(this.low(q))) q++;
      if (POSS[this.w(q)] !== undefined || ARTICLES.has(this.w(q))) q++;
      const pet = q > n.end + 1 ? PET_WORDS.match(this.tokens, q) : null;
      if (pet) {
        this.pets.add(foldKey(n.name));
        if (pet.value !== 'pet') this.petSpecies.set(foldKey(n.name), pet.value);
        for (let k = n.start; k < n.end; k++) this.used.add(k);
        return {end: n.end, person: null};
      }
    }
    let j = n.end;
    // "Amy's husband"
    if (this.low(j) === "'s" && readKin(this, j + 1)) {
      const p = this.named(n);
      this.mention(p.id, i, n.end, n.start);
      return chain(this, {end: n.end, person: p.id}, i);
    }
    // "A Bia e o Leo são meus sobrinhos", "Emma and Jake are my grandkids".
    const list = this.coordinatedPredicate(n);
    if (list) return list;
    // Apposition or predicate: "Susana, minha filha", "A Júlia é minha cunhada", "Ben is my sister's husband".
    let q = j;
    // "o theo (meu caçula)": a bracketed apposition reads like one between commas.
    const bracket = this.w(q) === '(';
    const comma = this.w(q) === ',' || bracket;
    if (comma) q++;
    // "A Júlia agora é minha noiva", "Paulo, que é meu cunhado,", "Tom became my boss", "Ben has been my friend".
    const link = readLink(this, q);
    const linked = !!link && (link.verb || comma);
    if (linked) q = link!.end;
    if (HEDGES.has(this.w(q))) q++;
    // "O Pedro é o meu cunhado": Portuguese allows an article before the possessive.
    if (linked && ARTICLES.has(this.w(q)) && POSS[this.w(q + 1)] !== undefined) q++;
    if (linked && link!.negated) {
      // "O Pedro não é meu irmão": no relation, and no unnamed brother either.
      const kin = POSS[this.w(q)] !== undefined ? readKin(this, q + 1) : null;
      if (kin) for (let x = q; x < kin.end; x++) this.used.add(x);
    }
    const negated = linked && link!.negated;
    const predicate = !negated && (linked || comma);
    const target = negated ? null : this.copulaPredicate(q, n, !predicate);
    if (target && target.person !== null) {
      const p = this.persons[target.person]!;
      this.mention(p.id, i, target.end, n.start);
      if (this.w(target.end) === ',' && this.w(j) === ',') return {end: target.end + 1, person: p.id};
      if (bracket && this.w(target.end) === ')') return {end: target.end + 1, person: p.id};
      return {end: target.end, person: p.id};
    }
    const role = comma && !linked ? this.definiteRoleApposition(q) : null;
    if (role) {
      // "dona cida, a vizinha aqui do lado,": the neighbour of the one speaking.
      const p = this.named(n);
      this.setGender(p, role.gender, GENDER_RANK.kinship);
      this.addEdge(p.id, role.base, 'user');
      for (let k = q; k < role.end; k++) this.used.add(k);
      this.mention(p.id, i, role.end, n.start);
      return {end: this.w(role.end) === ',' ? role.end + 1 : role.end, person: p.id};
    }
    const p = this.named(n);
    this.mention(p.id, i, n.end, n.start);
    return {end: n.end, person: p.id};
  }

  /**
   * An apposition with a definite article before a role that, said of someone by name, is the
   * speaker's ("Dona Cida, a vizinha aqui do lado,", "Mr. Lee, the neighbour from upstairs,"):
   * the role and a short place modifier, up to the closing comma or the sentence's end. A
   * relative ("a filha") needs a possessor and is left to the kinship readers.
   */
  protected definiteRoleApposition(q: number): {base: RelBase; gender: Gender; end: number} | null {
    if (!DEFINITE_ARTICLES.has(this.w(q))) return null;
    const kin = readKin(this, q + 1);
    if (!kin || kin.entry.plural || !USER_ROLES_BY_DEFAULT.has(kin.entry.base)) return null;
    let e = kin.end;
    while (e < kin.end + PLACE_MODIFIER_REACH && PLACE_MODIFIER.has(this.w(e))) e++;
    const after = this.w(e);
    if (after !== ',' && after !== '' && after !== '.' && after !== ')') return null;
    return {base: kin.entry.base, gender: kin.entry.gender, end: e};
  }


  protected coordinatedPredicate(first: NameInfo): Phrase | null {
    const names: NameInfo[] = [first];
    let j = first.end;
    for (;;) {
      const q = nextListItem(this, j);
      if (q === null) break;
      const nx = readName(this, q, false, false);
      if (!nx) break;
      names.push(nx);
      j = nx.end;
    }
    if (names.length < 2 || !PLURAL_COPULAS.has(this.w(j))) return null;
    const poss = POSS[this.w(j + 1)];
    if (poss === undefined) return null;
    const kin = readKin(this, j + 2);
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

  /**
   * A second predicate about the person a phrase just named: "Meu vizinho Carlos, que também é meu
   * dentista", "A Luiza, minha afilhada, agora é minha vizinha também". Adds the edge; the first
   * stated relation stays the person's relation to the user.
   */
  protected trailingPredicate(r: Phrase): number {
    let end = r.end;
    for (let extra = 0; extra < MAX_TRAILING_PREDICATES && r.person !== null; extra++) {
      const p = this.persons[r.person]!;
      if (p.unnamed || p.plural) break;
      let q = end;
      if (this.w(q) === ',') q++;
      const link = readLink(this, q);
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

  /**
   * Naming and predicates about someone already mentioned: "Ela se chama Rosa", "She's called
   * Rosa", "Her name is Rosa", "O nome dela é Rosa", "O nome da minha filha é Clara", "Ela é minha
   * nova colega", "He's my brother-in-law".
   */
  parseNaming(i: number): Phrase | null {
    const w = this.w(i);
    const prev = this.w(i - 1);
    // "Ela se chama Rosa", "Ela é minha prima", "She is now my boss".
    const pronoun = THIRD_PRONOUNS.get(w);
    if (pronoun && !PRONOUN_OBJECT_LEADS.has(prev)) {
      const owner = this.lastPerson(pronoun, i);
      if (owner === null && !this.petSpans.some(([, b]) => b <= i)) return null;
      const link = readNamingLink(this, i + 1);
      if (link && !NAMED.has(this.w(i + 1))) {
        const n = readName(this, link.end, true, false);
        // "Adotei uma gata. Ela se chama Mel": a pet named after the last person is the pet's name.
        const ownerAt = [...this.mentions].reverse().find(m => m.person === owner && m.head < i)?.head ?? -1;
        if (n && this.petSpans.some(([a, b]) => a > ownerAt && b <= i)) {
          this.pets.add(foldKey(n.name));
          for (let k = i; k < n.end; k++) this.used.add(k);
          return {end: n.end, person: null};
        }
        if (owner === null) return null;
        if (n && giveName(this, owner, n)) {
          this.used.add(i);
          return {end: n.end, person: owner};
        }
        return null;
      }
      const pred = readLink(this, i + 1);
      if (owner === null || !pred || !pred.verb || pred.negated || this.persons[owner]!.unnamed) return null;
      const me = asName(this, owner, i, i + 1);
      const target = this.copulaPredicate(pred.end, me);
      if (target && target.person !== null) return target;
      return null;
    }
    // "Her name is Rosa", "His name's Tom".
    if (THIRD_POSS_BEFORE.has(w) && this.w(i + 1) === 'name' && NAME_COPULAS.has(this.low(i + 2))) {
      const owner = this.lastPerson(THIRD_POSS[w]!, i);
      const n = owner === null ? null : readName(this, i + 3, true, false);
      if (owner !== null && n && giveName(this, owner, n)) {
        for (let k = i; k < i + 3; k++) this.used.add(k);
        return {end: n.end, person: owner};
      }
      return null;
    }
    // "O nome dela é Rosa", "O nome (completo) da minha filha é Clara", "The name of my boss is Mike".
    let k = i;
    if (ARTICLES.has(this.w(k))) k++;
    if (!NAME_WORDS.has(this.w(k))) return null;
    k++;
    if (this.w(k) === 'completo') k++;
    let owner: number | null = null;
    let after = k;
    if (THIRD_POSS_AFTER.has(this.w(k))) {
      owner = this.lastPerson(THIRD_POSS[this.w(k)]!, k);
      after = k + 1;
    } else if (OF_WORDS.has(this.w(k))) {
      const x = k + 1 + (this.w(k) === 'of' && this.w(k + 1) === 'the' ? 1 : 0);
      const sub = this.tryBind(() => readPossessive(this, x, null, true) ?? readKinOf(this, x));
      if (sub && sub.person !== null) {
        owner = sub.person;
        after = sub.end;
      }
    }
    if (owner === null) return null;
    if (!NAME_IS.has(this.low(after))) return {end: after, person: owner};
    let q = after + 1;
    if (ARTICLES.has(this.w(q)) && !PT_INDEFINITE.has(this.w(q))) q++;
    const n = readName(this, q, true, false);
    if (n && giveName(this, owner, n)) {
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
    if (!INDEFINITE_LEADS.has(this.w(i))) return null;
    const kin = readKin(this, i + 1);
    if (!kin || kin.entry.plural) return null;
    let k = kin.end;
    if (this.w(k) === ',') k++;
    const link = readNamingLink(this, k);
    if (!link) return null;
    const n = readName(this, link.end, true, false);
    if (!n || !gendersAgree(kin.entry.gender, n)) return null;
    let owner: number | 'user' = 'user';
    if (THIRD_HAVE.has(this.low(i - 1))) {
      const s = this.sentenceSubject(i);
      if (s !== null) owner = s;
    }
    let end = n.end;
    if (this.w(end) === ',' && this.w(kin.end) === ',') end++;
    return realise(this, kin, owner, null, [{...n, age: null}], null, i, end);
  }
}
