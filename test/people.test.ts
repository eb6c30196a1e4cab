import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const add = async (text: string, now = '2026-11-21T10:00:00') => expect((await magisIn(home, ['memories', 'add', text, '--now', now])).status).toBe(0);
const people = async () => json(await magisIn(home, ['people', '--json']));

describe('magis people: who is who, merged across messages', () => {
  it('shows a person the way a user says it', async () => {
    await add('A Susana minha filha precisa ir no oftalmologista');
    await add('Susana tem 16 anos', '2026-11-21T11:00:00');
    const out = await magisIn(home, ['people']);
    // She wrote in Portuguese: magis answers in Portuguese.
    expect(out.stdout).toMatch(/Susana — filha, 16 anos, precisa/);
    const [susana] = await people();
    expect(susana).toMatchObject({name: 'Susana', gender: 'female', age: 16, relation: 'daughter', context: 'family', birthday: null});
    expect(susana.checkups[0]).toMatchObject({kind: 'eye_exam', status: 'needed'});
    expect(Object.keys(susana).sort()).toEqual(['age', 'aliases', 'birthday', 'checkups', 'context', 'gender', 'lastMentioned', 'name', 'relation'].sort());
  });

  it('gives a person known only by kinship her name once it is said', async () => {
    await add('Minha mãe precisa fazer exame de sangue');
    expect(await people()).toHaveLength(1);
    expect((await people())[0]).toMatchObject({name: 'mãe', relation: 'mother'});
    await add('Minha mãe, a Helena, vem almoçar domingo', '2026-11-22T10:00:00');
    const all = await people();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({name: 'Helena', relation: 'mother', gender: 'female'});
    expect(all[0].aliases).toContain('mãe');
    expect(all[0].checkups[0]).toMatchObject({kind: 'blood_test'});
  });

  it('keeps titles out of the name so "Dr. Roberto" and "Roberto" are one person', async () => {
    await add('Consulta com o Dr. Roberto na quinta às 10h');
    await add('O Roberto pediu exames novos', '2026-11-22T10:00:00');
    const names = (await people()).map((p: any) => p.name);
    expect(names.filter((n: string) => /Roberto/.test(n))).toHaveLength(1);
  });

  it('closes an old relationship instead of deleting it when a fact changes', async () => {
    await add('Minha namorada Júlia adora viajar');
    await add('A Júlia agora é minha noiva', '2026-12-01T10:00:00');
    const [julia] = await people();
    expect(julia.relation).toBe('fiancee');
    const r = await magisIn(home, ['people', 'Júlia', '--json']);
    expect(json(r)[0].name).toBe('Júlia');
  });

  it('filters by name and says clearly when nobody matches', async () => {
    await add('Meu filho Lucas tem 7 anos');
    expect(json(await magisIn(home, ['people', 'lucas', '--json']))[0]).toMatchObject({name: 'Lucas', age: 7, relation: 'son'});
    const none = await magisIn(home, ['people', 'Marina']);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/Ninguém chamado "Marina" ainda/);
  });
});
