/**
 * The values `magis people set` accepts, checked before anything is touched: a bad one is a usage
 * error (exit 2) naming what is accepted. Pure.
 */
import {UsageError, showValue} from '../../config/errors.js';
import {relationLabel} from '../../assistant/describe-person.js';
import {RELATION_WORDS} from '../../understanding/kinship.js';
import {fold} from '../../text/words.js';
import type {PersonChanges} from '../../store/people-edit.js';

/** Oldest age we accept: beyond any recorded human lifespan (122), so a typo like 170 is caught. */
const MAX_AGE = 125;

const GENDERS: Record<string, 'female' | 'male'> = {
  female: 'female',
  f: 'female',
  woman: 'female',
  feminino: 'female',
  mulher: 'female',
  fem: 'female',
  male: 'male',
  m: 'male',
  man: 'male',
  masculino: 'male',
  homem: 'male',
  masc: 'male',
};

/** The contract's relation word for what the user typed: "son", "filho", "Sogra", "mother in law". */
export function parseRelation(text: string): string {
  const key = fold(text).trim().replace(/\s+/g, '-');
  if (RELATION_WORDS.has(key)) return key;
  for (const word of RELATION_WORDS) {
    for (const gender of ['female', 'male'] as const) {
      if (fold(relationLabel(word, 'pt', gender)).replace(/\s+/g, '-') === key) return word;
    }
  }
  throw new UsageError(`Unknown relation ${showValue(text)}; use a word like son, daughter, mother, sister-in-law, friend (or filho, mãe, cunhada).`);
}

function parseGender(text: string): 'female' | 'male' {
  const g = GENDERS[fold(text).trim()];
  if (!g) throw new UsageError(`Invalid gender ${showValue(text)}; use female or male.`);
  return g;
}

function parseAge(text: string): number {
  if (!/^\d{1,3}$/.test(text.trim()) || Number(text) > MAX_AGE) throw new UsageError(`Invalid age ${showValue(text)}; use a whole number from 0 to ${MAX_AGE}.`);
  return Number(text);
}

/** YYYY-MM-DD, or MM-DD / --MM-DD when the year is unknown (stored as vCard writes it: --MM-DD). */
export function parseBirthday(text: string, today: string): string {
  const t = text.trim();
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const partial = /^(?:--)?(\d{2})-(\d{2})$/.exec(t);
  const bad = () => new UsageError(`Invalid birthday ${showValue(text)}; use YYYY-MM-DD, or MM-DD when the year is unknown.`);
  if (full) {
    const [y, m, d] = [Number(full[1]), Number(full[2]), Number(full[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || t > today) throw bad();
    return t;
  }
  if (partial) {
    const [m, d] = [Number(partial[1]), Number(partial[2])];
    // 2000 is a leap year, so --02-29 is a valid birthday.
    const date = new Date(Date.UTC(2000, m - 1, d));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw bad();
    return `--${partial[1]}-${partial[2]}`;
  }
  throw bad();
}

/** A person's name as given: something a name key can be made of. */
export function parseName(text: string): string {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!/[\p{L}\p{N}]/u.test(name) || name.length > 80) throw new UsageError(`Invalid name ${showValue(text)}; give the person's name.`);
  return name;
}

/** All of `people set`'s flags, validated together so nothing changes when one is wrong. */
export function parseChanges(flags: {name?: string; relation?: string; age?: string; gender?: string; birthday?: string}, today: string): PersonChanges {
  return {
    name: flags.name !== undefined ? parseName(flags.name) : undefined,
    relation: flags.relation !== undefined ? parseRelation(flags.relation) : undefined,
    age: flags.age !== undefined ? parseAge(flags.age) : undefined,
    gender: flags.gender !== undefined ? parseGender(flags.gender) : undefined,
    birthday: flags.birthday !== undefined ? parseBirthday(flags.birthday, today) : undefined,
  };
}
