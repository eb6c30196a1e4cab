/**
 * A booking told with its day but no kind of visit — "she's booked in on the 8th", "consegui vaga pra
 * ela dia 9", "marcaram-lhe para 3.ª feira" — books the one open need of whom it is said, in the four
 * varieties; a booking of something else ("a table", "the car", "o cabeleireiro"), or of someone with
 * two needs, changes nothing. Each case is a tiny life in one process (Monday 30 November 2026): the
 * user's mother with a GP visit to book, the user with a dentist to book, then the message.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';

const root = mkdtempSync(join(tmpdir(), 'magis-booked-need-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));
let homes = 0;

interface Row {
  person: string | null;
  kind: string;
  status: string;
  date: string | null;
  time: string | null;
}

async function life(setup: string[], said: string): Promise<{reply: string; rows: Row[]}> {
  let now = new Date('2026-11-30T09:00');
  const store = await Store.open({home: join(root, `h${homes++}`), now, env: {}, clock: () => now});
  try {
    const say = async (at: string, message: string) => {
      now = new Date(at);
      const r = await runTurn(store, {message});
      await r.background;
      return r.reply;
    };
    for (const [k, line] of setup.entries()) await say(`2026-11-30T09:0${k}`, line);
    const reply = await say('2026-11-30T12:00', said);
    const rows = store.db.prepare('SELECT e.name AS person, c.kind, c.status, c.date, c.time FROM checkups c LEFT JOIN entities e ON e.id = c.entity_id ORDER BY c.id').all() as Row[];
    return {reply, rows};
  } finally {
    store.close();
  }
}

const EN = ['My mum is Jean, she is 78.', 'Mum needs to see the GP about her knee.', 'I need to book the dentist for myself too.'];
const PT = ['A minha mãe chama-se Rosa, tem 80 anos.', 'A minha mãe precisa de ir ao médico de família.', 'Eu preciso de marcar o dentista.'];
const BR = ['Minha mãe é a Rosa, ela tem 80 anos.', 'Minha mãe precisa ir no clínico geral.', 'Eu preciso marcar dentista.'];

const mums = (name: string, date: string, time: string | null) => ({person: name, kind: 'general_checkup', status: 'scheduled', date, time});
const mumNeeds = (name: string) => ({person: name, kind: 'general_checkup', status: 'needed', date: null, time: null});
const mine = (date: string, time: string | null) => ({person: null, kind: 'dentist', status: 'scheduled', date, time});
const myNeed = {person: null, kind: 'dentist', status: 'needed', date: null, time: null};

describe('a booking said without its kind books the one need of whom it is said', () => {
  it.each([
    ['en-GB', "she's booked in on the 8th at 10.40", EN, [mums('Jean', '2026-12-08', '10:40'), myNeed]],
    ['en-GB', 'rang the surgery and got her in for Tuesday, 9.15', EN, [mums('Jean', '2026-12-01', '09:15'), myNeed]],
    ['en-US', 'got mom in w/ dr. ramos thursday 3:30pm', EN, [mums('Jean', '2026-12-03', '15:30'), myNeed]],
    ['en-US', 'finally managed to get myself booked in, friday at 8am', EN, [mumNeeds('Jean'), mine('2026-12-04', '08:00')]],
    ['pt-BR', 'consegui vaga pra ela dia 9 às 14h', BR, [mums('Rosa', '2026-12-09', '14:00'), myNeed]],
    ['pt-BR', 'ela vai na dra. Marta dia 8 às 10h40', BR, [mums('Rosa', '2026-12-08', '10:40'), myNeed]],
    ['pt-PT', 'marcaram-lhe para 3.ª feira às 9h', PT, [mums('Rosa', '2026-12-01', '09:00'), myNeed]],
    ['pt-PT', 'já consegui marcar para mim, dia 10 às 8h', PT, [mumNeeds('Rosa'), mine('2026-12-10', '08:00')]],
    // A slot got with its article, a booking confirmed or "all set", a practice ringing back before the booking's own clause.
    ['pt-BR', 'consegui um encaixe pra ela amanhã às 16h30, a moça foi um amor', BR, [mums('Rosa', '2026-12-01', '16:30'), myNeed]],
    ['pt-PT', 'arranjei uma vaga para a minha mãe na 5.ª, às 11h', PT, [mums('Rosa', '2026-12-03', '11:00'), myNeed]],
    ['pt-BR', 'a clínica retornou e agendaram ela pra segunda dia 14 às 14h', BR, [mums('Rosa', '2026-12-14', '14:00'), myNeed]],
    ['en-US', "mom's all set for fri 12/4 at 1pm, I'll drive her", EN, [mums('Jean', '2026-12-04', '13:00'), myNeed]],
    ['en-GB', "the surgery rang back and they've booked her in for Friday the 4th at 3.15", EN, [mums('Jean', '2026-12-04', '15:15'), myNeed]],
    ['en-GB', "receptionist's confirmed mum for Thursday at 10.30", EN, [mums('Jean', '2026-12-03', '10:30'), myNeed]],
    ['en-US', 'snagged a cancellation slot for mom on the 9th at 2pm', EN, [mums('Jean', '2026-12-09', '14:00'), myNeed]],
  ])('%s: %s → booked', async (_v, said, setup, rows) => {
    const r = await life(setup as string[], said as string);
    expect(r.rows).toEqual(rows);
    // Said as booked (by this rule or by the reading of a visit the words name), never as a note not understood.
    expect(r.reply).toMatch(/marquei|booked|marcad/i);
    expect(r.reply).not.toMatch(/Kept as a note|Guardei como nota/);
  });

  it.each([
    ['en-US', 'I booked a table for friday at 8', EN],
    ['en-GB', 'booked the car in for its service on friday', EN],
    ['pt-BR', 'marquei o cabeleireiro pra sexta às 10h', BR],
    ['pt-PT', 'a Rosa vai à festa da vizinha dia 8', PT],
    // A slot or a confirmation of something else.
    ['en-GB', 'got a slot at the garage for the car on friday', EN],
    ['pt-BR', 'consegui vaga no estacionamento dia 9', BR],
    ['en-US', 'the caterer confirmed the party for saturday at 6', EN],
  ])('%s: %s → nothing booked', async (_v, said, setup) => {
    const r = await life(setup as string[], said as string);
    expect(r.rows.filter(x => x.status !== 'needed')).toEqual([]);
    expect(r.reply).not.toMatch(/^(?:Marquei|I booked)\b/);
  });

  it.each([
    ['pt-PT', 'ligaram do centro de saúde e marcaram a consulta da minha mãe para 6.ª, dia 4, às 9h', PT, 'Rosa'],
    ['pt-BR', 'marcaram a consulta da minha mãe pra sexta dia 4 às 9h', BR, 'Rosa'],
    ['en-US', "mom's appt is friday 12/4 at 9am", EN, 'Jean'],
    ['en-GB', "mum's appointment at the surgery is Friday the 4th at 9", EN, 'Jean'],
  ])('%s: an appointment said with no kind answers the one need (%s)', async (_v, said, setup, who) => {
    const r = await life(setup as string[], said as string);
    expect(r.rows).toContainEqual({person: who, kind: 'general_checkup', status: 'scheduled', date: '2026-12-04', time: '09:00'});
    expect(r.rows.filter(x => x.person === who)).toHaveLength(1);
  });

  it('an appointment said with no kind, for someone with a dentist to book, is the dentist', async () => {
    const r = await life(['Minha filha Bia tem 8 anos.', 'A Bia precisa ir ao dentista.'], 'marcaram a consulta da Bia pra sexta dia 4 às 9h');
    expect(r.rows).toEqual([{person: 'Bia', kind: 'dentist', status: 'scheduled', date: '2026-12-04', time: '09:00'}]);
  });

  it('two needs of the person said: nothing is booked on a guess', async () => {
    const r = await life(['My mum is Jean, she is 78.', 'Mum needs to see the GP and the dentist.'], "she's booked in on the 8th at 10.40");
    expect(r.rows.every(x => x.status === 'needed')).toBe(true);
    expect(r.reply).not.toMatch(/^I booked\b/);
  });
});
