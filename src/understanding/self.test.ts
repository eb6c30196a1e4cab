import {describe, expect, it} from 'vitest';
import {extract} from './index.js';
import {aboutUser} from './self.js';

const now = new Date('2026-11-21T10:00:00');

describe('what the speaker says about themself', () => {
  it('reads the user name, in both languages, and not as another person', () => {
    expect(aboutUser('Meu nome é Paulo e trabalho como engenheiro')).toEqual({name: 'Paulo', occupation: 'engenheiro'});
    expect(aboutUser('Me chamo Ana Clara')).toEqual({name: 'Ana Clara'});
    expect(aboutUser('Oi, eu sou a Laura')).toEqual({name: 'Laura'});
    expect(aboutUser('My name is John and I work as a nurse')).toEqual({name: 'John', occupation: 'nurse'});
    const x = extract('Meu nome é Paulo', {now});
    expect(x.keep).toBe(true);
    expect(x.people).toEqual([]);
    expect(x.questions).toEqual([]);
  });

  it('reads preferences for the profile', () => {
    expect(aboutUser('Prefiro consultas de manhã')).toEqual({preferences: ['consultas de manhã']});
    expect(aboutUser('I prefer appointments on Tuesday afternoons')).toEqual({preferences: ['appointments on tuesday afternoons']});
  });

  it('does not take roles or moods for names', () => {
    expect(aboutUser('Eu sou a mãe da Susana')).toBeUndefined();
    expect(aboutUser("I'm tired today")).toBeUndefined();
    expect(aboutUser("I'm a bit tired")).toBeUndefined();
  });
});
