/**
 * Reader: familiar kinship without a possessive ("Mom", "a vovó", "a tia Célia", "o primo Jorge",
 * "wife booked the pediatrician", "o exame da mãe").
 */
import {genderOfName, isKnownFirstName} from '../../names.js';
import {isWord} from '../../text.js';
import {ARTICLE_GENDER, ARTICLES, BABY_WORDS, BARE_SPOUSE_WORDS, CLOSE_FAMILY, FAMILIAR_ROLE_BASES, KIN_NOT_VERB, NOT_USERS_BEFORE, OF_THE} from '../lexicon.js';
import type {Phrase} from '../records.js';
import type {PersonRegistry} from '../registry.js';
import {readKin, pastQualifier, readAppositiveNames, verbAt} from '../kin-reader.js';
import {realise} from '../kin-phrase.js';
import {CLEAR_INDEFINITES, OF_WORDS} from '../../lexicon.js';

/** Familiar kinship without a possessive: "Mom", "a vovó", "a tia Célia", "o primo Jorge". */
export function readFamiliar(reg: PersonRegistry, i: number): Phrase | null {
  let k = i;
  const art = ARTICLES.has(reg.w(k)) && !CLEAR_INDEFINITES.has(reg.w(k));
  if (art) k++;
  const prev = reg.w(i - 1);
  // "Her husband Mark" with no "her" in sight is somebody's husband, not the user's.
  if (NOT_USERS_BEFORE.has(prev) && !art) return null;
  const kin = readKin(reg, k);
  if (!kin || kin.start !== k) return null;
  const t = reg.tokens[k]!;
  // "Gran Torino", "Granny Smith": a capitalised kin word before a capitalised word that is no given
  // name (nor an acronym) is part of the name of a thing, not the family's grandmother.
  const after = reg.tokens[kin.end];
  if (t.cap && isWord(after) && after.cap && !after.sentStart && after.text !== after.text.toUpperCase() && !isKnownFirstName(after.text)) {
    let e = kin.end;
    while (reg.tokens[e]?.cap && isWord(reg.tokens[e]) && !reg.tokens[e]!.sentStart) reg.used.add(e++);
    for (let x = i; x < kin.end; x++) reg.used.add(x);
    return {end: e, person: null};
  }
  // "mom has bloodwork", "took grandma to…", "hubby's bday": a familiar kin word needs no
  // possessive or capital, unless it is somebody else's ("dia das mães", "the mom of…").
  const notSomeoneElses = !art && !OF_WORDS.has(prev) && ARTICLE_GENDER[prev] === undefined && prev !== 'the';
  // English chat drops the possessive before a spouse at the start of a sentence: "wife booked
  // the pediatrician", "husband says hi" — the speaker's, when a verb follows.
  const bareSpouse =
    notSomeoneElses &&
    reg.tokens[k]!.sentStart &&
    !reg.tokens[k]!.cap &&
    kin.entry.base === 'spouse' &&
    BARE_SPOUSE_WORDS.has(reg.w(k)) &&
    !KIN_NOT_VERB.has(reg.w(kin.end)) &&
    isWord(reg.tokens[kin.end]);
  const bareFamiliar = (!!kin.entry.familiar || bareSpouse) && notSomeoneElses;
  if (reg.w(kin.end) === "'s" && bareFamiliar) return realise(reg, kin, 'user', null, [], null, i, kin.end);
  // "a mãe dela", "o pai dele": somebody else's, whose the pronoun says.
  if (['dela', 'dele', 'delas', 'deles'].includes(reg.w(kin.end))) return null;
  // "a mãe do Pedro" is somebody else's; "a vizinha do 302, dona Lúcia" is a qualifier before a name.
  if ((OF_WORDS.has(reg.w(kin.end)) && pastQualifier(reg, kin.end) === kin.end) || reg.w(kin.end) === "'s") return null;
  const ap = kin.entry.plural ? {names: [], end: kin.end} : readAppositiveNames(reg, kin.end, kin.entry, kin.entry.gender);
  const n = ap.names[0];
  // "voltamos do pediatra, o theo tá ótimo": a doctor's name after a comma is written with a capital
  // or a title ("o pediatra, Dr. Paulo"); in lower case it is most often the next clause's subject.
  // The apposition is closed by a comma or the end ("o pediatra, Dr. Paulo, disse"): a name the verb follows ("do oftalmo, Jorge vai…") is the next clause's subject.
  const closed = !isWord(reg.tokens[ap.end]) || reg.tokens[ap.end - 1]?.text === ',';
  const doctorNamed = kin.entry.base === 'doctor' && !!n && closed && (!!n.title || reg.tokens.slice(kin.end, ap.end).some(x => x.cap));
  if (n && (kin.entry.base === 'doctor' ? doctorNamed : kin.entry.gender || n.title || genderOfName(n.name))) {
    // "com o marido, o Rodrigo" after "Minha irmã Patrícia": the husband of the sentence's subject.
    const subject = art && !kin.entry.familiar && !FAMILIAR_ROLE_BASES.has(kin.entry.base) ? reg.sentenceSubject(i) : null;
    return markFamiliar(reg, realise(reg, kin, subject ?? 'user', null, [n], null, i, ap.end), !subject && !!kin.entry.familiar);
  }
  if ((kin.entry.familiar && (art || t.cap || bareFamiliar)) || bareSpouse) {
    return markFamiliar(reg, realise(reg, kin, 'user', null, [], null, i, kin.end), !!kin.entry.familiar);
  }
  // "O bebê tem 7 meses", "The baby is teething": the baby with its article as the subject of a
  // sentence, nobody else named before it in the message, is the speaker's.
  if (!n && art && BABY_WORDS.has(reg.w(k)) && reg.tokens[i]!.sentStart && verbAt(reg, kin.end) && !reg.mentions.some(m => m.person !== 'user' && m.start < i)) {
    return realise(reg, kin, 'user', null, [], null, i, kin.end);
  }
  // "marquei o exame da mãe", "a festa do filho": a close relative after "da"/"do" that ends its
  // phrase (no "do Pedro" after it) is the speaker's, as Brazilians say it without "minha".
  if (!n && !art && OF_THE.has(prev) && CLOSE_FAMILY.has(kin.entry.base) && !kin.entry.plural && !OF_WORDS.has(reg.w(kin.end)) && reg.w(kin.end) !== "'s") {
    return realise(reg, kin, 'user', null, [], null, i, kin.end);
  }
  return null;
}

/** Marks the people of a familiar kin phrase ("a vó Marta"): their relation names, it does not re-relate. */
function markFamiliar(reg: PersonRegistry, phrase: Phrase, yes: boolean): Phrase {
  if (yes) for (const id of phrase.group ?? (phrase.person !== null ? [phrase.person] : [])) reg.persons[id]!.familiar = true;
  return phrase;
}
