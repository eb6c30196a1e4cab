import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

describe('magis extract', () => {
  it('prints the contract shape for the Susana sentence and stores nothing', async () => {
    const x = json(
      await magisIn(home, ['extract', '--json', '--now', '2026-11-21T10:00:00', 'A Susana minha filha precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento']),
    );
    for (const k of ['language', 'keep', 'importance', 'context', 'type', 'people', 'relationships', 'places', 'organizations', 'checkups', 'tasks', 'questions']) expect(x).toHaveProperty(k);
    expect(x).toMatchObject({language: 'pt', keep: true, context: 'family'});
    expect(x.people).toEqual([expect.objectContaining({name: 'Susana', gender: 'female', relation: 'daughter'})]);
    expect(x.relationships).toContainEqual({subject: 'Susana', relation: 'daughter', object: 'user'});
    expect(x.checkups).toContainEqual(expect.objectContaining({person: 'Susana', kind: 'eye_exam', status: 'needed'}));
    const dentist = x.checkups.find((c: any) => c.kind === 'dentist');
    expect(dentist).toMatchObject({person: 'user', status: 'done'});
    expect(dentist.date >= '2026-11-16' && dentist.date <= '2026-11-21').toBe(true);
    expect(x.tasks.length).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(home, 'magis.db'))).toBe(false);
  });

  it('drops small talk with importance 0 and reads English too', async () => {
    expect(json(await magisIn(home, ['extract', '--json', 'Bom dia!']))).toMatchObject({keep: false, importance: 0});
    const en = json(await magisIn(home, ['extract', '--json', '--now', '2026-11-21T10:00:00', "My brother Tom's son Jake has a pediatrician appointment next Thursday at 3pm"]));
    expect(en.language).toBe('en');
    expect(en.people.find((p: any) => p.name === 'Jake')).toMatchObject({relation: 'nephew', gender: 'male'});
    expect(en.checkups).toContainEqual(expect.objectContaining({person: 'Jake', kind: 'pediatrician', status: 'scheduled', date: '2026-11-26', time: '15:00'}));
  });

  it('describes what it would learn in plain text without --json', async () => {
    const r = await magisIn(home, ['extract', 'Minha avó Dona Neide tem 90 anos']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/person: Neide \(grandmother, female, 90\)/);
    expect((await magisIn(home, ['extract', ''])).status).toBe(2);
  });
});
