import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

// Tuesday 1 December 2026, 10:00.
const now = new Date(2026, 11, 1, 10, 0);
const events = (text: string) => extract(text, {now}).events;

describe('one-to-one meetings', () => {
  it.each([
    ['1:1 with Priya tomorrow at 3', 'Priya', '2026-12-02', '15:00'], // en-US
    ['one-on-one with Dana Thursday 11am', 'Dana', '2026-12-03', '11:00'], // en-US
    ['one-to-one with Kenji on Friday at 2', 'Kenji', '2026-12-04', '14:00'], // en-GB
    ['1:1 com o Kenji amanhã às 15h', 'Kenji', '2026-12-02', '15:00'], // pt-BR
    ['one-on-one com a Carla na 5.ª às 10h', 'Carla', '2026-12-03', '10:00'], // pt-PT
  ])('%s', (text, who, date, time) => {
    expect(events(text)).toEqual([expect.objectContaining({kind: 'meeting', person: 'user', with: [who], date, time})]);
  });

  it.each(['I ran into Kenji yesterday', 'esbarrei com o Kenji no mercado ontem', 'the game ended 1:1 on Saturday'])('no meeting: %s', text => {
    expect(events(text).filter(e => e.kind === 'meeting')).toEqual([]);
  });
});

// Time off work is kind `other`, titled as said; going away ("férias", "vacation", "on holiday") is a
// trip. Over a week, either spans it.
describe('time off', () => {
  it.each([
    ['PTO on Friday', 'other', 'PTO', '2026-12-04', undefined], // en-US
    ["I'm on PTO next week", 'other', 'PTO', '2026-12-07', '2026-12-13'], // en-US
    ['day off on Monday', 'other', 'day off', '2026-12-07', undefined], // en-GB
    ['annual leave from the 14th to the 18th', 'other', 'annual leave', '2026-12-14', '2026-12-18'], // en-GB
    ["we're on holiday next week", 'trip', 'holiday', '2026-12-07', '2026-12-13'], // en-GB
    ['tenho folga na sexta', 'other', 'folga', '2026-12-04', undefined], // pt-BR
    ['estou de folga na 2.ª', 'other', 'folga', '2026-12-07', undefined], // pt-PT
    ['férias de 10 a 20 de dezembro', 'trip', 'férias', '2026-12-10', '2026-12-20'], // pt
  ])('%s', (text, kind, title, date, endDate) => {
    const found = events(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({kind, title, person: 'user', date});
    expect(found[0]!.endDate).toBe(endDate);
  });

  it.each(['me dá uma folga', 'I have 3 days of PTO left', 'bank holiday monday', 'a corda está com folga'])('no time off: %s', text => {
    expect(events(text)).toEqual([]);
  });
});

describe("the school run is no event; a parents' evening is a meeting", () => {
  it.each(['I do the school run at 8', 'school run at 8 tomorrow', 'levar os miúdos à escola às 8h amanhã'])('no event: %s', text => {
    expect(events(text)).toEqual([]);
  });
  it('beside a visit, only the visit', () => {
    const r = extract('school run then dentist at 9 tomorrow', {now});
    expect(r.events).toEqual([]);
    expect(r.checkups).toEqual([expect.objectContaining({kind: 'dentist', date: '2026-12-02', time: '09:00'})]);
  });

  it.each([
    ["parents' evening on Thursday at 6pm", '2026-12-03', '18:00'], // en-GB
    ['parents’ evening thursday 6pm', '2026-12-03', '18:00'], // en-GB, typed apostrophe
    ['parent-teacher conference on the 9th at 4pm', '2026-12-09', '16:00'], // en-US
    ['reunião de pais na escola quarta às 19h', '2026-12-02', '19:00'], // pt-BR
    ['reunião de encarregados de educação na 5.ª às 18h', '2026-12-03', '18:00'], // pt-PT
  ])('%s', (text, date, time) => {
    expect(events(text)).toEqual([expect.objectContaining({kind: 'meeting', date, time})]);
  });
});

describe('a feast names the meal; the day said beside it dates it', () => {
  it.each([
    ["Christmas lunch at nan's on the 25th", 'nan', '2026-12-25', 'Christmas lunch'], // en-GB
    ["Christmas dinner at my sister's on the 24th", 'sister', '2026-12-24', 'Christmas dinner'], // en-US
    ['ceia de Natal na casa da minha sogra dia 24', 'sogra', '2026-12-24', 'ceia de Natal'], // pt-BR
    ['almoço de Natal em casa da minha mãe dia 25', 'mãe', '2026-12-25', 'almoço de Natal'], // pt-PT
  ])('%s', (text, host, date, title) => {
    const found = events(text);
    expect(found).toEqual([expect.objectContaining({kind: 'social', person: 'user', with: [host], date})]);
    expect(found[0]!.title).toContain(title);
  });

  it('with no other day, the feast is the day', () => {
    expect(events("Christmas lunch at my mum's")).toEqual([expect.objectContaining({kind: 'social', date: '2026-12-25'})]);
    expect(events('jantar na casa da minha sogra no Natal')).toEqual([expect.objectContaining({kind: 'social', date: '2026-12-25', with: ['sogra']})]);
  });

  it('a gift for the feast keeps its name in the to-do', () => {
    expect(extract('comprar presente de Natal para a sogra', {now}).tasks[0]?.description).toBe('comprar presente de Natal para a sogra');
    expect(extract('send the Christmas cards by friday', {now}).tasks).toEqual([expect.objectContaining({description: 'send the Christmas cards', due: '2026-12-04'})]);
  });
});
