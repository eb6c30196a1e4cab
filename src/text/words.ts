import {stemmer as snowballPt} from '@orama/stemmers/portuguese';
import {porter} from './porter.js';

/**
 * Text normalisation shared by indexing, querying and the offline embedder, so a word is
 * folded the same way everywhere: lower case, accents removed ("Ônibus" ≡ "onibus").
 */

/**
 * Code points below U+0300 (Latin, IPA, spacing modifiers) are never marks; after NFD, the marks of
 * Latin letters are the combining block U+0300–U+036F. Text in those ranges — all Portuguese and
 * English — is folded with plain character classes; only other scripts pay for the Unicode
 * property classes, whose first use compiles tables of ~0.5 ms each (bench/RESULTS.md, start-up).
 */
const LATIN_MARKS = /[\u0300-\u036f]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a range from U+0000 up, control characters included on purpose
const BEYOND_LATIN = /[^\u0000-\u02ff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, control characters included on purpose
const NON_ASCII = /[^\u0000-\u007f]/;

/** Lower case, accents removed, curly apostrophes and accents-as-apostrophes straightened ("Inflação" → "inflacao", "it’s" → "it's"). */
export function fold(text: string): string {
  let s = NON_ASCII.test(text) ? text.normalize('NFD').replace(LATIN_MARKS, '') : text;
  if (BEYOND_LATIN.test(s)) s = s.replace(/\p{M}+/gu, '');
  return s.toLowerCase().replace(/[’‘`´]/g, "'");
}

/** Folded word tokens (letters and digits), in order. */
export function tokenize(text: string): string[] {
  return foldedTokens(fold(text));
}

/** tokenize for text already folded. */
function foldedTokens(folded: string): string[] {
  // For ASCII, \p{L} and \p{N} are exactly A–Z, a–z and 0–9.
  return (NON_ASCII.test(folded) ? folded.match(/[\p{L}\p{N}]+/gu) : folded.match(/[A-Za-z0-9]+/g)) ?? [];
}

const STOP = `a o as os um uma uns umas de do da dos das no na nos nas em e ou que se por para pra pro pros pras com sem
ao aos à às é ser foi era sao são esta está estao estão isso isto esse essa este aquele aquela eu voce você ele ela eles elas
nos nós me te lhe meu minha meus minhas seu sua seus suas teu tua dele dela deles delas mas mais muito muita ja já nao não
sim tambem também como quando onde qual quais quem porque por que o que ate até tem ter tinha vai vou fui
sobre entre pelo pela pelos pelas num numa desde apos após depois antes ainda cada outro outra outros outras tudo nada lá aqui ali
the a an and or but of to in on at for with from by about as is are was were be been being it its this that these those
i you he she we they me him her us them my your his our their what which who whom whose when where why how do does did
have has had will would can could should shall may might must not no yes so than then there here just also very any some
all if into out up down over again more most other such only own same too s t don doesn dont im ive id`;

export const STOPWORDS: ReadonlySet<string> = new Set(STOP.split(/\s+/).map(fold).filter(Boolean));

/** Definite articles, singular and plural, of both languages: what follows one is a noun ("o DAS", "as crianças", "the kids"). */
export const ALL_DEFINITE_ARTICLES: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as', 'the']);

/**
 * One stem per word for index and query alike. English text goes through Porter; Portuguese text
 * through Snowball's Portuguese stemmer (@orama/stemmers), which joins "vacinou"/"vacina" and
 * "consultas"/"consulta" where Porter joined 21 % of such pairs (bench:bilingual, "Portuguese
 * inflection"). Without a language (a query, whose words may be either), the English reading,
 * which also strips the plain "-s" of Portuguese plurals; a query adds its Portuguese stems too
 * (fts-query.ts). Numbers and very short words are kept as they are.
 */
export function stem(token: string): string {
  return stemAs(token, null);
}

/** `stem` in a known language: 'pt' by Snowball, 'en' or null by Porter. */
export function stemAs(token: string, lang: 'pt' | 'en' | null): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  const cache = lang === 'pt' ? ptStems : stems;
  let out = cache.get(token);
  if (out === undefined) {
    // A vocabulary is small next to the text indexed: stemming each distinct word once saves most of ingest's tokenizing time.
    if (cache.size >= STEM_CACHE) cache.clear();
    cache.set(token, (out = lang === 'pt' ? stemPortuguese(token) : stemUncached(token)));
  }
  return out;
}

const STEM_CACHE = 50_000;
const stems = new Map<string, string>();
const ptStems = new Map<string, string>();

/** Portuguese plurals the folded text spells without their accent ("reunioes" → "reuniao"), so both readings meet. */
const ptSingular = (token: string) => (/(oes|aes)$/.test(token) ? token.slice(0, -3) + 'ao' : /ais$/.test(token) ? token.slice(0, -2) + 'l' : /eis$/.test(token) ? token.slice(0, -3) + 'el' : token);

function stemUncached(token: string): string {
  const out = porter(ptSingular(token));
  return out.length >= 2 ? out : token;
}

function stemPortuguese(token: string): string {
  const out = snowballPt(ptSingular(token));
  return out.length >= 2 ? out : token;
}

/**
 * Text for the FTS index: the folded, stemmed words of everything a memory is findable by, in the
 * text's language (Portuguese words by Snowball, English by Porter).
 */
export function indexBody(parts: Array<string | null | undefined>, lang: 'pt' | 'en' | null = null): string {
  return tokenize(parts.filter(Boolean).join(' '))
    .map(w => stemAs(w, lang))
    .join(' ');
}

/** Words the text contains, accent-folded (cheap keyword checks). */
export function foldedWords(text: string): string[] {
  const folded = fold(text);
  return folded.split(NON_ASCII.test(folded) ? /[^\p{L}\p{N}'-]+/u : /[^A-Za-z0-9'-]+/).filter(Boolean);
}

/**
 * Whether a text holds anything a person can read: a letter, digit, symbol (an emoji) or
 * punctuation. Zero-width spaces, joiners, direction marks and control characters alone are not a
 * message (issue 24: such "text" was stored as a memory nobody can see).
 */
export const hasVisibleText = (s: string): boolean => /[\p{L}\p{N}\p{S}\p{P}]/u.test(s);
