/**
 * Post-pass: ages ("tem 16 anos", "is 72", "(12)", "fez 40 anos", "faz 90 anos em março") given to
 * the person they are said of, once every phrase of the message is read.
 */
import {readNumber, type Token} from '../../text.js';
import {
  AFTER_BARE_AGE,
  AGE_LEADS,
  AGE_SKIP_BACK,
  AGE_YEAR_UNITS,
  AND_WORDS,
  ARTICLES,
  AFTER_WORDED_AGE,
  BIRTHDAY_ADVERBS,
  BIRTHDAY_AHEAD_BARE,
  BIRTHDAY_AHEAD_VERBS,
  BIRTHDAY_VERBS,
  DATE_WORDS_AFTER,
  DAY_WORDS_BEFORE,
  DURATION_LEADS,
  FUTURE_AGE_VERBS,
  FUTURE_AUXILIARIES,
  HAS_WORDS,
  IS_WORDS,
  NOT_AN_AGE_AFTER,
  NOT_AN_AGE_NUMBER,
  PLURAL_AGE_VERBS,
  POSS,
  SAID_YEAR_UNITS,
  THIRD_PRONOUNS,
  TODAY_WORDS,
} from '../lexicon.js';
import {sameSentence} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {GROWN_UP_BASES, PREGNANCY_WORDS, TIME_UNITS_PLURAL, TWIN_WORDS} from '../lexicon.js';
import {inYears, monthUnitAt} from '../kin-reader.js';

/** Words after "vai fazer 10 anos" that may date the birthday ("no dia 20", "next week"): one short clause. */
const AGE_DATE_WINDOW = 5;
/** Words after "turns 90" that may say when ("next week", "hoje"): the rest of a short clause. */
const TURNS_WHEN_WINDOW = 4;
/** Tokens an apposition between a name and its age may take (", o porteiro do prédio da esquina,"). */
const APPOSITION_REACH = 8;

/** Whether the sentence before `i` gave an age with its unit ("tem 9 anos", "is 9 years old"). */
function saidYearsBefore(reg: PersonRegistry, i: number): boolean {
  let a = i;
  while (a > 0 && !reg.tokens[a]!.sentStart) a--;
  for (let k = a + 1; k < i; k++) if (SAID_YEAR_UNITS.has(reg.w(k)) && reg.tokens[k - 1]!.kind === 'num') return true;
  return false;
}

/** Whether the sentence of token i speaks of a pregnancy ("grávida de 7 meses", "7 months pregnant"). */
function pregnancyIn(reg: PersonRegistry, i: number): boolean {
  return reg.tokens.some((t, k) => PREGNANCY_WORDS.has(t.fold) && sameSentence(reg.tokens, k, i));
}

/** "o zé fez 2 gols", "she turned 3 pages": a number that counts a thing (a plural noun after it) is no age. */
const counted = (next: Token | undefined) => !!next && next.kind === 'word' && /s$/.test(next.fold) && next.fold.length > 3 && !AGE_YEAR_UNITS.has(next.fold) && !TIME_UNITS_PLURAL.has(next.fold);

/**
 * The birthday verb before a bare age at i ("turned", "fez"), one adverb allowed between ("fez agora
 * 5"), or ''. Said with digits, or in words when the clause ends or says when next ("turned three in
 * June", "fez três no domingo"): "fez uma festa", "turned one corner" are no ages.
 */
function birthdayVerbBefore(reg: PersonRegistry, i: number, len: number): string {
  const T = reg.tokens;
  const verb = BIRTHDAY_VERBS.has(reg.w(i - 1)) ? reg.w(i - 1) : BIRTHDAY_ADVERBS.has(reg.w(i - 1)) && BIRTHDAY_VERBS.has(reg.w(i - 2)) ? reg.w(i - 2) : '';
  if (!verb || counted(T[i + len])) return '';
  const next = T[i + len];
  if (T[i]!.kind === 'num' || !next || next.kind === 'punct' || AFTER_WORDED_AGE.has(next.fold)) return verb;
  return '';
}

/** Ages: "tem 16 anos", "is 72", "(12)", "fez 40 anos", "faz 90 anos em março" (a birthday ahead: 89 now). */
export function ages(reg: PersonRegistry): void {
  const T = reg.tokens;
  for (let i = 0; i < T.length; i++) {
    const n = readNumber(T, i);
    if (!n || n.value > 120 || n.value < 0) continue;
    const unit = reg.w(i + n.len);
    const prev = reg.low(i - 1);
    const prevF = reg.w(i - 1);
    let age: number | null = null;
    // "o bebê tem 7 meses", "the baby is 7 months old": an age in months, read like one in years
    // and kept in whole years; "está grávida de 7 meses" is a pregnancy, nobody's age.
    // "fez 7 mês passado": a single month after another count says when (kin-reader.ts), the age is bare.
    const isMonths = monthUnitAt(reg, i + n.len, n.value) && !pregnancyIn(reg, i);
    const isYears = AGE_YEAR_UNITS.has(unit) || isMonths;
    if (isYears) {
      const after = reg.w(i + n.len + 1);
      if (NOT_AN_AGE_AFTER.has(after) && !(after === 'de' && reg.w(i + n.len + 2) === 'idade')) continue;
      if (DURATION_LEADS.has(prevF)) continue;
      if (reg.w(i - 2) === 'faz' && prevF !== 'faz') continue;
      // "a Nina, de 6 anos", "the twins' cousin Leo, 7 years old": the age in apposition after a name
      // (whose it is is checked below: only a person's mention ending at the comma).
      const apposed = prevF === ',' || (prevF === 'de' && reg.w(i - 2) === ',');
      if (AGE_LEADS.has(prev) || prevF === 'tem' || apposed) {
        age = n.value;
        const future = BIRTHDAY_AHEAD_VERBS.has(prev);
        if (future) {
          const rest = T.slice(i + n.len + 1, i + n.len + 1 + AGE_DATE_WINDOW).map(t => t.fold);
          const today = rest.some(x => TODAY_WORDS.has(x));
          const explicitFuture = FUTURE_AGE_VERBS.has(prev) || FUTURE_AUXILIARIES.has(reg.w(i - 2));
          // "No domingo, dia 8, o seu Aurélio completa 90 anos": the day may come before the verb too.
          const sentenceStart = T.findLastIndex((t, k) => k <= i && !!t.sentStart);
          const before = T.slice(Math.max(0, sentenceStart), i).map(t => t.fold);
          const dated = rest.some(x => DATE_WORDS_AFTER.has(x)) || before.some(x => DAY_WORDS_BEFORE.has(x));
          if (!today && (dated || explicitFuture)) age = n.value - 1;
        }
      }
    } else if (birthdayVerbBefore(reg, i, n.len)) {
      // "Grandma turns 90 next week": a birthday ahead means one year less today.
      const rest = T.slice(i + n.len, i + n.len + TURNS_WHEN_WINDOW).map(t => t.fold);
      const ahead = BIRTHDAY_AHEAD_BARE.has(birthdayVerbBefore(reg, i, n.len)) && !rest.some(x => TODAY_WORDS.has(x));
      age = ahead ? n.value - 1 : n.value;
    } else if (
      HAS_WORDS.has(prevF) &&
      T[i]!.kind === 'num' &&
      n.len === 1 &&
      saidYearsBefore(reg, i) &&
      (i + 1 >= T.length || T[i + 1]!.kind === 'punct' || AND_WORDS.has(reg.w(i + 1)) || T[i + 1]!.sentStart)
    ) {
      // "meu filho joao tem 9 anos e minha filha bia tem 5": the unit said once for both.
      age = n.value;
    } else if (prevF === '(' && reg.w(i + n.len) === ')' && T[i]!.kind === 'num' && n.len === 1) {
      // "a ana (12) tem pediatra", "Jake (9)": a bare number in brackets right after a person.
      // Whose it is is checked below: only a person's mention ending just before the bracket.
      age = n.value;
    } else if (
      prevF === 'be' &&
      /(?:'ll|^will|^gonna)$/.test(reg.w(i - 2)) &&
      T[i]!.kind === 'num' &&
      n.value >= 1 &&
      (!T[i + n.len] || T[i + n.len]!.kind === 'punct' || AFTER_BARE_AGE.has(T[i + n.len]!.fold))
    ) {
      // "marks bday is sat!! he'll be 41": the age the next birthday brings — one less today.
      age = n.value - 1;
    } else if (IS_WORDS.has(prev) && (T[i]!.kind === 'num' || (n.value >= 2 && !NOT_AN_AGE_NUMBER.has(T[i]!.fold)))) {
      // "Emma is 12 and…", "grandma is ninety two and…", "she's eighty one": a bare number after the copula.
      const next = T[i + n.len];
      if (!next || next.kind === 'punct' || AFTER_BARE_AGE.has(next.fold)) age = n.value;
    }
    if (age === null || age < 0) continue;
    if (isMonths) age = inYears(age);
    // Whose age: the person right before ("Susana tem", "My mom is"), or ela/ele/she/he.
    let lead = i - 1;
    if (reg.w(lead) === 'de' && reg.w(lead - 1) === ',') lead--;
    while (lead > 0 && AGE_SKIP_BACK.has(reg.low(lead))) lead--;
    if (reg.w(lead) === ',' || reg.w(lead) === '(') lead--;
    const pron = reg.w(lead).replace(/'ll$/, '');
    let pid: number | null = null;
    // "Laura faz aniversário dia 20 e vai fazer 10 anos": the subject of the first clause.
    if (AND_WORDS.has(pron)) {
      const subj = reg.firstMention(x => x.person !== 'user' && x.end <= lead && sameSentence(T, x.head, i));
      if (subj && subj.person !== 'user') pid = subj.person;
    }
    if (pid !== null) {
      // found through the coordinated subject
    } else if (THIRD_PRONOUNS.has(pron)) pid = reg.lastPerson(THIRD_PRONOUNS.get(pron)!, lead);
    else {
      // The mention ends at `lead`, or just after it when it swallowed a closing comma.
      // Of the mentions ending there, the outermost: "o filho da Ana tem 5 anos" is the son's age, not Ana's.
      const endsAt = (k: number) => reg.firstMention(x => x.person !== 'user' && x.end - 1 >= k && x.end - 1 <= k + 1 && x.head <= k && sameSentence(T, x.head, i));
      let m = endsAt(lead);
      // "seu jorge, o porteiro do prédio, fez setenta anos": the age skips a bracketed apposition.
      if (!m && reg.w(lead + 1) === ',') {
        for (let k = lead - 1; k >= Math.max(0, lead - APPOSITION_REACH); k--) {
          if (reg.w(k) !== ',') continue;
          if (ARTICLES.has(reg.w(k + 1)) || POSS[reg.w(k + 1)] !== undefined) m = endsAt(k - 1);
          break;
        }
      }
      if (m && m.person !== 'user') pid = m.person;
    }
    if (pid === null) continue;
    // "a minha mulher está com 7 meses" is her pregnancy: an age in months is only a child's.
    if (isMonths && reg.edges.some(e => e.subject === pid && GROWN_UP_BASES.has(e.base))) continue;
    const p = reg.persons[pid]!;
    if (!p.plural && p.age === null) p.age = age;
    // "a duda e a nina tem 12 anos", "Tyler and Grace are 9": the plural verb gives it to both.
    const m = THIRD_PRONOUNS.has(pron) ? undefined : reg.mentions.find(x => x.person === pid && x.end - 1 >= lead && x.end - 1 <= lead + 1 && x.head <= lead && sameSentence(T, x.head, i));
    if (m && PLURAL_AGE_VERBS.has(reg.low(m.end))) {
      const first = m.start;
      let k = first - 1;
      if (ARTICLES.has(reg.w(k))) k--;
      if (AND_WORDS.has(reg.w(k))) {
        const other = reg.mentions.find(x => x.person !== 'user' && x.person !== pid && x.end === k && sameSentence(T, x.head, i));
        // "duda é uma das minhas filhas gêmeas, ela e a nina tem 12 anos": "ela" is the woman named before.
        const pronoun = reg.w(k - 1);
        const byPronoun = !other && THIRD_PRONOUNS.has(pronoun) ? reg.lastPerson(THIRD_PRONOUNS.get(pronoun)!, k - 1) : null;
        const q = other ? reg.persons[other.person as number]! : byPronoun !== null && byPronoun !== pid ? reg.persons[byPronoun]! : null;
        if (q && !q.plural && q.age === null) q.age = age;
        // "duda é uma das minhas filhas gêmeas, ela e a nina tem 12 anos": twins of the same age are the same kin.
        const sentence = T.slice(
          Math.max(
            0,
            T.findLastIndex((t, j) => j <= i && !!t.sentStart),
          ),
          i,
        ).map(t => t.fold);
        const kinOf = (id: number) => reg.edges.find(e => e.subject === id && e.object === 'user');
        if (q && sentence.some(w => TWIN_WORDS.has(w))) {
          const [a, b] = [kinOf(pid), kinOf(q.id)];
          if (a && !b) reg.addEdge(q.id, a.base, 'user');
          if (b && !a) reg.addEdge(pid, b.base, 'user');
        }
      }
    }
    i += n.len;
  }
}
