/**
 * Issue 38, a timed span said in the chat, through the real CLI: one event that the reply, `agenda`
 * and `remind --ics` all give its two days and two hours — once, as a span, with a DTEND where it ends.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import ICAL from 'ical.js';
import {describe, expect, it} from 'vitest';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const TZ = process.env.TZ ?? 'UTC';
const home = homePerTest();
const NOW = '2026-11-30T09:00'; // a Monday

describe('a span said with its hours reaches the agenda and the calendar file as one timed event', () => {
  it.each([
    ['en_US.UTF-8', 'client workshop from Wednesday 1pm to Thursday noon', 'from December 2, 2026 at 1 pm to December 3, 2026 at 12 pm', '2026-12-02', '13:00', '2026-12-03', '12:00'],
    ['pt_PT.UTF-8', 'seminário de 4.ª às 14h até 5.ª às 12h30', 'de 02/12/2026 às 14h a 03/12/2026 às 12h30', '2026-12-02', '14:00', '2026-12-03', '12:30'],
  ])('%s: %s', async (lang, text, said, date, time, endDate, endTime) => {
    const h = home();
    const env = {TZ, LANG: lang};
    const reply = await magisIn(h, ['ask', '--now', NOW, text], {env});
    expect(reply.stdout).toContain(said);
    const agenda = json<Array<{date: string; time: string; endDate: string; endTime: string}>>(await magisIn(h, ['agenda', '--json', '--now', NOW, '--within', '14d'], {env}));
    expect(agenda.map(a => [a.date, a.time, a.endDate, a.endTime])).toEqual([[date, time, endDate, endTime]]);
    const file = join(h, 'out.ics');
    expect((await magisIn(h, ['remind', '--ics', file, '--now', NOW], {env})).status).toBe(0);
    const [event] = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8'))).getAllSubcomponents('vevent').map(v => new ICAL.Event(v));
    expect([event!.startDate.toString(), event!.endDate.toString()]).toEqual([`${date}T${time}:00`, `${endDate}T${endTime}:00`]);
  });
});
