import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import ICAL from 'ical.js';
import {buildAgenda} from '../src/agenda/build.js';
import {loadAgendaInput} from '../src/agenda/store-io.js';
import type {Language} from '../src/domain/types.js';
import {connect, type CalendarServer} from '../src/calendar/caldav.js';
import {addAccount, findAccount} from '../src/calendar/store-io.js';
import {syncAccount} from '../src/calendar/sync.js';
import {type DB, openDatabase} from '../src/store/db.js';
import {addPetCare, cancelPetCare, movePetCare, petCareDone, upsertPet} from '../src/store/pets.js';
import {setProfileValue} from '../src/store/profile.js';
import {homePerTest} from './helpers/cli.js';
import {radicaleMissing, startRadicale, type Radicale} from './helpers/radicale.js';

/**
 * A pet's booked vet visits and vaccines reach the family's phones like anyone's checkup (issue
 * 41.4), against a real CalDAV server (Radicale on loopback): titled what and whose in the user's
 * language, sent once, and a move, a cancel or a delete made on the phone comes back to the pet's
 * care — never as a visit of the user's own, never twice.
 */
const USERS = {rita: 'pet1-pass', joe: 'pet2-pass', ines: 'pet3-pass', kim: 'pet4-pass'};
type User = keyof typeof USERS;
const NOW = new Date('2026-12-01T12:00:00Z');
const at = NOW.toISOString();
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
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

/** A pet with one booked care, as the chat keeps "a Frida tem vacina dia 17 às 10h". */
function bookCare(db: DB, pet: {name: string; species: string; gender: 'female' | 'male'}, kind: 'vet' | 'vaccine', date: string, time: string | null): number {
  const petId = upsertPet(db, pet, null, at);
  return addPetCare(db, petId, {kind, status: 'scheduled', date, time}, null, at);
}

/** Every VEVENT on the server of `user`: its object's URL, SUMMARY, start as written, and STATUS. */
async function onServer(user: User) {
  const cals = await (await connect(server.url, user, USERS[user])).calendars();
  return cals.flatMap(c =>
    c.objects.flatMap(o =>
      new ICAL.Component(ICAL.parse(o.data) as unknown[]).getAllSubcomponents('vevent').map(v => ({
        url: o.url,
        data: o.data,
        summary: String(v.getFirstPropertyValue('summary')),
        start: String(v.getFirstProperty('dtstart')?.toICALString() ?? ''),
        status: String(v.getFirstPropertyValue('status') ?? ''),
      })),
    ),
  );
}

/** A phone on the same server: plain HTTP with the family's password. */
function phone(user: User) {
  const auth = {authorization: `Basic ${Buffer.from(`${user}:${USERS[user]}`).toString('base64')}`};
  const bump = (ics: string) => ics.replace(/SEQUENCE:(\d+)/, (_m, n) => `SEQUENCE:${Number(n) + 1}`).replace(/LAST-MODIFIED:[0-9TZ]+/, 'LAST-MODIFIED:20261201T130000Z');
  return {
    async edit(url: string, ics: string, change: (ics: string) => string) {
      const res = await fetch(new URL(url, server.url), {method: 'PUT', headers: {...auth, 'content-type': 'text/calendar'}, body: bump(change(ics))});
      expect(res.status).toBeLessThan(300);
    },
    async remove(url: string) {
      expect((await fetch(new URL(url, server.url), {method: 'DELETE', headers: auth})).status).toBeLessThan(300);
    },
  };
}

const care = (db: DB) =>
  db.prepare('SELECT p.name, c.kind, c.status, c.date, c.time FROM pet_care c JOIN pets p ON p.id = c.pet_id ORDER BY c.id').all() as Array<{
    name: string;
    kind: string;
    status: string;
    date: string;
    time: string | null;
  }>;
const ownCheckups = (db: DB) => db.prepare('SELECT count(*) FROM checkups').pluck().get() as number;
const events = (db: DB) => db.prepare('SELECT count(*) FROM events').pluck().get() as number;

describe.skipIf(radicaleMissing)("a pet's care on the family calendar (Radicale)", () => {
  it('a Portuguese home: "Vacina — Frida" and "Veterinário — Rex" reach the server at their hour, once; a move and a cancel on the phone come back', async () => {
    const a = device('rita', 'pt');
    bookCare(a.db, {name: 'Frida', species: 'gato', gender: 'female'}, 'vaccine', '2026-12-17', '10:00');
    bookCare(a.db, {name: 'Rex', species: 'cachorro', gender: 'male'}, 'vet', '2026-12-09', '16:30');

    const first = await a.sync();
    expect(first.sent.added).toBe(2);
    const sent = await onServer('rita');
    expect(sent.map(s => [s.summary, s.start]).sort()).toEqual([
      ['Vacina — Frida', 'DTSTART:20261217T100000'],
      ['Veterinário — Rex', 'DTSTART:20261209T163000'],
    ]);
    // Nothing to say again, and nothing comes back as a second item.
    const again = await a.sync(later(1));
    expect([again.sent.added, again.sent.updated, again.received.added, again.received.updated]).toEqual([0, 0, 0, 0]);
    expect(await onServer('rita')).toHaveLength(2);

    // The phone moves Frida's vaccine to the 18th at 15h, and cancels Rex's visit.
    const p = phone('rita');
    const frida = sent.find(s => s.summary === 'Vacina — Frida')!;
    const rex = sent.find(s => s.summary === 'Veterinário — Rex')!;
    await p.edit(frida.url, frida.data, ics => ics.replace('DTSTART:20261217T100000', 'DTSTART:20261218T150000').replace('DTEND:20261217T110000', 'DTEND:20261218T160000'));
    await p.edit(rex.url, rex.data, ics => ics.replace('END:VEVENT', 'STATUS:CANCELLED\r\nEND:VEVENT'));
    const back = await a.sync(later(2));
    expect(back.received.updated + back.received.deleted).toBe(2);
    expect(care(a.db)).toEqual([{name: 'Frida', kind: 'vaccine', status: 'scheduled', date: '2026-12-18', time: '15:00'}]);
    // On the agenda where the phone put it, and still the pet's, never the user's own.
    const agenda = buildAgenda(loadAgendaInput(a.db, 'pt'), {from: '2026-12-01', to: '2026-12-31', today: '2026-12-01'});
    expect(agenda.map(i => [i.date, i.time, i.title, i.person])).toEqual([['2026-12-18', '15:00', 'Vacina', 'Frida']]);
    expect([ownCheckups(a.db), events(a.db)]).toEqual([0, 0]);
    const settled = await a.sync(later(3));
    expect([settled.sent.added, settled.sent.updated, settled.received.added, settled.received.updated]).toEqual([0, 0, 0, 0]);
  });

  it('an English home: "Vet — Biscuit", "Vaccine — Biscuit"; a phone delete removes the booking, a move in Magis and a cancel in Magis reach the server', async () => {
    const b = device('joe', 'en');
    const vet = bookCare(b.db, {name: 'Biscuit', species: 'dog', gender: 'male'}, 'vet', '2026-12-03', '09:30');
    const shot = bookCare(b.db, {name: 'Biscuit', species: 'dog', gender: 'male'}, 'vaccine', '2026-12-11', null);
    await b.sync();
    const sent = await onServer('joe');
    expect(sent.map(s => [s.summary, s.start]).sort()).toEqual([
      ['Vaccine — Biscuit', 'DTSTART;VALUE=DATE:20261211'],
      ['Vet — Biscuit', 'DTSTART:20261203T093000'],
    ]);

    // Magis moves the vet visit an hour later: the phone sees the new hour, under the same UID.
    movePetCare(b.db, vet, '2026-12-03', '10:30');
    const moved = await b.sync(later(1));
    expect([moved.sent.updated, moved.sent.added]).toEqual([1, 0]);
    expect((await onServer('joe')).filter(s => s.summary === 'Vet — Biscuit').map(s => s.start)).toEqual(['DTSTART:20261203T103000']);

    // The phone deletes the vaccine: the booking goes from Magis too.
    await phone('joe').remove(sent.find(s => s.summary === 'Vaccine — Biscuit')!.url);
    const deleted = await b.sync(later(2));
    expect(deleted.received.deleted).toBe(1);
    expect(care(b.db).map(c => c.kind)).toEqual(['vet']);
    expect(shot).toBeGreaterThan(0);

    // Magis calls the vet visit off: the phone's copy goes.
    cancelPetCare(b.db, vet, false);
    const cancelled = await b.sync(later(3));
    expect(cancelled.sent.deleted).toBe(1);
    expect(await onServer('joe')).toEqual([]);
    expect([ownCheckups(b.db), events(b.db)]).toEqual([0, 0]);
  });

  it('a visit had stays on the calendar; a second device that knows the pet takes "Vacina — Frida" as the pet\'s care, not its user\'s', async () => {
    const a = device('ines', 'pt');
    const id = bookCare(a.db, {name: 'Frida', species: 'gata', gender: 'female'}, 'vaccine', '2026-12-17', '10:00');
    await a.sync();
    petCareDone(a.db, id, '2026-12-17');
    const done = await a.sync(later(1));
    expect([done.sent.deleted, done.sent.added]).toEqual([0, 0]);
    expect((await onServer('ines')).map(s => s.summary)).toEqual(['Vacina — Frida']);

    // Another Magis of the family on the same account, which knows Frida as its cat too.
    const b = device('ines', 'pt');
    upsertPet(b.db, {name: 'Frida', species: 'gata', gender: 'female'}, null, at);
    const got = await b.sync(later(2));
    expect(got.received.added).toBe(1);
    // A calendar says when, not whether it was had: on this device it is booked.
    expect(care(b.db)).toEqual([{name: 'Frida', kind: 'vaccine', status: 'scheduled', date: '2026-12-17', time: '10:00'}]);
    expect([ownCheckups(b.db), events(b.db)]).toEqual([0, 0]);
    const quiet = await b.sync(later(3));
    expect([quiet.sent.added, quiet.received.added]).toEqual([0, 0]);
    expect(await onServer('ines')).toHaveLength(1);
  });

  it("a phone edit of a care Magis had cancelled meanwhile brings it back as the pet's, not as a visit of the user's", async () => {
    const a = device('kim', 'en');
    const id = bookCare(a.db, {name: 'Biscuit', species: 'dog', gender: 'male'}, 'vaccine', '2026-12-11', '09:00');
    await a.sync();
    const [copy] = await onServer('kim');
    cancelPetCare(a.db, id, false);
    await phone('kim').edit(copy!.url, copy!.data, ics => ics.replace('DTSTART:20261211T090000', 'DTSTART:20261212T090000').replace('DTEND:20261211T100000', 'DTEND:20261212T100000'));
    const both = await a.sync(later(2));
    expect(both.conflicts).toBe(1);
    expect(care(a.db)).toEqual([{name: 'Biscuit', kind: 'vaccine', status: 'scheduled', date: '2026-12-12', time: '09:00'}]);
    expect([ownCheckups(a.db), events(a.db)]).toEqual([0, 0]);
    const quiet = await a.sync(later(3));
    expect([quiet.sent.added, quiet.sent.updated, quiet.received.added, quiet.received.updated]).toEqual([0, 0, 0, 0]);
    expect(await onServer('kim')).toHaveLength(1);
  });
});
