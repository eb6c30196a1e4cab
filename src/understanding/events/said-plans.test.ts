/**
 * Plans said by their verb rather than their noun, in the four varieties: a birthday said "faz anos",
 * a trip said with a verb of going and its span, days listed or run with a week after them, American
 * shift and therapy shorthand, Britain's "do", a to-do asked as "lembra-me", and limits said as the
 * end of a month. Each table has sentences where the rule must not fire.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0); // Tuesday 1 December 2026
const read = (text: string) => extract(text, {now});
const events = (text: string) => read(text).events;

describe('a birthday said with "faz anos" and no age', () => {
  it.each([
    ['Já agora, o Tiago faz anos a 14 de dezembro.', 'Tiago', '2026-12-14'], // pt-PT
    ['A Leonor faz anos no dia 9.', 'Leonor', '2026-12-09'], // pt-PT
    ['O Caio faz anos dia 20.', 'Caio', '2026-12-20'], // pt-BR
    ['A Bruna faz aniversário dia 11.', 'Bruna', '2026-12-11'], // pt-BR
    ['Priya is coming for tea. It is her birthday on the 12th.', 'Priya', '2026-12-12'], // en-GB
    ["It's Madison's birthday on the 18th.", 'Madison', '2026-12-18'], // en-US
  ])('%s', (text, person, date) => {
    const b = events(text).filter(e => e.kind === 'birthday');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({person, date, rrule: 'FREQ=YEARLY'});
  });
  it.each(['Faz anos que não vejo o Tiago.', 'O Tiago e a Leonor fazem anos de casados amanhã.', 'Faz anos, mas não sei quando.'])('no birthday: %s', text => {
    expect(events(text).filter(e => e.kind === 'birthday')).toEqual([]);
  });
});

describe('a trip said with a verb of going and its span is the traveller’s', () => {
  it.each([
    ['A Joana vai a Sevilha em trabalho de 2.ª a 4.ª feira da próxima semana.', 'Joana', '2026-12-07', '2026-12-09'], // pt-PT
    ['O Duarte vai ao Porto de 21 a 23 de dezembro.', 'Duarte', '2026-12-21', '2026-12-23'], // pt-PT
    ['A Fernanda vai pra Recife de 10 a 12 de dezembro.', 'Fernanda', '2026-12-10', '2026-12-12'], // pt-BR
    ["Kevin's got a business trip to Austin Tue thru Thu next week", 'Kevin', '2026-12-08', '2026-12-10'], // en-US
    ['Ollie is going to Leeds from the 14th to the 16th.', 'Ollie', '2026-12-14', '2026-12-16'], // en-GB
  ])('%s', (text, person, date, endDate) => {
    const trips = events(text).filter(e => e.kind === 'trip');
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({person, date, endDate});
    expect(trips[0]!.with).not.toContain(person);
  });
  it.each([
    ['No fim-de-semana vamos à aldeia ver a avó, voltamos domingo à noite.', '2026-12-05', '2026-12-06'], // pt-PT, the day back ends it
    ['Vou pra Floripa sexta e volto domingo.', '2026-12-04', '2026-12-06'], // pt-BR
    ["We're going to Bath on Thursday, back on Sunday.", '2026-12-03', '2026-12-06'], // en
  ])("the speaker's, to the day back: %s", (text, date, endDate) => {
    expect(events(text).filter(e => e.kind === 'trip')).toMatchObject([{person: 'user', date, endDate}]);
  });
  it.each(['Amanhã vou à farmácia.', 'Vou ao Pingo Doce comprar fruta amanhã.', 'Na sexta vou a uma reunião.', 'Vou ao médico na sexta.'])('no trip: %s', text => {
    expect(events(text).filter(e => e.kind === 'trip')).toEqual([]);
  });
});

describe('days run or listed, with the week said after them', () => {
  it('a list of days is one event on each day, of the week said', () => {
    expect(
      events('I work 7p-7a shifts Wed, Thu and Sun this week')
        .filter(e => e.kind === 'other')
        .map(e => [e.date, e.time]),
    ).toEqual([
      ['2026-12-02', '19:00'],
      ['2026-12-03', '19:00'],
      ['2026-12-06', '19:00'],
    ]);
  });
  it.each([
    ['jantar sexta e sábado', ['2026-12-04', '2026-12-05']], // pt-BR
    ['dinner Fri and Sat next week', ['2026-12-11', '2026-12-12']], // en
  ])('%s', (text, days) => {
    expect(events(text).map(e => e.date)).toEqual(days);
  });
  it.each(['vou ter a sexta livre', 'I sat and waited on Friday for the plumber'])('no day from a verb: %s', text => {
    expect(read(text).events.map(e => e.date)).not.toContain('2026-12-01');
  });
});

describe('American shorthand: shifts and PT', () => {
  it.each([
    ['picked up a shift tmrw 7p-7a', '2026-12-02', '19:00'],
    ['extra shift Friday 11a-11p', '2026-12-04', '11:00'],
    ['shift at 7p on Thursday', '2026-12-03', '19:00'],
  ])('%s', (text, date, time) => {
    expect(events(text)).toMatchObject([{date, time}]);
  });
  it('a lone "7a" is no clock: "3a feira" is a weekday in Portuguese', () => {
    expect(events('plantão na 3a feira')).toMatchObject([{kind: 'other', time: null}]);
  });
  it('"PT" is physical therapy in English, of whoever has it, weekly when said so', () => {
    expect(events('Grandpa has PT every Tue and Thu at 3pm')).toMatchObject([{person: 'grandpa', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH', time: '15:00'}]);
    expect(events('Mom has PT on Friday at 10am')).toMatchObject([{person: 'mom', date: '2026-12-04', time: '10:00'}]);
  });
  it('"PT" is no session in Portuguese', () => {
    expect(events('Vou a PT no dia 3.').filter(e => e.kind === 'other')).toEqual([]);
  });
});

describe('Britain’s "do" is a party when a word before says what for', () => {
  it.each([
    ["Hannah's got her office do on Thursday night.", 'Hannah', '2026-12-03'],
    ['The Christmas do is on the 17th.', 'user', '2026-12-17'],
    ['Raj has his leaving do on Friday.', 'Raj', '2026-12-04'],
  ])('%s', (text, person, date) => {
    expect(events(text).filter(e => e.kind === 'social')).toMatchObject([{person, date}]);
  });
  it.each(['What do you do on Friday?', 'I need to do the ironing on Friday.'])('no party: %s', text => {
    expect(events(text).filter(e => e.kind === 'social')).toEqual([]);
  });
});

describe('to-dos asked as reminders, and limits said as the end of a month', () => {
  it.each([
    ['Lembra-me de ligar à Teresa amanhã à noite.', 'ligar à Teresa', '2026-12-02'], // pt-PT
    ['Lembra-me amanhã de pagar a água.', 'pagar a água', '2026-12-02'], // pt-PT
    ['Não me deixes esquecer de comprar selos na sexta.', 'comprar selos', '2026-12-04'], // pt-PT
    ['Me lembra de ligar pro encanador amanhã.', 'ligar pro encanador', '2026-12-02'], // pt-BR
    ['Remind me to ring the garage tomorrow.', 'ring the garage', '2026-12-02'], // en-GB
    ["Don't let me forget to call the pharmacy on Friday.", 'call the pharmacy', '2026-12-04'], // en-US
    ['Need to renew the TV licence by the end of the month.', 'renew the TV licence', '2026-12-31'], // en-GB
    ['gotta renew my CPR cert by end of March', 'renew my CPR cert', '2027-03-31'], // en-US
    ['Tenho de renovar o cartão de cidadão até ao fim de janeiro.', 'renovar o cartão de cidadão', '2027-01-31'], // pt-PT
    ['Preciso pagar o IPTU até o fim do mês.', 'pagar o IPTU', '2026-12-31'], // pt-BR
  ])('%s', (text, description, due) => {
    expect(read(text).tasks).toEqual([{description, status: 'open', due}]);
  });
  it.each(['A Teresa lembra-me a minha avó.', 'She reminds me of my aunt.'])('no to-do: %s', text => {
    expect(read(text).tasks).toEqual([]);
  });
});

describe('a social plan said with a verb of having, over a coffee, or with its place between the meal and the hour', () => {
  it.each([
    ["we're having lunch with Dan on Saturday at 1pm", 'lunch with Dan', '2026-12-05', '13:00'], // en-US
    ['grabbing drinks with the team friday at 6', 'drinks with the team', '2026-12-04', '18:00'], // en-US
    ["Having coffee with Jo tomorrow at 10, she's back from Leeds", 'coffee with Jo', '2026-12-02', '10:00'], // en-GB
    ["we're having dinner at Carla's on Friday at 8", "dinner at Carla's", '2026-12-04', '20:00'], // en-GB
    ['café com a Marta amanhã às 10h', 'café com a Marta', '2026-12-02', '10:00'], // pt-BR
    ['jantar na casa da Carla na sexta às 8', 'jantar na casa da Carla', '2026-12-04', '20:00'], // pt-PT
    ['vamos jantar na casa da sogra sábado às 8', 'jantar na casa da sogra', '2026-12-05', '20:00'], // pt-BR
  ])('%s', (text, title, date, time) => {
    const social = events(text).filter(e => e.kind === 'social');
    expect(social).toHaveLength(1);
    expect(social[0]).toMatchObject({title, date, time});
  });
  it.each(['bought coffee with oat milk', 'coffee machine broke again', 'dinner was lovely. dentist tomorrow at 9'])('no plan: %s', text => {
    expect(events(text).filter(e => e.kind === 'social')).toEqual([]);
  });
});

describe('personal care booked like a visit is on the agenda: the hair, the nails, a massage', () => {
  it.each([
    ['I have a haircut friday at 11am', '2026-12-04', '11:00'], // en-US
    ["booked in at the hairdresser's on Saturday at 9.30", '2026-12-05', '09:30'], // en-GB
    ['cabeleireiro sexta às 15h', '2026-12-04', '15:00'], // pt-BR
    ['vou fazer as unhas no sábado às 10h', '2026-12-05', '10:00'], // pt-PT
  ])('%s', (text, date, time) => {
    expect(events(text)).toEqual([expect.objectContaining({kind: 'other', date, time})]);
  });
  it.each(['nails are a mess lol', 'the barber said I need a trim', 'comprei uma escova nova'])('nothing booked: %s', text => {
    expect(events(text)).toEqual([]);
  });
});

describe('a trip to a landscape said with "the" ("off to the lake district", "heading to the coast")', () => {
  it.each([
    ["we're off to the lake district from friday 11th to monday 14th, setting off at 7 in the morning", '2026-12-11', '2026-12-14'], // en-GB
    ['heading to the coast for the weekend, back sunday', '2026-12-05', '2026-12-06'], // en-US
  ])('%s', (text, date, endDate) => {
    expect(events(text)).toEqual([expect.objectContaining({kind: 'trip', date, endDate})]);
  });
  it.each(["I'm off to the gym", 'off to the shops, need anything?', 'going to the dentist tomorrow at 9'])('no trip: %s', text => {
    expect(events(text).filter(e => e.kind === 'trip')).toEqual([]);
  });
});

describe('an event word that names the host of the event before it ("jantar de Natal do ginásio") is no event of its own', () => {
  it.each([
    ['Tenho jantar de Natal do ginásio na 6.ª feira, dia 11, às 20h.', 'jantar de Natal do ginásio', '2026-12-11'], // pt-PT
    ['festa de fim de ano da academia sábado às 21h', 'festa de fim de ano da academia', '2026-12-05'], // pt-BR
  ])('%s', (text, title, date) => {
    expect(events(text)).toEqual([expect.objectContaining({title, date})]);
  });
  it('two events joined by "e" stay two', () => {
    expect(events('jantar sexta às 20h e aula de yoga sábado às 10h')).toHaveLength(2);
  });
});

describe('an acronym before the event word is part of its name ("PTA meeting", "HR call")', () => {
  it.each([
    ["There's a PTA meeting at school on Thursday at 7pm.", 'PTA meeting at school'],
    ['HR call tomorrow at 10', 'HR call'],
  ])('%s', (text, title) => {
    expect(events(text)).toEqual([expect.objectContaining({title})]);
  });
});

describe('a weekly rule keeps its hour when the rule\'s words run up to it ("todo dia às 9:30, mon to fri")', () => {
  it.each([
    ['temos daily todo dia às 9:30, de segunda a sexta', '09:30'], // pt-BR
    ['standup every day at 9.15, mon to fri', '09:15'], // en-GB
  ])('%s', (text, time) => {
    expect(events(text)).toEqual([expect.objectContaining({time, rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'})]);
  });
});

describe('two nouns before the event word name it ("CPR recertification class", "first aid course"); "of course" names no course', () => {
  const now = new Date(2026, 11, 1, 9, 0);
  it.each([
    ['I have a CPR recertification class on Thursday, December 10 at 8am.', 'CPR recertification class'],
    ['I have a first aid course on Monday at 9am', 'first aid course'],
  ])('%s → %s', (text, title) => {
    expect(extract(text, {now}).events.map(e => e.title)).toEqual([title]);
  });

  it('"of course" is no course', () => {
    expect(extract('of course we have the meeting friday', {now}).events.map(e => e.title)).toEqual(['meeting']);
  });
});
