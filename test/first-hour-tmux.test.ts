/**
 * A new user's first hour, per language, in a real terminal (issue 41): tmux gives `magis chat` a
 * pty at 60, 80 or 120 columns. A fresh home; the first onboarding answer typed before anything is
 * drawn, in free form ("sou a Rita, moro em Braga, sou enfermeira, tenho 41"); messages about a
 * parent, a pet and someone else, each with a time; a question; two more messages, a question about
 * someone unknown (asked once, not twice), /undo, a question, /undo (each undo steps back past the
 * questions to the message before); then, as the user goes on in the shell: the agenda, an edit by
 * number after another edit (the number means what that listing showed), two undos, the next
 * morning's reminders, profile, pets, stats, a delete with nothing to delete and --help (in the
 * terminal too, never cut mid-word). Every screen in the user's language — a Portugal user's in
 * Portugal's words —, every answer kept, every hour on the user's one clock, reminders about others
 * naming them, no line wider than the terminal.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import stringWidth from 'string-width';
import {afterAll, describe, expect, it} from 'vitest';
import {BIN, magis, tempHome} from './helpers/cli.js';

const hasTmux = spawnSync('tmux', ['-V'], {stdio: 'ignore'}).status === 0;
const SKIP_REASON = 'tmux is not installed (apt-get install -y tmux); the first-hour test needs a real terminal';
if (!hasTmux) console.warn(`first-hour-tmux.test.ts: ${SKIP_REASON}.`);

// Our own tmux server (-L), so a developer's sessions are never touched.
const SOCKET = `magis-first-hour-${process.pid}`;
/** Monday 14 December 2026, 9:00 in the user's zone (UTC here). */
const DAY1 = '2026-12-14T09:00:00Z';

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-u', '-L', SOCKET, ...args], {encoding: 'utf8', timeout: 10_000});
}

/** The whole pane, scrollback included, wrapped lines joined. */
const screen = (session: string) => tmux('capture-pane', '-p', '-J', '-t', session, '-S', '-');
/** The pane as drawn (wrapped lines apart), for the width check. */
const drawn = (session: string) => tmux('capture-pane', '-p', '-t', session, '-S', '-');

async function waitFor(session: string, what: string, test: (text: string) => boolean, timeoutMs = 45_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    text = screen(session);
    if (test(text)) return text;
    await new Promise(resolve => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; the terminal shows:\n${text}`);
}

function typeLine(session: string, text: string): void {
  tmux('send-keys', '-t', session, '-l', text);
  tmux('send-keys', '-t', session, 'Enter');
}

/** A line of another language on a user's screen: words only that language writes. */
const FOREIGN = {
  pt: /\b(?:the|nothing|today|tomorrow|booked|usage|options|memories|people|delete|deleted|reminder|don't)\b/i,
  en: /\b(?:hoje|amanhã|nada|marcad[oa]s?|memórias|pessoas|você|uso|opções|apagar|lembrete|não)\b/i,
};

interface FirstHour {
  name: string;
  locale: string;
  columns: number;
  lang: 'pt' | 'en';
  /** The first answer, typed before the onboarding is drawn. */
  first: string;
  /** The answers to the questions left, in the order asked. */
  rest: string[];
  /** The greeting's first words once it is done. */
  hello: RegExp;
  messages: Array<{say: string; reply: RegExp}>;
  question: {say: string; reply: RegExp};
  /** Two more messages about others, then a question about someone unknown: what the two undos take back, a question between them. */
  more: [string, string, string];
  /** The chat's /undo after `more`, then again after `between`: each names what it forgot (the second message's, then the first's). */
  undone: [RegExp, RegExp];
  between: string;
  /** Words of the other variety of the same language: never on this user's screens (Magis's own lines). */
  otherVariety?: RegExp;
  /** The agenda as first listed: item 1 the parent's, 2 the pet's, 3 the other person's. */
  agenda: RegExp[];
  /** `agenda move 3 WHEN` after `agenda cancel 1`: the listing's 3 is still the other person's. */
  move: {when: string; reply: RegExp};
  /** remind the next morning (the parent's), and the pet's morning. */
  tomorrow: RegExp;
  petDay: {now: string; reply: RegExp};
  profile: string[];
  pets: RegExp;
  /** A count of one said in the plural. */
  onePlural: RegExp;
  nothingToDelete: RegExp;
  help: RegExp;
}

const HOURS: FirstHour[] = [
  {
    name: 'Brazilian Portuguese',
    locale: 'pt_BR.UTF-8',
    columns: 60,
    lang: 'pt',
    first: 'sou a Rita, moro em Braga, sou enfermeira, tenho 41',
    rest: ['de manhã cedo, antes das 9h'],
    hello: /^Bom dia, Rita!/m,
    messages: [
      {say: 'meu pai tem fisio amanhã às 8h', reply: /fisio .*8h/},
      {say: 'a Frida é nossa gata e tem vacina no veterinário dia 17 às 10h', reply: /Frida/},
      {say: 'minha irmã Carla tem dentista na sexta às 15h30', reply: /Carla .*dentista .*15h30/},
    ],
    question: {say: 'quando é a vacina da Frida?', reply: /quinta \(17\/12\) às 10h/},
    more: ['meu sogro Zé tem cardiologista dia 21 às 9h', 'minha sobrinha Lia tem balé na quarta às 16h', 'quem é a Bia?'],
    undone: [/Esqueci o que sua última mensagem ensinou: [^.]*\(Lia\)/, /Esqueci o que sua última mensagem ensinou: [^.]*\(Zé\)/],
    between: 'o que tenho sexta?',
    agenda: [/^ {2}1\. 8h — Fisio/m, /^ {2}2\. 10h — Vacina \(Frida\)/m, /^ {2}3\. 15h30 — Dentista.*Carla/m],
    move: {when: 'sábado às 11h', reply: /^Movi o dentista da Carla para sábado, 19\/12, às 11h\.$/m},
    tomorrow: /Hoje seu pai tem fisio às 8h/,
    petDay: {now: '2026-12-17T07:00', reply: /Hoje a Frida tem vacina às 10h/},
    profile: ['Nome: Rita', 'Cidade: Braga', 'Profissão: enfermeira', 'Idade: 41', 'Horário preferido para consultas: de manhã cedo, antes das 9h'],
    pets: /^Frida — gata, vacina marcada para 17\/12 às 10h$/m,
    onePlural: /\b1 (?:marcad[ao]s|feit[ao]s|relações|respostas|vezes|abertas|recorrentes)\b/,
    nothingToDelete: /^Nada a apagar: nenhuma memória antes de 2020-01-01\.$/m,
    help: /^Uso: magis \[opções\] \[comando\]/,
  },
  {
    name: 'European Portuguese',
    locale: 'pt_PT.UTF-8',
    columns: 80,
    lang: 'pt',
    first: 'Chamo-me Joana, vivo em Lisboa, sou professora e tenho 35 anos',
    rest: ['de manhã, antes das 10h'],
    hello: /^Bom dia, Joana!/m,
    messages: [
      {say: 'a minha mãe tem fisioterapia amanhã às 8h', reply: /fisioterapia .*8h/},
      {say: 'a nossa cadela Nina tem vacina no veterinário dia 17 às 10h', reply: /Nina/},
      {say: 'o meu filho Tomás tem dentista na sexta às 15h30', reply: /Tomás .*dentista .*15h30/},
    ],
    question: {say: 'quando é a vacina da Nina?', reply: /quinta \(17\/12\) às 10h/},
    more: ['o meu sogro Zé tem cardiologia dia 21 às 9h', 'a minha sobrinha Lia tem ballet na quarta às 16h', 'quem é a Bia?'],
    undone: [/Esqueci o que a sua última mensagem ensinou: [^.]*\(Lia\)/, /Esqueci o que a sua última mensagem ensinou: [^.]*\(Zé\)/],
    between: 'o que tenho na sexta?',
    otherVariety: /\b(?:você|pula)\b|\bte (?:chame|conhecer)\b|fui no dentista/,
    agenda: [/^ {2}1\. 8h — Fisioterapia/m, /^ {2}2\. 10h — Vacina \(Nina\)/m, /^ {2}3\. 15h30 — Dentista.*Tomás/m],
    move: {when: 'sábado às 11h', reply: /^Movi o dentista do Tomás para sábado, 19\/12, às 11h\.$/m},
    tomorrow: /Hoje a sua mãe tem fisioterapia às 8h/,
    petDay: {now: '2026-12-17T07:00', reply: /Hoje a Nina tem vacina às 10h/},
    profile: ['Nome: Joana', 'Cidade: Lisboa', 'Profissão: professora', 'Idade: 35', 'Horário preferido para consultas: de manhã, antes das 10h'],
    pets: /^Nina — .*vacina marcada para 17\/12 às 10h$/m,
    onePlural: /\b1 (?:marcad[ao]s|feit[ao]s|relações|respostas|vezes|abertas|recorrentes)\b/,
    nothingToDelete: /^Nada a apagar: nenhuma memória antes de 2020-01-01\.$/m,
    help: /^Uso: magis \[opções\] \[comando\]/,
  },
  {
    name: 'American English (a 12-hour writer)',
    locale: 'en_US.UTF-8',
    columns: 80,
    lang: 'en',
    first: 'Dana — project manager at a software company — weekday mornings before 10 or after 4pm',
    rest: ['Austin', '38'],
    hello: /^Good morning, Dana!/m,
    messages: [
      {say: 'my dad has physio tomorrow at 8am', reply: /physio .*8 am/},
      {say: 'our cat Luna has her vaccine at the vet on the 17th at 10am', reply: /Luna/},
      {say: 'my son Leo has the dentist on Friday at 3:30pm', reply: /Leo .*dentist .*3:30 pm/},
    ],
    question: {say: "when is Luna's vaccine?", reply: /Thursday \(Dec 17\) at 10 am/},
    more: ['my father-in-law Joe has the cardiologist on the 21st at 9am', 'my niece Lily has ballet on Wednesday at 4pm', 'who is Bia?'],
    undone: [/Forgot what your last message taught: [^.]*\(Lily\)/, /Forgot what your last message taught: [^.]*\(Joe\)/],
    between: 'what do I have on friday?',
    agenda: [/^ {2}1\. 8 am — Physio/m, /^ {2}2\. 10 am — Vaccine \(Luna\)/m, /^ {2}3\. 3:30 pm — Dentist.*Leo/m],
    move: {when: 'saturday 11am', reply: /^I moved Leo's dentist visit to Saturday, Dec 19, at 11 am\.$/m},
    tomorrow: /Today: your dad's physio at 8 am/,
    petDay: {now: '2026-12-17T07:00', reply: /Today: Luna's vaccine at 10 am/},
    profile: ['Name: Dana', 'City: Austin', 'Occupation: project manager at a software company', 'Age: 38', 'Preferred time for appointments: weekday mornings before 10 or after 4pm'],
    pets: /^Luna — cat, vaccine booked for Dec 17 at 10 am$/m,
    onePlural: /\b1 (?:checkups|relationships|replies|memories|times|answers)\b/,
    nothingToDelete: /^Nothing to delete: no memory before 2020-01-01\.$/m,
    help: /^Usage: magis \[options\] \[command\]/,
  },
  {
    name: 'British English (a 24-hour writer)',
    locale: 'en_GB.UTF-8',
    columns: 120,
    lang: 'en',
    first: "Hi, I'm Tom, I live in Leeds and work as a teacher, I'm 52",
    rest: ['weekday mornings, never Fridays'],
    hello: /^Good morning, Tom!/m,
    messages: [
      {say: 'my mum has the cardiologist tomorrow at 14:30', reply: /cardiologist .*14:30/},
      {say: 'our dog Biscuit has his jab at the vet on the 17th at 9:00', reply: /Biscuit/},
      {say: 'my daughter Amy has the dentist on Friday at 16:00', reply: /Amy .*dentist .*16:00/},
    ],
    question: {say: "when is Biscuit's jab?", reply: /Thursday \(17 Dec\) at 09:00/},
    more: ['my father-in-law Joe has the cardiologist on the 21st at 09:00', 'my niece Lily has ballet on Wednesday at 16:00', 'who is Bia?'],
    undone: [/Forgot what your last message taught: [^.]*\(Lily\)/, /Forgot what your last message taught: [^.]*\(Joe\)/],
    between: 'what have I got on friday?',
    agenda: [/^ {2}1\. 14:30 — Cardiologist/m, /^ {2}2\. 09:00 — Vaccine \(Biscuit\)/m, /^ {2}3\. 16:00 — Dentist.*Amy/m],
    move: {when: 'saturday 11:00', reply: /^I moved Amy's dentist visit to Saturday 19 Dec, at 11:00\.$/m},
    tomorrow: /Today: your mum's cardiologist visit at 14:30/,
    petDay: {now: '2026-12-17T07:00', reply: /Today: Biscuit's vaccine at 09:00/},
    profile: ['Name: Tom', 'City: Leeds', 'Occupation: teacher', 'Age: 52', 'Preferred time for appointments: weekday mornings, never Fridays'],
    pets: /^Biscuit — dog, vaccine booked for 17 Dec at 09:00$/m,
    onePlural: /\b1 (?:checkups|relationships|replies|memories|times|answers)\b/,
    nothingToDelete: /^Nothing to delete: no memory before 2020-01-01\.$/m,
    help: /^Usage: magis \[options\] \[command\]/,
  },
  {
    name: 'English in a C.UTF-8 terminal, one answer a question',
    locale: 'C.UTF-8',
    columns: 60,
    lang: 'en',
    first: 'Sam',
    rest: ['Portland', 'nurse', '29', 'evenings'],
    hello: /^Good morning, Sam!/m,
    messages: [
      {say: 'my mom has the eye doctor tomorrow at 5pm', reply: /eye .*5 pm/},
      {say: 'our dog Rex has his vaccine at the vet on the 17th at 10am', reply: /Rex/},
      {say: 'my brother Ben has physio on Friday at 9am', reply: /Ben .*physio .*9 am/},
    ],
    question: {say: "when is Rex's vaccine?", reply: /Thursday \(Dec 17\) at 10 am/},
    more: ['my father-in-law Joe has the cardiologist on the 21st at 9am', 'my niece Lily has ballet on Wednesday at 4pm', 'who is Bia?'],
    undone: [/Forgot what your last message taught: [^.]*\(Lily\)/, /Forgot what your last message taught: [^.]*\(Joe\)/],
    between: 'what do I have on friday?',
    agenda: [/^ {2}1\. 5 pm — Eye exam \(Mom\)/m, /^ {2}2\. 10 am — Vaccine \(Rex\)/m, /^ {2}3\. 9 am — Physio.*Ben/m],
    move: {when: 'saturday 11am', reply: /^I moved Ben's physio to Saturday, Dec 19, at 11 am\.$/m},
    tomorrow: /Today: your mom's eye exam at 5 pm/,
    petDay: {now: '2026-12-17T07:00', reply: /Today: Rex's vaccine at 10 am/},
    profile: ['Name: Sam', 'City: Portland', 'Occupation: nurse', 'Age: 29', 'Preferred time for appointments: evenings'],
    pets: /^Rex — dog, vaccine booked for Dec 17 at 10 am$/m,
    onePlural: /\b1 (?:checkups|relationships|replies|memories|times|answers)\b/,
    nothingToDelete: /^Nothing to delete: no memory before 2020-01-01\.$/m,
    help: /^Usage: magis \[options\] \[command\]/,
  },
];

describe.skipIf(!hasTmux)("a new user's first hour, per language, in a real terminal", () => {
  const cleanups: Array<() => void> = [];
  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
    for (const c of cleanups) c();
  });

  it.each(HOURS)(
    '$name at $columns columns',
    async h => {
      const {home, cleanup} = tempHome();
      cleanups.push(cleanup);
      const session = h.locale.replace(/\W/g, '');
      const env = [`PATH=${process.env.PATH}`, `HOME=${process.env.HOME}`, `MAGIS_HOME=${home}`, `MAGIS_NOW=${DAY1}`, 'TERM=screen', `LANG=${h.locale}`, 'TZ=UTC'];
      const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
      tmux(
        'new-session',
        '-d',
        '-s',
        session,
        '-x',
        String(h.columns),
        '-y',
        '50',
        `env -i ${env.map(quote).join(' ')} ${quote(process.execPath)} ${quote(BIN)} chat; echo "magis exited with $?"; sleep 300`,
      );

      // Onboarding: the first answer typed at once, before anything is on the screen.
      typeLine(session, h.first);
      let asked = 1;
      for (const answer of h.rest) {
        const next = await waitFor(session, `a question after ${asked}/5`, s => Number(/(\d)\/5 /.exec(s)?.[1] ?? 0) > asked);
        asked = Number(/(\d)\/5 /.exec(next)![1]);
        // The onboarding asks in the user's own variety too ("Que idade tem?", never "Quantos anos você tem?").
        if (h.otherVariety) expect(next).not.toMatch(h.otherVariety);
        typeLine(session, answer);
      }
      const greeted = await waitFor(session, 'the greeting', s => h.hello.test(s) && / · offline/.test(s));
      // What was typed ahead was not echoed raw above the first frame (nor left in the scrollback).
      expect(greeted.split('\n')).not.toContain(h.first);

      let answered = (greeted.match(/^✦ /gm) ?? []).length;
      for (const m of [...h.messages, h.question]) {
        typeLine(session, m.say);
        const shown = await waitFor(session, `the answer to "${m.say}"`, s => (s.match(/^✦ /gm) ?? []).length > answered && /memor(?:y|ies) used|memórias? usadas?/.test(s));
        answered++;
        // From the message on (the chat wraps a long one at the terminal's width).
        const reply = shown.slice(shown.lastIndexOf(`› ${m.say.slice(0, 16)}`)).replace(/\s*\n\s*/g, ' ');
        expect(reply, m.say).toMatch(m.reply);
      }
      // Two undos with a question between: each steps back past the questions to the message before.
      const say = async (text: string) => {
        typeLine(session, text);
        await waitFor(session, `the answer to "${text}"`, s => (s.match(/^✦ /gm) ?? []).length > answered);
        answered = (screen(session).match(/^✦ /gm) ?? []).length;
      };
      for (const m of h.more) await say(m);
      typeLine(session, '/undo');
      // A notice the chat wrapped at the terminal's width is read as one line.
      const joined = (s: string) => s.replace(/\s*\n\s*/g, ' ');
      await waitFor(session, 'the first undo', s => h.undone[0].test(joined(s)));
      await say(h.between);
      typeLine(session, '/undo');
      await waitFor(session, 'the second undo', s => h.undone[1].test(joined(s)));
      typeLine(session, '/exit');
      const chat = await waitFor(session, 'the chat to end', s => /magis exited with \d+/.test(s));
      expect(chat).toContain('magis exited with 0');
      const chatScreen = chat.replace(/magis exited with \d+[\s\S]*$/, '');
      // One language a screen: the user's own messages aside, nothing in the other language.
      const ours = chatScreen
        .split('\n')
        .filter(l => !l.startsWith('› ') && !h.messages.some(m => l.includes(m.say)))
        .join('\n');
      expect(ours).not.toMatch(FOREIGN[h.lang]);
      if (h.otherVariety) expect(ours).not.toMatch(h.otherVariety);
      // Nothing asked twice: a reply that ends asking about someone is not followed by the same question.
      expect(chatScreen).not.toMatch(/\?\n✦ (?:Quem é|Who is) /);
      const wide = drawn(session)
        .split('\n')
        .filter(l => stringWidth(l) > h.columns);
      expect(wide).toEqual([]);

      // The shell, as the user goes on: every command in the same language and clock.
      const cli = (args: string[], now = '2026-12-14T10:00') => {
        const r = magis(home, [...args, '--now', now], {env: {LANG: h.locale, TZ: 'UTC'}});
        expect(r.stderr, args.join(' ')).toBe('');
        // --help names the commands and flags as they are typed (people, memories, --within…).
        if (args[0] !== '--help') expect(r.stdout, args.join(' ')).not.toMatch(FOREIGN[h.lang]);
        if (h.otherVariety) expect(r.stdout, args.join(' ')).not.toMatch(h.otherVariety);
        return r.stdout;
      };
      const agenda = cli(['agenda']);
      for (const line of h.agenda) expect(agenda).toMatch(line);
      // Another edit first: item 1 is cancelled; 3 still names what that listing showed at 3.
      cli(['agenda', 'cancel', '1']);
      expect(cli(['agenda', 'move', '3', h.move.when])).toMatch(h.move.reply);
      // Two undos take both edits back: the agenda is as first listed.
      cli(['undo']);
      cli(['undo']);
      const again = cli(['agenda']);
      for (const line of h.agenda) expect(again).toMatch(line);

      expect(cli(['remind'], '2026-12-15T07:00')).toMatch(h.tomorrow);
      expect(cli(['remind'], h.petDay.now)).toMatch(h.petDay.reply);
      expect(cli(['profile']).trim().split('\n')).toEqual(h.profile);
      expect(cli(['pets'])).toMatch(h.pets);
      expect(cli(['stats'])).not.toMatch(h.onePlural);
      expect(cli(['memories', 'delete', '--before', '2020-01-01'])).toMatch(h.nothingToDelete);
      const help = cli(['--help']);
      expect(help).toMatch(h.help);
      expect(help).toMatch(h.lang === 'pt' ? /^ {2}-h, --help +mostra a ajuda do comando$/m : /^ {2}-h, --help +display help for command$/m);

      // --help in the terminal: wrapped at a space by magis, never cut mid-word by the terminal
      // (a line the terminal wrapped is joined back by capture-pane -J, so it shows wider than the pane).
      tmux(
        'new-session',
        '-d',
        '-s',
        `${session}-help`,
        '-x',
        String(h.columns),
        '-y',
        '200',
        `env -i ${env.map(quote).join(' ')} ${quote(process.execPath)} ${quote(BIN)} --help; echo "help exited with $?"; sleep 300`,
      );
      const shownHelp = await waitFor(`${session}-help`, '--help', s => /help exited with \d+/.test(s));
      expect(shownHelp).toMatch(h.help);
      expect(shownHelp.split('\n').filter(l => stringWidth(l) > h.columns)).toEqual([]);
    },
    240_000,
  );
});

if (!hasTmux) {
  describe("a new user's first hour, per language, in a real terminal", () => {
    it.skip(`skipped: ${SKIP_REASON}`, () => {});
  });
}
