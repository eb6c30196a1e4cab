import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

// Tuesday 1 December 2026, 10:00.
const now = new Date(2026, 11, 1, 10, 0);
const events = (text: string) => extract(text, {now}).events;

describe('whose a routine is: the one who does or has it, not the one who takes them', () => {
  it.each([
    // pt-BR
    ['minha avó, a Neusa, faz hidroterapia toda terça e quinta às 9h', 'Neusa', 'FREQ=WEEKLY;BYDAY=TU,TH', '09:00'],
    ['a Manu tem balé às quartas', 'Manu', 'FREQ=WEEKLY;BYDAY=WE', null],
    ['levo a Manu no balé ter e qui às 17h', 'Manu', 'FREQ=WEEKLY;BYDAY=TU,TH', '17:00'],
    // pt-PT
    ['o meu sogro, o Armando, faz fisioterapia às 2.ªs e 6.ªs às 10h', 'Armando', 'FREQ=WEEKLY;BYDAY=MO,FR', '10:00'],
    ['levo o Tiago ao futebol às 3.ªs e 5.ªs às 18h30', 'Tiago', 'FREQ=WEEKLY;BYDAY=TU,TH', '18:30'],
    // en-US
    ['I drive Maya to soccer on tuesdays and thursdays at 4', 'Maya', 'FREQ=WEEKLY;BYDAY=TU,TH', '16:00'],
    ['my husband has physical therapy every monday at 8', 'husband', 'FREQ=WEEKLY;BYDAY=MO', '08:00'],
    // en-GB
    ['Olly has rugby on Sundays', 'Olly', 'FREQ=WEEKLY;BYDAY=SU', null],
    ["nan's chiropody is every other Thursday", 'nan', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', null],
    ['I take Alfie to swimming on Wednesdays', 'Alfie', 'FREQ=WEEKLY;BYDAY=WE', null],
  ])('%s → %s', (text, person, rrule, time) => {
    const found = events(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({person, rrule, time});
    // The one who has it is not "with" anyone in it: the speaker only takes them.
    expect(found[0]!.with).not.toContain(person);
  });

  it.each([
    ['tenho fisioterapia com o Jorge toda segunda', 'FREQ=WEEKLY;BYDAY=MO'],
    ['falei com a Lu, tenho pilates às terças', 'FREQ=WEEKLY;BYDAY=TU'],
    ['vou ao ginásio com a Rita às 2.ªs', 'FREQ=WEEKLY;BYDAY=MO'],
    ['I take the bus to football on Saturdays', 'FREQ=WEEKLY;BYDAY=SA'],
    ['Minha filha entrou no judô. Faço pilates às terças', 'FREQ=WEEKLY;BYDAY=TU'],
  ])("stays the speaker's: %s", (text, rrule) => {
    expect(events(text)).toContainEqual(expect.objectContaining({person: 'user', rrule}));
  });
});

describe('two routines in one breath keep their own owners and names', () => {
  it.each([
    ['a Bia faz natação às terças e eu faço pilates às quintas', ['natação', 'Bia', 'FREQ=WEEKLY;BYDAY=TU'], ['pilates', 'user', 'FREQ=WEEKLY;BYDAY=TH']],
    ['Ben does judo on mondays and I do yoga on fridays', ['judo', 'Ben', 'FREQ=WEEKLY;BYDAY=MO'], ['yoga', 'user', 'FREQ=WEEKLY;BYDAY=FR']],
  ])('%s', (text, first, second) => {
    expect(events(text)).toEqual([expect.objectContaining({title: first[0], person: first[1], rrule: first[2]}), expect.objectContaining({title: second[0], person: second[1], rrule: second[2]})]);
  });
});

describe('routines: how often and on which days, as each variety says it', () => {
  it.each([
    // en-GB / en-US: every other week
    ['choir every other Tuesday evening', 'class', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'],
    ['Ben has choir practice every other Wednesday', 'class', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE'],
    // pt-PT: weekdays by their ordinal
    ['ginástica às 3.ªs', 'class', 'FREQ=WEEKLY;BYDAY=TU'],
    ['a Sofia tem coro às 4.ªs', 'class', 'FREQ=WEEKLY;BYDAY=WE'],
    ['o meu filho tem natação às 3.ªs e 5.ªs', 'class', 'FREQ=WEEKLY;BYDAY=TU,TH'],
    ['faço pilates às 2.ªs-feiras', 'class', 'FREQ=WEEKLY;BYDAY=MO'],
    ['o Tomás tem natação toda 2.ª feira', 'class', 'FREQ=WEEKLY;BYDAY=MO'],
    ['reunião de equipa de 2.ª a 6.ª às 9h', 'meeting', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    // pt-BR: weekdays typed short, in a list
    ['o Duda tem judô seg e qua às 18h', 'class', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    // en-US: short, with "/" and "&"
    ['Ava has soccer tue/thu at 4', 'class', 'FREQ=WEEKLY;BYDAY=TU,TH'],
    ['swim practice mon & wed at 5', 'class', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    // en-GB: plural days and a part of the day
    ['swimming lessons on mondays and wednesdays after school', 'class', 'FREQ=WEEKLY;BYDAY=MO,WE'],
  ])('%s → %s %s', (text, kind, rrule) => {
    expect(events(text)).toContainEqual(expect.objectContaining({kind, rrule}));
  });

  it.each([
    ['every weekday at 7 I go to the gym', '07:00'],
    ['gym weekdays at 7', '07:00'],
    ['todo dia útil às 7 vou pra academia', '07:00'],
    ['todos os dias úteis às 7h vou ao ginásio', '07:00'],
  ])('every working day is Monday to Friday: %s', (text, time) => {
    expect(events(text)).toEqual([expect.objectContaining({rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', time, date: '2026-12-02'})]);
  });

  // A count a week without its days puts nothing on the agenda: no day is invented for it (the
  // message is still kept as a memory).
  it.each(['pilates 3x por semana', 'faço hidroginástica duas vezes por semana', 'I do yoga twice a week', 'swimming three times a week'])('no rule is invented: %s', text => {
    expect(events(text)).toEqual([]);
  });

  it.each([['o Duda anda na 2.ª e na 4.ª classe'], ['vou ter e ver'], ['we sat and talked for hours'], ['the game ended 1:1 on Saturday']])('no routine: %s', text => {
    expect(events(text).filter(e => e.rrule)).toEqual([]);
  });
});

describe('a routine with its days is no to-do', () => {
  it.each(['drop Amy at ballet on mondays and wednesdays at 5', 'levar o Duda no judô seg e qua às 18h'])('%s', text => {
    const r = extract(text, {now});
    expect(r.tasks).toEqual([]);
    expect(r.events).toEqual([expect.objectContaining({kind: 'class', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE'})]);
  });
  it('a one-off chore with a day still is', () => {
    expect(extract('pay the cleaner on friday', {now}).tasks).toEqual([expect.objectContaining({description: 'pay the cleaner', due: '2026-12-04'})]);
  });
});
