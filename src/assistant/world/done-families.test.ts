import {describe, expect, it} from 'vitest';
import {tasksDoneIn} from './done.js';

const open = (...descriptions: string[]) => descriptions.map((description, i) => ({id: i + 1, description, due: null, context: 'personal'}) as Parameters<typeof tasksDoneIn>[1][number]);

describe('a to-do done in a verb of the same act', () => {
  it.each([
    // Taking a thing somewhere is done by leaving it there.
    [['levar o carro na revisão', 'comprar o presente'], 'deixei o carro hoje cedo pra revisão', [1]],
    [['return the Amazon package', 'pick up the dry cleaning'], 'dropped the amazon return off at the post office', [1]],
    [['levar o casaco à costureira'], 'já deixei o casaco na costureira', [1]],
    [['take the library books back'], 'left the library books at the returns desk', [1]],
    // Ending a contract in other words.
    [['cancelar a assinatura do streaming'], 'encerrei a assinatura do streaming ontem', [1]],
    [['cancel the gym membership'], 'terminated my gym membership this morning', [1]],
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });

  it.each([
    [['levar o carro na revisão'], 'deixei o Davi na escola'],
    [['return the Amazon package'], 'the amazon package is still in the hall'],
    [['cancel the gym membership'], 'the gym closed early today'],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});
