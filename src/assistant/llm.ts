import {redactSecrets, secretFilter} from '../config/secrets.js';
import type {LlmSettings} from '../config/settings.js';
import {llmTimeouts, openAiClient, RedirectRefused} from '../config/llm-client.js';
import type {ChatMessage} from './prompt.js';
import type {OpenAI} from 'openai';

/** A tool the model may call; `run` returns text handed back to the model as data. */
export interface Tool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run: (args: Record<string, unknown>) => Promise<string> | string;
}

export class LlmUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'LlmUnavailable';
  }
}

const MAX_RETRIES = 2;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
/** Tool calls the model may make in one turn, over all its rounds, and the size of one call's arguments. */
const MAX_TOOL_CALLS_PER_TURN = 8;
const MAX_TOOL_ARGS_CHARS = 8_000;

/**
 * A failure in a few words of our own. A server's answer is said by its status alone: its body is
 * the server's text (an error page may echo the request, key and all), never shown.
 */
function describeFailure(error: unknown): string {
  const e = error as {status?: number; code?: string; name?: string; message?: string; cause?: unknown};
  if (e?.status === 429) return 'rate limited (429)';
  if (e?.status && e.status >= 500) return `server error (${e.status})`;
  if (e?.status === 401 || e?.status === 403) return `not authorised (${e.status}); check the API key`;
  if (e?.status === 404) return 'model or endpoint not found (404); check MAGIS_MODEL / OPENAI_BASE_URL';
  if (e?.status) return `the server refused the request (HTTP ${e.status})`;
  if (e?.cause instanceof RedirectRefused) return e.cause.message;
  if (e?.name === 'APIConnectionTimeoutError' || /timed? ?out/i.test(e?.message ?? '')) return 'timed out';
  if (e?.name === 'APIConnectionError' || e?.code === 'ECONNREFUSED') return 'connection failed';
  return redactSecrets((e?.message ?? String(error)).split('\n')[0]!).slice(0, 120);
}

/**
 * Streams an answer from an OpenAI-compatible endpoint, running tool calls (at most three rounds).
 * Any failure — timeout, 429/5xx after bounded retries, a stream cut before it finished — throws
 * LlmUnavailable so the caller can answer offline instead.
 */
export async function streamChat(settings: LlmSettings, messages: ChatMessage[], tools: Tool[], onToken: (t: string) => void, signal?: AbortSignal): Promise<string> {
  const {firstTokenMs, totalMs} = llmTimeouts(settings);
  const client = await openAiClient(settings, MAX_RETRIES);
  const deadline = AbortSignal.timeout(totalMs);
  // Armed while a round waits for its first word (content or a tool call); disarmed when one comes.
  const silence = new AbortController();
  let silenceTimer: NodeJS.Timeout | undefined;
  const awaitFirstToken = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => silence.abort(), firstTokenMs);
  };
  const abort = AbortSignal.any([deadline, silence.signal, ...(signal ? [signal] : [])]);
  const convo: OpenAI.Chat.ChatCompletionMessageParam[] = messages.map(m => ({role: m.role, content: m.content}));
  const toolSpecs = tools.map(t => ({type: 'function' as const, function: {name: t.name, description: t.description, parameters: t.parameters}}));
  let text = '';
  let used = 0;
  // What the model says is shown and kept without any secret of ours it may repeat.
  const shown = secretFilter();
  const show = (piece: string) => {
    const out = shown.push(piece);
    if (out) onToken(out);
  };
  const done = () => {
    const rest = shown.end();
    if (rest) onToken(rest);
    return redactSecrets(text.trim());
  };
  try {
    for (let round = 0; round < 4; round++) {
      awaitFirstToken();
      const stream = await client.chat.completions.create(
        {model: settings.model, messages: convo, stream: true, max_tokens: 500, temperature: 0.4, ...(toolSpecs.length && round < 3 ? {tools: toolSpecs} : {})},
        {signal: abort},
      );
      let finish: string | null = null;
      const calls: Array<{id: string; name: string; args: string}> = [];
      let roundText = '';
      for await (const chunk of stream) {
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        const delta = choice.delta ?? {};
        if (delta.content || delta.tool_calls?.length) clearTimeout(silenceTimer);
        if (delta.content) {
          roundText += delta.content;
          show(delta.content);
        }
        for (const tc of delta.tool_calls ?? []) {
          const slot = (calls[tc.index] ??= {id: '', name: '', args: ''});
          if (tc.id) slot.id = tc.id;
          if (tc.function?.name) slot.name += tc.function.name;
          if (tc.function?.arguments) slot.args += tc.function.arguments;
        }
        if (choice.finish_reason) finish = choice.finish_reason;
      }
      // An abort (a limit reached) ends the stream quietly: said as the limit, not as a cut.
      if (!finish) throw abort.aborted && !signal?.aborted ? new Error('aborted') : new LlmUnavailable('the answer stream was cut before it finished');
      text += roundText;
      if (finish !== 'tool_calls' || calls.length === 0) return done();
      convo.push({role: 'assistant', content: roundText || null, tool_calls: calls.map(c => ({id: c.id, type: 'function' as const, function: {name: c.name, arguments: c.args}}))});
      for (const c of calls) {
        const tool = tools.find(t => t.name === c.name);
        let result: string;
        try {
          // Bounded per turn (issue 24: one turn's calls stored 300 memories): beyond the count or
          // the size, a call is answered with the refusal and nothing runs.
          if (++used > MAX_TOOL_CALLS_PER_TURN) result = `refused: at most ${MAX_TOOL_CALLS_PER_TURN} tool calls per turn`;
          else if (c.args.length > MAX_TOOL_ARGS_CHARS) result = `refused: arguments over ${MAX_TOOL_ARGS_CHARS} characters`;
          else result = tool ? await tool.run(JSON.parse(redactSecrets(c.args) || '{}') as Record<string, unknown>) : `unknown tool ${c.name}`;
        } catch (error) {
          result = `tool failed: ${(error as Error).message}`;
        }
        convo.push({role: 'tool', tool_call_id: c.id, content: result});
      }
    }
    return done();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof LlmUnavailable) throw error;
    if (deadline.aborted) throw new LlmUnavailable(`no whole answer within ${seconds(totalMs)} (MAGIS_LLM_TIMEOUT)`);
    if (silence.signal.aborted) throw new LlmUnavailable(`no first word within ${seconds(firstTokenMs)} (MAGIS_LLM_FIRST_TOKEN_TIMEOUT)`);
    throw new LlmUnavailable(describeFailure(error));
  } finally {
    clearTimeout(silenceTimer);
  }
}

/** One non-streaming JSON completion (extraction, summaries); null on any failure. */
export async function completeJson(settings: LlmSettings, system: string, user: string): Promise<unknown> {
  try {
    const {totalMs} = llmTimeouts(settings);
    const client = await openAiClient(settings, 1);
    const res = await client.chat.completions.create(
      {
        model: settings.model,
        temperature: 0,
        max_tokens: 800,
        messages: [
          {role: 'system', content: system},
          {role: 'user', content: user},
        ],
      },
      {signal: AbortSignal.timeout(totalMs)},
    );
    const content = redactSecrets(res.choices[0]?.message?.content ?? '');
    const json = /\{[\s\S]*\}/.exec(content)?.[0];
    return json ? (JSON.parse(json) as unknown) : null;
  } catch {
    return null;
  }
}

/** One non-streaming text completion; null on any failure. */
export async function completeText(settings: LlmSettings, system: string, user: string, maxTokens = 250): Promise<string | null> {
  try {
    const {totalMs} = llmTimeouts(settings);
    const client = await openAiClient(settings, 1);
    const res = await client.chat.completions.create(
      {
        model: settings.model,
        temperature: 0.2,
        max_tokens: maxTokens,
        messages: [
          {role: 'system', content: system},
          {role: 'user', content: user},
        ],
      },
      {signal: AbortSignal.timeout(totalMs)},
    );
    return redactSecrets(res.choices[0]?.message?.content?.trim() ?? '') || null;
  } catch {
    return null;
  }
}
