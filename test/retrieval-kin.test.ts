import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {relationsAsked} from '../src/retrieval/kin-query.js';
import {searchMemories} from '../src/retrieval/search.js';
import {importRecords, type ImportRecord} from '../src/store/ingest.js';
import {upsertPerson} from '../src/store/learn.js';
import {Store} from '../src/store/store.js';

const NOW = new Date('2025-03-20T12:00:00Z');
const roots: string[] = [];

afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, {recursive: true, force: true});
});

/**
 * A family's store: the user's mother Rosa (also called Rosinha) and son Caio, and notes that
 * name them, or only link them, or say the same words of someone else.
 */
async function family(): Promise<Store> {
  const root = mkdtempSync(join(tmpdir(), 'magis-kin-'));
  roots.push(root);
  const store = await Store.open({home: join(root, 'home'), now: NOW, env: {}, embedder: createOfflineEmbedder()});
  const at = '2025-03-01T10:00:00.000Z';
  const rosa = upsertPerson(store.db, {name: 'Rosa', gender: 'female', age: 71, relation: 'mother'}, at);
  store.db.prepare("INSERT INTO entity_aliases (entity_id, alias, alias_key) VALUES (?, 'Rosinha', 'rosinha')").run(rosa);
  upsertPerson(store.db, {name: 'Caio', gender: 'male', age: 8, relation: 'son'}, at);
  const notes: Array<Partial<ImportRecord> & {content: string; sourceRef: string}> = [
    {content: 'Rosa had her hip x-rayed at the clinic, the GP wants a second look in April', sourceRef: 'rosa-hip'},
    {content: 'A Rosinha voltou do cardiologista com a pressão controlada', sourceRef: 'rosa-heart'},
    {content: 'She says the new reading glasses are a big improvement', sourceRef: 'rosa-linked', entities: ['Rosa']},
    {content: 'The GP practice texted about spring flu jabs for everyone over 65', sourceRef: 'gp-generic'},
    {content: 'A mother fox and her cubs were living under the shed', sourceRef: 'fox'},
    {content: 'Caio swapped football for swimming lessons on Saturdays', sourceRef: 'caio-swim'},
    {content: 'O Caio perdeu o primeiro dente de leite na escola', sourceRef: 'caio-tooth'},
    {content: 'Passport renewal form still waiting on the second photo', sourceRef: 'passport'},
    {content: 'Queremos conhecer outro país nas férias de julho', sourceRef: 'country'},
  ];
  await importRecords(
    store,
    notes.map((n, i) => ({occurredAt: `2025-03-0${1 + (i % 9)}T09:00:00.000Z`, createdAt: '2025-03-10T09:00:00.000Z', ...n})),
  );
  return store;
}

const refs = (store: Store, q: string) => searchMemories(store.db, q, {now: NOW, embedder: store.embedder, limit: 5, strict: true}).map(h => h.sourceRef);
const ROSA = ['rosa-hip', 'rosa-heart', 'rosa-linked'];

describe('a relative asked about by kinship is found by what the store knows of them', () => {
  it.each([
    ['en-GB', "what's the latest on my mum?"],
    ['en-GB', 'anything about Mum lately'],
    ['en-US', 'how is my mom doing'],
    ['en-US', "Mom's news"],
    ['pt-BR', 'novidades da minha mãe'],
    ['pt-BR', 'como vai a mamãe?'],
    ['pt-PT', 'e a minha mãe, como está?'],
  ])('%s: "%s" brings the mother\'s notes, by name, alias or link', async (_variety, query) => {
    const store = await family();
    const found = refs(store, query);
    expect(new Set(found.slice(0, 3))).toEqual(new Set(ROSA));
    store.close();
  });

  it.each([
    ['en-GB', 'when did my mum last see the GP?', 'rosa-hip'],
    ['en-US', "did my mother's GP call back", 'rosa-hip'],
    ['pt-BR', 'o que o médico disse da pressão da minha mãe?', 'rosa-heart'],
    ['en-US', 'swimming lessons for my son', 'caio-swim'],
    ['pt-PT', 'o meu filho já perdeu algum dente?', 'caio-tooth'],
  ])('%s: "%s" ranks the relative\'s note above the same words of anyone else', async (_variety, query, first) => {
    const store = await family();
    expect(refs(store, query)[0]).toBe(first);
    store.close();
  });

  it.each([
    ['en', 'a mother fox in the garden', 'fox'],
    ['en', "what did my friend's mum say about flu jabs", 'gp-generic'],
    ['pt-BR', 'quero visitar outro país', 'country'],
    ['pt-PT', 'qual o país das férias de julho', 'country'],
  ])('%s: "%s" is about nobody of the family', async (_variety, query, first) => {
    const store = await family();
    const found = refs(store, query);
    expect(found[0]).toBe(first);
    for (const r of ROSA) expect(found).not.toContain(r);
    store.close();
  });
});

describe('relationsAsked', () => {
  it.each([
    ['my mum', ['mother']],
    ['Mum rang', ['mother']],
    ['our kids', ['son', 'daughter', 'child']],
    ['my little sister', ['sister']],
    ['minhas filhas', ['daughter']],
    ['a minha mãe', ['mother']],
    ['o vovô', ['grandfather', 'grandmother']],
    ['a mother fox', []],
    ["my friend's mum", ['friend']],
    ['meu país', []],
    ['what did Maria and her mom bake', []],
    ["Ana's mum", []],
    ['a mamãe dela ligou', []],
    ['sua mãe está bem?', []],
    ['the kids at school', []],
  ])('"%s" → %j', (query, relations) => {
    expect(relationsAsked(query).sort()).toEqual([...relations].sort());
  });
});
