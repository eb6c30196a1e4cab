import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {tempHome} from './helpers/cli.js';
import {turnByTurn} from './helpers/life.js';

/** Turns as `magis ask --now` tells them, each with the store opened afresh (helpers/life.ts). */
let home: string;
let cleanup: () => void;
let turns: ReturnType<typeof turnByTurn>;
beforeEach(() => {
  ({home, cleanup} = tempHome());
  turns = turnByTurn(home);
});
afterEach(() => cleanup());

const ask = (msg: string, now: string) => turns.ask(now, msg);
const reply = async (msg: string, now: string) => (await ask(msg, now)).reply;

describe('direct answers offline, from what magis ask turns stored', () => {
  it('answers agenda, when-is, when-did, age, kids, tasks and decisions in Portuguese, typed the chat way', async () => {
    const t = '2026-03-02T09:0';
    await ask('Meu filho João tem 7 anos.', `${t}0:00`);
    await ask('Minha filha Clara tem 9 anos.', `${t}1:00`);
    await ask('A Fernanda é minha esposa.', `${t}2:00`);
    await ask('Marquei ginecologista da Fernanda para sexta às 9h.', `${t}3:00`);
    await ask('O João foi ao pediatra ontem.', `${t}4:00`);
    await ask('Preciso pagar o IPTU até 10/03.', `${t}5:00`);
    await ask('Decidimos vender o carro velho em abril.', `${t}6:00`);
    await ask('Comprei pneus novos para a bicicleta.', `${t}7:00`);
    const now = '2026-03-03T08:00:00'; // a Tuesday

    const week = await reply('o q eu tenho essa semana?', now);
    expect(week).toMatch(/sexta \(06\/03\)/);
    expect(week).toMatch(/ginecologista da Fernanda às 9h/);
    expect(await reply('o que tenho sexta?', now)).toMatch(/^Na sexta \(06\/03\) você tem ginecologista da Fernanda às 9h\.$/);
    expect(await reply('o que tenho quinta?', now)).toMatch(/^Nada marcado na quinta/);
    expect(await reply('quando é a consulta da fernanda?', now)).toMatch(/^A Fernanda tem ginecologista na sexta \(06\/03\) às 9h/);
    expect(await reply('quando foi a ultima vez que levei o joao no pediatra?', now)).toMatch(/^O João foi ao pediatra em 01\/03\/2026 \(há 2 dias\)\.$/);
    expect(await reply('vc lembra quantos anos a clara tem?', now)).toBe('A Clara tem 9 anos.');
    expect(await reply('quem sao meus filhos?', now)).toMatch(/^Seus filhos: João \(filho, 7 anos\) e Clara \(filha, 9 anos\)\.$/);
    expect(await reply('quais sao minhas tarefas?', now)).toMatch(/pagar o IPTU \(até 10\/03\)/);
    const car = await reply('o que decidimos sobre o carro?', now);
    expect(car).toMatch(/Decidimos vender o carro velho/);
    expect(car).not.toMatch(/pneus|\n/);
    // Questions are not memories.
    expect((await ask('quem sao meus filhos?', now)).memoriesStored).toHaveLength(0);
  });

  it('says in one sentence what it does not know, and what the user could tell', async () => {
    const now = '2026-03-03T08:00:00';
    const name = await reply('qual é o meu nome?', now);
    expect(name).toMatch(/Ainda não sei seu nome/);
    expect(name.split(/[.?!]\s/).length).toBeLessThanOrEqual(2);
    expect(await reply('quantos anos o bento tem?', now)).toMatch(/Ainda não sei quem é Bento/);
    expect(await reply('quais sao minhas tarefas?', now)).toMatch(/^Nenhuma tarefa aberta/);
    expect(await reply('o que decidimos sobre a viagem?', now)).toMatch(/^Não tenho nada guardado sobre isso/);
    expect(await reply('when did I last go to the dentist?', now)).toMatch(/^I have no record yet of when you went to the dentist/);
  });

  it('answers in English, drops a booking whose time passed today, and reads the profile', async () => {
    // Dana writes "3pm": her replies are on the 12-hour clock, as her agenda and reminders are.
    await ask('My name is Dana.', '2026-05-04T09:00:00');
    await ask('My son Leo has a dentist appointment on May 12 at 3pm.', '2026-05-04T09:01:00');
    await ask('I have a cardiologist appointment today at 2pm.', '2026-05-04T09:02:00');
    await ask('I need to renew my passport by Friday.', '2026-05-04T09:03:00');
    expect(await reply('what do i have today?', '2026-05-04T10:00:00')).toBe('Today: a cardiologist visit at 2 pm.');
    const later = await reply('what do i have today?', '2026-05-04T16:00:00');
    expect(later).toMatch(/^Nothing scheduled today\. The cardiologist visit at 2 pm has passed/);
    expect(await reply("when is Leo's dentist appt?", '2026-05-04T16:00:00')).toMatch(/^Leo has a dentist visit on Tuesday \(May 12\) at 3 pm/);
    expect(await reply("what's coming up this week?", '2026-05-04T16:00:00')).toMatch(/Friday \(May 8\), to do: “renew my passport”/);
    expect(await reply('whats my name?', '2026-05-04T16:00:00')).toBe('Your name is Dana.');
    expect(await reply('what do you know about me?', '2026-05-04T16:00:00')).toMatch(/Dana.*Leo/);
    expect(await reply('who are my kids?', '2026-05-04T16:00:00')).toMatch(/^Your kids: Leo \(son\)\.$/);
  });

  it('finds the habit behind past visits', async () => {
    // Three Tuesdays at 14h: 04/03/2025, 02/09/2025, 24/02/2026.
    await ask('Fui ao dentista em 04/03/2025 às 14h.', '2026-03-02T09:00:00');
    await ask('Fui ao dentista em 02/09/2025 às 14h.', '2026-03-02T09:01:00');
    await ask('Fui ao dentista em 24/02/2026 às 14h.', '2026-03-02T09:02:00');
    expect(await reply('quando eu costumo ir no dentista?', '2026-03-03T08:00:00')).toMatch(/^Você costuma ir ao dentista às terças, por volta das 14h/);
  });
});
