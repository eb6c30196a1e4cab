import {execFileSync, spawnSync} from 'node:child_process';
import {afterAll, describe, expect, it} from 'vitest';
import {BIN, homePerTest, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {Store} from '../src/store/store.js';
import {userLanguage} from '../src/store/user-language.js';
import {currentQuestion, startOnboarding} from '../src/ui/onboarding/machine.js';

/**
 * CONTRACTS.md, "Language": a fresh home speaks its locale's language — `pt*` in LC_ALL,
 * LC_MESSAGES or LANG (the first one set) is Portuguese, anything else ("C.UTF-8", nothing at all,
 * en_GB) English — until the user writes; then the user's own language wins.
 */

const home = homePerTest();
const NOW = '2026-03-02T10:00';

/** Locales a fresh home must answer in English; `LANG: undefined` is a run with no locale at all. */
const ENGLISH: Array<[string, NodeJS.ProcessEnv]> = [
  ['LANG=C.UTF-8', {LANG: 'C.UTF-8'}],
  ['no LANG', {LANG: undefined}],
  ['LANG=en_GB.UTF-8', {LANG: 'en_GB.UTF-8'}],
];
/** Locales a fresh home must answer in Portuguese: LC_ALL outranks LANG. */
const PORTUGUESE: Array<[string, NodeJS.ProcessEnv]> = [
  ['LANG=pt_PT.UTF-8', {LANG: 'pt_PT.UTF-8'}],
  ['LC_ALL=pt_BR.UTF-8 over LANG=en_US.UTF-8', {LC_ALL: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8'}],
];

/** What `magis agenda` and `magis stats` print in a fresh home under `env`. */
async function freshScreens(env: NodeJS.ProcessEnv): Promise<{agenda: string; stats: string}> {
  const h = home();
  const agenda = await magisIn(h, ['agenda', '--now', NOW], {env});
  const stats = await magisIn(h, ['stats', '--now', NOW], {env});
  expect(agenda.status, agenda.stderr).toBe(0);
  expect(stats.status, stats.stderr).toBe(0);
  return {agenda: agenda.stdout, stats: stats.stdout};
}

describe("a fresh home speaks its locale's language", () => {
  it.each(ENGLISH)('%s: agenda and stats are English', async (_, env) => {
    const {agenda, stats} = await freshScreens(env);
    expect(agenda).toMatch(/^Nothing on your agenda in the next 7 days\./);
    expect(stats).toMatch(/^Memories: 0 active/m);
    expect(stats).toMatch(/^People: 0 \(0 relationships\)/m);
    expect(`${agenda}\n${stats}`).not.toMatch(/\b(nada|memórias|pessoas|consultas|tarefas)\b/i);
  });

  it.each(PORTUGUESE)('%s: agenda and stats are Portuguese', async (_, env) => {
    const {agenda, stats} = await freshScreens(env);
    expect(agenda).toMatch(/^Nada na agenda nos próximos 7 dias\./);
    expect(stats).toMatch(/^Memórias: 0 ativas/m);
    expect(stats).toMatch(/^Pessoas: 0 \(0 relações\)/m);
    expect(`${agenda}\n${stats}`).not.toMatch(/\b(nothing|memories|people|checkups|tasks)\b/i);
  });

  it('once the user has written English in a Portuguese locale, English wins (and the other way round)', async () => {
    const pt = {LANG: 'pt_BR.UTF-8'};
    const h = home();
    expect((await magisIn(h, ['ask', 'my daughter has the dentist on friday at 3pm', '--now', NOW], {env: pt})).status).toBe(0);
    const agenda = (await magisIn(h, ['agenda', '--now', NOW], {env: pt})).stdout;
    // Her own writing also sets her clock: "3pm" is the 12-hour clock, on the agenda as in the chat;
    // the date keeps her locale's order, day first, as a Brazilian writes it.
    expect(agenda).toMatch(/^Friday 6 Mar$/m);
    expect(agenda).toMatch(/1\. 3 pm — Dentist \(/);
    expect((await magisIn(h, ['stats', '--now', NOW], {env: pt})).stdout).toMatch(/^Memories: /m);

    const c = {LANG: 'C.UTF-8'};
    const h2 = home();
    expect((await magisIn(h2, ['ask', 'minha filha tem dentista na sexta às 15h', '--now', NOW], {env: c})).status).toBe(0);
    expect((await magisIn(h2, ['agenda', '--now', NOW], {env: c})).stdout).toMatch(/1\. 15h — Dentista/);
  });

  it("the chat's first onboarding question is asked in the fresh home's language (the module the chat renders)", async () => {
    const asked = async (env: NodeJS.ProcessEnv) => {
      const {home: h, cleanup} = tempHome();
      const store = await Store.open({home: h, now: new Date(`${NOW}:00Z`), env: {}});
      try {
        return currentQuestion(startOnboarding(), userLanguage(store.db, env))?.text;
      } finally {
        store.close();
        cleanup();
      }
    };
    for (const [name, env] of ENGLISH) expect(await asked(env), name).toBe('What should I call you?');
    for (const [name, env] of PORTUGUESE) expect(await asked(env), name).toBe('Como você quer que eu te chame?');
  });

  it("--help speaks the user's language, its examples too (one language a screen)", async () => {
    const h = home();
    const en = await magisIn(h, ['--help'], {env: {LANG: 'C.UTF-8'}});
    expect(en.stdout).toMatch(/^Usage: magis \[options\] \[command\]/);
    expect(en.stdout).toMatch(/display help for command/);
    const moveEn = (await magisIn(h, ['agenda', 'move', '--help'], {env: {LANG: 'C.UTF-8'}})).stdout;
    expect(moveEn).toMatch(/move an agenda item to another day or time/);
    expect(moveEn).toMatch(/"friday 3pm"/);
    expect(moveEn).not.toMatch(/sexta|amanhã|Uso:/);

    const p = home();
    const pt = await magisIn(p, ['--help'], {env: {LANG: 'pt_BR.UTF-8'}});
    expect(pt.stdout).toMatch(/^Uso: magis \[opções\] \[comando\]/);
    expect(pt.stdout).toMatch(/^Comandos:$/m);
    expect(pt.stdout).toMatch(/mostra a ajuda do comando/);
    expect(pt.stdout).not.toMatch(/display help|Usage:|Options:|Commands:/);
    const movePt = (await magisIn(p, ['agenda', 'move', '--help'], {env: {LANG: 'pt_BR.UTF-8'}})).stdout;
    expect(movePt).toMatch(/^Uso: magis agenda move \[opções\] <ref> <quando>/);
    expect(movePt).toMatch(/move um item da agenda para outro dia ou hora/);
    expect(movePt).toMatch(/"sexta 15h"/);
    expect(movePt).toMatch(/--within <duração> +o período em que o número foi mostrado \(padrão: "7d"\)/);
    expect(movePt).not.toMatch(/friday|tomorrow|default:/);
    // The store's language wins over the locale, for help as for everything else.
    expect((await magisIn(p, ['ask', 'my son has the dentist on friday at 3pm', '--now', NOW], {env: {LANG: 'pt_BR.UTF-8'}})).status).toBe(0);
    expect((await magisIn(p, ['--help'], {env: {LANG: 'pt_BR.UTF-8'}})).stdout).toMatch(/^Usage: magis /);
  });
});

/** The real chat needs a terminal: tmux gives it one (as test/chat-tmux.test.ts does). */
const hasTmux = spawnSync('tmux', ['-V'], {stdio: 'ignore'}).status === 0;
const SOCKET = `magis-locale-test-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-u', '-L', SOCKET, ...args], {encoding: 'utf8', timeout: 10_000});

describe.skipIf(!hasTmux)("magis chat's first onboarding prompt, in a real terminal", () => {
  const cleanups: Array<() => void> = [];
  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
    for (const c of cleanups) c();
  });

  /** Starts `magis chat` in a fresh home with only `locale` set, and returns the screen once it asks its first question. */
  async function firstPrompt(session: string, locale: string[]): Promise<string> {
    const {home: h, cleanup} = tempHome();
    cleanups.push(cleanup);
    const env = [`PATH=${process.env.PATH}`, `HOME=${process.env.HOME}`, `MAGIS_HOME=${h}`, `MAGIS_NOW=${NOW}:00Z`, 'TERM=screen', 'TZ=UTC', ...locale];
    const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
    tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '30', `env -i ${env.map(quote).join(' ')} ${quote(process.execPath)} ${quote(BIN)} chat; sleep 60`);
    const deadline = Date.now() + 30_000;
    let text = '';
    while (Date.now() < deadline) {
      text = tmux('capture-pane', '-p', '-J', '-t', session);
      if (/\?/.test(text) && /1\/5/.test(text)) return text;
      await new Promise(resolve => setTimeout(resolve, 200));
    }
    throw new Error(`no onboarding question after 30 s; the terminal shows:\n${text}`);
  }

  it('LANG=C.UTF-8 and no LANG ask in English; LANG=pt_PT.UTF-8 in Portuguese', async () => {
    for (const [session, locale] of [
      ['c', ['LANG=C.UTF-8']],
      ['none', []],
    ] as const) {
      const text = await firstPrompt(session, [...locale]);
      expect(text, session).toContain('What should I call you?');
      expect(text, session).not.toContain('Como você');
    }
    // Portuguese as Portugal says it (issue 41.1): "você" and "te" are Brazil's.
    const pt = await firstPrompt('pt', ['LANG=pt_PT.UTF-8']);
    expect(pt).toContain('1/5 Como se chama?');
    expect(pt).not.toMatch(/você|\bte\b/);
  });
});
