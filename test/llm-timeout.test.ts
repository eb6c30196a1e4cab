import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect} from 'vitest';
import {magisIn} from './helpers/in-process.js';
import {startFakeLlm, type Behaviour} from './helpers/fake-llm.js';
import {it, type LlmSession} from './helpers/llm-session.js';

/**
 * The LLM on the user's terms: how long Magis waits for the first word and for the whole answer.
 * Real waits are kept short: a model silent for 0.6 s against limits of 0.3 s and 3 s.
 */
const NOW = '2026-11-21T10:00:00';
const MESSAGE = 'A Susana minha filha precisa ir no oftalmologista';

async function ask(s: LlmSession, streaming: Behaviour, env: Record<string, string> = {}) {
  s.llm ??= await startFakeLlm(body => (body.stream ? streaming : {kind: 'json', body: '{}'}));
  const r = await magisIn(s.home, ['ask', MESSAGE, '--json'], {env: {OPENAI_BASE_URL: s.llm.url, MAGIS_MODEL: 'slow-local', MAGIS_NOW: NOW, ...env}});
  return {...r, out: r.status === 0 ? JSON.parse(r.stdout) : null};
}

const writeConfig = (s: LlmSession, config: object) => {
  mkdirSync(s.home, {recursive: true, mode: 0o700});
  writeFileSync(join(s.home, 'config.json'), JSON.stringify(config));
};

const thinker: Behaviour = {kind: 'late', ms: 600, then: {kind: 'reply', text: 'Anotei, a Susana precisa do oftalmologista.'}};

describe('LLM timeouts', () => {
  it('gives up on a model silent longer than MAGIS_LLM_TIMEOUT and answers offline, saying why', async ({s}) => {
    const r = await ask(s, thinker, {MAGIS_LLM_TIMEOUT: '0.3'});
    expect(r.out.engine).toBe('offline');
    expect(r.out.fallbackReason).toMatch(/within 0\.3 s \(MAGIS_LLM_TIMEOUT\)/);
    expect(r.stderr).toMatch(/LLM/);
    expect(r.out.reply).toMatch(/Susana/);
  });

  it('waits for a slow model when the user allows it', async ({s}) => {
    const r = await ask(s, thinker, {MAGIS_LLM_TIMEOUT: '3'});
    expect(r.out).toMatchObject({engine: 'llm', model: 'slow-local', reply: 'Anotei, a Susana precisa do oftalmologista.'});
    expect(r.stderr).toBe('');
  });

  it("keeps the first word's limit apart from the whole answer's", async ({s}) => {
    // Words every 100 ms, 0.6 s in all: the first comes well within 0.3 s, the whole answer does not.
    const streamer: Behaviour = {kind: 'slow', text: 'Certo, vou lembrar da consulta da Susana.', everyMs: 100};
    const patient = await ask(s, streamer, {MAGIS_LLM_FIRST_TOKEN_TIMEOUT: '0.3', MAGIS_LLM_TIMEOUT: '3'});
    expect(patient.out).toMatchObject({engine: 'llm', reply: 'Certo, vou lembrar da consulta da Susana.'});
    const hurried = await ask(s, streamer, {MAGIS_LLM_FIRST_TOKEN_TIMEOUT: '0.3', MAGIS_LLM_TIMEOUT: '0.3'});
    expect(hurried.out.engine).toBe('offline');
    expect(hurried.out.fallbackReason).toMatch(/whole answer within 0\.3 s/);
    // A silent model fails the first word's limit even when the whole answer may take longer.
    await s.llm!.close();
    s.llm = null;
    const silent = await ask(s, thinker, {MAGIS_LLM_FIRST_TOKEN_TIMEOUT: '0.3', MAGIS_LLM_TIMEOUT: '3'});
    expect(silent.out.engine).toBe('offline');
    expect(silent.out.fallbackReason).toMatch(/first word within 0\.3 s/);
  });

  it('reads the limits from config.json, the environment winning', async ({s}) => {
    writeConfig(s, {llm: {timeout: 0.3}});
    expect((await ask(s, thinker)).out.engine).toBe('offline');
    expect((await ask(s, thinker, {MAGIS_LLM_TIMEOUT: '3'})).out.engine).toBe('llm');
    writeConfig(s, {llm: {timeout: 3}});
    expect((await ask(s, thinker)).out.engine).toBe('llm');
    writeConfig(s, {llm: {timeout: 3, firstTokenTimeout: 0.3}});
    expect((await ask(s, thinker)).out.fallbackReason).toMatch(/first word within 0\.3 s/);
  });

  it('refuses a limit that is not a number of seconds, in one sentence, before asking the model anything', async ({s}) => {
    for (const [env, config, named] of [
      [{MAGIS_LLM_TIMEOUT: 'soon'}, null, /MAGIS_LLM_TIMEOUT "soon"/],
      [{MAGIS_LLM_FIRST_TOKEN_TIMEOUT: '0'}, null, /MAGIS_LLM_FIRST_TOKEN_TIMEOUT "0"/],
      [{}, {llm: {timeout: -5}}, /config\.json llm\.timeout "-5"/],
    ] as const) {
      if (config) writeConfig(s, config);
      const r = await ask(s, thinker, env);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(named);
      expect(r.stderr).toMatch(/number of seconds/);
    }
    expect(s.llm!.requests).toHaveLength(0);
  });
});
