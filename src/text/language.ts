import {foldedWords} from './words.js';
import type {Language} from '../domain/types.js';

// Frequent function words and chat words that only one of the two languages uses.
const PT = new Set(
  (
    'de que nao o os as um uma e com para pra pro minha meu minhas meus no na nos nas do da dos das em eu voce vc ele ela ' +
    'tem esta estou foi fui preciso precisa hoje ontem amanha obrigado obrigada oi ola bom boa dia tudo bem quem qual quanto ' +
    'quando onde como porque tambem mais muito ja ainda vou vai sao sou levei marquei fiz semana mes ano anos filha filho mae pai ' +
    'marido esposa irma irmao avo tio tia consulta kkk kkkk kkkkk rs aqui isso essa esse este esta ao pelo pela lembrar tenho ' +
    'fazer ir vem valeu tchau beleza sim depois antes sempre nunca agora entao mas ou se a gente levou cedo foram vamos ' +
    'consegui comprei pediu ligou disse muito pouco nada coisa casa trabalho dentista pediatra medico ' +
    'tambem aniversario amiga amigo vizinha vizinho sogra sogro cunhada cunhado neto neta prima primo ' +
    // Chat spellings and everyday words of Portuguese chat.
    'q pq hj tb tbm cmg mto blz msm td ta tava niver reuniao prova entrega aula segunda terca quarta quinta sexta sabado domingo ' +
    'marquei amanha semana proxima vo cacula churras galera'
  ).split(' '),
);
const EN = new Set(
  (
    'the and is are my i you to of in on at has have had was were went need needs with for this that it its hi hello hey there ' +
    'an his him her she he they them their our we us be will would going get got take took tomorrow yesterday ' +
    'thanks thank what who when where how why which a an be been will would should can could do does did not no yes my our me ' +
    'we he she his her they their your today yesterday tomorrow week month year years old son daughter mom dad husband wife ' +
    "sister brother took got gets appointment doctor next last ago from by about just also i'm it's what's don't lol haha " +
    'please remind remember morning evening night ' +
    // Chat spellings and everyday words of English chat.
    'due project team call gotta gonna tmrw appt bday every u ur thx pick after dinner lunch party flight flying trip review slides ' +
    'deadline boss kids kid grandma grandpa hubby sis bro monday tuesday wednesday thursday friday saturday sunday thurs wed fri ' +
    // Apostrophes dropped, as chat types them, and the halves a contraction splits into ("isn't" → "isn").
    'whats im ive ill dont cant wont didnt doesnt isnt thats lets theres coming up isn aren wasn weren doesn didn haven hasn couldn wouldn shouldn ' +
    // Everyday words no Portuguese sentence uses.
    'doing anymore any some off out back still yet really well good great now new too very much many being could week weekend tonight ' +
    'work home school called rang moved cancelled canceled booked instead after before then again just'
  ).split(' '),
);

/**
 * Portuguese or English, by counting function words that belong to one language only, with
 * Portuguese diacritics as extra evidence. Ties go to `tie`: Portuguese, the product's first
 * language, unless the caller knows better (the user's own language, for a turn of chat).
 */
export function detectLanguage(text: string, tie: Language = 'pt'): Language {
  let pt = 0;
  let en = 0;
  for (const w of foldedWords(text)) {
    if (PT.has(w)) pt++;
    if (EN.has(w)) en++;
    if (/^k{3,}$/.test(w)) pt++;
  }
  pt += Math.min(3, (text.match(/[ãõçâêôáéíóúà]/gi) ?? []).length) * 0.75;
  return en > pt ? 'en' : pt > en ? 'pt' : tie;
}

/** "pt", "pt_BR.UTF-8", "português", "Portuguese", "en-GB", "inglês" → a Language, or null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  const v = (value ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (!v || v === 'c' || v === 'posix') return null;
  if (/^pt\b|^pt[_-]|^portugu/.test(v)) return 'pt';
  if (/^en\b|^en[_-]|^engl|^ingl/.test(v)) return 'en';
  return null;
}

/**
 * The language of the environment's locale, as POSIX picks the messages' locale: the first of
 * LC_ALL, LC_MESSAGES and LANG that is set; `pt*` is Portuguese and anything else — "C.UTF-8",
 * "POSIX", "de_DE", nothing set at all — English.
 */
export function localeLanguage(env: {LANG?: string; LC_ALL?: string; LC_MESSAGES?: string}): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find(v => v?.trim()) ?? '';
  return /^pt(?:$|[_\-.@])/i.test(locale.trim()) ? 'pt' : 'en';
}

/** How a Portuguese user writes and is answered: Brazilian or European Portuguese. */
export type PtVariety = 'pt-BR' | 'pt-PT';

/** "pt-PT", "pt_BR.UTF-8", "europeu", "Portugal", "brasileiro", "Brazilian" → a variety, or null. */
export function parseVariety(value: string | null | undefined): PtVariety | null {
  const v = (value ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (/^pt[_-]pt\b|^europ|^portugal|^(?:portugues )?(?:europeu|de portugal)/.test(v)) return 'pt-PT';
  if (/^pt[_-]br\b|^bra[sz]il|^(?:portugues )?(?:brasileiro|do brasil)/.test(v)) return 'pt-BR';
  return null;
}

/**
 * The variety the environment's locale names, read as `localeLanguage` reads the language (the first
 * of LC_ALL, LC_MESSAGES and LANG that is set): `pt_PT*` European, `pt_BR*` Brazilian; a locale
 * that names no region ("pt", "C.UTF-8", English) says nothing, and the user's writing decides.
 */
export function localeVariety(env: {LANG?: string; LC_ALL?: string; LC_MESSAGES?: string}): PtVariety | null {
  const locale = ([env.LC_ALL, env.LC_MESSAGES, env.LANG].find(v => v?.trim()) ?? '').trim();
  return /^pt[_-]PT\b/i.test(locale) ? 'pt-PT' : /^pt[_-]BR\b/i.test(locale) ? 'pt-BR' : null;
}

/**
 * A locale the user sets in their profile (`magis profile set locale en-GB`): it stands in for the
 * environment's — the language before the user writes, the Portuguese variety, the order of a
 * numeric date ("3/12" is 3 December but under en-US March 12) and the clock's default.
 */
export type Locale = 'pt-BR' | 'pt-PT' | 'en-US' | 'en-GB';

/** "en-GB", "en_gb", "pt_PT.UTF-8", "en-UK" → a Locale, or null (another language or region). */
export function parseLocale(value: string | null | undefined): Locale | null {
  const m = /^(pt|en)[_-]([a-z]{2})(?:[.@].*)?$/i.exec((value ?? '').trim());
  if (!m) return null;
  const tag = `${m[1]!.toLowerCase()}-${m[2]!.toUpperCase().replace(/^UK$/, 'GB')}`;
  return (['pt-BR', 'pt-PT', 'en-US', 'en-GB'] as const).find(l => l === tag) ?? null;
}

/** The environment as the profile's locale makes it: that locale in LC_ALL, which every reader of the locale takes first. */
export function withLocale<E extends {LANG?: string; LC_ALL?: string}>(env: E, locale: Locale | null): E {
  return locale ? {...env, LC_ALL: `${locale.replace('-', '_')}.UTF-8`} : env;
}
