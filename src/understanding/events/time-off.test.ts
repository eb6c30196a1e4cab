/**
 * Time off is whoever is on it: "Sarah is on holiday next week" is Sarah's, "estou de férias" the
 * user's, and a doctor's ("a pediatra está de férias", "the doctor is on holiday") is why a visit
 * waits — no plan of the family's, and "the doctor is…" names nobody "Is". Its title stops where
 * the next thing said begins ("… next week and her dentist is on Friday").
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date('2026-11-20T09:00:00');
const read = (text: string) => extract(text, {now});

describe('time off is whoever is on it', () => {
  it.each([
    ['en-GB', 'Sarah is on holiday next week', 'Sarah', 'holiday'],
    ['en-US', 'Sarah is on vacation next week', 'Sarah', 'vacation'],
    ['pt-BR', 'a Ana está de férias até dia 10', 'Ana', 'férias'],
    ['pt-PT', 'a minha mãe está de férias na semana que vem e o dentista dela é na sexta', 'mãe', 'férias'],
    ['en-GB', 'Sarah is on holiday next week and her dentist is on Friday', 'Sarah', 'holiday'],
    ['pt-BR', 'estou de férias na semana que vem', 'user', 'férias'],
  ])('%s: %s', (_v, text, person, title) => {
    expect(read(text).events.map(e => [e.person, e.title])).toEqual([[person, title]]);
  });

  it.each([
    ['en-GB', 'the doctor is on holiday next week'],
    ['en-US', 'the pediatrician is on vacation until the 10th'],
    ['pt-BR', 'a pediatra está de férias até dia 10'],
    ['pt-PT', 'o médico de família está de férias na próxima semana'],
  ])("a doctor's is no plan of the family's: %s: %s", (_v, text) => {
    const r = read(text);
    expect(r.events).toEqual([]);
    expect(r.people).toEqual([]);
  });
});
