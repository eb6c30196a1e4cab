/**
 * "a revisão é na terça", "the passport thing is due friday": a to-do given its day — and a to-do
 * said to be settled ("is all set", "está pago") is given none, whatever day the message names.
 */
import {describe, expect, it} from 'vitest';
import {readTaskWhen} from './replies.js';

describe('a to-do given its day', () => {
  it.each([
    ['pt-BR', 'esqueci, a revisão é na terça', 'revisao'],
    ['pt-PT', 'a inspeção fica para sexta', 'inspecao'],
    ['en-US', 'the passport thing is due friday', 'passport thing'],
    ['en-GB', 'oops, the council tax is on the 15th', 'council tax'],
  ])('%s: %s', (_v, text, subject) => {
    expect(readTaskWhen(text)?.subject).toBe(subject);
  });

  it.each([
    ['en-US', 'the passport renewal is all set, mailed it off today'],
    ['en-GB', 'the car tax is sorted, did it online this morning'],
    ['pt-PT', 'o IUC é pago, tratei disso ontem'],
    ['pt-BR', 'o relatório é entregue, resolvi hoje de manhã'],
  ])('%s: settled, no day: %s', (_v, text) => {
    expect(readTaskWhen(text)).toBeNull();
  });
});

describe('what follows "is" must open with the day', () => {
  it.each([
    ['en-US', 'the gas bill is ridiculous this month'],
    ['pt-BR', 'o boleto é um absurdo esse mês'],
    ['en-GB', 'the car tax is a rip-off this year'],
  ])('%s: %s', (_v, text) => {
    expect(readTaskWhen(text)).toBeNull();
  });
});
