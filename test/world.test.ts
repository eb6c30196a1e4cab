/**
 * Messages that act on the world Magis already holds, over several days of one life: the right
 * person, the right booking, the right change, said exactly, listed as `changes`, undone whole.
 * In-process (a real store, the turn pipeline `ask` and the chat share), the clock set per message.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {agendaBetween} from '../src/agenda/agenda.js';
import {dueItems} from '../src/reminders/index.js';
import {listPeople} from '../src/store/learn.js';
import {listPets} from '../src/store/pets.js';
import {listTasks} from '../src/store/tasks.js';
import {undoLastMessage} from '../src/store/undo.js';
import {openLife} from './helpers/life.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function life(start: string) {
  const l = await openLife(start);
  close = l.close;
  return l;
}

const checkupsOf = (l: Awaited<ReturnType<typeof life>>, name: string) => listPeople(l.store.db, l.store.now).find(p => p.name === name)?.checkups ?? [];
const userCheckups = (l: Awaited<ReturnType<typeof life>>) => l.store.db.prepare('SELECT kind, status, date, time FROM checkups WHERE entity_id IS NULL').all();

describe('whose it is', () => {
  it('gives "pra ela" to the child the same message named, not to the user', async () => {
    const l = await life('2026-09-07T10:00');
    await l.say('2026-09-07T10:25', 'tenho 2 filhos, o davi de 9 e a alice q tem 5');
    await l.say('2026-09-09T08:40', 'bom dia. a escola da alice mandou bilhete dizendo q ela ta apertando os olhos pra ver o quadro. preciso marcar oftalmo pra ela');
    await l.say('2026-09-09T12:30', 'minha ex sogra disse q o davi ta reclamando de dor de dente. vou ter q marcar dentista pra ele tb aff');
    expect(checkupsOf(l, 'Alice')).toEqual([expect.objectContaining({kind: 'eye_exam', status: 'needed'})]);
    expect(checkupsOf(l, 'Davi')).toEqual([expect.objectContaining({kind: 'dentist', status: 'needed'})]);
    expect(userCheckups(l)).toEqual([]);
    const people = listPeople(l.store.db, l.store.now);
    expect(people.find(p => p.name === 'Davi')).toMatchObject({relation: 'son', age: 9});
    expect(people.find(p => p.name === 'Alice')).toMatchObject({relation: 'daughter', age: 5});
  });

  it("reads a visit said without a name as the booking of that day, and what the doctor asked for as the patient's", async () => {
    const l = await life('2026-09-08T19:00');
    await l.say('2026-09-08T19:50', 'meu pai, seu severino, tem consulta no cardiologista quinta as 14h');
    const r = await l.say('2026-09-11T19:40', 'oi, ontem no cardio foi tudo bem, o coracao dele ta ok. mas o medico pediu exame de sangue completo');
    expect(checkupsOf(l, 'Severino')).toEqual([expect.objectContaining({kind: 'cardiologist', status: 'done', date: '2026-09-10'}), expect.objectContaining({kind: 'blood_test', status: 'needed'})]);
    expect(userCheckups(l)).toEqual([]);
    expect(r.reply).toMatch(/Severino/);
  });
  it('gives "his"/"her" in a message that names nobody to the person the last message was about', async () => {
    const l = await life('2026-10-05T08:00');
    await l.say('2026-10-05T08:14', 'got 2 kids w/ my ex, tyler is 12 and grace is 8');
    await l.say('2026-10-05T08:43', "steve's my boss, regional mgr");
    await l.say('2026-10-05T19:20', 'tyler has soccer practice tues and thurs at the rec center, i drive him on my weeks');
    // Steve (a man) was spoken of before, in another message: the focus is Tyler.
    await l.say('2026-10-05T19:24', 'also his ortho appt is thurs at 3:40, braces tightening');
    await l.say('2026-10-06T12:00', "grace's pediatrician called, the school vision screening flagged her");
    await l.say('2026-10-06T19:30', 'also she needs her flu shot, dana said shed leave it to me');
    expect(checkupsOf(l, 'Tyler')).toEqual([expect.objectContaining({kind: 'orthodontist', status: 'scheduled', date: '2026-10-08', time: '15:40'})]);
    expect(checkupsOf(l, 'Grace')).toContainEqual(expect.objectContaining({kind: 'vaccine', status: 'needed'}));
    expect(userCheckups(l)).toEqual([]);
  });

  it('asks rather than guesses when the last message spoke of two people of that gender', async () => {
    const l = await life('2026-06-01T08:00');
    await l.say('2026-06-01T08:10', 'minhas filhas sao a lara e a lais, as duas tem 15 anos');
    await l.say('2026-06-01T09:00', 'a lara e a lais tao com dor de dente');
    await l.say('2026-06-01T09:05', 'preciso marcar dentista pra ela');
    expect(checkupsOf(l, 'Lara')).toEqual([]);
    expect(checkupsOf(l, 'Laís').concat(checkupsOf(l, 'Lais'))).toEqual([]);
  });
});

describe('the next visit, said after one', () => {
  it('books "next one is nov 5 same time" for the patient of the visit, at that visit\'s hour', async () => {
    const l = await life('2026-10-05T08:00');
    await l.say('2026-10-05T08:14', 'got 2 kids w/ my ex, tyler is 12 and grace is 8');
    await l.say('2026-10-05T19:24', "tyler's ortho appt is thurs at 3:40, braces tightening");
    await l.say('2026-10-08T17:05', 'back from the ortho, tyler got new rubber bands and hes whining about it lol. next one is nov 5 same time');
    expect(checkupsOf(l, 'Tyler').map(c => [c.kind, c.status, c.date, c.time])).toEqual([
      ['orthodontist', 'done', '2026-10-08', '15:40'],
      ['orthodontist', 'scheduled', '2026-11-05', '15:40'],
    ]);
    expect(userCheckups(l)).toEqual([]);
  });
});

describe('moving and cancelling what is booked', () => {
  it('moves the booking the message names, says so exactly, lists it as a change, and undo puts it back', async () => {
    const l = await life('2026-09-12T17:00');
    await l.say('2026-09-12T17:10', 'minha filha alice tem pediatra dia 17 as 9h');
    await l.say('2026-09-12T17:20', 'consegui marcar o dentista do davi meu filho pra quarta dia 16 as 15h');
    const r = await l.say('2026-09-15T12:40', 'a clinica ligou, remarcaram o dentista do davi pra sexta dia 18 as 10h. minha ex sogra, dona socorro, vai levar ele');
    expect(r.reply).toMatch(/^Movi o dentista do Davi para sexta, 18\/09, às 10h\./);
    expect(r.changes).toContainEqual({op: 'move', what: 'checkup', id: expect.any(Number)});
    expect(checkupsOf(l, 'Davi')).toEqual([expect.objectContaining({kind: 'dentist', status: 'scheduled', date: '2026-09-18', time: '10:00'})]);
    // The other booking stays where it was, and the rest of the message is still learned.
    expect(checkupsOf(l, 'Alice')).toEqual([expect.objectContaining({kind: 'pediatrician', date: '2026-09-17', time: '09:00'})]);
    expect(listPeople(l.store.db, l.store.now).find(p => p.name === 'Socorro')).toMatchObject({relation: 'mother-in-law'});
    const undone = undoLastMessage(l.store.db, l.store.nowIso());
    expect(undone.changes).toContainEqual({op: 'move', what: 'checkup', id: expect.any(Number)});
    expect(checkupsOf(l, 'Davi')).toEqual([expect.objectContaining({date: '2026-09-16', time: '15:00'})]);
    expect(listPeople(l.store.db, l.store.now).find(p => p.name === 'Socorro')).toBeUndefined();
  });

  it('cancels the event a message names in other words, in Portuguese and English', async () => {
    const l = await life('2026-09-09T20:00');
    await l.say('2026-09-09T20:15', 'reuniao de pais na escola da alice dia 17 as 18h, anota ai');
    await l.say('2026-09-09T20:20', 'almoço com o brad dia 17 ao meio dia');
    const pt = await l.say('2026-09-16T18:20', 'a escola cancelou a reuniao de amanha, affs');
    expect(pt.reply).toMatch(/^Cancelei a reuniao de pais/);
    expect(pt.changes).toEqual([{op: 'cancel', what: 'event', id: expect.any(Number)}]);
    const en = await l.say('2026-09-16T18:30', 'brad cancelled tmrws lunch, hes out sick');
    expect(en.changes).toEqual([{op: 'cancel', what: 'event', id: expect.any(Number)}]);
    const agenda = agendaBetween(l.store.db, {from: '2026-09-16', to: '2026-09-20', now: l.store.now});
    expect(agenda).toEqual([]);
  });

  it('takes one day of a weekly class off the agenda and the reminders, keeps the series, and undo puts it back', async () => {
    const l = await life('2026-11-29T19:00');
    await l.say('2026-11-29T19:00', 'my daughter Maya is 8');
    await l.say('2026-11-29T19:02', 'maya has swimming every tuesday at 5:30');
    const off = await l.say('2026-11-30T12:31', "maya's swimming is cancelled tomorrow, pool's closed");
    expect(off.reply).toBe("Noted: Maya's swimming is off on Tuesday, Dec 1; the others stay.");
    expect(off.changes).toEqual([{op: 'update', what: 'event', id: expect.any(Number)}]);
    const swims = () => agendaBetween(l.store.db, {from: '2026-11-30', to: '2026-12-09', now: l.store.now}).map(i => i.date);
    expect(swims()).toEqual(['2026-12-08']);
    expect(dueItems(l.store.db, new Date('2026-12-01T07:00:00')).filter(d => d.kind === 'class')).toEqual([]);
    undoLastMessage(l.store.db, l.store.nowIso());
    expect(swims()).toEqual(['2026-12-01', '2026-12-08']);
    expect(dueItems(l.store.db, new Date('2026-12-01T07:00:00')).filter(d => d.kind === 'class')).toHaveLength(1);
  });

  it('moves a visit and the vaccines booked with it at the same hour together, as one appointment', async () => {
    const l = await life('2026-01-14T19:40');
    await l.say('2026-01-14T19:40', "Mark is my husband, Lucas is our son, he's 4");
    await l.say('2026-01-14T19:45', 'Lucas tem pediatrician + vaccines booked: tuesday jan 27 at 10:15 with dr patel');
    const r = await l.say('2026-01-26T12:30', "the clinic called, they moved Lucas's appointment to thursday, same time");
    expect(r.reply).toBe("I moved Lucas's pediatrician visit and Lucas's vaccine to Thursday, Jan 29, at 10:15.");
    expect(checkupsOf(l, 'Lucas').map(c => [c.kind, c.date, c.time])).toEqual([
      ['pediatrician', '2026-01-29', '10:15'],
      ['vaccine', '2026-01-29', '10:15'],
    ]);
  });

  it('"remarquei" and "desmarquei" (with a q) move and cancel the user\'s own booking named by its specialty', async () => {
    const l = await life('2026-09-25T10:00');
    await l.say('2026-09-25T10:00', 'marquei gineco pra quinta dia 1 as 9h');
    const moved = await l.say('2026-09-30T09:10', 'vou ter q cobrir um plantao amanha, nao vou conseguir ir na gineco. remarquei pra quinta q vem dia 8 as 9h');
    expect(moved.reply).toMatch(/^Movi o ginecologista para quinta, 08\/10, às 9h\./);
    expect(userCheckups(l)).toEqual([{kind: 'gynecologist', status: 'scheduled', date: '2026-10-08', time: '09:00'}]);
    const cancelled = await l.say('2026-10-02T09:00', 'desmarquei a gineco');
    expect(cancelled.reply).toMatch(/^Cancelei o ginecologista/);
    expect(agendaBetween(l.store.db, {from: '2026-10-02', to: '2026-10-31', now: l.store.now}).filter(i => i.kind === 'gynecologist')).toEqual([]);
  });

  it('asks which when two bookings fit, and the answer cancels that one only', async () => {
    const l = await life('2026-11-20T10:00');
    await l.say('2026-11-20T10:00', 'minha filha bia tem dentista dia 24 as 15h');
    await l.say('2026-11-20T10:05', 'minha filha luisa tem pediatra dia 27 as 9h');
    const q = await l.say('2026-11-21T09:00', 'cancelaram a consulta');
    expect(q.reply).toMatch(/Qual foi cancelado\? 1\) o dentista da Bia .*; 2\) o pediatra da Luisa/);
    expect(q.changes).toEqual([]);
    const a = await l.say('2026-11-21T09:01', 'a segunda');
    expect(a.reply).toMatch(/^Cancelei o pediatra da Luisa/);
    expect(checkupsOf(l, 'Luisa')).toEqual([]);
    expect(checkupsOf(l, 'Bia')).toEqual([expect.objectContaining({kind: 'dentist', date: '2026-11-24'})]);
  });

  it('moves a weekly class to the new weekday, keeping its time', async () => {
    const l = await life('2026-09-17T09:00');
    await l.say('2026-09-17T09:00', 'meu filho davi comecou na escolinha de futebol, toda quarta as 17h');
    await l.say('2026-09-24T11:30', 'na vdd a escolinha do davi mudou pra quinta, msm horario');
    const days = agendaBetween(l.store.db, {from: '2026-09-28', to: '2026-10-04', now: l.store.now}).filter(i => i.source === 'event');
    expect(days.map(d => [d.date, d.time])).toEqual([['2026-10-01', '17:00']]);
  });
});

describe('which one, answered by its thing', () => {
  it('"the hotel lol. got the hyatt" after "which one did you finish?" closes the hotel task only', async () => {
    const l = await life('2026-10-26T19:00');
    await l.say('2026-10-26T19:00', 'need to book a hotel for the sales conference in chicago nov 12-13. and bears out of heartworm pills, gotta order more');
    expect((await l.say('2026-10-27T12:30', 'ok did it')).reply).toMatch(/^Which one did you finish\?/);
    await l.say('2026-10-27T12:33', 'the hotel lol. got the hyatt by the convention center');
    expect(listTasks(l.store.db, {all: true}).map(t => [t.description, t.status])).toEqual(
      expect.arrayContaining([
        ['book a hotel for the sales conference in chicago', 'done'],
        ['order more heartworm pills', 'open'],
      ]),
    );
  });
});

describe("done in the user's own words", () => {
  it('closes the open task a past-tense clause names, and no task for a plan', async () => {
    const l = await life('2026-09-12T10:40');
    await l.say('2026-09-12T10:40', 'preciso comprar racao pro frajola e pagar a conta de luz q vence dia 15');
    const plan = await l.say('2026-09-13T10:00', 'preciso pagar a luz amanha cedo');
    expect(plan.changes.filter(c => c.op === 'done')).toEqual([]);
    const r = await l.say('2026-09-15T19:45', 'acabei de pagar a luz pelo app do banco');
    expect(r.reply).toBe('Marquei como feito: pagar a conta de luz.');
    expect(listTasks(l.store.db, {all: true}).map(t => [t.description, t.status])).toEqual([
      ['comprar racao pro frajola', 'open'],
      ['pagar a conta de luz', 'done'],
    ]);
  });
});

describe('pets', () => {
  it('keeps animals as pets with their species and care, never as people', async () => {
    const l = await life('2026-09-12T10:30');
    await l.say('2026-09-12T10:30', 'casa vazia, so eu e o frajola, meu gato kkkk');
    await l.say('2026-09-12T10:40', 'o pipoca é nosso cachorro');
    await l.say('2026-09-14T10:00', 'levei o pipoca no veterinario hoje, tomou a vacina');
    expect(listPets(l.store.db).map(({id: _id, ...p}) => p)).toEqual([
      {name: 'Frajola', species: 'cat', age: null, birthday: null, gender: 'male', checkups: []},
      {name: 'Pipoca', species: 'dog', age: null, birthday: null, gender: 'male', checkups: [{kind: 'vaccine', status: 'done', date: '2026-09-14', time: null, everyMonths: null}]},
    ]);
    expect(listPeople(l.store.db, l.store.now)).toEqual([]);
  });

  it('gives "pra ela" to the pet the message names, not to the woman the last message spoke of', async () => {
    const l = await life('2026-01-20T08:00');
    await l.say('2026-01-20T08:30', 'Lucas ainda com tosse, ficou em casa com a Linda hoje');
    await l.say('2026-01-20T12:10', 'a Mochi (nossa gata) vomitou no tapete de novo, marquei vet pra ela na sexta às 16h');
    expect(listPets(l.store.db)).toEqual([
      expect.objectContaining({name: 'Mochi', species: 'cat', checkups: [expect.objectContaining({kind: 'vet', status: 'scheduled', date: '2026-01-23', time: '16:00'})]}),
    ]);
    expect(checkupsOf(l, 'Linda')).toEqual([]);
  });

  it('turns a name first kept as a person into the pet it turns out to be, with the age said of it', async () => {
    const l = await life('2026-04-10T19:00');
    await l.say('2026-04-10T19:30', "Pixie has been off her food today. I'll keep an eye on her over the weekend.");
    await l.say('2026-04-10T19:31', 'Pixie is nine.');
    expect(listPeople(l.store.db, l.store.now).map(p => p.name)).toEqual(['Pixie']);
    await l.say('2026-04-10T19:32', "Pixie is our rescue greyhound; we adopted her last year. She's nine, so I do worry about her.");
    expect(listPeople(l.store.db, l.store.now)).toEqual([]);
    expect(listPets(l.store.db)).toEqual([expect.objectContaining({name: 'Pixie', species: 'dog', age: 9})]);
  });
});

describe('corrections of whose it is', () => {
  it("moves the user's reminded need to the person named, even days later", async () => {
    const l = await life('2026-09-09T08:40');
    await l.say('2026-09-09T08:40', 'minha filha bia tem 10 anos');
    await l.say('2026-09-09T08:45', 'preciso marcar oftalmo');
    await l.say('2026-09-10T08:00', 'o pedro vem almocar domingo');
    const r = await l.say('2026-09-11T08:00', 'vc ta me lembrando de ir no oftalmo mas nao sou eu, era a bia');
    expect(r.reply).toBe('Corrigido: o oftalmologista é da Bia, não seu.');
    expect(r.changes).toContainEqual({op: 'update', what: 'checkup', id: expect.any(Number)});
    expect(userCheckups(l)).toEqual([]);
    expect(checkupsOf(l, 'Bia')).toEqual([expect.objectContaining({kind: 'eye_exam', status: 'needed'})]);
  });
});

describe('relatives of people already known', () => {
  it("makes the parents and sister of the fiancé the user's in-laws, in later messages", async () => {
    const l = await life('2026-04-06T18:00');
    await l.say('2026-04-06T18:52', 'Tom is my fiancé.');
    await l.say('2026-04-12T17:45', "Lunch with Tom's parents, Linda and Graham, was lovely.");
    await l.say('2026-04-12T17:47', 'a Marta é irmã do Tom');
    const rel = Object.fromEntries(listPeople(l.store.db, l.store.now).map(p => [p.name, p.relation]));
    expect(rel).toEqual({Tom: 'fiance', Linda: 'mother-in-law', Graham: 'father-in-law', Marta: 'sister-in-law'});
  });
});

describe('a family told in one breath', () => {
  it("makes a son's children grandchildren and his wife a daughter-in-law", async () => {
    const l = await life('2026-03-02T09:30');
    await l.say('2026-03-02T09:30', 'Meu filho se chama Fábio. Ele é casado com a Patrícia e os dois têm dois filhos: o Miguel, de 7 anos, e a Helena, que tem 3.');
    expect(
      listPeople(l.store.db, l.store.now)
        .map(p => [p.name, p.relation, p.age])
        .sort(),
    ).toEqual([
      ['Fábio', 'son', null],
      ['Helena', 'granddaughter', 3],
      ['Miguel', 'grandson', 7],
      ['Patrícia', 'daughter-in-law', null],
    ]);
  });
});

describe('what happened to what was held', () => {
  it('"levei meu pai pra fazer o exame" is his booked blood test, done today; a future day of another clause is not its day', async () => {
    const l = await life('2026-09-08T19:50');
    await l.say('2026-09-08T19:50', 'meu pai, seu severino, tem 68 anos');
    await l.say('2026-09-21T08:30', 'marquei o exame de sangue do meu pai pra quarta 23 as 7h, no laboratorio perto da casa dele');
    const r = await l.say('2026-09-23T08:45', 'levei meu pai pra fazer o exame agora cedo, resultado sai semana q vem');
    expect(checkupsOf(l, 'Severino')).toEqual([expect.objectContaining({kind: 'blood_test', status: 'done', date: '2026-09-23'})]);
    expect(r.reply).not.toMatch(/28\/09|marcado/);
  });

  it('taking him to the doctor he is booked with today is that booking, no new need', async () => {
    const l = await life('2026-09-08T19:50');
    await l.say('2026-09-08T19:50', 'meu pai, seu severino, tem consulta no cardiologista quinta as 14h');
    await l.say('2026-09-10T08:35', 'folga hj. vou almocar com meu pai e depois levo ele no cardio');
    expect(checkupsOf(l, 'Severino').map(c => c.status)).toEqual(['scheduled']);
  });

  it('a birthday Magis holds, said again on its day, is no new birthday', async () => {
    const l = await life('2026-09-14T09:10');
    await l.say('2026-09-14T09:10', 'meu pai, seu severino, faz aniversario dia 24');
    await l.say('2026-09-24T08:20', 'hj é niver de painho!! ja liguei pra ele cedinho');
    const birthdays = l.store.db.prepare("SELECT count(*) FROM events WHERE kind = 'birthday'").pluck().get();
    expect(birthdays).toBeLessThanOrEqual(1);
    expect(l.store.db.prepare("SELECT count(*) FROM events WHERE kind = 'birthday' AND entity_id IS NULL").pluck().get()).toBe(0);
  });

  it('the pet named in the message is whom "ele" takes to the vet, on the day said, not the day it fell ill', async () => {
    const l = await life('2026-09-12T10:30');
    await l.say('2026-09-12T10:30', 'meu pai, seu severino, vem almoçar. casa vazia, so eu e o frajola, meu gato');
    const r = await l.say('2026-09-30T19:00', 'o frajola ta vomitando desde ontem, amanha cedo levo ele no veterinario antes do plantao');
    expect(r.reply).toMatch(/Frajola/);
    expect(r.reply).not.toMatch(/Severino/);
    expect(listPets(l.store.db)[0]!.checkups).toEqual([expect.objectContaining({date: '2026-10-01'})]);
  });
});

describe('news told with an exclamation, and who asks for whom', () => {
  it('"Que calor hoje…! … O Fábio me pediu para marcar um dentista para ele" is news about Miguel, not a question about today', async () => {
    const l = await life('2026-03-02T09:30');
    await l.say('2026-03-02T09:30', 'Meu filho se chama Fábio. Ele é casado com a Patrícia e os dois têm dois filhos: o Miguel, de 7 anos, e a Helena, que tem 3.');
    const r = await l.say(
      '2026-03-11T19:00',
      'Que calor hoje em Porto Alegre! O Miguel chegou da escola reclamando que tem um dente de leite mole. O Fábio me pediu para marcar um dentista para ele.',
    );
    expect(r.reply).not.toMatch(/nada marcado/i);
    expect(checkupsOf(l, 'Miguel')).toEqual([expect.objectContaining({kind: 'dentist', status: 'needed'})]);
    expect(checkupsOf(l, 'Fábio')).toEqual([]);
  });

  it('"ela já marcou a cirurgia" after a visit to the doctor books the speaker\'s surgery', async () => {
    const l = await life('2026-03-10T18:40');
    await l.say('2026-03-10T18:40', 'Voltei da oftalmologista. A catarata do olho direito está madura e ela já marcou a cirurgia para o dia 31 de março, às 10h, no Hospital Moinhos de Vento.');
    expect(userCheckups(l)).toContainEqual(expect.objectContaining({status: 'scheduled', date: '2026-03-31', time: '10:00'}));
  });
});

describe('an hour put right', () => {
  it('"Corrigindo: a missa do Osvaldo vai ser às 19h30, e não às 19h" moves that event\'s hour, keeping its day, and says so', async () => {
    const l = await life('2026-03-15T18:00');
    await l.say('2026-03-15T18:00', 'No dia 19 fará três anos que o Osvaldo faleceu. Pedi ao padre para rezar uma missa em intenção dele nesse dia, às 19h, na Igreja São Pedro.');
    await l.say('2026-03-15T18:05', 'o gerente do banco, rodrigo, quer reunião comigo quinta dia 19 as 15h na agência');
    const r = await l.say('2026-03-16T19:30', 'Corrigindo: a missa do Osvaldo vai ser às 19h30, e não às 19h. O padre mudou o horário.');
    expect(r.reply).toBe('Movi a missa em intenção de Osvaldo para quinta, 19/03, às 19h30.');
    await l.say('2026-03-16T19:40', 'corrigindo: a reunião com o rodrigo quinta é as 16h, n 15h. ele q mudou');
    const day = agendaBetween(l.store.db, {from: '2026-03-19', to: '2026-03-19', now: l.store.now}).map(i => [i.time, i.title]);
    expect(day).toEqual([
      ['16:00', expect.stringMatching(/^reunião com Rodrigo/i)],
      ['19:30', expect.stringMatching(/^missa/i)],
    ]);
  });

  it('a new hour said without a correction is no move', async () => {
    const l = await life('2026-03-15T18:00');
    await l.say('2026-03-15T18:05', 'reunião com a renata quinta dia 19 as 15h');
    await l.say('2026-03-16T19:40', 'a reunião com a renata é as 15h, vou levar o notebook');
    expect(agendaBetween(l.store.db, {from: '2026-03-19', to: '2026-03-19', now: l.store.now}).map(i => i.time)).toEqual(['15:00']);
  });
});

describe('a visit of no specialty says what it is', () => {
  it('"her knee replacement … nov 3 … at 6am" is mom\'s knee replacement on the agenda, in the reminder and the reply', async () => {
    const l = await life('2026-10-06T08:00');
    const r = await l.say('2026-10-06T08:05', "mom's 70. mom called last nite, her knee replacement is finally on the calendar!! nov 3 at riverside, she has to be there at 6am");
    expect(r.reply).toMatch(/knee replacement booked on November 3, 2026 at 6 am/);
    const day = agendaBetween(l.store.db, {from: '2026-11-03', to: '2026-11-03', now: l.store.now});
    expect(day.map(i => [i.time, i.title])).toEqual([['06:00', 'Knee replacement']]);
  });
  it('"consulta com o Dr. Ernesto, meu geriatra" is a check-up; "o eletrocardiograma ficou para quinta" is the ECG', async () => {
    const l = await life('2026-03-03T08:40');
    await l.say('2026-03-03T08:40', 'Na quinta-feira, dia 5, às 10h, tenho consulta com o Dr. Ernesto, meu geriatra.');
    const r = await l.say('2026-03-03T08:45', 'O eletrocardiograma ficou para quinta-feira de manhã, às 9h.');
    expect(r.reply).toMatch(/eletrocardiograma marcado em 05\/03\/2026 às 9h/);
    expect(userCheckups(l)).toEqual(expect.arrayContaining([expect.objectContaining({kind: 'general_checkup', date: '2026-03-05', time: '10:00'})]));
    const day = agendaBetween(l.store.db, {from: '2026-03-05', to: '2026-03-05', now: l.store.now});
    expect(day.map(i => i.title)).toEqual(['Eletrocardiograma', 'Check-up']);
  });
});

describe('a trip over the days it covers', () => {
  it('"vamos pra ubatuba de 4 a 6 de dezembro" is one trip, listed once as a span (issue 38), and "amanhã" on the 5th finds it', async () => {
    const l = await life('2026-11-20T10:00');
    const r = await l.say('2026-11-20T10:00', 'vamos pra ubatuba de 4 a 6 de dezembro');
    expect(r.reply).toBe('Anotado: Viagem para Ubatuba de 04/12/2026 a 06/12/2026.');
    const days = agendaBetween(l.store.db, {from: '2026-12-01', to: '2026-12-10', now: l.store.now});
    expect(days.map(i => [i.date, i.endDate, i.title])).toEqual([['2026-12-04', '2026-12-06', 'Viagem para Ubatuba']]);
    // A window inside it still has it, from the window's first day.
    const fifth = agendaBetween(l.store.db, {from: '2026-12-05', to: '2026-12-05', now: l.store.now});
    expect(fifth.map(i => [i.date, i.endDate, i.title])).toEqual([['2026-12-05', '2026-12-06', 'Viagem para Ubatuba']]);
    const q = await l.say('2026-12-04T20:00', 'o q eu tenho amanha?');
    expect(q.reply).toMatch(/Ubatuba/);
  });
});

describe('two visits of no specialty', () => {
  it('a pre-op booked after the knee replacement hides neither; moving "moms surgery" says what moved', async () => {
    const l = await life('2026-10-06T08:00');
    await l.say('2026-10-06T08:05', 'my mom barbara is 70. her knee replacement is finally on the calendar!! nov 3 at riverside, she has to be there at 6am');
    await l.say('2026-10-12T12:10', 'her pre-op w/ the knee surgeon is wed at 10:30, im taking her');
    const booked = agendaBetween(l.store.db, {from: '2026-10-12', to: '2026-11-10', now: l.store.now}).filter(i => i.source === 'checkup');
    expect(booked.map(i => [i.date, i.title])).toEqual([
      ['2026-10-14', 'Pre-op'],
      ['2026-11-03', 'Knee replacement'],
    ]);
    const r = await l.say('2026-11-02T19:30', 'hospital called, they pushed moms surgery to thurs the 5th, same time');
    expect(r.reply).toBe("I moved Barbara's knee replacement to Thursday, Nov 5, at 6 am.");
  });
});

describe('to-dos done in other words, and the things they name', () => {
  it('"got jess the earrings" closes "grab her a gift" (said "grab Jess a gift"), and "sent steve the deck" closes both deck to-dos', async () => {
    const l = await life('2026-10-09T12:10');
    const r1 = await l.say('2026-10-26T08:40', "jess's bday is tmrw!! she'll be 38. need to grab her a gift on my lunch");
    expect(r1.reply).toMatch(/to do: grab Jess a gift on my lunch/);
    const r2 = await l.say('2026-10-26T12:50', 'got jess the earrings shes been eyeing. crisis averted');
    expect(r2.reply).toBe('Marked done: grab Jess a gift on my lunch.');
    await l.say('2026-10-09T12:10', 'q3 quarterly review w/ steve is thurs oct 15 at 2pm. gotta build my deck this wknd ugh');
    await l.say('2026-10-12T09:50', 'pipeline call done. steve wants my q3 deck by wed noon, before the review');
    const r3 = await l.say('2026-10-14T20:45', 'sent steve the deck. 20 min late lol he didnt notice');
    expect(r3.reply).toBe('Marked done: build my deck; my q3 deck.');
  });

  it('after an eye exam, "she needs glasses" is glasses to get, and "pick them up" picks the glasses up', async () => {
    const l = await life('2026-10-21T08:30');
    const r = await l.say('2026-10-21T08:30', 'forgot to tell u, grace had her eye exam yesterday. she needs glasses! picking out frames sat');
    expect(r.reply).not.toMatch(/needs an eye exam/);
    await l.say('2026-10-24T15:30', 'picked out graces frames, purple obviously. glasses will be ready next week, gotta pick them up by sat the 31st');
    expect(listTasks(l.store.db).map(t => t.description)).toEqual(expect.arrayContaining(['get glasses', 'pick the glasses up']));
  });

  it('"and her flu shot wed after school, 5pm" books it; "rebooked her for next wed same time" moves it', async () => {
    const l = await life('2026-10-05T08:14');
    await l.say('2026-10-05T08:14', 'got 2 kids w/ my ex, tyler is 12 and grace is 8');
    await l.say('2026-10-16T19:30', 'also grace needs her flu shot');
    await l.say('2026-10-17T10:00', "booked grace's eye exam tues the 20th at 4:15 at the eye place on sawmill");
    const r = await l.say('2026-10-17T10:02', 'and her flu shot wed after school, 5pm at cvs');
    expect(r.reply).toBe('Noted: Grace has a vaccine booked on October 21, 2026 at 5 pm.');
    const m = await l.say('2026-10-21T17:45', 'ugh cvs was out of the kids flu shot. rebooked her for next wed same time');
    expect(m.reply).toBe("I moved Grace's vaccine to Wednesday, Oct 28, at 5 pm.");
  });
});

describe('a to-do asked for, a week asked about, a day span said exactly', () => {
  it('"Could you add that to my list?" adds the sentence before as a to-do, and "Pixie has had her booster" closes it, no vaccine of the user\'s', async () => {
    const l = await life('2026-04-10T19:32');
    await l.say('2026-04-10T19:32', 'Pixie is our rescue greyhound; we adopted her last year.');
    const r = await l.say('2026-04-25T11:00', 'Pixie is due her annual booster at the vet. Could you add that to my list?');
    expect(r.reply).toMatch(/to do: Pixie: annual booster at the vet/);
    const d = await l.say('2026-05-04T10:00', "Pixie has had her booster. The vet says she's in excellent shape for an old girl.");
    expect(d.reply).toMatch(/^Marked done: Pixie: annual booster at the vet\./);
    expect(userCheckups(l)).toEqual([]);
  });

  it('"What does next week look like?" is the agenda; "the hen do … from Friday 8 May to Sunday 10 May" spans those days', async () => {
    const l = await life('2026-05-01T09:00');
    await l.say('2026-05-01T09:00', "The hen do is next weekend in York, from Friday 8 May to Sunday 10 May. We're staying in a cottage near the Minster.");
    const r = await l.say('2026-05-03T18:00', 'What does next week look like?');
    expect(r.reply).toBe('Next week: Friday (May 8), hen do (to Sunday, May 10).');
  });

  it('"the tablets were moved to the morning" moves no booking; "the package submitted by 5pm on Thursday" is a to-do, not one done', async () => {
    const l = await life('2026-04-10T09:00');
    await l.say('2026-04-10T09:00', 'The GP surgery rang; they would like to see Dad for his medication review on Tuesday 21 April at 9:40.');
    const r = await l.say('2026-04-20T08:30', 'Margaret says Dad has been much brighter since the tablets were moved to the morning.');
    expect(r.reply).not.toMatch(/moved/i);
    const t = await l.say('2026-04-28T19:00', 'Helen wants the tender package for the Headingley school submitted by 5pm on Thursday 7 May.');
    expect(t.reply).not.toMatch(/which one/i);
    expect(listTasks(l.store.db).map(x => [x.description, x.due])).toContainEqual(['the tender package for the Headingley school submitted', '2026-05-07']);
  });
});

describe('whose it really is', () => {
  it('"opa, errei, é da lara" moves the need just said from Laís to Lara, and says so', async () => {
    const l = await life('2026-06-01T19:08');
    await l.say('2026-06-01T19:08', 'simone é minha esposa uai kkk. laís é uma das minhas gêmeas, ela e a lara tem 15 anos');
    await l.say('2026-06-08T12:20', 'simone mandou lembrar: dentista da laís tb, limpeza, faz mais de ano q ela n vai');
    const r = await l.say('2026-06-08T12:24', 'opa, errei, é da lara. a laís já ta com a ortodontista');
    expect(r.reply).toBe('Corrigido: o dentista é da Lara.');
    expect(checkupsOf(l, 'Lara')).toEqual([expect.objectContaining({kind: 'dentist', status: 'needed'})]);
    expect(checkupsOf(l, 'Laís')).toEqual([]);
  });
});

describe('a move told by someone else', () => {
  it('"O hospital ligou: a cirurgia de catarata foi adiada para quinta-feira, dia 2 de abril, no mesmo horário" moves the surgery, not the latest booking, and closes no task', async () => {
    const l = await life('2026-03-10T18:40');
    await l.say('2026-03-10T18:40', 'Voltei da oftalmologista. A catarata está madura e ela já marcou a cirurgia para o dia 31 de março, às 10h. Antes preciso fazer exame de sangue.');
    await l.say('2026-03-17T20:00', 'Me lembre amanhã de ligar para a Neide para combinarmos a ida ao hospital no dia da cirurgia.');
    await l.say('2026-03-20T10:00', 'Preciso ir ao cartório reconhecer firma na quinta, dia 2, às 10h.');
    const r = await l.say(
      '2026-03-25T19:30',
      'O hospital ligou: a cirurgia de catarata foi adiada para quinta-feira, dia 2 de abril, no mesmo horário, porque a oftalmologista estará em um congresso.',
    );
    expect(r.reply).toBe('Movi a cirurgia para quinta, 02/04, às 10h.');
    expect(
      listTasks(l.store.db)
        .filter(t => t.status === 'open')
        .map(t => t.description),
    ).toContainEqual(expect.stringMatching(/^ligar para a Neide/));
  });
});

describe('a visit told by the doctor, a landmark, and the week after', () => {
  it('"Fui ao Dr. Ernesto" is the check-up booked with him that day, done; "quer que eu volte em seis meses" is the next one, from then', async () => {
    const l = await life('2026-03-03T08:40');
    await l.say('2026-03-03T08:40', 'Na quinta-feira, dia 5, às 10h, tenho consulta com o Dr. Ernesto, meu geriatra. É a consulta de rotina que faço todo ano.');
    const r = await l.say('2026-03-05T12:30', 'Fui ao Dr. Ernesto. A pressão está ótima, mas ele pediu exames de sangue. Quer que eu volte em seis meses com os resultados.');
    expect(r.reply).toMatch(/você fez um check-up em 05\/03\/2026; você precisa fazer um check-up a partir de 05\/09\/2026/);
    expect(userCheckups(l)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({kind: 'general_checkup', status: 'done', date: '2026-03-05'}),
        expect.objectContaining({kind: 'general_checkup', status: 'needed', date: '2026-09-05'}),
      ]),
    );
    expect(listTasks(l.store.db).map(t => t.description)).toEqual([]);
    expect(agendaBetween(l.store.db, {from: '2026-03-05', to: '2026-03-12', now: l.store.now}).filter(i => i.source === 'checkup')).toEqual([]);
  });

  it('"…até sexta para me ajudar depois da cirurgia" books no second surgery; "a cirurgia correu bem" is it done; the week "que começa amanhã" is the next one', async () => {
    const l = await life('2026-03-25T19:30');
    await l.say('2026-03-25T19:30', 'A cirurgia de catarata ficou para quinta-feira, dia 2 de abril, às 10h.');
    const w = await l.say('2026-03-29T18:30', 'Boa noite. O que eu tenho nesta semana que começa amanhã?');
    expect(w.reply).toBe('Na próxima semana: quinta (02/04), cirurgia de catarata às 10h.');
    await l.say('2026-03-30T20:00', 'A Neide chega na quarta à noite e fica aqui até sexta para me ajudar depois da cirurgia.');
    expect(userCheckups(l)).toEqual([expect.objectContaining({status: 'scheduled', date: '2026-04-02', time: '10:00'})]);
    await l.say('2026-04-02T18:30', 'A cirurgia correu bem, graças a Deus. Estou com o tampão no olho.');
    expect(agendaBetween(l.store.db, {from: '2026-04-02', to: '2026-04-09', now: l.store.now}).filter(i => i.source === 'checkup')).toEqual([]);
  });

  it('"já resolvi aquilo que estava pendente" asks which; "A conta de luz. Paguei na lotérica" closes it, and records no other to-do', async () => {
    const l = await life('2026-03-20T10:00');
    await l.say('2026-03-20T10:00', 'Chegou a conta de luz, vence no dia 27. Preciso pagar sem falta.');
    await l.say('2026-03-22T11:00', 'Preciso comprar o presente do Miguel.');
    const q = await l.say('2026-03-24T10:00', 'Pronto, já resolvi aquilo que estava pendente.');
    expect(q.reply).toBe('Qual delas você já fez? 1) pagar a conta de luz; 2) comprar o presente do Miguel');
    const r = await l.say('2026-03-24T10:05', 'A conta de luz. Paguei na lotérica aqui perto de casa.');
    expect(r.reply).toMatch(/pagar a conta de luz/);
    expect(listTasks(l.store.db, {all: true}).map(t => [t.description, t.status])).toEqual([
      ['comprar o presente do Miguel', 'open'],
      ['pagar a conta de luz', 'done'],
    ]);
  });
});

describe('a done report that fits two to-dos as well', () => {
  it('asks which of the two bills was paid, closes none until told, then closes the one named', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'tenho de pagar a factura da água e pagar a factura da luz esta semana');
    const q = await l.say('2026-12-02T18:00', 'já paguei a factura');
    expect(q.reply).toMatch(/^Qual delas/);
    expect(listTasks(l.store.db).length).toBe(2);
    await l.say('2026-12-02T18:02', 'a da luz');
    expect(
      listTasks(l.store.db, {all: true})
        .map(t => [t.description, t.status])
        .sort(),
    ).toEqual([
      ['pagar a factura da luz', 'done'],
      ['pagar a factura da água', 'open'],
    ]);
  });

  it('in English too, and "the phone one" answers it', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'I need to pay the gas bill and pay the phone bill');
    const q = await l.say('2026-12-01T18:00', 'paid the bill just now');
    expect(q.reply).toMatch(/^Which one did you finish\? 1\) pay the gas bill; 2\) pay the phone bill/);
    await l.say('2026-12-01T18:01', 'the phone one');
    expect(listTasks(l.store.db).map(t => t.description)).toEqual(['pay the gas bill']);
  });
});

describe('a bilingual parent in Toronto', () => {
  it('"todo dia as 9:30, mon to fri" is weekdays; "daycare invoice due tomorrow" is paid by "e-transferred the daycare fee"', async () => {
    const l = await life('2026-01-12T08:40');
    await l.say('2026-01-12T08:40', 'we have daily stand-up todo dia as 9:30, mon to fri');
    const week = agendaBetween(l.store.db, {from: '2026-01-12', to: '2026-01-18', now: l.store.now}).filter(i => /stand-up/.test(i.title));
    expect(week.map(i => i.date)).toEqual(['2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16']);
    await l.say('2026-01-15T09:00', 'daycare invoice due tomorrow, $1,150 😩');
    const r = await l.say('2026-01-16T10:15', 'e-transferred the daycare fee ✔️');
    expect(r.reply).toBe('Marked done: pay the daycare invoice.');
  });

  it('the trip said by its month takes the days the tickets say, even in the answer to "which one?"; a reminder takes the day of its occasion', async () => {
    const l = await life('2026-01-25T12:10');
    await l.say('2026-01-25T12:10', 'call com a mãe foi longa, ela ta super animada pq a gente vai pra curitiba em dezembro. preciso comprar as passagens');
    expect(listTasks(l.store.db).map(t => t.description)).toEqual(['comprar as passagens']);
    await l.say('2026-01-28T10:00', 'preciso renovar o passaporte do Lucas');
    const q = await l.say('2026-01-30T09:00', 'finally did it 🙌');
    expect(q.reply).toMatch(/^Which one did you finish\?/);
    await l.say('2026-01-30T09:05', 'the flights! comprei as passagens pra curitiba: 18 de dezembro, volta 4 de janeiro');
    const trips = agendaBetween(l.store.db, {from: '2026-12-01', to: '2026-12-31', now: l.store.now}).filter(i => i.kind === 'trip');
    expect(trips[0]).toMatchObject({date: '2026-12-18', endDate: '2027-01-04'});
    await l.say('2026-02-02T08:30', "lucas's daycare tem pajama day na sexta, lembrar de mandar ele de pijama");
    expect(listTasks(l.store.db).find(t => /pijama/.test(t.description))?.due).toBe('2026-02-06');
  });
});

describe("a daughter keeping her father's appointments", () => {
  it('the memory clinic is seen again in six months, not the blood test; "to book his blood test" books nothing; "was fine" is the review done; "tomorrow\'s appointment has been cancelled" is tomorrow\'s', async () => {
    const l = await life('2026-04-10T09:00');
    await l.say('2026-04-10T09:00', 'My dad Raj has his memory clinic appointment on Thursday 16 April at 11:20.');
    await l.say('2026-04-10T09:05', 'The GP surgery rang; they would like to see Dad for his medication review on Tuesday 21 April at 9:40.');
    await l.say('2026-04-16T15:10', "The memory clinic appointment went reasonably well. The consultant would like him to have some blood tests, and they'll see him again in six months.");
    expect(checkupsOf(l, 'Raj')).toEqual(
      expect.arrayContaining([expect.objectContaining({kind: 'blood_test', status: 'needed', date: null}), expect.objectContaining({kind: 'other', status: 'needed', date: '2026-10-16'})]),
    );
    await l.say('2026-04-17T08:45', 'Please remind me to ring the surgery on Monday morning to book his blood test.');
    expect(checkupsOf(l, 'Raj').filter(c => c.status === 'scheduled' && c.kind === 'blood_test')).toEqual([]);
    await l.say('2026-04-21T12:15', "Dad's medication review was fine. The GP would like to see him again in three months.");
    expect(checkupsOf(l, 'Raj')).toContainEqual(expect.objectContaining({kind: 'general_checkup', status: 'done', date: '2026-04-21'}));
    await l.say('2026-05-01T20:30', "Dad's GP rang: his B12 is low. They would like to see him on Wednesday 6 May at 10:10 to discuss treatment.");
    const r = await l.say('2026-05-05T18:30', "The GP rang this afternoon and went through Dad's results over the phone, so tomorrow's appointment has been cancelled.");
    expect(r.reply).toMatch(/^I cancelled Raj's check-up/);
    const q = await l.say('2026-05-10T18:40', "When is Raj's next memory clinic appointment?");
    expect(q.reply).toBe("It isn't booked yet: Raj needs a memory clinic from October 16, 2026. Tell me the day once it's booked.");
    // Asked by what she calls him, after talk of another man: "his" is still Dad.
    await l.say('2026-05-10T18:45', 'Tom is looking after Pixie this weekend.');
    await l.say('2026-05-10T18:50', "Back from York, exhausted but happy. When was Dad's last blood test?");
    const his = await l.say('2026-05-10T18:55', 'And when is his next memory clinic appointment?');
    expect(his.reply).toMatch(/^It isn't booked yet: Raj needs a memory clinic/);
  });
});

describe('an English family week', () => {
  it('football every Saturday, a parents evening cancelled by its name, "back from the dentist with Mia" said once, and no unrelated booking moved', async () => {
    const l = await life('2026-11-15T09:00');
    await l.say('2026-11-15T09:01', 'my wife is Kate and our kids are Ollie (10) and Mia (6)');
    await l.say('2026-11-15T09:02', 'Mia has the dentist on Wednesday at 3:30pm');
    expect((await l.say('2026-11-15T09:03', 'ollie has football every saturday at 10am')).reply).toBe('Noted: Football (Ollie), every Saturday at 10 am (next on November 21, 2026).');
    expect((await l.say('2026-11-15T09:04', 'parents evening at school thursday 6pm')).reply).toMatch(/^Noted: Parents evening at school on November 19, 2026 at 6 pm/);
    expect((await l.say('2026-11-18T17:00', 'back from the dentist with Mia, all good')).reply).toBe('Noted: Mia went to the dentist.');
    expect((await l.say('2026-11-18T17:02', 'the school cancelled the parents evening')).reply).toBe('I cancelled the parents evening at school (Thursday, Nov 19).');
    await l.say('2026-11-18T17:04', 'moms surgery got moved to friday');
    const football = agendaBetween(l.store.db, {from: '2026-11-21', to: '2026-11-21', now: l.store.now}).find(i => i.kind === 'class');
    expect(football).toMatchObject({date: '2026-11-21', time: '10:00'});
  });
});

describe('a birthday lunch, corrected', () => {
  it('the lunch after "dona Zilá completa 80 anos" is on her birthday; one correction moves both, each by its sentence', async () => {
    const l = await life('2026-03-12T11:00');
    await l.say('2026-03-12T11:00', 'No sábado, dia 14, a dona Zilá completa 80 anos. Os filhos dela vão fazer um almoço e eu fui convidada.');
    const week = () =>
      agendaBetween(l.store.db, {from: '2026-03-12', to: '2026-03-19', now: l.store.now})
        .map(i => [i.kind, i.date, i.time])
        .sort();
    expect(week()).toEqual([
      ['birthday', '2026-03-14', null],
      ['social', '2026-03-14', null],
    ]);
    const r = await l.say('2026-03-12T16:30', 'Corrigindo o que eu disse hoje cedo: o aniversário da Zilá é no domingo, dia 15, e não no sábado. O almoço também será no domingo, ao meio-dia.');
    expect(r.reply).toBe('Movi o aniversário da Zilá para domingo, 15/03. Movi o almoço para domingo, 15/03, às 12h.');
    expect(week()).toEqual([
      ['birthday', '2026-03-15', null],
      ['social', '2026-03-15', '12:00'],
    ]);
    expect(listPeople(l.store.db, l.store.now).find(p => p.name === 'Zilá')?.birthday).toBe('--03-15');
  });
});

describe('a grandmother who says "a vovó"', () => {
  it('is herself (and "o vovô" her late husband), never a grandmother of hers', async () => {
    const l = await life('2026-05-04T10:00');
    await l.say('2026-05-04T10:00', 'Meus netos são o Miguel, de 7 anos, e a Helena, de 3, filhos do meu filho Fábio.');
    await l.say('2026-05-04T10:05', 'O Osvaldo era o meu marido, que Deus o tenha.');
    await l.say('2026-06-04T16:00', 'A Helena passou a tarde desenhando comigo. Fez um desenho da vovó com o vovô no céu, fiquei emocionada.');
    await l.say('2026-06-05T09:00', 'A vovó vai levar o Miguel no dentista sexta às 14h.');
    const people = listPeople(l.store.db, l.store.now).map(p => p.name);
    expect(people).toEqual(expect.arrayContaining(['Miguel', 'Helena', 'Fábio', 'Osvaldo']));
    expect(people.filter(n => /^vov|^v[oó]$/i.test(n))).toEqual([]);
    // Someone without grandchildren has grandparents.
    const m = await life('2026-05-04T10:00');
    await m.say('2026-05-04T10:00', 'a vovó vem almoçar domingo');
    expect(listPeople(m.store.db, m.store.now).map(p => p.relation)).toEqual(['grandmother']);
  });
});

describe('a need with a deadline', () => {
  it('"bloodwork before the surgery" is said every day of the week before the surgery, follows the surgery when it moves, and stops once done', async () => {
    const l = await life('2026-10-06T08:05');
    await l.say('2026-10-06T08:05', 'my mom Barbara is having her knee replacement nov 3 at riverside, she has to be there at 6am');
    await l.say('2026-10-14T13:30', 'pre op went fine. surgeon wants bloodwork before the surgery, gotta get her to labcorp sometime');
    const lines = (at: string) => dueItems(l.store.db, new Date(at)).filter(i => i.kind === 'blood_test');
    // Before the last week: the need as any other (no day of its own).
    expect(lines('2026-10-26T08:00').map(i => i.message)).toEqual([expect.not.stringMatching(/before/)]);
    expect(lines('2026-10-27T08:00')).toEqual([
      expect.objectContaining({
        person: 'Barbara',
        reason: 'needed',
        dueDate: '2026-11-03',
        message: 'Barbara needs to get a blood test before her knee replacement on Tuesday, Nov 3 — time to book it?',
      }),
    ]);
    // The surgery moved two days: so did the deadline's week.
    await l.say('2026-10-27T19:30', 'hospital called, they pushed moms surgery to thurs the 5th, same time');
    expect(lines('2026-10-28T08:00').map(i => i.message)).toEqual([expect.not.stringMatching(/before/)]);
    expect(lines('2026-10-29T08:00').map(i => i.dueDate)).toEqual(['2026-11-05']);
    await l.say('2026-10-29T20:00', 'mom finally got her bloodwork done today at labcorp');
    expect(lines('2026-10-30T08:00')).toEqual([]);
  });
  it('is said in Portuguese with the day of the visit it comes before', async () => {
    const l = await life('2026-10-01T09:00');
    await l.say('2026-10-01T09:00', 'minha mãe Cida vai fazer a cirurgia de catarata dia 20 às 7h');
    await l.say('2026-10-02T09:00', 'a Cida precisa fazer exame de sangue antes da cirurgia');
    const line = dueItems(l.store.db, new Date('2026-10-14T08:00')).find(i => i.kind === 'blood_test');
    expect(line?.message).toBe('A Cida precisa fazer exame de sangue antes da cirurgia de catarata (terça, 20/10) — que tal marcar?');
  });
});

describe('a dentist who wants one back', () => {
  it('"teeth cleaned, no cavities. they want me back in 6 months" closes the booking and needs the next from May; "see me for a check-up in six months" is a dentist\'s', async () => {
    const l = await life('2026-10-22T08:10');
    await l.say('2026-10-22T08:10', 'booked my cleaning. mon nov 2 at 8am');
    const r = await l.say('2026-11-02T10:15', 'teeth cleaned, no cavities somehow. they want me back in 6 months');
    expect(r.reply).toMatch(/dentist/i);
    expect(userCheckups(l)).toEqual([expect.objectContaining({kind: 'dentist', status: 'done', date: '2026-11-02'}), expect.objectContaining({kind: 'dentist', status: 'needed', date: '2027-05-02'})]);
    expect(dueItems(l.store.db, new Date('2026-11-03T08:00')).filter(i => i.person === 'user' && i.kind === 'dentist')).toEqual([]);
    const m = await life('2026-04-14T12:30');
    await m.say('2026-04-14T12:30', "I've booked the dentist for Monday 20 April at 8:15, before work.");
    await m.say('2026-04-20T09:30', "The dentist has replaced the filling. She'd like to see me for a check-up in six months.");
    expect(userCheckups(m)).toEqual([
      expect.objectContaining({kind: 'dentist', status: 'done', date: '2026-04-20', time: '08:15'}),
      expect.objectContaining({kind: 'dentist', status: 'needed', date: '2026-10-20'}),
    ]);
  });
});

describe('a routine named by the person who comes', () => {
  it('"Margaret is Dad\'s carer. She comes on Monday, Wednesday and Friday mornings" is said "Today: Margaret at 9 am", her name as written', async () => {
    const l = await life('2026-04-07T08:30');
    await l.say('2026-04-07T08:30', 'My father, Raj, is 76.');
    await l.say('2026-04-07T08:33', "Margaret is Dad's carer. She comes on Monday, Wednesday and Friday mornings from nine until ten.");
    const lines = dueItems(l.store.db, new Date('2026-04-08T08:00')).map(i => i.message);
    expect(lines).toContain('Today: Margaret at 09:00.');
  });
});

describe('a question with a pronoun', () => {
  it('"quando é o dentista dela?" after speaking of Bia is Bia\'s, not the brother\'s booked the day before', async () => {
    const l = await life('2026-05-04T10:00');
    await l.say('2026-05-04T10:00', 'o Pedro tem dentista quinta às 9h');
    await l.say('2026-05-04T10:01', 'minha filha Bia tem dentista sexta às 15h');
    const r = await l.say('2026-05-04T10:05', 'quando é o dentista dela?');
    expect(r.reply).toBe('A Bia tem dentista na sexta (08/05) às 15h.');
  });
});

describe('whom a question put in focus', () => {
  it('"qdo foi a ultima vez q o davi foi no dentista?" then "marquei o retorno dele… dona socorro leva" books Davi, not the user', async () => {
    const l = await life('2026-09-18T19:30');
    await l.say('2026-09-18T19:30', 'o davi tem 9 anos e o rodrigo é meu ex');
    await l.say('2026-09-18T19:31', 'o davi foi no dentista hj');
    await l.say('2026-09-26T18:00', 'rodrigo so vai ficar com os meninos no sabado esse fds pq tem viagem');
    await l.say('2026-10-06T19:40', 'qdo foi a ultima vez q o davi foi no dentista?');
    const r = await l.say('2026-10-06T19:45', 'marquei o retorno dele pra restaurar a carie, sexta dia 9 as 14h. dona socorro leva');
    expect(r.reply).toMatch(/^Anotado: Davi tem dentista marcado em 09\/10\/2026 às 14h\./);
    expect(userCheckups(l)).toEqual([]);
  });
});

describe('a known relative said by kinship', () => {
  it('"my mother-in-law is coming to stay" when Pat is the mother-in-law: Pat comes, by name', async () => {
    const l = await life('2026-11-29T19:00');
    await l.say('2026-11-29T19:00', 'my mother-in-law Pat is lovely');
    await l.say('2026-11-29T19:02', 'my mother-in-law is coming to stay from thursday to sunday');
    const stay = agendaBetween(l.store.db, {from: '2026-12-03', to: '2026-12-03', now: l.store.now});
    expect(stay).toEqual([expect.objectContaining({date: '2026-12-03', endDate: '2026-12-06', with: ['Pat']})]);
    expect(listPeople(l.store.db, l.store.now).map(p => p.name)).toEqual(['Pat']);
    // Asked who comes, it does not take "coming this week" for a name.
    expect((await l.say('2026-11-29T19:04', "who's coming this week?")).reply).not.toMatch(/who Coming/i);
  });
});
