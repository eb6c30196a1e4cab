/**
 * The world's commands at the process boundary: `ask --json`'s `changes`, `agenda move|cancel|
 * delete`, `people checkup`, `undo`, `pets` — exit codes, one-sentence errors, nothing lost.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const home = homePerTest();
const NOW = ['--now', '2026-09-13T10:00'];

async function booked(): Promise<string> {
  const h = home();
  json(await magisIn(h, ['ask', '--json', '--now', '2026-09-12T17:20', 'consegui marcar o dentista do davi meu filho pra quarta dia 16 as 15h']));
  const r = json(await magisIn(h, ['ask', '--json', '--now', '2026-09-12T17:25', 'reuniao de pais na escola da alice dia 17 as 18h']));
  expect(r.changes).toContainEqual({op: 'add', what: 'event', id: expect.any(Number)});
  return h;
}

describe('agenda edits', () => {
  it('moves by the listed number, cancels by id, and undo steps back one edit at a time', async () => {
    const h = await booked();
    const before = json(await magisIn(h, ['agenda', '--json', ...NOW]));
    expect(before.map((i: any) => [i.id, i.date])).toEqual([
      ['checkup-1', '2026-09-16'],
      ['event-1', '2026-09-17'],
    ]);
    const moved = await magisIn(h, ['agenda', 'move', '1', 'sexta 10h', ...NOW]);
    expect(moved).toMatchObject({status: 0, stdout: 'Movi o dentista do Davi para sexta, 18/09, às 10h.\n'});
    const cancelled = json(await magisIn(h, ['agenda', 'cancel', 'event-1', '--json', ...NOW]));
    expect(cancelled).toEqual({changes: [{op: 'cancel', what: 'event', id: 1}]});
    expect(json(await magisIn(h, ['agenda', '--json', ...NOW])).map((i: any) => [i.id, i.date, i.time])).toEqual([['checkup-1', '2026-09-18', '10:00']]);
    expect(json(await magisIn(h, ['undo', '--json', ...NOW])).reverted).toEqual([{op: 'cancel', what: 'event', id: 1}]);
    // The move stays until undo is run again: then it steps back one more edit.
    expect(json(await magisIn(h, ['agenda', '--json', ...NOW])).map((i: any) => [i.id, i.date])).toEqual([
      ['event-1', '2026-09-17'],
      ['checkup-1', '2026-09-18'],
    ]);
    expect(json(await magisIn(h, ['undo', '--json', ...NOW])).reverted).toEqual([{op: 'move', what: 'checkup', id: 1}]);
    expect(json(await magisIn(h, ['agenda', '--json', ...NOW])).map((i: any) => [i.id, i.date])).toEqual([
      ['checkup-1', '2026-09-16'],
      ['event-1', '2026-09-17'],
    ]);
  });

  it('refuses an unknown number, a bad date and a birthday with one sentence and exit 2, changing nothing', async () => {
    const h = await booked();
    for (const args of [
      ['move', '9', 'sexta'],
      ['move', '1', 'blorp'],
      ['cancel', 'event-99'],
      ['delete', 'x'],
    ]) {
      const r = await magisIn(h, ['agenda', ...args, ...NOW]);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(json(await magisIn(h, ['agenda', '--json', ...NOW]))).toHaveLength(2);
  });

  it('a number means what the last listing showed: after an edit moved it, the number is refused with the agenda as it is now', async () => {
    const h = await booked();
    // 1 is the dentist on the 16th, 2 the meeting on the 17th.
    expect((await magisIn(h, ['agenda', ...NOW])).stdout).toMatch(/1\. .*Dentista[\s\S]*2\. .*Reuni/);
    expect(await magisIn(h, ['agenda', 'move', '1', 'sábado 9h', ...NOW])).toMatchObject({status: 0});
    // The dentist is now after the meeting: today's "1" would be the meeting. The listing's 1 moved, so it is refused.
    const stale = await magisIn(h, ['agenda', 'cancel', '1', ...NOW]);
    expect(stale.status).toBe(2);
    expect(stale.stderr).toMatch(/não aponta mais/);
    expect(stale.stderr).toMatch(/Reuni/);
    // Its 2 still points at the meeting, which has not changed.
    expect(await magisIn(h, ['agenda', 'cancel', '2', ...NOW])).toMatchObject({status: 0, stdout: expect.stringMatching(/^Cancelei a reuni/)});
    expect(json(await magisIn(h, ['agenda', '--json', ...NOW])).map((i: any) => [i.id, i.date])).toEqual([['checkup-1', '2026-09-19']]);
  });
});

describe('one occurrence or the series, by hand', () => {
  it('a number on a weekly class moves or cancels that day only and says so; --series changes them all', async () => {
    const h = home();
    json(await magisIn(h, ['ask', '--json', '--now', '2026-11-30T09:00', 'o Caio tem judô toda terça e quinta às 18h']));
    const listed = await magisIn(h, ['agenda', '--within', '7d', ...['--now', '2026-11-30T10:00']]);
    expect(listed.stdout).toMatch(/1\. .*Judô/i);
    // Both at once is no answer: refused, nothing moved.
    const both = await magisIn(h, ['agenda', 'move', '1', 'quarta 18h', '--occurrence', '--series', '--now', '2026-11-30T10:00']);
    expect(both).toMatchObject({status: 2, stderr: expect.stringMatching(/--occurrence.*--series/)});
    const moved = await magisIn(h, ['agenda', 'move', '1', 'quarta 18h', '--occurrence', '--now', '2026-11-30T10:00']);
    expect(moved).toMatchObject({status: 0, stdout: expect.stringMatching(/as outras continuam[\s\S]*--series/)});
    const days = async () => json(await magisIn(h, ['agenda', '--json', '--within', '14d', '--now', '2026-11-30T10:00'])).map((i: any) => `${i.date} ${i.time}`);
    expect(await days()).toEqual(['2026-12-02 18:00', '2026-12-03 18:00', '2026-12-08 18:00', '2026-12-10 18:00']);
    await magisIn(h, ['agenda', '--within', '14d', '--now', '2026-11-30T10:00']);
    const all = await magisIn(h, ['agenda', 'cancel', '3', '--series', '--within', '14d', '--now', '2026-11-30T10:00']);
    expect(all).toMatchObject({status: 0, stdout: expect.stringMatching(/todas as próximas/)});
    // The day moved apart goes with its series.
    expect(await days()).toEqual([]);
  });
});

describe('people checkup', () => {
  it("numbers a person's checkups and edits one by its number", async () => {
    const h = await booked();
    expect((await magisIn(h, ['people', 'Davi', ...NOW])).stdout).toContain('  1) dentista — marcado para 16/09/2026 às 15h');
    const done = json(await magisIn(h, ['people', 'checkup', 'Davi', '1', 'done', 'ontem', '--json', ...NOW]));
    expect(done.changes).toEqual([{op: 'done', what: 'checkup', id: 1}]);
    expect(json(await magisIn(h, ['people', '--json', ...NOW])).find((p: any) => p.name === 'Davi').checkups).toEqual([
      {kind: 'dentist', status: 'done', date: '2026-09-12', time: '15:00', everyMonths: null},
    ]);
    const bad = await magisIn(h, ['people', 'checkup', 'Davi', '1', 'frob', ...NOW]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/done, cancel, delete ou move/);
  });
});

describe('pets', () => {
  it('lists animals apart from people, and moves a person record there', async () => {
    const h = home();
    await magisIn(h, ['ask', '--now', '2026-09-12T10:40', 'o pipoca é nosso cachorro']);
    await magisIn(h, ['people', 'set', 'Rex', '--age', '3', ...NOW]);
    expect((await magisIn(h, ['people', 'set', 'Rex', '--relation', 'cachorro', ...NOW])).status).toBe(0);
    expect(json(await magisIn(h, ['pets', '--json', ...NOW])).map((p: any) => [p.name, p.species, p.age])).toEqual([
      ['Pipoca', 'dog', null],
      ['Rex', 'dog', 3],
    ]);
    expect(json(await magisIn(h, ['people', '--json', ...NOW]))).toEqual([]);
    const none = await magisIn(h, ['pets', 'Tom', ...NOW]);
    expect(none.status).toBe(2);
  });
});

describe('memories delete --learned', () => {
  it('says what a deleted memory taught, and removes it with --learned', async () => {
    const h = home();
    await magisIn(h, ['ask', '--now', '2026-11-20T10:00', 'a bia minha filha tem dentista dia 24 as 15h']);
    const kept = await magisIn(h, ['memories', 'delete', '1', '--now', '2026-11-20T10:05']);
    expect(kept.stdout).toContain('O que ela ensinou ficou (1 consulta); `--learned` apaga junto.');
    expect(json(await magisIn(h, ['people', '--json'])).find((p: any) => p.name === 'Bia').checkups).toHaveLength(1);
    await magisIn(h, ['ask', '--now', '2026-11-20T10:10', 'o pedro meu filho tem pediatra dia 25 as 15h']);
    const id = json(await magisIn(h, ['memories', 'list', '--json']))[0].id;
    expect(json(await magisIn(h, ['memories', 'delete', String(id), '--learned', '--json'])).learnedRemoved).toEqual({checkups: 1, events: 0, tasks: 0, petCare: 0});
    expect(json(await magisIn(h, ['people', '--json'])).find((p: any) => p.name === 'Pedro').checkups).toEqual([]);
  });
});
