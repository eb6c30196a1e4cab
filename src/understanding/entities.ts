/**
 * Places and organisations: a small gazetteer plus context ("Hospital X", "trabalho na X",
 * "went to X"). The tokens they cover are handed to the people finder as "not a person".
 */
import {isKnownFirstName, NON_NAMES, ORG_HEADS, ORGANIZATIONS, PLACE_HEADS, PLACE_TAILS, PLACES, titleOf} from './names.js';
import {CITY_PREPS, TO_THE_PLACE, CLUB_LEADS, CLUBS, HOLIDAYS, INVOCATIONS, NEIGHBOURHOODS, namesOf, PERSON_VERBS_AFTER, SHOPS, SOFTWARE} from './not-people.js';
import {KINSHIP} from './kinship.js';
import {POSS} from './people/lexicon.js';
import {phrasesOf} from './varieties.js';
import {fold, isWord, PhraseLexicon, phraseAt, phraseEndsAt, type Token} from './text.js';
import {capitalise} from '../text/names.js';
import {
  ARTICLES_BEFORE_GRADE,
  CLEAR_INDEFINITES,
  OF_WORDS,
  DEFINITE_ARTICLES,
  TOPIC_PREPS,
  PLACE_ALSO_NAME,
  PLACE_PREPS,
  UNKNOWN_PLACE_PREPS,
  WORK_PREPS,
  SELF_NAME_LEADS,
  GRADES,
  KIN_NOUNS,
  KIND_ADJECTIVES,
} from './lexicon.js';

export interface EntitySpans {
  places: string[];
  organizations: string[];
  /** Token indices covered by a place or organisation. */
  covered: Set<number>;
}

const orgs = new PhraseLexicon<string>();
for (const o of [...ORGANIZATIONS, ...namesOf(CLUBS), ...namesOf(SHOPS), ...namesOf(SOFTWARE)]) orgs.add(o, o);
const places = new PhraseLexicon<string>();
for (const p of [...PLACES, ...namesOf(NEIGHBOURHOODS)]) places.add(p, p);
const holidays = new PhraseLexicon<string>();
for (const h of namesOf(HOLIDAYS)) holidays.add(h, h);
const invocations = new PhraseLexicon<string>();
for (const h of namesOf(INVOCATIONS)) invocations.add(h, h);
/** Places said the way a given name is ("Camden", "Brooklyn", "Maia"): a place only after a preposition of place. */
const PLACE_ALSO_GIVEN_NAME = new Set([...PLACES, ...namesOf(NEIGHBOURHOODS)].filter(p => !p.includes(' ') && isKnownFirstName(p)).map(p => fold(p)));
const clubLeads = phrasesOf(CLUB_LEADS).map(p => p.split(' '));

/** Words that end a company's name: "British Gas", "Direct Line Insurance", "Thames Water". */
const ORG_TAILS = new Set(
  'gas energy electric electricity power water insurance assurance bank building society airways airlines air rail telecom mobile broadband ltd limited inc llc plc corp group motors garage dental vets pharmacy solicitors estates lettings council trust partners'.split(
    ' ',
  ),
);
/** What a brand sells, said after its name: "Oyster card", "Amazon parcel", "Netflix account". */
const PRODUCT_NOUNS = new Set(
  'card cards account app bottle package parcel order subscription membership policy bill voucher delivery box plan contract pass ticket tickets points cartão cartao conta fatura pedido assinatura plano'.split(
    ' ',
  ),
);
/** Words that choose a provider: "went with Aviva", "switched to Octopus", "fui para a Vodafone". */
const PROVIDER_CHOICE: string[][] = [
  ['went', 'with'],
  ['gone', 'with'],
  ['switched', 'to'],
  ['signed', 'up', 'with'],
  ['go', 'with'],
  ['moved', 'to'],
  ['mudei', 'para', 'a'],
  ['mudei', 'para', 'o'],
  ['fui', 'para', 'a'],
  ['fechei', 'com', 'a'],
  ['fechei', 'com', 'o'],
];
/** Services a provider is chosen for. */
const SERVICE_NOUNS = new Set('insurance energy electricity gas broadband internet phone mobile bank mortgage contract policy seguro luz internet operadora banco plano contrato tarifa'.split(' '));
/** Places of business a street name follows: "the imaging place on Camelback", "a clínica na Paulista". */
const BUSINESS_PLACES = new Set('place clinic office surgery centre center store shop branch practice lab clinica loja consultorio laboratorio farmacia pharmacy'.split(' '));
/** Object pronouns written after a verb: "Enganei-me", "Lembra-te". */
const CLITIC_TAILS = new Set('me te se lhe lhes nos vos o a os as lo la los las no na'.split(' '));

const capWord = (t: Token | undefined): t is Token => isWord(t) && t.cap && /^\p{L}/u.test(t.text) && !NON_NAMES.has(t.fold);

/** Capitalised run starting at i (connectors "de/da/do" allowed inside: "Rio de Janeiro", "Banco do Brasil"). */
function capRun(tokens: Token[], i: number): number {
  let k = i;
  while (capWord(tokens[k])) {
    k++;
    if (OF_WORDS.has(tokens[k]?.fold ?? '') && capWord(tokens[k + 1])) k++;
  }
  return k - i;
}

const personVerbsAfter = phrasesOf(PERSON_VERBS_AFTER);

/** Whether a kin word ends right before token i ("o meu filho Vasco", "my daughter Zara"). */
function kinEndsAt(tokens: Token[], i: number): boolean {
  return [1, 2, 3].some(n => KINSHIP.match(tokens, i - n)?.len === n);
}

/**
 * Rule: a club's, shop's or service's one-word name that is also a given name ("Vasco", "Zara",
 * "Tim") is the person wherever the sentence treats it as one — the user has told of someone by
 * that name, a possessive, kin word or title stands before it ("o meu filho Vasco", "our Zara"), a
 * kin apposition follows it ("Vasco, o meu filho,"), or a word of a person's life does ("o Vasco
 * tem dentista", "Zara's got the GP"). Elsewhere it stays the club or the shop ("o Vasco ganhou",
 * "comprei na Zara").
 */
function saidAsPerson(tokens: Token[], i: number, known: ReadonlySet<string>): boolean {
  const t = tokens[i]!;
  if (!isKnownFirstName(t.text)) return false;
  if (known.has(t.fold)) return true;
  const prev = tokens[i - 1]?.fold ?? '';
  if (POSS[prev] !== undefined || titleOf(prev) || kinEndsAt(tokens, i)) return true;
  let k = i + 1;
  if (tokens[k]?.fold === ',') {
    k++;
    if (DEFINITE_ARTICLES.has(tokens[k]?.fold ?? '')) k++;
    if (POSS[tokens[k]?.fold ?? ''] !== undefined) k++;
    if (KINSHIP.match(tokens, k)) return true;
    return false;
  }
  return personVerbsAfter.some(p => phraseAt(tokens, i + 1, p) > 0);
}

/** Find places and organisations in a tokenised message. */
export function findEntities(tokens: Token[], known: ReadonlySet<string> = new Set()): EntitySpans {
  const out: EntitySpans = {places: [], organizations: [], covered: new Set()};
  const cover = (a: number, b: number) => {
    for (let k = a; k < b; k++) out.covered.add(k);
  };
  const addUnique = (list: string[], v: string) => {
    if (!list.some(x => x.toLowerCase() === v.toLowerCase())) list.push(v);
  };
  // A run of n tokens from i is a place or an organisation: kept, covered, and the scan goes on past it.
  const take = (list: string[], i: number, n: number): number => {
    addUnique(
      list,
      tokens
        .slice(i, i + n)
        .map(x => x.text)
        .join(' '),
    );
    cover(i, i + n);
    return i + n - 1;
  };
  const takePlace = (i: number, n: number): number => take(out.places, i, n);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!isWord(t) || out.covered.has(i)) continue;
    const prev = tokens[i - 1]?.fold ?? '';
    // A holiday or a feast ("no Natal", "on Boxing Day", "no São João") is a day, neither a person nor a
    // place; one that is also a town's name is the town after a bare preposition ("em Natal", "to Natal").
    const holiday = t.cap ? holidays.match(tokens, i) : null;
    if (holiday && !(CITY_PREPS.has(prev) && places.match(tokens, i)?.len === holiday.len)) {
      cover(i, i + holiday.len);
      i += holiday.len - 1;
      continue;
    }
    // "Nossa Senhora de Fátima", "Our Lady of Lourdes": an invocation, with the place it is of.
    const invocation = t.cap ? invocations.match(tokens, i) : null;
    if (invocation) {
      let e = i + invocation.len;
      if (OF_WORDS.has(tokens[e]?.fold ?? '') && capWord(tokens[e + 1])) e += 1 + capRun(tokens, e + 1);
      cover(i, e);
      i = e - 1;
      continue;
    }
    // "o jogo do Flamengo", "torço pro Grêmio": after a word of the game, a capitalised name that is
    // no given name is a club.
    if (capWord(t) && !isKnownFirstName(t.text) && clubLeads.some(lead => lead.every((w, d) => tokens[i - lead.length + d]?.fold === w))) {
      const n = capRun(tokens, i);
      i = take(out.organizations, i, n);
      continue;
    }
    // Organisation heads: "Hospital Albert Einstein", "colégio Santa Maria".
    if (ORG_HEADS.has(t.fold)) {
      let k = i + 1;
      if (OF_WORDS.has(tokens[k]?.fold ?? '')) k++;
      const n = capRun(tokens, k);
      if (n > 0) {
        const text = tokens
          .slice(i, k + n)
          .map(x => x.text)
          .join(' ');
        addUnique(out.organizations, capitalise(text));
        cover(i, k + n);
        i = k + n - 1;
        continue;
      }
    }
    // "trabalho na Petrobras", "works at Acme".
    for (const w of WORK_PREPS) {
      const lead = phraseAt(tokens, i, w);
      if (lead) {
        let k = i + lead;
        if (DEFINITE_ARTICLES.has(tokens[k]?.fold ?? '')) k++;
        const n = capRun(tokens, k);
        if (n > 0) take(out.organizations, k, n);
        break;
      }
    }
    if (out.covered.has(i)) continue;
    const o = orgs.match(tokens, i);
    if (o && tokens[i]!.cap && (!tokens[i]!.sentStart || o.len > 1 || o.text.length > 4) && !(o.len === 1 && saidAsPerson(tokens, i, known))) {
      addUnique(out.organizations, o.value);
      cover(i, i + o.len);
      i += o.len - 1;
      continue;
    }
    // "British Gas", "Acme Insurance", "Smith & Sons Ltd": a company by the word that ends its name.
    if (capWord(tokens[i])) {
      const n = capRun(tokens, i);
      const last = tokens[i + n - 1];
      if (n > 1 && last !== undefined && ORG_TAILS.has(last.fold)) {
        i = take(out.organizations, i, n);
        continue;
      }
      // "top up my Oyster card", "the Amazon parcel": a brand before what it sells is no one.
      if (n === 1 && !isKnownFirstName(t.text) && PRODUCT_NOUNS.has(tokens[i + 1]?.fold ?? '')) {
        i = take(out.organizations, i, 1);
        continue;
      }
      // "car insurance sorted, went with Admiral", "mudei a luz para a Endesa": a provider chosen for a
      // service the message names is a company.
      const chose = PROVIDER_CHOICE.some(lead => lead.every((w, d) => tokens[i - lead.length + d]?.fold === w));
      if (chose && tokens.some(x => SERVICE_NOUNS.has(x.fold))) {
        i = take(out.organizations, i, n);
        continue;
      }
      // "the imaging place on Camelback", "a clínica na Paulista": after a place of business, where it is.
      if ((PLACE_PREPS.has(prev) || prev === 'on') && BUSINESS_PLACES.has(tokens[i - 2]?.fold ?? '')) {
        i = takePlace(i, n);
        continue;
      }
    }
    // "Enganei-me", "Físico-Química": a verb with its pronoun, or a compound of words, written with a capital.
    if (t.cap && t.text.includes('-')) {
      const [head, ...rest] = t.fold.split('-');
      if (CLITIC_TAILS.has(rest.at(-1) ?? '') || !isKnownFirstName(head ?? '')) {
        cover(i, i + 1);
        continue;
      }
    }
    // "St James's", "Santa Tereza", "Kirkstall Road", "Roundhay Park": a place by its head or tail word.
    const fold = tokens[i]!.fold;
    if (capWord(tokens[i]) || (PLACE_HEADS.has(fold) && capWord(tokens[i + 1]))) {
      const head = PLACE_HEADS.has(fold) && capWord(tokens[i + 1]);
      const n = head ? 1 + capRun(tokens, i + 1) : capRun(tokens, i);
      const last = tokens[i + n - 1];
      const tail = n > 1 && last !== undefined && PLACE_TAILS.has(last.fold);
      if (head || tail) {
        i = takePlace(i, n);
        continue;
      }
    }
    // "no santa tereza", "at st james's" typed in lower case: after a preposition of place, a saint is a place.
    if (PLACE_HEADS.has(fold) && PLACE_PREPS.has(prev) && isWord(tokens[i + 1]) && /^\p{L}{3,}$/u.test(tokens[i + 1]!.text)) {
      const text = tokens
        .slice(i, i + 2)
        .map(x => x.text)
        .join(' ');
      addUnique(out.places, text.split(' ').map(capitalise).join(' '));
      cover(i, i + 2);
      i += 1;
      continue;
    }
    // "Eu me chamo Ana Beatriz", "my name is Priya Shah": the speaker's own name is no one else.
    if (SELF_NAME_LEADS.some(lead => phraseEndsAt(tokens, i, lead)) && capWord(tokens[i])) {
      const n = capRun(tokens, i);
      cover(i, i + n);
      i += n - 1;
      continue;
    }
    // "a junior architect", "um senior dev": a grade of a job, not Júnior.
    if (GRADES.has(fold) && ARTICLES_BEFORE_GRADE.has(prev) && isWord(tokens[i + 1]) && !tokens[i + 1]!.cap) {
      cover(i, i + 1);
      continue;
    }
    // "proudest dad in the building", "best mom ever": a kin word said of a kind of person, not of one.
    if (KIN_NOUNS.has(fold) && (/^\p{L}{3,}est$/u.test(prev) || KIND_ADJECTIVES.has(prev))) {
      cover(i, i + 1);
      continue;
    }
    // "the drawings for Chapel Allerton", "in Kirkstall Road": after a preposition, a run of two or more
    // capitalised words with no given name among them is a place.
    if (capWord(t) && !t.sentStart && (PLACE_PREPS.has(prev) || TOPIC_PREPS.has(prev)) && !isKnownFirstName(t.text)) {
      const n = capRun(tokens, i);
      if (n >= 2 && !tokens.slice(i, i + n).some(x => isKnownFirstName(x.text))) {
        i = takePlace(i, n);
        continue;
      }
    }
    // "é um Corsa 2012", "um Lego de dinossauro", "an Uber": a thing after an indefinite article, never a person.
    if (CLEAR_INDEFINITES.has(prev) && capWord(tokens[i]) && !tokens[i]!.sentStart) {
      cover(i, i + capRun(tokens, i));
      continue;
    }
    // "the Minster", "the Kirkstall": an English article before a capitalised word that is no first name.
    if (prev === 'the' && capWord(tokens[i]) && !isKnownFirstName(tokens[i]!.text)) {
      const n = capRun(tokens, i);
      i = takePlace(i, n);
      continue;
    }
    const p = places.match(tokens, i);
    if (p && tokens[i]!.cap) {
      const ambiguous = p.len === 1 && (PLACE_ALSO_NAME.has(tokens[i]!.fold) || PLACE_ALSO_GIVEN_NAME.has(tokens[i]!.fold));
      // "vamos ao Porto", "passei pelo Rio": a town said with its article, when it is no given name.
      const articled = TO_THE_PLACE.has(prev) && !PLACE_ALSO_GIVEN_NAME.has(tokens[i]!.fold);
      if (!ambiguous || (PLACE_PREPS.has(prev) && prev !== 'de') || articled) {
        addUnique(out.places, p.value);
        cover(i, i + p.len);
        i += p.len - 1;
        continue;
      }
    }
    // An unknown capitalised word right after "em/in/to/from": a place, unless it is a first name.
    if (capWord(t) && !t.sentStart && UNKNOWN_PLACE_PREPS.has(prev) && !isKnownFirstName(t.text) && t.text !== t.text.toUpperCase()) {
      const n = capRun(tokens, i);
      if (n > 0 && !tokens.slice(i, i + n).some(x => isKnownFirstName(x.text))) {
        i = takePlace(i, n);
      }
    }
  }
  return out;
}
