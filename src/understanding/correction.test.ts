import {describe, expect, it} from 'vitest';
import {bindAnswer, parseAlso, saysNotAPerson, parseNaming, parseWhoseCorrection, stripCorrectionLead} from './correction.js';

describe('correction leads', () => {
  it('strips "não,", "na verdade", "actually" and says a correction was made', () => {
    expect(stripCorrectionLead('não, a Rita é minha cunhada')).toEqual({rest: 'a Rita é minha cunhada', corrects: true});
    expect(stripCorrectionLead('nao, a rita é minha cunhada kkk')).toEqual({rest: 'a rita é minha cunhada kkk', corrects: true});
    // "hoje cedo" says when it was said, not the new day.
    expect(stripCorrectionLead('Corrigindo o que eu disse hoje cedo: o aniversário é no domingo, dia 15')).toEqual({rest: 'o aniversário é no domingo, dia 15', corrects: true});
    expect(stripCorrectionLead('Correcting what I said this morning: the party is on Sunday')).toEqual({rest: 'the party is on Sunday', corrects: true});
    expect(stripCorrectionLead('Na verdade a consulta é na sexta.')).toEqual({rest: 'a consulta é na sexta.', corrects: true});
    expect(stripCorrectionLead('Actually, she is my aunt')).toEqual({rest: 'she is my aunt', corrects: true});
    expect(stripCorrectionLead('nao sei')).toEqual({rest: 'nao sei', corrects: false});
    expect(stripCorrectionLead('Nossa, que dia')).toEqual({rest: 'Nossa, que dia', corrects: false});
  });
});

describe('whose fact it is', () => {
  it('reads "não é pra mim, é pra X" in its informal and English forms', () => {
    expect(parseWhoseCorrection('nao é pra mim, é pra lia')).toEqual({from: 'user', to: 'lia'});
    expect(parseWhoseCorrection('Não é para mim, é para a minha filha')).toEqual({from: 'user', to: 'minha filha'});
    expect(parseWhoseCorrection("it's not for me, it's for Jake")).toEqual({from: 'user', to: 'Jake'});
    expect(parseWhoseCorrection('é pro joao, nao pra mim')).toEqual({from: 'user', to: 'joao'});
    expect(parseWhoseCorrection('nao é pra lia, é pra mim')).toEqual({from: 'lia', to: 'user'});
    expect(parseWhoseCorrection('preciso comprar pão pra mim')).toBeNull();
  });
});

describe('an answer to "Quem é X?"', () => {
  it('binds a subject-less answer to whom was asked about', () => {
    expect(bindAnswer('é meu sobrinho', 'Bento', 'pt')).toBe('Bento é meu sobrinho');
    expect(bindAnswer('meu sobrinho kkk', 'Bento', 'pt')).toBe('Bento é meu sobrinho kkk');
    expect(bindAnswer('ela é minha esposa', 'Fernanda', 'pt')).toBe('Fernanda é minha esposa');
    expect(bindAnswer("He's my coworker.", 'Tom', 'en')).toBe('Tom is my coworker.');
    expect(bindAnswer('my neighbour', 'Honda', 'en')).toBe('Honda is my neighbour');
    expect(bindAnswer('sobrinha kkk', 'Bia', 'pt')).toBe('Bia é minha sobrinha');
    expect(bindAnswer('nephew', 'Bento', 'en')).toBe('Bento is my nephew');
    expect(bindAnswer('sim', 'Bento', 'pt')).toBeNull();
  });
  it('leaves a message that names someone or says something else', () => {
    expect(bindAnswer('Mike is my husband', 'Mike', 'en')).toBeNull();
    expect(bindAnswer('preciso ir no dentista', 'Bento', 'pt')).toBeNull();
    expect(bindAnswer('minha filha precisa ir ao pediatra amanhã cedo', 'Bento', 'pt')).toBeNull();
    expect(bindAnswer('a bia é minha irma', 'Bento', 'pt')).toBeNull();
    expect(bindAnswer('minha filha precisa de óculos', 'Bento', 'pt')).toBeNull();
    expect(bindAnswer('my daughter has a cold', 'Tom', 'en')).toBeNull();
  });
});

describe('a name for someone spoken of by pronoun', () => {
  it('reads the name, the gender and what follows', () => {
    expect(parseNaming('O nome dela é Clara.')).toEqual({gender: 'female', name: 'Clara', rest: ''});
    expect(parseNaming("her name's mia btw, she's 11")).toEqual({gender: 'female', name: 'Mia', rest: "she's 11"});
    expect(parseNaming('ele se chama joao pedro')).toEqual({gender: 'male', name: 'Joao', rest: 'pedro'});
    expect(parseNaming('o nome dele é Joao Pedro')).toEqual({gender: 'male', name: 'Joao Pedro', rest: ''});
    expect(parseNaming('a clara é minha filha')).toBeNull();
  });
});

describe('an answer saying the one asked about is a thing', () => {
  it('recognises cars, pets and companies, in both languages', () => {
    for (const t of ["it's my car", 'é meu carro kkk', 'minha cachorra', 'a dog', 'é uma empresa', 'our new van']) expect(saysNotAPerson(t), t).toBe(true);
    for (const t of ['é meu sobrinho', "he's my coworker", 'minha filha']) expect(saysNotAPerson(t), t).toBe(false);
  });
});

describe('ellipsis: "e o João também"', () => {
  it('reads who the last fact also holds for', () => {
    expect(parseAlso('e o joao tb')).toBe('joao');
    expect(parseAlso('E a minha mãe também!')).toBe('minha mãe');
    expect(parseAlso('and Leo too')).toBe('Leo');
    expect(parseAlso('e eu tb kkk')).toBe('eu');
    expect(parseAlso('e preciso comprar pão')).toBeNull();
  });
});
