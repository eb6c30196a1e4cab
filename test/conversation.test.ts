import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {listPeople} from '../src/store/learn.js';
import {tempHome} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {turnByTurn} from './helpers/life.js';

/**
 * The conversation across turns as `magis ask` runs them, each turn its own store opened afresh
 * (helpers/life.ts turnByTurn): whatever the assistant asked or learned must come back from the store.
 */
let home: string;
let cleanup: () => void;
let turns: ReturnType<typeof turnByTurn>;
beforeEach(() => {
  ({home, cleanup} = tempHome());
  turns = turnByTurn(home);
});
afterEach(() => cleanup());

const ask = (now: string, text: string) => turns.ask(now, text);
const people = () => turns.read(store => listPeople(store.db, store.now));
const tasks = () => inspect(home, db => db.prepare('SELECT description, status, due FROM tasks ORDER BY id').all() as Array<{description: string; status: string; due: string | null}>);
const userCheckups = () => inspect(home, db => db.prepare('SELECT kind, status, date, time FROM checkups WHERE entity_id IS NULL').all());

describe("an answer to the assistant's own question", () => {
  it('"é meu sobrinho" after "Quem é Bento?" makes Bento the nephew, with no person "sobrinho"', async () => {
    const first = await ask('2026-03-02T09:00:00', 'O Bento precisa ir no dentista');
    expect(first.questions.join(' ')).toMatch(/Bento/);
    await ask('2026-03-02T09:01:00', 'é meu sobrinho');
    const all = await people();
    expect(all.map(p => p.name)).toEqual(['Bento']);
    expect(all[0]).toMatchObject({relation: 'nephew', gender: 'male'});
    expect(all[0]!.checkups[0]).toMatchObject({kind: 'dentist', status: 'needed'});
    expect((await ask('2026-03-02T09:03:00', 'quem é o bento?')).reply).toMatch(/sobrinho/);
  });

  it('"Who is Mike?" then "Mike is my husband" → one Mike, the husband; "He\'s my coworker." binds too', async () => {
    expect((await ask('2026-03-02T09:00:00', 'Mike has a dentist appointment on Friday at 3pm')).questions.join(' ')).toMatch(/Who is Mike/);
    await ask('2026-03-02T09:01:00', 'Mike is my husband');
    await ask('2026-03-02T09:02:00', 'Tom needs to see a dentist');
    await ask('2026-03-02T09:03:00', "He's my coworker.");
    const all = await people();
    expect(all.map(p => p.name).sort()).toEqual(['Mike', 'Tom']);
    expect(all.find(p => p.name === 'Mike')).toMatchObject({relation: 'husband'});
    expect(all.find(p => p.name === 'Tom')).toMatchObject({relation: 'coworker'});
  });
});

describe('an answer that the one asked about is not a person', () => {
  it('"é meu carro" after "Quem é Honda?" takes Honda off the people list, the task stays', async () => {
    expect((await ask('2026-03-02T09:00:00', 'Preciso levar o Honda na revisão')).questions.join(' ')).toMatch(/Honda/);
    await ask('2026-03-02T09:01:00', 'é meu carro kkk');
    expect(await people()).toEqual([]);
    expect(tasks()).toEqual([expect.objectContaining({description: 'levar o Honda na revisão', status: 'open'})]);
  });
});

describe('a person known only by kinship, and a later name', () => {
  it('"Minha filha…" then "O nome dela é Clara." and "Ela tem 9 anos." are one person', async () => {
    await ask('2026-03-09T20:10:00', 'Minha filha precisa ir ao pediatra.');
    expect((await ask('2026-03-09T20:11:00', 'O nome dela é Clara.')).reply).toMatch(/Clara/);
    await ask('2026-03-09T20:12:00', 'Ela tem 9 anos.');
    const all = await people();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({name: 'Clara', relation: 'daughter', gender: 'female', age: 9});
    expect(all[0]!.aliases).toContain('filha');
    expect(all[0]!.checkups[0]).toMatchObject({kind: 'pediatrician', status: 'needed'});
  });

  it('a Clara known first and "a clara é minha filha" later merge with the kinship-only daughter, checkups moving', async () => {
    await ask('2026-03-09T20:10:00', 'Minha filha precisa ir ao pediatra.');
    await ask('2026-03-09T20:11:00', 'A Clara faz natação às terças.');
    await ask('2026-03-09T20:12:00', 'a clara é minha filha');
    const all = await people();
    expect(all.map(p => p.name)).toEqual(['Clara']);
    expect(all[0]).toMatchObject({relation: 'daughter'});
    expect(all[0]!.checkups.map(c => c.kind)).toEqual(['pediatrician']);
  });

  it('English: "her name\'s mia btw, she\'s 11" names the daughter of the last turn', async () => {
    await ask('2026-04-20T20:00:00', 'My daughter has an eye exam tomorrow at 8:15');
    await ask('2026-04-20T20:01:00', "her name's mia btw, she's 11");
    const all = await people();
    expect(all.map(p => p.name)).toEqual(['Mia']);
    expect(all[0]).toMatchObject({relation: 'daughter', age: 11});
    expect(all[0]!.checkups[0]).toMatchObject({kind: 'eye_exam', date: '2026-04-21', time: '08:15'});
  });
});

describe('ellipsis over the last turn', () => {
  it('"e o João também" gives João the checkup just said for Clara', async () => {
    await ask('2026-03-02T09:00:00', 'A Clara precisa ir ao dentista');
    await ask('2026-03-02T09:01:00', 'e o João também');
    const all = await people();
    expect(all.map(p => p.name).sort()).toEqual(['Clara', 'João']);
    for (const p of all) expect(p.checkups).toEqual([expect.objectContaining({kind: 'dentist', status: 'needed'})]);
    expect(userCheckups()).toEqual([]);
  });
});

describe('corrections', () => {
  it('"nao, a rita é minha cunhada kkk" replaces the relation and closes the old edge, never deletes it', async () => {
    await ask('2026-04-06T19:30:00', 'A Rita é minha irmã');
    await ask('2026-04-06T19:31:00', 'nao, a rita é minha cunhada kkk');
    await ask('2026-04-06T19:34:00', 'ela ta mto preocupada, precisa fazer mamografia');
    const all = await people();
    expect(all.map(p => p.name)).toEqual(['Rita']);
    expect(all[0]).toMatchObject({relation: 'sister-in-law'});
    expect(all[0]!.checkups[0]).toMatchObject({kind: 'mammogram', status: 'needed'});
    const edges = inspect(home, db => db.prepare('SELECT relation, valid_to AS validTo FROM relationships ORDER BY id').all() as Array<{relation: string; validTo: string | null}>);
    expect(edges).toEqual([
      {relation: 'sister', validTo: '2026-04-06T19:31:00.000Z'},
      {relation: 'sister-in-law', validTo: null},
    ]);
    expect((await ask('2026-04-06T19:36:00', 'quem é a rita?')).reply).toMatch(/cunhada/);
  });

  it('"Na verdade a consulta é na sexta" moves the booking to Friday and keeps its time', async () => {
    await ask('2026-04-13T10:00:00', 'Marquei dermatologista para quinta às 10h.');
    const r = await ask('2026-04-13T10:05:00', 'Na verdade a consulta é na sexta.');
    expect(r.reply).toMatch(/17\/04/);
    expect(userCheckups()).toEqual([{kind: 'dermatologist', status: 'scheduled', date: '2026-04-17', time: '10:00'}]);
  });

  it('"nao é pra mim, é pra lia" gives the last fact to Lia', async () => {
    await ask('2026-05-04T18:00:00', 'A Lia é minha filha, tem 7 anos');
    await ask('2026-05-04T18:02:00', 'marquei dentista amanha as 14h');
    await ask('2026-05-04T18:03:00', 'nao é pra mim, é pra lia');
    expect(userCheckups()).toEqual([]);
    const all = await people();
    expect(all.map(p => p.name)).toEqual(['Lia']);
    expect(all[0]!.checkups).toEqual([expect.objectContaining({kind: 'dentist', status: 'scheduled', date: '2026-05-05', time: '14:00'})]);
  });
});

describe('a correction of whose fact it is, a message or two later', () => {
  it('"it\'s not for me, it\'s for Jake" moves the eye exam said two messages before', async () => {
    await ask('2026-03-02T09:00:00', 'I need to see the eye doctor next Monday at 10am');
    await ask('2026-03-02T09:01:00', 'My son Jake is 8');
    expect((await ask('2026-03-02T09:02:00', "it's not for me, it's for Jake")).reply).toMatch(/Jake/);
    expect(userCheckups()).toEqual([]);
    expect((await people()).find(p => p.name === 'Jake')?.checkups).toEqual([expect.objectContaining({kind: 'eye_exam', date: '2026-03-09', time: '10:00'})]);
  });
});

describe('tasks closed from what the user says', () => {
  it('"esqueci, a revisao é na terça" moves the one open task it names to that day, and no other', async () => {
    await ask('2026-11-24T09:02:00', 'tenho q levar o carro na revisao semana q vem');
    await ask('2026-11-24T09:03:00', 'preciso pagar o iptu dia 10');
    expect((await ask('2026-11-25T10:01:00', 'esqueci, a revisao é na terça')).reply).toBe('Corrigido: levar o carro na revisao até 01/12/2026.');
    expect(tasks().map(t => [t.description, t.due])).toEqual([
      ['levar o carro na revisao', '2026-12-01'],
      ['pagar o iptu', '2026-12-10'],
    ]);
  });

  it('"renovei a cnh hj" closes "renovar a cnh" and no other', async () => {
    await ask('2026-05-11T08:30:00', 'preciso renovar a cnh');
    await ask('2026-05-11T08:31:00', 'Também preciso pagar o IPTU.');
    await ask('2026-05-14T17:20:00', 'renovei a cnh hj');
    expect(tasks().map(t => [t.description, t.status])).toEqual([
      ['renovar a cnh', 'done'],
      ['pagar o IPTU', 'open'],
    ]);
  });

  it('"I already did it." closes nothing and asks; "sim" then closes that task', async () => {
    await ask('2026-06-01T09:00:00', 'Preciso renovar o passaporte até sexta');
    const r = await ask('2026-06-01T09:02:00', 'I already did it.');
    expect(r.reply).toMatch(/\?/);
    expect(tasks().map(t => t.status)).toEqual(['open']);
    await ask('2026-06-01T09:03:00', 'sim');
    expect(tasks().map(t => t.status)).toEqual(['done']);
  });

  it('a vague "ja fiz" with several open tasks asks which one, and the answer closes only that one', async () => {
    await ask('2026-06-08T12:00:00', 'Tenho que comprar o presente da minha sogra');
    await ask('2026-06-08T12:01:00', 'Preciso trocar o óleo do carro');
    await ask('2026-06-08T12:02:00', 'Preciso pagar a conta de luz');
    const r = await ask('2026-06-09T19:00:00', 'ja fiz');
    expect(r.reply).toMatch(/\?/);
    expect(r.reply).toMatch(/presente[\s\S]*óleo[\s\S]*luz/);
    expect(tasks().every(t => t.status === 'open')).toBe(true);
    await ask('2026-06-09T19:01:00', 'o do óleo');
    expect(tasks().map(t => t.status)).toEqual(['open', 'done', 'open']);
  });
});

describe('reminders agreed in conversation', () => {
  it('"sim, me lembra amanha" after the offer makes a task due tomorrow, not "Anotado."', async () => {
    expect((await ask('2026-03-02T09:00:00', 'O Bento precisa ir no dentista')).reply).toMatch(/lembre/);
    const r = await ask('2026-03-02T09:01:00', 'sim, me lembra amanha');
    expect(r.reply).not.toMatch(/^Anotado\.$/);
    expect(r.reply).toMatch(/amanhã/);
    expect(tasks()).toEqual([{description: 'marcar o dentista do Bento', status: 'open', due: '2026-03-03'}]);
  });

  it('"me lembra amanhã" right after a task sets that task\'s due day', async () => {
    await ask('2026-06-01T09:00:00', 'Preciso renovar o passaporte');
    expect((await ask('2026-06-01T09:01:00', 'me lembra amanhã')).reply).toMatch(/passaporte/);
    expect(tasks()).toEqual([{description: 'renovar o passaporte', status: 'open', due: '2026-06-02'}]);
  });

  it('"remind me to call the insurance tomorrow" is due tomorrow', async () => {
    await ask('2026-03-17T21:00:00', 'remind me to call the insurance tomorrow');
    expect(tasks()).toEqual([expect.objectContaining({status: 'open', due: '2026-03-18'})]);
  });
});

describe('a booking that names no checkup', () => {
  it('"marquei pra quinta às 10h" books what was just said to be needed, for that person', async () => {
    await ask('2026-11-23T08:10:00', 'minha filha precisa ir no pediatra');
    await ask('2026-11-23T08:11:00', 'o nome dela é sofia');
    const booked = await ask('2026-11-23T08:13:00', 'marquei pra quinta as 10h');
    expect(booked.reply).toMatch(/pediatra da Sofia .*26\/11.*10h/);
    const sofia = (await people()).find(p => p.name === 'Sofia')!;
    expect(sofia.checkups).toEqual([expect.objectContaining({kind: 'pediatrician', status: 'scheduled', date: '2026-11-26', time: '10:00'})]);
    expect(userCheckups()).toEqual([]);
  });
  it('with nothing needed it changes nothing it should not', async () => {
    await ask('2026-11-23T08:13:00', 'marquei pra quinta as 10h');
    expect(await people()).toEqual([]);
  });
});
