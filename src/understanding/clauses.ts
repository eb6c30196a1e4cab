/**
 * Clause-level helpers shared by checkups and tasks: segments (clauses split at commas and at
 * conjunctions that start a new verb phrase), first-person detection, and verb cues.
 */
import {isWord, wordSet, type Token} from './text.js';

export interface Segment {
  start: number;
  end: number;
  sentence: number;
}

// Finite verbs and modals that start a new clause after "e"/"and"/"mas".
const VERBISH = wordSet(`
preciso precisa precisam precisamos tenho tem temos têm vou vai vamos vão fui foi fomos foram fiz fez fizemos fizeram levei levou
levamos marquei marcou agendei agendou usa usou estou está esta estava tava sou é era quero quer devo deve deveria posso pode
tomei tomou passei passou voltei voltou liguei ligou comprei comprou paguei pagou consegui conseguiu acho achei gosto gosta odeio
odeia prefiro prefere adoro adora faço faz fazia moro mora trabalho trabalha estuda estudo tive teve comecei começou terminei
terminou nasceu chegou cheguei ficou fiquei esqueci esqueceu lembrei lembrou vem vêm veio vieram chega volta voltou
need needs needed have has had will would should must went go goes took take takes got get gets am is are was were did do does
can could want wants wanted like likes love loves hate hates prefer prefers called call paid pay bought buy booked scheduled
finished started saw see sees made make visited lives live works work also then still
eu i ele ela he she we nós
`);

// Infinitives that start a to-do when a message opens with them ("Comprar pão amanhã").
export const ACTION_VERBS = wordSet(`
comprar ligar pagar enviar mandar entregar terminar responder renovar buscar levar marcar agendar fazer resolver limpar arrumar
lavar consertar trocar devolver cancelar reservar imprimir estudar revisar preparar escrever ler assinar retirar sacar depositar
transferir agendar visitar chamar avisar conversar falar
buy call pay send deliver finish reply answer renew pick book make fix clean wash return cancel reserve print study review prepare
write read sign schedule visit email text submit file update transfer order collect drop grab get apply register renovate ring
confirm arrange organise organize sort post mail
`);
const CONJUNCTIONS = new Set(['e', 'and', 'mas', 'but', 'porque', 'because', 'pois', 'so', 'entao', 'então', 'tambem', 'also', 'then', 'depois']);

// Adverbs between a subject and its verb ("o Pedro também precisa", "Jake still needs").
const SUBJECT_ADVERBS = wordSet(`
também tambem ainda já ja sempre nunca não nao só so agora normalmente geralmente costuma costumam
also still always never just usually often now already not
`);
// Present-tense verbs of routines, beyond VERBISH ("fazem", "goes", "gets", "sees").
const MORE_VERBS = wordSet(`
fazem vão vao toma tomam usa usam anda andam consulta consultam visita visitam
goes gets sees visits takes makes does has needs uses
`);

/** A finite verb (after optional adverbs) at k: the predicate of a subject that ends at k. */
export function startsPredicate(tokens: Token[], k: number): boolean {
  let q = k;
  while (isWord(tokens[q]) && SUBJECT_ADVERBS.has(tokens[q]!.fold)) q++;
  const t = tokens[q];
  if (!isWord(t)) return false;
  const f = t.fold;
  return VERBISH.has(f) || MORE_VERBS.has(f) || CUES.scheduled.has(f) || CUES.done.has(f) || CUES.needed.has(f) || CUES.future.has(f);
}

/**
 * Split each sentence into clauses; `sentences` are [start, end) token ranges. `subjectStarts`
 * (token indexes where a person phrase that is the subject of the next verb begins) also cuts at
 * "e"/"and" before a new subject: "faz exame de sangue a cada 6 meses | e o Pedro precisa tomar
 * vacina" — unless the conjunction joins two subjects ("Minha mãe e meu pai vão").
 */
export function segments(tokens: Token[], sentences: [number, number][], subjectStarts: Set<number> = new Set(), personTokens: Set<number> = new Set(), items?: ItemBounds): Segment[] {
  const out: Segment[] = [];
  sentences.forEach(([a, b], si) => {
    let s = a;
    for (let k = a; k < b; k++) {
      const t = tokens[k]!;
      const next = tokens[k + 1];
      let cut = false;
      if (t.kind === 'punct' && [',', ':', '—', '–', '(', ')'].includes(t.text)) cut = true;
      // "e" / "and" starts a new clause before a finite verb, a negation, or another to-do's infinitive.
      if (isWord(t) && CONJUNCTIONS.has(t.fold) && next && isWord(next) && (VERBISH.has(next.fold) || ACTION_VERBS.has(next.fold) || /^(ja|já|nao|não|not|didn't|don't)$/.test(next.fold))) cut = true;
      if (isWord(t) && ['e', 'and', 'mas', 'but'].includes(t.fold) && k > s && !personTokens.has(k - 1)) {
        const subj = ['o', 'a', 'the'].includes(next?.fold ?? '') ? k + 2 : k + 1;
        if (subjectStarts.has(k + 1) || subjectStarts.has(subj)) cut = true;
        if (items && startsDatedItem(tokens, items, s, k, b)) cut = true;
      }
      if (cut) {
        if (k > s) out.push({start: s, end: k, sentence: si});
        s = k + 1;
      }
    }
    if (b > s) out.push({start: s, end: b, sentence: si});
  });
  return out;
}

/** Where the things a message books start (checkup and event words) and which tokens say when. */
export interface ItemBounds {
  starts: Set<number>;
  when: Set<number>;
}

const ITEM_DETERMINERS = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'the', 'an', 'my', 'meu', 'minha', 'depois', 'then', 'also', 'tambem', 'também']);

/**
 * "call with sarah tomorrow at 3pm | and dentist on friday": after "e"/"and", another checkup or
 * event with its own day or time starts a clause of its own when the clause so far has one too —
 * each keeps its date, time and people. Without a "when" on both sides the two share it
 * ("dentista e oftalmo na sexta").
 */
function startsDatedItem(tokens: Token[], items: ItemBounds, s: number, k: number, b: number): boolean {
  let q = k + 1;
  while (q < b && ITEM_DETERMINERS.has(tokens[q]!.fold)) q++;
  if (!items.starts.has(q)) return false;
  const hasWhen = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (items.when.has(i)) return true;
    return false;
  };
  let end = q + 1;
  while (end < b && !(isWord(tokens[end]) && ['e', 'and'].includes(tokens[end]!.fold))) end++;
  return hasWhen(s, k) && hasWhen(q, end);
}

const FIRST_PERSON = wordSet(`
eu i me preciso tenho vou estou sou quero devo posso fui fiz tive estive levei marquei agendei tomei passei voltei consultei
fomos fizemos levamos marcamos agendamos tomamos temos vamos precisamos devemos acho achei gosto prefiro odeio adoro faço moro
consegui decidi resolvi descobri esqueci comecei terminei paguei liguei comprei enviei mandei entreguei renovei
i'm i've i'll i'd we we're we've
`);

/** A first-person verb or pronoun: "fui", "preciso", "marquei", "I", "we". Preterite "-ei" counts. */
export function isFirstPerson(t: Token | undefined): boolean {
  if (!isWord(t)) return false;
  if (FIRST_PERSON.has(t.fold)) return true;
  return t.fold.length >= 5 && /[^aeiou]ei$/.test(t.fold) && !['lei', 'rei'].includes(t.fold);
}

/** Verb cues that set the status of a checkup; multi-word cues listed as phrases. */
export const CUES = {
  scheduled: wordSet(`
marquei marcou marcamos marcaram agendei agendou agendamos agendaram marcado marcada marcados agendado agendada agendados reservei
remarquei remarcou remarcada remarcado reagendada reagendado reagendei reagendou confirmada confirmado confirmei
booked scheduled rescheduled confirmed
`),
  done: wordSet(`
fui foi fomos foram fiz fez fizemos fizeram levei levou levamos levaram tomei tomou tomamos tomaram passei passou passamos passaram
consultei consultou tive teve tivemos estive esteve estivemos voltei voltou voltamos voltaram realizei realizou vacinei vacinou vacinamos vacinaram correu correram
coloquei colocou colocamos colocaram tirei tirou tiramos tiraram obturou obturaram arrancou arrancaram tratou trataram
replaced fixed pulled extracted removed fitted cleaned
went took had did visited saw completed finished attended brought vaccinated been done
`),
  needed: wordSet(`
preciso precisa precisam precisamos precisava precisando devo deve devemos deveria devia deveriam falta faltando quero quer
pediu pediram solicitou solicitaram requisitou mandou mandaram
need needs needed should must ought overdue due ordered requested
`),
  future: wordSet(`vou vai vamos vão irei irá will gonna going`),
};

/** Multi-word booking cues: "her knee replacement is finally on the calendar", "já tá na agenda". */
export const SCHEDULED_PHRASES = ['on the calendar', 'on the schedule', 'on the books', 'is set for', 'ta na agenda', 'esta na agenda', 'ja ta marcad'];

/** Multi-word needed cues ("tem que", "have to", "está na hora"). */
export const NEEDED_PHRASES = [
  'tem que',
  'tenho que',
  'temos que',
  'tem de',
  'tenho de',
  'têm que',
  'have to',
  'has to',
  'got to',
  'hora de',
  'time for',
  'time to',
  'due for',
  'na hora de',
  'vou marcar',
  'vou agendar',
  'preciso marcar',
  'quero marcar',
  // A booking still to make: "remind me to ring the surgery on Monday to book his blood test".
  'to book',
  'to schedule',
  'pra marcar',
  'para marcar',
  'de marcar',
  'pra agendar',
  'para agendar',
  // A return the doctor asked for is a visit needed from that day, not a booking ("o dentista pediu
  // pra eu voltar daqui seis meses", "the pediatrician wants to see her back in 6 months").
  'pediu pra',
  'pediu para',
  'mandou voltar',
  'quer ver',
  'quer rever',
  'wants to see',
  'want to see',
  'asked me to come back',
  'asked us to come back',
  'asked to see',
  // "the consultant would like him to have some blood tests", "the GP would like to see Dad".
  'would like',
  'would like him to',
  'wants him to',
  'wants her to',
  'want him to',
  'want her to',
  'quer que ele',
  'quer que ela',
];

/** Negations that flip a cue ("não fui", "never went"). */
export const NEGATIONS = wordSet(`não nao nunca never not didn't don't doesn't haven't hasn't nem`);
