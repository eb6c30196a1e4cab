/** "onde eu moro?", "qual é o meu nome?", "o que vc sabe sobre mim?": the user's own facts. */
import type {ProfileRecord} from '../../domain/records.js';
import type {Language} from '../../domain/types.js';
import {readProfile} from '../../store/profile.js';
import type {ProfileField} from '../../understanding/intent.js';
import {say} from '../phrasing.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {personLabel} from './who-words.js';
import {placeName, displayName} from '../../text/names.js';
import {relationLabel} from '../describe-person.js';
import {joinList} from '../../text/phrases.js';

/** The profile as sentences' parts: "você se chama Patrícia", "mora em Curitiba", … */
function profileClauses(p: ProfileRecord, lang: Language): string[] {
  const out: string[] = [];
  if (p.name) out.push(say(lang, `se chama ${displayName(p.name)}`, `your name is ${displayName(p.name)}`));
  if (p.city) out.push(say(lang, `mora em ${placeName(p.city)}`, `you live in ${placeName(p.city)}`));
  if (p.occupation) out.push(say(lang, `trabalha como ${p.occupation}`, `you work as ${/^[aeiou]/i.test(p.occupation) ? 'an' : 'a'} ${p.occupation}`));
  if (p.languages.length) out.push(say(lang, `fala ${joinList(p.languages, lang)}`, `you speak ${joinList(p.languages, lang)}`));
  if (p.preferences.length) out.push(say(lang, `prefere ${joinList(p.preferences, lang)}`, `you prefer ${joinList(p.preferences, lang)}`));
  return out;
}

/** The profile as DATA lines for the LLM prompt ("name: Patrícia"). */
export function profileLines(p: ProfileRecord): string[] {
  return [
    p.name && `name: ${p.name}`,
    p.city && `city: ${p.city}`,
    p.occupation && `occupation: ${p.occupation}`,
    p.languages.length && `languages: ${p.languages.join(', ')}`,
    p.preferences.length && `preferences: ${p.preferences.join('; ')}`,
    ...p.facts.map(f => `fact: ${f}`),
  ].filter((l): l is string => typeof l === 'string' && l.length > 0);
}

export function answerProfile(ctx: AnswerContext, field: ProfileField): Answer {
  const {lang} = ctx;
  const p = readProfile(ctx.db);
  switch (field) {
    case 'name':
      return p.name
        ? answer(say(lang, `Seu nome é ${displayName(p.name)}.`, `Your name is ${displayName(p.name)}.`))
        : answer(say(lang, 'Ainda não sei seu nome — como você se chama?', "I don't know your name yet — what should I call you?"), [say(lang, 'Como você se chama?', 'What is your name?')]);
    case 'city':
      return p.city
        ? answer(say(lang, `Você mora em ${placeName(p.city)}.`, `You live in ${placeName(p.city)}.`))
        : answer(say(lang, 'Ainda não sei onde você mora — em que cidade você vive?', "I don't know where you live yet — which city are you in?"));
    case 'occupation':
      return p.occupation
        ? answer(say(lang, `Você trabalha como ${p.occupation}.`, `You work as ${/^[aeiou]/i.test(p.occupation) ? 'an' : 'a'} ${p.occupation}.`))
        : answer(say(lang, 'Ainda não sei com o que você trabalha — me conta?', "I don't know what you do for a living yet — want to tell me?"));
    case 'languages':
      return p.languages.length
        ? answer(say(lang, `Você fala ${joinList(p.languages, lang)}.`, `You speak ${joinList(p.languages, lang)}.`))
        : answer(say(lang, 'Ainda não sei que línguas você fala.', "I don't know which languages you speak yet."));
    case 'preferences':
      return p.preferences.length
        ? answer(say(lang, `Você prefere ${joinList(p.preferences, lang)}.`, `You prefer ${joinList(p.preferences, lang)}.`))
        : answer(say(lang, 'Ainda não sei suas preferências — me conte o que você prefere (dias, horários).', "I don't know your preferences yet — tell me what you prefer (days, times)."));
    case 'all': {
      const clauses = profileClauses(p, lang);
      const people = ctx.people.slice(0, 4).map(x => personLabel(x, lang, x.relation ? relationLabel(x.relation, lang, x.gender) : null));
      const family = people.length
        ? ' ' +
          say(lang, `Também sei de ${joinList(people, lang)}${ctx.people.length > 4 ? ' e outros' : ''}.`, `I also know about ${joinList(people, lang)}${ctx.people.length > 4 ? ' and others' : ''}.`)
        : '';
      if (!clauses.length)
        return answer(
          say(lang, 'Ainda sei pouco sobre você — me conte seu nome, onde mora e com o que trabalha.', 'I know little about you yet — tell me your name, where you live and what you do.') + family,
        );
      const sentence = lang === 'pt' ? `Você ${joinList(clauses, lang)}.` : `${joinList(clauses, lang).replace(/^y/, 'Y')}.`;
      return answer(sentence + family);
    }
  }
}
