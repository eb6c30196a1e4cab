import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39, Build 6, through `magis ask` as a user runs it (llm-secrets.test.ts drives the turn
 * underneath): an LLM endpoint on loopback that echoes the key in its error page — as sent, URL-
 * encoded, in Base64 — or sends it back as the answer. Nothing the command prints (plain or
 * --json, stdout or stderr), nothing in the home's files, nothing `magis log` or `magis export`
 * shows afterwards holds any spelling of it.
 */
const newHome = homePerTest();
// '/', '+' and '=' are what URL-encoding changes.
const KEY = 'sk-proj-Ho0me/Key+Only=7zQ';
const spellings = [
  KEY,
  encodeURIComponent(KEY),
  encodeURIComponent(KEY).toLowerCase(),
  Buffer.from(KEY).toString('base64'),
  Buffer.from(`ana:${KEY}`).toString('base64'),
  Buffer.from(`:${KEY}`).toString('base64'),
];
const leaks = (text: string) => spellings.filter(s => text.includes(s));

const servers: Array<() => void> = [];
afterEach(() => {
  while (servers.length) servers.pop()!();
});

/** An LLM endpoint on loopback: `handle` answers each request; resolves with its /v1 URL. */
async function serve(handle: (req: IncomingMessage, body: any, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', d => (raw += d));
    req.on('end', () => handle(req, raw ? JSON.parse(raw) : {}, res));
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  servers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const chunk = (delta: object, finish: string | null = null) => ({id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{index: 0, delta, finish_reason: finish}]});

/** The answer `text`, streamed in pieces of 5 characters (every spelling of the key cut across several), or whole. */
function answer(res: ServerResponse, body: any, text: string): void {
  if (!body.stream) {
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(JSON.stringify({id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{index: 0, message: {role: 'assistant', content: text}, finish_reason: 'stop'}]}));
    return;
  }
  res.writeHead(200, {'content-type': 'text/event-stream'});
  for (const c of [chunk({role: 'assistant', content: ''}), ...text.match(/[\s\S]{1,5}/g)!.map(p => chunk({content: p})), chunk({}, 'stop')]) res.write(`data: ${JSON.stringify(c)}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** Every file of the home, as bytes read as text. */
const homeBytes = (home: string) =>
  readdirSync(home)
    .map(f => join(home, f))
    .filter(f => existsSync(f))
    .map(f => readFileSync(f).toString('latin1'))
    .join('\n');

async function askThrough(url: string, message: string) {
  const home = newHome();
  const env = {OPENAI_BASE_URL: url, OPENAI_API_KEY: KEY, MAGIS_MODEL: 'm', MAGIS_LLM_TIMEOUT: '10', LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-21T10:00:00Z'};
  const runs = [await magisIn(home, ['ask', message], {env}), await magisIn(home, ['ask', '--json', message], {env})];
  // What the user can read back afterwards.
  const after = [await magisIn(home, ['log', '--conversation', '1'], {env}), await magisIn(home, ['export'], {env}), await magisIn(home, ['memories', 'list'], {env})];
  const printed = [...runs, ...after].map(r => r.stdout + r.stderr).join('\n');
  // keys.json may hold the key (the user put it there); the store and everything else must not.
  const stored = readdirSync(home)
    .filter(f => f !== 'keys.json')
    .map(f => join(home, f))
    .map(f => readFileSync(f).toString('latin1'))
    .join('\n');
  return {runs, printed, stored, home};
}

describe('magis ask never prints nor stores the LLM key', () => {
  it('an error page echoing the key as sent, URL-encoded and in Base64: the command says the status alone', async () => {
    const url = await serve((req, _body, res) => {
      const auth = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      res.writeHead(400, {'content-type': 'application/json'});
      res.end(JSON.stringify({error: {message: `bad key ${auth} = ${encodeURIComponent(auth)} (Basic ${Buffer.from(`ana:${auth}`).toString('base64')})`, type: 'invalid_request_error'}}));
    });
    const {runs, printed, stored} = await askThrough(url, 'My daughter Ana has ballet on Friday');
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    // It answered offline, and the reason names the status.
    expect(printed).toMatch(/HTTP 400/);
    expect(leaks(printed)).toEqual([]);
    expect(leaks(stored)).toEqual([]);
  });

  it("a model's answer holding the key: the command shows it redacted, and the store keeps no spelling of it", async () => {
    const said = `Your key is ${KEY}, encoded ${encodeURIComponent(KEY)}, as a header ${Buffer.from(`ana:${KEY}`).toString('base64')}. Noted.`;
    const url = await serve((_req, body, res) => answer(res, body, said));
    const {runs, printed, stored} = await askThrough(url, 'What is the key you use?');
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    expect(runs[0]!.stdout).toContain('Your key is [redacted], encoded [redacted], as a header [redacted]. Noted.');
    expect(leaks(printed)).toEqual([]);
    expect(leaks(stored)).toEqual([]);
  });

  it('a key given in the environment is in no file of the home after a turn', async () => {
    const url = await serve((_req, body, res) => answer(res, body, 'Noted.'));
    const {home} = await askThrough(url, 'My son Rui has judo on Tuesday');
    expect(leaks(homeBytes(home))).toEqual([]);
  });
});
