/**
 * The message read in the light of the conversation, when no move answered it: a name for someone
 * known only by kinship ("o nome dela é Clara"), the answer to "Quem é Bento?" bound to Bento ("é meu
 * sobrinho" → "Bento é meu sobrinho"), "marquei pra quinta" booking the checkup just needed, and
 * pronouns and lower-case known names resolved ("a rita" → "a Rita").
 */
import {findPerson} from '../../store/learn.js';
import {petNames} from '../../store/pets.js';
import {knownPeopleNames, mayDropNotAPerson, previousUserMessage, type RecentPersonRow} from '../../store/dialogue-state.js';
import {knownPeople} from '../../store/world-items.js';
import {namedIn} from '../../understanding/people-of.js';
import type {Step} from '../../domain/plan.js';
import {bindAnswer, parseNaming, saysNotAPerson} from '../../understanding/correction.js';
import {mention, personForPronoun, resolveDative, resolveDroppedSubject, resolveClitic, resolveObjectPronoun, resolveOpeningPronoun} from '../../understanding/coreference.js';
import {lowerCaseKey, renameWhereNamesStand} from '../../understanding/replies.js';
import {fold, tokenize} from '../../text/words.js';
import {say} from '../phrasing.js';
import {type Focus, resolveInMessage} from '../world/antecedent.js';
import {visitHolderFirst} from '../world/visit-holder.js';
import {localDay} from '../../time/day.js';
import {answered, type Ctx, openQuestion, type Stage, step} from './context.js';

/**
 * `rest` is the message without its correction lead; `corrects` says whether it had one ("não, é
 * minha cunhada" is about whom we were just speaking of). `answering` is false after a move on a
 * booking: such a message answers no question the assistant left open.
 */
export function conversationText(ctx: Ctx, rest: string, corrects: boolean, answering: boolean): Stage {
  const db = ctx.store.db;
  const lang = ctx.lang;
  const link: number[] = [];
  const steps: Step[] = [];
  let text = rest;
  const naming = parseNaming(rest);
  if (naming) {
    const person = personForPronoun(naming.gender, ctx.recent);
    if (person?.unnamed) {
      // Someone already known by that name is the same person: the two records become one.
      const known = findPerson(db, naming.name);
      const id = known && known.id !== person.id ? known.id : person.id;
      steps.push(step('naming', {op: 'name-person', id: person.id, name: naming.name}));
      link.push(id);
      const rename = (p: RecentPersonRow) => (p.id === person.id ? {...p, id, name: naming.name, unnamed: false} : p);
      ctx.recent = ctx.recent.map(rename);
      if (!naming.rest) {
        const yours = say(lang, `${person.gender === 'female' ? 'sua' : 'seu'} ${person.name}`, `your ${person.name}`);
        return {text: naming.name, reply: say(lang, `Anotado: ${yours} se chama ${naming.name}.`, `Noted: ${yours}'s name is ${naming.name}.`), applied: false, link, steps};
      }
      text = naming.rest;
    }
  }
  const who = answering ? openQuestion(ctx, 'who') : undefined;
  if (who && saysNotAPerson(text)) {
    const record = findPerson(db, who.subject);
    if (record && mayDropNotAPerson(db, record.id)) {
      return answered(
        text,
        say(lang, `Entendi: ${who.subject} não é uma pessoa — tirei da sua lista de pessoas.`, `Got it: ${who.subject} isn't a person — I took it off your people.`),
        [],
        [step('not-a-person', {op: 'not-a-person', id: record.id})],
      );
    }
  }
  if (who) {
    const bound = bindAnswer(text, who.subject, lang);
    if (bound) text = bound;
  } else if (corrects && ctx.recent[0]) {
    // "não, é minha cunhada": the correction is about whom we were just speaking of.
    const bound = bindAnswer(text, mention(ctx.recent[0], lang), lang);
    if (bound) text = bound;
  }
  const known = [...ctx.recent.filter(p => !p.unnamed).map(p => p.name), ...knownPeopleNames(db)];
  // "took him to the pediatrician": a pronoun at a visit is whoever holds that booking now, before whoever was named last.
  const recent = visitHolderFirst(db, text, ctx.recent, localDay(ctx.store.now));
  text = resolveOpeningPronoun(text, recent);
  if (lang === 'pt') text = resolveDroppedSubject(text, ctx.recent, previousUserMessage(db, ctx.conversationId, ctx.messageId, ctx.store.now));
  text = knownNamesCased(text, known);
  // "…a Alice… preciso marcar oftalmo pra ela": a pronoun whose person this message named.
  // The people this message itself names, known or not yet ("my moms name is barbara"), count too.
  const read = namedIn(text, {pets: petNames(db)});
  const named = read.people.map(p => ({name: p.name, gender: p.gender}));
  // "a Mochi (nossa gata) vomitou… marquei vet pra ela": an animal named is whom "ela" may mean.
  const petNamed = read.pets.length > 0;
  // Any capitalised word after the first, or a known name, may be whom "ela" means: then no guess.
  // Understanding's people, not any capital: "Her scan is at Royal Free on Monday" names nobody.
  const namesSomeone = named.length > 0 || petNamed || tokenize(text).some(w => known.some(n => fold(n) === w));
  // "ethan has swim…" then "oh and his dentist is on fri": with nobody named, "his"/"dela" is the focus.
  // "marquei o retorno dele… dona socorro leva": a woman named is no "dele"; someone of that gender (or unknown) is.
  const namesOfGender = (gender: 'female' | 'male') =>
    named.some(p => p.gender === gender || p.gender === null) || petNamed || tokenize(text).some(w => known.some(n => fold(n) === w) && !named.some(p => fold(p.name) === w));
  const focus: Focus = gender => {
    const p = namesOfGender(gender) ? null : personForPronoun(gender, recent);
    return p ? {words: mention(p, lang), unnamed: !!p.unnamed, gender: p.gender} : null;
  };
  text = resolveInMessage(text, [...ctx.recent, ...knownPeople(db), ...named], focus);
  text = resolveObjectPronoun(text, recent, namesSomeone);
  if (lang === 'pt') text = resolveDative(resolveClitic(text, recent, namesSomeone), recent, namesSomeone);
  return {text, applied: false, link, steps};
}

/** Known people typed in lower case ("a rita") are written as the store knows them ("a Rita"), so understanding sees a name. */
export function knownNamesCased(text: string, names: string[]): string {
  const byKey = new Map<string, string>();
  for (const n of names) {
    const k = lowerCaseKey(n);
    if (k !== null) byKey.set(k, n);
  }
  if (!byKey.size) return text;
  // Only where a name stands — "a rita", "pro joao", "grace's", never "a blusa rosa" — and only a word typed in lower case.
  return renameWhereNamesStand(text, w => (w === w.toLowerCase() ? (byKey.get(fold(w)) ?? null) : null));
}
