import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {describe, expect, it} from 'vitest';
import {createMcpServer} from '../src/mcp/server.js';
import {Store} from '../src/store/store.js';
import undo from '../src/ui/commands/undo.js';
import type {CommandContext} from '../src/ui/commands/types.js';
import {createStoreServices} from '../src/ui/services/store-services.js';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * Issue 39: a memory said on purpose — `magis memories add`, an MCP client's `remember`, the
 * chat's /remember — is a batch of the undo journal like every other writer. `undo` right after
 * takes that memory back (with the people and plans it taught), not an older edit, and its number
 * is never given to a later memory: "#1" in a script, an MCP client's answer or an export (whose
 * import upserts by id) keeps naming the memory it named.
 */
const newHome = homePerTest();
const NOW = '2026-11-24T12:00:00Z';
const ENV = {LANG: 'en_US.UTF-8', MAGIS_NOW: NOW};
const run = (home: string, args: string[]) => magisIn(home, args, {env: ENV});
const contents = async (home: string) => (json(await run(home, ['memories', 'list', '--json'])) as Array<{content: string}>).map(m => m.content);

describe('undo after a memory said on purpose', () => {
  it('memories add: undo takes that memory back, not the task added before it, and its id is never given again', async () => {
    const home = newHome();
    expect((await run(home, ['tasks', 'add', 'buy a new kettle'])).status).toBe(0);
    expect((await run(home, ['memories', 'add', 'I like my tea without sugar'])).stdout).toBe('Remembered #1.\n');

    const undone = await run(home, ['undo']);
    expect([undone.status, undone.stdout]).toEqual([0, 'Undone: memory #1 is taken back — everything is as it was before it.\n']);
    expect(await contents(home)).toEqual([]);
    expect((json(await run(home, ['tasks', '--json'])) as Array<{description: string}>).map(t => t.description)).toEqual(['buy a new kettle']);
    const gone = await run(home, ['memories', 'show', '1']);
    expect(gone.status).not.toBe(0);
    expect(gone.stderr.trim().split('\n')).toHaveLength(1);

    // The next memory gets a number of its own.
    expect((await run(home, ['memories', 'add', 'I take my coffee black'])).stdout).toBe('Remembered #2.\n');
    expect(await contents(home)).toEqual(['I take my coffee black']);
  });

  it('memories add that taught someone: undo takes back the memory and the person, and says so', async () => {
    const home = newHome();
    expect((await run(home, ['memories', 'add', 'My nephew Otto needs to see the dentist'])).status).toBe(0);
    expect((json(await run(home, ['people', '--json'])) as Array<{name: string}>).map(p => p.name)).toContain('Otto');

    const undone = json(await run(home, ['undo', '--json']));
    expect(undone.memories).toBe(1);
    expect(undone.reverted).toEqual(expect.arrayContaining([expect.objectContaining({op: 'add', what: 'person'})]));
    expect(await contents(home)).toEqual([]);
    expect(json(await run(home, ['people', '--json']))).toEqual([]);
  });

  it("an MCP client's remember, through the SDK's client: magis undo takes it back", async () => {
    const home = newHome();
    expect((await run(home, ['tasks', 'add', 'water the ferns'])).status).toBe(0);
    const saved = {home: process.env.MAGIS_HOME, now: process.env.MAGIS_NOW};
    process.env.MAGIS_HOME = home;
    process.env.MAGIS_NOW = NOW;
    const client = new Client({name: 'magis-test', version: '0.0.0'});
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createMcpServer('0.0.0');
    try {
      await server.connect(serverSide);
      await client.connect(clientSide);
      const r = await client.callTool({name: 'remember', arguments: {text: 'My cousin Ines plays the cello on Sundays'}});
      expect(r.isError).toBeFalsy();
      expect((r.structuredContent as {result: unknown}).result).toEqual({id: 1, duplicate: false});
    } finally {
      await client.close();
      await server.close();
      for (const [key, value] of Object.entries({MAGIS_HOME: saved.home, MAGIS_NOW: saved.now})) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    expect(await contents(home)).toEqual(['My cousin Ines plays the cello on Sundays']);

    const undone = await run(home, ['undo']);
    expect(undone.stdout).toMatch(/^Undone: memory #1 is taken back, with what it taught \(\d+ changes?\) — everything is as it was before it\.\n$/);
    expect(await contents(home)).toEqual([]);
    expect(json(await run(home, ['people', '--json']))).toEqual([]);
    // The task from before is still there: undo took back the remember, not it.
    expect((json(await run(home, ['tasks', '--json'])) as unknown[]).length).toBe(1);
  });

  it("the chat's /remember: /undo takes it back", async () => {
    const home = newHome();
    expect((await run(home, ['tasks', 'add', 'renew the library card'])).status).toBe(0);
    const store = await Store.open({home, now: new Date(NOW), env: {}});
    const printed: string[] = [];
    try {
      const services = createStoreServices(store);
      expect(await services.remember('I park on the third floor at work', 'work')).toEqual({id: 1});
      const ctx = {services, language: 'en', mode: 'work', print: (text: string) => printed.push(text)} as unknown as CommandContext;
      await undo.action(ctx, '');
    } finally {
      store.close();
    }
    expect(printed).toEqual(['Undone: memory #1 is taken back — everything is as it was before it.']);
    expect(await contents(home)).toEqual([]);
    expect((json(await run(home, ['tasks', '--json'])) as unknown[]).length).toBe(1);
  });
});
