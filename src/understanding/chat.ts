/**
 * Chat spellings, read as the words they stand for: "vc" is "você", "hj" is "hoje", "tmrw" is
 * "tomorrow". A token keeps its text as written (names and quotes stay the user's) while its
 * `lower` and `fold` become the word's, so every rule module reads chat like written text.
 */

/** Written form → the word it stands for (lower case, accents as written in full). */
const CHAT: Record<string, string> = {
  // Portuguese
  vc: 'você',
  vcs: 'vocês',
  voce: 'você',
  q: 'que',
  pq: 'porque',
  pq_: 'porque',
  tb: 'também',
  tbm: 'também',
  tmb: 'também',
  hj: 'hoje',
  amanha: 'amanhã',
  cmg: 'comigo',
  ctg: 'contigo',
  mto: 'muito',
  mt: 'muito',
  mta: 'muita',
  mtos: 'muitos',
  mtas: 'muitas',
  blz: 'beleza',
  msm: 'mesmo',
  td: 'tudo',
  tds: 'todos',
  ta: 'tá',
  tava: 'tava',
  to: 'to',
  dps: 'depois',
  agr: 'agora',
  qdo: 'quando',
  qnd: 'quando',
  qndo: 'quando',
  naum: 'não',
  nao: 'não',
  vlw: 'valeu',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigada',
  brigado: 'obrigado',
  brigada: 'obrigada',
  brigadao: 'obrigadão',
  aq: 'aqui',
  tá: 'tá',
  niver: 'aniversário',
  aniver: 'aniversário',
  facul: 'faculdade',
  cacula: 'caçula',
  sab: 'sábado',
  sabado: 'sábado',
  terca: 'terça',
  marco: 'marco',
  proxima: 'próxima',
  proximo: 'próximo',
  semana: 'semana',
  reuniao: 'reunião',
  sessao: 'sessão',
  mae: 'mãe',
  irma: 'irmã',
  irmao: 'irmão',
  // English
  u: 'you',
  ur: 'your',
  r: 'are',
  w: 'with',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2day': 'today',
  tonite: 'tonight',
  appt: 'appointment',
  appts: 'appointments',
  bday: 'birthday',
  b_day: 'birthday',
  thx: 'thanks',
  thnx: 'thanks',
  ty: 'thanks',
  pls: 'please',
  plz: 'please',
  im: "i'm",
  ive: "i've",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  thurs: 'thursday',
  thur: 'thursday',
  thu: 'thursday',
  tues: 'tuesday',
  tue: 'tuesday',
  wed: 'wednesday',
  weds: 'wednesday',
  fri: 'friday',
  mon: 'monday',
  sat: 'saturday',
  sun: 'sunday',
  nxt: 'next',
  wk: 'week',
  hr: 'hour',
  hrs: 'hours',
  mins: 'minutes',
  b4: 'before',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
};
// Forms whose reading needs the neighbours: "sat"/"sun"/"wed" are weekdays only next to a time or
// date word; "to" is Portuguese "tô" only in Portuguese; "mon" only before a time.
const NEEDS_DATE_CONTEXT = new Set(['sat', 'sun', 'wed', 'mon', 'fri', 'thu', 'tue']);
const DATE_NEIGHBOURS = new Set(['at', 'on', 'next', 'this', 'morning', 'night', 'afternoon', 'evening', 'eod', 'by', 'due', 'til', 'until', 'and', ',']);

interface ChatToken {
  text: string;
  lower: string;
  fold: string;
  kind: string;
}

const foldWord = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * Rewrite the readings of chat spellings in place. `vo` is "vó" after a possessive, an article or
 * a preposition ("minha vo", "a vo", "pra vo"), else "vou" ("vo no dentista amanha").
 */
export function readChatSpellings(tokens: ChatToken[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    // Written with its accents, the word is already what it says ("vó", "avô").
    if (t.lower !== t.fold) continue;
    const f = t.fold;
    let word: string | undefined;
    if (f === 'vo') {
      const prev = tokens[i - 1]?.fold ?? '';
      word = ['minha', 'a', 'da', 'na', 'pra', 'para', 'com', 'sua', 'nossa', 'pela', 'tua', 'dona'].includes(prev) ? 'vó' : 'vou';
    } else if (NEEDS_DATE_CONTEXT.has(f)) {
      const near = [tokens[i - 1], tokens[i + 1]].some(x => x && (DATE_NEIGHBOURS.has(x.fold) || x.kind === 'num' || x.kind === 'time' || /^\d/.test(x.fold)));
      if (near) word = CHAT[f];
    } else {
      word = CHAT[f];
    }
    if (!word || word === f) continue;
    t.lower = word;
    t.fold = foldWord(word);
  }
}
