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

it.each([
  // Each variety's words for the vaccine and the vet, the pet named or not; the answer names whose it is, with her article.
  [
    'en-US',
    ['Mom has the cardiologist tomorrow at 2pm.', 'Our cat Luna has her vaccine at the vet on the 17th at 10am.'],
    "when is Luna's shot?",
    /^Luna has a vaccine on Thursday \(Dec 17\) at 10 am\.$/,
  ],
  ['en-US', ['Mom has the cardiologist tomorrow at 2pm.', 'Our cat Luna has her vaccine at the vet on the 17th at 10am.'], 'when is the vet?', /^Luna has a vaccine/],
  [
    'en-GB',
    ['Mum has the cardiologist tomorrow at 14:00.', 'Our dog Biscuit has his vaccine at the vet on the 17th at 9:00.'],
    "when's Biscuit's jab?",
    /^Biscuit has a vaccine on Thursday \(Dec 17\) at 09:00\.$/,
  ],
  [
    'pt-BR',
    ['Minha mãe tem cardiologista amanhã às 14h.', 'A Pipoca é nossa gata e tem vacina no veterinário dia 17 às 10h.'],
    'quando é a vacina da Pipoca?',
    /^A Pipoca tem vacina na quinta \(17\/12\) às 10h\.$/,
  ],
  ['pt-BR', ['Minha mãe tem cardiologista amanhã às 14h.', 'O Thor, nosso cachorro, tem vacina dia 17 às 9h.'], 'quando o Thor vai no veterinário?', /^O Thor tem vacina na quinta/],
  [
    'pt-PT',
    ['A minha mãe tem cardiologista amanhã às 14h.', 'A nossa cadela Nina tem vacina no veterinário dia 17 às 10h.'],
    'quando é a vacinação da Nina?',
    /^A Nina tem vacina na quinta \(17\/12\) às 10h\.$/,
  ],
  ['pt-BR', ['Minha mãe tem cardiologista amanhã às 14h.', 'A Pipoca é nossa gata e tem vacina no veterinário dia 17 às 10h.'], 'quando é o veterinário?', /^A Pipoca tem vacina/],
])("%s: a pet's care asked in its own words is the pet's, never Mom's cardiologist", async (_v, setup, asked, says) => {
  const {store, ask} = await told(`care-words-${asked}`, '2026-12-14', setup as string[]);
  try {
    const reply = await ask(asked as string);
    expect(reply).toMatch(says as RegExp);
    expect(reply).not.toMatch(/cardiolog/i);
  } finally {
    store.close();
  }
});

it.each([
  // Whose a booking is, said as reminders say it: the article by gender, the user's mother as "sua mãe", a name of no known gender bare.
  ['pt', ['Minha mãe tem cardiologista amanhã às 14h.'], 'quando é o cardiologista da minha mãe?', /^Sua mãe tem cardiologista amanhã às 14h\.$/],
  ['pt', ['Minha filha Bia tem pediatra dia 22 às 15h.'], 'quando é o pediatra da Bia?', /^A Bia tem pediatra na terça \(22\/12\) às 15h\.$/],
  ['pt', ['Meu filho Leo tem dentista dia 22 às 15h.'], 'quando é o dentista do Leo?', /^O Leo tem dentista na terça/],
  ['en', ['My mom has the cardiologist tomorrow at 2pm.'], "when is my mom's cardiologist?", /^Your mother has a cardiologist visit tomorrow at 2 pm\.$/],
  ['en', ['My daughter Bia has the pediatrician on the 22nd at 3pm.'], "when is Bia's pediatrician?", /^Bia has a pediatrician visit on Tuesday \(Dec 22\) at 3 pm\.$/],
])('%s: "when is…" names whose it is with the article their gender calls for', async (_l, setup, asked, says) => {
  const {store, ask} = await told(`whose-${asked}`, '2026-12-14', setup as string[]);
  try {
    expect(await ask(asked as string)).toMatch(says as RegExp);
  } finally {
    store.close();
  }
});
