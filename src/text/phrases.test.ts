import {describe, expect, it} from 'vitest';
import {editDistance} from './edit-distance.js';
import {capitalise, displayName} from './names.js';
import {counted, joinList, ofPt, ptArticle, subjectOf, weekdayName, weekdayPlural, weekdayShort, whose} from './phrases.js';

describe('the phrasing kit', () => {
  it('says whose a thing is in both languages', () => {
    expect(whose({name: 'Ana', gender: 'female'}, 'pt')).toBe('da Ana');
    expect(whose({name: 'Pedro', gender: 'male'}, 'pt')).toBe('do Pedro');
    expect(whose({name: 'Sam', gender: null}, 'pt')).toBe('de Sam');
    expect(whose({name: 'Mãe', gender: 'female', unnamed: true}, 'pt')).toBe('da sua mãe');
    expect(whose({name: 'filho', gender: 'male', unnamed: 1}, 'pt')).toBe('do seu filho');
    expect(whose({name: 'Lucas', gender: 'male'}, 'en')).toBe("Lucas's");
    expect(whose({name: 'Ana', gender: 'female'}, 'en')).toBe("Ana's");
    expect(whose({name: 'Mom', unnamed: true}, 'en')).toBe("your mom's");
    expect(ofPt(undefined)).toBe('de');
  });

  it('names weekdays and lists', () => {
    expect([weekdayName(4, 'pt'), weekdayName(4, 'en'), weekdayShort(6, 'pt'), weekdayShort(2, 'en')]).toEqual(['quinta', 'Thursday', 'sáb', 'Tue']);
    expect([weekdayPlural(2, 'pt'), weekdayPlural(6, 'pt'), weekdayPlural(0, 'en')]).toEqual(['às terças', 'aos sábados', 'on Sundays']);
    expect(joinList(['Susana', 'Pedro', 'Ana'], 'pt')).toBe('Susana, Pedro e Ana');
    expect(joinList(['Susana', 'Pedro'], 'en')).toBe('Susana and Pedro');
    expect(joinList(['Susana'], 'en')).toBe('Susana');
  });

  it('writes names with particles in lower case, and leaves capitals as typed', () => {
    expect(displayName('maria di souza')).toBe('Maria di Souza');
    expect(displayName('joao da silva')).toBe('Joao da Silva');
    expect(displayName('McKenzie')).toBe('McKenzie');
    expect(capitalise('ágata')).toBe('Ágata');
  });

  it('counts a swap of two letters as one edit, and gives up past the bound', () => {
    expect(editDistance('reunaio', 'reuniao')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('ptArticle', () => {
  it('gives a title its article by its first noun, exceptions included', () => {
    const said = ['missa em intenção', 'reunião de pais', 'jantar na casa', 'almoço', 'viagem', 'vistoria', 'call', 'dia das mães', 'plantão', 'cirurgia', 'eletrocardiograma'].map(
      t => `${ptArticle(t)} ${t}`,
    );
    expect(said).toEqual([
      'a missa em intenção',
      'a reunião de pais',
      'o jantar na casa',
      'o almoço',
      'a viagem',
      'a vistoria',
      'a call',
      'o dia das mães',
      'o plantão',
      'a cirurgia',
      'o eletrocardiograma',
    ]);
  });
});

describe('counted', () => {
  it("is singular for one and plural for any other count, numbers written the language's way", () => {
    expect(counted(1, 'consulta', 'consultas', 'pt')).toBe('1 consulta');
    expect(counted(0, 'consulta', 'consultas', 'pt')).toBe('0 consultas');
    expect(counted(1234, 'memória', 'memórias', 'pt')).toBe('1.234 memórias');
    expect(counted(1, 'checkup', 'checkups')).toBe('1 checkup');
    expect(counted(2, 'reply', 'replies', 'en')).toBe('2 replies');
    expect(counted(1234, 'memory', 'memories', 'en')).toBe('1,234 memories');
  });
});

describe("kin of someone else is theirs, never the user's", () => {
  it.each([
    [{name: 'mãe da Bia', gender: 'female' as const, unnamed: true}, 'pt', 'a mãe da Bia'],
    [{name: 'pai do Leo', unnamed: true}, 'pt', 'o pai do Leo'],
    [{name: 'avó da Inês', unnamed: true}, 'pt', 'a avó da Inês'],
    [{name: "Bia's mum", gender: 'female' as const, unnamed: true}, 'en', "Bia's mum"],
    [{name: 'mãe', gender: 'female' as const, unnamed: true}, 'pt', 'sua mãe'],
    [{name: 'mum', gender: 'female' as const, unnamed: true}, 'en', 'your mum'],
  ])('%o (%s) → %s', (person, lang, said) => {
    expect(subjectOf(person, lang as 'pt' | 'en')).toBe(said);
  });

  it('whose: "o dentista da mãe da Bia", "Bia\'s mum\'s dentist"', () => {
    expect(whose({name: 'mãe da Bia', gender: 'female', unnamed: true}, 'pt')).toBe('da mãe da Bia');
    expect(whose({name: 'pai do Leo', unnamed: true}, 'pt')).toBe('do pai do Leo');
    expect(whose({name: "Bia's mum", unnamed: true}, 'en')).toBe("Bia's mum's");
  });
});
