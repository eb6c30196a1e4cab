/**
 * Questions typed the chat way, answered from what Magis holds, on the days that used to go wrong:
 * a Sunday evening, a Saturday, a Wednesday. In-process, the clock set per message.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {openLife} from './helpers/life.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A life told these messages, each at its time. */
async function told(lines: Array<[at: string, message: string]>) {
  const l = await openLife(lines[0]![0]);
  close = l.close;
  for (const [at, message] of lines) await l.say(at, message);
  return l;
}

const family = () =>
  told([
    ['2026-09-07T10:00', 'tenho 2 filhos, o davi de 9 e a alice q tem 5'],
    ['2026-09-12T17:20', 'consegui marcar o dentista do davi pra quarta dia 16 as 15h'],
    ['2026-09-12T17:25', 'reuniao de pais na escola da alice dia 17 as 18h'],
    ['2026-09-12T17:30', 'preciso pagar a conta de luz q vence dia 15'],
  ]);

describe('the week ahead', () => {
  it('"o q eu tenho essa semana?" on a Sunday evening is the coming week', async () => {
    const l = await family();
    const r = await l.say('2026-09-13T18:30', 'o q eu tenho essa semana?');
    expect(r.reply).toMatch(/Davi/);
    expect(r.reply).toMatch(/[Dd]entista/);
    expect(r.reply).toMatch(/[Rr]euni/);
    expect(r.changes).toEqual([]);
  });
  it('"whats on for this week" and "e a semana q vem, oq tem?" on a Saturday', async () => {
    const l = await family();
    const en = await l.say('2026-09-12T18:00', 'ok what do i have this week');
    expect(en.reply).toMatch(/[Dd]entist/);
    const next = await l.say('2026-09-12T18:05', 'e a semana q vem, oq tem?');
    expect(next.reply).toMatch(/[Rr]euni/);
  });
});

describe('the weekend', () => {
  it('"and the weekend?" on a Sunday evening is the coming one, said so', async () => {
    const l = await told([
      ['2026-11-29T19:00', 'Maya has swimming every Tuesday at 5:30'],
      ['2026-11-29T19:01', 'Arjun has a birthday party on Saturday at 2pm'],
    ]);
    await l.say('2026-11-29T19:08', "what's on this week?");
    const r = await l.say('2026-11-29T19:09', 'and the weekend?');
    expect(r.reply).toMatch(/^Next weekend: .*Saturday.*party/);
    expect(r.reply).not.toMatch(/swimming/);
    // On a Saturday it is this one.
    expect((await l.say('2026-12-05T09:00', 'e no fds?')).reply).toMatch(/festa|party/i);
  });
});

describe('the next one, the day after it', () => {
  it('"when\'s arjun\'s next jab?" says none is booked and when the last was, not an old booking message', async () => {
    const l = await told([
      ['2026-11-29T19:00', 'my son Arjun is 5'],
      ['2026-11-30T12:30', "booked arjun's jabs for wednesday dec 9 at 9:10 at the surgery"],
      ['2026-12-09T11:00', 'arjun had his jabs, he was very brave'],
    ]);
    expect((await l.say('2026-12-09T11:01', "when's arjun's next jab?")).reply).toBe("Arjun's next vaccine isn't booked; the last was on December 9, 2026 (today).");
    expect((await l.say('2026-12-10T09:00', 'quando é a próxima vacina do arjun?')).reply).toBe('Vacina: nada marcado para o Arjun; a última foi em 09/12/2026 (ontem).');
  });
});

describe('a week with a routine', () => {
  it("says a weekday stand-up once, so the week's other items are all said", async () => {
    const l = await told([
      ['2026-01-18T10:00', 'daily stand-up every weekday at 9:30'],
      ['2026-01-18T10:01', 'sprint review thursday at 2pm'],
      ['2026-01-18T10:02', 'aula de português sábado às 10h'],
      ['2026-01-18T10:03', "mom's video call sunday at 11"],
    ]);
    const r = (await l.say('2026-01-18T18:00', 'what have i got this week?')).reply;
    expect(r).toMatch(/sprint review/);
    expect(r).toMatch(/portugu/);
    // "2pm" puts this user on the 12-hour clock, in the chat as on the agenda.
    expect(r).toMatch(/stand-up at 9:30 am \(5 days\)/);
    expect(r.match(/stand-up/g)).toHaveLength(1);
    expect(r).not.toMatch(/more\)/);
  });
});

describe('already done?', () => {
  it("answers from the task, open or done, in the user's words", async () => {
    const l = await family();
    const open = await l.say('2026-09-14T09:00', 'eu ja paguei a luz ne?');
    expect(open.reply).toMatch(/^Ainda não: pagar a conta de luz vence/);
    await l.say('2026-09-15T19:45', 'acabei de pagar a luz pelo app do banco');
    const done = await l.say('2026-09-16T09:00', 'ja paguei a luz?');
    expect(done.reply).toMatch(/^Sim, em .*: pagar a conta de luz\./);
  });
  it('hears the question after a remark, and before one', async () => {
    const l = await family();
    const after = await l.say('2026-09-14T09:00', 'chegou um aviso da neoenergia, eu ja paguei a luz ne?');
    expect(after.reply).toMatch(/^Ainda não: pagar a conta de luz vence/);
    const before = await l.say('2026-09-14T09:05', 'Eu já paguei a luz? Confesso que não me lembro mais.');
    expect(before.reply).toMatch(/^Ainda não/);
    expect(before.changes).toEqual([]);
  });
});

describe('people asked about the chat way', () => {
  it('"how old is grace now?" and "quantos anos o davi tem msm?"', async () => {
    const l = await openLife('2026-10-05T08:14');
    close = l.close;
    await l.say('2026-10-05T08:14', 'got 2 kids w/ my ex, tyler is 12 and grace is 8');
    expect((await l.say('2026-10-05T09:00', 'how old is grace now?')).reply).toMatch(/\b8\b/);
  });
  it('"qnts anos meu pai tem msm? …", the age one will turn, and "graces last eye exam"', async () => {
    const l = await openLife('2026-03-02T09:00');
    close = l.close;
    await l.say('2026-03-02T09:00', 'meu pai, o severino, tem 68 anos. meu neto miguel faz 8 anos dia 25 de março');
    expect((await l.say('2026-03-22T17:00', 'qnts anos meu pai tem msm? to preenchendo um cadastro dele no posto')).reply).toMatch(/Severino tem 68 anos/);
    expect((await l.say('2026-03-22T17:10', 'E quantos anos o Miguel vai fazer mesmo?')).reply).toMatch(/Miguel faz 8 anos .*25\/03/);
    await l.say('2026-03-22T17:20', 'my daughter grace had her eye exam today');
    expect((await l.say('2026-03-23T10:00', 'when was graces last eye exam? danas asking for the insurance form')).reply).toMatch(/Grace .*eye exam .*(?:March 22|22\/03)/);
  });
});

describe('the last time', () => {
  it("answers from that person's own visits, never another's memory", async () => {
    const l = await family();
    await l.say('2026-09-16T18:00', 'o davi foi no dentista hoje, tudo certo');
    expect((await l.say('2026-09-20T10:00', 'qdo foi a ultima vez q o davi foi no dentista?')).reply).toBe('O Davi foi ao dentista em 16/09/2026 (há 4 dias).');
    const alice = (await l.say('2026-09-20T10:01', 'qdo foi a ultima vez q a alice foi no dentista?')).reply;
    expect(alice).toMatch(/Alice/);
    expect(alice).not.toMatch(/davi/i);
  });
});

const carla = () =>
  told([
    ['2026-11-15T10:00', 'oi! sou a Carla, moro em Curitiba e trabalho como enfermeira'],
    ['2026-11-15T10:01', 'meu marido é o Rafa e temos dois filhos, o Davi de 8 e a Lis de 4'],
    ['2026-11-15T10:02', 'o aniversário do Davi é dia 25 de novembro'],
    ['2026-11-15T10:05', 'o davi tem natação toda terça e quinta as 17h'],
    ['2026-11-15T10:06', 'vamos pra Floripa de 4 a 6 de dezembro'],
    ['2026-11-15T10:08', 'consulta do Rafa no cardio dia 2 de dezembro as 8h'],
  ]);

describe('spans as people say them', () => {
  it('"até domingo" on a Wednesday is the rest of the week; "e esse mês?" and "e no mês que vem?" follow an agenda answer', async () => {
    const l = await carla();
    const until = (await l.say('2026-11-25T11:07', 'o que eu tenho até domingo?')).reply;
    expect(until).toMatch(/^Até domingo \(29\/11\): /);
    expect(until).toBe('Até domingo (29/11): hoje, aniversário do Davi; amanhã, natação do Davi às 17h.');
    expect((await l.say('2026-11-25T11:08', 'e esse mês?')).reply).toMatch(/^Este mês: .*amanhã, natação do Davi/);
    const next = (await l.say('2026-11-25T11:09', 'e no mês que vem?')).reply;
    expect(next).toMatch(/^No mês que vem: .*cardiologista do Rafa .*viagem para Floripa \(até domingo, 06\/12\)/);
    expect((await l.say('2026-11-25T11:10', 'anything until friday?')).reply).toMatch(/^Until Friday \(Nov 27\): /);
  });
  it('"o que tenho amanhã?" the evening before a trip names it, mid-sentence in lower case', async () => {
    const l = await carla();
    expect((await l.say('2026-12-03T21:00', 'o que tenho amanhã?')).reply).toBe('Amanhã você tem viagem para Floripa.');
  });
});

describe('whose birthday', () => {
  it('says whose and the age turned that day, today and ahead, in both languages', async () => {
    const l = await carla();
    expect((await l.say('2026-11-24T08:00', 'tem aniversário amanhã?')).reply).toBe('Amanhã é o aniversário do Davi (9 anos).');
    expect((await l.say('2026-11-25T08:00', 'de quem é o aniversário hoje?')).reply).toBe('Hoje é o aniversário do Davi (9 anos).');
    expect((await l.say('2026-11-25T08:01', 'whose birthday is it today?')).reply).toBe("Today is Davi's birthday (turning 9).");
    expect((await l.say('2026-11-25T08:02', 'quantos anos o davi faz hj?')).reply).toMatch(/\b9\b/);
  });
});
