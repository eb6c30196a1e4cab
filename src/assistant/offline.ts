import {clockText} from '../text/clock.js';
import {localDay} from '../time/day.js';
import {describePerson, relationLabel} from './describe-person.js';
import {bookedPhrase, donePhrase, needPhrase} from '../text/kind-words.js';
import {listPeople, nameKey, type PersonView} from '../store/learn.js';
import type {Store} from '../store/store.js';
import type {SearchHit} from '../retrieval/search.js';
import type {Extraction, Language} from '../domain/types.js';
import type {Intent} from '../understanding/intent.js';
import {formatDay, relativeDay, say, speciesWord} from './phrasing.js';
import {searchMemories} from '../retrieval/search.js';
import type {Context} from '../domain/types.js';
import {answerQuestion, type AnswerContext} from './answers/index.js';
import {bestMemory} from './answers/recall.js';

import {placeName, displayName} from '../text/names.js';
import {fold} from '../text/words.js';
import {ruleWords} from '../text/rule-words.js';
import {birthdayTitle} from '../agenda/titles.js';
import {joinList, KIN_OF_OTHER, subjectOf} from '../text/phrases.js';
import {capitalise} from '../text/names.js';
import {genderByEnding, nounGender} from '../text/gender.js';

export interface OfflineInput {
  store: Store;
  message: string;
  intent: Intent;
  extraction: Extraction;
  language: Language;
  /** Search hits for the message (already ranked). */
  hits: SearchHit[];
  /** Lines of what is due / open, in the user's language. */
  due: string[];
  /** The assistant's previous message in this conversation (what a "sim" answers). */
  lastAssistant?: string;
  /** The conversation's mode (work mode puts work first). */
  context?: Context;
  /** The message already moved, cancelled or closed something (said before this reply). */
  changedWorld?: boolean;
  /** A day ahead the message says, for telling what was not understood when nothing is learned. */
  daySaid?: string | null;
}

export interface OfflineReply {
  text: string;
  questions: string[];
  /** The reply only says the message was kept: nothing new was learned from it. */
  nothingNew?: boolean;
}

function personFromQuestion(store: Store, name: string): PersonView | undefined {
  const people = listPeople(store.db, store.now);
  const key = nameKey(name.replace(/^(o|a|os|as|the|my|meu|minha)\s+/i, ''));
  const exact = people.find(p => nameKey(p.name) === key || p.aliases.some(a => nameKey(a) === key));
  if (exact) return exact;
  // "Quem é minha sogra?" names a relation, not a person.
  return people.find(p => p.relation && (nameKey(relationLabel(p.relation, 'pt', p.gender)) === key || nameKey(p.relation) === key));
}

function whoIs(input: OfflineInput, name: string): OfflineReply {
  const {store, language: lang} = input;
  const p = personFromQuestion(store, name);
  if (!p) {
    const clean = displayName(name.replace(/^(o|a|the)\s+/i, ''));
    return {
      text: say(lang, `Ainda não sei quem é ${clean}. Quem é?`, `I don't know who ${clean} is yet. Who are they?`),
      questions: [say(lang, `Quem é ${clean}?`, `Who is ${clean}?`)],
    };
  }
  const facts = describePerson(p, lang);
  const rel = p.relation ? relationLabel(p.relation, lang, p.gender) : null;
  const shown = displayName(p.name);
  // "A Bia é sua filha", with the article reminders and answers give her.
  const head = rel ? say(lang, `${capitalise(subjectOf({name: shown, gender: p.gender}, 'pt'))} é ${p.gender === 'female' ? 'sua' : 'seu'} ${rel}`, `${shown} is your ${rel}`) : shown;
  const rest = facts.split(', ').filter(f => f !== rel);
  const text = rest.length ? `${head}${rel ? ', ' : ': '}${rest.join(', ')}.` : `${head}.`;
  const extra = !rel ? ' ' + say(lang, `Qual é a relação ${p.gender === 'female' ? 'dela' : 'dele'} com você?`, `How are they related to you?`) : '';
  return {text: text + extra, questions: rel ? [] : [say(lang, `Quem é ${shown}?`, `Who is ${shown}?`)]};
}

/** One line per checkup/task learned from a statement: "Susana (filha) precisa ir ao oftalmologista". */
function confirmation(x: Extraction, lang: Language, now: Date, daySaid?: string | null, changed = false): {text: string; needs: number; nothingNew: boolean} {
  const parts: string[] = [];
  const named = new Map(x.people.map(p => [p.name, p]));
  const whoLabel = (name: string) => {
    if (name === 'user') return say(lang, 'você', 'you');
    const p = named.get(name);
    if (p?.relation && !p.unnamed) return `${p.name} (${relationLabel(p.relation, lang, p.gender)})`;
    if (p?.unnamed) return KIN_OF_OTHER.test(p.name) ? subjectOf({...p, gender: p.gender ?? undefined}, lang) : say(lang, `${p.gender === 'female' ? 'sua' : 'seu'} ${p.name}`, `your ${p.name}`);
    return name;
  };
  const mentioned = new Set<string>();
  let needs = 0;
  for (const c of x.checkups) {
    mentioned.add(c.person);
    const who = whoLabel(c.person);
    const when = c.date ? ` ${say(lang, 'em', 'on')} ${formatDay(c.date, lang)}${c.time ? ` ${say(lang, 'às', 'at')} ${clockText(c.time, lang)}` : ''}` : '';
    const every = c.everyMonths === 1 ? say(lang, ' (todo mês)', ' (every month)') : c.everyMonths ? say(lang, ` (a cada ${c.everyMonths} meses)`, ` (every ${c.everyMonths} months)`) : '';
    if (c.status === 'needed') {
      needs++;
      // "voltar daqui seis meses": a need from a later day says from when.
      const from = c.date && c.date > localDay(now) ? ` ${say(lang, 'a partir de', 'from')} ${formatDay(c.date, lang)}` : '';
      parts.push(
        say(lang, `${who} precisa ${needPhrase(c.kind, lang, c.label)}${from}${every}`, `${who} ${c.person === 'user' ? 'need' : 'needs'} ${needPhrase(c.kind, lang, c.label)}${from}${every}`),
      );
    } else if (c.status === 'scheduled') {
      parts.push(say(lang, `${who} tem ${bookedPhrase(c.kind, lang, c.label)}${when}${every}`, `${who} ${c.person === 'user' ? 'have' : 'has'} ${bookedPhrase(c.kind, lang, c.label)}${when}${every}`));
    } else {
      parts.push(
        say(lang, `${who} ${donePhrase(c.kind, lang, c.label)}${when || ` ${relativeDay(now.toISOString(), now, lang)}`}${every}`, `${who} ${donePhrase(c.kind, lang, c.label)}${when}${every}`),
      );
    }
  }
  const plans = x.checkups.length + x.events.length + x.tasks.length;
  for (const p of x.people) {
    if (mentioned.has(p.name)) continue;
    // Someone named in a plan is said there, with the relation: "almoço com Pedro (irmão)".
    if (x.events.some(e => (e.with.includes(p.name) || e.person === p.name) && !fold(e.title).includes(fold(p.name)))) continue;
    // "dinner at mom's on sunday": the plan is the news, not that the user has a mother.
    if (p.unnamed && plans) continue;
    // An unnamed relative's name is the relation already: "sua mãe (72 anos)", never "sua mãe (mãe)".
    const bits = [p.relation && !p.unnamed ? relationLabel(p.relation, lang, p.gender) : null, p.age != null ? say(lang, `${p.age} anos`, `${p.age}`) : null].filter(Boolean);
    if (bits.length) parts.push(`${p.unnamed ? say(lang, `${p.gender === 'female' ? 'sua' : 'seu'} ${p.name}`, `your ${p.name}`) : p.name} (${bits.join(', ')})`);
  }
  for (const event of x.events) {
    if (event.status !== 'scheduled' || !event.date) continue;
    // "minha sogra faz 70 anos dia 3": said back as the birthday it is, not "faz 70 anos".
    const owner = named.get(event.person);
    const e = event.kind === 'birthday' && owner ? {...event, title: birthdayTitle({person: owner.name, gender: owner.gender, unnamed: !!owner.unnamed}, lang)} : event;
    // "natação da duda" needs no "(Duda)"; "soccer practice" does: "(Emma, daughter)".
    const whose = named.get(e.person);
    const rel = whose?.relation && !whose.unnamed ? `, ${relationLabel(whose.relation, lang, whose.gender)}` : '';
    const who = e.person !== 'user' && !fold(e.title).includes(fold(e.person)) ? ` (${whose?.unnamed ? whoLabel(e.person) : `${e.person}${rel}`})` : '';
    // "almoço com o Pedro": who takes part, when the title does not say it.
    const others = e.with.filter(n => !fold(e.title).includes(fold(n)));
    const along = others.length ? ` ${say(lang, 'com', 'with')} ${joinList(others.map(whoLabel), lang)}` : '';
    const at = e.time ? ` ${say(lang, 'às', 'at')} ${clockText(e.time, lang)}` : '';
    // A span says its two days; a timed one each day's hour with it ("from Tuesday at 9 am to Wednesday at 5 pm").
    const until = event.endDate && event.endDate > event.date ? ` ${say(lang, 'a', 'to')} ${formatDay(event.endDate, lang)}` : null;
    const untilAt = until && event.endTime ? `${until} ${say(lang, 'às', 'at')} ${clockText(event.endTime, lang)}` : null;
    parts.push(
      e.rrule
        ? `${e.title}${along}${who}, ${ruleWords(e.rrule, lang)}${at} (${say(lang, nextOnPt(e.title), 'next on')} ${formatDay(event.date, lang)})`
        : until
          ? `${e.title}${along}${who} ${say(lang, 'de', 'from')} ${formatDay(event.date, lang)}${untilAt ? `${at}${untilAt}` : `${until}${at}`}`
          : `${e.title}${along}${who} ${say(lang, 'em', 'on')} ${formatDay(event.date, lang)}${at}`,
    );
  }
  // Pets: what they are, and their care with its hour on the user's clock ("Frajola (gato)", "Pipoca: vacina em 14/09/2026 às 10h").
  for (const pet of x.pets ?? []) {
    const care = (pet.care ?? []).map(
      c =>
        `${c.kind === 'vet' ? say(lang, 'veterinário', 'vet') : say(lang, 'vacina', 'vaccine')}${c.status === 'needed' ? say(lang, ' a marcar', ' to book') : c.date ? ` ${say(lang, 'em', 'on')} ${formatDay(c.date, lang)}${c.time ? ` ${say(lang, 'às', 'at')} ${clockText(c.time, lang)}` : ''}` : ''}`,
    );
    if (care.length) parts.push(`${pet.name}: ${care.join(', ')}`);
    // Said for its sex when the message marks it or its name does ("Frida (gata)", "Rex (cachorro)").
    else if (pet.species) parts.push(`${pet.name} (${speciesWord(pet.species, lang, pet.gender ?? genderByEnding(pet.name))})`);
  }
  if (x.user?.city) parts.push(say(lang, `você mora em ${placeName(x.user.city)}`, `you live in ${placeName(x.user.city)}`));
  // "trabalho das 9 às 5 de segunda a sexta": the hours kept, as the profile shows them.
  if (x.user?.workHours) parts.push(say(lang, `seu horário de trabalho é ${x.user.workHours.replace('-', '–')}`, `your work hours are ${x.user.workHours.replace('-', '–')}`));
  if (x.user?.occupation) parts.push(say(lang, `você trabalha como ${x.user.occupation}`, `you work as ${/^[aeiou]/i.test(x.user.occupation) ? 'an' : 'a'} ${x.user.occupation}`));
  for (const pref of x.user?.preferences ?? []) parts.push(say(lang, `você prefere ${pref}`, `you prefer ${pref}`));
  for (const t of x.tasks)
    parts.push(
      t.status === 'done'
        ? say(lang, `feito: ${t.description}`, `done: ${t.description}`)
        : // "Eric has to fly to Chicago": whose it is, said with it.
          say(
            lang,
            `tarefa${t.person ? ` (${t.person})` : ''}: ${t.description}${t.due ? ` até ${formatDay(t.due, lang)}` : ''}`,
            `to do${t.person ? ` (${t.person})` : ''}: ${t.description}${t.due ? ` by ${formatDay(t.due, lang)}` : ''}`,
          ),
    );
  const hello = x.user?.name ? say(lang, `Prazer, ${x.user.name}! `, `Nice to meet you, ${x.user.name}! `) : '';
  // Beside a change made (said before this), nothing learned needs no "kept as a note".
  const noted = parts.length ? `${say(lang, 'Anotado', 'Noted')}: ${parts.map((p, i) => (i === 0 ? capitalise(p) : p)).join('; ')}.` : hello || changed ? '' : keptAsNote(lang, daySaid);
  const text = (hello + noted).trim();
  return {text, needs, nothingNew: !parts.length && !hello};
}

/**
 * A message kept that taught nothing Magis can act on is never a bare "Anotado": it is kept as a
 * note, found when asked about, and the user is told so.
 */
function keptAsNote(lang: Language, day: string | null | undefined): string {
  // A day said with nothing read on it is what was not understood: say so, so the user can put it plainly.
  if (day)
    return say(
      lang,
      `Guardei como nota, mas não entendi o que acontece em ${formatDay(day, lang)} — diga o que é (ex.: “jantar às 20h”) e eu ponho na agenda.`,
      `Kept as a note, but I didn't understand what happens on ${formatDay(day, lang)} — tell me what it is (e.g. “dinner at 8pm”) and I'll put it on the agenda.`,
    );
  return say(lang, 'Guardei como nota.', 'Kept as a note.');
}

/**
 * The offline engine: answers from the store with rules. It confirms what it learned, answers
 * who-is, when-did, what-is-due and search-style questions, asks about unknown people, and says
 * briefly when it cannot answer, showing the closest memories.
 */
export function offlineReply(input: OfflineInput): OfflineReply {
  const {intent, language: lang, extraction: x, store} = input;
  const ctx = answerContext(input);
  const direct = answerQuestion(ctx, intent);
  if (direct) return direct;
  switch (intent.kind) {
    case 'who':
      return whoIs(input, intent.name);
    case 'people': {
      const people = listPeople(store.db, store.now).slice(0, 12);
      if (!people.length)
        return {
          text: say(lang, 'Ainda não conheço ninguém da sua vida. Me conte sobre sua família ou colegas.', "I don't know anyone in your life yet. Tell me about your family or coworkers."),
          questions: [],
        };
      return {text: people.map(p => `• ${displayName(p.name)} — ${describePerson(p, lang)}`).join('\n'), questions: []};
    }
    case 'due':
      if (!input.due.length) return {text: say(lang, 'Nada pendente por agora.', 'Nothing is due right now.'), questions: []};
      return {text: input.due.map(d => `• ${d}`).join('\n'), questions: []};
    case 'greeting': {
      // "bom dia! meu nome é carla, moro em bh": a greeting that also tells something is a statement.
      if (x.keep && (x.people.length || x.checkups.length || x.events.length || x.tasks.length || x.user?.name || x.user?.city)) break;
      const due = input.due.length ? ' ' + say(lang, `Pendências: ${input.due.slice(0, 2).join(' ')}`, `Due: ${input.due.slice(0, 2).join(' ')}`) : '';
      return {text: say(lang, 'Olá! Em que posso ajudar?', 'Hi! How can I help?') + due, questions: []};
    }
    case 'thanks':
      return {text: say(lang, 'Por nada!', "You're welcome!"), questions: []};
    case 'yes':
    case 'no': {
      // A short answer means something only after an offer ("Quer que eu lembre você de marcar?").
      const last = input.lastAssistant ?? '';
      if (/lembre você de marcar|remind you to book/i.test(last)) {
        return intent.kind === 'yes'
          ? {
              text: say(
                lang,
                'Combinado: vou lembrar você até estar marcado — aparece em /due e no "magis remind".',
                'Done: I\'ll keep reminding you until it\'s booked — see /due or "magis remind".',
              ),
              questions: [],
            }
          : {text: say(lang, 'Tudo bem. Se mudar de ideia, está em /due.', "All right. If you change your mind, it's under /due."), questions: []};
      }
      return {text: say(lang, 'Certo.', 'Okay.'), questions: []};
    }
    default:
      break;
  }
  if (intent.kind === 'statement' || x.keep) {
    if (x.keep || input.changedWorld) {
      const {text, needs, nothingNew} = confirmation(x, lang, store.now, input.daySaid, !!input.changedWorld);
      const offer = needs ? ' ' + say(lang, 'Quer que eu lembre você de marcar?', `Want me to remind you to book ${needs > 1 ? 'them' : 'it'}?`) : '';
      const ask = x.questions.length ? ' ' + x.questions.join(' ') : '';
      return {text: (text + offer + ask).trim(), questions: x.questions, nothingNew: nothingNew && !offer && !ask};
    }
    if (intent.kind === 'statement') return {text: say(lang, 'Certo.', 'Okay.'), questions: []};
  }
  // Any other question: the one memory that really matches it, said with its date — or say so in one sentence.
  const best = bestMemory(ctx.search(input.message), false);
  if (best) {
    const text = best.content.length > 200 ? `${best.content.slice(0, 197)}…` : best.content;
    const when = `${formatDay(best.occurredAt, lang)} (${relativeDay(best.occurredAt, store.now, lang)})`;
    return {text: say(lang, `Pelo que você me contou em ${when}: “${text}”`, `From what you told me on ${when}: “${text}”`), questions: []};
  }
  return {
    text: say(
      lang,
      'Não sei responder isso ainda — me conte sobre isso (pessoas, consultas, tarefas, planos) e eu lembro.',
      "I can't answer that yet — tell me about it (people, appointments, tasks, plans) and I'll remember.",
    ),
    questions: [],
  };
}

/** What the answer families read, built once per turn. Memory search is strict: only real matches. */
function answerContext(input: OfflineInput): AnswerContext {
  const {store} = input;
  return {
    db: store.db,
    now: store.now,
    lang: input.language,
    message: input.message,
    context: input.context ?? 'personal',
    people: listPeople(store.db, store.now),
    search: query => searchMemories(store.db, query, {now: store.now, embedder: store.embedder?.embedSync ? store.embedder : null, limit: 5, strict: true}),
  };
}

/** "(o próximo em …)" / "(a próxima em …)": the next one agrees with the plan's noun ("Aniversário", "Natação"). */
function nextOnPt(title: string): string {
  const head = title.trim().split(/[\s,]+/)[0] ?? '';
  return nounGender(head) === 'female' ? 'a próxima em' : 'o próximo em';
}
