import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date(2026, 10, 21, 10, 0, 0);
const x = (text: string, knownPeople?: string[]) => extract(text, {now, knownPeople});
const person = (text: string, name: string) => x(text).people.find(p => p.name === name);

describe('a colon opens a clause', () => {
  it('a capitalised word after a note\'s subject and a colon is not a name ("Ana: Prefere chá")', () => {
    expect(x('Ana Souza: Prefere chá a café').people.map(p => p.name)).toEqual(['Ana Souza']);
    expect(x('Lista: Ana e Pedro vêm jantar').people.map(p => p.name)).toEqual(['Ana', 'Pedro']);
  });
});

describe('possessive kinship and names', () => {
  it('names a relative by apposition, with gender from the kinship word', () => {
    expect(person('Minha cunhada, a Renata, chega hoje.', 'Renata')).toMatchObject({relation: 'sister-in-law', gender: 'female'});
    expect(person('Meu padrasto Otávio mora em Campinas.', 'Otávio')).toMatchObject({relation: 'stepfather', gender: 'male'});
  });
  it('keeps an unnamed relative under the kinship word as written', () => {
    const r = x('Minha madrasta está internada.');
    expect(r.people).toEqual([expect.objectContaining({name: 'madrasta', relation: 'stepmother', gender: 'female', unnamed: true})]);
    expect(r.relationships).toContainEqual({subject: 'madrasta', relation: 'stepmother', object: 'user'});
  });
  it('takes gender from the possessive when the word has none ("minha chefe")', () => {
    expect(x('Minha chefe aprovou minhas férias.').people[0]).toMatchObject({relation: 'boss', gender: 'female'});
  });
  it('reads lists after a plural kinship word, each with its own gender', () => {
    const r = x('Meus netos, Davi e Manuela, passaram o fim de semana aqui.');
    expect(r.people.find(p => p.name === 'Davi')).toMatchObject({relation: 'grandson', gender: 'male'});
    expect(r.people.find(p => p.name === 'Manuela')).toMatchObject({relation: 'granddaughter', gender: 'female'});
  });
  it('reads English lists with ages in parentheses', () => {
    const r = x('My grandkids Olivia (7) and Noah (4) are visiting.');
    expect(r.people.find(p => p.name === 'Olivia')).toMatchObject({relation: 'granddaughter', age: 7});
    expect(r.people.find(p => p.name === 'Noah')).toMatchObject({relation: 'grandson', age: 4});
  });
  it('reads the name after a short qualifier of the kin word, never a possessor as one', () => {
    expect(person('minha amiga da faculdade, a bia, vai casar em maio', 'Bia')).toMatchObject({relation: 'friend'});
    expect(person('a vizinha do 302, dona lucia, precisa ir no cardiologista', 'Lucia')).toMatchObject({relation: 'neighbor'});
    expect(person('my coworker from marketing, Dave, has a dentist appt tomorrow', 'Dave')).toMatchObject({relation: 'coworker'});
    const x1 = x('O pai da Maria, o João, tem cardiologista.');
    expect(x1.relationships).toContainEqual({subject: 'João', relation: 'father', object: 'Maria'});
    expect(x1.people.find(p => p.name === 'João')?.relation).toBeNull();
  });
  it('reads name-first appositions and predicates', () => {
    expect(person('O Vicente, meu sobrinho, passou no vestibular.', 'Vicente')).toMatchObject({relation: 'nephew', gender: 'male'});
    expect(person('Tereza é minha sogra.', 'Tereza')).toMatchObject({relation: 'mother-in-law'});
    expect(person('Grace is my goddaughter.', 'Grace')).toMatchObject({relation: 'goddaughter', gender: 'female'});
  });
  it('rejects an apposition whose gender contradicts the kinship word', () => {
    const r = x('Minha filha, Pedro e eu fomos ao cinema.');
    expect(r.people.find(p => p.name === 'Pedro')?.relation ?? null).toBeNull();
  });
});

describe('third-party edges and inference', () => {
  it("infers my sister's husband is my brother-in-law", () => {
    const r = x('O marido da minha irmã, o Fábio, é engenheiro.');
    expect(person('O marido da minha irmã, o Fábio, é engenheiro.', 'Fábio')).toMatchObject({relation: 'brother-in-law', gender: 'male'});
    expect(r.relationships).toContainEqual({subject: 'Fábio', relation: 'husband', object: 'irmã'});
  });
  it("infers my brother's son is my nephew (English possessive chain)", () => {
    const r = x("My brother Sam's daughter Ella starts school tomorrow.");
    expect(r.people.find(p => p.name === 'Sam')).toMatchObject({relation: 'brother'});
    expect(r.people.find(p => p.name === 'Ella')).toMatchObject({relation: 'niece', gender: 'female'});
    expect(r.relationships).toContainEqual({subject: 'Ella', relation: 'daughter', object: 'Sam'});
  });
  it("infers my daughter's brother is my son", () => {
    expect(person('O irmão da minha filha, o Caio, fez 18 anos.', 'Caio')).toMatchObject({relation: 'son', age: 18});
  });
  it('infers the mother of my husband is my mother-in-law', () => {
    expect(person('A mãe do meu marido, Dona Zélia, mora conosco.', 'Zélia')).toMatchObject({relation: 'mother-in-law', title: 'Dona'});
  });
  it('resolves "dela"/"her" to the last woman mentioned', () => {
    const r = x('A Patrícia ligou; o marido dela, Jorge, está doente.');
    expect(r.relationships).toContainEqual({subject: 'Jorge', relation: 'husband', object: 'Patrícia'});
  });
  it('records marriages stated with "casada com" / "married to"', () => {
    const r = x('Helen is married to my cousin Peter.');
    expect(r.relationships).toContainEqual({subject: 'Helen', relation: 'wife', object: 'Peter'});
    expect(r.people.find(p => p.name === 'Peter')).toMatchObject({relation: 'cousin'});
  });
  it("keeps an unknown third party's relation to the user empty", () => {
    const r = x('O filho da Débora, o Enzo, tem 3 anos.');
    expect(r.people.find(p => p.name === 'Enzo')).toMatchObject({relation: null, age: 3, gender: 'male'});
  });
  it('reads "I\'m his only daughter" / "sou a filha dele" as the user, never a new relative', () => {
    for (const text of [
      "My father, Raj, is 76. I'm his only daughter, so I coordinate his appointments.",
      'Meu pai, o Raj, tem 76 anos. Sou a única filha dele.',
      'Minha mãe Ana tem 80 anos. Eu sou filho dela.',
    ]) {
      expect(x(text).people.map(p => p.name)).toEqual([expect.stringMatching(/Raj|Ana/)]);
    }
    // A relative of his said by name is still his.
    expect(x('My father, Raj, is 76. His daughter Amy lives in York.').people.map(p => p.name)).toEqual(['Raj', 'Amy']);
  });
  it('names a relative after a copula: "meu marido é o Rafa", "my husband is Rafa", never a profession', () => {
    expect(x('meu marido é o Rafa e temos dois filhos, o Davi de 8 e a Lis de 4').people.map(p => [p.name, p.relation, p.age])).toEqual([
      ['Rafa', 'husband', null],
      ['Davi', 'son', 8],
      ['Lis', 'daughter', 4],
    ]);
    expect(person('my husband is Rafa', 'Rafa')).toMatchObject({relation: 'husband', gender: 'male'});
    expect(x('minha filha é médica').people).toEqual([expect.objectContaining({name: 'filha', unnamed: true})]);
  });
  it('reads "meus netos são o Miguel, de 7 anos, e a Helena, de 3" / "my grandkids are…" as the names, ages carried along the list', () => {
    const r = x('Meus netos são o Miguel, de 7 anos, e a Helena, de 3, filhos do meu filho Fábio.');
    expect(r.people.find(p => p.name === 'Miguel')).toMatchObject({relation: 'grandson', age: 7});
    expect(r.people.find(p => p.name === 'Helena')).toMatchObject({relation: 'granddaughter', age: 3});
    expect(person('My grandkids are Miguel and Helena.', 'Helena')).toMatchObject({relation: 'granddaughter'});
    expect(x('meus filhos são lindos').people).toEqual([]);
  });
  it('makes someone "do trabalho" / "from work" a coworker, and leaves "da escola" and a stated friend alone', () => {
    expect(person('o marcelo do trabalho vai cobrir meu plantão sexta', 'Marcelo')).toMatchObject({relation: 'coworker'});
    expect(person('Raj from work is coming to dinner', 'Raj')).toMatchObject({relation: 'coworker'});
    expect(person('a Ana da escola ligou', 'Ana')).toMatchObject({relation: null});
    expect(person('meu amigo Pedro do trabalho', 'Pedro')).toMatchObject({relation: 'friend'});
  });
  it('makes who covers for someone at work a coworker, and reads a known name in lower case as the possessor ("sobrinha da cleide")', () => {
    const r = x('resolvido o balcão: a jéssica, sobrinha da cleide, vai cobrir as férias dela', ['Cleide']);
    expect(r.relationships).toContainEqual({subject: 'Jéssica', relation: 'niece', object: 'Cleide'});
    expect(r.people.find(p => p.name === 'Jéssica')).toMatchObject({relation: 'coworker'});
    expect(person('Ana is covering for Raj next week', 'Ana')).toMatchObject({relation: 'coworker'});
    // A relative who helps out stays the relative; a cake is no one.
    expect(x('minha mãe vai cobrir a babá na sexta').people).toEqual([expect.objectContaining({relation: 'mother'})]);
    expect(x('vou cobrir o bolo com chocolate').people).toEqual([]);
  });
});

describe('ages, titles, pets and non-names', () => {
  it('reads ages in several shapes', () => {
    expect(person('O Tiago tem 16 anos.', 'Tiago')?.age).toBe(16);
    expect(x('Minha filha de 9 anos adora desenhar.').people[0]?.age).toBe(9);
    expect(x('My dad is 81 and still drives.').people[0]?.age).toBe(81);
    expect(x('My 7-year-old son Max lost a tooth.').people[0]).toMatchObject({name: 'Max', age: 7});
    expect(person('Zoe, my niece, is 5 years old.', 'Zoe')?.age).toBe(5);
    expect(person('a ana (12) tem pediatra amanha', 'Ana')?.age).toBe(12);
    expect(person('meu filho joao tem 9 anos e minha filha bia tem 5', 'Bia')?.age).toBe(5);
    expect(person('my daughter Lily has 5 cavities and is 9 years old', 'Lily')?.age).toBe(9);
  });
  it('never takes an event that opens a sentence for a person, nor its count for an age', () => {
    expect(x('Meeting (2) with the team tomorrow at 3pm').people).toEqual([]);
    expect(x('Jantar com a Bia sexta').people.map(p => p.name)).toEqual(['Bia']);
  });
  it('treats a birthday ahead as one year less today', () => {
    expect(person('Meu avô Sebastião faz 95 anos em abril.', 'Sebastião')?.age).toBe(94);
    expect(person('Meu filho Rui fez 10 anos ontem.', 'Rui')?.age).toBe(10);
  });
  it('keeps titles out of the name', () => {
    const p = person('A Dra. Helena é a pediatra das crianças.', 'Helena');
    expect(p).toMatchObject({title: 'Dra.', gender: 'female', relation: 'doctor'});
    expect(person('Mr. Davis, my neighbor, fixed the fence.', 'Davis')).toMatchObject({title: 'Mr.', relation: 'neighbor', gender: 'male'});
  });
  it('does not make pets into people', () => {
    expect(x('Meu cachorro Rex comeu o sofá.').people).toEqual([]);
    expect(x('My cat Luna is at the vet.').people).toEqual([]);
    expect(x('Levei a gata Mel na vacina.').checkups).toEqual([]);
  });
  it('does not invent people from weekdays, months, holidays, places or brands', () => {
    const r = x('Na Sexta depois do Natal vou para Salvador com o Uber, em Janeiro volto a Curitiba.');
    expect(r.people).toEqual([]);
    expect(r.places).toEqual(expect.arrayContaining(['Salvador', 'Curitiba']));
    expect(r.organizations).toContain('Uber');
  });
  it('recognises organisations by their head word', () => {
    expect(x('Minha irmã trabalha no Hospital Santa Marta.').organizations).toContain('Hospital Santa Marta');
  });
});

describe('follow-up questions', () => {
  it("asks who an unknown bare name is, in the user's language", () => {
    expect(x('Otto vem jantar amanhã.').questions).toContain('Quem é Otto?');
    expect(x('Dinner with Hannah on Friday.').questions).toContain('Who is Hannah?');
  });
  it('does not ask about people the store already knows or whose relation is stated', () => {
    expect(x('Otto vem jantar amanhã.', ['otto']).questions).toEqual([]);
    expect(x('Minha tia Rosa vem jantar amanhã.').questions).toEqual([]);
  });
});

describe('more shapes', () => {
  it('binds a name-first apposition to the end of an English chain', () => {
    const r = x("Jake, my sister's son, broke his arm.");
    expect(r.people.find(p => p.name === 'Jake')).toMatchObject({relation: 'nephew', gender: 'male'});
  });
  it('reads coordinated predicates', () => {
    const r = x('A Bia e o Leo são meus sobrinhos.');
    expect(r.people.find(p => p.name === 'Bia')).toMatchObject({relation: 'niece'});
    expect(r.people.find(p => p.name === 'Leo')).toMatchObject({relation: 'nephew'});
  });
  it('reads a bare "o marido" as the husband of the sentence\'s subject', () => {
    const r = x('Minha irmã Patrícia mora em Recife com o marido, o Rodrigo.');
    expect(r.people.find(p => p.name === 'Rodrigo')).toMatchObject({relation: 'brother-in-law'});
  });
  it('accepts lower-case chat input for known first names, and writes them as names', () => {
    expect(x('minha filha susana precisa ir no oftalmo').people[0]).toMatchObject({name: 'Susana', relation: 'daughter'});
  });
  it('holidays are not people', () => {
    expect(x('Minha prima Joana e meu primo Caio vêm pro Ano Novo.').people.map(p => p.name)).toEqual(['Joana', 'Caio']);
  });
  it('never throws on odd input', () => {
    for (const t of ['', '   ', '???', '😀😀', 'quem', "'s", 'Dr.', 'minha', 'my my my', '( ) ,', 'a'.repeat(3000)]) {
      expect(() => x(t)).not.toThrow();
    }
  });
});

describe('predicates with adverbs, aspect and relative clauses', () => {
  const one = (text: string, name: string, relation: string) => {
    const r = x(text);
    expect(r.people).toEqual([expect.objectContaining({name, relation})]);
    expect(r.questions.filter(q => q.includes(name))).toEqual([]);
  };
  it.each([
    ['A Júlia agora é minha noiva.', 'Júlia', 'fiancee'],
    ['O Marcos virou meu chefe.', 'Marcos', 'boss'],
    ['Ana is now my wife.', 'Ana', 'wife'],
    ['Tom became my boss.', 'Tom', 'boss'],
    ['A Bia também é minha prima.', 'Bia', 'cousin'],
    ['Carla é minha nova vizinha.', 'Carla', 'neighbor'],
    ['Paulo, que é meu cunhado, vai fazer cirurgia.', 'Paulo', 'brother-in-law'],
    ['Sarah, who is my cousin, lives in Boston.', 'Sarah', 'cousin'],
    ["Anna, who's now my sister-in-law, is pregnant.", 'Anna', 'sister-in-law'],
    ['Beto continua sendo meu melhor amigo.', 'Beto', 'friend'],
    ['Ben has been my best friend since school.', 'Ben', 'friend'],
    ['O Gustavo vai ser meu genro.', 'Gustavo', 'son-in-law'],
    ['O Rui é o meu cunhado.', 'Rui', 'brother-in-law'],
    ['Rosa is now officially my mother-in-law.', 'Rosa', 'mother-in-law'],
    ['A Ana, agora minha cunhada, vem jantar.', 'Ana', 'sister-in-law'],
  ])('%s → one person', (text, name, relation) => one(text, name, relation));

  it('a negated predicate states no relation and invents no relative', () => {
    expect(x('O Pedro não é meu irmão.').people).toEqual([expect.objectContaining({name: 'Pedro', relation: null})]);
    expect(x("Tom isn't my boss anymore.").people.map(p => p.name)).toEqual(['Tom']);
  });
  it('a second predicate adds an edge to the same person, not a new one', () => {
    const r = x('Meu vizinho Carlos, que também é meu dentista, mora ao lado.');
    expect(r.people).toEqual([expect.objectContaining({name: 'Carlos', relation: 'neighbor'})]);
    expect(r.relationships).toContainEqual({subject: 'Carlos', relation: 'doctor', object: 'user'});
    expect(r.checkups).toEqual([]);
  });
  it("the speaker's own engagements and marriages", () => {
    expect(person('Fiquei noiva do Rafael!', 'Rafael')).toMatchObject({relation: 'fiance'});
    expect(person("I'm engaged to Tom.", 'Tom')).toMatchObject({relation: 'fiance'});
    expect(person('Casei com a Ana em 2010.', 'Ana')).toMatchObject({relation: 'wife'});
    expect(person('A Ana é casada com o Pedro.', 'Pedro')?.relation ?? null).toBeNull();
  });
});

describe('naming constructions', () => {
  it.each([
    ['Minha esposa se chama Ana.', 'Ana', 'wife'],
    ['minha sogra chama-se Marta.', 'Marta', 'mother-in-law'],
    ['Meu pai chama Antônio.', 'Antônio', 'father'],
    ['O nome da minha filha é Clara.', 'Clara', 'daughter'],
    ['O nome do meu marido é Carlos.', 'Carlos', 'husband'],
    ['Meu chefe, que se chama Roberto, pediu o relatório.', 'Roberto', 'boss'],
    ["My wife's name is Laura.", 'Laura', 'wife'],
    ['My boss is called Mike.', 'Mike', 'boss'],
    ['I have a neighbor named Joe.', 'Joe', 'neighbor'],
    ['Tenho uma vizinha chamada Rosa.', 'Rosa', 'neighbor'],
    ['Minha filha nasceu ontem. Ela se chama Alice.', 'Alice', 'daughter'],
    ['My neighbor is very nice. Her name is Rosa.', 'Rosa', 'neighbor'],
    ['Minha nova chefe é ótima, o nome dela é Cláudia.', 'Cláudia', 'boss'],
  ])('%s → one named relative, no question', (text, name, relation) => {
    const r = x(text);
    expect(r.people).toEqual([expect.objectContaining({name, relation, unnamed: false})]);
    expect(r.questions).toEqual([]);
  });
  it("a name learned for someone else's relative keeps the edge", () => {
    const r = x('A esposa do meu irmão se chama Débora.');
    expect(r.people.find(p => p.name === 'Débora')).toMatchObject({relation: 'sister-in-law'});
    expect(x('O Pedro tem uma irmã chamada Ana.').relationships).toContainEqual({subject: 'Ana', relation: 'sister', object: 'Pedro'});
  });
  it('ages after a naming go to the named person, not to the possessor inside the phrase', () => {
    expect(person('O filho da minha prima se chama Enzo e tem 4 anos.', 'Enzo')?.age).toBe(4);
    expect(person('Meu irmão se chama Lucas e tem 20 anos.', 'Lucas')).toMatchObject({relation: 'brother', age: 20});
  });
  it('a call is not a name, and a pet named by pronoun is not a person', () => {
    expect(person('My mom called Sarah yesterday.', 'Sarah')?.relation ?? null).toBeNull();
    expect(person('Minha mãe chama o Pedro de filho.', 'Pedro')?.relation ?? null).toBeNull();
    expect(x('A Ana adotou uma cachorra. Ela se chama Mel.').people.map(p => p.name)).toEqual(['Ana']);
  });
  it('a pronoun predicate binds to the person it points back to', () => {
    expect(person('Conheci a Paula no curso. Ela é minha nova colega de trabalho.', 'Paula')).toMatchObject({relation: 'coworker'});
    expect(person("Met Jenna today. She's my new neighbor.", 'Jenna')).toMatchObject({relation: 'neighbor'});
  });
});

describe('follow-up questions for known or placed people', () => {
  it('known people match case- and accent-insensitively, by first name, and without titles', () => {
    expect(x('A Bia vem amanhã.', ['BIA']).questions).toEqual([]);
    expect(x('Dinner with Zoé tomorrow.', ['zoe']).questions).toEqual([]);
    expect(x('O Rodrigo vem jantar.', ['Rodrigo Alves']).questions).toEqual([]);
    expect(x('O Dr. Paulo ligou.', ['Paulo']).questions).toEqual([]);
  });
  it('never asks about someone whose relation the same message states or implies', () => {
    expect(x('A Júlia agora é minha noiva.').questions).toEqual([]);
    expect(x('Paulo, que é meu cunhado, vai fazer cirurgia.').questions).toEqual([]);
    expect(x('O marido da minha irmã, o Jorge, quebrou o pé.').questions).toEqual([]);
    expect(x('Fiquei noiva do Rafael!').questions).toEqual([]);
  });
});

describe('copula with a kinship of another person', () => {
  it('makes "X é irmã do meu marido" an edge to the husband, not a new person', () => {
    const r = x('A minha cunhada Renata é irmã do meu marido.');
    expect(r.people.map(p => p.name).sort()).toEqual(['Renata', 'marido']);
    expect(person('A minha cunhada Renata é irmã do meu marido.', 'Renata')).toMatchObject({relation: 'sister-in-law', gender: 'female'});
    expect(r.relationships).toContainEqual({subject: 'Renata', relation: 'sister', object: 'marido'});
    expect(r.relationships).toContainEqual({subject: 'marido', relation: 'husband', object: 'user'});
  });
  it('reads "X é [o/a] KIN do/da <person>" with and without the article', () => {
    const a = x('O Pedro é filho da minha prima.');
    expect(a.people).toHaveLength(2);
    expect(a.relationships).toContainEqual({subject: 'Pedro', relation: 'son', object: 'prima'});
    const b = x('A Bia é a namorada do meu irmão.');
    expect(b.people).toHaveLength(2);
    expect(b.relationships).toContainEqual({subject: 'Bia', relation: 'girlfriend', object: 'irmão'});
    const c = x('Renata é irmã do meu marido.');
    expect(person('Renata é irmã do meu marido.', 'Renata')).toMatchObject({relation: 'sister-in-law'});
    expect(c.people).toHaveLength(2);
  });
  it('reads English "X is [the] KIN of <person>" and "X is <person>\'s KIN"', () => {
    const a = x("Tom is my wife's brother.");
    expect(a.people).toHaveLength(2);
    expect(person("Tom is my wife's brother.", 'Tom')).toMatchObject({relation: 'brother-in-law', gender: 'male'});
    expect(a.relationships).toContainEqual({subject: 'Tom', relation: 'brother', object: 'wife'});
    const b = x('Laura is the daughter of my cousin.');
    expect(b.people).toHaveLength(2);
    expect(b.relationships).toContainEqual({subject: 'Laura', relation: 'daughter', object: 'cousin'});
    const c = x("Tom is Amy's brother.");
    expect(c.people.map(p => p.name).sort()).toEqual(['Amy', 'Tom']);
    expect(c.relationships).toContainEqual({subject: 'Tom', relation: 'brother', object: 'Amy'});
  });
  it('keeps the first stated relation of a named relative and adds the predicate as an edge', () => {
    const r = x('My friend Tom is the brother of my wife.');
    expect(person('My friend Tom is the brother of my wife.', 'Tom')).toMatchObject({relation: 'friend'});
    expect(r.people).toHaveLength(2);
    expect(r.relationships).toContainEqual({subject: 'Tom', relation: 'brother', object: 'wife'});
    const p = x('Minha prima Ana é a mãe do Leo.');
    expect(p.relationships).toContainEqual({subject: 'Ana', relation: 'mother', object: 'Leo'});
  });
  it('adds no edge under a negated copula', () => {
    const r = x('Minha irmã Carla não é mãe do Leo.');
    expect(r.relationships.some(e => e.subject === 'Carla' && e.relation === 'mother')).toBe(false);
    expect(person('Minha irmã Carla não é mãe do Leo.', 'Carla')).toMatchObject({relation: 'sister'});
  });
});

describe('places that look like names', () => {
  const people = (text: string) => extract(text, {now: new Date('2026-04-07T18:45')}).people.map(p => p.name);
  it('a road, a park, a saint\'s place and "the X" are places, not people', () => {
    expect(people('I have a site visit at the Kirkstall Road scheme tomorrow at 2pm with Helen, my line manager.')).toEqual(['Helen']);
    expect(people("His next memory clinic appointment is at St James's on Thursday at 11:20.")).toEqual([]);
    expect(people('Tom and I took our dog to Roundhay Park this afternoon.')).toEqual(['Tom']);
    expect(people('sou dono de uma padaria no santa tereza')).toEqual([]);
    expect(people('the Minster was lovely')).toEqual([]);
  });
});

describe('things and acts that look like names', () => {
  const people = (text: string) => extract(text, {now: new Date('2026-03-06T19:20')}).people.map(p => p.name);
  it('a thing after "um/uma/an" and a verb after a doctor\'s title are no people', () => {
    expect(people('É um Corsa 2012, muito bem conservado.')).toEqual([]);
    expect(people('Ele quer um Lego de dinossauro.')).toEqual([]);
    expect(people('A doutora receitou um xarope')).toEqual([]);
    expect(people('a dra kátia marcou pra laís')).toEqual(['Kátia', 'Laís']);
  });
});

describe('family said the way parents say it', () => {
  const people = (text: string) => extract(text, {now: new Date('2026-06-01T19:08:00')}).people.map(p => [p.name, p.relation ?? null, p.age ?? null]);
  it('"uma das minhas gêmeas", "one of my daughters": one of the user\'s children', () => {
    expect(people('laís é uma das minhas gêmeas')).toEqual([['Laís', 'daughter', null]]);
    expect(people('Emma is one of my daughters')).toEqual([['Emma', 'daughter', null]]);
  });
  it('an age said once of two people joined by "e" goes to both, never to someone before a pronoun', () => {
    expect(people('a laís e a lara tem 15 anos')).toEqual([
      ['Laís', null, 15],
      ['Lara', null, 15],
    ]);
    expect(people('o pedro e a ana foram ao cinema, ela tem 15 anos')).toEqual([
      ['Pedro', null, null],
      ['Ana', null, 15],
    ]);
    expect(people('laís é uma das minhas gêmeas, ela e a lara tem 15 anos')).toEqual([
      ['Laís', 'daughter', 15],
      ['Lara', 'daughter', 15],
    ]); // twins share their kinship
    // A birthday ahead, its day said before the verb: one year less today.
    expect(people('No sábado, dia 14, a dona Zilá completa 80 anos.')).toEqual([['Zilá', null, 79]]);
    expect(people('a Zilá completa 80 anos hoje')).toEqual([['Zilá', null, 80]]);
  });
  it('"meu pai, seu ademir," names the father; "seu" elsewhere is "your"', () => {
    expect(people('meu pai, seu ademir, marcou o exame pro dia 16')).toEqual([['Ademir', 'father', null]]);
    expect(people('o seu carro, seu chato, quebrou')).toEqual([]);
    expect(people('I have a site visit tomorrow at 2pm with Helen, my line manager.')).toEqual([['Helen', 'boss', null]]);
  });
});
