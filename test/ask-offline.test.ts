import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {agendaBetween} from '../src/agenda/agenda.js';
import {listPeople} from '../src/store/learn.js';
import {listMemories} from '../src/store/memories.js';
import {memoryDetail} from '../src/store/memory-detail.js';
import {json, magis, tempHome} from './helpers/cli.js';
import {turnByTurn} from './helpers/life.js';

/**
 * `magis ask` offline, turn by turn as the CLI runs it — each turn opens the store afresh
 * (helpers/life.ts), so what the assistant learned or asked must come back from the store. The
 * last test runs the real CLI: its flags and exit status are what it checks.
 */
let home: string;
let cleanup: () => void;
let turns: ReturnType<typeof turnByTurn>;
beforeEach(() => {
  ({home, cleanup} = tempHome());
  turns = turnByTurn(home);
});
afterEach(() => cleanup());

const ask = (msg: string, now = '2026-11-21T10:00:00') => turns.ask(now, msg);
const reply = async (msg: string, now?: string) => (await ask(msg, now)).reply;
const people = () => turns.read(store => listPeople(store.db, store.now));
const memories = () => turns.read(store => listMemories(store.db, {limit: 0}).map(m => m.content));

describe('magis ask offline (no key, no base URL)', async () => {
  it('holds the Susana conversation in Portuguese: teach, people, recall, reminder offer', async () => {
    const t1 = await ask('A Susana minha filha precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento');
    expect(t1.reply).toMatch(/^Anotado: /);
    expect(t1.reply).toMatch(/Susana \(filha\) precisa ir ao oftalmologista/);
    expect(t1.reply).toMatch(/Quer que eu lembre você de marcar\?/);
    expect(t1.memoriesStored).toHaveLength(1);
    expect(t1.conversationId).toBeGreaterThan(0);

    const t2 = await ask('Susana tem 16 anos', '2026-11-21T10:05:00');
    expect(t2.reply).toMatch(/16 anos/);
    expect(t2.conversationId).toBe(t1.conversationId);

    expect((await people()).find(p => p.name === 'Susana')).toMatchObject({relation: 'daughter', age: 16, gender: 'female'});

    const who = await ask('Quem é a Susana?', '2026-11-21T10:06:00');
    expect(who.reply).toMatch(/Susana é sua filha/);
    expect(who.reply).toMatch(/16 anos/);
    expect(who.reply).toMatch(/oftalmologista/);
    expect(who.memoriesStored).toHaveLength(0);

    const when = await ask('Quando fui no dentista?', '2026-11-28T09:00:00');
    // "essa semana fui" said on Saturday 21/11 is known to the week, and spoken as such (#11).
    expect(when.reply).toMatch(/Você foi ao dentista na semana de 16\/11\/2026/);
  });

  it('answers who-is from what it learned and asks about unknown people', async () => {
    await ask('Meu filho Lucas tem 7 anos');
    const lucas = await ask('Quem é o Lucas?');
    expect(lucas.reply).toMatch(/Lucas é seu filho/);
    expect(lucas.reply).toMatch(/7 anos/);
    const marina = await ask('Quem é Marina?');
    expect(marina.reply).toMatch(/não sei quem é Marina/i);
    expect(marina.questions).toContain('Quem é Marina?');
    const bento = await ask('O Bento vem jantar aqui amanhã');
    expect(bento.questions.join(' ')).toMatch(/Quem é (o )?Bento\?/);
  });

  it('keeps what the user says about themself in the profile, not among people', async () => {
    const t = await ask('Meu nome é Paulo e trabalho como engenheiro');
    expect(t.reply).toBe('Prazer, Paulo! Anotado: Você trabalha como engenheiro.');
    expect(t.questions).toEqual([]);
    expect(await reply('Prefiro consultas de manhã')).toMatch(/Você prefere consultas de manhã/);
    expect(await people()).toEqual([]);
    expect(await reply('A Ana precisa ir no dentista')).toMatch(/Ana/);
  });

  it('says back the plans and the city it learned, even after a greeting', async () => {
    expect(await reply('bom dia! meu nome é carla, moro em bh')).toBe('Prazer, Carla! Anotado: Você mora em BH.');
    expect(await reply('bom dia!', '2026-11-21T10:01:00')).toMatch(/^Olá!/);
    expect(await reply('amanha tenho reuniao com o time de vendas as 9', '2026-11-21T10:02:00')).toBe('Anotado: Reuniao com o time de vendas em 22/11/2026 às 9h.');
    expect(await reply('natação da duda toda terça às 17h', '2026-11-21T10:03:00')).toMatch(/^Anotado: Natação da Duda, toda terça às 17h \(a próxima em 24\/11\/2026\)\./);
    expect(await reply('onde eu moro?', '2026-11-21T10:04:00')).toBe('Você mora em BH.');
  });

  it("carries an English chat: names typed in lower case, a new reminder after an offer, the user's language when a message has no clue", async () => {
    expect(await reply('hey, im tom. my wife jen has her annual physical next tues at 10:30', '2026-11-23T08:10:00')).toBe(
      'Nice to meet you, Tom! Noted: Jen (wife) has a check-up booked on December 1, 2026 at 10:30.',
    );
    expect(await reply('our son max (7) needs a dentist cleaning', '2026-11-23T08:12:00')).toMatch(/Want me to remind you to book it\?$/);
    // Not a yes to the offer: a task of its own.
    expect(await reply('remind me to renew my passport by dec 15', '2026-11-23T09:00:00')).toBe('Noted: To do: renew my passport by December 15, 2026.');
    // "max" is also a word; once Max is known, "took max to…" is him.
    expect(await reply('took max to the dentist today, no cavities lol', '2026-11-23T18:00:00')).toBe('Noted: Max went to the dentist on November 23, 2026.');
    expect(await reply("when is jen's physical?", '2026-11-24T07:31:00')).toBe('Jen has a check-up on Tuesday (Dec 1) at 10:30.');
    expect(await reply("dinner at mom's on sunday 6pm", '2026-11-25T20:00:00')).toBe("Noted: Dinner at mom's on November 29, 2026 at 6 pm.");
    // Tom wrote "6pm": the answers that list his days are on the 12-hour clock, as his agenda is.
    expect(await reply('whats coming up?', '2026-11-27T09:01:00')).toBe("In the next few days: Sunday (Nov 29), dinner at mom's at 6 pm; Tuesday (Dec 1), Jen's check-up at 10:30 am.");
  });

  it('reads "da mãe" as the user\'s mother and a generic "exame" as the one she needed', async () => {
    await ask('minha mae tem 72 anos e precisa fazer exame de sangue, ela ta atrasada', '2026-11-23T07:02:00');
    expect(await reply('marquei o exame da mae pra sexta 7h em jejum kkk', '2026-11-24T09:00:00')).toBe('Anotado: Sua mãe tem exame de sangue marcado em 27/11/2026 às 7h.');
    expect(await reply('o que tenho sexta?', '2026-11-24T09:01:00')).toBe('Na sexta (27/11) você tem exame de sangue da sua mãe às 7h.');
    expect(await reply('what do I have on friday?', '2026-11-24T09:02:00')).toBe("On Friday (Nov 27): your mother's blood test at 07:00.");
    expect(await reply('o pedro meu irmao vem almoçar aqui sabado', '2026-11-24T12:00:00')).toBe('Anotado: Almoço com Pedro (irmão) em 28/11/2026.');
  });

  it("says each child's age once given for both, and a booking's day once", async () => {
    expect(await reply('meu filho joao tem 9 anos e minha filha bia tem 5', '2026-11-23T08:00:00')).toBe('Anotado: Joao (filho, 9 anos); Bia (filha, 5 anos).');
    await ask('o joao tem dentista amanha as 14h', '2026-11-23T08:01:00');
    expect(await reply('que horas é o dentista do joao?', '2026-11-23T08:05:00')).toBe('O Joao tem dentista amanhã às 14h.');
  });

  it('says whose plan it is once, and calls a relative with no name "your mother"', async () => {
    expect(await reply('my daughter emma has soccer practice every mon and wed at 5', '2026-11-23T08:00:00')).toBe(
      'Noted: Soccer practice (Emma, daughter), every Monday and Wednesday at 17:00 (next on November 23, 2026).',
    );
    await ask('and my mom has bloodwork tmrw at 9', '2026-11-23T08:01:00');
    expect(await reply('whats on tmrw?', '2026-11-23T08:02:00')).toBe("Tomorrow: your mother's blood test at 09:00.");
  });

  it('says a birthday as a birthday, and a gift for an event is a task, not the event', async () => {
    expect(await reply('minha sogra faz 70 anos dia 3 de dezembro', '2026-11-23T10:00:00')).toBe('Anotado: Aniversário da sua sogra, todo ano (o próximo em 03/12/2026).');
    expect(await reply('preciso comprar presente pro niver da sogra ate domingo', '2026-11-23T10:01:00')).toBe('Anotado: Tarefa: comprar presente pro niver da sogra até 29/11/2026.');
    expect(
      (await turns.read(store => agendaBetween(store.db, {from: '2026-11-23', to: '2026-12-23', now: store.now}), '2026-11-23T10:02:00')).filter(i => i.kind === 'birthday').map(i => i.date),
    ).toEqual(['2026-12-03']);
  });

  it('reads a message opening with "Ela" as the person just mentioned', async () => {
    await ask('Minha filha Susana tem 16 anos');
    const t = await ask('Ela precisa ir no dentista', '2026-11-21T10:01:00');
    expect(t.reply).toMatch(/Susana precisa ir ao dentista/);
    const susana = (await people()).find(p => p.name === 'Susana')!;
    expect(susana.checkups).toContainEqual(expect.objectContaining({kind: 'dentist', status: 'needed'}));
  });

  it('understands a short "sim" as the answer to its reminder offer', async () => {
    expect(await reply('A Ana precisa ir no oftalmologista')).toMatch(/Quer que eu lembre você de marcar\?/);
    expect(await reply('sim', '2026-11-21T10:01:00')).toMatch(/^Combinado: vou lembrar você/);
    expect(await reply('sim', '2026-11-21T10:02:00')).toBe('Certo.');
    expect(await memories()).toEqual(['A Ana precisa ir no oftalmologista']);
  });

  it('answers in English to English', async () => {
    const t1 = await ask('My daughter Emma (12) needs an eye exam');
    expect(t1.reply).toMatch(/^Noted: /);
    expect(t1.reply).toMatch(/Emma/);
    expect(t1.reply).not.toMatch(/Anotado|Quer que/);
    const who = await ask('Who is Emma?');
    expect(who.reply).toMatch(/Emma is your daughter/);
    const unknown = await ask('Who is Marcus?');
    expect(unknown.reply).toMatch(/don't know who Marcus is/);
  });

  it('says briefly when it cannot answer and shows the closest memories', async () => {
    await ask('Reunião com o chefe sobre o projeto Atlas na sexta');
    const r = await ask('Qual é a capital da Mongólia?');
    expect(r.reply).toMatch(/Não sei responder/);
    const s = await ask('O que ficou combinado sobre o projeto Atlas?', '2026-11-21T11:00:00');
    expect(s.reply).toMatch(/Atlas/);
    const used = (await turns.read(store => memoryDetail(store.db, 1)))!;
    expect(used.accessCount).toBeGreaterThanOrEqual(1);
    expect(used.lastAccessed).toBe('2026-11-21T11:00:00.000Z');
  });

  it('prints one JSON turn, continues the latest conversation unless --new, and refuses a blank message (the CLI itself)', () => {
    const cli = (args: string[]) => json(magis(home, ['ask', ...args, '--json', '--now', '2026-11-21T11:00:00']));
    const a = cli(['Bom dia!']);
    expect(a).toMatchObject({reply: expect.stringMatching(/^Olá/), memoriesStored: [], questions: [], engine: 'offline', model: null});
    expect(cli(['A Ana precisa ir no dentista']).conversationId).toBe(a.conversationId);
    expect(cli(['Oi de novo', '--new']).conversationId).not.toBe(a.conversationId);
    const blank = magis(home, ['ask', '   ']);
    expect(blank.status).toBe(2);
    expect(blank.stderr).toMatch(/^magis: .+\n$/);
  });
});
