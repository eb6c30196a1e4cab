import {execFileSync, spawnSync} from 'node:child_process';
import stringWidth from 'string-width';
import {afterAll, describe, expect, it} from 'vitest';
import {BIN, tempHome} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {startFakeLlm, type FakeLlm} from './helpers/fake-llm.js';

/**
 * `magis chat` in a real terminal: tmux gives the chat a pty, types into it with send-keys and
 * reads the screen with capture-pane. Runs the built CLI (dist/, built by `npm test`'s pretest).
 */
const hasTmux = spawnSync('tmux', ['-V'], {stdio: 'ignore'}).status === 0;
const SKIP_REASON = 'tmux is not installed (apt-get install -y tmux); the real-terminal chat test needs it';

// Our own tmux server (-L), so a developer's sessions are never touched.
const SOCKET = `magis-chat-test-${process.pid}`;
const NOW = '2026-11-21T10:00:00Z';

if (!hasTmux) console.warn(`chat-tmux.test.ts: ${SKIP_REASON}.`);

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-u', '-L', SOCKET, ...args], {encoding: 'utf8', timeout: 10_000});
}

/** The whole pane, scrollback included, wrapped lines joined. */
function screen(session: string): string {
  return tmux('capture-pane', '-p', '-J', '-t', session, '-S', '-');
}

/** Polls the screen until `test` passes; on timeout fails showing what the terminal shows. */
async function waitFor(session: string, what: string, test: (text: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    text = screen(session);
    if (test(text)) return text;
    await new Promise(resolve => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; the terminal shows:\n${text}`);
}

/**
 * Starts `magis chat` in its own tmux session with a clean environment: a temp store, a fixed
 * clock, no OPENAI_* unless given. The shell line prints the exit code and keeps the pane open.
 */
function startChat(session: string, home: string, extraEnv: string[] = [], columns = 100): void {
  const env = [`PATH=${process.env.PATH}`, `HOME=${process.env.HOME}`, `MAGIS_HOME=${home}`, `MAGIS_NOW=${NOW}`, 'TERM=screen', 'LANG=pt_BR.UTF-8', 'TZ=UTC', 'MAGIS_ONBOARDING=0', ...extraEnv];
  const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
  const command = `env -i ${env.map(quote).join(' ')} ${quote(process.execPath)} ${quote(BIN)} chat; echo "magis exited with $?"; sleep 120`;
  tmux('new-session', '-d', '-s', session, '-x', String(columns), '-y', '40', command);
}

/** Lines of the pane (wrapped lines joined, so a line the terminal had to wrap shows whole) wider than `columns`. */
function tooWide(text: string, columns: number): string[] {
  return text
    .split('\n')
    .filter(line => stringWidth(line) > columns)
    .map(line => `${stringWidth(line)}: ${line}`);
}

/** Portuguese as people paste it: accents, em dashes, bullets, one long paragraph. */
const LONG_PT =
  'A reunião de amanhã — às 9h — foi remarcada: • levar o relatório • avisar a Fernanda • confirmar a sala. ' +
  'Também preciso ligar para a seguradora sobre o carro, e minha mãe disse que quer ir ao cardiologista na próxima semana, de preferência de manhã — antes das 10h.';

/** Types text literally, then presses Enter as a separate key (as a person would). */
function typeLine(session: string, text: string): void {
  tmux('send-keys', '-t', session, '-l', text);
  tmux('send-keys', '-t', session, 'Enter');
}

// A new store speaks its locale's language (here Brazilian Portuguese) until the user writes otherwise (the chat's own words follow the user).
const READY = (s: string) => s.includes('Escreva uma mensagem, ou /help') && / · (offline|fake-model)/.test(s);

describe.skipIf(!hasTmux)('magis chat in a real terminal (tmux)', () => {
  const homes: Array<() => void> = [];
  let llm: FakeLlm | undefined;

  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
    void llm?.close();
    for (const cleanup of homes) cleanup();
  });

  it('greets, answers a typed message offline, and leaves cleanly on /exit', async () => {
    const {home, cleanup} = tempHome();
    homes.push(cleanup);
    startChat('offline', home);
    // The greeting ends with the /help hint; the status line says the mode and that it runs offline.
    await waitFor('offline', 'the greeting and status line', s => READY(s) && /personal · offline/.test(s));

    const message = 'Minha filha Susana tem 16 anos';
    tmux('send-keys', '-t', 'offline', '-l', message);
    await waitFor('offline', 'the typed text in the input box', s => s.includes(message));
    tmux('send-keys', '-t', 'offline', 'Enter');

    // The user's line moves into the transcript, an assistant line (✦) follows it, and the
    // status line reports the finished turn.
    const answered = await waitFor('offline', 'an answer', s => new RegExp(`› ${message}[\\s\\S]*\\n✦ \\S`).test(s) && /memórias? usadas?/.test(s));
    expect(answered).toMatch(new RegExp(`^› ${message}$`, 'm'));
    expect(answered).not.toMatch(/^✖/m); // no error line instead of an answer

    typeLine('offline', '/exit');
    const ended = await waitFor('offline', 'the process to end', s => /magis exited with \d+/.test(s));
    expect(ended).toContain('magis exited with 0');
  }, 90_000);

  it.each([60, 80, 100])(
    'at %i columns draws no line wider than the terminal (accents, em dashes, bullets, a long paste)',
    async columns => {
      const {home, cleanup} = tempHome();
      homes.push(cleanup);
      const session = `w${columns}`;
      startChat(session, home, [], columns);
      await waitFor(session, 'the greeting', READY);
      tmux('send-keys', '-t', session, '-l', LONG_PT);
      // The long text wraps inside the input box.
      const typing = await waitFor(session, 'the pasted text in the input box', s => s.includes('10h.'));
      expect(tooWide(typing, columns)).toEqual([]);
      tmux('send-keys', '-t', session, 'Enter');
      await waitFor(session, 'an answer', s => /^✦ \S/m.test(s) && /memórias? usadas?|personal · offline {2,}/.test(s));
      typeLine(session, '/help');
      // A frame can reach the pty in more than one write, so a capture may land between them; wait
      // for the frame that has the list and the input box, then hold it to the rules.
      const hasBox = (s: string) => s.split('\n').some(l => l.startsWith('╭'));
      const shown = await waitFor(session, 'the command list under an input box', s => s.includes('/new') && s.includes('/exit') && hasBox(s));
      expect(tooWide(shown, columns)).toEqual([]);
      // Exactly one input box, drawn at the full width.
      expect(
        shown
          .split('\n')
          .filter(l => l.startsWith('╭'))
          .map(l => stringWidth(l)),
      ).toEqual([columns]);
      typeLine(session, '/exit');
      await waitFor(session, 'the process to end', s => /magis exited with 0/.test(s));
    },
    60_000,
  );

  it('redraws the transcript on a resize: no stale box borders, nothing wider than the new width', async () => {
    const {home, cleanup} = tempHome();
    homes.push(cleanup);
    startChat('resize', home, [], 100);
    await waitFor('resize', 'the greeting', READY);
    typeLine('resize', LONG_PT);
    await waitFor('resize', 'an answer', s => /^✦ \S/m.test(s));
    for (const columns of [60, 90, 70]) {
      tmux('resize-window', '-t', 'resize', '-x', String(columns));
      const redrawn = await waitFor('resize', `the redraw at ${columns} columns`, s => s.split('\n').some(l => l.startsWith('╭') && stringWidth(l) === columns));
      expect(tooWide(redrawn, columns)).toEqual([]);
      // One box, the current one: the old, wider borders are gone from the screen and the scrollback.
      expect(
        redrawn
          .split('\n')
          .filter(l => /^[╭╰]/.test(l))
          .map(l => stringWidth(l)),
      ).toEqual([columns, columns]);
      expect(redrawn).toContain('A reunião de amanhã');
      expect(redrawn.split('A reunião de amanhã').length - 1).toBe(1);
    }
    typeLine('resize', '/exit');
    await waitFor('resize', 'the process to end', s => /magis exited with 0/.test(s));
  }, 60_000);

  it('streams a slow LLM answer (a word every 200 ms), Ctrl+C stops it, keeps what was shown marked as cut, stores no half answer; Ctrl+C twice quits (130)', async () => {
    const {home, cleanup} = tempHome();
    homes.push(cleanup);
    const answer = 'Claro, vou pensar nisso com calma e responder em partes bem pequenas para dar tempo de cancelar antes do FIM_DA_RESPOSTA';
    // Streaming chat turns are slow; summaries and extraction (not streamed) get an empty JSON answer at once.
    llm = await startFakeLlm(body => (body.stream ? {kind: 'slow', text: answer, everyMs: 200} : {kind: 'json', body: '{}'}));
    startChat('llm', home, [`OPENAI_BASE_URL=${llm.url}`, 'MAGIS_MODEL=fake-model']);
    await waitFor('llm', 'the greeting and the model in the status line', s => READY(s) && /personal · fake-model/.test(s));

    typeLine('llm', 'Me conta uma coisa');
    const streaming = await waitFor('llm', 'the answer to start streaming', s => s.includes('Claro, vou') && s.includes('Ctrl+C cancela'), 15_000);
    expect(streaming).not.toContain('FIM_DA_RESPOSTA');
    tmux('send-keys', '-t', 'llm', 'C-c');
    const cancelled = await waitFor('llm', 'the cancel notice', s => s.includes('(cancelado)') && s.includes('! Cancelado.'));
    // What was shown stays, marked as cut; the stream really stopped (the server saw the client leave).
    expect(cancelled).toMatch(/^✦ Claro, vou[^\n]*\(cancelado\)$/m);
    await waitFor('llm', 'the server to see the stream closed', () => llm!.cancelledStreams === 1, 5_000);
    expect(screen('llm')).not.toContain('FIM_DA_RESPOSTA');

    tmux('send-keys', '-t', 'llm', 'C-c');
    await waitFor('llm', 'the quit hint', s => s.includes('Ctrl+C de novo para sair'));
    tmux('send-keys', '-t', 'llm', 'C-c');
    const ended = await waitFor('llm', 'the process to end', s => /magis exited with \d+/.test(s));
    expect(ended).toContain('magis exited with 130');
    // Nothing half-written: the user's message is in the log, no assistant reply holds the cut answer.
    const stored = inspect(home, db => db.prepare('SELECT role, content FROM messages ORDER BY id').all() as Array<{role: string; content: string}>);
    expect(stored.filter(m => m.role === 'user').map(m => m.content)).toEqual(['Me conta uma coisa']);
    expect(stored.filter(m => m.role === 'assistant')).toEqual([]);
  }, 60_000);
});

if (!hasTmux) {
  describe('magis chat in a real terminal (tmux)', () => {
    it.skip(`skipped: ${SKIP_REASON}`, () => {});
  });
}
