/**
 * What a plan did, said back in one or two sentences: exactly what changed — and what did not
 * ("Não achei … marcado; não mudei nada"), or the question to ask with numbered choices. The hand
 * edits (`agenda move|cancel`) say their changes with the same words.
 */
import type {Language} from '../../domain/types.js';
import {say} from '../phrasing.js';
import {ruleWords} from '../rule-words.js';
import {clockText} from '../../text/clock.js';
import {capitalise} from '../../text/names.js';
import {sayItem, sayWhen} from '../world/say-item.js';
import {joinList, whose} from '../../text/phrases.js';
import {genderByEnding} from '../../text/gender.js';
import type {PetCareItem} from '../../store/pets.js';
import type {Pending} from '../pending.js';
import type {Outcome} from './apply.js';

const stripArticle = (s: string) => s.replace(/^(?:o|a|the) /, '');

/** "Movi o dentista da Lu para sexta, 04/12, às 10:00." — one sentence per change made. */
/** A subject and its verb's stub left at the front of a thing: "I'm to", "we're", "eu", "nós". */
const SUBJECT_LEFTOVER = /^(?:(?:i'm|im|we're|were|i|we|you're|he's|she's|they're|eu|nós|nos|a gente)\s+)(?:(?:to|ao|à|a|no|na|pro|pra)\s+)?/i;

export function sayOutcome(o: Outcome, lang: Language): string | null {
  switch (o.kind) {
    case 'moved': {
      const what = joinList(
        [o.item, ...(o.together ?? [])].map(i => sayItem(i, lang)),
        lang,
      );
      const when = sayWhen(o.date, o.time, lang);
      if (o.occurrence)
        return say(
          lang,
          `Movi ${what} de ${sayWhen(o.occurrence, null, lang)} para ${when}; as outras continuam como estavam.`,
          `I moved ${what} of ${sayWhen(o.occurrence, null, lang)} to ${when}; the others stay as they were.`,
        );
      // Only the hour of a series changed: said as what it is now, on every day it has.
      if (o.series && o.hourOnly && o.item.rrule && o.time)
        return say(
          lang,
          `Agora ${what} é ${ruleWords(o.item.rrule, 'pt')}, às ${clockText(o.time, 'pt')}.`,
          `${capitalise(what)} is now ${ruleWords(o.item.rrule, 'en')}, at ${clockText(o.time, 'en')}.`,
        );
      return o.series
        ? say(lang, `Movi ${what} para ${weekdayPlural(o.date, lang)}, a partir de ${when}.`, `I moved ${what} to ${weekdayPlural(o.date, lang)}, from ${when}.`)
        : say(lang, `Movi ${what} para ${when}.`, `I moved ${what} to ${when}.`);
    }
    case 'cancelled': {
      const what = joinList(
        [o.item, ...(o.together ?? [])].map(i => sayItem(i, lang)),
        lang,
      );
      if (o.occurrence)
        return say(
          lang,
          `Anotado: ${sayWhen(o.occurrence, null, lang)}, sem ${stripArticle(what)}; as outras continuam.`,
          `Noted: ${capitalise(stripArticle(what))} ${o.together?.length ? 'are' : 'is'} off on ${sayWhen(o.occurrence, null, lang)}; the others stay.`,
        );
      if (o.item.rrule) return say(lang, `Cancelei ${what} — todas as próximas.`, `I cancelled ${what} — every one from now on.`);
      const when = o.item.date ? ` (${sayWhen(o.item.date, null, lang)})` : '';
      if (o.rebook) return say(lang, `Tirei da agenda ${what}${when}; fica como a marcar de novo.`, `I took ${what}${when} off the calendar; it's still to be booked.`);
      return say(lang, `Cancelei ${what}${when}.`, `I cancelled ${what}${when}.`);
    }
    case 'same': {
      const when = o.item.date ? ` (${sayWhen(o.item.date, o.item.time, lang)})` : '';
      return say(lang, `Já estava anotado: ${sayItem(o.item, lang)}${when}.`, `Already noted: ${sayItem(o.item, lang)}${when}.`);
    }
    case 'booked':
      return say(lang, `Marquei ${sayItem(o.item, lang)} para ${sayWhen(o.date, o.time, lang)}.`, `I booked ${sayItem(o.item, lang)} for ${sayWhen(o.date, o.time, lang)}.`);
    case 'happened': {
      const when = o.item.date ? ` (${sayWhen(o.item.date, o.item.time, lang)})` : '';
      return say(lang, `Anotado: ${sayItem(o.item, lang)}${when} já aconteceu.`, `Noted: ${sayItem(o.item, lang)}${when} is done.`);
    }
    case 'owned': {
      const when = o.item.date ? ` (${sayWhen(o.item.date, o.item.time, lang)})` : '';
      const owners = [{name: o.toName, gender: o.toGender, unnamed: o.toUnnamed}, ...(o.also ?? [])];
      // "é do Leo e da Bia", "is Leo's and Bia's": each of them has one now.
      const of = (l: 'pt' | 'en') =>
        joinList(
          owners.map(p => (p.name === 'user' ? (l === 'pt' ? 'seu' : 'yours') : whose(p, l))),
          l,
        );
      return say(lang, `Corrigido: ${stripWhose(sayItem(o.item, lang))}${when} é ${of('pt')}.`, `Fixed: ${stripWhose(sayItem(o.item, 'en'))}${when} is ${of('en')}.`);
    }
    case 'none': {
      // The thing as named, without the subject a negated plan left behind ("I'm to the dentist" → "the dentist").
      const thing = o.said.trim().replace(SUBJECT_LEFTOVER, '').trim();
      const what = thing ? ` “${thing}”` : '';
      // Beside a change made, "I changed nothing" would contradict it: only this part stands as it was.
      if (o.alongside && what) return say(lang, `Não achei${what} na agenda; essa parte ficou como estava.`, `I couldn't find${what} on the agenda, so that part is unchanged.`);
      if (o.op === 'owner')
        return say(lang, `Não achei nada marcado que seja${what} — não mudei de quem é nada.`, `I couldn't find anything booked that matches${what} — I didn't change whose anything is.`);
      return o.op === 'cancel'
        ? say(
            lang,
            `Não achei nada marcado que seja${what || ' o que foi cancelado'} — não cancelei nada.`,
            `I couldn't find anything booked that matches${what || ' what was called off'} — I didn't cancel anything.`,
          )
        : say(lang, `Não achei nada marcado que seja${what || ' o que mudou'} — não mudei nada.`, `I couldn't find anything booked that matches${what || ' what moved'} — I didn't change anything.`);
    }
    case 'pet-care': {
      const what = sayPetCare(o.care, lang);
      if (o.act === 'move') return say(lang, `Movi ${what} para ${sayWhen(o.date!, o.time, lang)}.`, `I moved ${what} to ${sayWhen(o.date!, o.time, lang)}.`);
      const when = o.care.date ? ` (${sayWhen(o.care.date, null, lang)})` : '';
      if (o.act === 'done') return say(lang, `Anotado: ${what}${when} já foi.`, `Noted: ${what}${when} is done.`);
      return o.rebook
        ? say(lang, `Cancelei ${what}${when}; fica por marcar.`, `I cancelled ${what}${when}; it's still to be booked.`)
        : say(lang, `Cancelei ${what}${when}.`, `I cancelled ${what}${when}.`);
    }
    case 'pet-care-ask': {
      const list = o.candidates.map((c, i) => `${i + 1}) ${c.label}`).join('; ');
      return o.act === 'cancel' ? say(lang, `Qual foi cancelado? ${list}`, `Which one was cancelled? ${list}`) : say(lang, `Qual mudou? ${list}`, `Which one moved? ${list}`);
    }
    case 'ask': {
      const list = o.candidates.map((c, i) => `${i + 1}) ${c.label}`).join('; ');
      if (o.op === 'owner') return say(lang, `Qual é ${o.toName === 'user' ? 'seu' : `de ${o.toName}`}? ${list}`, `Which one is ${o.toName === 'user' ? 'yours' : `${o.toName}'s`}? ${list}`);
      return o.op === 'cancel' ? say(lang, `Qual foi cancelado? ${list}`, `Which one was cancelled? ${list}`) : say(lang, `Qual mudou? ${list}`, `Which one moved? ${list}`);
    }
    default:
      return null;
  }
}

/** "às sextas" / "Fridays": the weekday a series moves to. */
function weekdayPlural(date: string, lang: Language): string {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return say(
    lang,
    ['aos domingos', 'às segundas', 'às terças', 'às quartas', 'às quintas', 'às sextas', 'aos sábados'][d]!,
    ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'][d]!,
  );
}

/** The question an "ask" outcome leaves open: the next "a segunda" or "o da Bia" answers it. */
export function pendingOf(o: Outcome): Pending | null {
  if (o.kind !== 'ask') return null;
  return {
    kind: 'which-item',
    op: o.op,
    items: o.candidates.map(c => c.key).filter((k): k is typeof k & {table: 'checkups' | 'events'} => k.table !== 'pet_care'),
    ...(o.op === 'move' && o.date ? {date: o.date} : {}),
    ...(o.op === 'move' && o.time ? {time: o.time} : {}),
    ...(o.op === 'owner' && o.to ? {to: o.to, toName: o.toName ?? ''} : {}),
  };
}

/** "a vacina do Farrusco", "o veterinário da Mel" / "Farrusco's vaccine", "Cooper's vet visit": a pet's care, whose first in English. */
export function sayPetCare(care: Pick<PetCareItem, 'kind' | 'pet' | 'gender'>, lang: Language): string {
  const pet = {name: care.pet, gender: care.gender ?? genderByEnding(care.pet)};
  return care.kind === 'vaccine' ? say(lang, `a vacina ${whose(pet, 'pt')}`, `${whose(pet, 'en')} vaccine`) : say(lang, `o veterinário ${whose(pet, 'pt')}`, `${whose(pet, 'en')} vet visit`);
}

/** "o dentista da Bia" → "o dentista", "Bia's dentist visit" → "the dentist visit": the item without its old owner. */
function stripWhose(phrase: string): string {
  return phrase.replace(/ d(?:[oa]s?|e) .+$/, '').replace(/^(?:your|[^\s]+'s) /, 'the ');
}
