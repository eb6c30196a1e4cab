import {describe, expect, it} from 'vitest';
import {resolveClitic, resolveDative, resolveObjectPronoun, resolveOpeningPronoun, resolveDroppedSubject} from './coreference.js';

describe('a message opening with a pronoun', () => {
  it('speaks of the person just mentioned, of that gender', () => {
    const recent = [
      {name: 'Susana', gender: 'female' as const},
      {name: 'Carlos', gender: 'male' as const},
    ];
    expect(resolveOpeningPronoun('Ela precisa ir no dentista', recent)).toBe('Susana precisa ir no dentista');
    expect(resolveOpeningPronoun('E ele tem consulta amanhã', recent)).toBe('E Carlos tem consulta amanhã');
    expect(resolveOpeningPronoun('She needs an eye exam', recent)).toBe('Susana needs an eye exam');
  });

  it('does not guess between two people, or when nobody fits', () => {
    const two = [
      {name: 'Susana', gender: 'female' as const},
      {name: 'Ana', gender: 'female' as const},
    ];
    expect(resolveOpeningPronoun('Ela precisa ir no dentista', two)).toBe('Ela precisa ir no dentista');
    expect(resolveOpeningPronoun('Ele precisa ir no dentista', [{name: 'Susana', gender: 'female'}])).toBe('Ele precisa ir no dentista');
    expect(resolveOpeningPronoun('Elaine vem amanhã', [{name: 'Susana', gender: 'female'}])).toBe('Elaine vem amanhã');
  });
});

describe('pronouns for someone known only by kinship, and contractions', () => {
  it('says the kinship back ("minha filha", "my daughter")', () => {
    expect(resolveOpeningPronoun('Ela tem 9 anos.', [{name: 'filha', gender: 'female', unnamed: true}])).toBe('Minha filha tem 9 anos.');
    expect(resolveOpeningPronoun("she's 11", [{name: 'daughter', gender: 'female', unnamed: true}])).toBe('My daughter is 11');
  });
  it('expands "He\'s" so the name is not read as a possessive', () => {
    expect(resolveOpeningPronoun("He's my coworker.", [{name: 'Tom', gender: 'male'}])).toBe('Tom is my coworker.');
    expect(resolveOpeningPronoun('ela ta mto preocupada', [{name: 'Rita', gender: 'female'}])).toBe('Rita ta mto preocupada');
  });
});

describe('a pronoun as the object of taking', () => {
  it('is the recent person of that gender, unless the message names someone', () => {
    const recent = [{name: 'Clara', gender: 'female' as const}];
    expect(resolveObjectPronoun('preciso levar ela no pediatra', recent, false)).toBe('preciso levar Clara no pediatra');
    expect(resolveObjectPronoun('I took her to the dentist today', recent, false)).toBe('I took Clara to the dentist today');
    expect(resolveObjectPronoun('marquei pra ela quinta', [{name: 'filha', gender: 'female', unnamed: true}], false)).toBe('marquei pra minha filha quinta');
    expect(resolveObjectPronoun('a Ana disse que vai levar ela', recent, true)).toBe('a Ana disse que vai levar ela');
  });
});

describe('a Portuguese verb with no subject speaks of the one person just spoken of', () => {
  const one = [{name: 'Salvador', gender: 'male' as const, at: 7}];
  it.each([
    ['E tem de ir à consulta de pediatria.', 'E o Salvador tem de ir à consulta de pediatria.'],
    ['também precisa ir no dentista', 'também o Salvador precisa ir no dentista'],
    ['tem natação toda quarta', 'o Salvador tem natação toda quarta'],
  ])('%s', (text, want) => {
    expect(resolveDroppedSubject(text, one, 7)).toBe(want);
  });
  it("leaves the subject out when two people were just spoken of, or when the verb is the speaker's", () => {
    const two = [...one, {name: 'Leonor', gender: 'female' as const, at: 7}];
    expect(resolveDroppedSubject('E tem de ir ao pediatra.', two, 7)).toBe('E tem de ir ao pediatra.');
    expect(resolveDroppedSubject('tenho dentista amanhã', one, 7)).toBe('tenho dentista amanhã');
    expect(resolveDroppedSubject('a Bia tem dentista', one, 7)).toBe('a Bia tem dentista');
  });
  it('reaches only the message just before, and never into a question of whether there is one', () => {
    // The person was of an older message (or the one before was long ago: no previous).
    expect(resolveDroppedSubject('tem natação toda quarta', one, 9)).toBe('tem natação toda quarta');
    expect(resolveDroppedSubject('tem natação toda quarta', one, null)).toBe('tem natação toda quarta');
    expect(resolveDroppedSubject('tem aniversário amanhã?', one, 7)).toBe('tem aniversário amanhã?');
    expect(resolveDroppedSubject('e tem consulta essa semana?', one, 7)).toBe('e tem consulta essa semana?');
  });
});

describe('a pronoun after the verb, as European Portuguese joins it, is the one person of its gender', () => {
  const recent = [
    {name: 'Pedro', gender: 'male' as const},
    {name: 'Bia', gender: 'female' as const},
  ];
  it.each([
    ['levei-o ao dentista esta manhã', 'levei o Pedro ao dentista esta manhã'],
    ['vou levá-la à consulta na 5.ª', 'vou levar a Bia à consulta na 5.ª'],
    ['fui buscá-lo à escola', 'fui buscar o Pedro à escola'],
    ['tenho de a levar… aliás, levaram-na às urgências', 'tenho de a levar… aliás, levaram a Bia às urgências'],
    ['é preciso fazê-lo ir ao oftalmologista', 'é preciso fazer o Pedro ir ao oftalmologista'],
    ['parti-lo? não', 'partir o Pedro? não'],
  ])('%s', (said, read) => {
    expect(resolveClitic(said, recent, false)).toBe(read);
  });

  it.each([
    // Hyphenated words that are no verb and its pronoun; a message that names someone itself; two of that gender.
    ['o guarda-chuva ficou no carro'],
    ['é o dia-a-dia dele'],
    ['segunda-feira há natação'],
  ])('not a pronoun: %s', said => {
    expect(resolveClitic(said, recent, false)).toBe(said);
  });
  it('a message that names someone, or two of the gender just said, is left as written', () => {
    expect(resolveClitic('levei-o ao dentista', recent, true)).toBe('levei-o ao dentista');
    const two = [
      {name: 'Pedro', gender: 'male' as const, at: 1},
      {name: 'Davi', gender: 'male' as const, at: 1},
    ];
    expect(resolveClitic('levei-o ao dentista', two, false)).toBe('levei-o ao dentista');
  });
});

describe('a dative "lhe" at a verb of booking is for the one person just spoken of, of either gender', () => {
  const mum = [{name: 'mãe', gender: 'female' as const, unnamed: true, at: 1}];
  const joaquim = [{name: 'Joaquim', gender: 'male' as const, at: 3}];
  it.each([
    // pt-PT: after the verb, joined by a hyphen; before it, after "já", "não", "tenho de".
    ['marquei-lhe o dentista para sexta', mum, 'marquei para minha mãe o dentista para sexta'],
    ['já lhe marquei as análises para dia 9', mum, 'já marquei para minha mãe as análises para dia 9'],
    ['ligaram do centro de saúde e marcaram-lhe oftalmologista', joaquim, 'ligaram do centro de saúde e marcaram para o Joaquim oftalmologista'],
    ['tenho de lhe agendar a vacina', joaquim, 'tenho de agendar para o Joaquim a vacina'],
    // pt-BR writes "lhe" before the verb too.
    ['consegui lhe arranjar um encaixe na quinta', mum, 'consegui arranjar para minha mãe um encaixe na quinta'],
    ['desmarcaram-lhe a consulta', joaquim, 'desmarcaram para o Joaquim a consulta'],
  ])('%s', (said, recent, read) => {
    expect(resolveDative(said, recent, false)).toBe(read);
  });
  it.each([
    // Not a booking's "lhe"; a message that names someone; two people just said; nobody said.
    ['o médico disse-lhe que está tudo bem', joaquim, false],
    ['dei-lhe o remédio às 8h', mum, false],
    ['marquei-lhe o dentista', joaquim, true],
    [
      'marquei-lhe o dentista',
      [
        {name: 'Rui', gender: 'male' as const, at: 2},
        {name: 'Inês', gender: 'female' as const, at: 2},
      ],
      false,
    ],
    ['marquei-lhe o dentista', [], false],
  ])('left as written: %s', (said, recent, names) => {
    expect(resolveDative(said, recent, names)).toBe(said);
  });
});
