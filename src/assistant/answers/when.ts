/**
 * "quando é a consulta da fernanda?" (the next occurrence, from the agenda) and "quando foi a
 * última vez que levei o João no pediatra?" (the last visit, as precise as it was said).
 */
import {format} from 'date-fns/format';
import {enUS} from 'date-fns/locale/en-US';
import {ptBR} from 'date-fns/locale/pt-BR';
import {agendaBetween} from '../../agenda/agenda.js';
import type {AgendaItem} from '../../domain/records.js';
import {bookedPhrase, donePhrase, kindWords, needPhrase} from '../../text/kind-words.js';
import {checkupVisits, type CheckupVisit} from '../../store/checkup-history.js';
import {startOfLocalDay, localDay} from '../../time/day.js';
import {fold, stem, tokenize} from '../../text/words.js';
import {formatDay, relativeDay, say} from '../phrasing.js';
import {passedToday} from './agenda-day.js';
import {itemSubject, itemWhat, personSubject, type Named} from './agenda-phrase.js';
import {atTime, dayPhrase} from './say-days.js';
import {topicTerms} from './topic.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import {PET_NEUTER, PET_VACCINE, PET_VET} from '../../understanding/pets-lexicon.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {personAsked} from './who-words.js';
import type {PersonView} from '../../store/learn.js';
import {capitalise} from '../../text/names.js';
import {addDays} from '../../time/arithmetic.js';
import {listPets, petNames} from '../../store/pets.js';
import {genderByEnding} from '../../text/gender.js';
import {dayText, ofPt, subjectOf} from '../../text/phrases.js';

/** Which of a pet's care a question names: a vaccine ("shot", "vacina", "jab"), the vet or a neutering, or none. */
function petCareAsked(topic: string): 'vaccine' | 'vet' | null {
  const words = tokenize(topic);
  if (words.some(w => PET_VACCINE.has(w))) return 'vaccine';
  return words.some(w => PET_VET.has(w) || PET_NEUTER.has(w)) ? 'vet' : null;
}

/** How far ahead "when is…" looks: a yearly birthday or checkup is within a year. */
const LOOK_AHEAD_DAYS = 366;

/** The next agenda item a question is about: its person, its checkup kind, or its words in the title. */
function nextItemAbout(ctx: AnswerContext, topic: string): AgendaItem | null {
  const person = personAsked(topic, ctx.people);
  const pet = person ? undefined : petNames(ctx.db).find(n => tokenize(topic).includes(fold(n)));
  const kind = checkupKindIn(topic);
  const terms = topicTerms(topic).filter(t => !person || !tokenize(person.name).map(stem).includes(t));
  const items = agendaBetween(ctx.db, {from: localDay(ctx.now), to: localDay(addDays(ctx.now, LOOK_AHEAD_DAYS)), now: ctx.now})
    // Overdue tasks come first in an agenda, but "when is…" asks for what is still ahead.
    .filter(i => i.date >= localDay(ctx.now) && !passedToday(i, ctx.now))
    .filter(i => !person || i.person === person.name)
    // "when is Rex's vet visit?": a pet named asks of the pet's care only, never of someone's checkup.
    .filter(i => !pet || fold(i.person ?? '') === fold(pet) || tokenize(i.title ?? '').includes(fold(pet)));
  // A pet's care asked in any of its words ("Luna's shot", "the vet", "o veterinário"): the pets'
  // bookings, a vaccine first when a vaccine is named — never a person's checkup read as "a visit".
  const care = person ? null : petCareAsked(topic);
  if (care && (pet || care === 'vet')) {
    const cared = items.filter(i => i.id.startsWith('pet-care-'));
    const match = (care === 'vaccine' ? cared.find(i => i.kind === 'vaccine') : undefined) ?? cared[0];
    if (match) return match;
  }
  const byKind = kind ? items.filter(i => i.kind === kind || (kind === 'other' && i.source === 'checkup')) : [];
  if (byKind.length) return byKind[0]!;
  const byWords = terms.length
    ? items.filter(i =>
        tokenize(`${i.title} ${i.kind}`)
          .map(stem)
          .some(t => terms.includes(t)),
      )
    : [];
  if (byWords.length) return byWords[0]!;
  return person && !kind && !terms.length ? (items[0] ?? null) : null;
}

/** The people and the pets an answer may name, each with the gender its articles follow. */
function namedOf(ctx: AnswerContext): Named[] {
  return [...ctx.people, ...listPets(ctx.db).map(p => ({name: p.name, gender: p.gender ?? genderByEnding(p.name), relation: null}))];
}

function nextAnswer(ctx: AnswerContext, item: AgendaItem): Answer {
  const {lang, now} = ctx;
  const named = namedOf(ctx);
  // "A Frida tem vacina…", "Sua mãe tem cardiologista…": whose it is, as reminders say it.
  const who = item.person === 'user' ? null : capitalise(itemSubject(item, lang, named));
  const what = itemWhat(item, lang, named, {omitPerson: true});
  const day = dayPhrase(item.date, now, lang);
  const rel = relativeDay(item.date, now, lang);
  // "amanhã às 14:00", never "amanhã às 14:00 (amanhã)".
  const distance = item.date === localDay(now) || rel === day ? '' : ` (${rel})`;
  const tail = `${day}${atTime(item.time, lang)}${day.includes('(') ? '' : distance}`;
  if (item.source === 'birthday')
    return answer(
      item.person === 'user'
        ? say(lang, `Seu aniversário é ${tail}.`, `Your birthday is ${tail}.`)
        : say(lang, `O ${itemWhat(item, lang, named)} é ${tail}.`, `${capitalise(itemWhat(item, lang, named))} is ${tail}.`),
    );
  return answer(who ? say(lang, `${who} tem ${what} ${tail}.`, `${who} has ${what} ${tail}.`) : say(lang, `Você tem ${what} ${tail}.`, `You have ${what} ${tail}.`));
}

/** "em 12/03/2026 (há 5 dias)", "na semana de 02/03/2026", "em março de 2026". */
export function visitWhen(v: CheckupVisit, now: Date, lang: 'pt' | 'en'): string {
  const day = v.date ?? localDay(v.createdAt);
  if (v.precision === 'week') {
    const label = dayText(day, lang, {year: true});
    return say(lang, `na semana de ${label}`, `the week of ${label}`);
  }
  if (v.precision === 'month') return say(lang, `em ${format(startOfLocalDay(day), "MMMM 'de' yyyy", {locale: ptBR})}`, `in ${format(startOfLocalDay(day), 'MMMM yyyy', {locale: enUS})}`);
  return say(lang, `em ${formatDay(day, lang)} (${relativeDay(day, now, lang)})`, `on ${formatDay(day, lang)} (${relativeDay(day, now, lang)})`);
}

/** The last visit of a kind that already happened (done, or booked for a day now past). */
function lastVisit(ctx: AnswerContext, person: PersonView | null, kind: string): CheckupVisit | null {
  const today = localDay(ctx.now);
  const visits = checkupVisits(ctx.db, person ? person.id : null, kind === 'other' ? undefined : kind).filter(v => v.status === 'done' || (v.status === 'scheduled' && !!v.date && v.date < today));
  return visits.at(-1) ?? null;
}

function lastAnswer(ctx: AnswerContext, person: PersonView | null, asked: string, v: CheckupVisit): Answer {
  // A generic "consulta" is answered with the kind the visit really was.
  const kind = asked === 'other' ? v.kind : asked;
  const who = person ? capitalise(personSubject(person, ctx.lang)) : say(ctx.lang, 'Você', 'You');
  return answer(say(ctx.lang, `${who} ${donePhrase(kind, ctx.lang)} ${visitWhen(v, ctx.now, ctx.lang)}.`, `${who} ${donePhrase(kind, ctx.lang)} ${visitWhen(v, ctx.now, ctx.lang)}.`));
}

/** The best memory that speaks of the topic, said with its date; null when none really matches. */
export function fromMemory(ctx: AnswerContext, query: string, about?: {kind: string | null; person: PersonView | null}): Answer | null {
  // With a checkup kind or a person asked about, only a memory that speaks of them (never Bia's for Pedro).
  const speaksOf = (content: string) => (!about?.kind || about.kind === 'other' || checkupKindIn(content) === about.kind) && (!about?.person || fold(content).includes(fold(about.person.name)));
  const top = ctx.search(query).find(h => speaksOf(h.content));
  if (!top) return null;
  const quoted = top.content.length > 160 ? `${top.content.slice(0, 157)}…` : top.content;
  return answer(
    say(
      ctx.lang,
      `Pelo que você me contou em ${formatDay(top.occurredAt, ctx.lang)} (${relativeDay(top.occurredAt, ctx.now, ctx.lang)}): “${quoted}”`,
      `From what you told me on ${formatDay(top.occurredAt, ctx.lang)} (${relativeDay(top.occurredAt, ctx.now, ctx.lang)}): “${quoted}”`,
    ),
  );
}

/**
 * A pet named and nothing of it ahead on the agenda: its care as kept (the last visit had, a
 * visit still to book), never a person's checkup or an old message that happens to share a word.
 */
function petCareAnswer(ctx: AnswerContext, name: string, tense: 'past' | 'future' | 'any'): Answer {
  const {lang} = ctx;
  const pet = listPets(ctx.db).find(p => fold(p.name) === fold(name));
  // "a Frida", "da Frida", "o Thor": the pet's gender as kept, else as its name says.
  const gender = pet?.gender ?? genderByEnding(name);
  const of = `${ofPt(gender)} ${name}`;
  const subject = subjectOf({name, gender}, 'pt');
  const care = pet?.checkups ?? [];
  const noun = (kind: string) => (kind === 'vaccine' ? say(lang, 'vacina', 'vaccine') : say(lang, 'veterinário', 'vet visit'));
  const had = care.filter(c => c.status === 'done' && c.date).at(-1);
  const due = care.find(c => c.status === 'needed');
  const last = had ? say(lang, `; a última ida foi em ${formatDay(had.date!, lang)}`, `; the last ${noun(had.kind)} was on ${formatDay(had.date!, lang)}`) : '';
  if (tense === 'past') {
    return answer(
      had
        ? say(
            lang,
            `${capitalise(noun(had.kind))} ${of}: em ${formatDay(had.date!, lang)} (${relativeDay(had.date!, ctx.now, lang)}).`,
            `${name}'s last ${noun(had.kind)} was on ${formatDay(had.date!, lang)} (${relativeDay(had.date!, ctx.now, lang)}).`,
          )
        : say(lang, `Não sei quando foi a última ida ${of} ao veterinário. Quando foi?`, `I have no record of ${name}'s last vet visit. When was it?`),
    );
  }
  if (due)
    return answer(
      say(
        lang,
        `Ainda não está marcado: ${subject} precisa de ${noun(due.kind)}${last}. Quando marcar, me diga o dia.`,
        `It isn't booked yet: ${name} needs a ${noun(due.kind)}${last}. Tell me the day once it's booked.`,
      ),
    );
  return answer(say(lang, `Nada marcado para ${subject}${last}. Quando marcar, me diga o dia.`, `Nothing is booked for ${name}${last}. Tell me the day once it's booked.`));
}

/** A when-question: the next occurrence, the last time, or what is known instead. */
export function answerWhen(ctx: AnswerContext, topic: string, tense: 'past' | 'future' | 'any'): Answer {
  const {lang} = ctx;
  const person = personAsked(topic, ctx.people);
  const pet = person ? undefined : petNames(ctx.db).find(n => tokenize(topic).includes(fold(n)));
  // A pet's visit is not a person's checkup: with a pet named, no checkup of the user stands in for it.
  const kind = pet ? null : checkupKindIn(topic);
  if (tense !== 'past') {
    const next = nextItemAbout(ctx, topic);
    if (next) return nextAnswer(ctx, next);
  }
  if (pet) return petCareAnswer(ctx, pet, tense);
  if (kind && tense !== 'future') {
    const v = lastVisit(ctx, person, kind);
    if (v) return lastAnswer(ctx, person, kind, v);
  }
  if (kind && tense === 'future') {
    const needs = checkupVisits(ctx.db, person ? person.id : null, kind).filter(v => v.status === 'needed');
    // "and her next physio session?": the need that visit's words name, with the day it is due from.
    const terms = new Set(topicTerms(topic));
    const need = needs.find(v => v.label && tokenize(v.label).some(w => terms.has(stem(w)))) ?? needs[0];
    const who = person ? personSubject(person, lang) : null;
    if (need) {
      const from = need.date && need.date > localDay(ctx.now) ? say(lang, ` a partir de ${formatDay(need.date, lang)}`, ` from ${formatDay(need.date, lang)}`) : '';
      const line = say(
        lang,
        `Ainda não está marcado: ${who ?? 'você'} precisa ${needPhrase(kind, lang, need.label)}${from}. Quando marcar, me conte o dia.`,
        `It isn't booked yet: ${who ?? 'you'} ${who ? 'needs' : 'need'} ${needPhrase(kind, lang, need.label)}${from}. Tell me the day once it's booked.`,
      );
      return answer(capitalise(line));
    }
  }
  if (kind && tense === 'future') {
    // "when's arjun's next jab?" the day after it: nothing ahead, so the last one, not an old booking message quoted.
    const v = lastVisit(ctx, person, kind);
    if (v) {
      const who = person ? personSubject(person, lang) : null;
      const words = kindWords(v.kind, lang);
      return answer(
        say(
          lang,
          `${capitalise(words.noun)}: nada marcado${who ? ` para ${who}` : ''}; ${words.female ? 'a última' : 'o último'} foi ${visitWhen(v, ctx.now, lang)}.`,
          `${who ? `${capitalise(who)}'s` : 'Your'} next ${words.noun} isn't booked; the last was ${visitWhen(v, ctx.now, lang)}.`,
        ),
      );
    }
  }
  const memory = fromMemory(ctx, topic || ctx.message, {kind, person});
  if (memory) return memory;
  const who = person ? personSubject(person, lang) : null;
  if (kind) {
    return tense === 'future'
      ? answer(
          say(
            lang,
            `Não sei de ${bookedPhrase(kind, lang)}${who ? ` para ${who}` : ''}. Quando for marcado, me diga o dia e a hora.`,
            `I don't have ${who ? `${who}'s ` : 'a '}${kindWords(kind, lang).noun} on the calendar yet. Tell me the day and time once it's booked.`,
          ),
        )
      : answer(say(lang, `Ainda não sei quando ${who ?? 'você'} ${donePhrase(kind, lang)}. Quando foi?`, `I have no record yet of when ${who ?? 'you'} ${donePhrase(kind, lang)}. When was it?`));
  }
  return tense === 'future'
    ? answer(say(lang, 'Não sei quando é isso — me conte a data e eu guardo.', "I don't know when that is — tell me the date and I'll keep it."))
    : answer(say(lang, 'Não sei quando foi isso — me conte e eu guardo a data.', "I don't know when that was — tell me and I'll keep the date."));
}
