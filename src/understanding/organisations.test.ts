/**
 * Companies, brands, streets and compound words written with a capital are nobody: "ring British
 * Gas", "top up my Oyster card", "the imaging place on Camelback", "Enganei-me", "teste de
 * Físico-Química", "resolvi o lance do condomínio" — while a person beside them still is.
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date('2026-12-02T12:00:00');
const people = (text: string) => extract(text, {now}).people.map(p => p.name);

describe('no person from a company, a brand, a street or a compound word', () => {
  it.each([
    ['en-GB', 'I need to ring Scottish Power about the meter'],
    ['en-GB', 'renewed with Direct Line Insurance, much cheaper'],
    ['en-US', 'I need to cancel my Hulu subscription'],
    ['en-GB', 'the Boots order is ready to collect'],
    ['en-US', 'the lab on Broadway has the results'],
    ['pt-BR', 'a clínica na Paulista ligou'],
    ['pt-PT', 'Lembrei-me agora que tenho de pagar a luz'],
    ['pt-PT', 'ela tem teste de Físico-Química na sexta'],
    ['pt-BR', 'resolvi o lance do condominio hoje'],
    ['en-GB', 'home insurance renewed, switched to Churchill in the end'],
    ['en-US', 'car insurance sorted, went with Progressive'],
  ])('%s: %s', (_v, text) => {
    expect(people(text)).toEqual([]);
  });

  it.each([
    ['pt-PT', 'A Ana-Maria vem jantar no sábado', 'Ana-Maria'],
    ['en-GB', 'Called Sarah at Scottish Power about the meter', 'Sarah'],
    ['en-US', 'Grace has her card game on Friday', 'Grace'],
    ['en-GB', 'went with Sarah to the cinema', 'Sarah'],
  ])('%s: the person is still read: %s', (_v, text, name) => {
    expect(people(text)).toContain(name);
  });
});
