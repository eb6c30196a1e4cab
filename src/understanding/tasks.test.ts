import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date(2026, 10, 21, 10, 0, 0); // Saturday
const tasks = (text: string) => extract(text, {now}).tasks;

describe('tasks', () => {
  it('reads obligations with their due dates', () => {
    expect(tasks('Tenho que ligar pro banco amanhã.')).toEqual([{description: 'ligar pro banco', status: 'open', due: '2026-11-22'}]);
    expect(tasks('I need to renew my passport by Friday.')).toEqual([{description: 'renew my passport', status: 'open', due: '2026-11-27'}]);
    expect(tasks('Preciso mandar o contrato até segunda.')[0]).toMatchObject({description: 'mandar o contrato', due: '2026-11-23'});
  });
  it('parts two to-dos joined by "and" in English as in Portuguese', () => {
    expect(tasks("I need to renew Dad's blue badge and transfer my share of the cottage deposit").map(t => t.description)).toEqual([
      "renew Dad's blue badge",
      'transfer my share of the cottage deposit',
    ]);
    expect(tasks('need to book a hotel for the conference and order more pills').map(t => t.description)).toEqual(['book a hotel for the conference', 'order more pills']);
  });
  it('"more" is more of what ran out: "out of heartworm pills, gotta order more", "acabou o café, preciso comprar mais"', () => {
    expect(tasks('and bears out of heartworm pills, gotta order more').map(t => t.description)).toEqual(['order more heartworm pills']);
    expect(tasks('acabou o café, preciso comprar mais').map(t => t.description)).toEqual(['comprar mais café']);
  });
  it('reads reminders and requests', () => {
    expect(tasks('Não posso esquecer de pagar o IPVA.')[0]).toMatchObject({description: 'pagar o IPVA', status: 'open'});
    expect(tasks("Don't forget to water the plants.")[0]).toMatchObject({description: 'water the plants'});
    expect(tasks('Meu chefe pediu a planilha até quarta.')[0]).toMatchObject({description: 'a planilha', due: '2026-11-25'});
  });
  it('reads finished chores as done', () => {
    expect(tasks('Já paguei o aluguel.')).toEqual([{description: 'paguei o aluguel', status: 'done', due: null}]);
    expect(tasks('Finally renewed my driver license.')[0]).toMatchObject({status: 'done'});
    expect(extract('Já paguei o aluguel.', {now}).type).toBe('task_completion');
  });
  it('splits two to-dos joined by "e"', () => {
    expect(tasks('Amanhã preciso buscar as crianças e comprar pão.').map(t => t.description)).toEqual(['buscar as crianças', 'comprar pão']);
  });
  it('does not double-count a checkup as a task, nor read negations as to-dos', () => {
    expect(tasks('Preciso ir ao dentista.')).toEqual([]);
    expect(tasks('Tenho que marcar o pediatra da Laura.')).toEqual([]);
    expect(tasks('Não preciso ligar pra ela.')).toEqual([]);
  });
  it('a treatment is a to-do next to a checkup in another clause', () => {
    expect(tasks('Fui no dentista; preciso fazer um clareamento.')).toHaveLength(1);
  });
});
