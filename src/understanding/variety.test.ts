import {describe, expect, it} from 'vitest';
import {decideVariety, varietyMarks, weighVariety} from './variety.js';

/** Our own sentences, each written as someone from Portugal writes; each alone shows it clearly. */
const EUROPEAN = [
  'marcaram-lhe a consulta para 3.ª feira às 10h',
  'tenho de levar o miúdo ao centro de saúde',
  'estou a fazer o pequeno-almoço, depois apanho o autocarro',
  'deixei o telemóvel na casa de banho',
  'a reunião da equipa passou para as 5.ªs',
  'levei-a ao médico de família, tens de ver isto',
  'a miúda anda a aprender a nadar, é tão fixe',
  'registei o contacto da D. Lurdes',
  'vou dar-lhe o presente amanhã, ela está a contar com isso',
  'o António pôs o bebé a dormir no infantário',
];

/** The same lives as someone from Brazil writes them. */
const BRAZILIAN = [
  'to indo pro trabalho de ônibus',
  'estou fazendo o café da manhã das crianças',
  'vc viu meu celular? deixei no banheiro',
  'Me lembra de ligar pro dentista amanhã',
  'a Bia tá fazendo natação na academia, né',
  'kkkk o moleque tá aprendendo a nadar',
  'registrei o contato da Dona Lurdes, ela está esperando',
  'o Antônio colocou o bebê pra dormir, ele tava chorando',
];

/** Everyday sentences both write alike, or with one word only: none may decide. */
const AMBIGUOUS = [
  'a gente vai ao médico amanhã',
  'você tem consulta na sexta?',
  'tenho que ir ao dentista',
  'o time ganhou ontem',
  'preciso marcar a vacina da Inês',
  'pra amanhã',
  'a equipa ganhou',
  'estou a jantar',
  'o Duda está a par de tudo',
  'vou levá-la à consulta',
  'o dia-a-dia está corrido',
  'reunião às 3ª feira',
  'remind me to call the GP on Tuesday',
];

describe('decideVariety', () => {
  it.each(EUROPEAN)('European: %s', text => {
    expect(decideVariety([text])).toBe('pt-PT');
  });

  it.each(BRAZILIAN)('Brazilian: %s', text => {
    expect(decideVariety([text])).toBe('pt-BR');
  });

  it.each(AMBIGUOUS)('decides nothing: %s', text => {
    expect(decideVariety([text])).toBeNull();
  });

  it('adds up what several messages show, each mark once', () => {
    // Each alone is one mark; together they are clear.
    expect(decideVariety(['estou a jantar'])).toBeNull();
    expect(decideVariety(['estou a jantar', 'a equipa ganhou'])).toBe('pt-PT');
    // One word written ten times is still one word.
    expect(decideVariety(Array(10).fill('pra amanhã'))).toBeNull();
    expect(weighVariety(Array(10).fill('pra amanhã'))['pt-BR']).toBe(1);
  });

  it('decides nothing for a writer who mixes both about evenly', () => {
    expect(decideVariety(['deixei o telemóvel na casa de banho', 'vc viu meu celular?'])).toBeNull();
  });

  it('reads only Portuguese messages: English ones carry no marks', () => {
    expect(decideVariety(['my team is on the bus', 'I left my phone in the bathroom', 'estou a jantar'])).toBeNull();
  });

  it('names what it saw', () => {
    expect(
      varietyMarks('marcaram-lhe a consulta para 3.ª feira')
        .map(m => m.mark)
        .sort(),
    ).toEqual(['-lhe', 'N.ª feira']);
    // A name after "to" is no gerund; an English "to" is no "tô".
    expect(varietyMarks('vamos to Orlando em julho, to the beach')).toEqual([]);
  });
});
