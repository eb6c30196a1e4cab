import {describe, expect, it} from 'vitest';
import {classify} from './intent.js';

describe('what the user wants from a turn', () => {
  it('recognises who-is and when questions, keeping the name as written', () => {
    expect(classify('Quem é a Susana?')).toEqual({kind: 'who', name: 'Susana'});
    expect(classify('who is Dr. Roberto?')).toEqual({kind: 'who', name: 'Dr. Roberto'});
    expect(classify('Quando fui no dentista?').kind).toBe('when');
    expect(classify('When did Jake go to the pediatrician?').kind).toBe('when');
  });

  it('recognises due, people, greetings, thanks and short answers', () => {
    expect(classify('o que tenho pendente?').kind).toBe('due');
    expect(classify("What's due?").kind).toBe('due');
    expect(classify('Quem você conhece?').kind).toBe('people');
    expect(classify('Bom dia!').kind).toBe('greeting');
    expect(classify('valeu').kind).toBe('thanks');
    expect(classify('Sim, por favor').kind).toBe('yes');
    expect(classify('não').kind).toBe('no');
  });

  it('tells questions from statements', () => {
    expect(classify('Qual é a capital da Mongólia?').kind).toBe('question');
    expect(classify('A Susana precisa ir no oftalmologista').kind).toBe('statement');
    expect(classify('Simone vem amanhã').kind).toBe('statement');
  });
});
