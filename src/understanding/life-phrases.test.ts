/**
 * Phrases from weeks of use that one message alone read wrong: a day said in the next sentence, an
 * event named only as a point in time, a visit that is a topic, a meeting's title without its guest.
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const at = (iso: string) => new Date(iso);
const read = (text: string, now: string) => extract(text, {now: at(now)});

describe('a day said in the sentence after its item', () => {
  it('dates the undated booking of the sentence before', () => {
    const x = read('mom called last nite, her knee replacement is finally on the calendar!! nov 3 at riverside, she has to be there at 6am', '2026-10-06T08:05:00');
    expect(x.checkups).toEqual([expect.objectContaining({person: 'mom', status: 'scheduled', date: '2026-11-03', time: '06:00'})]);
    expect(read('booked my cleaning. mon nov 2 at 8am, before the pipeline call', '2026-10-22T08:10:00').checkups).toEqual([
      expect.objectContaining({person: 'user', kind: 'dentist', status: 'scheduled', date: '2026-11-02', time: '08:00'}),
    ]);
  });
  it('leaves a sentence with an item of its own alone', () => {
    const x = read('booked my cleaning. friday at 3pm I have a call with Steve', '2026-10-22T08:10:00');
    expect(x.checkups[0]).toMatchObject({kind: 'dentist', date: null});
    expect(x.events[0]).toMatchObject({kind: 'call', date: '2026-10-23', time: '15:00'});
  });
});

describe('an event named as a point in time', () => {
  it('is no new event: "before the review", "antes da reunião"', () => {
    const x = read('pipeline call done. steve wants my q3 deck by wed noon, before the review', '2026-10-12T09:50:00');
    expect(x.events).toEqual([]);
    expect(x.tasks.map(t => t.description).join(' ')).toMatch(/deck/);
    expect(read('tenho que mandar a planilha até quinta, antes da reunião', '2026-10-12T09:50:00').events).toEqual([]);
  });
});

describe('one thing said once is one item', () => {
  it('a bill due on a day is its to-do, no deadline beside it; "preciso lembrar de" is how it is said, not what', () => {
    const luz = read('preciso comprar racao pro frajola e pagar a conta de luz q vence dia 15', '2026-09-12T10:40');
    expect(luz.events).toEqual([]);
    expect(luz.tasks).toEqual([expect.objectContaining({description: 'comprar racao pro frajola'}), expect.objectContaining({description: 'pagar a conta de luz', due: '2026-09-15'})]);
    const ipva = read('Voltei da fisioterapia agora. Preciso lembrar de pagar o IPVA do carro, que vence no fim do mês.', '2026-03-04T11:15');
    expect(ipva.tasks).toEqual([expect.objectContaining({description: 'pagar o IPVA do carro', due: '2026-03-31'})]);
  });
  it('going to the visit the message names is the visit: "i should prolly go to the dentist too"', () => {
    const x = read('i should prolly go to the dentist too, havent had a cleaning in like 2 yrs. jess is on my case about it lol', '2026-10-19T20:00');
    expect(x.checkups).toEqual([expect.objectContaining({kind: 'dentist', status: 'needed'})]);
    expect(x.tasks).toEqual([]);
  });
  it("going to someone's home for lunch is the lunch, on the weekday the weekend names", () => {
    const x = read("Tom and I are going to his parents' for Sunday lunch this weekend, so I must remember to buy some flowers for his mum.", '2026-04-06T18:50');
    expect(x.events).toEqual([expect.objectContaining({kind: 'social', title: 'lunch', date: '2026-04-12'})]);
    expect(read('vamos pra floripa no fim de semana', '2026-04-06T18:50').events).toEqual([expect.objectContaining({kind: 'trip', date: '2026-04-11'})]);
  });
  it('an event word naming a job is no event: "with the practice nurse next week"', () => {
    expect(read("He'll start B12 injections with the practice nurse next week.", '2026-05-05T18:30').events).toEqual([]);
    expect(read('soccer practice next tuesday at 5', '2026-05-05T18:30').events).toEqual([expect.objectContaining({kind: 'class', date: '2026-05-12'})]);
  });
  it('a thing ending now is no event: "feriado acabando, amanha volto pro plantao"', () => {
    const x = read('feriado acabando, amanha volto pro plantao. meus plantoes fixos sao toda terca e sexta, das 7 as 19h', '2026-09-07T20:40');
    expect(x.events.map(e => e.title)).toEqual(['plantoes fixos']);
  });
});

describe('a day said as a limit', () => {
  it('dates a to-do, never a meeting: "submitted by Friday 24 April", "até sexta"', () => {
    const x = read('Helen wants the planning drawings for the Chapel Allerton house submitted by Friday 24 April.', '2026-04-13T19:00:00');
    expect(x.events).toEqual([]);
    expect(x.tasks).toEqual([expect.objectContaining({due: '2026-04-24'})]);
    expect(read('preciso mandar a pauta da reunião até sexta', '2026-04-13T19:00:00').events).toEqual([]);
    // A meeting on a day is still one.
    expect(read('planning meeting with Helen on Friday 24 April at 10am', '2026-04-13T19:00:00').events).toEqual([expect.objectContaining({date: '2026-04-24', time: '10:00'})]);
  });
});

describe('a visit that is a topic or a paper', () => {
  it('is no need for an appointment', () => {
    expect(read('need to call aetna about moms surgery preauth, they sent her a letter', '2026-10-13T08:20:00').checkups).toEqual([]);
    expect(read('preciso ligar pro plano sobre a cirurgia da minha mãe', '2026-10-13T08:20:00').checkups).toEqual([]);
  });
  it('a finished visit said "is done" is done', () => {
    expect(read("Dad's blood test is done. The results should be back in about a week.", '2026-04-23T10:00:00').checkups).toEqual([expect.objectContaining({kind: 'blood_test', status: 'done'})]);
  });
  it('"my cleaning" is the dentist, "the cleaning lady" is not', () => {
    expect(read('the cleaning lady comes friday at 9', '2026-10-22T08:10:00').checkups).toEqual([]);
  });
});

describe('a meeting names who it is with', () => {
  it('puts the guest in the title, without "comigo"', () => {
    const x = read('o gerente do banco, rodrigo, quer reunião comigo quinta dia 11 as 15h na agência pra ver o financiamento do forno novo', '2026-06-02T12:15:00');
    expect(x.events[0]!.title).toMatch(/^reunião com Rodrigo na agência/i);
    expect(x.events[0]!.title).not.toMatch(/comigo/);
  });
  it('reads two-letter nicknames: "pelada com o zé", "o zé é meu compadre"', () => {
    expect(read('o zé é meu compadre, padrinho das gêmeas', '2026-06-09T19:48:00').people).toEqual([expect.objectContaining({name: 'Zé', relation: 'friend'})]);
  });
});

describe('a doctor who acts, a visit told in the past, a routine beside its booking', () => {
  it('"grace\'s pediatrician called", "o dentista disse q…": the doctor is no visit of anyone\'s', () => {
    expect(read("grace's pediatrician called, the school vision screening flagged her. they want her to get a real eye exam", '2026-10-16T12:00:00').checkups.map(c => c.kind)).toEqual(['eye_exam']);
    // The one visit a doctor's call names is that doctor's: "Dad's GP rang… They would like to see him on Wednesday 6 May at 10:10".
    expect(read("Dad's GP rang: his B12 is low. They would like to see him on Wednesday 6 May at 10:10 to discuss treatment.", '2026-05-01T20:30:00').checkups).toEqual([
      expect.objectContaining({person: 'dad', kind: 'general_checkup', status: 'scheduled', date: '2026-05-06', time: '10:10'}),
    ]);
    const x = read('a simone falou q o dentista disse q a laís vai precisar de aparelho', '2026-06-01T19:05:00');
    expect(x.checkups.map(c => [c.person, c.kind])).toEqual([['Laís', 'orthodontist']]);
  });
  it('"lunch w/ brad went great, hes sending the PO next wk" adds no lunch next week', () => {
    expect(read('lunch w/ brad went great, hes sending the PO next wk', '2026-10-08T20:30:00').events).toEqual([]);
  });
  it('"his ortho appt is thurs at 3:40… its every month" is one booking that comes monthly', () => {
    const x = read("tyler's ortho appt is thurs at 3:40, braces tightening. its every month", '2026-10-05T19:24:00');
    expect(x.checkups).toEqual([expect.objectContaining({kind: 'orthodontist', status: 'scheduled', date: '2026-10-08', time: '15:40', everyMonths: 1})]);
  });
  it('"my smear test is overdue. I really must book it." is a need, and no to-do called "book it"', () => {
    const x = read("I've had a letter from the NHS saying that my smear test is overdue. I really must book it.", '2026-04-15T19:00:00');
    expect(x.checkups).toEqual([expect.objectContaining({person: 'user', kind: 'gynecologist', status: 'needed'})]);
    expect(x.tasks).toEqual([]);
  });
});

describe('no one made up', () => {
  const names = (text: string) => read(text, '2026-04-13T19:00:00').people.map(p => p.name);
  it("places, brands, the speaker's own name, a job grade and a kind of parent are nobody", () => {
    expect(names("I've submitted the planning drawings for Chapel Allerton, a day early for once.")).toEqual([]);
    expect(names("I'm off to York for the hen do.")).toEqual([]);
    expect(names('A festa do Miguel foi uma alegria. Ele adorou o Lego!')).toEqual(['Miguel']);
    expect(names("I'm a junior architect at a small practice in the city centre.")).toEqual([]);
    expect(names('grace crushed it as tree #3. proudest dad in the building')).toEqual([]);
    expect(names('Bom dia. Meu nome é Maria de Lourdes, mas todos me chamam de Lourdes.')).toEqual([]);
    expect(names("aula normal hj, e a noite jantar de valentine's com o Mark 7pm")).toEqual(['Mark']);
  });
  it('still reads people there: "dinner with Sarah Jones", "sou o júnior" is the speaker', () => {
    expect(names('dinner with Sarah Jones at 8')).toEqual(['Sarah Jones']);
    expect(read('bom dia! sou o júnior, ademir júnior na verdade kkk. tenho 45 anos', '2026-06-01T08:12:00').user?.name).toMatch(/j[uú]nior/i);
  });
});

describe('who they are to the speaker', () => {
  const people = (text: string) => read(text, '2026-06-01T19:08:00').people.map(p => [p.name, p.relation, p.age]);
  it('a team listed after a colon works with the speaker; "o time do Pedro" lists nobody', () => {
    expect(people('my team: Ana, Raj and Li')).toEqual([
      ['Ana', 'coworker', null],
      ['Raj', 'coworker', null],
      ['Li', 'coworker', null],
    ]);
    expect(people('a equipe é pequena uai: a cleide no balcão e o toninho q é o padeiro')).toContainEqual(['Toninho', 'coworker', null]);
    expect(people('o time do Pedro ganhou ontem')).toEqual([['Pedro', null, null]]);
  });
  it('"she\'ll be 38" the day before her birthday is 37 today', () => {
    expect(people("jess's bday is tmrw!! she'll be 38. need to grab her a gift")).toEqual([['Jess', null, 37]]);
  });
});

describe('a booking said in the clause after the visit', () => {
  it('"liguei na ortodontista q o dentista indicou… marcou pra laís dia 10 as 16h30" books Laís\'s orthodontist, and the dentist who recommended is no visit', () => {
    const x = read('liguei na ortodontista q o dentista indicou, a dra kátia. marcou pra laís dia 10 as 16h30', '2026-06-03T17:30:00');
    expect(x.checkups).toEqual([expect.objectContaining({person: 'Laís', kind: 'orthodontist', status: 'scheduled', date: '2026-06-10', time: '16:30'})]);
  });
});

describe('a doctor asking, said as "ela"', () => {
  it('"fui na gineco, tudo certo. ela pediu uma mamografia" is a mammogram the speaker needs', () => {
    expect(read('fui na gineco, tudo certo. ela pediu uma mamografia pq tenho historico na familia', '2026-10-08T12:00:00').checkups).toContainEqual(
      expect.objectContaining({person: 'user', kind: 'mammogram', status: 'needed'}),
    );
  });
});

describe('a trip by its tickets, an age by its birthday', () => {
  it('"comprei as passagens pra curitiba: 18 de dezembro, volta 4 de janeiro" is the trip, to its last day', () => {
    expect(read('the flights! comprei as passagens pra curitiba: 18 de dezembro, volta 4 de janeiro', '2026-01-30T09:05:00').events).toEqual([
      expect.objectContaining({kind: 'trip', title: 'Viagem para Curitiba', date: '2026-12-18', endDate: '2027-01-04'}),
    ]);
  });
  it('"she\'s turning 65 on feb 8" is 64 today', () => {
    expect(read("minha mãe se chama Regina btw, she's turning 65 on feb 8", '2026-01-19T08:45:00').people.map(p => [p.name, p.age])).toEqual([['Regina', 64]]);
  });
});

describe('someone who comes on set days', () => {
  it('"Margaret comes on Monday, Wednesday and Friday mornings from nine until ten" is every week, from 09:00', () => {
    expect(read("Margaret is Dad's carer. Margaret comes on Monday, Wednesday and Friday mornings from nine until ten.", '2026-04-07T08:33:00').events).toEqual([
      expect.objectContaining({title: 'Margaret', date: '2026-04-08', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR'}),
    ]);
  });
  it('"jantar sexta e sábado" is still two dinners, not a weekly one', () => {
    expect(read('jantar sexta e sábado com os amigos às 20h', '2026-04-07T08:33:00').events.every(e => e.rrule === null)).toBe(true);
  });
});

describe('an English appointment named by the words before it', () => {
  it('"His next memory clinic appointment…" is the memory clinic; a bare "an appointment" has no name', () => {
    expect(read("His next memory clinic appointment is at St James's on Thursday 16 April at 11:20.", '2026-04-06T09:30:00').checkups[0]).toMatchObject({
      label: 'memory clinic',
      date: '2026-04-16',
      time: '11:20',
    });
    expect(read('I have an appointment on friday at 3', '2026-04-06T09:30:00').checkups[0]).not.toHaveProperty('label');
    // Portuguese names a visit after its word: "marquei o exame" has none before it.
    expect(read('marquei o exame da minha mãe pra sexta às 8h', '2026-04-06T09:30:00').checkups[0]).not.toHaveProperty('label');
  });
});

describe('what a small shop owner says in passing', () => {
  it('names the team read in lower case, the landlord by his surname, and no age in "fez 2 gols"', () => {
    const team = read('a equipe é pequena uai: a cleide no balcão e o toninho q é o padeiro', '2026-06-01T08:20:00');
    expect(team.people.map(p => [p.name, p.relation])).toEqual([
      ['Cleide', 'coworker'],
      ['Toninho', 'coworker'],
    ]);
    expect(read('o moreira passou aqui na padaria, quer aumentar o aluguel em 10%', '2026-06-25T14:00:00').questions).toEqual(['Quem é Moreira?']);
    expect(read('pelada hj foi boa, o zé fez 2 gols kkk', '2026-07-01T20:45:00').people[0]?.age ?? null).toBeNull();
  });
  it('"o forno novo chega quinta dia 2" is on the agenda; "quinta q vem" brings nobody; "colocou o aparelho hj" is the visit', () => {
    expect(read('o forno novo chega quinta dia 2 de manhã, o toninho vai vir mais cedo pra ajudar', '2026-06-28T18:45:00').events).toEqual([
      expect.objectContaining({title: 'chegada do forno novo', date: '2026-07-02'}),
    ]);
    expect(read('the new sofa arrives on friday', '2026-06-28T18:45:00').events).toEqual([expect.objectContaining({title: 'new sofa arrives', date: '2026-07-03'})]);
    expect(read('simone marcou a mamografia pra quinta q vem, dia 25, as 7h40', '2026-06-18T19:20:00').events).toEqual([]);
    expect(read('laís colocou o aparelho hj', '2026-06-10T19:30:00').checkups).toEqual([expect.objectContaining({kind: 'orthodontist', status: 'done', date: '2026-06-10'})]);
  });
});

describe('a surgery over', () => {
  it('"moms out of surgery, doc says it went perfect" is the surgery done, and the doctor who speaks no visit of his own', () => {
    expect(read('moms out of surgery, doc says it went perfect. kevins w/ her', '2026-11-05T15:00:00').checkups).toEqual([expect.objectContaining({kind: 'other', label: 'surgery', status: 'done'})]);
    expect(read('a mãe saiu da cirurgia, correu tudo bem', '2026-11-05T15:00:00').checkups).toEqual([expect.objectContaining({label: 'cirurgia', status: 'done'})]);
  });
});

describe('how one goes to a visit', () => {
  it('"quer q eu va junto", "tem q ir em jejum" are part of the booking, no to-dos', () => {
    const a = read('meu pai, seu severino, ligou: tem consulta no cardiologista quinta as 14h e quer q eu va junto', '2026-09-08T19:50:00');
    expect(a.tasks).toEqual([]);
    expect(a.checkups).toEqual([expect.objectContaining({kind: 'cardiologist', status: 'scheduled'})]);
    expect(read('marquei o exame de sangue de painho pra quarta 23 as 7h. tem q ir em jejum', '2026-09-21T08:30:00').tasks).toEqual([]);
  });
});

describe('a run of days with a hyphen', () => {
  it('"the sales conference in chicago nov 12-13" is an event over both days, and "12-13 de novembro" the same span', () => {
    const x = read('need to book a hotel for the sales conference in chicago nov 12-13', '2026-10-26T19:00:00');
    expect(x.events).toEqual([expect.objectContaining({title: 'sales conference in chicago', date: '2026-11-12', endDate: '2026-11-13'})]);
    expect(x.tasks).toEqual([expect.objectContaining({description: 'book a hotel for the sales conference in chicago'})]);
    expect(read('congresso em recife 12-13 de novembro', '2026-10-26T19:00:00').events).toEqual([expect.objectContaining({date: '2026-11-12', endDate: '2026-11-13'})]);
  });
});

describe("a child's party", () => {
  const sunday = '2026-11-29T19:00:00';
  it('is a party that day, not a birthday every year on it', () => {
    expect(read('Arjun has a birthday party on Saturday at 2pm', sunday).events).toEqual([
      expect.objectContaining({kind: 'social', title: 'birthday party', person: 'Arjun', date: '2026-12-05', time: '14:00', rrule: null}),
    ]);
    expect(read('a Bia tem festa de aniversário no sábado às 15h', sunday).events).toEqual([expect.objectContaining({kind: 'social', person: 'Bia', rrule: null})]);
    // Someone's birthday said as such is still theirs, every year.
    expect(read("Maya's birthday is on Saturday", sunday).events[0]).toMatchObject({kind: 'birthday', person: 'Maya', rrule: 'FREQ=YEARLY'});
  });
  it("is the child's when the child has it, the speaker's when it is shared", () => {
    expect(read("Arjun's got a sleepover on Friday", sunday).events[0]).toMatchObject({person: 'Arjun', date: '2026-12-04'});
    expect(read('Maya has a playdate with Lily on Thursday', sunday).events[0]).toMatchObject({person: 'Maya', with: ['Lily']});
    expect(read('jantar com a Ana no sábado', sunday).events[0]).toMatchObject({person: 'user', with: ['Ana']});
    expect(read('a Bia e eu temos jantar no sábado', sunday).events[0]).toMatchObject({person: 'user', with: ['Bia']});
    expect(read('o Marcelo tem jantar com a gente sábado', sunday).events[0]).toMatchObject({person: 'user', with: ['Marcelo']});
  });
});

describe('a family introduced in one breath, in lower case', () => {
  const sunday = '2026-11-29T19:00:00';
  it('names the husband before "and our kids", and the counted kids after the comma', () => {
    const x = read("hi! i'm priya, i live in bristol with my husband tom and our two kids, maya (8) and arjun (5)", sunday);
    expect(x.people.map(p => [p.name, p.relation, p.age])).toEqual([
      ['Tom', 'husband', null],
      ['Maya', 'daughter', 8],
      ['Arjun', 'son', 5],
    ]);
    expect(read('meus dois filhos, a Maya e o Arjun', sunday).people.map(p => p.relation)).toEqual(['daughter', 'son']);
  });
  it("reads a known name's possessive in lower case: tom's mum pat, arjun's jabs", () => {
    const mum = extract("tom's mum pat is coming to stay", {now: at(sunday), knownPeople: ['Tom']});
    expect(mum.relationships).toEqual([expect.objectContaining({subject: 'Pat', relation: 'mother', object: 'Tom'})]);
    expect(extract("i need to book arjun's 5 year jabs", {now: at(sunday), knownPeople: ['Arjun']}).checkups).toEqual([expect.objectContaining({kind: 'vaccine', person: 'Arjun', status: 'needed'})]);
  });
});

describe('an age in apposition after a name', () => {
  it('"a Nina, de 6 anos", "o João, 7 anos, tem dentista": the age is hers, his; "o Pedro, 10 anos atrás" is no age', () => {
    const sunday = '2026-11-29T19:00:00';
    expect(read('moro em campinas com o Rafa e a Nina, de 6 anos', sunday).people.map(p => [p.name, p.age])).toEqual([
      ['Rafa', null],
      ['Nina', 6],
    ]);
    expect(read('o João, 7 anos, tem dentista amanhã', sunday).people.map(p => [p.name, p.age])).toEqual([['João', 7]]);
    expect(read('Casei com o Pedro, 10 anos atrás', sunday).people.map(p => [p.name, p.age])).toEqual([['Pedro', null]]);
    expect(read('moro em campinas, 6 anos já', sunday).people).toEqual([]);
  });
});

describe('a guest staying some days', () => {
  const sunday = '2026-11-29T19:00:00';
  it('is one event over the days said, titled by who comes', () => {
    expect(read("Tom's mum Pat is coming to stay from Thursday to Sunday", sunday).events).toEqual([
      expect.objectContaining({title: 'Pat staying', date: '2026-12-03', endDate: '2026-12-06', rrule: null}),
    ]);
    expect(read('minha sogra vem passar uns dias, de quinta a domingo', sunday).events).toEqual([
      expect.objectContaining({title: 'visita da minha sogra', date: '2026-12-03', endDate: '2026-12-06', rrule: null}),
    ]);
    // Coming for Christmas, arriving on a day: the stay starts that day.
    expect(read('minha mãe vem passar o natal com a gente, chega dia 22', sunday).events).toEqual([expect.objectContaining({title: 'visita da minha mãe', date: '2026-12-22'})]);
    expect(read('my parents are coming for christmas, they arrive on the 23rd', sunday).events).toEqual([expect.objectContaining({title: 'my parents staying', date: '2026-12-23'})]);
    // A service visit still needs its hour; a guest with one day and no stay said is no event.
    expect(read('Pat is coming on Thursday', sunday).events).toEqual([]);
  });
  it('over a weekend, lasts the weekend; a trip too', () => {
    expect(read('my sister Jo is coming to stay next weekend', sunday).events).toEqual([expect.objectContaining({title: 'Jo staying', date: '2026-12-05', endDate: '2026-12-06'})]);
    expect(read('minha sogra vem passar o fim de semana que vem aqui', sunday).events).toEqual([expect.objectContaining({title: 'visita da minha sogra', date: '2026-12-05', endDate: '2026-12-06'})]);
    expect(read('vamos pra praia no próximo fim de semana', sunday).events).toEqual([expect.objectContaining({kind: 'trip', date: '2026-12-05', endDate: '2026-12-06'})]);
    // Named between commas after the kinship word.
    expect(read('minha sogra, dona cida, vem passar o próximo fim de semana aqui', sunday).events).toEqual([
      expect.objectContaining({title: 'visita de Cida', date: '2026-12-05', endDate: '2026-12-06', with: ['Cida']}),
    ]);
    // A party on the weekend is on its day, not over it.
    expect(read('we have a party next weekend', sunday).events.map(e => e.endDate ?? null)).toEqual([null]);
  });
});

describe('a weekday with a plural part of the day', () => {
  it('is weekly: "football on saturday mornings"', () => {
    expect(read('arjun has football on saturday mornings', '2026-11-29T19:00:00').events).toEqual([
      expect.objectContaining({kind: 'class', title: 'football', person: 'Arjun', date: '2026-12-05', rrule: 'FREQ=WEEKLY;BYDAY=SA'}),
    ]);
    expect(read('we have a call next saturday morning', '2026-11-29T19:00:00').events[0]).toMatchObject({rrule: null});
  });
});

describe('an arrival said the British way', () => {
  it('"gets in" and "lands" are arrivals; the speaker\'s own is no item', () => {
    const now = '2026-12-02T21:00:00';
    expect(extract("pat's train gets in at 4pm on thursday, tom will pick her up", {now: at(now), knownPeople: ['Pat', 'Tom']}).events).toEqual([
      expect.objectContaining({title: "Pat's train arrives", date: '2026-12-03', time: '16:00'}),
    ]);
    expect(read('I get in late on Friday', now).events).toEqual([]);
  });
});

describe('a list of chores carried on in English', () => {
  it('"and renew the car insurance by the 15th" is the next to-do; "and then…" is not', () => {
    const now = '2026-12-06T10:01:00';
    expect(read('and renew the car insurance by the 15th', now).tasks).toEqual([{description: 'renew the car insurance', status: 'open', due: '2026-12-15'}]);
    expect(read('and then we went home', now).tasks).toEqual([]);
  });
});
