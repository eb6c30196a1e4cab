import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';

/**
 * Two records of one person merged — by `people merge` or by learning a name ("My daughter's name is
 * Clara") — are one person to the reminders too: a reminder said, snoozed or done under the merged-away
 * record is not said again under the kept one. Forgetting a person forgets their reminders' states.
 * (Their keys hold the person's number, "dentist-p2-…"; it was bound into SQL as a REAL, '-p2.0-',
 * which matched no key.)
 */
const home = homePerTest();
const ENV = {env: {LANG: 'en_US.UTF-8'}};
const DAY_BEFORE = '2026-11-20T10:00';

const run = async (h: string, args: string[], now = DAY_BEFORE) => {
  const r = await magisIn(h, [...args, '--now', now], ENV);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r;
};

/** Clara, and a daughter known only by kinship whose dentist visit was said this morning. */
async function remindedDaughter(): Promise<string> {
  const h = home();
  await run(h, ['ask', 'Clara has piano every Monday at 5pm']);
  await run(h, ['ask', 'My daughter has the dentist on November 21 at 10am']);
  expect((await run(h, ['remind'], '2026-11-21T08:00')).stdout).toMatch(/your daughter's dentist visit at 10 am/);
  return h;
}

describe('merged people keep their reminders said', () => {
  it('a name learned for a kinship-only person: the reminder said before is not said again', async () => {
    const h = await remindedDaughter();
    await run(h, ['ask', "My daughter's name is Clara"], '2026-11-21T08:10');
    expect((await run(h, ['remind'], '2026-11-21T08:30')).stdout).toBe('');
  });

  it('people merge: the reminder said before is not said again', async () => {
    const h = await remindedDaughter();
    await run(h, ['people', 'merge', 'Clara', 'daughter'], '2026-11-21T08:10');
    expect((await run(h, ['remind'], '2026-11-21T08:30')).stdout).toBe('');
  });

  it("people forget: the person's reminder states go with them", async () => {
    const h = await remindedDaughter();
    await run(h, ['people', 'forget', 'daughter', '--yes'], '2026-11-21T08:10');
    expect(inspect(h, db => db.prepare('SELECT item_key FROM reminder_state').pluck().all())).toEqual([]);
  });
});
