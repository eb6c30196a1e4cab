/**
 * The titles the agenda writes itself, in the user's language: a birthday, a checkup. Pure.
 */
import type {Language} from '../domain/types.js';
import {kindWords} from '../text/kind-words.js';
import {capitalise} from '../text/names.js';
import {whose} from '../text/phrases.js';

/** A person as a title names them: "Lourdes", or "sua mãe" / "your mom" when only kinship is known. */
function who(p: {person: string; gender: 'female' | 'male' | null; unnamed: boolean}): {pt: string; en: string} {
  const person = {name: p.unnamed ? p.person : capitalise(p.person), gender: p.gender, unnamed: p.unnamed};
  return {pt: whose(person, 'pt'), en: whose(person, 'en')};
}

/** "Aniversário da Lourdes" / "Lourdes's birthday". */
export function birthdayTitle(p: {person: string; gender: 'female' | 'male' | null; unnamed: boolean}, lang: Language): string {
  const w = who(p);
  return lang === 'pt' ? `Aniversário ${w.pt}` : `${capitalise(w.en)} birthday`;
}

/** "Dermatologista" / "Dermatologist visit": the person is a field of the item, not of the title. */
export function checkupTitle(kind: string, lang: Language): string {
  return capitalise(kindWords(kind, lang).noun);
}
