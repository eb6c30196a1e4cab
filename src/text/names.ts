/**
 * Names as they appear in a sentence. Accents are never invented ("joao" stays without one); we
 * only capitalise what the user typed in lower case ("joao pedro" → "Joao Pedro", "maria da silva"
 * → "Maria da Silva", "maria di souza" → "Maria di Souza"). A name the user wrote with capitals is left
 * exactly as written.
 */

/** Particles that stay lower case inside a Portuguese or English full name. */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'van', 'von', 'del', 'la']);

/** The name ready to start or sit in a sentence ("mãe" → "Mãe" too: it heads a line). */
export function displayName(name: string): string {
  if (/\p{Lu}/u.test(name)) return name;
  return name
    .split(/(\s+|-)/)
    .map((w, i) => (i > 0 && PARTICLES.has(w) ? w : w.charAt(0).toLocaleUpperCase('pt-BR') + w.slice(1)))
    .join('');
}

/**
 * A place as it sits in a sentence: like a name, and a short abbreviation typed in lower case is
 * an abbreviation ("bh" → "BH", "sp" → "SP", "nyc" → "NYC"): two letters, or no vowel at all.
 */
export function placeName(place: string): string {
  if (/\p{Lu}/u.test(place)) return place;
  const words = place.split(/(\s+)/);
  return words
    .map((w, i) => {
      if (i > 0 && PARTICLES.has(w)) return w; // "rio de janeiro"
      return /^\p{L}{2}$/u.test(w) || /^[b-df-hj-np-tv-z]{2,4}$/.test(w) ? w.toLocaleUpperCase('pt-BR') : displayName(w);
    })
    .join('');
}

/** Upper-cases the first letter of a sentence (a name or a kinship word that starts it). */
export function capitalise(sentence: string): string {
  return sentence.charAt(0).toLocaleUpperCase('pt-BR') + sentence.slice(1);
}
