/**
 * A name's grammatical gender by its Portuguese ending, for the few records that store none (a
 * pet: "a Frida", "o Thor"): -a after a consonant, -ia, -ea, -ua and -inha are feminine; -o and
 * -inho masculine; anything else unknown. Pure and tiny: cron's reminders load it.
 */
export type Gender = 'female' | 'male' | null;

export function genderByEnding(name: string): Gender {
  const first = (name.trim().split(/\s+/)[0] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (first.length < 3) return null;
  if (/(?:[^aeiou]a|ia|ea|ua)$/.test(first)) return 'female';
  if (/o$/.test(first)) return 'male';
  return null;
}

/** Portuguese nouns in -a that are masculine: the Greek -ma words and a few more ("o dia", "o problema"). */
const MASCULINE_IN_A = new Set(['dia', 'mapa', 'planeta', 'problema', 'programa', 'tema', 'sistema', 'cinema', 'clima', 'drama', 'pijama', 'idioma', 'telefonema', 'esquema', 'poema']);

/**
 * A Portuguese common noun's gender by its ending, for words said after an article Magis writes
 * ("o próximo aniversário", "a próxima natação"): -a, -ção/-são/-ião, -gem, -dade/-tude, -ise/-ese
 * and -ie are feminine ("aula", "reunião", "viagem", "análise", "série"); everything else —
 * -o, -or, -ário, a consonant, a borrowed word ("Pilates", "show") — masculine, as Portuguese
 * gives a new word. Accents are ignored.
 */
export function nounGender(word: string): 'female' | 'male' {
  const w = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (MASCULINE_IN_A.has(w)) return 'male';
  return /(?:a|as|[cs]ao|iao|gem|dade|tude|ise|ese|ie)$/.test(w) ? 'female' : 'male';
}
