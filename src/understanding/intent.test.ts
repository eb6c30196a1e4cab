import {describe, expect, it} from 'vitest';
import {classify, isQuestionIntent} from './intent.js';

describe('what the user wants from a turn', () => {
  it('recognises who-is and when questions, keeping the name as written', () => {
    expect(classify('Quem é a Susana?')).toEqual({kind: 'who', name: 'Susana'});
    expect(classify('who is Dr. Roberto?')).toEqual({kind: 'who', name: 'Dr. Roberto'});
    expect(classify('Quando fui no dentista?').kind).toBe('when');
    expect(classify('When did Jake go to the pediatrician?').kind).toBe('when');
    // Who does something is not who someone is; a name is still a name.
    expect(classify("who's coming this week?").kind).not.toBe('who');
    expect(classify('who is picking up maya on friday?').kind).not.toBe('who');
    expect(classify("who's Ming?")).toEqual({kind: 'who', name: 'Ming'});
    expect(classify('who is the Sterling guy?').kind).toBe('who');
  });

  it('recognises due, people, greetings, thanks and short answers', () => {
    expect(classify('o que tenho pendente?').kind).toBe('due');
    expect(classify('Pronto, já resolvi aquilo que estava pendente.').kind).toBe('statement');
    expect(classify('tem algo pendente?').kind).toBe('due');
    expect(classify("What's due?").kind).toBe('due');
    expect(classify('Quem você conhece?').kind).toBe('people');
    expect(classify('Bom dia!').kind).toBe('greeting');
    expect(classify('valeu').kind).toBe('thanks');
    expect(classify('brigadao, ajudou mto kkk').kind).toBe('thanks');
    expect(classify('obg!').kind).toBe('thanks');
    expect(classify('Sim, por favor').kind).toBe('yes');
    expect(classify('não').kind).toBe('no');
  });

  it('tells questions from statements', () => {
    expect(classify('Qual é a capital da Mongólia?').kind).toBe('question');
    expect(classify('A Susana precisa ir no oftalmologista').kind).toBe('statement');
    expect(classify('Simone vem amanhã').kind).toBe('statement');
  });
});

describe('question intents, PT and EN, formal and chat-typed', () => {
  const kind = (m: string) => classify(m).kind;

  it('reads agenda questions with the days they name', () => {
    expect(classify('o q eu tenho hj?')).toEqual({kind: 'agenda', span: {kind: 'today'}});
    expect(classify('O que eu tenho hoje?')).toEqual({kind: 'agenda', span: {kind: 'today'}});
    expect(classify("what's coming up this week?")).toEqual({kind: 'agenda', span: {kind: 'week'}});
    expect(classify('o que tenho segunda?')).toEqual({kind: 'agenda', span: {kind: 'weekday', day: 1}});
    expect(classify('o q a clara tem no sabado?')).toEqual({kind: 'agenda', span: {kind: 'weekday', day: 6}});
    expect(classify('Tem algum aniversário nesta semana?')).toEqual({kind: 'agenda', span: {kind: 'week'}});
    expect(classify('anything on tmrw?')).toEqual({kind: 'agenda', span: {kind: 'tomorrow'}});
    expect(classify("what's on my calendar?")).toEqual({kind: 'agenda', span: {kind: 'upcoming'}});
    expect(classify('tenho algo no fds?')).toEqual({kind: 'agenda', span: {kind: 'weekend'}});
    expect(classify('tenho dentista amanha?')).toEqual({kind: 'agenda', span: {kind: 'tomorrow'}});
    expect(classify('any appointments this week?')).toEqual({kind: 'agenda', span: {kind: 'week'}});
    expect(classify('e amanha?')).toEqual({kind: 'agenda', span: {kind: 'tomorrow'}});
    expect(classify('what about friday?')).toEqual({kind: 'agenda', span: {kind: 'weekday', day: 5}});
    expect(classify("what's my day look like?")).toEqual({kind: 'agenda', span: {kind: 'today'}});
  });

  it('reads the question word at the end and softening lead-ins', () => {
    expect(classify('a consulta da fernanda é quando?')).toMatchObject({kind: 'when', topic: 'a consulta da fernanda'});
    expect(classify('how long since I went to the dentist?')).toMatchObject({kind: 'when', tense: 'past'});
    expect(classify('vc sabe meu nome?')).toEqual({kind: 'profile', field: 'name'});
    expect(classify('do you know my name?')).toEqual({kind: 'profile', field: 'name'});
    expect(classify("what's Leo's birthday?")).toMatchObject({kind: 'person', field: 'birthday'});
    expect(classify('vc lembra do que combinamos sobre as ferias?').kind).toBe('recall');
    expect(classify('o que falta fazer?').kind).toBe('tasks');
    expect(classify('minhas tarefas').kind).toBe('tasks');
    expect(classify('agenda de amanhã')).toEqual({kind: 'agenda', span: {kind: 'tomorrow'}});
    expect(classify('my schedule this week')).toEqual({kind: 'agenda', span: {kind: 'week'}});
  });

  it('reads tasks, profile and person questions', () => {
    expect(kind('quais sao minhas tarefas?')).toBe('tasks');
    expect(kind('what do I need to do?')).toBe('tasks');
    expect(classify('onde eu moro?')).toEqual({kind: 'profile', field: 'city'});
    expect(classify('Qual é o meu nome?')).toEqual({kind: 'profile', field: 'name'});
    expect(classify('whats my name?')).toEqual({kind: 'profile', field: 'name'});
    expect(classify('where do i live?')).toEqual({kind: 'profile', field: 'city'});
    expect(classify('o que vc sabe sobre mim?')).toEqual({kind: 'profile', field: 'all'});
    expect(classify('vc lembra quantos anos o joao tem?')).toMatchObject({kind: 'person', field: 'age'});
    expect(classify('how old is grandma?')).toMatchObject({kind: 'person', field: 'age'});
    expect(classify('quando é o aniversario da minha mae?')).toMatchObject({kind: 'person', field: 'birthday'});
    expect(classify('quem sao meus filhos?')).toEqual({kind: 'role', topic: 'meus filhos'});
    expect(classify('who are my kids?')).toEqual({kind: 'role', topic: 'my kids'});
    expect(classify('qual o nome da pediatra das crianças?')).toMatchObject({kind: 'role'});
  });

  it('tells when-is from when-did, habits and decisions', () => {
    expect(classify('quando é a consulta da fernanda?')).toMatchObject({kind: 'when', tense: 'future'});
    expect(classify("When is Anna's dermatologist appointment?")).toMatchObject({kind: 'when', tense: 'future'});
    expect(classify('quando foi a última vez que levei o João no pediatra?')).toMatchObject({kind: 'when', tense: 'past'});
    expect(classify('when did I last see the dentist?')).toMatchObject({kind: 'when', tense: 'past'});
    expect(kind('quando eu costumo ir no dentista?')).toBe('habit');
    expect(kind('when do I usually go to the dentist?')).toBe('habit');
    expect(kind('o que decidimos sobre o carro?')).toBe('recall');
    expect(kind('what did we decide about the car?')).toBe('recall');
  });

  it('leaves statements that mention days and people as statements', () => {
    expect(kind('tenho dentista amanha as 14h')).not.toBe('agenda');
    expect(kind('my name is dana')).toBe('statement');
    expect(kind('a clara tem pediatra sexta')).toBe('statement');
    expect(kind('a clara faz natacao todo sabado as 9h')).toBe('statement');
    expect(kind('Remind me tomorrow to call the insurance company.')).not.toBe('agenda');
    expect(kind('marquei o pediatra do joao pra quinta as 15h')).toBe('statement');
    expect(isQuestionIntent(classify('o q eu tenho hj?'))).toBe(true);
    expect(isQuestionIntent(classify('o joao é meu filho, tem 4 anos'))).toBe(false);
  });
});

describe('news told with surprise and question marks is a statement, not a question', () => {
  it.each([
    "so apparently there's no pta meeting this week anymore?? they postponed it",
    'turns out the dentist is off tomorrow?!',
    'pelos vistos já não há reunião de condomínio?',
    'parece que cancelaram a aula de natação da Bia??',
  ])('%s', text => {
    expect(classify(text).kind).toBe('statement');
  });
  it.each(['afinal quando é o dentista?', 'is the pta meeting still on this week?'])('still a question: %s', text => {
    expect(classify(text).kind).not.toBe('statement');
  });
});
