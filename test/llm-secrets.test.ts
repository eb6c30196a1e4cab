import {existsSync, readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';
import {homePerTest} from './helpers/cli.js';

/**
 * Issue 39: the LLM key leaked when a server echoed it URL-encoded or as the Base64 of a
 * "user:key" header, was stored when the endpoint sent it back as the answer, and a redirect could
 * take the request to another host. A real HTTP server on loopback stands in for the LLM, driven by
 * the real `openai` client through a turn as `magis ask` runs it (in process).
 */
const newHome = homePerTest();
const NOW = new Date('2026-11-21T10:00:00Z');
// '/', '+' and '=' are what URL-encoding changes.
const KEY = 'sk-proj-Fam1ly/Key+Only=4uS';

/** The key in every spelling a server could echo it in. */
const spellings = [
  KEY,
  encodeURIComponent(KEY),
  encodeURIComponent(KEY).toLowerCase(),
  Buffer.from(KEY).toString('base64'),
  Buffer.from(`ana:${KEY}`).toString('base64'),
  Buffer.from(`:${KEY}`).toString('base64'),
  Buffer.from(`ana:${KEY}`).toString('base64url'),
];
const leaks = (text: string) => spellings.filter(s => text.includes(s));

type Handler = (req: IncomingMessage, body: any, res: ServerResponse) => void;
const servers: Array<{close: () => void}> = [];
afterEach(() => {
  while (servers.length) servers.pop()!.close();
});

/** An HTTP server on loopback; resolves with its /v1 URL and the requests it got. */
async function serve(handle: Handler): Promise<{url: string; requests: Array<{path: string; headers: IncomingMessage['headers']}>}> {
  const requests: Array<{path: string; headers: IncomingMessage['headers']}> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', d => (raw += d));
    req.on('end', () => {
      requests.push({path: req.url ?? '', headers: req.headers});
      handle(req, raw ? JSON.parse(raw) : {}, res);
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests};
}

const chunk = (delta: object, finish: string | null = null) => ({id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{index: 0, delta, finish_reason: finish}]});

/** Streams `pieces` as a chat answer (non-streaming calls, the summary, get a plain completion of the same text). */
function answer(res: ServerResponse, body: any, pieces: string[]): void {
  if (!body.stream) {
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(JSON.stringify({id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{index: 0, message: {role: 'assistant', content: pieces.join('')}, finish_reason: 'stop'}]}));
    return;
  }
  res.writeHead(200, {'content-type': 'text/event-stream'});
  for (const c of [chunk({role: 'assistant', content: ''}), ...pieces.map(p => chunk({content: p})), chunk({}, 'stop')]) res.write(`data: ${JSON.stringify(c)}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** One turn, as `magis ask` runs it: what was shown (streamed words and notices) and what the store's bytes hold. */
async function turn(home: string, url: string, message: string) {
  const shown: string[] = [];
  const store = await Store.open({home, now: NOW, env: {OPENAI_BASE_URL: url, OPENAI_API_KEY: KEY, MAGIS_MODEL: 'm', MAGIS_LLM_TIMEOUT: '10', LANG: 'en_US.UTF-8'}});
  let result: Awaited<ReturnType<typeof runTurn>>;
  try {
    result = await runTurn(store, {message}, {onToken: t => shown.push(t), onNotice: n => shown.push(n)});
    await result.background;
  } finally {
    store.close();
  }
  const stored = ['magis.db', 'magis.db-wal']
    .map(f => join(home, f))
    .filter(existsSync)
    .map(f => readFileSync(f).toString('latin1'))
    .join('\n');
  return {result, shown: shown.join(''), stored};
}

describe('the LLM key is never printed nor stored', () => {
  it('an error page echoing the key, URL-encoded and in Base64, is said by its status alone', async () => {
    const llm = await serve((req, _body, res) => {
      const auth = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      res.writeHead(400, {'content-type': 'application/json'});
      res.end(JSON.stringify({error: {message: `bad request for key ${encodeURIComponent(auth)} (Basic ${Buffer.from(`ana:${auth}`).toString('base64')})`, type: 'invalid_request_error'}}));
    });
    const {result, shown, stored} = await turn(newHome(), llm.url, 'My daughter Ana has ballet on Friday');
    expect(result.engine).toBe('offline');
    expect(result.fallbackReason).toBe('the server refused the request (HTTP 400)');
    expect(leaks(shown)).toEqual([]);
    expect(leaks(stored)).toEqual([]);
  });

  it("a model's answer holding the key, cut across the stream's pieces, is neither shown nor stored with it", async () => {
    const said = `Your key is ${KEY}, encoded ${encodeURIComponent(KEY)}, as a header ${Buffer.from(`ana:${KEY}`).toString('base64')}. Noted.`;
    // Pieces of 5 characters: every spelling of the key arrives in several.
    const llm = await serve((_req, body, res) => answer(res, body, said.match(/[\s\S]{1,5}/g)!));
    const home = newHome();
    const {result, shown, stored} = await turn(home, llm.url, 'What is the key you use?');
    expect(result.engine).toBe('llm');
    expect(leaks(shown)).toEqual([]);
    expect(leaks(result.reply)).toEqual([]);
    expect(shown).toBe('Your key is [redacted], encoded [redacted], as a header [redacted]. Noted.');
    expect(leaks(stored)).toEqual([]);
  });

  it('a redirect to another host is refused: nothing reaches it, the turn answers offline and says why', async () => {
    const other = await serve((_req, body, res) => answer(res, body, ['Hello from elsewhere.']));
    const llm = await serve((req, _body, res) => {
      res.writeHead(307, {location: `${other.url}${req.url!.replace(/^\/v1/, '')}`});
      res.end();
    });
    const {result, shown, stored} = await turn(newHome(), llm.url, 'My son Rui has judo on Tuesday');
    expect(other.requests).toEqual([]);
    expect(result.engine).toBe('offline');
    expect(result.fallbackReason).toMatch(/another host \(http:\/\/127\.0\.0\.1:\d+\)/);
    expect(leaks(shown + stored)).toEqual([]);
  });
});
