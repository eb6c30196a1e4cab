/**
 * Issue 36: a visit that happened marks the booking held for that person, kind and day done —
 * never cancels it, never learns a second visit, never gives it to someone else. Each case is a
 * small life in one process (Thursday 3 December 2026): the bookings told in the morning (or the day
 * before), sometimes a line about someone else, then the visit told in the evening. What is checked
 * is what the user would see in their checkups: each one's person, kind and status, in the order
 * learned. Our own sentences, in four varieties, with ones that must change nothing.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {openLife} from './helpers/life.js';

const MORNING = '2026-12-03T08:00';
const DAY_BEFORE = '2026-12-02T08:00';
const EVENING = '2026-12-03T18:00';

interface Case {
  v: 'pt-BR' | 'pt-PT' | 'en-US' | 'en-GB';
  /** Told first, a minute apart (from the day before when `dayBefore`). */
  setup: string[];
  dayBefore?: true;
  said: string;
  /** Every checkup after the message: "who kind status" (who is "user" for the user's own). */
  after: string[];
  /** What the reply must not say (a cancel, a second person). */
  replyNot?: RegExp;
}

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

async function run(c: Case) {
  const start = c.dayBefore ? DAY_BEFORE : MORNING;
  const l = await openLife(start);
  close = l.close;
  for (const [k, line] of c.setup.entries()) await l.say(`${start.slice(0, 14)}${String(k).padStart(2, '0')}`, line);
  const r = await l.say(EVENING, c.said);
  const rows = l.store.db.prepare(`SELECT coalesce(e.name, 'user') AS who, c.kind, c.status FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id ORDER BY c.id`).all() as Array<{
    who: string;
    kind: string;
    status: string;
  }>;
  expect(
    rows.map(x => `${x.who} ${x.kind} ${x.status}`),
    `reply: ${r.reply}`,
  ).toEqual(c.after);
  if (c.replyNot) expect(r.reply).not.toMatch(c.replyNot);
}

const CANCELLED = /\b(Cancelei|I cancell?ed|Tirei da agenda|off the calendar)\b/;

describe('1. seen by a doctor: the held booking done', () => {
  const cases: Case[] = [
    {v: 'pt-BR', setup: ['Minha avó tem ortopedista hoje às 10h.'], said: 'a vó foi atendida hoje, finalmente', after: ['avó orthopedist done']},
    {v: 'pt-BR', setup: ['Meu pai tem cardiologista hoje às 9h.'], said: 'o pai foi atendido hoje', after: ['pai cardiologist done']},
    {
      v: 'pt-PT',
      setup: ['A minha mãe tem ortopedista hoje às 10h.'],
      said: 'a mãe foi vista hoje pelo ortopedista, afinal o joelho não precisa de ser operado',
      after: ['mãe orthopedist done'],
      replyNot: CANCELLED,
    },
    {v: 'pt-PT', setup: ['A minha avó tem consulta de cardiologia hoje às 11h.'], said: 'a avó já foi vista', after: ['avó cardiologist done']},
    {
      v: 'en-US',
      setup: ['Dad has the cardiologist today at 9.'],
      said: "dad got seen by the cardiologist this morning, turns out he doesn't need the stent",
      after: ['dad cardiologist done'],
      replyNot: CANCELLED,
    },
    {v: 'en-US', setup: ['My dad has the dermatologist today at 9am.'], said: 'my dad was finally seen today', after: ['dad dermatologist done']},
    {
      v: 'en-GB',
      setup: ['Mum has the orthopaedist today at 9.'],
      said: "Mum's been seen by the orthopaedist, turns out she doesn't need the op",
      after: ['mum orthopedist done'],
      replyNot: CANCELLED,
    },
    {v: 'en-GB', setup: ['Mum has the dermatologist today at 9.'], said: 'Mum was seen this morning', after: ['mum dermatologist done']},
    // Must not fire: seen later, not seen, seen elsewhere, visited.
    {v: 'en-US', setup: ['Mom has the orthopedist on Friday at 9.'], said: "she'll be seen on Friday", after: ['mom orthopedist scheduled']},
    {v: 'en-GB', setup: ['Mum has the dermatologist today at 9.'], said: "Mum wasn't seen today, they ran late", after: ['mum dermatologist scheduled']},
    {v: 'en-US', setup: ['My husband Tom has the GP today at 9.'], said: 'Tom was seen at the pub today', after: ['Tom general_checkup scheduled']},
    {v: 'pt-PT', setup: ['A minha mãe tem ortopedista hoje às 10h.'], said: 'fui ver a minha mãe hoje', after: ['mãe orthopedist scheduled']},
    {v: 'pt-BR', setup: ['Minha avó tem ortopedista amanhã às 10h.'], said: 'a vó vai ser atendida amanhã', after: ['avó orthopedist scheduled']},
  ];
  it.each(cases)('$v: $said', run);
});

describe('2. got to the visit: the held booking done', () => {
  const cases: Case[] = [
    {v: 'pt-BR', setup: ['Tenho dentista hoje às 9h.'], said: 'consegui ir no dentista hoje', after: ['user dentist done']},
    {v: 'pt-PT', setup: ['O meu pai tem oftalmologista hoje às 9h.'], said: 'o meu pai lá conseguiu ir ao oftalmologista', after: ['pai eye_exam done']},
    {v: 'en-US', setup: ['Dad has an eye appointment today at 9.'], said: 'dad made it to his eye appt', after: ['dad eye_exam done']},
    {v: 'en-GB', setup: ['I have the dentist today at 9.'], said: 'finally got to the dentist', after: ['user dentist done']},
    // Must not fire: not got to, or still to get to.
    {v: 'en-GB', setup: ['I have the dentist today at 9.'], said: "I've got to get to the dentist", after: ['user dentist scheduled']},
    {v: 'pt-BR', setup: ['Tenho dentista hoje às 9h.'], said: 'não consegui ir ao dentista', after: ['user dentist needed']},
  ];
  it.each(cases)('$v: $said', run);
});

describe('3. blood drawn: the held blood test done', () => {
  const cases: Case[] = [
    {v: 'pt-BR', setup: ['Tenho exame de sangue hoje às 7h.'], said: 'fiz a coleta em jejum hoje cedo', after: ['user blood_test done']},
    {v: 'pt-BR', setup: ['Minha mãe tem exame de sangue hoje às 7h.'], said: 'a mãe tirou sangue hoje', after: ['mãe blood_test done']},
    {v: 'pt-PT', setup: ['Tenho análises ao sangue hoje às 8h.'], said: 'fui às análises de manhã', after: ['user blood_test done']},
    {v: 'en-US', setup: ['My dad has a blood test today at 8am.'], said: 'Dad had his blood drawn', after: ['dad blood_test done']},
    {v: 'en-US', setup: ['I have a blood test today at 8am.'], said: 'got my labs drawn this morning', after: ['user blood_test done']},
    {v: 'en-GB', setup: ['My mum has a blood test today at 8am.'], said: 'Mum had her bloods taken this morning', after: ['mum blood_test done']},
    // Must not fire: another collection; a blood test asked for later is a need, the held one stays.
    {v: 'pt-BR', setup: ['Tenho exame de sangue hoje às 7h.'], said: 'fiz a coleta seletiva', after: ['user blood_test scheduled']},
    {v: 'pt-BR', setup: ['Tenho exame de sangue hoje às 7h.'], said: 'o médico pediu para tirar sangue de novo em janeiro', after: ['user blood_test scheduled', 'user blood_test needed']},
  ];
  it.each(cases)('$v: $said', run);
});

describe('4. a visit told by the one who took them: theirs, the booking they hold', () => {
  const cases: Case[] = [
    {
      v: 'pt-BR',
      setup: ['Meu pai tem cardiologista hoje às 9h.'],
      said: 'levei meu pai hj, o médico disse que o coração dele está bem',
      after: ['pai cardiologist done'],
    },
    {
      v: 'pt-PT',
      dayBefore: true,
      setup: ['O meu filho Tomás tem pediatra amanhã às 9h. O meu marido Rui tem dentista na sexta.', 'O Rui ligou a dizer que chega tarde.'],
      said: 'levei-o ao pediatra',
      after: ['Tomás pediatrician done', 'Rui dentist scheduled'],
    },
    {
      v: 'pt-PT',
      dayBefore: true,
      setup: ['A minha filha Inês tem oftalmologista amanhã às 9h. A minha irmã Rita tem dentista na sexta.', 'A Rita mandou mensagem.'],
      said: 'levei-a ao oftalmologista',
      after: ['Inês eye_exam done', 'Rita dentist scheduled'],
    },
    {
      v: 'en-US',
      dayBefore: true,
      setup: ['My son Ben has the pediatrician tomorrow at 9. My husband Tom has the dentist on Friday.', "Tom called, he'll be late."],
      said: 'took him to the pediatrician this morning',
      after: ['Ben pediatrician done', 'Tom dentist scheduled'],
    },
    {v: 'en-GB', setup: ['My dad has the cardiologist today at 10.'], said: "took Dad in this morning, the doctor says his heart's fine", after: ['dad cardiologist done']},
    {
      v: 'en-GB',
      setup: ['Mum has the dermatologist today at 9. My sister Kate has the GP on Friday.', 'Kate rang.'],
      said: 'she was seen by the derm this morning',
      after: ['mum dermatologist done', 'Kate general_checkup scheduled'],
    },
    // Must not fire: a need is still whoever was just spoken of; taken elsewhere; what the doctor asks for is a need, never a cancel.
    {
      v: 'en-US',
      dayBefore: true,
      setup: ['My son Ben has the dentist tomorrow at 9. My husband Tom has the GP on Friday.', 'Tom called.'],
      said: 'he needs the dentist too',
      after: ['Ben dentist scheduled', 'Tom general_checkup scheduled', 'Tom dentist needed'],
    },
    {v: 'en-US', dayBefore: true, setup: ['My son Ben has the pediatrician tomorrow at 9.'], said: 'took him to football', after: ['Ben pediatrician scheduled']},
    {
      v: 'pt-PT',
      setup: ['O meu pai tem cardiologista hoje às 9h.'],
      said: 'o médico disse que ele precisa de voltar em março',
      after: ['pai cardiologist scheduled', 'pai general_checkup needed'],
      replyNot: CANCELLED,
    },
    {v: 'pt-BR', setup: ['Meu pai tem cardiologista hoje às 9h.'], said: 'levei o carro na oficina, o mecânico disse que está bom', after: ['pai cardiologist scheduled']},
  ];
  it.each(cases)('$v: $said', run);
});

describe('5. "we" went: the visit of those of us who hold it', () => {
  const cases: Case[] = [
    {
      v: 'pt-PT',
      dayBefore: true,
      setup: ['A minha filha Inês tem dentista amanhã às 10h. Eu tenho dentista dia 10.'],
      said: 'acabámos de chegar do dentista, a Inês tinha uma cárie',
      after: ['Inês dentist done', 'user dentist scheduled'],
    },
    {
      v: 'pt-BR',
      dayBefore: true,
      setup: ['Minha filha Lu tem dentista amanhã às 10h. Eu tenho dentista dia 10.'],
      said: 'voltamos agora do dentista, a Lu não tinha cárie nenhuma',
      after: ['Lu dentist done', 'user dentist scheduled'],
    },
    {
      v: 'en-US',
      dayBefore: true,
      setup: ['My daughter Amy has the dentist tomorrow at 10. I have the dentist on the 10th.'],
      said: 'we just got back from the dentist, Amy had a cavity',
      after: ['Amy dentist done', 'user dentist scheduled'],
    },
    // Both hold it that day: both went.
    {
      v: 'en-GB',
      dayBefore: true,
      setup: ['My daughter Poppy has the dentist tomorrow at 10. I have the dentist tomorrow at 10.30.'],
      said: "we're back from the dentist",
      after: ['Poppy dentist done', 'user dentist done'],
    },
    // Must not fire: "we" at something else.
    {v: 'en-US', dayBefore: true, setup: ['My daughter Amy has the dentist tomorrow at 10.'], said: 'we went to the cinema', after: ['Amy dentist scheduled']},
  ];
  it.each(cases)('$v: $said', run);
});

describe('6. short and clinic words: the held booking of that kind done', () => {
  const cases: Case[] = [
    {v: 'en-GB', setup: ['Mum has the gynaecologist today at 9.'], said: "Mum's been to her gynae appt", after: ['mum gynecologist done']},
    {v: 'en-GB', setup: ['My dad has the orthopaedic clinic today at 9.'], said: "Dad's back from the fracture clinic", after: ['dad orthopedist done']},
    // "ortho" is the orthopaedist or the orthodontist: the one the person holds.
    {v: 'en-US', setup: ['My mom has the orthopedist today at 9.'], said: "Mom's back from the ortho", after: ['mom orthopedist done']},
    {v: 'en-US', setup: ['My daughter Amy has the orthodontist today at 4pm.'], said: "Amy's back from the ortho", after: ['Amy orthodontist done']},
    {v: 'en-US', setup: ['Mom has the cardiologist today at 9.'], said: "Mom's back from her cardio appt", after: ['mom cardiologist done']},
    {v: 'en-GB', setup: ['My nan has a hearing test today at 9.'], said: "Nan's been to the audiologist", after: ['nan ent done']},
    // Must not fire: exercise.
    {v: 'en-US', setup: ['Mom has the cardiologist today at 9.'], said: 'I did cardio at the gym today', after: ['mom cardiologist scheduled']},
  ];
  it.each(cases)('$v: $said', run);
});
