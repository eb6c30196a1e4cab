import {afterEach, describe, expect, it, vi} from 'vitest';
import {startFakeLlm, type FakeLlm} from '../../test/helpers/fake-llm.js';
import {llmTimeouts, openAiClient} from './llm-client.js';

const KEY = 'sk-test-0123456789abcdef';
let fake: FakeLlm | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await fake?.close();
  fake = undefined;
});

describe('the one OpenAI client factory', () => {
  it('talks to the configured base URL with the key, and prints nothing even with OPENAI_LOG=debug', async () => {
    fake = await startFakeLlm(() => ({kind: 'reply', text: 'oi'}));
    vi.stubEnv('OPENAI_LOG', 'debug');
    const printed: string[] = [];
    for (const level of ['log', 'debug', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    }
    const client = await openAiClient({apiKey: KEY, baseURL: fake.url, model: 'fake'}, 1);
    const res = await client.embeddings.create({model: 'e', input: ['olá'], encoding_format: 'float'});
    expect(res.data).toHaveLength(1);
    expect(fake.requests.map(r => r.path)).toEqual(['/v1/embeddings']);
    expect(printed.join('\n')).not.toContain(KEY);
    expect(printed).toEqual([]);
  });

  it("gives up on a silent server after MAGIS_LLM_TIMEOUT, not the SDK's ten minutes", async () => {
    fake = await startFakeLlm(() => ({kind: 'hang'}));
    const client = await openAiClient({baseURL: fake.url, model: 'fake', timeoutMs: 200}, 1);
    await expect(client.chat.completions.create({model: 'fake', messages: [{role: 'user', content: 'oi'}]})).rejects.toThrow(/timed out/i);
  });

  it("keeps the first word's limit within the whole answer's", () => {
    expect(llmTimeouts({model: 'm'})).toEqual({firstTokenMs: 8_000, totalMs: 20_000});
    expect(llmTimeouts({model: 'm', timeoutMs: 60_000})).toEqual({firstTokenMs: 60_000, totalMs: 60_000});
    expect(llmTimeouts({model: 'm', timeoutMs: 5_000, firstTokenMs: 9_000})).toEqual({firstTokenMs: 5_000, totalMs: 5_000});
  });
});
