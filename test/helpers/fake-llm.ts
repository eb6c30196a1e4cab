import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

/** What the fake server does with a chat request. */
export type Behaviour =
  | {kind: 'reply'; text: string}
  | {kind: 'tool'; name: string; args: Record<string, unknown>; then: string}
  /** Several tool calls in one answer (a model flooding the tools). */
  | {kind: 'tools'; calls: Array<{name: string; args: Record<string, unknown>}>}
  | {kind: 'status'; status: number}
  /** An error status whose body says `message` (a server that echoes the request's key in it). */
  | {kind: 'error'; status: number; message: string}
  | {kind: 'hang'}
  | {kind: 'cut'; after: string}
  | {kind: 'json'; body: string}
  /** Streams `text` one word every `everyMs` (a slow model), so a client can cancel midway. */
  | {kind: 'slow'; text: string; everyMs: number}
  /** Says nothing for `ms` (a model thinking before its first word), then behaves as `then`. */
  | {kind: 'late'; ms: number; then: Behaviour};

export interface FakeLlm {
  url: string;
  requests: Array<{path: string; body: any}>;
  /** Decides the behaviour per request: streaming chat turns, and non-streaming completions (extraction, summary). */
  behave: (body: any) => Behaviour;
  /** Slow streams the client closed before their end (a cancelled answer). */
  cancelledStreams: number;
  close: () => Promise<void>;
}

function sse(res: ServerResponse, chunks: object[], end = true): void {
  res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive'});
  for (const c of chunks) res.write(`data: ${JSON.stringify(c)}\n\n`);
  if (end) {
    res.write('data: [DONE]\n\n');
    res.end();
  }
}

const chunk = (delta: object, finish: string | null = null) => ({id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{index: 0, delta, finish_reason: finish}]});

/**
 * An OpenAI-compatible HTTP server on loopback for tests: streaming SSE, tool calls, embeddings
 * and failures, driven by the real `openai` client. It records every request body.
 */
export async function startFakeLlm(behave: FakeLlm['behave']): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeLlm = {url: '', requests, behave, cancelledStreams: 0, close: async () => {}};
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', d => (raw += d));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({path: req.url ?? '', body});
      if (req.url?.endsWith('/embeddings')) {
        const input: string[] = Array.isArray(body.input) ? body.input : [body.input];
        const data = input.map((t, index) => {
          const v = Array.from({length: 16}, (_, i) => ((t.charCodeAt(i % Math.max(1, t.length)) || 1) % 7) + 1);
          return {object: 'embedding', index, embedding: v};
        });
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(JSON.stringify({object: 'list', data, model: body.model, usage: {prompt_tokens: 1, total_tokens: 1}}));
        return;
      }
      respond(fake.behave(body), body, res);
    });
  };
  const respond = (b: Behaviour, body: any, res: ServerResponse): void => {
    if (b.kind === 'late') {
      const timer = setTimeout(() => respond(b.then, body, res), b.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (b.kind === 'hang') return; // never answers: the client's timeout must fire
    if (b.kind === 'error') {
      res.writeHead(b.status, {'content-type': 'application/json'});
      res.end(JSON.stringify({error: {message: b.message, type: 'invalid_request_error'}}));
      return;
    }
    if (b.kind === 'status') {
      res.writeHead(b.status, {'content-type': 'application/json'});
      res.end(JSON.stringify({error: {message: `fake ${b.status}`, type: 'server_error'}}));
      return;
    }
    if (!body.stream) {
      const content = b.kind === 'json' ? b.body : b.kind === 'reply' ? b.text : '';
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(JSON.stringify({id: 'x', object: 'chat.completion', created: 0, model: 'fake', choices: [{index: 0, message: {role: 'assistant', content}, finish_reason: 'stop'}]}));
      return;
    }
    if (b.kind === 'reply' || b.kind === 'json') {
      const text = b.kind === 'reply' ? b.text : b.body;
      const words = text.split(/(?<= )/);
      sse(res, [chunk({role: 'assistant', content: ''}), ...words.map(w => chunk({content: w})), chunk({}, 'stop')]);
    } else if (b.kind === 'tools') {
      const calls = b.calls.map((c, index) => ({index, id: `call_${index}`, type: 'function', function: {name: c.name, arguments: JSON.stringify(c.args)}}));
      sse(res, [chunk({role: 'assistant', tool_calls: calls}), chunk({}, 'tool_calls')]);
    } else if (b.kind === 'tool') {
      sse(res, [chunk({role: 'assistant', tool_calls: [{index: 0, id: 'call_1', type: 'function', function: {name: b.name, arguments: JSON.stringify(b.args)}}]}), chunk({}, 'tool_calls')]);
    } else if (b.kind === 'slow') {
      sse(res, [chunk({role: 'assistant', content: ''})], false);
      const words = b.text.split(/(?<= )/);
      let i = 0;
      const timer = setInterval(() => {
        if (i < words.length) res.write(`data: ${JSON.stringify(chunk({content: words[i++]}))}\n\n`);
        else {
          clearInterval(timer);
          res.end(`data: ${JSON.stringify(chunk({}, 'stop'))}\n\ndata: [DONE]\n\n`);
        }
      }, b.everyMs);
      res.on('close', () => {
        if (i < words.length) fake.cancelledStreams++;
        clearInterval(timer);
      });
    } else if (b.kind === 'cut') {
      sse(res, [chunk({role: 'assistant', content: b.after})], false);
      setTimeout(() => res.socket?.destroy(), 20);
    }
  };
  const server: Server = createServer(handle);
  server.on('connection', s => (sockets.add(s), s.on('close', () => sockets.delete(s))));
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>(resolve => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return fake;
}
