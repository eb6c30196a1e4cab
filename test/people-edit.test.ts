import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/** These tests read English output: a user whose terminal is English and who has typed nothing else. */
const magis = (h: string, args: string[], opts: {env?: NodeJS.ProcessEnv} = {}) => magisIn(h, args, {...opts, env: {LANG: 'en_US.UTF-8', ...opts.env}});
import {inspect} from './helpers/db.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const NOW = '2026-11-21T10:00:00';
const ok = async (args: string[]) => {
  const r = await magis(home, [...args, '--now', NOW]);
  expect(r.status, r.stderr).toBe(0);
  return r;
};
const people = async () => json(await magis(home, ['people', '--json', '--now', NOW])) as any[];
/** Every row that matters to who-is-who, to prove a refused command changed nothing. */
const snapshot = () =>
  inspect(home, db =>
    ['entities', 'entity_aliases', 'relationships', 'checkups', 'events', 'memory_entities', 'person_history'].map(t => JSON.stringify(db.prepare(`SELECT * FROM ${t}`).all())).join('\n'),
  );

const refused = async (args: string[], pattern: RegExp) => {
  const before = snapshot();
  const r = await magis(home, [...args, '--now', NOW]);
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(pattern);
  expect(snapshot()).toBe(before);
};

describe('magis people set', () => {
  it('creates a person when no one has that name, then corrects them', async () => {
    await ok(['memories', 'add', 'Minha filha Clara tem 5 anos']);
    await ok(['people', 'set', 'joao', '--relation', 'filho', '--age', '7', '--gender', 'm', '--birthday', '05-04']);
    const joao = (await people()).find(p => p.name === 'joao');
    expect(joao).toMatchObject({relation: 'son', age: 7, gender: 'male', birthday: '--05-04'});
    await ok(['people', 'set', 'JOÃO', '--name', 'João Pedro', '--birthday', '2019-05-04']);
    const renamed = (await people()).find(p => p.name === 'João Pedro');
    expect(renamed).toMatchObject({relation: 'son', birthday: '2019-05-04'});
    expect(renamed.aliases).toContain('joao');
    expect(await people()).toHaveLength(2);
    // A relation change closes the old edge instead of deleting it.
    await ok(['people', 'set', 'clara', '--relation', 'stepdaughter']);
    const edges = inspect(home, db => db.prepare("SELECT r.relation, r.valid_to FROM relationships r JOIN entities e ON e.id = r.subject_id WHERE e.name = 'Clara' ORDER BY r.id").all()) as any[];
    expect(edges.map(e => [e.relation, e.valid_to !== null])).toEqual([
      ['daughter', true],
      ['stepdaughter', false],
    ]);
  });

  it('refuses invalid values with one sentence, exit 2, nothing changed', async () => {
    await ok(['people', 'set', 'Clara', '--relation', 'daughter']);
    await refused(['people', 'set', 'Clara', '--age', '300'], /Invalid age "300"/);
    await refused(['people', 'set', 'Clara', '--age', 'seven'], /Invalid age/);
    await refused(['people', 'set', 'Clara', '--birthday', '2019-02-30'], /Invalid birthday "2019-02-30"/);
    await refused(['people', 'set', 'Clara', '--birthday', '2030-01-01'], /Invalid birthday/);
    await refused(['people', 'set', 'Clara', '--relation', 'wizard'], /Unknown relation "wizard"/);
    await refused(['people', 'set', 'Clara', '--gender', 'x', '--age', '5'], /Invalid gender "x"/);
    await refused(['people', 'set', 'Nova', '--age', '-1'], /Invalid age|unknown option|too many/i);
    expect((await people()).map(p => p.name)).toEqual(['Clara']);
  });

  it('lists the candidates when a name is ambiguous', async () => {
    await ok(['people', 'set', 'Ana Souza', '--relation', 'friend']);
    await ok(['people', 'set', 'Ana Lima', '--relation', 'coworker']);
    await refused(['people', 'set', 'ana', '--age', '30'], /"ana" matches more than one person: Ana Souza \(friend\), Ana Lima \(coworker\)/);
  });
});

describe('magis people merge', () => {
  it('moves aliases, relationships, checkups and memory links into KEEP and records it', async () => {
    await ok(['memories', 'add', 'Meu filho precisa ir ao dentista']);
    await ok(['memories', 'add', 'O Pedro adora futebol']);
    const before = await people();
    expect(before.map(p => p.name).sort()).toEqual(['Pedro', 'filho']);
    await ok(['people', 'merge', 'pedro', 'filho']);
    const [pedro, ...rest] = await people();
    expect(rest).toHaveLength(0);
    expect(pedro).toMatchObject({name: 'Pedro', relation: 'son'});
    expect(pedro.aliases).toContain('filho');
    expect(pedro.checkups[0]).toMatchObject({kind: 'dentist'});
    const memories = json(await magis(home, ['memories', 'list', '--json']));
    expect(memories.every((m: any) => m.entities.includes('Pedro'))).toBe(true);
    const history = inspect(home, db => db.prepare("SELECT action FROM person_history WHERE action = 'merged'").pluck().all());
    expect(history).toEqual(['merged']);
    const shown = json(await magis(home, ['memories', 'show', String(memories.find((m: any) => /dentista/.test(m.content)).id), '--json']));
    expect(shown.history.map((h: any) => h.action)).toContain('person-merged');
  });

  it('suggests near misses for an unknown name and changes nothing', async () => {
    await ok(['people', 'set', 'Mariana', '--relation', 'sister']);
    await ok(['people', 'set', 'Pedro', '--relation', 'brother']);
    await refused(['people', 'merge', 'Mariana', 'Pedor'], /Nobody called "Pedor" yet\. Did you mean Pedro\?/);
    await refused(['people', 'merge', 'Pedro', 'Pedro'], /already the same person/);
  });
});

describe('magis people forget', () => {
  it('forgets the person, their relationships and checkups; memories stay unless asked', async () => {
    await ok(['memories', 'add', 'A Susana minha filha precisa ir no oftalmologista']);
    await ok(['memories', 'add', 'Meu filho Lucas tem 7 anos']);
    const r = await ok(['people', 'forget', 'susana', '--yes']);
    expect(r.stdout).toMatch(/Susana foi esquecido\(a\): 1 relação, 1 consulta, 0 eventos\./);
    expect((await people()).map(p => p.name)).toEqual(['Lucas']);
    expect(inspect(home, db => db.prepare('SELECT count(*) FROM checkups').pluck().get())).toBe(0);
    expect(json(await magis(home, ['memories', 'list', '--json']))).toHaveLength(2);
    await ok(['people', 'forget', 'lucas', '--yes', '--memories']);
    expect(json(await magis(home, ['memories', 'list', '--json']))).toHaveLength(1);
  });

  it('asks for --yes without a terminal and for an unknown name says so', async () => {
    await ok(['people', 'set', 'Clara', '--relation', 'daughter']);
    await refused(['people', 'forget', 'Clara'], /--yes/);
    await refused(['people', 'forget', 'Klara', '--yes'], /Did you mean Clara\?/);
  });
});

describe("magis people in the user's language, and --tree", () => {
  it('speaks Portuguese to a Portuguese-speaking user with names capitalised and local dates', async () => {
    await ok(['ask', 'meu filho joao tem 7 anos']);
    await ok(['people', 'set', 'joao', '--relation', 'son', '--age', '7']);
    await ok(['remind', 'add', 'pediatrician', '--person', 'joao', '--date', '2025-03-06']);
    const out = (await ok(['people'])).stdout;
    expect(out).toMatch(/Joao — filho, 7 anos, foi ao pediatra em 06\/03\/2025/);
  });

  it('draws the family with the user at the root and in-laws under the partner side', async () => {
    await ok(['people', 'set', 'Marta', '--relation', 'wife']);
    await ok(['people', 'set', 'Rosa', '--relation', 'mother-in-law']);
    await ok(['people', 'set', 'Lia', '--relation', 'daughter']);
    await ok(['people', 'set', 'Beto', '--relation', 'father']);
    const lines = (await magis(home, ['people', '--tree'], {env: {COLUMNS: '40'}})).stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('You');
    const at = (s: string) => lines.findIndex(l => l.includes(s));
    await ok(['people', 'set', 'Caio', '--relation', 'brother-in-law']);
    const lines2 = (await magis(home, ['people', '--tree'])).stdout.trimEnd().split('\n');
    const at2 = (s: string) => lines2.findIndex(l => l.includes(s));
    expect(at('Parents')).toBeLessThan(at('Partner'));
    expect(at('Partner')).toBeLessThan(at('Children'));
    // The partner's mother hangs under the partner; a brother-in-law with no stated edge waits among the in-laws.
    expect(lines[at('Rosa') - 1]).toMatch(/└── Marta \(wife\)$/);
    expect(lines[at('Rosa')]).toMatch(/^│ {7}└── Rosa \(mother-in-law\)$/);
    expect(lines2[at2('Caio')]).toMatch(/^│ {3}└── Caio \(brother-in-law\)$/);
    expect(lines2[at2('Caio') - 1]).toMatch(/In-laws$/);
  });
});
