import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Store} from '../src/store/store.js';
import undo from '../src/ui/commands/undo.js';
import type {CommandContext} from '../src/ui/commands/types.js';
import {createStoreServices} from '../src/ui/services/store-services.js';
import {homePerTest, json} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {type Radicale, radicaleMissing, startRadicale} from './helpers/radicale.js';

/**
 * Issue 39: the chat's /undo of a `calendar add` takes the account away with its password, as
 * `magis undo` does — keys.json keeps no password of an account that is gone, and the chat says
 * what it did (it said "taught me nothing to undo" and left the password behind). A real home, a
 * real CalDAV server (Radicale), the chat's own /undo command on the chat's store services.
 */
const PASSWORD = 'otter-lamp-58';
const newHome = homePerTest();
let server: Radicale;
beforeAll(async () => {
  if (!radicaleMissing) server = await startRadicale({leo: PASSWORD});
});
afterAll(async () => server?.stop());

const ENV = {LANG: 'en_US.UTF-8', MAGIS_NOW: '2026-11-24T12:00:00Z'};
const keys = (home: string) => (existsSync(join(home, 'keys.json')) ? JSON.parse(readFileSync(join(home, 'keys.json'), 'utf8')) : {});

/** Runs /undo as the chat does, on the chat's services over a real store; returns what it printed. */
async function chatUndo(home: string): Promise<string[]> {
  const store = await Store.open({home, now: new Date(ENV.MAGIS_NOW), env: {}});
  const printed: string[] = [];
  try {
    const ctx = {services: createStoreServices(store), language: 'en', mode: 'personal', print: (text: string) => printed.push(text)} as unknown as CommandContext;
    await undo.action(ctx, '');
  } finally {
    store.close();
  }
  return printed;
}

describe.skipIf(radicaleMissing)("the chat's /undo of calendar add", () => {
  it('takes the account away with its password, and says so', async () => {
    const home = newHome();
    const add = await magisIn(home, ['calendar', 'add', server.url, '--user', 'leo', '--name', 'home'], {env: {...ENV, MAGIS_CALDAV_PASSWORD: PASSWORD}});
    expect(add.status, add.stderr).toBe(0);
    expect(keys(home).caldav?.home).toBe(PASSWORD);

    expect(await chatUndo(home)).toEqual(['Calendar home is taken away again, with its password.']);
    expect(json(await magisIn(home, ['calendar', 'list', '--json'], {env: ENV}))).toEqual([]);
    expect(keys(home).caldav?.home).toBeUndefined();
    expect(readFileSync(join(home, 'keys.json'), 'utf8')).not.toContain(PASSWORD);
    // Nothing older is taken with it: undo again has nothing left.
    expect(await chatUndo(home)).toEqual(['Your last message taught me nothing to undo.']);
  });
});
