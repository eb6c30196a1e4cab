import {describe, expect, it} from 'vitest';
import {nounGender} from './gender.js';

describe('nounGender: the article Magis writes before a Portuguese noun', () => {
  it.each([
    ['Aniversário', 'male'],
    ['Treino', 'male'],
    ['Jantar', 'male'],
    ['Futebol', 'male'],
    ['Plantão', 'male'],
    ['Inglês', 'male'],
    ['Pilates', 'male'],
    ['Ensaio', 'male'],
    ['dia', 'male'],
    ['Programa', 'male'],
    ['Natação', 'female'],
    ['Aula', 'female'],
    ['Reunião', 'female'],
    ['Excursão', 'female'],
    ['Viagem', 'female'],
    ['Catequese', 'female'],
    ['Fisioterapia', 'female'],
    ['Férias', 'female'],
    ['Missa', 'female'],
  ] as const)('%s is %s', (word, gender) => {
    expect(nounGender(word)).toBe(gender);
  });
});
