/**
 * Pronouns whose person the same message names: "a professora da Bia mandou recado… preciso marcar
 * oftalmo pra ela" (Bia), "o Caio ta com dor de ouvido, vou marcar otorrino pra ele" (Caio),
 * "Tyler has practice… his ortho appt is thurs" (Tyler). The pronoun becomes the last person of
 * its gender named before it in the message; none of that gender, and it is left for the
 * conversation's focus (coreference.ts). Pure.
 */
import {genderOfName} from '../../understanding/names.js';
import {FEMALE_PRONOUNS} from './lexicon.js';

type Gender = 'female' | 'male' | null;

/** "pra ela", "levar ele", "for her", "take him"; "dela/dele" after a noun; "her/his" before one; "ela precisa". */
const PRONOUN =
  /\b(?:(?:pra|para|levar|levei|leva|marcar|marquei|for|take|took|taking|bring|get|got|want|wants|wanted|like|asked|told|need|needs|see|grab|buy|bought|give|gave|send|sent|call|text|tell|show|make|made)\s+(ela|ele|her|him)\b|(?:d)(ela|ele)\b|\b(her|his)\s+(?!(?:a|an|the|some|up|out|off|in|to|at|from|with|for|back|home|over)\b)(?=\p{L})|\b(ela|ele|she|he)\s+(?=(?:precisa|tem|vai|é|eh|era|foi|mora|trabalha|vem|needs|has|have|had|got|is|was|lives|works|comes|goes|will)(?!\p{L})))/giu;

/** A capitalised word that may be a person: not the first word of a sentence unless known. */
const NAME = /(?<![\p{L}'])(\p{Lu}[\p{Ll}'’-]+)/gu;

export interface NamedPerson {
  name: string;
  gender: Gender;
}

function genderOf(name: string, known: NamedPerson[]): Gender | undefined {
  const k = known.find(p => p.name.split(/\s+/)[0]!.toLowerCase() === name.toLowerCase());
  // A known person whose gender was never said still has the name's ("Lara").
  return k?.gender ?? genderOfName(name) ?? undefined;
}

/**
 * Who a pronoun means when the message names nobody before it: the conversation's focus ("ethan has
 * swim…" then "oh and his dentist is on fri"), as the words to put in its place — a name, or
 * "my mom" / "minha mãe" for someone known only by kinship — or null for no safe guess.
 */
export type Focus = (gender: 'female' | 'male') => {words: string; unnamed: boolean; gender: Gender} | null;

/** "de minha mãe" is said "da minha mãe"; "de Bia" is said "da Bia" only in some regions, so a name keeps "de". */
function ofPt(who: {words: string; unnamed: boolean; gender: Gender}, capital: boolean): string {
  const of = who.unnamed ? (who.gender === 'male' ? 'do' : 'da') : 'de';
  return `${capital ? of[0]!.toUpperCase() + of.slice(1) : of} ${who.words}`;
}

/** A verb of asking right after a name: that person asks for someone else. */
const ASKER = /^\s+(?:(?:me|nos|us)\s+)?(?:pediu|pediram|pede|asked|asks|wants|quer)\b/i;

/** Replaces pronouns with the person the message itself named before them (by gender), else with the focus. */
export function resolveInMessage(text: string, known: NamedPerson[], focus?: Focus): string {
  return text.replace(PRONOUN, (all, obj?: string, poss?: string, det?: string, subj?: string, offset?: number) => {
    const pronoun = (obj ?? poss ?? det ?? subj ?? '').toLowerCase();
    const gender: Gender = FEMALE_PRONOUNS.has(pronoun) ? 'female' : 'male';
    const before = text.slice(0, offset);
    let found: string | null = null;
    let at = -1;
    // "A Carla quer que eu agende o oculista pra ela": who asks is not whom it is for.
    const asks = (end: number) => ASKER.test(text.slice(end, end + 40));
    for (const m of before.matchAll(NAME)) {
      const name = m[1]!.replace(/['’]s$/, '');
      if (genderOf(name, known) === gender && m.index! > at && !asks(m.index! + m[0].length)) [found, at] = [name, m.index!];
    }
    // Known names typed in lower case ("my sisters name is nora. her scan…") count as well.
    for (const p of known) {
      const first = p.name.split(/\s+/)[0]!;
      if (first.length < 3 || (p.gender ?? genderOfName(first)) !== gender) continue;
      const i = before.toLowerCase().lastIndexOf(first.toLowerCase());
      const edge = (k: number) => k < 0 || k >= before.length || !/\p{L}/u.test(before[k]!);
      if (i > at && edge(i - 1) && edge(i + first.length) && !asks(i + first.length)) [found, at] = [first, i];
    }
    if (!found) {
      const who = focus?.(gender);
      if (!who) return all;
      if (det) return `${who.words}'s `;
      if (poss) return ofPt(who, all.startsWith('D'));
      found = who.words;
    }
    if (det) return `${found}'s `;
    if (poss) return all.startsWith('D') ? `De ${found}` : `de ${found}`;
    return all.slice(0, all.toLowerCase().lastIndexOf(pronoun)) + found + all.slice(all.toLowerCase().lastIndexOf(pronoun) + pronoun.length);
  });
}
