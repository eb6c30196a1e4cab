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

describe('a to-do done said as its thing and participle, or as going to do it', () => {
  const tasks = ['renovar o passaporte', 'levantar uma encomenda nos correios', 'pay the council tax', 'wash the car'];
  it.each([
    ['passaporte renovado!', [1]],
    ['o passaporte já foi renovado', [1]],
    ['a encomenda já está levantada', [2]],
    ['council tax paid', [3]],
    ['car washed, finally', [4]],
    ['fui aos correios levantar a encomenda', [2]],
    ['went to the post office to pay the council tax', [3]],
  ])('%s', (said, want) => {
    expect(tasksDoneIn(said, open(...tasks))).toEqual(want);
  });

  it.each([
    // A participle of another verb, a need, a visit to look: nothing done.
    ['o passaporte está caducado'],
    ['o passaporte ainda não foi renovado'],
    ['car needs washing'],
    ['fui ver o preço do passaporte'],
    ['the council tax went up again'],
  ])('not done: %s', said => {
    expect(tasksDoneIn(said, open(...tasks))).toEqual([]);
  });
});

describe('a to-do done told among other news', () => {
  it.each([
    [['trocar o filtro do ar', 'pagar a renda'], 'fui à oficina de manhã, filtro trocado e ainda lavaram o carro', [1]],
    [['ir ao banco depositar o cheque', 'pagar a renda'], 'já depositei o cheque no multibanco', [1]],
    [['comprar os presentes de Natal', 'pagar a renda'], 'presentes comprados e embrulhados!', [1]],
    [['pay the water bill', 'renew the car tax'], "water bill's taken care of, paid it online", [1]],
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });
  it.each([
    [['trocar o filtro do ar'], 'o filtro ainda não foi trocado e o carro está lavado'],
    [['pay the water bill'], 'the water bill is still to be taken care of'],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});
