/**
 * One booking for several people, each at an hour of their own, said after it: "marcaram-me a mim e
 * ao Martim para sexta, eu às 9h e ele às 9h30", "booked me and Leo in on Friday, me at 9 and him
 * at 9.30", "the kids' jabs Tuesday, Amy at 3.10 and Ben at 3.20". Each person's hour is the one
 * said right after their name or pronoun. Pure.
 */
import type {CheckupContext} from '../checkups.js';

type Who = number | 'user';

/** The speaker said as the one at an hour: "eu às 9h", "me at 9", "mine at 9", "I'm at 9". */
const SPEAKER = new Set(['eu', 'me', 'i', "i'm", 'im', 'mim', 'mine', 'myself', 'minha', 'meu']);
/** A woman or a man said as the one at an hour: "ela às 10", "him at 9.30", "hers at 4". */
const FEMALE = new Set(['ela', 'she', "she's", 'her', 'hers', 'dela']);
const MALE = new Set(['ele', 'he', "he's", 'him', 'his', 'dele']);
/** Words that may sit between the person and the hour's own lead ("Amy's at 3.10", "o Leo fica às 9h"). */
const BETWEEN = new Set(["'s", 'is', 'fica', 'ficou', 'e', 'é', 'at', 'as', 'às', 'a']);

/**
 * The hour each person in `persons` is given in the sentence [sa, sb), when at least two of them are
 * given one; otherwise none (one hour said after a group is everyone's).
 */
export function hoursEach(ctx: CheckupContext, persons: Who[], sa: number, sb: number): Map<Who, string> | null {
  if (persons.length < 2) return null;
  const {tokens, people} = ctx;
  const others = persons.filter((p): p is number => p !== 'user');
  const byGender = (g: 'female' | 'male') => {
    const fit = others.filter(p => people.persons[p]!.gender === g);
    return fit.length === 1 ? fit[0]! : others.length === 1 ? others[0]! : null;
  };
  const out = new Map<Who, string>();
  for (const t of ctx.times) {
    if (t.start < sa || t.end > sb) continue;
    let k = t.start - 1;
    while (k > sa && BETWEEN.has(tokens[k]!.fold) && !SPEAKER.has(tokens[k]!.fold)) k--;
    const w = tokens[k];
    if (!w) continue;
    const named = people.mentions.find(x => k >= x.start && k < x.end);
    const who: Who | null = named ? named.person : SPEAKER.has(w.fold) ? 'user' : FEMALE.has(w.fold) ? byGender('female') : MALE.has(w.fold) ? byGender('male') : null;
    if (who === null || !persons.includes(who) || out.has(who)) continue;
    out.set(who, t.time);
  }
  return out.size >= 2 ? out : null;
}
