/**
 * A timed span ("offsite Tue 9am to Wed 5pm") is reminded of with its end: `magis remind` said when
 * it starts and the day it ends but not the hour, and `--json` gave neither end. The reminder now
 * says the span as the agenda does ("até quarta, 25/11, 17h", "until Wednesday, Nov 25, 5 pm", in Britain "until Wednesday 25 Nov, 17:00") and
 * `--json` carries `endDate` and `endTime` as `agenda --json` does. An event of one day, or a
 * weekly one, says no end.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const TZ = process.env.TZ ?? 'UTC';
const home = homePerTest();
// Monday 23 November 2026: the span is Tuesday 24 at 9:00 to Wednesday 25 at 17:00.
const NOW = '2026-11-23T09:00';

interface Due {
  message: string;
  dueDate: string;
  endDate?: string;
  endTime?: string;
}

describe('a timed span is reminded of with its end, in text and in --json', () => {
  it.each([
    ['pt-BR', 'pt_BR.UTF-8', 'offsite de terça 9h a quarta 17h', 'Amanhã você tem offsite às 9h (até quarta, 25/11, 17h).'],
    ['pt-PT', 'pt_PT.UTF-8', 'retiro da equipa de 3.ª às 9h a 4.ª às 17h', 'Amanhã tem retiro da equipa às 9h (até quarta, 25/11, 17h).'],
    ['en-US', 'en_US.UTF-8', 'offsite Tue 9am to Wed 5pm', 'Tomorrow: offsite at 9 am until Wednesday, Nov 25, 5 pm.'],
    ['en-GB', 'en_GB.UTF-8', 'team away day from Tuesday 09:00 to Wednesday 17:00', 'Tomorrow: team away day at 09:00 until Wednesday 25 Nov, 17:00.'],
  ])('%s: %s', async (_variety, LANG, text, reminder) => {
    const h = home();
    const env = {env: {TZ, LANG}};
    expect((await magisIn(h, ['ask', text, '--now', NOW], env)).status).toBe(0);
    expect((await magisIn(h, ['remind', '--now', NOW], env)).stdout.trim()).toBe(`1. ${reminder}`);
    const [today] = json<Due[]>(await magisIn(h, ['remind', '--json', '--now', '2026-11-24T07:00'], env));
    expect(today).toMatchObject({dueDate: '2026-11-24', endDate: '2026-11-25', endTime: '17:00'});
    expect(today!.message).toMatch(/25\/11, 17h|Nov 25, 5 pm|25 Nov, 17:00/);
    // What the agenda lists is the same span.
    const [item] = json<Array<{date: string; time: string; endDate: string; endTime: string}>>(await magisIn(h, ['agenda', '--json', '--now', NOW], env));
    expect(item).toMatchObject({date: '2026-11-24', time: '09:00', endDate: '2026-11-25', endTime: '17:00'});
  });

  it.each([
    ['pt-BR', 'pt_BR.UTF-8', 'reunião com o contador amanhã às 10h'],
    ['pt-PT', 'pt_PT.UTF-8', 'a Inês tem natação às 3.ªs às 18h'],
    ['en-US', 'en_US.UTF-8', 'meeting with the accountant tomorrow at 10am'],
    ['en-GB', 'en_GB.UTF-8', 'Alfie has swimming on Tuesdays at 18:00'],
  ])('must not say an end: %s: %s', async (_variety, LANG, text) => {
    const h = home();
    const env = {env: {TZ, LANG}};
    expect((await magisIn(h, ['ask', text, '--now', NOW], env)).status).toBe(0);
    const due = json<Due[]>(await magisIn(h, ['remind', '--json', '--now', NOW], env));
    expect(due.length).toBeGreaterThan(0);
    for (const d of due) {
      expect(d.endDate).toBeUndefined();
      expect(d.message).not.toMatch(/até|until/);
    }
  });
});
