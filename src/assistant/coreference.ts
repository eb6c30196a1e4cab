/**
 * "Minha filha Susana tem 16 anos." … "Ela precisa ir no dentista." A message that opens with a
 * pronoun speaks of the person the conversation was just about. Understanding reads one message
 * at a time, so the turn substitutes the name before reading it. Pure.
 */

export interface RecentPerson {
  name: string;
  gender: 'female' | 'male' | null;
}

const OPENING = /^(\s*(?:e|and|mas|but|também|tambem|also)?\s*)(ela|ele|she|he)\b/i;

/**
 * Replaces an opening "ela/ele/she/he" with the most recent person of that gender, when there is
 * exactly one candidate among the last people mentioned (no guess between two).
 */
export function resolveOpeningPronoun(message: string, recent: RecentPerson[]): string {
  const m = OPENING.exec(message);
  if (!m) return message;
  const pronoun = m[2]!.toLowerCase();
  const gender = pronoun === 'ela' || pronoun === 'she' ? 'female' : 'male';
  const latest = recent.find(p => p.gender === gender);
  if (!latest) return message;
  const rivals = recent.slice(0, recent.indexOf(latest) + 3).filter(p => p.gender === gender && p.name !== latest.name);
  if (rivals.length) return message;
  return message.slice(0, m[1]!.length) + latest.name + message.slice(m[0].length);
}
