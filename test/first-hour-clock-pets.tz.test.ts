/**
 * Issue 41, the first hour's clock and pets, as a user sees them in each language: every time
 * magis writes is on the user's one clock (people, a person described in the chat, a habit, work
 * hours, `remind add`, `remind snooze`); a pet's vet visit or vaccine told with an hour is said back
 * with it and stands on the agenda at it; a pet's sex told by its noun or article is kept and said
 * ("a Jade", "cachorra"). Runs in UTC and in São Paulo.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';

const home = homePerTest();
const TZ = process.env.TZ ?? 'UTC';
const EN = {TZ, LANG: 'en_US.UTF-8'};
const PT = {TZ, LANG: 'pt_BR.UTF-8'};
const NOW = '2026-12-01T09:00:00';

const run = async (h: string, env: NodeJS.ProcessEnv, args: string[], now = NOW) => {
  const r = await magisIn(h, [...args, '--now', now], {env});
  expect(r.stderr).toBe('');
  return r.stdout.trim();
};
const ask = (h: string, env: NodeJS.ProcessEnv, text: string, now = NOW) => run(h, env, ['ask', text], now);
const agenda = async (h: string, env: NodeJS.ProcessEnv, now = NOW) =>
  (JSON.parse(await run(h, env, ['agenda', '--json', '--within', '30d'], now)) as Array<{date: string; time: string | null; kind: string; person: string}>).map(
    i => `${i.date} ${i.time ?? '--:--'} ${i.kind} (${i.person})`,
  );
const genders = (h: string) => inspect(h, db => db.prepare('SELECT name, gender FROM pets ORDER BY name').all());

describe('one clock per user, wherever a time is written', () => {
  it('English on the 12-hour clock: people, the chat, habits, work hours, remind add and snooze', async () => {
    const h = home();
    await ask(h, EN, 'My daughter Ava is 8');
    expect(await run(h, EN, ['remind', 'add', 'dentist', '--person', 'Ava', '--status', 'scheduled', '--date', '2026-12-09', '--time', '16:30'])).toMatch(/4:30 pm/);
    expect(await run(h, EN, ['people', 'Ava'])).toContain('booked for December 9, 2026 at 4:30 pm');
    expect(await run(h, EN, ['people'])).toContain('has a dentist visit booked on December 9, 2026 at 4:30 pm');
    expect(await ask(h, EN, 'who is Ava?')).toContain('at 4:30 pm');
    await run(h, EN, ['profile', 'set', 'work-hours', '09:00-17:30']);
    expect(await run(h, EN, ['profile'])).toContain('Work hours: 9 am–5:30 pm');
    // The day before, the booking is due; snoozed from 3 pm for two days.
    expect(await run(h, EN, ['remind'], '2026-12-08T15:00:00')).toContain('4:30 pm');
    expect(await run(h, EN, ['remind', 'snooze', '1', '2d'], '2026-12-08T15:00:00')).toMatch(/^Snoozed until 2026-12-10 at 3 pm: /);
    const all = await run(h, EN, ['people', 'Ava']);
    expect(all).not.toMatch(/\b16:30\b/);
  });

  it('English on the 24-hour clock, when the user writes it so', async () => {
    const h = home();
    await ask(h, {...EN, LANG: 'en_GB.UTF-8'}, 'My son Leo has the dentist on 9 December at 16:30');
    expect(await run(h, {...EN, LANG: 'en_GB.UTF-8'}, ['people', 'Leo'])).toContain('at 16:30');
    expect(await ask(h, {...EN, LANG: 'en_GB.UTF-8'}, 'who is Leo?')).toContain('at 16:30');
  });

  it('Portuguese: the 24-hour clock as Portuguese writes it ("16h30"), never "16:30"', async () => {
    const h = home();
    await ask(h, PT, 'Minha filha Bia tem 8 anos');
    expect(await run(h, PT, ['remind', 'add', 'dentist', '--person', 'Bia', '--status', 'scheduled', '--date', '2026-12-09', '--time', '16:30'])).toContain('16h30');
    expect(await run(h, PT, ['people', 'Bia'])).toContain('marcado para 09/12/2026 às 16h30');
    expect(await ask(h, PT, 'quem é a Bia?')).toContain('às 16h30');
    await run(h, PT, ['profile', 'set', 'work-hours', '09:00-18:00']);
    expect(await run(h, PT, ['profile'])).toContain('Horário de trabalho: 9h–18h');
    expect(await run(h, PT, ['remind'], '2026-12-08T15:00:00')).toContain('16h30');
    expect(await run(h, PT, ['remind', 'snooze', '1', '2d'], '2026-12-08T15:00:00')).toMatch(/^Adiado até 10\/12\/2026 às 15h: /);
  });

  it('a habit is said at its hour on the user’s clock', async () => {
    const h = home();
    for (const [i, day] of ['4th March 2025', '2nd September 2025', '24th February 2026'].entries()) await ask(h, EN, `I went to the dentist on ${day} at 2pm`, `2026-03-02T09:0${i}:00`);
    expect(await ask(h, EN, 'when do I usually go to the dentist?', '2026-03-03T08:00:00')).toMatch(/^You usually go to the dentist on Tuesdays, around 2 pm/);
  });
});

describe('a pet’s vet visit or vaccine told with an hour', () => {
  it('English: said back with the hour on the user’s clock, and on the agenda at it', async () => {
    const h = home();
    expect(await ask(h, EN, 'Rex is our dog')).toBe('Noted: Rex (dog).');
    expect(await ask(h, EN, 'Rex has his vaccine on the 7th at 10am')).toBe('Noted: Rex: vaccine on December 7, 2026 at 10 am.');
    expect(await agenda(h, EN)).toEqual(['2026-12-07 10:00 vaccine (Rex)']);
    expect(await run(h, EN, ['remind'], '2026-12-07T08:00:00')).toContain('10 am');
  });

  it('Portuguese: "às 10h" in the reply, on the agenda, in cron that morning and in the day’s answer, with the pet’s article', async () => {
    const h = home();
    expect(await ask(h, PT, 'A Jade é nossa cadela')).toBe('Anotado: Jade (cachorra).');
    expect(await ask(h, PT, 'a Jade tem vacina no veterinário dia 17 às 10h')).toBe('Anotado: Jade: vacina em 17/12/2026 às 10h.');
    expect(await agenda(h, PT)).toEqual(['2026-12-17 10:00 vaccine (Jade)']);
    expect(await run(h, PT, ['remind'], '2026-12-17T08:00:00')).toContain('Hoje a Jade tem vacina às 10h');
    expect(await ask(h, PT, 'o que tenho hoje?', '2026-12-17T08:00:00')).toContain('vacina da Jade às 10h');
  });
});

describe('a pet’s sex from its noun or article, kept and said', () => {
  it('Portuguese: "nossa gata", "a nossa cadela", "minha cachorra" are female; "nosso gato" male', async () => {
    const h = home();
    expect(await ask(h, PT, 'nossa gata Luz dorme o dia todo')).toContain('Luz (gata)');
    await ask(h, PT, 'A nossa cadela, a Nutella, fez 3 anos');
    await ask(h, PT, 'minha cachorra Mel tá com pulga');
    expect(await ask(h, PT, 'nosso gato Bidu sumiu')).toContain('Bidu (gato)');
    expect(genders(h)).toEqual([
      {name: 'Bidu', gender: 'male'},
      {name: 'Luz', gender: 'female'},
      {name: 'Mel', gender: 'female'},
      {name: 'Nutella', gender: 'female'},
    ]);
    expect(await run(h, PT, ['pets'])).toMatch(/^Luz — gata$/m);
    expect(await run(h, PT, ['pets'])).toMatch(/^Mel — cachorra$/m);
  });

  it('English: "our cat, she…" is female, "Rex has his vaccine" male; a later message keeps it', async () => {
    const h = home();
    // The conversation binds "she" to Pixel before the message is read: the sex is still kept.
    expect(await ask(h, EN, 'our cat Pixel, she needs her shots friday at 3pm')).toBe('Noted: Pixel: vaccine on December 4, 2026 at 3 pm.');
    await ask(h, EN, 'Our dog Rex loves the park');
    await ask(h, EN, 'Rex has his vaccine on the 7th at 10am');
    await ask(h, EN, 'Pixel needs the vet');
    expect(genders(h)).toEqual([
      {name: 'Pixel', gender: 'female'},
      {name: 'Rex', gender: 'male'},
    ]);
  });
});

describe('undo names the pet it takes back, as it names a person', () => {
  it('English: the pet, then its vaccine, each by name, in English', async () => {
    const h = home();
    await ask(h, EN, 'Rex is our dog');
    await ask(h, EN, 'Rex has his vaccine on the 7th at 10am');
    expect(await run(h, EN, ['undo'])).toBe("Forgot what your last message taught: 1 memory, Rex's vaccine.");
    expect(await agenda(h, EN)).toEqual([]);
    expect(await run(h, EN, ['undo'])).toBe('Forgot what your last message taught: 1 memory, 1 pet (Rex).');
    expect(await run(h, EN, ['pets'])).toMatch(/^No pets yet/);
  });

  it('Portuguese: "1 pet (Frida)" and "a vacina da Frida", with the pet’s article', async () => {
    const h = home();
    await ask(h, PT, 'A Frida é nossa gata e tem vacina dia 17 às 10h');
    expect(await run(h, PT, ['undo'])).toBe('Esqueci o que sua última mensagem ensinou: 1 memória, 1 pet (Frida), a vacina da Frida.');
    await ask(h, PT, 'nosso gato Bidu sumiu');
    expect(await run(h, PT, ['undo'])).toBe('Esqueci o que sua última mensagem ensinou: 1 memória, 1 pet (Bidu).');
    // A person's undo is said as before.
    await ask(h, PT, 'Minha irmã Ana tem 30 anos');
    expect(await run(h, PT, ['undo'])).toMatch(/^Esqueci o que sua última mensagem ensinou: 1 memória, 1 pessoa \(Ana\)/);
  });
});
