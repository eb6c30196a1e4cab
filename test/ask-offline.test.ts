import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, magis, tempHome} from './helpers/cli.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const ask = (msg: string, now = '2026-11-21T10:00:00') => json(magis(home, ['ask', msg, '--json', '--now', now]));

describe('magis ask offline (no key, no base URL)', () => {
  it('holds the Susana conversation in Portuguese: teach, people, recall, reminder offer', () => {
    const t1 = ask('A Susana minha filha precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento');
    expect(t1.reply).toMatch(/^Anotado: /);
    expect(t1.reply).toMatch(/Susana \(filha\) precisa ir ao oftalmologista/);
    expect(t1.reply).toMatch(/Quer que eu lembre você de marcar\?/);
    expect(t1.memoriesStored).toHaveLength(1);
    expect(t1.conversationId).toBeGreaterThan(0);

    const t2 = ask('Susana tem 16 anos', '2026-11-21T10:05:00');
    expect(t2.reply).toMatch(/16 anos/);
    expect(t2.conversationId).toBe(t1.conversationId);

    const people = json(magis(home, ['people', '--json']));
    expect(people.find((p: any) => p.name === 'Susana')).toMatchObject({relation: 'daughter', age: 16, gender: 'female'});

    const who = ask('Quem é a Susana?', '2026-11-21T10:06:00');
    expect(who.reply).toMatch(/Susana é sua filha/);
    expect(who.reply).toMatch(/16 anos/);
    expect(who.reply).toMatch(/oftalmologista/);
    expect(who.memoriesStored).toHaveLength(0);

    const when = ask('Quando fui no dentista?', '2026-11-28T09:00:00');
    // "essa semana fui" said on Saturday 21/11 is known to the week, and spoken as such (#11).
    expect(when.reply).toMatch(/Você foi ao dentista na semana de 16\/11\/2026/);
  });

  it('answers who-is from what it learned and asks about unknown people', () => {
    ask('Meu filho Lucas tem 7 anos');
    const lucas = ask('Quem é o Lucas?');
    expect(lucas.reply).toMatch(/Lucas é seu filho/);
    expect(lucas.reply).toMatch(/7 anos/);
    const marina = ask('Quem é Marina?');
    expect(marina.reply).toMatch(/não sei quem é Marina/i);
    expect(marina.questions).toContain('Quem é Marina?');
    const bento = ask('O Bento vem jantar aqui amanhã');
    expect(bento.questions.join(' ')).toMatch(/Quem é (o )?Bento\?/);
  });

  it('keeps what the user says about themself in the profile, not among people', () => {
    const t = ask('Meu nome é Paulo e trabalho como engenheiro');
    expect(t.reply).toBe('Prazer, Paulo! Anotado: Você trabalha como engenheiro.');
    expect(t.questions).toEqual([]);
    expect(ask('Prefiro consultas de manhã').reply).toMatch(/Você prefere consultas de manhã/);
    expect(json(magis(home, ['people', '--json']))).toEqual([]);
    const due = json(magis(home, ['ask', 'A Ana precisa ir no dentista', '--json', '--now', '2026-11-21T10:00:00']));
    expect(due.reply).toMatch(/Ana/);
  });

  it('says back the plans and the city it learned, even after a greeting', () => {
    expect(ask('bom dia! meu nome é carla, moro em bh').reply).toBe('Prazer, Carla! Anotado: Você mora em BH.');
    expect(ask('bom dia!', '2026-11-21T10:01:00').reply).toMatch(/^Olá!/);
    expect(ask('amanha tenho reuniao com o time de vendas as 9', '2026-11-21T10:02:00').reply).toBe('Anotado: Reuniao com o time de vendas em 22/11/2026 às 09:00.');
    expect(ask('natação da duda toda terça às 17h', '2026-11-21T10:03:00').reply).toMatch(/^Anotado: Natação da Duda, toda terça às 17:00 \(a próxima em 24\/11\/2026\)\./);
    expect(ask('onde eu moro?', '2026-11-21T10:04:00').reply).toBe('Você mora em BH.');
  });

  it("carries an English chat: names typed in lower case, a new reminder after an offer, the user's language when a message has no clue", () => {
    expect(ask('hey, im tom. my wife jen has her annual physical next tues at 10:30', '2026-11-23T08:10:00').reply).toBe(
      'Nice to meet you, Tom! Noted: Jen (wife) has a check-up booked on December 1, 2026 at 10:30.',
    );
    expect(ask('our son max (7) needs a dentist cleaning', '2026-11-23T08:12:00').reply).toMatch(/Want me to remind you to book it\?$/);
    // Not a yes to the offer: a task of its own.
    expect(ask('remind me to renew my passport by dec 15', '2026-11-23T09:00:00').reply).toBe('Noted: To do: renew my passport by December 15, 2026.');
    // "max" is also a word; once Max is known, "took max to…" is him.
    expect(ask('took max to the dentist today, no cavities lol', '2026-11-23T18:00:00').reply).toBe('Noted: Max went to the dentist on November 23, 2026.');
    expect(ask("when is jen's physical?", '2026-11-24T07:31:00').reply).toBe('Jen has a check-up on Tuesday (Dec 1) at 10:30.');
    expect(ask("dinner at mom's on sunday 6pm", '2026-11-25T20:00:00').reply).toBe("Noted: Dinner at mom's on November 29, 2026 at 18:00.");
    expect(ask('whats coming up?', '2026-11-27T09:01:00').reply).toBe("In the next few days: Sunday (Nov 29), dinner at mom's at 18:00; Tuesday (Dec 1), Jen's check-up at 10:30.");
  });

  it('reads "da mãe" as the user\'s mother and a generic "exame" as the one she needed', () => {
    ask('minha mae tem 72 anos e precisa fazer exame de sangue, ela ta atrasada', '2026-11-23T07:02:00');
    expect(ask('marquei o exame da mae pra sexta 7h em jejum kkk', '2026-11-24T09:00:00').reply).toBe('Anotado: Sua mãe tem exame de sangue marcado em 27/11/2026 às 07:00.');
    expect(ask('o que tenho sexta?', '2026-11-24T09:01:00').reply).toBe('Na sexta (27/11) você tem exame de sangue da sua mãe às 07:00.');
    expect(ask('what do I have on friday?', '2026-11-24T09:02:00').reply).toBe("On Friday (Nov 27): your mother's blood test at 07:00.");
    expect(ask('o pedro meu irmao vem almoçar aqui sabado', '2026-11-24T12:00:00').reply).toBe('Anotado: Almoço com Pedro (irmão) em 28/11/2026.');
  });

  it("says each child's age once given for both, and a booking's day once", () => {
    expect(ask('meu filho joao tem 9 anos e minha filha bia tem 5', '2026-11-23T08:00:00').reply).toBe('Anotado: Joao (filho, 9 anos); Bia (filha, 5 anos).');
    ask('o joao tem dentista amanha as 14h', '2026-11-23T08:01:00');
    expect(ask('que horas é o dentista do joao?', '2026-11-23T08:05:00').reply).toBe('Joao tem dentista amanhã às 14:00.');
  });

  it('says whose plan it is once, and calls a relative with no name "your mother"', () => {
    expect(ask('my daughter emma has soccer practice every mon and wed at 5', '2026-11-23T08:00:00').reply).toBe(
      'Noted: Soccer practice (Emma, daughter), every Monday and Wednesday at 17:00 (next on November 23, 2026).',
    );
    ask('and my mom has bloodwork tmrw at 9', '2026-11-23T08:01:00');
    expect(ask('whats on tmrw?', '2026-11-23T08:02:00').reply).toBe("Tomorrow: your mother's blood test at 09:00.");
  });

  it('says a birthday as a birthday, and a gift for an event is a task, not the event', () => {
    expect(ask('minha sogra faz 70 anos dia 3 de dezembro', '2026-11-23T10:00:00').reply).toBe('Anotado: Aniversário da sua sogra, todo ano (a próxima em 03/12/2026).');
    expect(ask('preciso comprar presente pro niver da sogra ate domingo', '2026-11-23T10:01:00').reply).toBe('Anotado: Tarefa: comprar presente pro niver da sogra até 29/11/2026.');
    expect(
      json(magis(home, ['agenda', '--json', '--now', '2026-11-23T10:02:00', '--within', '30d']))
        .filter((i: any) => i.kind === 'birthday')
        .map((i: any) => i.date),
    ).toEqual(['2026-12-03']);
  });

  it('reads a message opening with "Ela" as the person just mentioned', () => {
    ask('Minha filha Susana tem 16 anos');
    const t = ask('Ela precisa ir no dentista', '2026-11-21T10:01:00');
    expect(t.reply).toMatch(/Susana precisa ir ao dentista/);
    const susana = json(magis(home, ['people', 'Susana', '--json']))[0];
    expect(susana.checkups).toContainEqual(expect.objectContaining({kind: 'dentist', status: 'needed'}));
  });

  it('understands a short "sim" as the answer to its reminder offer', () => {
    expect(ask('A Ana precisa ir no oftalmologista').reply).toMatch(/Quer que eu lembre você de marcar\?/);
    expect(ask('sim', '2026-11-21T10:01:00').reply).toMatch(/^Combinado: vou lembrar você/);
    expect(ask('sim', '2026-11-21T10:02:00').reply).toBe('Certo.');
    expect(json(magis(home, ['memories', 'list', '--json'])).map((m: any) => m.content)).toEqual(['A Ana precisa ir no oftalmologista']);
  });

  it('answers in English to English', () => {
    const t1 = ask('My daughter Emma (12) needs an eye exam');
    expect(t1.reply).toMatch(/^Noted: /);
    expect(t1.reply).toMatch(/Emma/);
    expect(t1.reply).not.toMatch(/Anotado|Quer que/);
    const who = ask('Who is Emma?');
    expect(who.reply).toMatch(/Emma is your daughter/);
    const unknown = ask('Who is Marcus?');
    expect(unknown.reply).toMatch(/don't know who Marcus is/);
  });

  it('says briefly when it cannot answer and shows the closest memories', () => {
    ask('Reunião com o chefe sobre o projeto Atlas na sexta');
    const r = ask('Qual é a capital da Mongólia?');
    expect(r.reply).toMatch(/Não sei responder/);
    const s = ask('O que ficou combinado sobre o projeto Atlas?', '2026-11-21T11:00:00');
    expect(s.reply).toMatch(/Atlas/);
    const used = json(magis(home, ['memories', 'show', '1', '--json']));
    expect(used.accessCount).toBeGreaterThanOrEqual(1);
    expect(used.lastAccessed).toBe('2026-11-21T11:00:00.000Z');
  });

  it('stores every message and continues the latest conversation unless --new', () => {
    const a = ask('Bom dia!');
    expect(a.memoriesStored).toHaveLength(0);
    const b = json(magis(home, ['ask', 'Oi de novo', '--json', '--new', '--now', '2026-11-21T11:00:00']));
    expect(b.conversationId).not.toBe(a.conversationId);
    expect(magis(home, ['ask', '   ']).status).toBe(2);
  });
});
