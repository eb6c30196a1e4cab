/**
 * Passes over the whole message once phrases are read: marriages, ages, merging an unnamed
 * relative into its named twin, and each person's relation to the user by composition.
 */
import {compose, inverseOf} from '../kinship.js';
import {isFirstPerson} from '../clauses.js';
import {readNumber} from '../text.js';
import {GENDER_RANK, sameSentence} from './records.js';
import {
  AFTER_BARE_AGE, AGE_LEADS, AGE_SKIP_BACK, AGE_YEAR_UNITS, AND_WORDS, ARTICLES, BIRTHDAY_AHEAD_BARE, BIRTHDAY_AHEAD_VERBS, BIRTHDAY_VERBS, CHILDRENS_PARENT_LEADS, DATE_WORDS_AFTER,
  DAY_WORDS_BEFORE, DURATION_LEADS, FIRST_PERSON_STATE, FUTURE_AGE_VERBS, FUTURE_AUXILIARIES, HAS_WORDS, IS_WORDS, MARRIAGE_PATTERNS, NOT_AN_AGE_AFTER, NOT_AN_AGE_NUMBER,
  PLURAL_AGE_VERBS, POSS, SAID_YEAR_UNITS, SEPARATED_WORDS, THIRD_PRONOUNS, TODAY_WORDS,
} from './lexicon.js';
import {PersonRegistry} from './registry.js';

/** Words after "vai fazer 10 anos" that may date the birthday ("no dia 20", "next week"): one short clause. */
const AGE_DATE_WINDOW = 5;
/** Words after "turns 90" that may say when ("next week", "hoje"): the rest of a short clause. */
const TURNS_WHEN_WINDOW = 4;

/** Tokens an apposition between a name and its age may take (", o porteiro do prédio da esquina,"). */
const APPOSITION_REACH = 8;
/**
 * Rounds of kinship composition: each round reaches one more hop from the user ("the son of my
 * wife's sister" is three hops); no message in the dev sets chains more than three.
 */
const MAX_COMPOSITION_ROUNDS = 4;

export abstract class PostPasses extends PersonRegistry {
  /**
   * "casada com meu irmão Marcos", "married to Ben", "namora o Pedro" — and the speaker's own
   * ("Fiquei noiva do Rafael", "Sou casada com o Pedro", "I'm engaged to Tom", "Casei com a Ana").
   */
  protected marriages() {
    const T = this.tokens;
    for (let i = 0; i < T.length; i++) {
      for (const [words, base, g, firstPerson] of MARRIAGE_PATTERNS) {
        if (!words.every((w, k) => this.w(i + k) === w)) continue;
        const after = i + words.length;
        const obj = this.mentions.find(m => m.person !== 'user' && m.start >= after - 1 && m.start <= after + 1);
        if (!obj || obj.person === 'user') continue;
        const last = [...this.mentions].reverse().find(m => m.end <= i && sameSentence(T, m.head, i));
        // The speaker: "eu"/"I" just before, or a first-person verb ("fiquei", "sou", "I'm") with nobody else in between.
        const firstVerb = [1, 2, 3].some(d => i - d >= 0 && sameSentence(T, i - d, i) && (!last || last.end <= i - d) && (isFirstPerson(T[i - d]) || FIRST_PERSON_STATE.has(this.low(i - d))));
        if (firstPerson || (last && last.person === 'user' && last.end >= i - 3) || firstVerb) {
          this.addEdge(obj.person, base, 'user');
          continue;
        }
        const subj = [...this.mentions].reverse().find(m => m.person !== 'user' && m.end <= i && sameSentence(T, m.head, i));
        if (!subj || subj.person === 'user' || obj.person === subj.person) continue;
        const s = this.persons[subj.person]!;
        this.setGender(s, g, GENDER_RANK.article);
        this.addEdge(s.id, base, obj.person);
      }
    }
  }

  /** Whether the sentence before `i` gave an age with its unit ("tem 9 anos", "is 9 years old"). */
  protected saidYearsBefore(i: number): boolean {
    let a = i;
    while (a > 0 && !this.tokens[a]!.sentStart) a--;
    for (let k = a + 1; k < i; k++) if (SAID_YEAR_UNITS.has(this.w(k)) && this.tokens[k - 1]!.kind === 'num') return true;
    return false;
  }

  /** Ages: "tem 16 anos", "is 72", "(12)", "fez 40 anos", "faz 90 anos em março" (a birthday ahead: 89 now). */
  protected ages() {
    const T = this.tokens;
    for (let i = 0; i < T.length; i++) {
      const n = readNumber(T, i);
      if (!n || n.value > 120 || n.value < 0) continue;
      const unit = this.w(i + n.len);
      const prev = this.low(i - 1);
      const prevF = this.w(i - 1);
      let age: number | null = null;
      const isYears = AGE_YEAR_UNITS.has(unit);
      if (isYears) {
        const after = this.w(i + n.len + 1);
        if (NOT_AN_AGE_AFTER.has(after) && !(after === 'de' && this.w(i + n.len + 2) === 'idade')) continue;
        if (DURATION_LEADS.has(prevF)) continue;
        if (this.w(i - 2) === 'faz' && prevF !== 'faz') continue;
        if (AGE_LEADS.has(prev) || prevF === 'tem') {
          age = n.value;
          const future = BIRTHDAY_AHEAD_VERBS.has(prev);
          if (future) {
            const rest = T.slice(i + n.len + 1, i + n.len + 1 + AGE_DATE_WINDOW).map(t => t.fold);
            const today = rest.some(x => TODAY_WORDS.has(x));
            const explicitFuture = FUTURE_AGE_VERBS.has(prev) || FUTURE_AUXILIARIES.has(this.w(i - 2));
            // "No sábado, dia 14, a dona Zilá completa 80 anos": the day may come before the verb too.
            const sentenceStart = T.findLastIndex((t, k) => k <= i && !!t.sentStart);
            const before = T.slice(Math.max(0, sentenceStart), i).map(t => t.fold);
            const dated = rest.some(x => DATE_WORDS_AFTER.has(x))
              || before.some(x => DAY_WORDS_BEFORE.has(x));
            if (!today && (dated || explicitFuture)) age = n.value - 1;
          }
        }
      } else if (BIRTHDAY_VERBS.has(prevF) && T[i]!.kind === 'num') {
        // "Grandma turns 90 next week": a birthday ahead means one year less today.
        const rest = T.slice(i + n.len, i + n.len + TURNS_WHEN_WINDOW).map(t => t.fold);
        const ahead = BIRTHDAY_AHEAD_BARE.has(prevF) && !rest.some(x => TODAY_WORDS.has(x));
        age = ahead ? n.value - 1 : n.value;
      } else if (HAS_WORDS.has(prevF) && T[i]!.kind === 'num' && n.len === 1 && this.saidYearsBefore(i) && (i + 1 >= T.length || T[i + 1]!.kind === 'punct' || AND_WORDS.has(this.w(i + 1)) || T[i + 1]!.sentStart)) {
        // "meu filho joao tem 9 anos e minha filha bia tem 5": the unit said once for both.
        age = n.value;
      } else if (prevF === '(' && this.w(i + n.len) === ')' && T[i]!.kind === 'num' && n.len === 1) {
        // "a ana (12) tem pediatra", "Jake (9)": a bare number in brackets right after a person.
        // Whose it is is checked below: only a person's mention ending just before the bracket.
        age = n.value;
      } else if (IS_WORDS.has(prev) && (T[i]!.kind === 'num' || (n.value >= 2 && !NOT_AN_AGE_NUMBER.has(T[i]!.fold)))) {
        // "Emma is 12 and…", "grandma is ninety two and…", "she's eighty one": a bare number after the copula.
        const next = T[i + n.len];
        if (!next || next.kind === 'punct' || AFTER_BARE_AGE.has(next.fold)) age = n.value;
      }
      if (age === null || age < 0) continue;
      // Whose age: the person right before ("Susana tem", "My mom is"), or ela/ele/she/he.
      let lead = i - 1;
      while (lead > 0 && AGE_SKIP_BACK.has(this.low(lead))) lead--;
      if (this.w(lead) === ',' || this.w(lead) === '(') lead--;
      const pron = this.w(lead);
      let pid: number | null = null;
      // "Laura faz aniversário dia 20 e vai fazer 10 anos": the subject of the first clause.
      if (AND_WORDS.has(pron)) {
        const subj = this.firstMention(x => x.person !== 'user' && x.end <= lead && sameSentence(T, x.head, i));
        if (subj && subj.person !== 'user') pid = subj.person;
      }
      if (pid !== null) {
        // found through the coordinated subject
      } else if (THIRD_PRONOUNS.has(pron)) pid = this.lastPerson(THIRD_PRONOUNS.get(pron)!, lead);
      else {
        // The mention ends at `lead`, or just after it when it swallowed a closing comma.
        const endsAt = (k: number) => this.mentions.find(x => x.person !== 'user' && x.end - 1 >= k && x.end - 1 <= k + 1 && x.head <= k && sameSentence(T, x.head, i));
        let m = endsAt(lead);
        // "seu jorge, o porteiro do prédio, fez setenta anos": the age skips a bracketed apposition.
        if (!m && this.w(lead + 1) === ',') {
          for (let k = lead - 1; k >= Math.max(0, lead - APPOSITION_REACH); k--) {
            if (this.w(k) !== ',') continue;
            if (ARTICLES.has(this.w(k + 1)) || POSS[this.w(k + 1)] !== undefined) m = endsAt(k - 1);
            break;
          }
        }
        if (m && m.person !== 'user') pid = m.person;
      }
      if (pid === null) continue;
      const p = this.persons[pid]!;
      if (!p.plural && p.age === null) p.age = age;
      // "a laís e a lara tem 15 anos", "Tyler and Grace are 9": the plural verb gives it to both.
      const m = THIRD_PRONOUNS.has(pron) ? undefined : this.mentions.find(x => x.person === pid && x.end - 1 >= lead && x.end - 1 <= lead + 1 && x.head <= lead && sameSentence(T, x.head, i));
      if (m && PLURAL_AGE_VERBS.has(this.low(m.end))) {
        const first = m.start;
        let k = first - 1;
        if (ARTICLES.has(this.w(k))) k--;
        if (AND_WORDS.has(this.w(k))) {
          const other = this.mentions.find(x => x.person !== 'user' && x.person !== pid && x.end === k && sameSentence(T, x.head, i));
          // "laís é uma das minhas gêmeas, ela e a lara tem 15 anos": "ela" is the woman named before.
          const pronoun = this.w(k - 1);
          const byPronoun = !other && THIRD_PRONOUNS.has(pronoun) ? this.lastPerson(THIRD_PRONOUNS.get(pronoun)!, k - 1) : null;
          const q = other ? this.persons[other.person as number]! : byPronoun !== null && byPronoun !== pid ? this.persons[byPronoun]! : null;
          if (q && !q.plural && q.age === null) q.age = age;
        }
      }
      i += n.len;
    }
  }

  /** "minha mãe … minha mãe, Maria": the unnamed mother and Maria are one person. */
  protected mergeUnnamed() {
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

  /** Relation to the user: stated edges first, then composition through third parties, to a fixpoint. */
  /**
   * Perspective: "tenho 2 filhos… eles passam os fds com o pai, o rodrigo" — a parent said with an
   * article ("o pai", "a mãe", "the dad", "their mom") in a message about the user's children is
   * the children's other parent: the user's partner, or ex when the message says they separated.
   */
  protected childrensParent() {
    const kids = this.persons.some(p => p.toUser === 'child') || this.edges.some(e => e.object === 'user' && e.base === 'child');
    if (!kids) return;
    const separated = this.tokens.some(t => SEPARATED_WORDS.has(t.fold));
    for (const m of this.mentions) {
      if (m.person === 'user') continue;
      const before = this.tokens[m.start]?.fold ?? '';
      if (!CHILDRENS_PARENT_LEADS.has(before)) continue;
      const edge = this.edges.find(e => e.subject === m.person && e.object === 'user' && e.base === 'parent');
      if (!edge) continue;
      edge.base = separated ? 'ex-spouse' : 'partner';
      this.persons[m.person as number]!.toUser = edge.base;
    }
  }

  protected inferRelations() {
    this.childrensParent();
    for (const e of this.edges) if (e.object === 'user') this.persons[e.subject]!.toUser ??= e.base;
    for (let round = 0; round < MAX_COMPOSITION_ROUNDS; round++) {
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
}
