/**
 * A person's facts: "quantos anos o joao tem?", "quando é o aniversário da minha mãe?", "qual a
 * relação da Rita comigo?", and people by role: "quem são meus filhos?", "who are my kids?".
 */
import type {Language} from '../../domain/types.js';
import {birthdays, providersOf} from '../../store/checkup-history.js';
import {checkupKindIn} from '../../understanding/checkups.js';
import type {PersonView} from '../../store/learn.js';
import {localDay} from '../../time/day.js';
import {fold, tokenize} from '../../text/words.js';
import {describePerson, relationLabel} from '../describe-person.js';
import type {PersonField} from '../../understanding/intent.js';
import {relativeDay, say} from '../phrasing.js';
import {ofName, personSubject} from './agenda-phrase.js';
import {dayPhrase} from './say-days.js';
import {fromMemory} from './when.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {peopleByRelation, personAsked, personLabel, relationsOf} from './who-words.js';
import {joinList} from '../../text/phrases.js';
import {capitalise, displayName} from '../../text/names.js';
import {subjectOf} from '../../text/phrases.js';
import {addMonths} from '../../time/arithmetic.js';
import {NOT_A_NAME} from './lexicon.js';

/** The name a question asks about when nobody known matches it ("quantos anos o bento tem?" → "bento"). */
function unknownName(text: string): string | null {
  const words = tokenize(text).filter(w => !NOT_A_NAME.has(w) && !relationsOf(w));
  return words.length === 1 ? displayName(words[0]!) : null;
}

/** Asking the age someone will turn: "vai fazer", "fará", "turning", "will be". */
const TURNING = /\b(?:vai fazer|vai completar|fara|completa|turning|turns|will turn|will be|going to be)\b/;

/** The next date of a birthday (YYYY-MM-DD or --MM-DD) on or after today. */
function nextBirthday(birthday: string, now: Date): string {
  const md = birthday.slice(-5);
  const today = localDay(now);
  const thisYear = `${today.slice(0, 4)}-${md}`;
  return thisYear >= today ? thisYear : addMonths(thisYear, 12);
}

function whoIsHe(p: PersonView, lang: Language): string {
  return say(lang, p.gender === 'female' ? 'ela' : 'ele', p.gender === 'female' ? 'she' : p.gender === 'male' ? 'he' : 'they');
}

export function answerPerson(ctx: AnswerContext, field: PersonField, topic: string): Answer {
  const {lang} = ctx;
  const p = personAsked(topic, ctx.people);
  if (!p) {
    const name = unknownName(topic);
    return answer(
      name
        ? say(lang, `Ainda não sei quem é ${name}. Quem é?`, `I don't know who ${name} is yet. Who are they?`)
        : say(lang, 'Não sei de quem você está falando — me diga o nome.', "I'm not sure who you mean — tell me their name."),
      name ? [say(lang, `Quem é ${name}?`, `Who is ${name}?`)] : [],
    );
  }
  const name = displayName(p.name);
  // As the subject of a sentence, with the article reminders use: "A Clara tem 9 anos", "Sua mãe faz 70".
  const who = personSubject(p, lang);
  switch (field) {
    case 'age': {
      // "quantos anos a Bia vai fazer?", "how old is she turning?": the age at the next birthday.
      const b = p.age != null && TURNING.test(fold(topic)) ? birthdays(ctx.db).get(p.id) : undefined;
      if (b && p.age != null) {
        const next = nextBirthday(b, ctx.now);
        const turns = next === localDay(ctx.now) ? p.age : p.age + 1;
        const day = dayPhrase(next, ctx.now, lang);
        return answer(say(lang, `${capitalise(who)} faz ${turns} anos ${day}.`, `${capitalise(who)} turns ${turns} ${day}.`));
      }
      if (p.age != null) return answer(say(lang, `${capitalise(who)} tem ${p.age} anos.`, `${capitalise(who)} is ${p.age}.`));
      return answer(
        say(lang, `Ainda não sei quantos anos ${who} tem. Quantos anos ${whoIsHe(p, lang)} tem?`, `I don't know how old ${who} is yet. How old ${p.gender ? `is ${whoIsHe(p, lang)}` : 'are they'}?`),
        [say(lang, `Quantos anos ${who} tem?`, `How old is ${who}?`)],
      );
    }
    case 'birthday': {
      const b = birthdays(ctx.db).get(p.id);
      if (!b) return answer(say(lang, `Ainda não sei quando é o aniversário ${ofName(p.name, ctx.people)} ${name}. Quando é?`, `I don't know ${name}'s birthday yet. When is it?`));
      const next = nextBirthday(b, ctx.now);
      const day = dayPhrase(next, ctx.now, lang);
      const distance = day.includes('(') ? ` — ${relativeDay(next, ctx.now, lang)}` : '';
      return answer(say(lang, `O aniversário ${ofName(p.name, ctx.people)} ${name} é ${day}${distance}.`, `${name}'s birthday is ${day}${distance}.`));
    }
    default: {
      const rel = p.relation ? relationLabel(p.relation, lang, p.gender) : null;
      const facts = describePerson(p, lang);
      if (!rel) return answer(say(lang, `${name}: ${facts}. Qual é a relação ${p.gender === 'female' ? 'dela' : 'dele'} com você?`, `${name}: ${facts}. How are they related to you?`));
      const rest = facts.split(', ').filter(f => f !== rel);
      const tail = rest.length ? `, ${rest.join(', ')}` : '';
      return answer(say(lang, `${capitalise(subjectOf({name, gender: p.gender}, lang))} é ${p.gender === 'female' ? 'sua' : 'seu'} ${rel}${tail}.`, `${name} is your ${rel}${tail}.`));
    }
  }
}

/** "quem são meus filhos?" / "qual o nome da pediatra das crianças?": people by the role they have. */
export function answerRole(ctx: AnswerContext, topic: string): Answer {
  const {lang} = ctx;
  const found = peopleByRelation(topic, ctx.people);
  const asksRelation = tokenize(topic).some(w => relationsOf(w));
  if (found.length) {
    const parts = found.map(p => {
      const rel = p.relation ? relationLabel(p.relation, lang, p.gender) : null;
      const label = personLabel(p, lang, rel);
      const bits = [label === displayName(p.name) ? rel : null, p.age != null ? say(lang, `${p.age} anos`, String(p.age)) : null].filter(Boolean);
      return `${label}${bits.length ? ` (${bits.join(', ')})` : ''}`;
    });
    // Said back with the user's own words: "meus filhos" → "Seus filhos: …", "my kids" → "Your kids: …".
    const asked = /^(meus|minhas|meu|minha|my)\s+(\S+)/.exec(fold(topic));
    const owner = asked ? ({meus: 'Seus', minhas: 'Suas', meu: 'Seu', minha: 'Sua', my: 'Your'} as Record<string, string>)[asked[1]!]! : null;
    const head = owner ? `${owner} ${asked![2]}: ` : say(lang, found.length === 1 ? 'É ' : 'São ', '');
    return answer(`${head}${joinList(parts, lang)}.`);
  }
  // "qual o nome da pediatra das crianças?": the provider the checkups of that kind name.
  const kind = checkupKindIn(topic);
  const provider = kind && kind !== 'other' ? providersOf(ctx.db, kind)[0] : undefined;
  if (provider) return answer(say(lang, `É ${displayName(provider)}.`, `It's ${displayName(provider)}.`));
  const memory = fromMemory(ctx, topic);
  if (memory) return memory;
  const word = tokenize(topic).find(w => relationsOf(w)) ?? fold(topic).replace(/^(meus|minhas|meu|minha|my|os|as|o|a)\s+/, '');
  return asksRelation
    ? answer(
        say(
          lang,
          `Ainda não sei quem são ${/^(meus|minhas)\b/.test(fold(topic)) ? fold(topic).split(' ').slice(0, 2).join(' ') : `seus ${word}`} — me conte os nomes.`,
          `I don't know who your ${word} are yet — tell me their names.`,
        ),
      )
    : answer(
        say(
          lang,
          `Ainda não sei isso — me conte ${/^(d[ao]s?|de)\b/.test(word) ? 'o nome' : `o nome ${word.startsWith('a ') ? 'da' : 'de'} ${word}`} e eu guardo.`,
          `I don't know that yet — tell me the name of ${word} and I'll remember.`,
        ),
      );
}
