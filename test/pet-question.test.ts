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

/** A store told `setup` a minute apart from 09:00 on `day`; `ask` is asked at noon that day. */
async function told(home: string, day: string, setup: string[]) {
  let now = new Date(`${day}T09:00`);
  const store = await Store.open({home: join(root, home), now, env: {}, clock: () => now});
  for (const [k, line] of setup.entries()) {
    now = new Date(`${day}T09:0${k}`);
    await (await runTurn(store, {message: line})).background;
  }
  now = new Date(`${day}T12:00`);
  const ask = async (message: string) => {
    const r = await runTurn(store, {message});
    await r.background;
    return r.reply;
  };
  return {store, ask};
}

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
  const {store, ask} = await told(_l as string, '2026-11-30', setup as string[]);
  try {
    const reply = await ask(asked as string);
    expect(reply).toMatch(has as RegExp);
    expect(reply).not.toMatch(lacks as RegExp);
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
  const {store, ask} = await told(`care-${_l}`, '2026-12-02', setup as string[]);
  try {
    const a = await ask(ahead as string);
    expect(a).toMatch(aheadSays as RegExp);
    expect(a).not.toMatch(/check-?up|GP/i);
    expect(await ask(past as string)).toMatch(pastSays as RegExp);
  } finally {
    store.close();
  }
});
