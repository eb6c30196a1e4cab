import {style as chalk} from '../output.js';
import {showValue, UsageError} from '../../config/errors.js';
import {listPeople, type PersonView} from '../../store/learn.js';
import {birthdays, graphNodes, openEdges} from '../../store/people-read.js';
import {withStore} from '../context.js';
import {printJson, println} from '../output.js';
import {describePerson} from '../../assistant/describe-person.js';
import {formatDay, say} from '../../assistant/phrasing.js';
import {atTime} from '../../assistant/answers/say-days.js';
import {userLanguage} from '../../store/user-language.js';
import type {Language} from '../../domain/types.js';
import {displayName} from '../../text/names.js';
import {resolvePerson} from './people-resolve.js';
import {familyTree} from './people-tree.js';
import {localDay} from '../../time/day.js';
import {addDays} from '../../time/arithmetic.js';
import {clockTime} from '../../reminders/time-window.js';
import {buildGraph, graphDot, graphJson, graphMermaid, graphText} from './people-graph.js';
import {personCheckups, type PersonCheckup} from '../../store/world-items.js';
import {kindWords} from '../../text/kind-words.js';

/** "dentista — marcado para 16/09/2026 às 15h" / "dentist visit — booked for Sep 16, 2026 at 3 pm". */
function checkupLine(c: PersonCheckup, lang: Language, passed = false, label: string | null = null): string {
  const noun = kindWords(c.kind, lang, label).noun;
  // The hour on the user's clock, as agenda and remind write it.
  const at = atTime(c.time, lang);
  if (c.status === 'needed') return say(lang, `${noun} — precisa marcar`, `${noun} — to book`);
  // A booking whose time has passed is no longer "marcado": a visit to confirm.
  if (passed) return say(lang, `${noun} — era em ${formatDay(c.date!, lang)}${at}: como foi?`, `${noun} — was on ${formatDay(c.date!, lang)}${at}: how did it go?`);
  if (c.status === 'scheduled') return say(lang, `${noun} — marcado para ${formatDay(c.date!, lang)}${at}`, `${noun} — booked for ${formatDay(c.date!, lang)}${at}`);
  return say(lang, `${noun} — feito${c.date ? ` em ${formatDay(c.date, lang)}` : ''}`, `${noun} — done${c.date ? ` on ${formatDay(c.date, lang)}` : ''}`);
}

/** "aniversário 03/12" / "birthday Dec 3" (the year only when known). */
function birthdayText(birthday: string, lang: Language): string {
  const partial = birthday.startsWith('--');
  const day = formatDay(partial ? `2000${birthday.slice(1)}` : birthday, lang);
  const shown = partial ? (lang === 'pt' ? day.slice(0, 5) : day.replace(/, \d{4}$/, '')) : day;
  return say(lang, `aniversário ${shown}`, `birthday ${shown}`);
}

/** Whether `c` is the last said of its kind for this person (the one `people` shows). */
const latestOfKind = (p: PersonView, c: PersonView['checkups'][number]) => p.checkups.filter(o => o.kind === c.kind).at(-1) === c;

/** `magis people [NAME] [--tree | --graph [--format F]]`: who is who, in the user's language ("João — filho, 7 anos, foi ao pediatra em 06/03/2025"); --graph everyone and every tie (people-graph.ts). */
export async function run(name: string | undefined, flags: {json?: boolean; tree?: boolean; graph?: boolean; format?: string; now?: string}): Promise<void> {
  if (flags.format !== undefined && !flags.graph) throw new UsageError('--format goes with --graph, e.g. magis people --graph --format dot.');
  const format = flags.format ?? 'text';
  if (!['text', 'dot', 'mermaid'].includes(format)) throw new UsageError(`Invalid --format ${showValue(flags.format)}: use text, dot or mermaid.`);
  if (flags.graph && (flags.tree || name !== undefined)) throw new UsageError('--graph draws everyone; use it without a name or --tree.');
  if (flags.graph && flags.json && flags.format !== undefined) throw new UsageError('Use --json or --format, not both.');
  await withStore(flags, store => {
    if (flags.graph) {
      const lang = userLanguage(store.db);
      const graph = buildGraph(graphNodes(store.db), openEdges(store.db));
      if (flags.json) return printJson(graphJson(graph));
      if (format === 'dot') return println(graphDot(graph, lang));
      if (format === 'mermaid') return println(graphMermaid(graph, lang));
      if (graph.nodes.length === 0)
        return println(
          say(lang, 'Ninguém ainda. Conte ao magis, por exemplo: magis ask "Minha filha Susana tem 16 anos".', 'No people yet. Tell magis about them, e.g. magis ask "My daughter Susan is 16".'),
        );
      return println(graphText(graph, lang, process.stdout.columns || 100).join('\n'));
    }
    const lang = userLanguage(store.db);
    let people = listPeople(store.db, store.now);
    const bdays = birthdays(store.db);
    if (flags.tree) {
      if (flags.json) throw new UsageError('--tree draws for people; use --json alone for scripts.');
      if (people.length === 0) return println(say(lang, 'Ninguém ainda na sua família.', 'Nobody in your family yet.'));
      const lines = familyTree(people, openEdges(store.db), lang, process.stdout.columns || 80);
      return println(lines.join('\n'));
    }
    if (name !== undefined) {
      if (!name.trim()) throw new UsageError('Give a name to look up, or no argument to list everyone.');
      const one = resolvePerson(store.db, name, lang);
      people = people.filter(p => p.id === one.id);
    }
    if (flags.json) return printJson(people.map(({id, relationships: _r, ...p}: PersonView) => ({...p, birthday: bdays.get(id) ?? null})));
    if (people.length === 0) {
      return println(
        say(lang, 'Ninguém ainda. Conte ao magis, por exemplo: magis ask "Minha filha Susana tem 16 anos".', 'No people yet. Tell magis about them, e.g. magis ask "My daughter Susan is 16".'),
      );
    }
    const today = localDay(store.now);
    const yesterday = addDays(today, -1);
    const nowTime = clockTime(store.now);
    for (const p of people) {
      const bday = bdays.get(p.id);
      // A booking whose time has passed is not "marcado" any more: a visit (the reminders count it
      // so), asked about while its follow-up lasts — the day of and the next.
      const passed = (c: PersonView['checkups'][number]) => c.status === 'scheduled' && c.date !== null && (c.date < today || (c.date === today && c.time !== null && c.time <= nowTime));
      const toConfirm = p.checkups.some(c => passed(c) && c.date! >= yesterday && latestOfKind(p, c));
      const text = describePerson({...p, checkups: p.checkups.map(c => (passed(c) ? {...c, status: 'done'} : c))}, lang);
      const bare = !p.relation && p.age == null && p.checkups.length === 0;
      const line = bday ? (bare ? birthdayText(bday, lang) : `${text}, ${birthdayText(bday, lang)}`) : text;
      println(`${chalk.bold(displayName(p.name))} — ${line}${toConfirm ? say(lang, ' — como foi?', ' — how did it go?') : ''}`);
      // One person: each checkup numbered, as `magis people checkup NAME N …` takes them.
      if (name !== undefined) {
        // The same rows as p.checkups, in the same order (both by day, then id): each visit's own label from there.
        personCheckups(store.db, p.id).forEach((c, i) => {
          const passedNow = c.status === 'scheduled' && c.date !== null && (c.date < today || (c.date === today && c.time !== null && c.time <= nowTime));
          println(`  ${i + 1}) ${checkupLine(c, lang, passedNow, p.checkups[i]?.kind === c.kind ? (p.checkups[i]?.label ?? null) : null)}`);
        });
      }
    }
  });
}
