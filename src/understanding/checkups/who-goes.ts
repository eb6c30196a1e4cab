/**
 * Whose checkup it is.
 */
import {isFirstPerson, type Segment} from '../clauses.js';
import {PET_WORDS} from '../kinship.js';
import type {Mention} from '../people/index.js';
import {
  BOOKERS,
  CARRIED_PRONOUNS,
  CARRY,
  FEMALE_CARRIED,
  FOR_WORDS,
  MALE_CARRIED,
  OBJECT_PREPS,
  PERSON_CONNECTORS,
  PERSON_LIST_FILLERS,
  SEE_VERBS,
  POSSESSED_MODIFIERS,
  SPEAKER_OBJECTS,
  SPEAKER_POSSESSIVES,
  SUBJECT_PRONOUNS,
  THIRD_PERSON_VERBS,
  type RawMention,
} from './lexicon.js';
import type {CheckupContext} from '../checkups.js';
import {OWNER_LINKS} from '../lexicon.js';
import {ALL_DEFINITE_ARTICLES} from '../../text/words.js';

/** Getting someone in at a practice (British English for a booking): "got mum in", "get Dad in". */
const GET_IN: ReadonlySet<string> = new Set(['got', 'get', 'getting', 'gotten']);

/**
 * How far a "para/for X" may sit from the checkup and still name who it is for: up to 6 words
 * past the clause ("marquei o dentista amanhã às 9h para o Pedro" splits at the time) and up to
 * 8 after the checkup word (a title, a name and a date fit: "pediatra na quinta às 15h pra Lia").
 */
const FOR_REACH_PAST_CLAUSE = 6;
const FOR_REACH_AFTER_MENTION = 8;
/** How far after the doctor "quer ver a Lu", "they'd like to see him" may come: a call and a clause ("ligou: quer ver"). */
const SEE_REACH = 10;

/**
 * Who goes to the checkup: the person it is booked for ("para a Susana"), whose it is ("consulta
 * da minha mãe", "Susan's appointment"), who is taken ("levei meu pai"), else the nearest subject
 * before it (a person, or the speaker via a first-person verb). Null means "not a person's
 * checkup" (a pet was taken).
 */
export function whoGoes(ctx: CheckupContext, m: RawMention, sa: number, seg: Segment, segMentions: RawMention[]): (number | 'user')[] | null {
  const {tokens, people} = ctx;
  const mentions = people.mentions;
  const groupOf = (mm: Mention): (number | 'user')[] => {
    const group = [mm];
    // Walk coordinated mentions: "Sofia e meu filho Miguel", "Emma and Jake".
    for (const dir of [-1, 1] as const) {
      let cur = mm;
      for (;;) {
        const next = mentions.find(x => {
          if (group.includes(x)) return false;
          const [a, b] = dir < 0 ? [x.end, cur.start] : [cur.end, x.start];
          if (a > b) return false;
          // Connectors, and the "(12)" ages of a list ("Emma (12) and Jake (9)").
          const between = tokens.slice(a, b).map(t => t.fold);
          return between.length > 0 && between.length <= 5 && between.some(w => PERSON_CONNECTORS.has(w)) && between.every(w => PERSON_LIST_FILLERS.has(w) || /^\d+$/.test(w));
        });
        if (!next) break;
        group.push(next);
        cur = next;
      }
    }
    return [...new Set(group.map(g => g.person))];
  };
  const mentionAt = (i: number) => mentions.find(x => i >= x.start && i < x.end);
  // The word that governs a mention, past its article, within the sentence: "com o joão" is a
  // companion (a meeting's), not the subject of a later "e dentista na sexta".
  const prepBefore = (mm: Mention) => {
    let k = mm.start - 1;
    if (k >= sa && ALL_DEFINITE_ARTICLES.has(tokens[k]!.fold)) k--;
    return k >= sa ? tokens[k]!.fold : '';
  };
  // A doctor as subject ("o Dr. Paulo, pediatra do Miguel, pediu um hemograma") orders it for the patient.
  // A doctor with no patient named ("consulta com a dra paula, a dermato") sees the speaker.
  const patientsOf = (group: (number | 'user')[]): (number | 'user')[] =>
    group.map(p => {
      if (p === 'user') return p;
      const e = people.edges.find(x => x.subject === p && x.base === 'doctor');
      return e ? e.object : isDoctor(people, p) ? 'user' : p;
    });

  // "minha consulta", "my physical": the speaker's.
  const before = tokens[m.start - 1]?.fold ?? '';
  if (SPEAKER_POSSESSIVES.has(before)) return ['user'];

  // "para a Susana", "for my son", "para mim e para o meu filho" near the mention.
  const beneficiaries: (number | 'user')[] = [];
  for (let k = seg.start; k < Math.min(seg.end + FOR_REACH_PAST_CLAUSE, tokens.length); k++) {
    if (!FOR_WORDS.has(tokens[k]!.fold)) continue;
    if (k >= m.start && k - m.end > FOR_REACH_AFTER_MENTION) continue;
    let q = k + 1;
    if (SPEAKER_OBJECTS.has(tokens[q]?.fold ?? '')) {
      beneficiaries.push('user');
      // "for me and Leo", "pra mim e o Martim": the others joined to the speaker go too.
      if (PERSON_CONNECTORS.has(tokens[q + 1]?.fold ?? '')) {
        let r = q + 2;
        while (r < q + 4 && (ALL_DEFINITE_ARTICLES.has(tokens[r]?.fold ?? '') || FOR_WORDS.has(tokens[r]?.fold ?? ''))) r++;
        const other = mentions.find(x => x.start === r && x.person !== 'user');
        if (other) beneficiaries.push(...groupOf(other));
      }
      continue;
    }
    if (ALL_DEFINITE_ARTICLES.has(tokens[q]?.fold ?? '')) q++;
    const mm = mentions.find(x => x.start >= k + 1 && x.start <= q && x.person !== 'user');
    if (mm) beneficiaries.push(...groupOf(mm));
  }
  if (beneficiaries.length) return [...new Set(beneficiaries)];
  // "consulta da minha mãe no geriatra", "vacina do Pedro": the owner named after any checkup word of the clause.
  for (const r of [m, ...segMentions.filter(x => x !== m)]) {
    const e = r.end;
    if (OWNER_LINKS.has(tokens[e]?.fold ?? '')) {
      const mm = mentions.find(x => x.start >= e && x.start <= e + 2);
      if (mm) return groupOf(mm);
    }
  }
  let k: number;
  // "Susan's dentist appointment"
  k = m.start - 1;
  while (k > sa && !["'s"].includes(tokens[k]!.lower) && POSSESSED_MODIFIERS.has(tokens[k]!.fold)) k--;
  if (tokens[k]?.lower === "'s") {
    const mm = mentions.find(x => x.end === k);
    if (mm) return groupOf(mm);
  }
  // "booked me and Leo in at the dentist", "marcaram-me a mim e ao Martim o dentista", "agendei a Bia e o Leo no pediatra": whom a booking names goes.
  const booked = bookedWhom(ctx, m, sa, groupOf);
  if (booked.length) return booked;
  // "levei meu pai no clínico", "brought my daughter Ivy to the GP", "I'll take him".
  for (let c = m.start - 1; c >= sa; c--) {
    const clitic = /^(lev|traz|trouxe)\S*-(l[oa]s?)$/.exec(tokens[c]!.fold);
    if (!CARRY.has(tokens[c]!.fold) && !clitic) continue;
    let q = c + 1;
    const pron = clitic ? (clitic[2]!.startsWith('la') ? 'ela' : 'ele') : (tokens[q]?.fold ?? '');
    if (CARRIED_PRONOUNS.has(pron)) {
      const g = FEMALE_CARRIED.has(pron) ? 'female' : MALE_CARRIED.has(pron) ? 'male' : null;
      const before = mentions.filter(x => {
        if (x.person === 'user' || x.end > c) return false;
        const pg = people.persons[x.person]!.gender;
        return !g || !pg || pg === g;
      });
      const last = before[before.length - 1];
      if (last) return groupOf(last);
    }
    while (ALL_DEFINITE_ARTICLES.has(tokens[q]?.fold ?? '')) q++;
    if (PET_WORDS.match(tokens, q) || ctx.people.pets.has(tokens[q]?.fold ?? '')) return null;
    const mm = mentions.find(x => x.start >= c + 1 && x.start < m.start && x.person !== 'user');
    if (mm) return groupOf(mm);
    break;
  }
  // "a pediatra ligou: quer ver a Lu na quarta", "they'd like to see Ethan on the 9th": whom the doctor sees goes.
  for (let i = m.end; i < Math.min(tokens.length, m.end + SEE_REACH); i++) {
    if (!SEE_VERBS.has(tokens[i]!.fold)) continue;
    let q = i + 1;
    while (ALL_DEFINITE_ARTICLES.has(tokens[q]?.fold ?? '')) q++;
    const seen = mentions.find(x => x.start === q && x.person !== 'user');
    if (seen) return groupOf(seen);
    break;
  }
  // "rang the surgery and got mum in at 3.50", "managed to get Dad in": whom a booking got in goes.
  for (let i = m.end; i < Math.min(tokens.length, m.end + SEE_REACH); i++) {
    if (!GET_IN.has(tokens[i]!.fold)) continue;
    let q = i + 1;
    while (['my', 'our', ...ALL_DEFINITE_ARTICLES].includes(tokens[q]?.fold ?? '')) q++;
    const got = mentions.find(x => x.start === q && x.person !== 'user');
    if (got && tokens[got.end]?.fold === 'in') return groupOf(got);
  }
  // Nearest subject before the mention in the sentence.
  for (let i = m.start - 1; i >= sa; i--) {
    // "Meu cachorro Thor precisa tomar vacina": a pet's visit, not a person's.
    if (people.petSpans.some(([a, b]) => i >= a && i < b)) return null;
    const mm = mentionAt(i);
    if (mm) {
      const prep = prepBefore(mm);
      if (mm.person === 'user') return groupOf(mm);
      if (!OBJECT_PREPS.has(prep) || mm.start === sa) return patientsOf(groupOf(mm));
      i = mm.start;
      continue;
    }
    // "Ela precisa ir ao ginecologista": whoever "ela" points back to, else nobody we know.
    const pron = tokens[i]!.fold;
    if (SUBJECT_PRONOUNS.has(pron) && !OBJECT_PREPS.has(tokens[i - 1]?.fold ?? '')) {
      const g = pron === 'ela' || pron === 'she' ? 'female' : 'male';
      const before = mentions.filter(x => x.person !== 'user' && x.end <= i && people.persons[x.person]!.gender !== (g === 'female' ? 'male' : 'female'));
      const last = before[before.length - 1];
      // "voltei da oftalmologista… ela já marcou a cirurgia": someone who books, with nobody named
      // before, is the doctor's office booking the speaker — the patient is the speaker.
      const verb = ['ja', 'already'].includes(tokens[i + 1]?.fold ?? '') ? tokens[i + 2] : tokens[i + 1];
      if (!last && BOOKERS.has(verb?.fold ?? '')) return ['user'];
      return last ? groupOf(last) : null;
    }
    if (isFirstPerson(tokens[i])) {
      // "fomos", "we": the speaker with whoever leads the sentence ("Eu e minha filha fomos").
      const lead = mentions.find(x => x.start >= sa && x.end <= i && x.person === 'user');
      if (lead) return groupOf(lead);
      return ['user'];
    }
  }
  // A later subject: "Dentista amanhã pra Susana" is caught above; "Dentista: Pedro precisa ir".
  for (let i = m.end; i < seg.end; i++) {
    const mm = mentionAt(i);
    if (mm && mm.person !== 'user' && !OBJECT_PREPS.has(tokens[mm.start - 1]?.fold ?? '')) return groupOf(mm);
  }
  // No subject in this sentence: a third-person verb continues the previous sentence's person.
  const prevSentence = ctx.sentences.findIndex(([a]) => a === sa) - 1;
  if (prevSentence >= 0) {
    const [pa, pb] = ctx.sentences[prevSentence]!;
    const verb = tokens.slice(sa, m.start).some(t => THIRD_PERSON_VERBS.has(t.fold));
    const first = mentions.find(x => x.start >= pa && x.start < pb && !OBJECT_PREPS.has(tokens[x.start - 1]?.fold ?? ''));
    if (verb && first) return groupOf(first);
  }
  return [];
}

/** Verbs of booking someone in, with the people booked as their object. */
const BOOK_OBJECT_VERBS: ReadonlySet<string> = new Set('marquei marcou marcaram marcamos agendei agendou agendaram agendamos booked book booking scheduled schedule inscrevi inscreveu'.split(' '));
/** What may sit among the people booked: joiners, articles, "in" of "booked her in", the speaker's "a mim". */
const BOOKED_FILLERS: ReadonlySet<string> = new Set(['a', 'ao', 'o', 'as', 'os', 'e', 'and', '&', ',', 'in', 'the', 'my', 'meu', 'minha', 'both', 'os dois']);

/**
 * The people a booking verb before the visit names as its object: the speaker ("me", "a mim", the
 * clitic of "marcaram-me") and anyone named, joined by "e"/"and", up to the visit.
 */
function bookedWhom(ctx: CheckupContext, m: RawMention, sa: number, groupOf: (mm: Mention) => (number | 'user')[]): (number | 'user')[] {
  const {tokens, people} = ctx;
  for (let c = m.start - 1; c >= sa; c--) {
    const [verb, clitic] = tokens[c]!.fold.split('-');
    if (!BOOK_OBJECT_VERBS.has(verb!)) continue;
    const out: (number | 'user')[] = clitic === 'me' ? ['user'] : [];
    for (let k = c + 1; k < m.start; k++) {
      const w = tokens[k]!.fold;
      const mm = people.mentions.find(x => k >= x.start && k < x.end);
      if (mm && mm.person !== 'user') {
        out.push(...groupOf(mm));
        k = mm.end - 1;
      } else if (SPEAKER_OBJECTS.has(w) && w !== 'us' && w !== 'nos' && w !== 'nós') out.push('user');
      else if (!BOOKED_FILLERS.has(w)) break;
    }
    return out.length ? [...new Set(out)] : [];
  }
  return [];
}

/** A doctor by relation or by title ("Dr. Marcelo"): the one who sees the patient, never the patient. */
export function isDoctor(people: CheckupContext['people'], p: number): boolean {
  const rec = people.persons[p];
  return people.edges.some(e => e.subject === p && e.base === 'doctor') || !!rec?.doctorTitle || rec?.toUser === 'doctor';
}
