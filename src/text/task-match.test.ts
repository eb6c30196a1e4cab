import {describe, expect, it} from 'vitest';
import {isVagueDone, matchDoneTask, ptVerbRoot, readTaskPhrase} from './task-match.js';

const tasks = (...descriptions: string[]) => descriptions.map((description, i) => ({id: i + 1, description}));

describe('readTaskPhrase', () => {
  it('reads the verb concept across tenses and languages', () => {
    expect(readTaskPhrase('renovar a cnh').verb).toBe(readTaskPhrase('renovei a cnh hj').verb);
    expect(readTaskPhrase('renew my passport').verb).toBe(readTaskPhrase('renovar o passaporte').verb);
    expect(readTaskPhrase('entregar o relatório').verb).toBe(readTaskPhrase('Entreguei o relatório.').verb);
    expect(readTaskPhrase('organizar a garagem').verb).toBe(readTaskPhrase('organizei a garagem').verb);
  });
  it('keeps the object and drops leads, time words and the reason', () => {
    expect(readTaskPhrase('preciso renovar a cnh pq venceu semana passada').objects).toEqual(['cnh']);
    expect(readTaskPhrase('renovei a cnh hj').objects).toEqual(['cnh']);
    expect(readTaskPhrase('I already did it.').objects).toEqual([]);
  });
  it('reduces regular Portuguese verbs to one root', () => {
    expect(ptVerbRoot('entreguei')).toBe(ptVerbRoot('entregar'));
    expect(ptVerbRoot('fiquei')).toBe(ptVerbRoot('ficar'));
  });
});

describe('matchDoneTask', () => {
  it('closes the task with the same verb and object, and no other', () => {
    const open = tasks('levar o carro na revisão', 'renovar a cnh', 'pagar o IPTU');
    expect(matchDoneTask('renovei a cnh hj', open)).toEqual({kind: 'close', id: 2});
    expect(matchDoneTask('Entreguei o relatório.', tasks('pagar o IPTU', 'entregar o relatório trimestral'))).toEqual({kind: 'close', id: 2});
    expect(matchDoneTask('renewed the cnh', open)).toEqual({kind: 'close', id: 2});
  });
  it('lets a generic "terminei" close by its object', () => {
    expect(matchDoneTask('terminei o canal!!', tasks('comprar pão', 'fazer um tratamento de canal'))).toEqual({kind: 'close', id: 2});
    expect(matchDoneTask('finished the slides', tasks('call mom', 'prepare the slides for monday'))).toEqual({kind: 'close', id: 2});
  });
  it('never closes an unrelated task', () => {
    expect(matchDoneTask('paguei a conta de luz', tasks('renovar o passaporte'))).toEqual({kind: 'none'});
    expect(matchDoneTask('paguei o aluguel', tasks('conferir o aluguel'))).toEqual({kind: 'none'});
    expect(matchDoneTask('comprei pão', [])).toEqual({kind: 'none'});
  });
  it('asks when the statement names no task ("I already did it", "já fiz")', () => {
    expect(matchDoneTask('did it', tasks('renovar o passaporte'))).toEqual({kind: 'ask', ids: [1]});
    expect(matchDoneTask('ja fiz', tasks('comprar o presente', 'trocar o oleo', 'pagar a conta de luz'))).toEqual({kind: 'ask', ids: [1, 2, 3]});
  });
  it('closes by verb alone only when one open task has that verb', () => {
    expect(matchDoneTask('renovei!', tasks('pagar a luz', 'renovar o passaporte'))).toEqual({kind: 'close', id: 2});
    expect(matchDoneTask('paguei', tasks('pagar a luz', 'pagar o IPTU'))).toEqual({kind: 'ask', ids: [1, 2]});
  });
  it('prefers the task that holds more of what was said, and asks on a tie', () => {
    expect(matchDoneTask('paguei a conta de luz', tasks('pagar a conta de água', 'pagar a conta de luz'))).toEqual({kind: 'close', id: 2});
    expect(matchDoneTask('paguei a conta', tasks('pagar a conta de água', 'pagar a conta de luz'))).toEqual({kind: 'ask', ids: [1, 2]});
  });
});

describe('isVagueDone', () => {
  it('recognises completions that name nothing, typed any way', () => {
    for (const s of ['ja fiz', 'Já fiz!', 'fiz kkk', 'done', 'I already did it.', 'just did it', "it's done", 'ok did it', 'pronto, já fiz', "Right, I've done it now.", 'beleza, feito'])
      expect(isVagueDone(s), s).toBe(true);
    for (const s of ['fiz o exame de sangue', 'renovei a cnh', 'ja fiz o pix pro joao', 'did you call?', "ok, I've done the deck"]) expect(isVagueDone(s), s).toBe(false);
  });
});
