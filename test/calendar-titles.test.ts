import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import ICAL from 'ical.js';
import type {Language} from '../src/domain/types.js';
import {connect, type CalendarServer} from '../src/calendar/caldav.js';
import {addAccount, findAccount} from '../src/calendar/store-io.js';
import {syncAccount} from '../src/calendar/sync.js';
import {insertCheckup} from '../src/store/checkups.js';
import {type DB, openDatabase} from '../src/store/db.js';
import {insertEvent} from '../src/store/events.js';
import {upsertPerson} from '../src/store/learn.js';
import {insertMemory} from '../src/store/memories.js';
import {setProfileValue} from '../src/store/profile.js';
import {homePerTest} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * What the family's phones read as titles (issue 38): what and whose, in the user's language, a
 * visit by its own label — against a real CalDAV server (Radicale on loopback), checked on the
 * server's SUMMARY. A title someone typed on the phone stays as typed.
 */
const USERS = {lia: 'fam8ly-pass', tom: 'fam9ly-pass'};
type User = keyof typeof USERS;
const NOW = new Date('2026-11-24T12:00:00Z');
const at = NOW.toISOString();
const newHome = homePerTest();

let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale(USERS);
});
afterAll(async () => server?.stop());

function device(user: User, language: Language) {
  const db = openDatabase(newHome(), {now: NOW});
  setProfileValue(db, 'language', language, at);
  addAccount(db, {name: 'family', url: server.url, username: user}, at);
  let client: CalendarServer | null = null;
  return {
    db,
    async sync(when = NOW) {
      client ??= await connect(server.url, user, USERS[user]);
      return syncAccount(db, findAccount(db, 'family')!, client, {now: when, language});
    },
  };
}

/** What the chat keeps of a message it learned an event from: the memory its row points at. */
function learned(db: DB, sentence: string): number {
  return insertMemory(db, {content: sentence, occurredAt: at, createdAt: at}, null);
}

/** Every SUMMARY on the server, sorted. */
async function summaries(user: User): Promise<string[]> {
  const cals = await (await connect(server.url, user, USERS[user])).calendars();
  return cals.flatMap(c => c.objects.flatMap(o => new ICAL.Component(ICAL.parse(o.data) as unknown[]).getAllSubcomponents('vevent').map(v => String(v.getFirstPropertyValue('summary'))))).sort();
}

describe.skipIf(radicaleMissing)('titles on the family calendar (Radicale)', () => {
  it('a Portuguese home: "Alergista — Pedro", "Aniversário da Sonia", "Cirurgia de catarata — Ruth"; a typed title as typed; a phone rename kept', async () => {
    const a = device('lia', 'pt');
    const pedro = upsertPerson(a.db, {name: 'Pedro', gender: 'male', age: 9, relation: 'son'}, at);
    const sonia = upsertPerson(a.db, {name: 'Sonia', gender: 'female', age: null, relation: 'sister'}, at);
    const ruth = upsertPerson(a.db, {name: 'Ruth', gender: 'female', age: null, relation: 'mother'}, at);
    insertCheckup(a.db, {entityId: pedro, kind: 'other', label: 'alergista', status: 'scheduled', date: '2026-12-04', time: '15:00', everyMonths: null, at});
    insertCheckup(a.db, {entityId: ruth, kind: 'other', label: 'cirurgia de catarata', status: 'scheduled', date: '2026-12-08', time: '09:00', everyMonths: null, at});
    insertCheckup(a.db, {entityId: pedro, kind: 'dentist', status: 'scheduled', date: '2026-12-03', time: '10:00', everyMonths: null, at});
    const said = (sentence: string, e: Parameters<typeof insertEvent>[1]) => insertEvent(a.db, {...e, sourceMemoryId: learned(a.db, sentence)}, at);
    // The chat's words for them ("niver", "natação"), as it lifts them from the sentences.
    said('o niver da minha irmã é dia 10', {entityId: sonia, kind: 'birthday', title: 'niver', date: '2026-12-10', time: null, rrule: 'FREQ=YEARLY'});
    said('o pedro tem natação toda terça às 17h', {entityId: pedro, kind: 'class', title: 'natação', date: '2026-12-01', time: '17:00', rrule: 'FREQ=WEEKLY;BYDAY=TU'});
    // One typed as a title (by another assistant's add_event): it stays as typed.
    insertEvent(a.db, {entityId: pedro, kind: 'social', title: 'Clube do livro', date: '2026-12-05', time: '19:00', rrule: null}, at);

    const first = await a.sync();
    expect(first.sent.added).toBe(6);
    expect(await summaries('lia')).toEqual(['Alergista — Pedro', 'Aniversário da Sonia', 'Cirurgia de catarata — Ruth', 'Clube do livro', 'Dentista — Pedro', 'Natação — Pedro']);
    // Nothing to say again: what Magis sent is what it shows.
    const again = await a.sync();
    expect([again.sent.added, again.sent.updated, again.received.updated]).toEqual([0, 0, 0]);

    // The phone renames the birthday: its title is the family's now, and Magis does not undo it.
    const cal = (await (await connect(server.url, 'lia', USERS.lia)).calendars())[0]!;
    const object = cal.objects.find(o => o.data.includes('SUMMARY:Aniversário da Sonia'))!;
    const renamed = object.data.replace('SUMMARY:Aniversário da Sonia', 'SUMMARY:Festa surpresa da Sonia').replace(/SEQUENCE:(\d+)/, (_m, n) => `SEQUENCE:${Number(n) + 1}`);
    const put = await fetch(new URL(object.url, server.url), {
      method: 'PUT',
      headers: {authorization: `Basic ${Buffer.from(`lia:${USERS.lia}`).toString('base64')}`, 'content-type': 'text/calendar'},
      body: renamed,
    });
    expect(put.status).toBeLessThan(300);
    const pulled = await a.sync(new Date('2026-11-24T13:00:00Z'));
    expect(pulled.received.updated).toBe(1);
    const settled = await a.sync(new Date('2026-11-24T14:00:00Z'));
    expect([settled.sent.updated, settled.received.updated]).toEqual([0, 0]);
    expect((await summaries('lia')).filter(s => s.includes('Sonia'))).toEqual(['Festa surpresa da Sonia']);
  });

  it('an English home: "Allergist — Leo", "Sonia\'s birthday", "Concert — Leo" (never "bday" or "concert"); a visit with no label of its own is an appointment', async () => {
    const b = device('tom', 'en');
    const leo = upsertPerson(b.db, {name: 'Leo', gender: 'male', age: 7, relation: 'son'}, at);
    const sonia = upsertPerson(b.db, {name: 'Sonia', gender: 'female', age: null, relation: 'sister'}, at);
    insertCheckup(b.db, {entityId: leo, kind: 'other', label: 'allergist', status: 'scheduled', date: '2026-12-04', time: '15:00', everyMonths: null, at});
    insertCheckup(b.db, {entityId: leo, kind: 'other', status: 'scheduled', date: '2026-12-09', time: '11:00', everyMonths: null, at});
    const said = (sentence: string, e: Parameters<typeof insertEvent>[1]) => insertEvent(b.db, {...e, sourceMemoryId: learned(b.db, sentence)}, at);
    said("my sister's bday is dec 10", {entityId: sonia, kind: 'birthday', title: 'bday', date: '2026-12-10', time: null, rrule: 'FREQ=YEARLY'});
    said('leo has a concert on saturday at 7pm', {entityId: leo, kind: 'social', title: 'concert', date: '2026-12-05', time: '19:00', rrule: null});

    await b.sync();
    expect(await summaries('tom')).toEqual(['Allergist — Leo', 'Appointment — Leo', 'Concert — Leo', "Sonia's birthday"]);
  });
});
