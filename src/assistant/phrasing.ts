// date-fns by function: its index module costs ~0.2 s of start-up on cron and script paths.
import {formatDistanceStrict} from 'date-fns/formatDistanceStrict';
import {enUS} from 'date-fns/locale/en-US';
import {ptBR} from 'date-fns/locale/pt-BR';
import type {Language} from '../domain/types.js';
import {daysBetween} from '../time/arithmetic.js';
import {localDay} from '../time/day.js';
import {dayText} from '../text/phrases.js';

/** "16/11/2026" or "November 16, 2026" (British order: "16 November 2026"). */
export function formatDay(iso: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : localDay(iso);
  // English in full ("April 23, 2026"): a chat reply is a sentence, not a table column.
  return dayText(day, lang, {year: true, long: true});
}

/** "há 5 dias" / "5 days ago", "hoje" / "today", "amanhã" / "tomorrow", "em 3 dias" / "in 3 days". */
export function relativeDay(iso: string, now: Date, lang: Language): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  const days = daysBetween(now, d);
  if (days === 0) return lang === 'pt' ? 'hoje' : 'today';
  if (days === -1) return lang === 'pt' ? 'ontem' : 'yesterday';
  if (days === 1) return lang === 'pt' ? 'amanhã' : 'tomorrow';
  return formatDistanceStrict(d, now, {addSuffix: true, locale: lang === 'pt' ? ptBR : enUS, unit: Math.abs(days) < 45 ? 'day' : Math.abs(days) < 700 ? 'month' : 'year'});
}

/** Picks the sentence in the user's language. */
export const say = (lang: Language, pt: string, en: string) => (lang === 'pt' ? pt : en);

const SPECIES_PT: Record<string, string> = {dog: 'cachorro', cat: 'gato', bird: 'pássaro', rabbit: 'coelho', fish: 'peixe', turtle: 'tartaruga', hamster: 'hamster', horse: 'cavalo'};

/** The Portuguese word for a female of the species, where it has its own ("a Frida" is a "gata", not a "gato"). */
const FEMALE_SPECIES_PT: Record<string, string> = {dog: 'cachorra', cat: 'gata', rabbit: 'coelha', horse: 'égua'};

/** A pet's species as the user's language says it, for its sex ("dog" → "cachorro", a female cat → "gata"). */
export const speciesWord = (species: string, lang: Language, gender: string | null = null) =>
  lang === 'pt' ? ((gender === 'female' ? FEMALE_SPECIES_PT[species] : undefined) ?? SPECIES_PT[species] ?? species) : species;
