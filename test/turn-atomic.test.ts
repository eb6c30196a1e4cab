import {afterEach, expect, it} from 'vitest';
import {openLife} from './helpers/life.js';

let close = () => {};
afterEach(() => close());

it('a turn that fails half-way through a correction leaves nothing half-done', async () => {
  const life = await openLife('2026-11-20T10:00:00');
  close = life.close;
  await life.say('2026-11-20T10:00:00', 'O Pedro tem dentista na sexta às 14h');
  const names = () => life.store.db.prepare('SELECT name FROM entities ORDER BY id').pluck().all();
  const before = names();
  // "e a Bia também" adds Bia and copies Pedro's booking to her; the disk fails at the copy.
  life.store.db.exec("CREATE TEMP TRIGGER disk_fails BEFORE INSERT ON main.checkups BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END");
  await expect(life.say('2026-11-20T10:05:00', 'e a Bia também')).rejects.toThrow(/disk I\/O error/);
  expect(names()).toEqual(before);
  // With the disk back, the same message does all of it.
  life.store.db.exec('DROP TRIGGER disk_fails');
  const r = await life.say('2026-11-20T10:06:00', 'e a Bia também');
  expect(r.reply).toMatch(/Bia também/);
  expect(names()).toEqual([...before, 'Bia']);
});

it('a turn is one transaction: a failure when its reply is stored leaves no message, memory or change behind', async () => {
  const life = await openLife('2026-11-30T09:00:00');
  close = life.close;
  await life.say('2026-11-30T09:00:00', 'a Nina tem pediatra quinta às 10h');
  const db = life.store.db;
  const counts = () => db.prepare("SELECT (SELECT count(*) FROM messages), (SELECT count(*) FROM memories), (SELECT count(*) FROM checkups WHERE date = '2026-12-03')").raw().get();
  const before = counts();
  db.exec("CREATE TEMP TRIGGER reply_fails BEFORE INSERT ON main.messages WHEN NEW.role = 'assistant' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END");
  await expect(life.say('2026-11-30T09:05:00', 'remarcaram o pediatra da Nina pra sexta às 11h')).rejects.toThrow(/disk I\/O error/);
  expect(counts()).toEqual(before);
  db.exec('DROP TRIGGER reply_fails');
  const r = await life.say('2026-11-30T09:06:00', 'remarcaram o pediatra da Nina pra sexta às 11h');
  expect(r.reply).toMatch(/^Movi o pediatra da Nina/);
});
