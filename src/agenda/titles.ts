/**
 * The titles the agenda writes itself, in the user's language: a birthday, a checkup. Pure.
 */
import type {Language} from '../domain/types.js';
import {kindWords} from '../reminders/kind-words.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A person as a title names them: "Lourdes", or "sua mãe" / "your mom" when only kinship is known. */
function who(p: {person: string; gender: 'female' | 'male' | null; unnamed: boolean}): {pt: string; en: string} {
  if (!p.unnamed) {
    const name = cap(p.person);
    return {pt: `${p.gender === 'male' ? 'do' : p.gender === 'female' ? 'da' : 'de'} ${name}`, en: name.endsWith('s') ? `${name}'` : `${name}'s`};
  }
  const word = p.person.toLowerCase();
  return {pt: `${p.gender === 'male' ? 'do seu' : 'da sua'} ${word}`, en: `your ${word}'s`};
}

/** "Aniversário da Lourdes" / "Lourdes's birthday". */
export function birthdayTitle(p: {person: string; gender: 'female' | 'male' | null; unnamed: boolean}, lang: Language): string {
  const w = who(p);
  return lang === 'pt' ? `Aniversário ${w.pt}` : `${cap(w.en)} birthday`;
}

/** "Dermatologista" / "Dermatologist visit": the person is a field of the item, not of the title. */
export function checkupTitle(kind: string, lang: Language): string {
  return cap(kindWords(kind, lang).noun);
}
