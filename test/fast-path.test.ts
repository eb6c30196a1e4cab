import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {route} from '../src/cli/fast.js';
import {BIN, tempHome} from './helpers/cli.js';
import {inspect} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';

const MAIN = pathToFileURL(resolve(__dirname, '../dist/magis/main.js')).href;
const NOW = '2026-03-12T10:00';

/** One run through bin/magis.js (the fast path when it takes the arguments) or straight through the full commander CLI. */
function run(home: string, args: string[], via: 'launcher' | 'commander') {
  const argv = via === 'launcher' ? [BIN, ...args] : ['--input-type=module', '-e', `const {main} = await import(${JSON.stringify(MAIN)}); await main(['node', 'magis', ...${JSON.stringify(args)}]);`];
  const r = spawnSync(process.execPath, argv, {
    env: {PATH: '/usr/bin:/bin', HOME: home, MAGIS_HOME: home, MAGIS_NOW: NOW, NO_COLOR: '1', TZ: 'America/Sao_Paulo'},
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  });
  const state = inspect(home, db => db.prepare('SELECT item_key, last_notified, snoozed_until FROM reminder_state ORDER BY item_key').all());
  return {status: r.status, stdout: r.stdout, stderr: r.stderr, state};
}

describe('the fast paths of remind and memories search', () => {
  const t = tempHome();
  const base = join(t.home, '..', 'base');
  let n = 0;
  // The store both sides start from, made in-process: the runs compared are the real processes.
  beforeAll(async () => {
    for (const text of ['a ana precisa ir no oftalmologista', 'fui no dentista em agosto do ano passado', 'reunião com a equipe de vendas na sexta', 'o bruno tem pediatra amanhã às 9h']) {
      expect((await magisIn(base, ['memories', 'add', text, '--now', NOW])).status).toBe(0);
    }
    expect((await magisIn(base, ['tasks', 'add', 'renovar a cnh', '--due', '2026-03-01', '--now', NOW])).status).toBe(0);
  });
  afterAll(() => t.cleanup());

  /** A copy of the prepared store, so each side starts from the same state. */
  const copy = () => {
    const h = join(t.home, '..', `h${n++}`);
    mkdirSync(h, {recursive: true});
    copyFileSync(join(base, 'magis.db'), join(h, 'magis.db'));
    return h;
  };

  it.each([
    [['remind']],
    [['remind', '--notify']],
    [['remind', '--json']],
    [['remind', '--within', '400d', '--json']],
    [['remind', '--within=2d']],
    [['remind', '--within', 'soon']],
    [['remind', '--json=1']],
    [['remind', '--bogus']],
    [['remind', 'extra']],
    [['memories', 'search', 'dentista', '--json', '-n', '1']],
    [['memories', 'search', 'equipe', '-n1', '--explain']],
    [['memories', 'search', 'pediatra', '--since', '2026-03-01', '--type', 'event']],
    [['memories', 'search']],
    [['memories', 'search', 'x', '--limit', 'lots']],
  ])('%j says and stores exactly what the full CLI does', args => {
    const fast = run(copy(), args, 'launcher');
    const full = run(copy(), args, 'commander');
    expect(fast).toEqual(full);
  });

  it('takes only the arguments it reads exactly as commander does', () => {
    const argv = (...a: string[]) => ['node', 'magis', ...a];
    expect(route(argv('remind'))).toEqual({command: 'remind', flags: {within: '14d'}});
    expect(route(argv('remind', '--notify', '--json'))).toEqual({command: 'remind', flags: {within: '14d', notify: true, json: true}});
    expect(route(argv('remind', '--within', '3d', '--all'))).toEqual({command: 'remind', flags: {within: '3d', all: true}});
    expect(route(argv('memories', 'search', 'dentista', '--min-importance', '5', '-n', '2'))).toEqual({command: 'search', query: 'dentista', flags: {minImportance: '5', limit: '2'}});
    for (const other of [argv('remind', 'add', 'dentist'), argv('remind', '--json=1'), argv('remind', '--', 'x'), argv('remind', '--help'), argv('memories', 'list'), argv('chat'), argv()]) {
      expect(route(other)).toBeNull();
    }
  });
});
