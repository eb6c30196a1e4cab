import {describe, expect, it} from 'vitest';
import {detectLanguage, extract} from './index.js';
import {hasValueKeyword, isTrivial} from './funnel.js';

const now = new Date(2026, 10, 21, 10, 0, 0);

describe('triviality', () => {
  it.each([
    'Bom dia!',
    'Oi, tudo bem?',
    'Obrigada!',
    'valeu!!',
    'kkkkkkk',
    'hahaha',
    'rsrs',
    'Hi there',
    'thanks a lot',
    'ok',
    'Boa noite, até amanhã',
    'O que é inflação?',
    'quanto é 2+2',
    "What's 15% of 80?",
    'Qual a capital da Austrália?',
    'how do magnets work?',
    'Quem é Susana?',
    'quando fui no dentista?',
    "When is my mom's birthday?",
    '12*7',
  ])('%s is trivial', text => {
    expect(isTrivial(text).trivial).toBe(true);
    const r = extract(text, {now});
    expect(r).toMatchObject({keep: false, importance: 0, people: [], checkups: []});
  });

  it.each(['Prefiro chá.', 'Minha filha Susana tem 16 anos.', 'I decided to quit sugar.', 'Consulta amanhã às 9h.', 'Me lembra de ligar pro médico amanhã?'])('%s is kept', text => {
    expect(extract(text, {now}).keep).toBe(true);
  });

  it('keeps the statement of a message that ends with a question', () => {
    const r = extract('Minha filha Marta tem 12 anos. Com que idade ela pode usar lente de contato?', {now});
    expect(r.keep).toBe(true);
    expect(r.people[0]).toMatchObject({name: 'Marta', age: 12});
  });

  it('value keywords force keeping', () => {
    expect(hasValueKeyword('Prefiro de manhã')).toBe(true);
    expect(hasValueKeyword('I decided')).toBe(true);
    expect(hasValueKeyword('que calor')).toBe(false);
  });
});

describe('judge', () => {
  it('scores importance 1–10 and more for health and family facts', () => {
    const small = extract('Hoje choveu o dia todo em casa.', {now});
    const big = extract('Minha mãe precisa fazer mamografia, marquei para dia 3 às 8h.', {now});
    expect(small.importance).toBeGreaterThanOrEqual(1);
    expect(big.importance).toBeGreaterThan(small.importance);
    expect(big.importance).toBeLessThanOrEqual(10);
  });
  it('picks context and type', () => {
    expect(extract('Reunião com o cliente na quinta às 10h.', {now})).toMatchObject({context: 'work', type: 'appointment'});
    expect(extract('Meu marido tem dentista segunda às 9h.', {now})).toMatchObject({context: 'family', type: 'appointment'});
    expect(extract('I prefer morning appointments.', {now}).type).toBe('preference_learned');
    expect(extract('Fui ao dermatologista ontem.', {now})).toMatchObject({context: 'personal', type: 'health'});
  });
});

describe('detectLanguage', () => {
  it.each([
    ['A gente levou a Sofia no pediatra hoje cedo.', 'pt'],
    ['Bom dia!', 'pt'],
    ['kkkk', 'pt'],
    ['Took my son to the pediatrician.', 'en'],
    ['Hi there', 'en'],
    ['Dinner with Priya on Thursday.', 'en'],
    ['Minha filha Emma tem consulta.', 'pt'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});
