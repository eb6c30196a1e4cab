/**
 * A visit told by its verb (seen.ts, status.ts) and the short and clinic words of each variety
 * (lexicon.ts), as the reader gives them: the status, the kind and whose. Which booking a visit with
 * no kind closes is the world's (test/visit-had.test.ts). Our own sentences, in four varieties.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date('2026-12-03T18:00:00');
const visits = (text: string) => extract(text, {now}).checkups.map(c => `${c.person} ${c.kind} ${c.status}`);

describe('seen by a doctor is a visit had', () => {
  it.each([
    ['pt-BR', 'o pai foi atendido hoje', 'pai other done'],
    ['pt-BR', 'a vó foi atendida hoje, finalmente', 'vó other done'],
    ['pt-BR', 'a Lu foi atendida pela enfermeira hoje', 'Lu other done'],
    ['pt-PT', 'a avó já foi vista', 'avó other done'],
    ['pt-PT', 'a avó foi vista hoje pelo ortopedista', 'avó orthopedist done'],
    ['pt-PT', 'fui atendida hoje de manhã', 'user other done'],
    ['en-US', 'my dad was finally seen today', 'dad other done'],
    ['en-US', 'dad got seen by the cardiologist this morning', 'dad cardiologist done'],
    ['en-US', 'Amy was seen by Dr. Shah today', 'Amy other done'],
    ['en-GB', "Mum's been seen by the derm", 'mum dermatologist done'],
    ['en-GB', 'Mum was seen this morning', 'mum other done'],
    ['en-GB', "mum was seen by the orthopaedist today, turns out she doesn't need the op", 'mum orthopedist done'],
  ])('%s: %s', (_v, text, want) => {
    expect(visits(text)).toContain(want);
  });

  it.each([
    // Still to come, or needed.
    ['en-US', 'Mum will be seen by the dermatologist on Friday', 'mum dermatologist scheduled'],
    ['en-GB', 'Mum needs to be seen by the derm', 'mum dermatologist needed'],
    ['pt-BR', 'a vó precisa ser atendida pelo ortopedista', 'vó orthopedist needed'],
  ])('%s: not had: %s', (_v, text, want) => {
    expect(visits(text)).toEqual([want]);
  });

  it.each([
    // Seen elsewhere, by someone who is no doctor, not seen, or nobody seen: no visit.
    ['en-US', 'Tom was seen at the pub today'],
    ['en-GB', 'Amy was seen by the bus driver'],
    ['en-GB', "Mum wasn't seen today, they ran late"],
    ['en-US', 'It was seen today'],
    ['pt-BR', 'o Rui foi visto no shopping hoje'],
    ['pt-PT', 'a avó vai ser vista amanhã'],
    ['pt-PT', 'fui ver a minha mãe hoje'],
  ])('%s: no visit: %s', (_v, text) => {
    expect(visits(text).filter(v => v.endsWith('done'))).toEqual([]);
  });
});

describe('getting to a visit is having had it', () => {
  it.each([
    ['pt-BR', 'consegui ir no dentista hoje', 'user dentist done'],
    ['pt-BR', 'o Rui conseguiu ir ao oftalmologista', 'Rui eye_exam done'],
    ['pt-PT', 'o meu pai lá conseguiu ir ao oftalmologista', 'pai eye_exam done'],
    ['en-US', 'dad made it to his eye appt', 'dad eye_exam done'],
    ['en-US', 'we made it to the orthodontist on time', 'user orthodontist done'],
    ['en-GB', 'finally got to the dentist', 'user dentist done'],
  ])('%s: %s', (_v, text, want) => {
    expect(visits(text)).toContain(want);
  });

  it.each([
    ['pt-BR', 'não consegui ir ao dentista'],
    ['pt-PT', 'a mãe não conseguiu ir ao dentista'],
    ['en-US', "couldn't make it to the dentist"],
    ['en-GB', "I've got to get to the dentist"],
    ['en-GB', "I've got to see the dentist"],
  ])('%s: not had: %s', (_v, text) => {
    expect(visits(text).filter(v => v.endsWith('done'))).toEqual([]);
  });
});

describe('blood drawn is the blood test had', () => {
  it.each([
    ['pt-BR', 'a mãe tirou sangue hoje', 'mãe blood_test done'],
    ['pt-BR', 'fiz a coleta em jejum', 'user blood_test done'],
    ['pt-PT', 'fui às análises de manhã', 'user blood_test done'],
    ['pt-PT', 'a minha mãe já fez a colheita de sangue', 'mãe blood_test done'],
    ['en-US', 'got my labs drawn this morning', 'user blood_test done'],
    ['en-US', 'Dad had his blood drawn', 'dad blood_test done'],
    ['en-GB', 'had my bloods done', 'user blood_test done'],
    ['en-GB', 'Mum had her bloods taken this morning', 'mum blood_test done'],
  ])('%s: %s', (_v, text, want) => {
    expect(visits(text)).toContain(want);
  });

  it.each([
    ['pt-BR', 'fiz a coleta seletiva'],
    ['pt-BR', 'a coleta de lixo passou cedo'],
    ['pt-PT', 'fiz a análise de mercado'],
  ])('%s: none: %s', (_v, text) => {
    expect(visits(text).filter(v => v.includes('blood_test'))).toEqual([]);
  });
});

describe('a doctor who spoke after someone was taken is the visit they had', () => {
  it.each([
    ['pt-BR', 'levei meu pai hj, o médico disse que o coração dele está bem', 'pai general_checkup done'],
    ['pt-PT', 'levei a minha mãe hoje, a médica disse que está tudo bem', 'mãe general_checkup done'],
    ['en-US', "took dad in this morning, the doctor says his heart's fine", 'dad general_checkup done'],
    ['en-GB', 'took Mum in today, the doctor said she is doing well', 'mum general_checkup done'],
  ])('%s: %s', (_v, text, want) => {
    expect(visits(text)).toEqual([want]);
  });

  it.each([
    // A doctor who only spoke, something else taken, or the taking in another sentence.
    ['pt-BR', 'o médico disse que está tudo bem'],
    ['pt-BR', 'levei o carro na oficina, o mecânico disse que está bom'],
    ['en-US', 'took the kids to football, the coach said they did well'],
    ['en-GB', 'took Mum home. The doctor says she is fine'],
  ])('%s: no visit: %s', (_v, text) => {
    expect(visits(text).filter(v => v.endsWith('done'))).toEqual([]);
  });
});

describe('short and clinic words of each variety', () => {
  it.each([
    ['en-GB', "Mum's been to her gynae appt", 'mum gynecologist done'],
    ['en-GB', "Mum's been to the gynae", 'mum gynecologist done'],
    ['en-US', 'Mom had her gyn appointment today', 'mom gynecologist done'],
    ['en-GB', "Dad's back from the fracture clinic", 'dad orthopedist done'],
    ['en-US', "Dad's been to the eye clinic", 'dad eye_exam done'],
    ['en-US', "Mom's back from her cardio appt", 'mom cardiologist done'],
    ['en-GB', "Nan's been to the audiologist", 'nan ent done'],
  ])('%s: %s', (_v, text, want) => {
    expect(visits(text)).toContain(want);
  });

  it.each([
    ['en-US', 'I did cardio at the gym today'],
    ['en-GB', 'the nurse did her obs'],
  ])('%s: no visit: %s', (_v, text) => {
    expect(visits(text)).toEqual([]);
  });
});
