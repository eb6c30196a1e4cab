/**
 * A visit told as had, in the ways people say it: "we were at the clinic with him", "been to the
 * opticians", "voltamos do pediatra, o theo tá ótimo" — and the words around it that are no person
 * nor event ("o theo" after a comma is the next clause's subject; "hearing aids" is no hearing).
 */
import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date('2026-12-04T16:00:00');
const read = (text: string) => extract(text, {now});

describe('a visit had', () => {
  it.each([
    ['en-GB', 'We were at the ENT clinic with Geoff this morning', 'ent'],
    ['en-US', 'I was at the dermatologist for an hour', 'dermatologist'],
    ['en-GB', "Sam's been to the opticians", 'eye_exam'],
    ['en-GB', "I've been to the optician's today", 'eye_exam'],
    ['pt-BR', 'voltamos agora do pediatra, o theo ta otimo', 'pediatrician'],
  ])('%s: %s', (_v, text, kind) => {
    expect(read(text).checkups.find(c => c.kind === kind)?.status).toBe('done');
  });

  it.each([
    ['en-US', 'the appointment was at 3', 'other'],
    ['en-GB', 'the dentist was in a rush to book me in for Friday', 'dentist'],
  ])('%s: not had: %s', (_v, text, kind) => {
    expect(read(text).checkups.find(c => c.kind === kind)?.status ?? null).not.toBe('done');
  });
});

describe('no doctor nor event from the words around a visit', () => {
  it('a lower-case name after a comma is the next clause, not the doctor', () => {
    expect(read('voltamos agora do pediatra, o theo ta otimo').people.map(p => p.relation)).not.toContain('doctor');
  });
  it.each([
    ['pt-BR', 'fui na pediatra, a Dra. Ana, hoje', 'Ana'],
    ['pt-PT', 'a dermatologista, a Cláudia, pediu análises', 'Cláudia'],
    ['en-US', 'the pediatrician, Dr Patel, said he is fine', 'Patel'],
  ])('%s: a doctor named with a capital or a title is the doctor: %s', (_v, text, name) => {
    expect(read(text).people.find(p => p.name.includes(name))?.relation).toBe('doctor');
  });
  it('"hearing aids" is no court hearing', () => {
    expect(read("he's to have hearing aids from next week").events).toEqual([]);
  });
});

describe('"a mãe", "o pai" with their article are the user’s', () => {
  it.each([
    ['pt-BR', 'a mãe tem dentista quinta às 10h', 'mother'],
    ['pt-PT', 'o pai tem consulta de cardiologia na 5.ª às 9h', 'father'],
  ])('%s: %s', (_v, text, relation) => {
    const x = read(text);
    expect(x.people.map(p => p.relation)).toContain(relation);
    expect(x.checkups[0]?.person).not.toBe('user');
  });
  it.each([
    ['pt-BR', 'a mãe do Pedro tem dentista quinta'],
    ['pt-PT', 'a mãe dela tem dentista quinta'],
  ])('%s: somebody else’s: %s', (_v, text) => {
    expect(read(text).people.filter(p => p.relation === 'mother' && p.name.toLowerCase() === 'mãe')).toEqual([]);
  });
});

describe("a doctor's state is no visit", () => {
  it.each([
    ['pt-PT', 'desmarcaram-lhe a cardiologia, o médico está de baixa', 'general_checkup'],
    ['pt-BR', 'a pediatra tá de licença até o fim do mês', 'pediatrician'],
    ['en-GB', 'the GP is off sick this week', 'general_checkup'],
    ['en-US', 'our dentist is on vacation until the 10th', 'dentist'],
  ])('%s: %s', (_v, text, kind) => {
    expect(read(text).checkups.filter(c => c.kind === kind)).toEqual([]);
  });
  it.each([
    ['en-GB', "Mum's GP appointment is on Friday", 'general_checkup'],
    ['pt-BR', 'o dentista é de manhã, às 9h', 'dentist'],
  ])('%s: a visit still: %s', (_v, text, kind) => {
    expect(read(text).checkups.map(c => c.kind)).toContain(kind);
  });
});

describe('a visit named by what was done in it, or a name that opens the next clause', () => {
  it.each([
    ['pt-BR', 'o pai arrancou o dente hoje, tá com a cara inchada', 'done'],
    ['en-GB', 'Dad had a tooth out this morning', 'done'],
    ['pt-BR', 'vou tirar o dente do siso sexta', 'scheduled'],
  ])('%s: %s', (_v, text, status) => {
    expect(read(text).checkups.find(c => c.kind === 'dentist')?.status).toBe(status);
  });
  it('"do oftalmo, Jorge vai precisar…" is no doctor called Jorge', () => {
    expect(read('saímos agora do oftalmo, Jorge vai precisar de óculos novos').people.filter(p => p.relation === 'doctor')).toEqual([]);
  });
});

describe('one visit told with its findings', () => {
  it('"voltamos do dentista, a Sofia não tinha cárie nenhuma" is one visit, not a second one for the cavity', () => {
    expect(read('voltamos agora do dentista, a Sofia não tinha cárie nenhuma').checkups.filter(c => c.kind === 'dentist')).toHaveLength(1);
  });
  it('a cavity found is a visit still needed', () => {
    expect(read('a Sofia tem cárie, precisa tratar').checkups[0]?.status).toBe('needed');
  });
  it('"o Rui tem cardio dia 10 às 9h" is the cardiologist', () => {
    expect(read('o Rui tem cardio dia 10 às 9h').checkups[0]?.kind).toBe('cardiologist');
  });
});

describe('British bloods and a dotted clock with its half of the day', () => {
  const at = new Date('2026-12-01T09:00:00');
  it.each([
    ['en-GB', 'got mum in for her bloods on the 9th at 8.30', '2026-12-09', '08:30'],
    ['en-US', "I've made mum's blood test appointment for Friday 8.50am", '2026-12-04', '08:50'],
    ['en-GB', "Alastair's bloods are sorted - Monday the 14th, 8.20", '2026-12-14', '08:20'],
  ])('%s: %s', (_v, text, date, time) => {
    expect(extract(text, {now: at}).checkups.find(c => c.kind === 'blood_test')).toMatchObject({status: 'scheduled', date, time});
  });
});

describe('the surgery that fits someone in is the practice, not an operation', () => {
  it.each([
    ['en-GB', 'the surgery fitted mum in tomorrow at 11.40 for her bloods', 'blood_test'],
    ['en-GB', 'the surgery squeezed dad in on Friday at 9 for his flu jab', 'vaccine'],
  ])('%s: %s', (_v, text, kind) => {
    expect(extract(text, {now: new Date('2026-12-01T09:00:00')}).checkups.map(c => c.kind)).toEqual([kind]);
  });
  it("dad's surgery on friday is an operation", () => {
    expect(extract("dad's surgery is on friday at 8", {now: new Date('2026-12-01T09:00:00')}).checkups[0]?.kind).toBe('other');
  });
});

describe("Portugal's 'análises' after 'das'", () => {
  it('"já viemos das análises do pai" is his blood test, had', () => {
    expect(read('já viemos das análises do pai').checkups).toEqual([expect.objectContaining({kind: 'blood_test', status: 'done'})]);
  });
  it('"gosto das análises de mercado" is no blood test', () => {
    expect(read('gosto das análises de mercado').checkups).toEqual([]);
  });
});

describe('"dental" as the noun for the visit', () => {
  it('"Mia\'s dental is on the books for friday 4pm" is Mia\'s dentist', () => {
    expect(extract("Mia's dental is on the books for friday 4pm", {now: new Date('2026-12-01T09:00:00')}).checkups).toEqual([
      expect.objectContaining({person: 'Mia', kind: 'dentist', status: 'scheduled', date: '2026-12-04', time: '16:00'}),
    ]);
  });
  it.each(['buy dental floss', 'the dental floss is in the drawer'])('no visit: %s', text => {
    expect(extract(text, {now: new Date('2026-12-01T09:00:00')}).checkups).toEqual([]);
  });
});

describe('a visit told by what came after it, or by the doctor pleased', () => {
  it.each([
    ['pt-PT', 'deixei o pai em casa depois da consulta do cardio', 'cardiologist'],
    ['en-US', "mia's teeth are all clean, dentist was happy", 'dentist'],
  ])('%s: %s', (_v, text, kind) => {
    expect(read(text).checkups.find(c => c.kind === kind)?.status).toBe('done');
  });
  it('"I\'ll pick her up after her dentist appointment tomorrow" is no visit had', () => {
    expect(read("I'll pick her up after her dentist appointment tomorrow").checkups.filter(c => c.status === 'done')).toEqual([]);
  });
});

describe('how someone was at a visit says it happened', () => {
  const at = new Date('2026-11-24T18:00:00');
  it.each([
    ['pt-PT', 'o Tiago portou-se bem no dentista'],
    ['pt-BR', 'o Tiago se comportou super bem no dentista'],
    ['pt-BR', 'o Tiago chorou muito no dentista, coitado'],
    ['en-US', 'Tiago behaved so well at the dentist'],
    ['en-GB', 'Tiago cried the whole time at the dentist'],
  ])('%s: %s', (_v, text) => {
    expect(extract(text, {now: at}).checkups.map(c => [c.kind, c.status])).toEqual([['dentist', 'done']]);
  });
});
