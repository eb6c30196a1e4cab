/**
 * Kinship phrases: "minha filha Sofia", "o irmão da Susana, o Pedro", "her son", "mom", pets.
 */
import {KIN_POSTMODIFIERS, KIN_PREMODIFIERS, KINSHIP, PET_WORDS, type KinEntry} from '../kinship.js';
import {genderOfName, isKnownFirstName} from '../names.js';
import {isWord, readNumber} from '../text.js';
import type {Gender} from '../../domain/types.js';
import {
  AGE_AFTER_LEADS, AGE_COMPOUND, AGE_UNITS, AND_WORDS, ARTICLE_GENDER, ARTICLES, BARE_SPOUSE_WORDS, CLOSE_FAMILY, FAMILIAR_ROLE_BASES, FIRST_PERSON_HAVE, HAVE_VERBS,
  HOUSEHOLD_WORDS, INDEFINITE, KIN_NOT_VERB, KIN_POSTMODIFIER_PAIRS, KIN_POSTMODIFIERS_NOT_ALONE, LIST_AGE_LEADS, LIST_AGE_RELATIVES, LIST_AGE_UNITS, NAMED, NOT_USERS_BEFORE,
  OF_THE, OF_WORDS, PET_COPULAS, POSS, PT_INDEFINITE, QUALIFIER_PREPS, THIRD_POSS, THIRD_POSS_AFTER, YEAR_WORDS,
} from './lexicon.js';
import {foldKey, ofWord, type NameInfo, type Phrase} from './records.js';
import {readNamingLink} from './link-reader.js';
import {gendersAgree, readName} from './name-reader.js';
import {PersonRegistry} from './registry.js';

export abstract class KinPhrases extends PersonRegistry {
  /** Kin entry (with pre/post modifiers and ages) at i; returns the word as written. */
  protected readKin(i: number): {entry: KinEntry; text: string; start: number; end: number; age: number | null} | null {
    let j = i;
    let age: number | null = null;
    for (;;) {
      const t = this.tokens[j];
      if (!isWord(t)) break;
      const ya = AGE_COMPOUND.exec(t.fold);
      if (ya) {
        age = Number(ya[1]);
        j++;
        continue;
      }
      if (t.kind === 'num' && YEAR_WORDS.has(this.w(j + 1)) && this.w(j + 2) === 'old') {
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
      if (KIN_POSTMODIFIERS.has(this.w(j)) && !KIN_POSTMODIFIERS_NOT_ALONE.has(this.w(j))) {
        j++;
        continue;
      }
      // "o filho mais velho", "a filha do meio".
      if (KIN_POSTMODIFIER_PAIRS.has(`${this.w(j)} ${this.w(j + 1)}`)) {
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
  protected readAgeAfter(j: number): {age: number; end: number} | null {
    if (this.w(j) === '(' && this.tokens[j + 1]?.kind === 'num' && this.w(j + 2) === ')') return {age: Number(this.w(j + 1)), end: j + 3};
    // English appositive age: "Chloe, 15, needs…"
    if (this.w(j) === ',' && this.tokens[j + 1]?.kind === 'num' && Number(this.w(j + 1)) < 120 && (this.w(j + 2) === ',' || !isWord(this.tokens[j + 2]))) {
      return {age: Number(this.w(j + 1)), end: j + 2};
    }
    let k = j;
    if (this.w(k) === ',') k++;
    if (AGE_AFTER_LEADS.has(this.w(k))) k++;
    const n = readNumber(this.tokens, k);
    if (n && k > j && AGE_UNITS.has(this.w(k + n.len)) && n.value < 120) {
      let end = k + n.len + 1;
      if (this.w(end) === 'old') end++;
      if (this.w(end) === 'de' && this.w(end + 1) === 'idade') end += 2;
      return {age: n.value, end};
    }
    return null;
  }

  /**
   * Where the apposition of a kin word starts past a short qualifier that ends at a comma: "minha
   * amiga da faculdade, a bia", "a vizinha do 302, dona lucia", "my coworker from marketing, Dave".
   * One or two plain words or a number, never a name ("o pai da Maria, o João" is Maria's father).
   */
  protected pastQualifier(j: number): number {
    if (!QUALIFIER_PREPS.has(this.w(j))) return j;
    let k = j + 1;
    if (ARTICLES.has(this.w(k))) k++;
    const from = k;
    while (k < from + 2 && this.tokens[k] && (this.tokens[k]!.kind === 'num' || (isWord(this.tokens[k]) && !/^\p{Lu}/u.test(this.tokens[k]!.text) && !isKnownFirstName(this.w(k))))) k++;
    return k > from && this.w(k) === ',' ? k : j;
  }

  /** Names after a kin word: ", o Carlos", " Sofia", ", Theo e Alice", " Emma (12) and Jake (9)". */
  protected readAppositiveNames(j: number, entry: KinEntry, kinGender: Gender, allowComma = true): {names: (NameInfo & {age: number | null})[]; end: number} {
    const names: (NameInfo & {age: number | null})[] = [];
    let k = allowComma ? this.pastQualifier(j) : j;
    const comma = this.w(k) === ',';
    if (comma && !allowComma) return {names, end: j};
    if (comma) k++;
    let link = readNamingLink(this, k);
    // "My mom called Sarah yesterday" is a phone call; "my friend, called Joe," is a name.
    if (link && !comma && this.w(k) === 'called') link = null;
    if (link) k = link.end;
    if (ARTICLES.has(this.w(k)) && !PT_INDEFINITE.has(this.w(k)) && !link?.bare) k++;
    const first = readName(this, k, true, false);
    if (!first) return {names, end: j};
    if (!entry.plural && !gendersAgree(kinGender, first)) return {names, end: j};
    let end = first.end;
    const a = this.readAgeAfter(end);
    names.push({...first, age: a?.age ?? null});
    if (a) end = a.end;
    if (entry.plural) {
      for (;;) {
        const q = this.nextListItem(end);
        if (q === null) break;
        const nx = readName(this, q, true, false);
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
  protected realise(
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
    if (bind && !entry.plural && !gendersAgree(entry.gender, bind)) return {end: kin.start, person: null};
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
  protected chain(prev: Phrase, start: number, bind: NameInfo | null = null): Phrase {
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

  /**
   * "tenho 2 filhos, o davi de 9 e a alice q tem 5", "a gente tem 3 filhos: bia de 10 anos, pedro
   * de 7 e a luisa q tem 2", "got 2 kids w/ my ex, tyler is 12 and grace is 8": the user's counted
   * relatives, each named with their age. A short aside before the list ("w/ my ex") is read by the
   * other readers.
   */
  parseCountedKin(i: number): Phrase | null {
    if (!HAVE_VERBS.has(this.w(i))) return null;
    const n = readNumber(this.tokens, i + 1);
    if (!n || n.value < 2 || n.value > 12) return null;
    const kin = this.readKin(i + 1 + n.len);
    if (!kin || !kin.entry.plural) return null;
    let k = kin.end;
    // The list starts after ":" or ",", past an aside of a few words ("w/ my ex", "com o rodrigo").
    let aside = 0;
    while (k < this.tokens.length && aside <= 5 && ![',', ':'].includes(this.w(k))) {
      k++;
      aside++;
    }
    if (![',', ':'].includes(this.w(k))) return null;
    k++;
    const names: (NameInfo & {age: number | null})[] = [];
    for (let q: number | null = k; q !== null && names.length < n.value; q = this.nextListItem(k)) {
      if (q === k && ARTICLES.has(this.w(q))) q++;
      // In the list, a word followed by its age is a name even when it is also a word ("grace is 8").
      const tok = this.tokens[q];
      const name = readName(this, q, true, false)
        ?? (isWord(tok) && /^\p{L}{3,}$/u.test(tok.text) && !ARTICLES.has(tok.fold) && this.readListAge(q + 1)
          ? {start: q, end: q + 1, name: tok.text.charAt(0).toUpperCase() + tok.text.slice(1), title: null} : null);
      if (!name) break;
      const age = this.readListAge(name.end);
      names.push({...name, age: age?.age ?? null});
      k = age ? age.end : name.end;
    }
    if (names.length < 2) return null;
    // "tenho/temos/a gente tem 2 filhos" are the user's; "ele é casado com a Patrícia e os dois têm dois
    // filhos" are the sentence's subject's (the user's grandchildren, by composition).
    const firstPerson = FIRST_PERSON_HAVE.has(this.w(i)) || this.mentions.some(m => m.person === 'user' && m.end === i);
    let subject = firstPerson ? null : this.sentenceSubject(i);
    // "ele é casado com a Patrícia e os dois têm…": of the couple, the one related to the user.
    const toUser = (p: number) => this.edges.some(e => e.subject === p && e.object === 'user');
    if (subject !== null && !toUser(subject)) {
      const partner = this.edges.find(e => e.base === 'spouse' && (e.subject === subject || e.object === subject));
      const other = partner ? (partner.subject === subject ? partner.object : partner.subject) : null;
      if (typeof other === 'number' && toUser(other)) subject = other;
    }
    const phrase = this.realise(kin, subject ?? 'user', null, names, null, i + 1, kin.end);
    for (const nm of names) for (let t = nm.start; t < nm.end; t++) this.used.add(t);
    return {...phrase, end: kin.end};
  }

  /** An age in a list of children: "de 9", "q tem 5", "is 12", "(8)", "de 10 anos". */
  protected readListAge(j: number): {age: number; end: number} | null {
    const full = this.readAgeAfter(j);
    if (full) return full;
    let k = j;
    if (this.w(k) === ',') k++;
    if (LIST_AGE_RELATIVES.has(this.w(k))) k++;
    if (!LIST_AGE_LEADS.has(this.w(k))) return null;
    k++;
    const n = readNumber(this.tokens, k);
    if (!n || n.value > 25) return null;
    let end = k + n.len;
    if (LIST_AGE_UNITS.has(this.w(end))) end++;
    if (this.w(end) === 'old') end++;
    return {age: n.value, end};
  }

  /** her/his KIN [names], KIN dela/dele — a relative of the last person mentioned. */
  parseThirdPossessive(i: number, bind: NameInfo | null = null): Phrase | null {
    const g = THIRD_POSS[this.w(i)];
    if (!g || THIRD_POSS_AFTER.has(this.w(i))) return null;
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
    if (THIRD_POSS_AFTER.has(this.w(j))) {
      possessor = this.lastPerson(THIRD_POSS[this.w(j)]!, j);
      possEnd = j + 1;
    } else if (OF_WORDS.has(this.w(j))) {
      const x = j + 1 + (this.w(j) === 'of' && this.w(j + 1) === 'the' ? 1 : 0);
      if (HOUSEHOLD_WORDS.has(this.w(x))) {
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
        const n = readName(this, q, false, false);
        if (n && gendersAgree(kin.entry.gender, n)) {
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
    const art = ARTICLES.has(this.w(k)) && !INDEFINITE.has(this.w(k));
    if (art) k++;
    const prev = this.w(i - 1);
    // "Her husband Mark" with no "her" in sight is somebody's husband, not the user's.
    if (NOT_USERS_BEFORE.has(prev) && !art) return null;
    const kin = this.readKin(k);
    if (!kin || kin.start !== k) return null;
    const t = this.tokens[k]!;
    // "mom has bloodwork", "took grandma to…", "hubby's bday": a familiar kin word needs no
    // possessive or capital, unless it is somebody else's ("dia das mães", "the mom of…").
    const notSomeoneElses = !art && !OF_WORDS.has(prev) && ARTICLE_GENDER[prev] === undefined && prev !== 'the';
    // English chat drops the possessive before a spouse at the start of a sentence: "wife booked
    // the pediatrician", "husband says hi" — the speaker's, when a verb follows.
    const bareSpouse = notSomeoneElses && this.tokens[k]!.sentStart && !this.tokens[k]!.cap && kin.entry.base === 'spouse' && BARE_SPOUSE_WORDS.has(this.w(k)) && !KIN_NOT_VERB.has(this.w(kin.end)) && isWord(this.tokens[kin.end]);
    const bareFamiliar = (!!kin.entry.familiar || bareSpouse) && notSomeoneElses;
    if (this.w(kin.end) === "'s" && bareFamiliar) return this.realise(kin, 'user', null, [], null, i, kin.end);
    // "a mãe do Pedro" is somebody else's; "a vizinha do 302, dona Lúcia" is a qualifier before a name.
    if ((OF_WORDS.has(this.w(kin.end)) && this.pastQualifier(kin.end) === kin.end) || this.w(kin.end) === "'s") return null;
    const ap = kin.entry.plural ? {names: [], end: kin.end} : this.readAppositiveNames(kin.end, kin.entry, kin.entry.gender);
    const n = ap.names[0];
    if (n && (kin.entry.gender || n.title || genderOfName(n.name) || kin.entry.base === 'doctor')) {
      // "com o marido, o Rodrigo" after "Minha irmã Patrícia": the husband of the sentence's subject.
      const subject = art && !kin.entry.familiar && !FAMILIAR_ROLE_BASES.has(kin.entry.base) ? this.sentenceSubject(i) : null;
      return this.familiar(this.realise(kin, subject ?? 'user', null, [n], null, i, ap.end), !subject && !!kin.entry.familiar);
    }
    if ((kin.entry.familiar && (art || t.cap || bareFamiliar)) || bareSpouse) {
      return this.familiar(this.realise(kin, 'user', null, [], null, i, kin.end), !!kin.entry.familiar);
    }
    // "marquei o exame da mãe", "a festa do filho": a close relative after "da"/"do" that ends its
    // phrase (no "do Pedro" after it) is the speaker's, as Brazilians say it without "minha".
    if (!n && !art && OF_THE.has(prev) && CLOSE_FAMILY.has(kin.entry.base) && !kin.entry.plural && !OF_WORDS.has(this.w(kin.end)) && this.w(kin.end) !== "'s") {
      return this.realise(kin, 'user', null, [], null, i, kin.end);
    }
    return null;
  }

  /**
   * The name before "…, meu gato" / "… é nosso cachorro" / "…'s my dog": "o frajola, meu gato", "o
   * pipoca é nosso cachorro", "bear's my dog" — any word there, lower case too, since the pet word
   * says what it is.
   */
  protected petNameBefore(start: number): NameInfo | null {
    let k = start - 1;
    if (this.w(k) === ',' || PET_COPULAS.has(this.low(k))) k--;
    else return null;
    const t = this.tokens[k];
    if (!isWord(t) || !/^\p{L}{2,}$/u.test(t.text) || ARTICLES.has(t.fold) || POSS[t.fold] !== undefined || KINSHIP.match(this.tokens, k)) return null;
    if (this.persons.some(p => foldKey(p.name) === t.fold)) return null;
    return {start: k, end: k + 1, name: t.text, title: null};
  }

  /** Marks the people of a familiar kin phrase ("a vó Marta"): their relation names, it does not re-relate. */
  protected familiar(phrase: Phrase, yes: boolean): Phrase {
    if (yes) for (const id of phrase.group ?? (phrase.person !== null ? [phrase.person] : [])) this.persons[id]!.familiar = true;
    return phrase;
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
    const n = readName(this, q, true, false) ?? this.petNameBefore(start);
    if (n) {
      this.pets.add(foldKey(n.name));
      if (m.value !== 'pet') this.petSpecies.set(foldKey(n.name), m.value);
      if (n.start >= start) end = n.end;
    }
    for (let x = start; x < end; x++) this.used.add(x);
    this.petSpans.push([start, end]);
    return {end, person: null};
  }

  /** Where the next item of a list starts (", e a Ana", " and Jake"), or null when the list ends. */
  protected nextListItem(at: number): number | null {
    let q = at;
    if (this.w(q) === ',') q++;
    if (AND_WORDS.has(this.w(q))) q++;
    if (q === at) return null;
    if (ARTICLES.has(this.w(q))) q++;
    return q;
  }

  /** A bare name as a possessor ("irmão da Susana"); read by the named-phrase stage. */
  abstract parseNamedSimple(i: number): Phrase | null;
}
