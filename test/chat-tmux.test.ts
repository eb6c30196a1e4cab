import {execFileSync, spawnSync} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, describe, expect, it} from 'vitest';
import {BIN, tempHome} from './helpers/cli.js';

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
function startChat(session: string, home: string, extraEnv: string[] = []): void {
  const env = [`PATH=${process.env.PATH}`, `HOME=${process.env.HOME}`, `MAGIS_HOME=${home}`, `MAGIS_NOW=${NOW}`, 'TERM=screen', 'LANG=C.UTF-8', 'TZ=UTC', 'MAGIS_ONBOARDING=0', ...extraEnv];
  const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
  const command = `env -i ${env.map(quote).join(' ')} ${quote(process.execPath)} ${quote(BIN)} chat; echo "magis exited with $?"; sleep 120`;
  tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '40', command);
}

/** Types text literally, then presses Enter as a separate key (as a person would). */
function typeLine(session: string, text: string): void {
  tmux('send-keys', '-t', session, '-l', text);
  tmux('send-keys', '-t', session, 'Enter');
}

// A new store speaks Portuguese until the user writes otherwise (the chat's own words follow the user).
const READY = (s: string) => s.includes('Escreva uma mensagem, ou /help') && / · (offline|fake-model)/.test(s);

/**
 * A slow OpenAI-compatible server: streams an answer one word every 400 ms, so the test can
 * press Ctrl+C in the middle. Non-streaming calls (summaries, extraction) get an empty answer.
 */
function slowLlm(): Promise<Server> {
  const words = 'Claro, vou pensar nisso com calma e responder em partes bem pequenas para dar tempo de cancelar antes do FIM_DA_RESPOSTA'.split(' ');
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', c => (body += c));
    req.on('end', () => {
      const stream = (() => {
        try {
          return (JSON.parse(body) as {stream?: boolean}).stream === true;
        } catch {
          return false;
        }
      })();
      if (!stream) {
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(JSON.stringify({id: 'x', object: 'chat.completion', created: 0, model: 'fake-model', choices: [{index: 0, message: {role: 'assistant', content: '{}'}, finish_reason: 'stop'}]}));
        return;
      }
      res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({id: 'x', object: 'chat.completion.chunk', created: 0, model: 'fake-model', choices: [{index: 0, delta, finish_reason: finish}]})}\n\n`;
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        if (i < words.length) res.write(chunk({content: (i ? ' ' : '') + words[i++]}, null));
        else {
          clearInterval(timer);
          res.end(chunk({}, 'stop') + 'data: [DONE]\n\n');
        }
      }, 400);
      res.on('close', () => clearInterval(timer));
    });
  });
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!hasTmux)('magis chat in a real terminal (tmux)', () => {
  const homes: Array<() => void> = [];
  let server: Server | undefined;

  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
    server?.close();
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

  it('streams an LLM answer, cancels it with Ctrl+C, and quits on Ctrl+C twice (130)', async () => {
    const {home, cleanup} = tempHome();
    homes.push(cleanup);
    server = await slowLlm();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    startChat('llm', home, [`OPENAI_BASE_URL=${url}`, 'MAGIS_MODEL=fake-model']);
    await waitFor('llm', 'the greeting and the model in the status line', s => READY(s) && /personal · fake-model/.test(s));

    typeLine('llm', 'Me conta uma coisa');
    const streaming = await waitFor('llm', 'the answer to start streaming', s => s.includes('Claro, vou') && s.includes('Ctrl+C cancela'));
    expect(streaming).not.toContain('FIM_DA_RESPOSTA');
    tmux('send-keys', '-t', 'llm', 'C-c');
    const cancelled = await waitFor('llm', 'the cancel notice', s => s.includes('(cancelado)') && s.includes('! Cancelado.'));
    expect(cancelled).toMatch(/^✦ Claro, vou.*\(cancelado\)$/m);
    await new Promise(resolve => setTimeout(resolve, 1000));
    expect(screen('llm')).not.toContain('FIM_DA_RESPOSTA'); // the stream really stopped

    tmux('send-keys', '-t', 'llm', 'C-c');
    await waitFor('llm', 'the quit hint', s => s.includes('Ctrl+C de novo para sair'));
    tmux('send-keys', '-t', 'llm', 'C-c');
    const ended = await waitFor('llm', 'the process to end', s => /magis exited with \d+/.test(s));
    expect(ended).toContain('magis exited with 130');
  }, 90_000);
});

if (!hasTmux) {
  describe('magis chat in a real terminal (tmux)', () => {
    it.skip(`skipped: ${SKIP_REASON}`, () => {});
  });
}
