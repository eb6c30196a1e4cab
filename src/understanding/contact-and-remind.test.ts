/**
 * A call to make is a to-do, not a visit; a reminder asked of a thing already held is that thing.
 * "ring the surgery tomorrow" books nothing; "ring the surgery to book her in" still says a visit is
 * needed; "remind me about the dentist on Wednesday" is the dentist, not a to-do titled "about…";
 * "remind me to ring the GP tomorrow" asks for a new to-do, never a new day for the last one.
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';
import {asksToRemindOn} from './replies.js';

const now = new Date('2026-11-20T09:00:00');
const read = (text: string) => extract(text, {now});

describe('a practice still to be called is no visit', () => {
  it.each([
    ['en-US', 'remind me to call the dentist on Wednesday'],
    ['en-US', 'I have to call the pediatrician tomorrow'],
    ['en-GB', 'must ring the GP surgery on Monday'],
    ['en-GB', 'need to phone the optician about my glasses'],
    ['pt-BR', 'preciso ligar pro dentista na quarta'],
    ['pt-BR', 'tenho que ligar pra pediatra amanhã'],
    ['pt-PT', 'tenho de ligar ao médico de família amanhã'],
    ['pt-PT', 'lembra-me de telefonar ao dentista na segunda'],
  ])('%s: %s — a to-do, no checkup', (_v, text) => {
    const r = read(text);
    expect(r.checkups).toEqual([]);
    expect(r.tasks.length).toBe(1);
  });

  it.each([
    ['en-US', 'call the dentist to book a cleaning for Leo', 'dentist'],
    ['en-GB', 'ring the GP surgery on Monday to book Ava in', 'general_checkup'],
    ['pt-BR', 'tenho que ligar para o dentista amanhã para marcar', 'dentist'],
    ['pt-PT', 'ligar ao pediatra para marcar consulta da Inês', 'pediatrician'],
  ])('%s: %s — the call books one, so it is needed', (_v, text, kind) => {
    const c = read(text).checkups;
    expect(c.map(x => [x.kind, x.status])).toEqual([[kind, 'needed']]);
  });

  it.each([
    ['en-US', 'I called the dentist and they booked me for Friday at 2', '14:00'],
    ['pt-BR', 'liguei pro dentista, marcou pra sexta às 10h', '10:00'],
  ])('%s: %s — a call that booked is the booking', (_v, text, time) => {
    const c = read(text).checkups;
    expect(c.map(x => [x.kind, x.status, x.date, x.time])).toEqual([['dentist', 'scheduled', '2026-11-27', time]]);
  });
});

describe('"call" as a verb is no call on the agenda', () => {
  it.each([
    ['en-US', 'Leo has the dentist on Thursday, I need to call them'],
    ['en-GB', "we'll call the school on Monday"],
    ['en-US', 'please call mum on Sunday'],
  ])('%s: %s', (_v, text) => {
    expect(read(text).events.filter(e => /call/i.test(e.title))).toEqual([]);
  });

  it.each([
    ['en-US', 'call with Sarah on Friday at 3', 'call with Sarah'],
    ['en-GB', 'I have a call with the bank at 10 tomorrow', 'call with the bank'],
    ['en-US', 'sales call at 2pm tomorrow', 'sales call'],
  ])('%s: the noun still is: %s', (_v, text, title) => {
    expect(read(text).events.map(e => e.title)).toEqual([title]);
  });
});

describe('"remind me about X" is X', () => {
  it('a visit reminded of is the visit, no to-do titled "about…"', () => {
    const r = read("remind me about Leo's dentist on Wednesday evening");
    expect(r.tasks).toEqual([]);
    expect(r.checkups.map(c => [c.person, c.kind])).toEqual([['Leo', 'dentist']]);
  });

  it('a day reminded of is the day', () => {
    const r = read("remind me about mum's birthday on Tuesday");
    expect(r.tasks).toEqual([]);
    expect(r.events.map(e => e.title)).toEqual(['birthday']);
  });

  it('a chore reminded of is the chore, without the "about" or the part of the day', () => {
    expect(read('remind me about the bins on Thursday').tasks.map(t => [t.description, t.due])).toEqual([['the bins', '2026-11-26']]);
    expect(read('remind me about the bins on Thursday night').tasks.map(t => [t.description, t.due])).toEqual([['the bins', '2026-11-26']]);
    expect(read('call mum on Sunday afternoon').tasks.map(t => [t.description, t.due])).toEqual([['call mum', '2026-11-22']]);
  });
});

describe('a reminder asked only for a day is about the last to-do; one naming a thing is not', () => {
  it.each(['remind me on Friday', 'remind me tomorrow', 'me lembra amanhã', 'lembra-me na segunda', 'sim, me lembra na sexta', 'remind me about it tomorrow'])('%s', text => {
    expect(asksToRemindOn(text)).toBe(true);
  });

  it.each([
    'remind me to ring the GP tomorrow',
    'remind me about the bins on Thursday',
    'lembra-me de ligar ao médico amanhã',
    'me lembra de pagar a luz na sexta',
    'me lembra do dentista do Leo na quarta',
    'remind me of mum on Sunday',
  ])('must not fire: %s', text => {
    expect(asksToRemindOn(text)).toBe(false);
  });
});

describe('an order after the day that opens the sentence is a to-do of that day', () => {
  it.each([
    ['en-US', 'next business day call the accountant', '2026-11-23'],
    ['en-GB', 'tomorrow, ring the bank', '2026-11-21'],
    ['en-US', 'friday pick up the dry cleaning', '2026-11-27'],
    ['pt-BR', 'amanhã ligar pro contador', '2026-11-21'],
    ['pt-PT', 'amanhã, pagar a luz', '2026-11-21'],
  ])('%s: %s', (_v, text, due) => {
    const r = read(text);
    expect(r.tasks.map(t => t.due)).toEqual([due]);
    expect(r.events).toEqual([]);
  });

  it.each([
    ['en-US', 'tomorrow dinner with Sarah'],
    ['pt-BR', 'hoje, reunião às 3'],
  ])('must not fire: %s: %s is an agenda item', (_v, text) => {
    const r = read(text);
    expect(r.tasks).toEqual([]);
    expect(r.events.length).toBe(1);
  });
});
