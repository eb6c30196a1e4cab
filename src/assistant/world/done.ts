/**
 * The move "I did it", in the user's own words: "paguei a água agora pelo pix" closes
 * "pagar a conta de água", "got the car insurance renewed by phone" closes "renew the
 * insurance on my car", "ordered rexs flea meds online, done" closes "order rex's flea
 * meds". Each clause told in the past (and not as a plan: "vou", "need to") is matched with the
 * open tasks by its object words and verb; a task closes only when it is clearly the one meant —
 * two objects in common, or one and the same verb — and no other task is as close. Pure reading;
 * the caller closes.
 */
import {readTaskPhrase, type OpenTask} from '../../text/task-match.js';
import {fold} from '../../text/words.js';
import {sameThing} from './things.js';

/** Told as done: a first-person or third-person past, "acabei de…", "já…", an English past. */
const PAST =
  /\b[a-z]{3,}(?:aram|eram|iram)\b|\b[a-z]{2,}(?:vi|di|mi|bi|chi|sti|gi|ri|li)\b|\b(?:acabei de|acabou de|acabamos de|consegui|conseguimos|ja|finalmente|enfim|pronto|feito|feita|resolvido|resolvida|done|sorted|finally|already|fui|fomos)\b|\b[a-z]{3,}(?:ei|ou|amos)\b|\b[a-z]{3,}ed\b|\b(?:got|sent|paid|bought|did|made|took|picked|brought|gave|wrote|went|arrived|came|finished|sold|found|put|left|ran|fed|had|rang|spoke|met|told|drove|dropped)\b/;
/**
 * Someone else reaching the user: "o hospital ligou", "a clínica mandou", "ligaram do banco", "the
 * school called" — the call or letter came to the user, so the user's own call or letter is still to do.
 * Other acts done by others settle the to-do ("cancelaram a assinatura", "o carro passou na inspeção",
 * "the plumber fixed the tap"): it is done, whoever did it.
 */
const OTHERS_ACT = new RegExp(
  [
    /^(?:o|a|os|as|the)\s+(?!gente\b)\p{L}+(?:\s+\p{L}+)?\s+(?:ligou|ligaram|telefonou|telefonaram|mandou|mandaram|enviou|enviaram|escreveu|escreveram|avisou|avisaram|respondeu|responderam|called|rang|phoned|sent|emailed|texted|wrote)\b/u
      .source,
    // With no subject, the Portuguese third person plural is "they": "ligaram do banco".
    /^(?:ligaram|telefonaram|mandaram|enviaram|escreveram|avisaram|responderam)\b/u.source,
  ].join('|'),
  'u',
);
/**
 * A thing said to work again is a thing repaired: "a máquina voltou a funcionar", "a torneira já
 * funciona", "the boiler's back up and running", "garage door's working again".
 */
const WORKING_AGAIN_WORDS =
  /\b(?:voltou a funcionar|voltaram a funcionar|(?:ja|agora) (?:funciona|funcionam|esta a funcionar|ta funcionando|esta funcionando)|(?:funcionando|funciona|a funcionar) (?:de novo|outra vez)|(?:working|works) (?:again|fine now|now)|back up and running|up and running again)\b/;
/** …and not said of it stopping or still failing ("parou de funcionar de novo", "still isn't working"). */
const STILL_BROKEN = /\b(?:not|isn't|isnt|nao|parou|stopped|still|ainda)\b/;
/** Passing a test or an inspection is having it done: "o carro passou na inspeção", "car passed its MOT" ("chumbou", "failed" is not). */
const PASSED = /\b(?:(?:passou|passaram|passei)\s+(?:na|no)|passed(?:\s+(?:its|the|his|her|my|our))?)\s+[a-z]/;
/**
 * Everyday ways of saying the act, put as its verb: "got through to the pharmacy" is the call
 * made, "been down the tip" / "been to the post office" is the going.
 */
const SAID_AS: Array<[RegExp, string]> = [
  [/\b(?:got|get) through to\b/, 'called'],
  [/\b(?:been|gone) (?:down|up|round|over|out) (?:to )?(?:the\s+)?/, 'went to the '],
  [/\bbeen to (?:the\s+)?/, 'went to the '],
  // "took care of the license renewal", "sorted out the car tax": settling it is doing it.
  [/\b(?:took|have taken|i've taken) care of\b/, 'sorted'],
  // "the passport renewal is all set": the thing, settled.
  [/\s+(?:is|are|'s|s)\s+all\s+(?:set|sorted|done)\b/, ' done'],
  // "venmo'd chris", "zelled him", "fiz o pix": paying by the app is paying.
  [/\b(?:venmo'?d|venmoed|zelled|zelle'd|paypal'?d|paypaled|e-?transferred)\b/, 'paid'],
  [/\b(?:fazer|fiz|fizemos|mandei|mandar) (?:o|um) pix\b/, 'paguei'],
  // "consegui sair da academia", "saímos do ginásio": leaving a membership is cancelling it.
  [/\b(?:sai|sair|saimos|saiu) (?=d[aoe]s? )/, 'cancelei '],
  [/\b(?:quit|pulled out of)\b(?= (?:the|my|our) )/, 'cancelled'],
  // "got ahold of the plumber": reaching someone by phone is the call made.
  [/\bgot a?hold of\b/, 'called'],
  // "finally got round to the fence": getting round to a thing is doing it.
  [/\bgot (?:a)?round to (?:doing )?/, 'sorted '],
  // "cards have gone", "the forms are off": a thing sent on its way is sent.
  [/\s+(?:have|has|'ve|'s) gone(?: off| out)?\b/, ' sent'],
  // "trouxe a encomenda", "recolhi o casaco": bringing a thing back from where it waited is picking it up.
  [/\b(?:trouxe|trouxemos|recolhi|recolhemos)\b/, 'levantei'],
];
/** Participles that are not "-ado"/"-ido", with their verb: "relatório entregue", "a multa já está paga". */
const IRREGULAR_PARTICIPLES: Record<string, string> = {
  entregue: 'entregar',
  entregues: 'entregar',
  pago: 'pagar',
  paga: 'pagar',
  pagos: 'pagar',
  pagas: 'pagar',
  aceite: 'aceitar',
  aceito: 'aceitar',
  impresso: 'imprimir',
  impressa: 'imprimir',
  escrito: 'escrever',
  escrita: 'escrever',
};
/** A thing followed by the word that settles it: "water bill done", "boleto pago", "MOT sorted". */
const SETTLED_AFTER =
  /^(?!.*\b(?:not|nao|ainda|still|is|was|are|were|foi|esta|ta|ficou)\b)(.+?)(?:'s|\s+(?:'s|s))?\s+(?:done|feito|feita|pago|paga|paid|sorted|sorted out|resolvido|resolvida|tratado|tratada|taken care of|dealt with|handled|squared away)$/;

/**
 * A thing, then its verb's participle (a second one may follow: "prendas compradas e embrulhadas"): "passaporte renovado!", "a encomenda já foi levantada",
 * "car washed", "MOT booked" — the task of that verb on that thing is done.
 */
const PARTICIPLE_AFTER =
  /^(?!.*\b(?:not|nao|ainda|still|precisa|need|needs)\b)(.+?)\s+(?:(?:ja\s+)?(?:foi|esta|ta|ficou|is|was|got|has been|have been)\s+)?([a-z]{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas)|[a-z]{3,}ed|entregues?|pag[oa]s?|aceit[eo]|impress[oa]|escrit[oa])(?:\s+(?:e|and)\s+[a-z]{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas|ed))?(?:\s+(?:ao|aos|a|as|para|pro|pra|to|at|with|no|na|em|by)\s+[a-z]+(?:\s+[a-z]+)?)?$/;
/** "fui aos correios levantar a encomenda", "went to the bank to pay it": the going says nothing; the verb after it is the act done. */
const WENT_TO_DO = /\b(?:fui|fomos|went)\b(?=.*\b[a-z]{3,}(?:ar|er|ir)\b|.*\bto\s+(?!(?:the|a|an|my|his|her|our|their|your)\b)[a-z]+)/;
/** A participle opening a clause ("compradas e embrulhadas"), not a noun in "-ado"/"-ida" ("a comida", "o mercado"). */
const PARTICIPLE_FIRST =
  /^((?!(?:nada|tudo|todo|toda|cada|pedido|pedida|ruido|vida|ida|comida|bebida|saida|partida|chegada|entrada|jornada|semana|madrugada|namorada|namorado|mercado|estado|lado|dado|feriado|passado|obrigado|obrigada)\b)[a-z]{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas))(?:\s|$)/;
/** "renovado" → "renovar", "vendida" → "vender": a participle's infinitive, so its verb reads as the task's. */
const infinitive = (participle: string) => IRREGULAR_PARTICIPLES[participle] ?? participle.replace(/(?:ado|ada|ados|adas)$/, 'ar').replace(/(?:ido|ida|idos|idas)$/, 'er');

/** Told as a plan, a need, a slip or a question: not done ("notas" is no "not": whole words only). */
const NOT_DONE =
  /\b(?:couldn't|couldnt|could not|can't|cant|cannot|wasn't able|unable|chumbou|chumbaram|failed|preciso|precisa|precisamos|tenho que|tenho q|tem que|tem q|vou|vamos|vai|devo|need|needs|gotta|have to|has to|will|must|should|still|ainda|nao|not|didn't|didnt|haven't|havent|remind|lembra|lembrar|amanha|tomorrow|forgot|esqueci)\b|\?/;
/** An object said as a pronoun ("signed it", "renewed it online", "paguei ela"): the thing the message named before. */
const PRONOUN_OBJECT = /\b(?:it|them|isso|isto|ele|ela|eles|elas|o mesmo|a mesma)\b/;
/** Handing over what the task makes ("sent steve the deck" closes "build my q3 deck") or paying it ("e-transferred the fee" closes "pay the invoice"): no verb conflict. */
const HANDED_OVER = /\b(?:sent|emailed|submitted|delivered|handed in|turned in|mandei|enviei|entreguei|submeti|transferred|transferi|quitei|paid|paguei|pixei|fiz o pix)\b/;
/**
 * With this many object words in common the task is the one meant whatever the verb: "busquei o
 * RG novo da Bia no Poupatempo" closes "fazer o RG novo da Bia lá no Poupatempo".
 */
const UNMISTAKABLE = 3;
/** Verbs of something arriving or happening, not of doing: they say nothing against the task's verb. */
const ARRIVAL = /\b(?:arrived|came|chegou|chegaram|ficou pronto|ficou pronta|is ready|was approved|approved|aprovad[oa])\b/;

const shares = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) || sameThing(a, b);
/** Two readings of one verb: "order" read as a Portuguese "-er" root and "ordered" as English. */
const sameVerb = (a: string | null, b: string | null): boolean => {
  if (a === null || b === null) return false;
  const [x, y] = [a.replace(/^(?:pt|en):/, ''), b.replace(/^(?:pt|en):/, '')];
  if (FAMILIES.some(f => f.test(x) && f.test(y))) return true;
  return x === y || (x.length >= 3 && y.length >= 3 && (x.startsWith(y) || y.startsWith(x)));
};
/** Verbs of getting a thing, one act in other words: "grab her a gift" is done by "got jess the earrings". */
const ACQUIRE = /^(?:grab|get|got|buy|bought|pick|order|compr|peg|encomend|arranj)/;
/** Taking a thing somewhere is done by leaving it there: "dropped the return off at UPS" returns the package, "deixei o carro pra revisão" took it, "livros entregues na biblioteca" returned them. */
const DELIVER = /^(?:lev|deix|devolv|entreg|drop|return|take|took|leav|left|bring|brought|hand|deliver)/;
/** Ending a contract in other words: "encerrei a assinatura" cancelled it, "quit the gym" too ("the gym closed" is the gym's doing, no verb of the user's). */
const END = /^(?:cancel|encerr|termin|quit|rescind)/;
const FAMILIES = [ACQUIRE, DELIVER, END];

/** Where a to-do takes the user: the words after its "to"/"ao"/"na" ("take the recycling to the tip" → tip). */
function destinationOf(description: string): string[] {
  const m = /\b(?:to|ao|aos|a|as|na|no|nas|nos|pra|pro|para o|para a)\s+(?:(?:the|o|a|os|as)\s+)?([a-z]{3,}(?:\s+[a-z]{3,})?)\s*$/.exec(fold(description));
  return m ? readTaskPhrase(m[1]!).objects : [];
}

/**
 * "paguei aquele imposto, o das, pelo app", "paid that bill, the gas one": a thing named with a
 * demonstrative and then renamed between commas is one thing — the new name joins its clause.
 */
const APPOSITION = /(\b(?:aquel[ea]s?|ess[ea]s?|est[ea]s?|that|this)\b[^,.;!?]*),\s+((?:o|a|os|as|the)\s+[^\s,.;!?]+(?:\s+[^\s,.;!?]+)?)(?=\s*(?:[,.;!?]|$))/g;

/** The open tasks the message says were done, one per clause at most; none when unclear. */
export function tasksDoneIn(message: string, open: OpenTask[]): number[] {
  return readDone(message, open).ids;
}

/**
 * The to-dos a message tells done, and the ones a clause fits equally well (`tied`, the first such
 * clause's): "paguei a conta" with the water and the light bills open closes neither — it asks.
 */
export function readDone(message: string, open: OpenTask[]): {ids: number[]; tied: number[]} {
  if (!open.length) return {ids: [], tied: []};
  const closed = new Set<number>();
  let tied: number[] = [];
  let before: string[] = [];
  let fragment: string[] = [];
  /** Whether the clause that named `before` closed a to-do. */
  let beforeClosed = false;
  // Clauses with the mark that ends them: a question ("ja paguei a luz?") tells nothing done.
  // A colon ends one too: "falei com a Rosa e já ficou tudo acertado: ela vem no sábado" is done, then a plan.
  // A tick after a thing is the thing done: "water bill ✅", "passaporte ✔️".
  const text = SAID_AS.reduce((t, [said, as]) => t.replace(said, as), fold(message).replace(/\s*[✅✔☑✓]\uFE0F?/gu, ' done.')).replace(APPOSITION, '$1 $2');
  // "paguei a luz mas a água ainda não": a contrast opens a clause of its own.
  for (const [clause] of text.replace(/\s+(?:mas|but|porem|only)\s+/g, '; ').matchAll(/(?:[^.!;:?\n,]|:(?=\d))+(?:[.!;?\n]+|:(?!\d)|,\s+|$)/g)) {
    const c = clause.replace(/[.!;:\n,\s]+$/, '').trim();
    // "water bill done", "passaporte feito": a thing, then the word that says it is settled — no verb to read.
    const settledThing = SETTLED_AFTER.exec(c);
    // Only a thing before the participle: "liguei … e já está tudo combinado" is read by its own verb.
    // "óleo trocado e ainda calibraram os pneus": the participle may end the clause's first half.
    const half = c.split(/\s+(?:e|and)\s+/)[0]!;
    // "prendas dos miúdos: compradas e escondidas": a participle opening the clause is said of the thing before it.
    const opening = settledThing ? null : PARTICIPLE_FIRST.exec(c);
    const whole = settledThing || opening ? null : PARTICIPLE_AFTER.exec(c);
    const afterThing = settledThing || opening ? null : (whole ?? PARTICIPLE_AFTER.exec(half));
    /** What says it is done: the clause, or its first half when the participle ends that. */
    const told = afterThing && !whole ? half : c;
    const participle = afterThing && readTaskPhrase(afterThing[1]!).verb === null ? afterThing : opening ? (['', c.slice(opening[0].length), opening[1]!] as unknown as RegExpExecArray) : null;
    // A thing working again, a test passed: the thing is settled, whatever verb the to-do has.
    const settledByState = !settledThing && ((WORKING_AGAIN_WORDS.test(c) && !STILL_BROKEN.test(c)) || PASSED.test(c));
    const own = settledThing
      ? {...readTaskPhrase(`do ${settledThing[1]}`), verb: 'finish', genericVerb: true}
      : settledByState
        ? {...readTaskPhrase(c.replace(WORKING_AGAIN_WORDS, ' ').replace(PASSED, ' ')), verb: 'finish', genericVerb: true}
        : participle
          ? readTaskPhrase(`${infinitive(participle[2]!)} ${participle[1]}`.trim())
          : readTaskPhrase(c.replace(WENT_TO_DO, ''));
    const named = before;
    const namedDone = beforeClosed;
    const topic = fragment;
    if (own.objects.length) {
      before = own.objects;
      beforeClosed = false;
    }
    // "O boleto da escola. Paguei pelo app": a thing said alone is what the next clause did.
    fragment = own.verb === null && own.objects.length > 0 && own.objects.length <= 3 ? own.objects : [];
    if (clause.includes('?')) continue;
    if (c.length < 4 || !(PAST.test(c) || settledThing || settledByState || (participle && own.verb !== null)) || NOT_DONE.test(participle ? told : c) || OTHERS_ACT.test(c)) continue;
    const pronoun = PRONOUN_OBJECT.test(c) && named.length ? named : [];
    // "water bill's taken care of, paid it online": "it" is the thing just closed, never another.
    if (pronoun.length && namedDone) continue;
    const said = pronoun.length || topic.length ? {...own, objects: [...new Set([...own.objects, ...pronoun, ...topic])]} : own;
    const halves = c
      .split(/\s+(?:e|and)\s+/)
      .slice(1)
      .map(h => readTaskPhrase(h).verb);
    if (!said.objects.length && !(said.verb?.startsWith('pt:') && open.some(t => readTaskPhrase(t.description).objects.some(w => shares(said.verb!.slice(3), w))))) continue;
    const arrival = ARRIVAL.test(c) || HANDED_OVER.test(c);
    const scored = open
      .filter(t => !closed.has(t.id))
      .map(t => {
        const task = readTaskPhrase(t.description);
        // "matriculei-a" closes "fazer a matrícula": the verb made of the task's thing is that thing done.
        const root = said.verb?.startsWith('pt:') ? said.verb.slice(3) : null;
        const verbIsThing = root !== null && task.objects.some(w => shares(root, w));
        const shared = said.objects.filter(o => task.objects.some(w => shares(o, w))).length + (verbIsThing ? 1 : 0);
        // "been to the tip with the cardboard" closes "take the recycling to the tip": going to the to-do's place is doing it.
        const reached = said.verb === 'go' && destinationOf(t.description).some(d => said.objects.some(o => shares(o, d)));
        // "fui aos correios e levantei a encomenda": the verb of either half may be the task's.
        const same = sameVerb(said.verb, task.verb) || reached || verbIsThing || halves.some(v => sameVerb(v, task.verb));
        const conflict = !arrival && !said.genericVerb && !task.genericVerb && said.verb !== null && task.verb !== null && !same;
        // A name alone is no object done ("…e a Priya amou" never closes "ir pra Priya").
        // "resolvido o balcão", "sorted the parking permit": settling a thing lets one object in common name
        // the task; a bare "done" does not ("Mum's x-ray is done" is no "renew Mum's bus pass").
        const settled = said.verb === 'finish';
        const ok = shared >= UNMISTAKABLE || (!conflict && (shared >= 2 || (shared >= 1 && (same || arrival || settled))));
        // The very verb beats one of its kind: "picked up the glasses" is "pick the glasses up" more than "get glasses".
        return {id: t.id, score: ok ? shared + (same ? (said.verb === task.verb ? 1.5 : 1) : 0) : 0};
      })
      .filter(s => s.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored.length && (scored.length === 1 || scored[0]!.score > scored[1]!.score)) {
      closed.add(scored[0]!.id);
      if (own.objects.length) beforeClosed = true;
    }
    // "sent steve the deck" with "build my deck" and "my q3 deck" open: one thing said twice — both close.
    else if (scored.length > 1 && HANDED_OVER.test(c)) {
      const top = scored.filter(s => s.score === scored[0]!.score);
      const things = top.map(s =>
        readTaskPhrase(open.find(t => t.id === s.id)!.description)
          .objects.filter(w => said.objects.some(o => shares(o, w)))
          .sort()
          .join(' '),
      );
      // …only when one is the other said with fewer words: "pagar a conta de água" and "pagar a conta de
      // luz" are two bills, and "paguei aquela conta" names one of them, not both.
      const objectsOf = (id: number) => readTaskPhrase(open.find(t => t.id === id)!.description).objects;
      const within = (a: string[], b: string[]) => a.every(w => b.some(x => shares(w, x)));
      const nested = top.every(a => top.every(b => within(objectsOf(a.id), objectsOf(b.id)) || within(objectsOf(b.id), objectsOf(a.id))));
      if (things.every(t => t === things[0]) && nested) for (const s of top) closed.add(s.id);
      else if (!tied.length) tied = top.map(s => s.id);
    }
  }
  return {ids: [...closed], tied: tied.filter(id => !closed.has(id))};
}
