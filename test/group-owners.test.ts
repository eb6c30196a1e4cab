/**
 * A thing said of several people is each one's: "booked the dentist for both kids", "os miúdos têm
 * vacina", "o dentista é dos dois", "the optician on Friday is Tom and Leo's". Each member gets their
 * own booking; nobody called "kids" appears, and the user's agenda gets nothing that is not theirs.
 * When the world cannot tell who the group is, nothing is guessed. Our own lives, in the four ways of
 * writing Magis reads, on a real store.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {agendaBetween} from '../src/agenda/agenda.js';
import {openLife} from './helpers/life.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function life(start: string) {
  const l = await openLife(start);
  close = l.close;
  return l;
}
type Life = Awaited<ReturnType<typeof life>>;

/** The week's agenda as "date time kind (person)". */
const week = (l: Life, from: string) =>
  agendaBetween(l.store.db, {from, to: '2026-12-13', now: l.store.now})
    .filter(i => i.source !== 'birthday')
    .map(i => `${i.date} ${i.time ?? '--:--'} ${i.person === 'user' ? 'me' : i.person}`)
    .sort();
const people = (l: Life) => (l.store.db.prepare("SELECT name FROM entities WHERE kind = 'person' ORDER BY id").all() as Array<{name: string}>).map(p => p.name);

describe('a booking said for a group is each member’s', () => {
  it.each([
    ['pt-BR', 'minha filha Bia tem 8 anos e meu filho Leo tem 5', 'marquei dentista pras crianças na quinta às 14h'],
    ['pt-PT', 'a minha filha Bia tem 8 anos e o meu filho Leo tem 5', 'os miúdos têm dentista na 5.ª às 14h'],
    ['en-US', 'my daughter Bia is 8 and my son Leo is 5', 'booked the dentist for my two kids on Thursday at 2pm'],
    ['en-GB', 'my daughter Bia is 8 and my son Leo is 5', 'the children have the dentist on Thursday at 2'],
  ])('%s', async (_variety, family, booking) => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', family);
    await l.say('2026-11-30T09:01', booking);
    expect(week(l, '2026-11-30')).toEqual(['2026-12-03 14:00 Bia', '2026-12-03 14:00 Leo']);
    expect(people(l)).toEqual(['Bia', 'Leo']);
  });

  it('a pair is the two people the message before named', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'minha mãe Vera e meu pai Jorge voltaram de viagem');
    await l.say('2026-11-30T09:01', 'marquei cardiologista pros dois na sexta às 10h');
    expect(week(l, '2026-11-30')).toEqual(['2026-12-04 10:00 Jorge', '2026-12-04 10:00 Vera']);
  });

  it('nothing is guessed when the world cannot tell who the group is (one child known)', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'my daughter Bia is 8');
    await l.say('2026-11-30T09:01', 'booked the dentist for both kids on Thursday at 2pm');
    expect(week(l, '2026-11-30').some(i => /Bia/.test(i))).toBe(false);
  });

  it.each([
    ['pt-BR', 'fui ao dentista com as crianças hoje e marquei retorno pra quinta às 9h'],
    ['pt-PT', 'tenho reunião na escola dos miúdos na 5.ª às 9h'],
    ['en-US', 'parent-teacher meeting at the kids school on thursday at 9am'],
    ['en-GB', 'I have the dentist on Thursday at 9, the children are with their gran'],
  ])('a group as company or as whose the place is leaves the user’s own (%s)', async (_variety, text) => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'my daughter Bia is 8 and my son Leo is 5');
    await l.say('2026-11-30T09:01', text);
    expect(week(l, '2026-11-30')).toEqual(['2026-12-03 09:00 me']);
  });

  it('the user who has one too keeps their own ("eu também")', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'minha filha Bia tem 8 anos e meu filho Leo tem 5');
    await l.say('2026-11-30T09:01', 'eu tenho dentista quinta às 9h');
    expect(week(l, '2026-11-30')).toEqual(['2026-12-03 09:00 me']);
  });
});

describe('whose a held booking is, said of several', () => {
  it.each([
    ['pt-BR', 'marquei dentista pra quinta às 14h pro Leo', 'na verdade o dentista é dos dois', /Leo e da Bia|Bia e do Leo/],
    ['pt-PT', 'o Leo tem dentista na 5.ª às 14h', 'o dentista de quinta é do Leo e da Bia', /Leo e da Bia/],
    ['en-US', 'Leo has the dentist on Thursday at 2pm', "actually thursday's dentist is for both kids", /Leo's and Bia's|Bia's and Leo's/],
    ['en-GB', 'Leo has the dentist on Thursday at 2', "the dentist on thursday is Leo and Bia's", /Leo's and Bia's/],
  ])('%s', async (_variety, booking, owners, reply) => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'minha filha Bia tem 8 anos e meu filho Leo tem 5');
    await l.say('2026-11-30T09:01', booking);
    const r = await l.say('2026-11-30T09:02', owners);
    expect(r.reply).toMatch(reply);
    expect(week(l, '2026-11-30')).toEqual(['2026-12-03 14:00 Bia', '2026-12-03 14:00 Leo']);
  });

  it('given to two others, whose it was loses it', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'my daughter Bia is 8, my son Leo is 5 and my husband is Tom');
    await l.say('2026-11-30T09:01', 'Tom has the optician on friday at 10');
    await l.say('2026-11-30T09:02', "sorry, the optician on friday is Bia and Leo's, not Tom's");
    expect(week(l, '2026-11-30')).toEqual(['2026-12-04 10:00 Bia', '2026-12-04 10:00 Leo']);
  });

  it('two things, not two people, change nobody’s', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'minha filha Bia tem 8 anos e meu filho Leo tem 5');
    await l.say('2026-11-30T09:01', 'o Leo tem dentista quinta às 14h e oftalmo sexta às 10h');
    await l.say('2026-11-30T09:02', 'as duas consultas são do Leo');
    expect(week(l, '2026-11-30')).toEqual(['2026-12-03 14:00 Leo', '2026-12-04 10:00 Leo']);
  });
});

describe('a group’s appointment is one slot', () => {
  it.each([
    ['pt-PT', 'os meus filhos são a Inês, de 7, e o Tomás, de 4', 'os miúdos têm dentista na 5.ª às 17h', 'o dentista passou para 2.ª à mesma hora'],
    ['pt-BR', 'meus filhos são a Inês, de 7, e o Tomás, de 4', 'as crianças têm dentista quinta às 17h', 'o dentista mudou pra segunda, mesmo horário'],
    ['en-US', 'my kids are Inês, 7, and Tomás, 4', 'the kids have the dentist on Thursday at 5pm', "the dentist's been moved to Monday, same time"],
    ['en-GB', 'my kids are Inês, 7, and Tomás, 4', 'both kids have the dentist on Thursday at 5pm', 'the dentist have moved us to Monday at the same time'],
  ])('%s: moved together, not asked between', async (_variety, family, booking, moved) => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', family);
    await l.say('2026-11-30T09:01', booking);
    const r = await l.say('2026-11-30T12:00', moved);
    expect(r.reply).not.toMatch(/\?/);
    expect(week(l, '2026-11-30')).toEqual(['2026-12-07 17:00 Inês', '2026-12-07 17:00 Tomás']);
  });

  it('two people’s visits of one kind on different days are still asked between', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'my kids are Amy, 9, and Ben, 4');
    await l.say('2026-11-30T09:01', 'Amy has the dentist on Thursday at 5pm');
    await l.say('2026-11-30T09:02', 'Ben has the dentist on Friday at 5pm');
    const r = await l.say('2026-11-30T12:00', "the dentist's been moved to Monday");
    expect(r.reply).toMatch(/\?/);
    expect(week(l, '2026-11-30')).toEqual(['2026-12-03 17:00 Amy', '2026-12-04 17:00 Ben']);
  });
});

describe('an event said to be several people’s', () => {
  it('goes to the first, with the others in its company', async () => {
    const l = await life('2026-11-30T09:00');
    await l.say('2026-11-30T09:00', 'my daughter Bia is 8 and my son Leo is 5');
    await l.say('2026-11-30T09:01', 'swimming lesson on saturday at 10am');
    await l.say('2026-11-30T09:02', "the swimming lesson on saturday is Leo and Bia's");
    const row = l.store.db.prepare("SELECT e.name AS person, v.with_names AS w FROM events v LEFT JOIN entities e ON e.id = v.entity_id WHERE v.title LIKE '%wimming%'").get() as {
      person: string | null;
      w: string;
    };
    expect(row.person).toBe('Leo');
    expect(JSON.parse(row.w)).toContain('Bia');
  });
});
