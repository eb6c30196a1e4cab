import {describePerson, relationLabel} from './describe-person.js';
import {bookedPhrase, donePhrase, needPhrase} from '../reminders/kind-words.js';
import {listPeople, nameKey, type PersonView} from '../store/learn.js';
import type {Store} from '../store/store.js';
import type {SearchHit} from '../retrieval/search.js';
import type {Extraction, Language} from '../domain/types.js';
import type {Intent} from './intent.js';
import {findCheckupMentions} from '../understanding/checkups.js';
import {scanTokens as tokenizeForUnderstanding} from '../understanding/text.js';
import {tokenize} from '../text/words.js';
import {formatDay, joinList, relativeDay, say} from './phrasing.js';

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
}

export interface OfflineReply {
  text: string;
  questions: string[];
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
    const clean = name.replace(/^(o|a|the)\s+/i, '');
    return {
      text: say(lang, `Ainda não sei quem é ${clean}. Quem é?`, `I don't know who ${clean} is yet. Who are they?`),
      questions: [say(lang, `Quem é ${clean}?`, `Who is ${clean}?`)],
    };
  }
  const facts = describePerson(p, lang);
  const rel = p.relation ? relationLabel(p.relation, lang, p.gender) : null;
  const head = rel
    ? say(lang, `${p.name} é ${p.gender === 'female' ? 'sua' : 'seu'} ${rel}`, `${p.name} is your ${rel}`)
    : say(lang, `${p.name}`, `${p.name}`);
  const rest = facts.split(', ').filter(f => f !== rel);
  const text = rest.length ? `${head}${rel ? ', ' : ': '}${rest.join(', ')}.` : `${head}.`;
  const extra = !rel ? ' ' + say(lang, `Qual é a relação ${p.gender === 'female' ? 'dela' : 'dele'} com você?`, `How are they related to you?`) : '';
  return {text: text + extra, questions: rel ? [] : [say(lang, `Quem é ${p.name}?`, `Who is ${p.name}?`)]};
}

function lastCheckup(store: Store, kind: string, entityId: number | null): {date: string | null; status: string; createdAt: string} | undefined {
  return store.db.prepare(`SELECT date, status, created_at AS createdAt FROM checkups WHERE kind = ? AND entity_id IS ? AND status IN ('done','scheduled')
      ORDER BY (status = 'done') DESC, coalesce(date, created_at) DESC LIMIT 1`).get(kind, entityId) as {date: string | null; status: string; createdAt: string} | undefined;
}

/** The checkup a "when" question is about, and whose: a known person named in it, else the user. */
function checkupAsked(input: OfflineInput): {kind: string; person: PersonView | null} | null {
  const kinds = findCheckupMentions(tokenizeForUnderstanding(input.message), new Set()).map(m => m.kind as string);
  const kind = kinds.find(k => k !== 'other') ?? kinds[0];
  if (!kind) return null;
  const words = new Set(tokenize(input.message));
  const person = listPeople(input.store.db, input.store.now).find(p => !p.name.includes(' ') ? words.has(nameKey(p.name)) : tokenize(p.name).every(t => words.has(t))) ?? null;
  return {kind, person};
}

function whenDid(input: OfflineInput): OfflineReply | null {
  const {store, language: lang} = input;
  const c = checkupAsked(input);
  if (c) {
    const person = c.person;
    const row = lastCheckup(store, c.kind, person ? person.id : null);
    const who = person ? person.name : null;
    if (row) {
      const day = row.date ?? row.createdAt.slice(0, 10);
      const when = `${formatDay(day, lang)} (${relativeDay(day, store.now, lang)})`;
      if (row.status === 'scheduled' && day >= store.nowIso().slice(0, 10)) {
        return {text: say(lang, `${who ? who + ' tem' : 'Você tem'} ${bookedPhrase(c.kind, lang)} para ${when}.`,
          `${who ? who + ' has' : 'You have'} ${bookedPhrase(c.kind, lang)} on ${when}.`), questions: []};
      }
      return {text: say(lang, `${who ?? 'Você'} ${donePhrase(c.kind, lang)} em ${when}.`, `${who ?? 'You'} ${donePhrase(c.kind, lang)} on ${when}.`), questions: []};
    }
  }
  return null;
}

/** One line per checkup/task learned from a statement: "Susana (filha) precisa ir ao oftalmologista". */
export function confirmation(x: Extraction, lang: Language, now: Date): {text: string; needs: number} {
  const parts: string[] = [];
  const named = new Map(x.people.map(p => [p.name, p]));
  const whoLabel = (name: string) => {
    if (name === 'user') return say(lang, 'você', 'you');
    const p = named.get(name);
    if (p?.relation && !p.unnamed) return `${p.name} (${relationLabel(p.relation, lang, p.gender)})`;
    if (p?.unnamed) return say(lang, `${p.gender === 'female' ? 'sua' : 'seu'} ${p.name}`, `your ${p.name}`);
    return name;
  };
  const mentioned = new Set<string>();
  let needs = 0;
  for (const c of x.checkups) {
    mentioned.add(c.person);
    const who = whoLabel(c.person);
    const when = c.date ? ` ${say(lang, 'em', 'on')} ${formatDay(c.date, lang)}${c.time ? ` ${say(lang, 'às', 'at')} ${c.time}` : ''}` : '';
    const every = c.everyMonths ? say(lang, ` (a cada ${c.everyMonths} meses)`, ` (every ${c.everyMonths} months)`) : '';
    if (c.status === 'needed') {
      needs++;
      parts.push(say(lang, `${who} precisa ${needPhrase(c.kind, lang)}${every}`, `${who} ${c.person === 'user' ? 'need' : 'needs'} ${needPhrase(c.kind, lang)}${every}`));
    } else if (c.status === 'scheduled') {
      parts.push(say(lang, `${who} tem ${bookedPhrase(c.kind, lang)}${when}${every}`, `${who} ${c.person === 'user' ? 'have' : 'has'} ${bookedPhrase(c.kind, lang)}${when}${every}`));
    } else {
      parts.push(say(lang, `${who} ${donePhrase(c.kind, lang)}${when || ` ${relativeDay(now.toISOString(), now, lang)}`}${every}`, `${who} ${donePhrase(c.kind, lang)}${when}${every}`));
    }
  }
  for (const p of x.people) {
    if (mentioned.has(p.name)) continue;
    const bits = [p.relation ? relationLabel(p.relation, lang, p.gender) : null, p.age != null ? say(lang, `${p.age} anos`, `${p.age}`) : null].filter(Boolean);
    if (bits.length) parts.push(`${p.unnamed ? say(lang, `${p.gender === 'female' ? 'sua' : 'seu'} ${p.name}`, `your ${p.name}`) : p.name} (${bits.join(', ')})`);
  }
  if (x.user?.occupation) parts.push(say(lang, `você trabalha como ${x.user.occupation}`, `you work as ${/^[aeiou]/i.test(x.user.occupation) ? 'an' : 'a'} ${x.user.occupation}`));
  for (const pref of x.user?.preferences ?? []) parts.push(say(lang, `você prefere ${pref}`, `you prefer ${pref}`));
  for (const t of x.tasks) parts.push(t.status === 'done' ? say(lang, `feito: ${t.description}`, `done: ${t.description}`) : say(lang, `tarefa: ${t.description}${t.due ? ` até ${formatDay(t.due, lang)}` : ''}`, `to do: ${t.description}${t.due ? ` by ${formatDay(t.due, lang)}` : ''}`));
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const hello = x.user?.name ? say(lang, `Prazer, ${x.user.name}! `, `Nice to meet you, ${x.user.name}! `) : '';
  const noted = parts.length ? `${say(lang, 'Anotado', 'Noted')}: ${parts.map((p, i) => (i === 0 ? capital(p) : p)).join('; ')}.` : hello ? '' : say(lang, 'Anotado.', 'Noted.');
  const text = (hello + noted).trim();
  return {text, needs};
}

function closest(hits: SearchHit[], lang: Language, now: Date, n = 2): string {
  return hits.slice(0, n).map(h => `• ${h.content.length > 140 ? h.content.slice(0, 137) + '…' : h.content} (${formatDay(h.occurredAt, lang)}, ${relativeDay(h.occurredAt, now, lang)})`).join('\n');
}

/**
 * The offline engine: answers from the store with rules. It confirms what it learned, answers
 * who-is, when-did, what-is-due and search-style questions, asks about unknown people, and says
 * briefly when it cannot answer, showing the closest memories.
 */
export function offlineReply(input: OfflineInput): OfflineReply {
  const {intent, language: lang, extraction: x, hits, store} = input;
  switch (intent.kind) {
    case 'who':
      return whoIs(input, intent.name);
    case 'people': {
      const people = listPeople(store.db, store.now).slice(0, 12);
      if (!people.length) return {text: say(lang, 'Ainda não conheço ninguém da sua vida. Me conte sobre sua família ou colegas.', "I don't know anyone in your life yet. Tell me about your family or coworkers."), questions: []};
      return {text: people.map(p => `• ${p.name} — ${describePerson(p, lang)}`).join('\n'), questions: []};
    }
    case 'due':
      if (!input.due.length) return {text: say(lang, 'Nada pendente por agora.', 'Nothing is due right now.'), questions: []};
      return {text: input.due.map(d => `• ${d}`).join('\n'), questions: []};
    case 'greeting': {
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
          ? {text: say(lang, 'Combinado: vou lembrar você até estar marcado — aparece em /due e no "magis remind".', 'Done: I\'ll keep reminding you until it\'s booked — see /due or "magis remind".'), questions: []}
          : {text: say(lang, 'Tudo bem. Se mudar de ideia, está em /due.', 'All right. If you change your mind, it\'s under /due.'), questions: []};
      }
      return {text: say(lang, 'Certo.', 'Okay.'), questions: []};
    }
    case 'when': {
      const answer = whenDid(input);
      if (answer) return answer;
      const asked = checkupAsked(input);
      // No record, and no memory that speaks of that checkup: say so rather than show unrelated lines.
      const aboutIt = (h: SearchHit) => findCheckupMentions(tokenizeForUnderstanding(h.content), new Set()).some(m => m.kind === asked?.kind);
      if (asked && !hits.some(aboutIt)) {
        const who = asked.person?.name;
        const article = asked.person?.gender === 'female' ? 'a ' : asked.person?.gender === 'male' ? 'o ' : '';
        return {text: say(lang, `Ainda não sei quando ${who ? article + who : 'você'} ${donePhrase(asked.kind, lang)}. Quando foi?`,
          `I have no record yet of when ${who ?? 'you'} ${donePhrase(asked.kind, lang)}. When was it?`), questions: []};
      }
      break;
    }
    default:
      break;
  }
  if (intent.kind === 'statement' || (x.keep && intent.kind !== 'when')) {
    if (x.keep) {
      const {text, needs} = confirmation(x, lang, store.now);
      const offer = needs ? ' ' + say(lang, 'Quer que eu lembre você de marcar?', `Want me to remind you to book ${needs > 1 ? 'them' : 'it'}?`) : '';
      const ask = x.questions.length ? ' ' + x.questions.join(' ') : '';
      return {text: text + offer + ask, questions: x.questions};
    }
    if (intent.kind === 'statement') return {text: say(lang, 'Certo.', 'Okay.'), questions: []};
  }
  // A question the rules cannot answer directly: answer from the best memory, or say so and show the closest.
  // Only what the words or people really matched, and close to the best: a weak second hit is noise.
  const matched = hits.filter(h => h.explain.bm25 > 0 || h.explain.entity > 0);
  const strong = matched.filter(h => h.score >= 0.6 * (matched[0]?.score ?? 0));
  if (strong.length) {
    const top = strong[0]!;
    const lead = intent.kind === 'when'
      ? say(lang, `Pelo que você me contou, em ${formatDay(top.occurredAt, lang)} (${relativeDay(top.occurredAt, store.now, lang)}):`, `From what you told me, on ${formatDay(top.occurredAt, lang)} (${relativeDay(top.occurredAt, store.now, lang)}):`)
      : say(lang, 'Pelo que você me contou:', 'From what you told me:');
    return {text: `${lead}\n${closest(strong, lang, store.now, 3)}`, questions: []};
  }
  const general = say(lang, 'Não sei responder isso ainda — offline eu respondo sobre o que você me contou (pessoas, consultas, tarefas).', "I can't answer that yet — offline I answer about what you've told me (people, appointments, tasks).");
  return {text: hits.length ? `${general}\n${say(lang, 'O mais próximo que tenho:', 'The closest I have:')}\n${closest(hits, lang, store.now)}` : general, questions: []};
}

