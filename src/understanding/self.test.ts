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

  it('reads preferences for the profile; one of times alone is also the preferred time', () => {
    expect(aboutUser('Prefiro consultas de manhã')).toEqual({preferences: ['consultas de manhã'], appointmentTimes: 'consultas de manhã'});
    expect(aboutUser('I prefer appointments on Tuesday afternoons')).toEqual({preferences: ['appointments on tuesday afternoons'], appointmentTimes: 'appointments on tuesday afternoons'});
    expect(aboutUser('I prefer tea')).toEqual({preferences: ['tea']});
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
      age: 71,
    });
    expect(aboutUser('oi! me chamo camila, tenho 34 anos, moro em recife e sou enfermeira')).toEqual({name: 'Camila', occupation: 'enfermeira', city: 'Recife', age: 34});
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

describe('a later message changes the age and preferred times the onboarding kept (issue 41.2)', () => {
  it.each([
    ['pt-BR', 'fiz 53 anos semana passada', 53],
    ['pt-BR', 'já tenho 40, acredita?', 40],
    ['pt-BR', 'tô com 45 anos agora', 45],
    ['pt-BR', 'hoje completei 61 anos!', 61],
    ['pt-PT', 'fiz hoje 50 anos', 50],
    ['pt-PT', 'já fiz os 36', 36],
    ['pt-PT', 'tenho 29 anos de idade', 29],
    ['en-US', 'I turned 42 today', 42],
    ['en-US', 'I just turned forty on Saturday', 40],
    ['en-US', "I'm 38 now", 38],
    ['en-GB', "I've just turned 60, mate", 60],
    ['en-GB', 'I am 27 years old', 27],
  ])('%s: "%s" is the age now', (_variety, text, age) => {
    expect(aboutUser(text)?.age).toBe(age);
  });

  it.each([
    ['pt-BR', 'agora prefiro de manhã', 'de manhã'],
    ['pt-BR', 'prefiro consultas depois das 18h', 'consultas depois das 18h'],
    ['pt-PT', 'agora prefiro ao fim da tarde', 'ao fim da tarde'],
    ['pt-PT', 'prefiro marcações às segundas de manhã', 'marcações às segundas de manhã'],
    ['en-US', 'now I prefer evenings after 7', 'evenings after 7'],
    ['en-US', 'I prefer weekday mornings before 10', 'weekday mornings before 10'],
    ['en-GB', 'I prefer appointments at lunchtime', 'appointments at lunchtime'],
    ['en-GB', 'these days I prefer afternoons, never Mondays', 'afternoons, never mondays'],
  ])('%s: "%s" is the preferred time now', (_variety, text, times) => {
    expect(aboutUser(text)?.appointmentTimes).toBe(times);
  });

  it.each([
    // Someone else's age, an age of another time, a number that counts something else.
    'my son turned 12',
    'a minha mãe fez 70 anos',
    'o Pedro fez 15 anos ontem',
    'Ana turned 40 today',
    'quando fiz 18 anos mudei de cidade',
    'depois que fiz 30 comecei a correr',
    'when I turned 21 we went to Vegas',
    "I'll retire when I'm 65",
    'tenho 40 minutos até a reunião',
    'tenho 20 anos de casa',
    'tenho 2 filhos',
    "I'm 30 weeks pregnant",
    "I'm 100% sure",
    "I'm 15 minutes away",
    // A choice among things at hand is no preference; a preference of something else is no time.
    'I prefer the blue one',
    'prefiro esse',
    'prefiro a segunda opção',
    'I prefer that one, thanks',
    'prefiro chá de manhã',
    'I prefer to run in the evening',
  ])('"%s" changes neither the age nor the preferred time', text => {
    const facts = aboutUser(text);
    expect(facts?.age).toBeUndefined();
    expect(facts?.appointmentTimes).toBeUndefined();
  });

  it.each(['I prefer the blue one', 'prefiro esse', 'I prefer that one, thanks', 'prefiro a segunda opção'])('"%s" is a choice, not a preference of the profile', text => {
    expect(aboutUser(text)).toBeUndefined();
  });

  it.each([
    ['en', 'I turned 42 today'],
    ['en', 'Ana turned 40 today'],
    ['pt', 'a minha mãe fez 70 anos ontem'],
  ])('%s: "%s" keeps a birthday, never a yearly event titled by the age', (_lang, text) => {
    const events = extract(text, {now}).events;
    expect(events.map(e => e.title).filter(t => /\d/.test(t))).toEqual([]);
  });

  it('the user\'s "I turned 42 today" is the user\'s birthday on that day', () => {
    const x = extract('I turned 42 today', {now});
    expect(x.user).toEqual({age: 42});
    expect(x.events).toEqual([expect.objectContaining({kind: 'birthday', title: 'birthday', person: 'user', date: '2026-11-21', rrule: 'FREQ=YEARLY'})]);
    expect(x.people).toEqual([]);
  });
});
