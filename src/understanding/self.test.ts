import {describe, expect, it} from 'vitest';
import {extract} from './index.js';
import {aboutUser} from './self.js';

const now = new Date('2026-11-21T10:00:00');

describe('what the speaker says about themself', () => {
  it('reads the user name, in both languages, and not as another person', () => {
    expect(aboutUser('Meu nome é Paulo e trabalho como engenheiro')).toEqual({name: 'Paulo', occupation: 'engenheiro'});
    expect(aboutUser('Me chamo Ana Clara')).toEqual({name: 'Ana Clara'});
    expect(aboutUser('Oi, eu sou a Laura')).toEqual({name: 'Laura'});
    // After any greeting, typed in lower case.
    expect(aboutUser('bom dia! sou o júnior, ademir júnior na verdade kkk')).toMatchObject({name: 'Júnior'});
    expect(extract('bom dia! sou o júnior, ademir júnior na verdade kkk', {now}).people).toEqual([]);
    expect(aboutUser('good morning, im tom.')).toMatchObject({name: 'Tom'});
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

describe('the user introduced the chat way', () => {
  it('reads the name they go by, "sou <job>", a city after a filler, "i do sales"', () => {
    expect(aboutUser('Meu nome é Maria de Lourdes, mas todos me chamam de Lourdes. Tenho 71 anos, sou professora aposentada e moro sozinha aqui em Porto Alegre')).toEqual({
      name: 'Lourdes',
      occupation: 'professora aposentada',
      city: 'Porto Alegre',
    });
    expect(aboutUser('oi! me chamo camila, tenho 34 anos, moro em recife e sou enfermeira')).toEqual({name: 'Camila', occupation: 'enfermeira', city: 'Recife'});
    expect(aboutUser('hey. im mike, 41, live in columbus. i do medical device sales so my life is calls')).toEqual({name: 'Mike', occupation: 'medical device sales', city: 'Columbus'});
  });
  it('takes no state for a job', () => {
    expect(aboutUser('sou casada e tenho 2 filhos')).toBeUndefined();
    expect(aboutUser('sou separada, eles passam os fds com o pai')).toBeUndefined();
  });
});

describe('a later message changes what the onboarding kept (issue 41.2)', () => {
  it.each([
    ['pt-BR', 'a gente se mudou pra Campinas mês passado', {city: 'Campinas'}],
    ['pt-BR', 'me mudei para São José dos Campos', {city: 'São José dos Campos'}],
    ['pt-PT', 'mudei-me para Aveiro em setembro', {city: 'Aveiro'}],
    ['pt-PT', 'mudámo-nos para o Porto', {city: 'Porto'}],
    ['en-US', 'we just moved to Boston', {city: 'Boston'}],
    ['en-US', 'I now work as a charge nurse', {occupation: 'charge nurse'}],
    ['en-GB', "we've moved up to Leeds, closer to mum", {city: 'Leeds'}],
    ['en-GB', 'I currently work as a teaching assistant', {occupation: 'teaching assistant'}],
  ])('%s: "%s"', (_variety, text, facts) => {
    expect(aboutUser(text)).toEqual(facts);
  });

  it.each([
    // Someone else's move, a booking moved to a day or month, a move with no place named.
    'minha irmã se mudou para Curitiba',
    'my sister moved to Denver',
    'mudei para Sexta a consulta do Pedro',
    'I moved to Friday the dentist',
    'we moved to March the trip',
    'mudei para o apartamento novo',
    'we just moved to a bigger flat',
  ])('"%s" changes nothing of the user', text => {
    expect(aboutUser(text)?.city).toBeUndefined();
  });
});
