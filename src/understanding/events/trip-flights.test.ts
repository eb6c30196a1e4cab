/**
 * A trip said with its span and its flight in one sentence is one trip: the going names it (to the
 * place), the span gives its days, the flight's hour is when it starts. A flight alone, someone
 * else's arrival or a flight that is no going keeps no trip of the speaker's span.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0); // Tuesday 1 December 2026
const events = (text: string) => extract(text, {now}).events;

describe('a going with its span and the flight in one sentence is the trip, starting at the flight', () => {
  it.each([
    ['vou pra Recife a trabalho de segunda 7 a quarta 9, o voo sai 5h50 da manhã', 'Recife', '2026-12-07', '2026-12-09', '05:50'], // pt-BR
    ['vamos pra Salvador de quinta a domingo, voo às 13h', 'Salvador', '2026-12-03', '2026-12-06', '13:00'], // pt-BR
    ['Vou ao Porto em trabalho de 2.ª a 4.ª, o voo parte às 8h15', 'Porto', '2026-12-07', '2026-12-09', '08:15'], // pt-PT
    ['Vou a Bruxelas de 14 a 16 de dezembro, o meu voo é às 6h30.', 'Bruxelas', '2026-12-14', '2026-12-16', '06:30'], // pt-PT
    ["off to Denver for work Mon 7th to Wed 9th, flight's at 6.20am", 'Denver', '2026-12-07', '2026-12-09', '06:20'], // en-US
    ["Ollie's off to Leeds from the 14th to the 16th, his flight's at 8am", 'Leeds', '2026-12-14', '2026-12-16', '08:00'], // en-GB
    ["I'm going to Austin from the 14th to the 16th, my flight leaves at 9:10am", 'Austin', '2026-12-14', '2026-12-16', '09:10'], // en-US
    ["We're off to Glasgow Thursday to Saturday, the flight is at 7.45", 'Glasgow', '2026-12-03', '2026-12-05', '07:45'], // en-GB
    ['going to Leeds for work from the 8th to the 10th, flight at 6am', 'Leeds', '2026-12-08', '2026-12-10', '06:00'], // en-GB
  ])('%s', (text, place, date, endDate, time) => {
    const trips = events(text).filter(e => e.kind === 'trip');
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({date, endDate, time});
    expect(trips[0]!.title).toContain(place);
    expect(trips[0]!.title).not.toMatch(/voo|flight/i);
  });
});

describe('no trip of the speaker made of a flight', () => {
  it.each([
    'o voo do meu cunhado chega sexta às 18h', // pt-BR, his arrival
    'O voo da minha mãe aterra sábado às 20h.', // pt-PT
    "my brother's flight lands Friday at 6pm", // en
    'flight prices went up again', // en
    'os voos para Lisboa estão caríssimos', // pt
    'I sent the forms off to Dave on Monday', // en: "off to" after no be is no going
    'the parcel is off to Gran on Monday', // en: a thing, not a person, is off
  ])('%s', text => {
    const trips = events(text).filter(e => e.kind === 'trip');
    expect(trips.filter(e => e.endDate || /^(viagem|trip)/i.test(e.title))).toEqual([]);
  });
});
