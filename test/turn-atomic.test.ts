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
