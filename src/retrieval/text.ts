/**
 * Text normalisation shared by indexing, querying and the offline embedder, so a word is
 * folded the same way everywhere: lower case, accents removed ("Ônibus" ≡ "onibus").
 */

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Folded word tokens (letters and digits), in order. */
export function tokenize(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const STOP = `a o as os um uma uns umas de do da dos das no na nos nas em e ou que se por para pra pro pros pras com sem
ao aos à às é ser foi era sao são esta está estao estão isso isto esse essa este aquele aquela eu voce você ele ela eles elas
nos nós me te lhe meu minha meus minhas seu sua seus suas teu tua dele dela deles delas mas mais muito muita ja já nao não
sim tambem também como quando onde qual quais quem porque por que o que ate até tem ter tinha vai vou fui
the a an and or but of to in on at for with from by about as is are was were be been being it its this that these those
i you he she we they me him her us them my your his our their what which who whom whose when where why how do does did
have has had will would can could should shall may might must not no yes so than then there here just also very any some
all if into out up down over again more most other such only own same too s t don doesn dont im ive id`;

export const STOPWORDS: ReadonlySet<string> = new Set(STOP.split(/\s+/).map(fold).filter(Boolean));

/**
 * A light suffix stripper for English and Portuguese plurals and common verb endings. It is
 * deliberately conservative: conflating a few forms ("dentists"→"dentist", "consultas"→"consulta")
 * matters; an aggressive stemmer that merges unrelated words hurts precision more than it helps.
 */
export function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  const rules: Array<[RegExp, string]> = [
    [/ies$/, 'y'],
    [/oes$/, 'ao'],
    [/aes$/, 'ao'],
    [/ais$/, 'al'],
    [/eis$/, 'el'],
    [/(ss)$/, '$1'],
    [/ing$/, ''],
    [/ed$/, ''],
    [/es$/, 'e'],
    [/s$/, ''],
  ];
  for (const [re, rep] of rules) {
    if (re.test(token)) {
      const out = token.replace(re, rep);
      return out.length >= 3 ? out : token;
    }
  }
  return token;
}

/** Content words of a text: folded, stop words removed, stemmed. */
export function contentTerms(text: string): string[] {
  return tokenize(text).filter(t => !STOPWORDS.has(t)).map(stem);
}
