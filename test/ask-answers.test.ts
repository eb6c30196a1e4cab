import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, magis, tempHome} from './helpers/cli.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const ask = (msg: string, now: string, extra: string[] = []) => json(magis(home, ['ask', msg, '--json', '--now', now, ...extra]));
const reply = (msg: string, now: string, extra: string[] = []) => ask(msg, now, extra).reply as string;

describe('direct answers offline, from what magis ask turns stored', () => {
  it('answers agenda, when-is, when-did, age, kids, tasks and decisions in Portuguese, typed the chat way', () => {
    const t = '2026-03-02T09:0';
    ask('Meu filho João tem 7 anos.', `${t}0:00`);
    ask('Minha filha Clara tem 9 anos.', `${t}1:00`);
    ask('A Fernanda é minha esposa.', `${t}2:00`);
    ask('Marquei ginecologista da Fernanda para sexta às 9h.', `${t}3:00`);
    ask('O João foi ao pediatra ontem.', `${t}4:00`);
    ask('Preciso pagar o IPTU até 10/03.', `${t}5:00`);
    ask('Decidimos vender o carro velho em abril.', `${t}6:00`);
    ask('Comprei pneus novos para a bicicleta.', `${t}7:00`);
    const now = '2026-03-03T08:00:00'; // a Tuesday

    const week = reply('o q eu tenho essa semana?', now);
    expect(week).toMatch(/sexta \(06\/03\)/);
    expect(week).toMatch(/ginecologista da Fernanda às 09:00/);
    expect(reply('o que tenho sexta?', now)).toMatch(/^Na sexta \(06\/03\) você tem ginecologista da Fernanda às 09:00\.$/);
    expect(reply('o que tenho quinta?', now)).toMatch(/^Nada marcado na quinta/);
    expect(reply('quando é a consulta da fernanda?', now)).toMatch(/^Fernanda tem ginecologista na sexta \(06\/03\) às 09:00/);
    expect(reply('quando foi a ultima vez que levei o joao no pediatra?', now)).toMatch(/^João foi ao pediatra em 01\/03\/2026 \(há 2 dias\)\.$/);
    expect(reply('vc lembra quantos anos a clara tem?', now)).toBe('Clara tem 9 anos.');
    expect(reply('quem sao meus filhos?', now)).toMatch(/^Seus filhos: João \(filho, 7 anos\) e Clara \(filha, 9 anos\)\.$/);
    expect(reply('quais sao minhas tarefas?', now)).toMatch(/pagar o IPTU \(até 10\/03\)/);
    const car = reply('o que decidimos sobre o carro?', now);
    expect(car).toMatch(/Decidimos vender o carro velho/);
    expect(car).not.toMatch(/pneus|\n/);
    // Questions are not memories.
    expect(ask('quem sao meus filhos?', now).memoriesStored).toHaveLength(0);
  });

  it('says in one sentence what it does not know, and what the user could tell', () => {
    const now = '2026-03-03T08:00:00';
    const name = reply('qual é o meu nome?', now);
    expect(name).toMatch(/Ainda não sei seu nome/);
    expect(name.split(/[.?!]\s/).length).toBeLessThanOrEqual(2);
    expect(reply('quantos anos o bento tem?', now)).toMatch(/Ainda não sei quem é Bento/);
    expect(reply('quais sao minhas tarefas?', now)).toMatch(/^Nenhuma tarefa aberta/);
    expect(reply('o que decidimos sobre a viagem?', now)).toMatch(/^Não tenho nada guardado sobre isso/);
    expect(reply('when did I last go to the dentist?', now)).toMatch(/^I have no record yet of when you went to the dentist/);
  });

  it('answers in English, drops a booking whose time passed today, and reads the profile', () => {
    ask('My name is Dana.', '2026-05-04T09:00:00');
    ask('My son Leo has a dentist appointment on May 12 at 3pm.', '2026-05-04T09:01:00');
    ask('I have a cardiologist appointment today at 2pm.', '2026-05-04T09:02:00');
    ask('I need to renew my passport by Friday.', '2026-05-04T09:03:00');
    expect(reply('what do i have today?', '2026-05-04T10:00:00')).toBe('Today: a cardiologist visit at 14:00.');
    const later = reply('what do i have today?', '2026-05-04T16:00:00');
    expect(later).toMatch(/^Nothing scheduled today\. The cardiologist visit at 14:00 has passed/);
    expect(reply("when is Leo's dentist appt?", '2026-05-04T16:00:00')).toMatch(/^Leo has a dentist visit on Tuesday \(May 12\) at 15:00/);
    expect(reply("what's coming up this week?", '2026-05-04T16:00:00')).toMatch(/Friday \(May 8\), to do: “renew my passport”/);
    expect(reply('whats my name?', '2026-05-04T16:00:00')).toBe('Your name is Dana.');
    expect(reply('what do you know about me?', '2026-05-04T16:00:00')).toMatch(/Dana.*Leo/);
    expect(reply('who are my kids?', '2026-05-04T16:00:00')).toMatch(/^Your kids: Leo \(son\)\.$/);
  });

  it('finds the habit behind past visits', () => {
    // Three Tuesdays at 14h: 04/03/2025, 02/09/2025, 24/02/2026.
    ask('Fui ao dentista em 04/03/2025 às 14h.', '2026-03-02T09:00:00');
    ask('Fui ao dentista em 02/09/2025 às 14h.', '2026-03-02T09:01:00');
    ask('Fui ao dentista em 24/02/2026 às 14h.', '2026-03-02T09:02:00');
    expect(reply('quando eu costumo ir no dentista?', '2026-03-03T08:00:00')).toMatch(/^Você costuma ir ao dentista às terças, por volta das 14:00/);
  });
});
