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
