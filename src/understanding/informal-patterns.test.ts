import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const at = (iso: string) => new Date(iso);
const x = (text: string, now = at('2026-06-01T12:00:00')) => extract(text, {now});
const person = (text: string, name: string) => x(text).people.find(p => p.name.toLowerCase() === name);

describe('a neighbour named in apposition, and an age past it', () => {
  it('reads "a vizinha de cima" / "the neighbour next door" after a name as the user\'s neighbour', () => {
    expect(person('dona neide, a vizinha de cima, fez noventa e um anos', 'neide')).toMatchObject({relation: 'neighbor', age: 91, gender: 'female'});
    expect(person('Mr. Lee, the neighbor from upstairs, is 82 and still drives', 'lee')).toMatchObject({relation: 'neighbor', age: 82});
  });
  it('gives the age to the name before a bracketed apposition that is no relation', () => {
    expect(person('seu antonio, o zelador do predio, fez sessenta anos', 'antonio')).toMatchObject({age: 60, relation: null});
  });
  it('reads a name that is also a word after a title', () => {
    expect(person('a dona rosa trouxe bolo', 'rosa')).toMatchObject({gender: 'female', title: 'Dona'});
  });
});

describe('children and partners said the chat way', () => {
  it('reads "(meu caçula)", "minha primogênita" in apposition as the user\'s child', () => {
    expect(person('levei o davi (meu cacula) na natacao', 'davi')).toMatchObject({relation: 'son', gender: 'male'});
    expect(person('a sofia, minha primogenita, passou no vestibular', 'sofia')).toMatchObject({relation: 'daughter'});
    expect(person('a bia (minha mais nova) perdeu um dente', 'bia')).toMatchObject({relation: 'daughter'});
    expect(person('my eldest, noah, got his license', 'noah')).toMatchObject({relation: 'son'});
  });
  it('keeps "mais velho"/"youngest" a modifier after a kinship noun', () => {
    expect(person('meu irmao mais velho pedro vem amanha', 'pedro')).toMatchObject({relation: 'brother'});
    expect(person('my youngest son Tom is sick', 'tom')).toMatchObject({relation: 'son'});
  });
  it('reads "namoro meu e do X", "namoro com a X", "tô namorando o X" as the user\'s partner', () => {
    expect(person('sabado faz dois anos de namoro meu e do rafa', 'rafa')).toMatchObject({relation: 'boyfriend', gender: 'male'});
    expect(person('namoro com a leticia faz uns meses', 'leticia')).toMatchObject({relation: 'girlfriend'});
    expect(person('my bf daniel is cooking tonight', 'daniel')).toMatchObject({relation: 'boyfriend'});
    // "Rafa" is Rafael as often as Rafaela: a male kinship word decides.
    expect(person('meu noivo rafa chega amanha', 'rafa')).toMatchObject({relation: 'fiance', gender: 'male'});
  });
  it("does not give the user a partner for someone else's courtship", () => {
    expect(person('o bruno ta namorando a leticia', 'leticia')?.relation ?? null).toBeNull();
    expect(person('terminei o namoro com o caio semana passada', 'caio')).toMatchObject({relation: 'ex-boyfriend'});
  });
});

describe('checkups said the chat way', () => {
  const checkups = (text: string, now = at('2026-03-10T09:00:00')) => x(text, now).checkups;
  it('reads being behind with a visit ("atrasado com", "behind on") as needed, not as a visit done', () => {
    expect(checkups('meu tio ta bem atrasado com o cardio, faz uns tres anos q nao vai')).toEqual([expect.objectContaining({kind: 'cardiologist', status: 'needed', date: null})]);
    expect(checkups('my grandpa is way behind on his eye exam')).toEqual([expect.objectContaining({kind: 'eye_exam', status: 'needed'})]);
    expect(checkups('faz uns dois anos q minha mae nao faz mamografia')).toEqual([expect.objectContaining({kind: 'mammogram', status: 'needed', date: null})]);
  });
  it('makes the specialty of a doctor who asks for the next visit that visit, for the patient', () => {
    const mine = checkups('o dr renato meu ortopedista pediu pra eu voltar daqui dois meses');
    expect(mine).toEqual([expect.objectContaining({person: 'user', kind: 'orthopedist'})]);
    expect(['needed', 'scheduled']).toContain(mine[0]!.status);
    const mums = checkups("mum's dermatologist dr patel wants to see her again in four months");
    expect(mums).toEqual([expect.objectContaining({person: 'mum', kind: 'dermatologist'})]);
  });
  it('gives the return a doctor asks for to the patient named, not to the speaker or the doctor', () => {
    expect(checkups('a dra bia, pediatra, falou q o enzo precisa voltar em 20 dias')).toEqual([expect.objectContaining({person: 'Enzo', kind: 'pediatrician'})]);
    expect(checkups('dentista com o dr rui, o ortodontista, dia 20').every(c => c.person === 'user')).toBe(true);
    // A visit of the speaker's own stays beside another person's return.
    expect(
      checkups('fui no oftalmo e o pedro precisa voltar la em 6 meses')
        .map(c => c.person)
        .sort(),
    ).toEqual(['Pedro', 'user']);
  });
  it('keeps a doctor named with a specialty a person, not a visit, when nothing asks for one', () => {
    expect(checkups('a dra carla minha gineco é otima')).toEqual([]);
  });
  it('gives a "consulta com o dr X, o <specialty>" to the speaker, with its day and time', () => {
    expect(checkups('consulta com o dr felipe, o ortopedista, dia 15 as 9 da manha')).toEqual([
      expect.objectContaining({person: 'user', kind: 'orthopedist', status: 'scheduled', date: '2026-03-15', time: '09:00'}),
    ]);
  });
});

describe('context and spans', () => {
  it('reads a trip "for work" / "a trabalho" as work even when a relative helps out', () => {
    expect(x("off to madrid on the 3rd for work, my sister's got the kids").context).toBe('work');
    expect(x('vou pra recife a trabalho na segunda, minha mae fica com o cachorro').context).toBe('work');
  });
  it('does not read "faz dois anos que…" as a birthday', () => {
    expect(x('faz dois anos q o tiago nao vai no dentista').events.filter(e => e.kind === 'birthday')).toEqual([]);
    expect(x('a vovó fez 90 anos de idade ontem').events.map(e => e.kind)).toContain('birthday');
  });
});
