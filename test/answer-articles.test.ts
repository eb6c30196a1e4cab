/**
 * Answers about someone say them as reminders do (issue 41.4, 41.8): "A Clara tem 9 anos", "Sua mãe
 * tem 70 anos", "A Bia é sua filha" — the article their gender calls for, the user's mother as "sua
 * mãe", never "Mãe tem 70 anos"; a name of no known gender bare; English with the name alone.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';

const root = mkdtempSync(join(tmpdir(), 'magis-answer-articles-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

it.each([
  ['pt-BR', ['Minha filha Clara tem 9 anos.'], 'quantos anos a clara tem?', /^A Clara tem 9 anos\.$/],
  ['pt-BR', ['Meu filho Davi tem 7 anos.'], 'quem é o Davi?', /^O Davi é seu filho, 7 anos\.$/],
  ['pt-BR', ['Minha mãe tem 70 anos.'], 'quantos anos minha mãe tem?', /^Sua mãe tem 70 anos\.$/],
  ['pt-PT', ['A minha filha Inês tem 12 anos.'], 'que idade tem a Inês?', /^A Inês tem 12 anos\.$/],
  ['pt-BR', ['Minha filha Bia tem dentista amanhã.'], 'quantos anos a Bia tem?', /^Ainda não sei quantos anos a Bia tem\. Quantos anos ela tem\?$/],
  ['en-US', ['My daughter Clara is 9.'], 'how old is clara?', /^Clara is 9\.$/],
  ['en-GB', ['My mum is 70.'], 'how old is my mum?', /^Your mother is 70\.$/],
])('%s: %s → whose, with the article', async (_v, setup, asked, says) => {
  let now = new Date('2026-12-14T09:00');
  const store = await Store.open({home: join(root, `${_v}-${asked}`), now, env: {}, clock: () => now});
  try {
    for (const line of setup) await (await runTurn(store, {message: line})).background;
    now = new Date('2026-12-14T12:00');
    const r = await runTurn(store, {message: asked});
    await r.background;
    expect(r.reply).toMatch(says);
  } finally {
    store.close();
  }
});
