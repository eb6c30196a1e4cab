/**
 * Acting only on what was meant: a message read once, turned into a plan of changes each grounded
 * against what Magis holds, applied once. Each case is a small life in our own words — Brazilian and
 * European Portuguese, American and British English — where the wrong reading would change the wrong
 * thing; it checks the item meant changed, the others did not, and the reply says exactly what
 * happened (or asks, or says nothing fitted). In-process, a real store, the clock set per message.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {agendaBetween} from '../src/agenda/agenda.js';
import {taskLine} from '../src/agenda/task-format.js';
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
type Life = Awaited<ReturnType<typeof life>>;

/** The agenda as "YYYY-MM-DD HH:MM title (person)" lines, for a few weeks from `from`. */
const agenda = (l: Life, from: string, days = 21) => {
  const to = new Date(`${from}T12:00:00Z`);
  to.setUTCDate(to.getUTCDate() + days);
  return agendaBetween(l.store.db, {from, to: to.toISOString().slice(0, 10), now: l.store.now})
    .filter(i => i.source !== 'birthday')
    .map(i => `${i.date} ${i.time ?? '--:--'} ${i.title.toLowerCase()}${i.person !== 'user' ? ` (${i.person})` : ''}`);
};

describe('a held booking changes only when the message means it', () => {
  // Monday 30 November 2026.
  it('the physio of today is skipped, not the cardiologist on another day', async () => {
    const l = await life('2026-11-30T08:00');
    await l.say('2026-11-30T08:00', 'meu pai, o Jorge, faz fisioterapia toda segunda e quarta às 8h');
    await l.say('2026-11-30T08:05', 'e ele tem cardiologista quarta dia 2 às 9h');
    const r = await l.say('2026-11-30T07:30', 'a fisio do meu pai hj foi desmarcada');
    expect(r.reply).not.toMatch(/cardiolog/i);
    expect(agenda(l, '2026-11-30', 3)).toEqual([expect.stringMatching(/^2026-12-02 08:00 fisioterapia/), '2026-12-02 09:00 cardiologista (Jorge)']);
  });

  it('a cancel naming someone the held meeting is not with finds nothing, says so and changes nothing', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'budget review with the finance team tomorrow at 11am');
    const r = await l.say('2026-11-30T17:00', 'cancel my 1:1 w/ Priya tmrw, she is out sick');
    expect(r.reply).toMatch(/couldn't find/i);
    expect(r.changes).toEqual([]);
    expect(agenda(l, '2026-11-30', 3)).toEqual(['2026-12-01 11:00 budget review with the finance team']);
  });

  it('"no, the 9th, not the 10th" right after a booking moves that booking, not another on the 10th', async () => {
    const l = await life('2026-12-01T09:00');
    await l.say('2026-12-01T09:00', 'jantar com a Carla dia 10 às 20h');
    await l.say('2026-12-01T10:00', 'marquei o ortodontista da Bia pro dia 10 às 15h');
    const r = await l.say('2026-12-01T10:01', 'não, dia 9, não 10');
    expect(r.reply).toMatch(/ortodontista da Bia/);
    expect(agenda(l, '2026-12-01', 14)).toEqual(['2026-12-09 15:00 ortodontista (Bia)', '2026-12-10 20:00 jantar com a carla']);
  });

  it('the same change said four ways moves one booking and makes none', async () => {
    const ways = [
      'adiaram o dentista do Caio p/ sexta 10h',
      'o dentista do Caio agora é sexta às 10h',
      "Caio's dentist appointment is now Friday at 10",
      'passaram o dentista do Caio para sexta-feira, às 10h',
    ];
    for (const way of ways) {
      const l = await life('2026-11-30T09:00');
      await l.say('2026-11-30T09:00', 'meu filho Caio tem dentista quinta às 15h');
      const r = await l.say('2026-11-30T12:00', way);
      expect(r.reply, way).toMatch(/^(Movi|I moved) /);
      expect(agenda(l, '2026-11-30', 7), way).toEqual([expect.stringMatching(/^2026-12-04 10:00 dentist\w* (?:visit )?\(Caio\)$/)]);
      l.close();
    }
  });

  it('a plan given up is a cancel: "não vai mais", "já não vai", "we\'re not going after all"', async () => {
    const cases: Array<[string, string]> = [
      ['a Lu não vai mais no pediatra quinta', 'pt'],
      ['a Lu já não vai ao pediatra na quinta', 'pt'],
      ["Lu isn't going to the pediatrician on thursday anymore", 'en'],
    ];
    for (const [text] of cases) {
      const l = await life('2026-11-30T09:00');
      await l.say('2026-11-30T09:00', 'minha filha Lu tem pediatra quinta às 14h');
      await l.say('2026-11-30T09:01', 'e o Caio tem pediatra sexta às 9h');
      const r = await l.say('2026-11-30T18:00', text);
      expect(r.reply, text).toMatch(/Cancelei|I cancelled/);
      expect(agenda(l, '2026-11-30', 7), text).toEqual([expect.stringMatching(/^2026-12-04 09:00 pediatr\w* (?:visit )?\(Caio\)$/)]);
      l.close();
    }
  });

  it('a message that learns nothing is kept as a note and says so, never a bare "Anotado"', async () => {
    const l = await life('2026-11-30T20:00');
    const pt = await l.say('2026-11-30T20:00', 'que dia comprido, ufa');
    expect(pt.reply).not.toMatch(/^anotado\.?$/i);
    const en = await l.say('2026-11-30T20:05', 'long day at work, glad it is over');
    expect(en.reply).not.toMatch(/^noted\.?$/i);
  });
});

describe('whose it is, said of the thing', () => {
  const cases: Array<[setup: string[], said: string, owner: string]> = [
    [['meu filho Tito tem 9 anos', 'tenho oftalmo quinta às 9h', 'tenho dentista sexta às 14h'], 'o oftalmo de quinta na verdade é do Tito, não meu', 'Tito'],
    [['o meu filho Duarte tem 6 anos', 'tenho consulta de dermatologia na quinta às 11h', 'e dentista na sexta às 15h'], 'enganei-me: quem vai à dermatologia na quinta é o Duarte', 'Duarte'],
    [['my son Milo is 4', 'I have the dermatologist thursday at 2pm', 'and the dentist friday at 9am'], "the derm appt on thursday is Milo's, not mine", 'Milo'],
    [['my daughter Poppy is 11', 'I have the optician on Thursday at 2pm', 'I also have the dentist on Friday at 9am'], "sorry, it's Poppy who's at the optician on Thursday, not me", 'Poppy'],
  ];
  it.each(cases)("%#: the one named goes to them; the other stays the user's", async (setup, said, owner) => {
    const l = await life('2026-11-30T09:00');
    for (const [k, line] of setup.entries()) await l.say(`2026-11-30T09:0${k}`, line);
    const r = await l.say('2026-11-30T10:00', said);
    expect(r.reply).toMatch(/^(Corrigido|Fixed): /);
    expect(r.reply).toContain(owner);
    const items = agendaBetween(l.store.db, {from: '2026-11-30', to: '2026-12-07', now: l.store.now}).filter(i => i.source !== 'birthday');
    expect(items.map(i => [i.date, i.person])).toEqual([
      ['2026-12-03', owner],
      ['2026-12-04', 'user'],
    ]);
  });

  it('"it\'s for the best" and "é de graça" give nothing to anyone', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'tenho dentista quinta às 9h');
    await l.say('2026-11-30T09:05', 'o dentista é de graça pelo convênio');
    await l.say('2026-11-30T09:06', 'the dentist thing is for the best, honestly');
    expect(agendaBetween(l.store.db, {from: '2026-11-30', to: '2026-12-07', now: l.store.now}).map(i => i.person)).toEqual(['user']);
  });
});

describe('asking when two are close, and the answer', () => {
  it('two children with a dentist the same week and "desmarca o dentista": asks, changes nothing; "o do Caio" cancels his', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'a Lu tem dentista quinta às 10h e o Caio tem dentista sexta às 15h');
    const q = await l.say('2026-11-30T12:00', 'desmarca o dentista');
    expect(q.reply).toMatch(/\?.*1\).*2\)/);
    expect(q.changes).toEqual([]);
    expect(agenda(l, '2026-11-30', 7)).toHaveLength(2);
    const a = await l.say('2026-11-30T12:01', 'o do Caio');
    expect(a.reply).toMatch(/Cancelei o dentista do Caio/);
    expect(agenda(l, '2026-11-30', 7)).toEqual(['2026-12-03 10:00 dentista (Lu)']);
  });
});

describe('one occurrence or the series', () => {
  it('a weekly class moved for one day moves that day only; undo puts it back', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'o Caio tem natação toda quinta às 17h');
    const r = await l.say('2026-11-30T10:00', 'a natação do Caio dessa quinta passou pra sexta, mesmo horário');
    expect(r.reply).toMatch(/as outras continuam/);
    expect(agenda(l, '2026-11-30', 10)).toEqual(['2026-12-04 17:00 natação (Caio)', '2026-12-10 17:00 natação (Caio)']);
    undoLastMessage(l.store.db, l.store.nowIso());
    expect(agenda(l, '2026-11-30', 10)).toEqual(['2026-12-03 17:00 natação (Caio)', '2026-12-10 17:00 natação (Caio)']);
  });

  it('a series given up stops, every week', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'Alfie has swimming every tuesday at 5pm');
    const r = await l.say('2026-11-30T10:00', "Alfie isn't doing swimming anymore");
    expect(r.reply).toMatch(/every one from now on/);
    expect(agenda(l, '2026-11-30', 21)).toEqual([]);
  });
});

describe('the plan is applied once, as one batch', () => {
  it('a message that moves a booking and states a to-do does both, listed as changes and undone together', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'mum has the GP on thursday at 10:30');
    const r = await l.say('2026-11-30T12:00', "the surgery rang, mum's GP appointment is now friday at 10:30. need to pick up her prescription");
    expect(r.changes.map(c => `${c.op} ${c.what}`).sort()).toEqual(['add task', 'move checkup']);
    expect(r.plan.map(s => s.rule)).toEqual(expect.arrayContaining(['said-moved', 'learn-new']));
    undoLastMessage(l.store.db, l.store.nowIso());
    expect(listTasks(l.store.db, {all: true})).toEqual([]);
    expect(agenda(l, '2026-11-30', 7)).toEqual([expect.stringMatching(/^2026-12-03 10:30/)]);
  });
});

describe('what a user saw go wrong in a first fortnight', () => {
  it("a pet's appointment moved is never a person's booking", async () => {
    const l = await life('2027-05-10T08:00');
    await l.say('2027-05-10T08:00', 'we have a dog called Biscuit');
    await l.say('2027-05-10T08:02', 'Ava has the dentist on Thursday at 8am');
    const r = await l.say('2027-05-13T20:00', "Biscuit's vet appt moved to Sunday at 10am");
    expect(r.reply).not.toMatch(/Ava/);
    expect(agenda(l, '2027-05-13').filter(x => x.includes('Ava'))).toEqual(['2027-05-13 08:00 dentist (Ava)']);
  });

  it('a British dot time is the move’s hour, minutes and all', async () => {
    const l = await life('2027-01-11T09:00');
    await l.say('2027-01-11T09:05', "Alfie's GP appointment is on Thursday the 14th at 10.40");
    const r = await l.say('2027-01-12T12:30', "The surgery rang, Alfie's GP appointment has been moved to Monday the 18th at 9.15.");
    expect(r.reply).toMatch(/09:15/);
    expect(agenda(l, '2027-01-12').filter(x => x.includes('Alfie'))).toEqual([expect.stringMatching(/^2027-01-18 09:15/)]);
  });

  it('a bare "appt" in a retime is the booking retimed, no new need beside it', async () => {
    const l = await life('2027-05-09T16:50');
    await l.say('2027-05-09T16:50', 'Ava has the dentist on Tuesday at 3:45');
    const r = await l.say('2027-05-09T17:00', 'no wait, her appt is at 4:15 not 3:45');
    expect(r.reply).toBe("I moved Ava's dentist visit to Tuesday, May 11, at 16:15.");
    expect(l.store.db.prepare("SELECT count(*) AS n FROM checkups WHERE status = 'needed'").get()).toEqual({n: 0});
  });

  it('a correction of whose it is says the change and no "kept as a note"', async () => {
    const l = await life('2026-12-15T09:00');
    await l.say('2026-12-15T09:00', 'O Rui tem consulta no dentista dia 18 às 14h');
    const r = await l.say('2026-12-15T09:07', 'Não é o Rui, a consulta do dia 18 é da Matilde, no dentista.');
    expect(r.reply).toMatch(/^Corrigido: .* é da Matilde\./);
    expect(r.reply).not.toMatch(/nota/);
  });
});

describe('a thing told as over happened: nobody asks how it went again', () => {
  const status = (l: Life, table: string) => l.store.db.prepare(`SELECT status FROM ${table} ORDER BY id`).pluck().all();
  it.each([
    // pt-BR, pt-PT, en-US, en-GB: a verdict on the event just had.
    ['hj tenho reunião com o cliente às 15h', 'a reunião foi ótima, fechamos o projeto'],
    ['a festa de anos da Rita é hoje às 15h', 'A festa correu muito bem, a Rita adorou.'],
    ['1:1 with my manager today at 2pm', '1:1 done ✅ went fine'],
    ["parents' evening at 6 today", "parents' evening went well, Ollie's doing great"],
  ])('%s … %s', async (booked, over) => {
    const l = await life('2027-03-01T09:00');
    await l.say('2027-03-01T09:00', booked);
    const r = await l.say('2027-03-01T20:00', over);
    expect(r.reply).toMatch(/já aconteceu|is done/);
    expect(status(l, 'events')).toEqual(['done']);
  });

  it('a verdict on nothing held, a booking ahead, or a move told as done changes nothing', async () => {
    const l = await life('2027-03-01T09:00');
    await l.say('2027-03-01T09:00', 'jantar com a Ana sexta às 20h');
    expect((await l.say('2027-03-01T10:00', 'o fim de semana foi ótimo')).reply).not.toMatch(/já aconteceu/);
    expect((await l.say('2027-03-01T10:01', 'o jantar com a Ana já foi remarcado pra sábado às 20h')).reply).not.toMatch(/já aconteceu/);
    expect(status(l, 'events')).toEqual(['scheduled']);
  });
});

describe('whose absence, and which hour of a series', () => {
  it('someone not going to a thing they only join calls nothing off; their own thing is called off', async () => {
    const l = await life('2027-03-02T08:00');
    await l.say('2027-03-02T08:00', 'hj tenho reunião com o cliente e com o Davi às 15h');
    await l.say('2027-03-02T08:01', 'o Davi tem natação amanhã às 17h');
    expect((await l.say('2027-03-02T10:45', 'o Davi nao vai na reunião kkk')).reply).not.toMatch(/Cancelei/);
    expect((await l.say('2027-03-02T10:46', 'o Davi não vai mais na natação amanhã')).reply).toMatch(/^Cancelei a natação/);
    expect(agenda(l, '2027-03-02')).toEqual([expect.stringMatching(/^2027-03-02 15:00 reunião/)]);
  });

  it.each([
    ['A Matilde tem natação todas as quartas às 16h.', 'Enganaste-te, a natação é às 17h30, não às 16h.', '17:30'],
    ['Ollie has swimming every Saturday at 9', 'sorry, swimming is at 9.30 not 9', '09:30'],
  ])('an hour corrected with no day said is the series’: %s', async (booked, fixed, hour) => {
    const l = await life('2026-12-06T21:30');
    await l.say('2026-12-06T21:30', booked);
    await l.say('2026-12-06T21:33', fixed);
    const times = [...new Set(agenda(l, '2026-12-07', 21).map(x => x.slice(11, 16)))];
    expect(times).toEqual([hour]);
  });

  it("an hour corrected for a day said is that day's only", async () => {
    const l = await life('2026-12-06T21:30');
    await l.say('2026-12-06T21:30', 'A Matilde tem natação todas as quartas às 16h.');
    await l.say('2026-12-06T21:33', 'a natação desta quarta é às 18h, não às 16h');
    expect(agenda(l, '2026-12-07', 14).map(x => x.slice(0, 16))).toEqual(['2026-12-09 18:00', '2026-12-16 16:00']);
  });
});

describe('a correction that names nothing, after a question about someone', () => {
  it.each([
    ['O meu sogro, o Álvaro, tem cardiologista na terça dia 15 às 10h40', 'Quando é o cardiologista do meu sogro?', 'Não, afinal é dia 16, enganei-me.', '2026-12-16 10:40'],
    ['My dad Frank has his eye test on Tuesday the 15th at 2', "When is Dad's eye test?", "sorry, my mistake, it's the 17th", '2026-12-17 14:00'],
  ])('%s', async (booked, asked, fixed, want) => {
    const l = await life('2026-12-10T09:00');
    await l.say('2026-12-10T09:00', booked);
    await l.say('2026-12-10T09:05', asked);
    await l.say('2026-12-10T09:06', fixed);
    expect(agenda(l, '2026-12-10').map(x => x.slice(0, 16))).toEqual([want]);
  });
});

describe('what a thing is from now on is its series moved', () => {
  it('a partir de agora … é às 18h moves every week; a new habit of the user is no move', async () => {
    const l = await life('2027-03-08T09:00');
    await l.say('2027-03-08T09:00', 'o Davi tem futebol toda terça e quinta às 17h30');
    await l.say('2027-03-08T09:05', 'a partir de agora o futebol do Davi é às 18h');
    expect([...new Set(agenda(l, '2027-03-08', 14).map(x => x.slice(11, 16)))]).toEqual(['18:00']);
    expect(agenda(l, '2027-03-08', 14)).toHaveLength(4);
    await l.say('2027-03-08T09:06', 'a partir de agora sou eu que levo o Davi');
    expect([...new Set(agenda(l, '2027-03-08', 14).map(x => x.slice(11, 16)))]).toEqual(['18:00']);
  });
});

describe('a thing had beside a new booking', () => {
  it('the visit had is done and the other booking the message states is learned', async () => {
    const l = await life('2026-03-16T09:00');
    await l.say('2026-03-16T09:00', 'tenho exame de sangue amanhã às 7h30');
    await l.say('2026-03-17T10:00', 'Já fiz a coleta de sangue, correu tudo bem. O eletrocardiograma ficou para quinta-feira de manhã, às 9h.');
    expect(agenda(l, '2026-03-17', 7).map(x => x.slice(0, 16))).toEqual(['2026-03-19 09:00']);
  });
});

describe('a visit told as had is the held one, never a new booking of the same day', () => {
  const checkups = (l: Life) => l.store.db.prepare('SELECT status, date FROM checkups ORDER BY id').all() as Array<{status: string; date: string}>;
  it.each([
    ['pt-BR', ['minha avó Lia tem 80 anos', 'a vó tem consulta com o clínico geral quinta às 14h'], 'correu tudo bem na consulta da vó hj, o médico adorou ela'],
    ['pt-PT', ['a minha avó Lurdes tem 85 anos', 'a avó tem médico de família na 5.ª feira às 14h'], 'a consulta da avó hoje correu muito bem'],
    ['en-GB', ['my nan Joan is 88', 'Nan has the GP on Thursday at 2pm'], "Nan's appointment went fine today, the doctor was lovely"],
    ['en-US', ['my grandma Rose is 90', 'Grandma has a checkup Thursday at 2pm'], "grandma's checkup went great today"],
  ])('%s: %s', async (_v, setup, said) => {
    const l = await life('2026-11-30T09:00');
    for (const [k, line] of setup.entries()) await l.say(`2026-11-30T09:0${k}`, line);
    expect(checkups(l)).toEqual([{status: 'scheduled', date: '2026-12-03'}]);
    await l.say('2026-12-03T16:30', said);
    expect(checkups(l)).toEqual([{status: 'done', date: '2026-12-03'}]);
  });
});

describe('a visit said over in few words is the held one, had', () => {
  const status = (l: Life) => (l.store.db.prepare('SELECT status FROM checkups ORDER BY id').pluck().all() as string[]).join(',');
  it.each([
    ['pt-BR', ['meu pai Jorge tem 70 anos', 'o pai tem dentista hoje às 10h'], 'terminou agora o dentista do pai'],
    ['pt-BR', ['meu pai Jorge tem 70 anos', 'o pai tem dentista hoje às 10h'], 'dentista do pai ok, sem cáries'],
    ['en-US', ['my dad Joe is 70', 'Dad has the dentist today at 10am'], "dad's dentist: no cavities, all clear"],
    ['pt-PT', ['o meu pai Rui tem 70 anos', 'o pai tem dentista hoje às 10h'], 'o pai arrancou o dente hoje, está com a cara inchada'],
  ])('%s: %s', async (_v, setup, said) => {
    const l = await life('2026-12-03T08:00');
    for (const [k, line] of setup.entries()) await l.say(`2026-12-03T08:0${k}`, line);
    expect(status(l)).toBe('scheduled');
    await l.say('2026-12-03T12:00', said);
    expect(status(l)).toBe('done');
  });
});

describe("someone else's to-do is said, listed and dated as theirs", () => {
  it.each([
    ['en', 'Eric has to fly to Chicago on Monday', /To do \(Eric\): fly to Chicago/, '2026-11-23'],
    ['pt', 'a Ju precisa entregar o trabalho na segunda', /tarefa \(Ju\): entregar o trabalho/, '2026-11-23'],
  ])('%s: %s', async (_lang, said, reply, due) => {
    const l = await life('2026-11-20T09:00');
    const r = await l.say('2026-11-20T09:00', said);
    expect(r.reply).toMatch(reply);
    const [task] = listTasks(l.store.db);
    expect(task).toMatchObject({due, person: said.startsWith('Eric') ? 'Eric' : 'Ju'});
    expect(taskLine(task!, 'en', '2026-11-20')).toMatch(/\((?:Eric|Ju)\) — due Nov 23$/);
  });

  it("the user's own to-do keeps the contract's six fields", async () => {
    const l = await life('2026-11-20T09:00');
    await l.say('2026-11-20T09:00', 'I need to renew the car insurance by Friday');
    expect(Object.keys(listTasks(l.store.db)[0]!).sort()).toEqual(['createdAt', 'description', 'doneAt', 'due', 'id', 'status']);
  });
});
