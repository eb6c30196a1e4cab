/**
 * A question about a pet's care is answered from the pet's care, never from a person's checkup:
 * "when is Rex's vet visit?" with Mom's eye exam sooner on the agenda.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';

const root = mkdtempSync(join(tmpdir(), 'magis-pet-question-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

it.each([
  ['en', ['My mom Ana is 70.', 'Mom has an eye exam tomorrow at 5pm.', 'We have a dog called Rex.', 'Rex has a vet visit on Friday at 10am.'], "when is Rex's vet visit?", /Rex/, /Ana|eye/i],
  [
    'pt',
    ['Minha mãe Ana tem 70 anos.', 'Minha mãe tem oftalmologista amanhã às 17h.', 'Temos um cachorro chamado Rex.', 'O Rex tem veterinário sexta às 10h.'],
    'quando é o veterinário do Rex?',
    /Rex/,
    /Ana|oftalmo/i,
  ],
])('%s: a pet named is asked about, not the next checkup', async (_l, setup, asked, has, lacks) => {
  let now = new Date('2026-11-30T09:00');
  const store = await Store.open({home: join(root, _l as string), now, env: {}, clock: () => now});
  try {
    for (const [k, line] of (setup as string[]).entries()) {
      now = new Date(`2026-11-30T09:0${k}`);
      await (await runTurn(store, {message: line})).background;
    }
    now = new Date('2026-11-30T12:00');
    const r = await runTurn(store, {message: asked as string});
    await r.background;
    expect(r.reply).toMatch(has as RegExp);
    expect(r.reply).not.toMatch(lacks as RegExp);
  } finally {
    store.close();
  }
});

it.each([
  [
    'en',
    ['We have a dog called Rex.', 'I need to book a checkup with my GP.', 'Rex had his rabies shot on Monday.'],
    "when is Rex's next checkup?",
    'when did Rex last see the vet?',
    /Nothing is booked for Rex/,
    /Rex's last vaccine was on November 30/,
  ],
  [
    'pt',
    ['Temos um cachorro chamado Rex.', 'Preciso marcar um check-up.', 'O Rex tomou a vacina na segunda.'],
    'quando é o próximo check-up do Rex?',
    'quando o Rex foi ao veterinário?',
    /Nada marcado para o Rex/,
    /Vacina do Rex: em 30\/11/,
  ],
])('%s: with nothing of the pet ahead, its care as kept answers, never the user’s need', async (_l, setup, ahead, past, aheadSays, pastSays) => {
  let now = new Date('2026-12-02T09:00');
  const store = await Store.open({home: join(root, `care-${_l}`), now, env: {}, clock: () => now});
  try {
    for (const [k, line] of (setup as string[]).entries()) {
      now = new Date(`2026-12-02T09:0${k}`);
      await (await runTurn(store, {message: line})).background;
    }
    now = new Date('2026-12-02T12:00');
    const a = await runTurn(store, {message: ahead as string});
    await a.background;
    expect(a.reply).toMatch(aheadSays as RegExp);
    expect(a.reply).not.toMatch(/check-?up|GP/i);
    const p = await runTurn(store, {message: past as string});
    await p.background;
    expect(p.reply).toMatch(pastSays as RegExp);
  } finally {
    store.close();
  }
});
