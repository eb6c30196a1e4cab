/** The benchmark's seeded PRNG: the same seed gives the same hostile inputs on every machine. */
export {rng} from '../../src/bench/synthetic.js';

const PIECES = [
  'Minha filha',
  'Susana',
  'dentista',
  'oftalmologista',
  'na terça às 14h',
  'dia 31/02',
  '31/02/2026',
  '2026-02-30',
  'há -3 meses',
  'a cada 0 meses',
  'every 9999999999 months',
  'tem 300 anos',
  'Dr.',
  'dona',
  '"',
  "'",
  '*',
  'AND',
  'OR',
  'NOT',
  'NEAR(',
  ')',
  '(',
  '^',
  ':',
  'content:',
  '-',
  '{',
  '}',
  '[',
  ']',
  '{"content": ',
  '"importance": 11',
  'null',
  '\\',
  '\\u0000',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\t',
  '\u200f',
  'שלום',
  'مرحبا',
  '\u202e',
  '🙂',
  '👨‍👩‍👧‍👦',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ﬁ',
  'ǅ',
  'ÀÉÎÕÜ',
  "'; DROP TABLE memories; --",
  'SELECT * FROM memories',
  '%',
  '_',
  '$1',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: '${x}' is a hostile input, meant literally
  '${x}',
  '<script>',
  'kkkkkk',
  '?',
  '!',
  '...',
  'quando fui no dentista?',
  'Quem é',
  "My brother Tom's son Jake",
  'Emma (12)',
  '0',
  '-1',
  '1e309',
  'NaN',
  '\ud800',
];

/** One random hostile string, up to ~`maxLen` characters. */
export function hostile(r: () => number, maxLen = 400): string {
  const parts: string[] = [];
  const n = 1 + Math.floor(r() * 12);
  for (let i = 0; i < n; i++) {
    const roll = r();
    if (roll < 0.6) parts.push(PIECES[Math.floor(r() * PIECES.length)]!);
    else if (roll < 0.85) parts.push(String.fromCodePoint(...Array.from({length: 1 + Math.floor(r() * 6)}, () => Math.floor(r() * 0x2ffff) % 0xd800)));
    else parts.push(Array.from({length: 1 + Math.floor(r() * 8)}, () => 'abcdefghijklmnopqrstuvwxyzçãé '[Math.floor(r() * 31)]).join(''));
  }
  return parts.join(r() < 0.5 ? ' ' : '').slice(0, maxLen);
}
