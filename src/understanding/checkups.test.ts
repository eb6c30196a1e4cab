import {describe, expect, it} from 'vitest';
import {extract} from './index.js';

const now = new Date(2026, 10, 21, 10, 0, 0); // Saturday
const checkups = (text: string) => extract(text, {now}).checkups;

describe('specialties, formal and informal', () => {
  it.each([
    ['Preciso ir no oculista.', 'eye_exam'],
    ['Preciso de óculos novos.', 'eye_exam'],
    ['Tenho que fazer um hemograma.', 'blood_test'],
    ['Preciso marcar o gineco.', 'gynecologist'],
    ['Preciso ir no dermato.', 'dermatologist'],
    ['Tenho que ir no cardio.', 'cardiologist'],
    ['Preciso tomar vacina da gripe.', 'vaccine'],
    ['Preciso fazer a mamografia.', 'mammogram'],
    ['Preciso ir no otorrino.', 'ent'],
    ['Preciso ir no clínico geral.', 'general_checkup'],
    ['I need to get my flu shot.', 'vaccine'],
    ['I need an annual physical.', 'general_checkup'],
    ['I need to see an ENT.', 'ent'],
    ['I should get blood work done.', 'blood_test'],
    ['I need to book the orthodontist.', 'orthodontist'],
  ])('%s → %s', (text, kind) => {
    expect(checkups(text)).toContainEqual(expect.objectContaining({person: 'user', kind, status: 'needed'}));
  });
});

describe('a check-up said with its specialty is one visit of that specialty', () => {
  it.each([
    ['a Sofia precisa passar no pediatra pra consulta de rotina', 'pediatrician'],
    ['a Inês tem de ir ao pediatra fazer a consulta de rotina', 'pediatrician'],
    ['Leo needs a routine check-up at the dentist', 'dentist'],
    ['both of them are due for a checkup with the pediatrician', 'pediatrician'],
    ['Liam has his 3 year checkup with the pediatrician on Wednesday at 9am', 'pediatrician'],
  ])('%s → %s only', (text, kind) => {
    expect(checkups(text).map(c => c.kind)).toEqual([kind]);
  });
  it.each([['preciso fazer um check-up e ir ao dentista'], ['I need a checkup, and the dentist too'], ['tenho de marcar o médico de família e também o oftalmologista']])(
    'two visits said apart stay two: %s',
    text => {
      expect(checkups(text)).toHaveLength(2);
    },
  );
});

describe('status from verbs and dates', () => {
  it('needed: preciso, tem que, should, needs', () => {
    expect(checkups('O Bruno tem que ir ao dentista.')[0]).toMatchObject({person: 'Bruno', status: 'needed'});
    expect(checkups('My husband should see a cardiologist.')[0]).toMatchObject({person: 'husband', status: 'needed'});
  });
  it('scheduled: marquei, agendei, tem consulta, is scheduled, a future date', () => {
    expect(checkups('Agendei o dermatologista para quarta às 10h30.')[0]).toMatchObject({status: 'scheduled', date: '2026-11-25', time: '10:30'});
    expect(checkups('Minha mãe tem consulta no geriatra dia 5.')[0]).toMatchObject({person: 'mãe', kind: 'general_checkup', status: 'scheduled', date: '2026-12-05'});
    expect(checkups("My son's checkup is scheduled for Tuesday at 3pm.")[0]).toMatchObject({person: 'son', status: 'scheduled', date: '2026-11-24', time: '15:00'});
    expect(checkups('Vou ao dentista amanhã às 8h.')[0]).toMatchObject({status: 'scheduled', date: '2026-11-22', time: '08:00'});
  });
  it('a return the doctor asked for is needed from that day, for the patient named', () => {
    expect(checkups('o dentista pediu pra eu voltar daqui seis meses')).toEqual([expect.objectContaining({person: 'user', kind: 'dentist', status: 'needed', date: '2027-05-21'})]);
    expect(checkups('The pediatrician wants to see Lily back in 6 months.')).toEqual([expect.objectContaining({person: 'Lily', kind: 'pediatrician', status: 'needed', date: '2027-05-21'})]);
    expect(checkups('a pediatra quer ver o joao de novo em 2 meses')).toEqual([expect.objectContaining({person: 'Joao', status: 'needed', date: '2027-01-21'})]);
  });
  it('done: fui, levei, went, took, had — with past dates', () => {
    expect(checkups('Anteontem fui ao ortopedista.')[0]).toMatchObject({status: 'done', date: '2026-11-19'});
    expect(checkups('Levei minha filha no pediatra na terça.')[0]).toMatchObject({person: 'filha', status: 'done', date: '2026-11-17'});
    expect(checkups('I had my mammogram 2 weeks ago.')[0]).toMatchObject({kind: 'mammogram', status: 'done', date: '2026-11-07'});
    expect(checkups('Took my wife to the dermatologist on Monday.')[0]).toMatchObject({person: 'wife', status: 'done', date: '2026-11-16'});
  });
  it('a bare past date is enough for done', () => {
    expect(checkups('Dentista semana passada, tudo certo.')[0]).toMatchObject({status: 'done', date: '2026-11-09'});
  });
  it('never-went reads as needed; "não preciso" is no checkup', () => {
    expect(checkups('Nunca fui ao dermatologista.')[0]).toMatchObject({status: 'needed'});
    expect(checkups('Não preciso mais ir ao ortopedista.')).toEqual([]);
  });
  it('a passive rebooking is scheduled', () => {
    expect(checkups('A consulta da minha mãe no cardiologista foi remarcada para o dia 3.')[0]).toMatchObject({person: 'mãe', kind: 'cardiologist', status: 'scheduled', date: '2026-12-03'});
  });
});

describe('who goes', () => {
  it('the person booked for, taken, or named as subject', () => {
    expect(checkups('Marquei o oftalmo pro Pedro na segunda.')[0]).toMatchObject({person: 'Pedro', kind: 'eye_exam', status: 'scheduled', date: '2026-11-23'});
    expect(checkups('I booked a dentist appointment for my daughter Zoe on Friday.')[0]).toMatchObject({person: 'Zoe', date: '2026-11-27'});
    expect(
      checkups('Eu e minha esposa tomamos a vacina ontem.')
        .map(c => c.person)
        .sort(),
    ).toEqual(['esposa', 'user']);
  });
  it('a doctor as subject orders the test for the patient', () => {
    expect(checkups('A Dra. Sílvia, médica da minha mãe, pediu uma mamografia.')[0]).toMatchObject({person: 'mãe', kind: 'mammogram'});
  });
  it('"ela" points back to the last woman mentioned', () => {
    expect(checkups('Falei com a Irene. Ela precisa ir ao ginecologista.')[0]).toMatchObject({person: 'Irene', kind: 'gynecologist'});
  });
});

describe('what is not a checkup', () => {
  it('likes and fears, professions, roles and pets', () => {
    expect(checkups('Tenho pavor de dentista.')).toEqual([]);
    expect(checkups('Meu irmão é dentista.')).toEqual([]);
    expect(checkups('The Dr. Kim is our family doctor.')).toEqual([]);
    expect(checkups('Levei o cachorro no veterinário para vacinar.')).toEqual([]);
  });
});

describe('recurrence and follow-ups', () => {
  it('stores stated recurrences', () => {
    expect(checkups('Meu pai faz exame de sangue duas vezes por ano.')[0]).toMatchObject({person: 'pai', kind: 'blood_test', everyMonths: 6});
    expect(checkups('My wife goes to the dentist every six months.')[0]).toMatchObject({person: 'wife', kind: 'dentist', everyMonths: 6});
  });
  it('a "voltar em N meses" becomes a needed follow-up of the same specialty', () => {
    const c = checkups('Fui ao dermatologista ontem e preciso voltar em 3 meses.');
    expect(c).toContainEqual(expect.objectContaining({kind: 'dermatologist', status: 'done', date: '2026-11-20'}));
    expect(c).toContainEqual(expect.objectContaining({kind: 'dermatologist', status: 'needed', date: '2027-02-21'}));
  });
});

describe('recurrence scope', () => {
  it("binds a recurrence to its own clause, never to another clause's checkup", () => {
    const c = checkups('A minha sogra Marta faz exame de sangue a cada 6 meses e o Pedro precisa tomar vacina.');
    expect(c).toContainEqual(expect.objectContaining({person: 'Marta', kind: 'blood_test', everyMonths: 6}));
    expect(c).toContainEqual(expect.objectContaining({person: 'Pedro', kind: 'vaccine', status: 'needed', everyMonths: null}));
    const e = checkups('Emma goes to the dentist every 6 months and Jake needs a flu shot.');
    expect(e).toContainEqual(expect.objectContaining({person: 'Jake', kind: 'vaccine', everyMonths: null}));
  });
  it('gives each of two recurrences in one clause to the checkup it follows', () => {
    const c = checkups('Minha sogra faz exame de sangue a cada 6 meses e vacina da gripe todo ano.');
    expect(c).toContainEqual(expect.objectContaining({kind: 'blood_test', everyMonths: 6}));
    expect(c).toContainEqual(expect.objectContaining({kind: 'vaccine', everyMonths: 12}));
  });
  it('shares one recurrence across coordinated checkups and people', () => {
    const c = checkups('Minha mãe vai ao cardiologista e ao oftalmologista todo ano.');
    expect(c.map(x => [x.kind, x.everyMonths])).toEqual([
      ['cardiologist', 12],
      ['eye_exam', 12],
    ]);
    expect(checkups('I get blood work and a mammogram every year.').every(x => x.everyMonths === 12)).toBe(true);
    expect(checkups('O Pedro e a Maria fazem exame de sangue a cada 6 meses.').map(x => x.everyMonths)).toEqual([6, 6]);
  });
  it("does not leak a date from another person's clause", () => {
    const c = checkups('Minha sogra faz exame de sangue a cada 6 meses e minha mãe vai ao dentista na terça.');
    expect(c).toContainEqual(expect.objectContaining({person: 'sogra', kind: 'blood_test', date: null, everyMonths: 6}));
    expect(c).toContainEqual(expect.objectContaining({person: 'mãe', kind: 'dentist', status: 'scheduled', date: '2026-11-24', everyMonths: null}));
  });
  it('carries a recurrence to the checkup of the previous sentence when nobody new is named', () => {
    expect(checkups('Ontem fui ao dentista; vou a cada 6 meses.')).toEqual([expect.objectContaining({kind: 'dentist', status: 'done', date: '2026-11-20', everyMonths: 6})]);
  });
});

describe('routines (habitual present with a recurrence)', () => {
  it.each([
    ['Faço exame de sangue a cada 6 meses.', 'blood_test', 6],
    ['I go to the dentist every 6 months.', 'dentist', 6],
    ['Vou ao dentista todo ano.', 'dentist', 12],
    ['Tenho consulta com o cardiologista a cada 3 meses.', 'cardiologist', 3],
  ])('%s → done, no date, asks for the last one', (text, kind, every) => {
    const r = extract(text, {now});
    expect(r.checkups).toEqual([expect.objectContaining({person: 'user', kind, status: 'done', date: null, everyMonths: every})]);
    expect(r.questions.length).toBe(1);
  });
  it("asks in the user's language, naming whose routine it is", () => {
    expect(extract('Minha mãe vai ao cardiologista todo ano.', {now}).questions).toEqual(['Quando foi a última consulta no cardiologista da sua mãe?']);
    expect(extract("My wife's name is Laura and she sees the dermatologist every year.", {now}).questions).toEqual(["When was Laura's last dermatologist visit?"]);
  });
  it('keeps an explicit need, a future resolution or a booking as stated', () => {
    expect(checkups('Preciso ir ao dentista a cada 6 meses.')[0]).toMatchObject({status: 'needed', everyMonths: 6});
    expect(checkups('I will go to the dentist every 6 months from now on.')[0]).toMatchObject({status: 'needed', everyMonths: 6});
    expect(checkups('Tenho que levar a Lara no ortodontista a cada 30 dias.')[0]).toMatchObject({status: 'needed', everyMonths: 1});
  });
  it('takes the last visit from a clause that gives it, and reopens a round not yet done', () => {
    expect(checkups('Vou ao dentista a cada 6 meses, a última vez foi em maio.')[0]).toMatchObject({status: 'done', date: '2026-05-01', everyMonths: 6});
    expect(checkups('Minha mãe toma vacina da gripe todo ano, mas esse ano ainda não tomou.')[0]).toMatchObject({status: 'needed', everyMonths: 12});
  });
  it('a profession stated with a possessive is not a visit', () => {
    expect(checkups('Ele é meu dentista.')).toEqual([]);
  });
});
