/**
 * The move "I did it", in the user's own words: "acabei de pagar a luz pelo app do banco" closes
 * "pagar a conta de luz", "got the truck registration renewed online" closes "renew the
 * registration on my truck", "ordered bears pills from chewy, done" closes "order bear's heartworm
 * pills". Each clause told in the past (and not as a plan: "vou", "need to") is matched with the
 * open tasks by its object words and verb; a task closes only when it is clearly the one meant —
 * two objects in common, or one and the same verb — and no other task is as close. Pure reading;
 * the caller closes.
 */
import {readTaskPhrase, type OpenTask} from '../../text/task-match.js';
import {fold} from '../../text/words.js';

/** Told as done: a first-person or third-person past, "acabei de…", "já…", an English past. */
const PAST = /\b(?:acabei de|acabou de|acabamos de|consegui|conseguimos|ja|finalmente|enfim|pronto|feito|done|finally|already)\b|\b[a-z]{3,}(?:ei|ou|amos)\b|\b[a-z]{3,}ed\b|\b(?:got|sent|paid|bought|did|made|took|picked|brought|gave|wrote|went|arrived|came|finished|sold|found|put|left|ran|fed)\b/;
/** Told as a plan, a need or a question: not done. */
const NOT_DONE = /\b(?:preciso|precisa|precisamos|tenho que|tenho q|tem que|tem q|vou|vamos|vai|devo|need|needs|gotta|have to|has to|will|must|should|still|ainda|nao|not|didn't|didnt|haven't|havent|remind|lembra|lembrar|amanha|tomorrow|\?)/;
/** Verbs of something arriving or happening, not of doing: they say nothing against the task's verb. */
const ARRIVAL = /\b(?:arrived|came|chegou|chegaram|ficou pronto|ficou pronta|is ready|was approved|approved|aprovad[oa])\b/;

const shares = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));
/** Two readings of one verb: "order" read as a Portuguese "-er" root and "ordered" as English. */
const sameVerb = (a: string | null, b: string | null): boolean => {
  if (a === null || b === null) return false;
  const [x, y] = [a.replace(/^(?:pt|en):/, ''), b.replace(/^(?:pt|en):/, '')];
  return x === y || (x.length >= 3 && y.length >= 3 && (x.startsWith(y) || y.startsWith(x)));
};

/** The open tasks the message says were done, one per clause at most; none when unclear. */
export function tasksDoneIn(message: string, open: OpenTask[]): number[] {
  if (!open.length) return [];
  const closed = new Set<number>();
  // Clauses with the mark that ends them: a question ("ja paguei a luz?") tells nothing done.
  for (const [clause] of fold(message).matchAll(/[^.!;?\n,]+(?:[.!;?\n]+|,\s+|$)/g)) {
    if (clause.includes('?')) continue;
    const c = clause.replace(/[.!;\n,\s]+$/, '').trim();
    if (c.length < 4 || !PAST.test(c) || NOT_DONE.test(c)) continue;
    const said = readTaskPhrase(c);
    if (!said.objects.length) continue;
    const arrival = ARRIVAL.test(c);
    const scored = open.filter(t => !closed.has(t.id)).map(t => {
      const task = readTaskPhrase(t.description);
      const shared = said.objects.filter(o => task.objects.some(w => shares(o, w))).length;
      const same = sameVerb(said.verb, task.verb);
      const conflict = !arrival && !said.genericVerb && !task.genericVerb && said.verb !== null && task.verb !== null && !same;
      // A name alone is no object done ("…e a Priya amou" never closes "ir pra Priya").
      const ok = !conflict && (shared >= 2 || (shared >= 1 && (same || arrival)));
      return {id: t.id, score: ok ? shared + (same ? 1 : 0) : 0};
    }).filter(s => s.score > 0).sort((a, b) => b.score - a.score);
    if (scored.length && (scored.length === 1 || scored[0]!.score > scored[1]!.score)) closed.add(scored[0]!.id);
  }
  return [...closed];
}
