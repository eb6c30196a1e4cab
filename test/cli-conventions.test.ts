import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {BIN, json, magis, homePerTest} from './helpers/cli.js';
import {count} from './helpers/db.js';
import {magisIn} from './helpers/in-process.js';

// Issue 23, points 3 (part), 4 and 6: what a person can steer, and the conventions of the ecosystem.

const home = homePerTest();
const NOW = '2026-11-20T10:00';
const EN = {LANG: 'en_US.UTF-8'};

describe('people set guards one-of relations', () => {
  it('a second wife (or mother) is refused without a terminal unless --force; nothing changes', async () => {
    const h = home();
    expect((await magisIn(h, ['people', 'set', 'Ana', '--relation', 'esposa', '--now', NOW])).status).toBe(0);
    const before = count(h, 'SELECT count(*) FROM relationships');
    const r = await magisIn(h, ['people', 'set', 'Ju', '--relation', 'esposa', '--now', NOW]);
    expect(r).toMatchObject({status: 2, stdout: ''});
    expect(r.stderr).toBe('magis: Ana já é sua esposa: corrija isso primeiro (magis people set Ana --relation …) ou use --force.\n');
    expect(count(h, "SELECT count(*) FROM entities WHERE name = 'Ju'")).toBe(0);
    expect(count(h, 'SELECT count(*) FROM relationships')).toBe(before);
    // Ana herself can be set again; a first mother is fine; a second needs --force.
    expect((await magisIn(h, ['people', 'set', 'Ana', '--relation', 'wife', '--now', NOW])).status).toBe(0);
    expect((await magisIn(h, ['people', 'set', 'Lourdes', '--relation', 'mãe', '--now', NOW])).status).toBe(0);
    expect((await magisIn(h, ['people', 'set', 'Zica', '--relation', 'mother', '--now', NOW], {env: EN})).stderr).toMatch(/^magis: Lourdes is already your mother: correct that first/);
    const forced = json(await magisIn(h, ['people', 'set', 'Ju', '--relation', 'esposa', '--force', '--json', '--now', NOW]));
    expect(forced).toMatchObject({created: true, name: 'Ju', changed: {relation: 'wife'}});
    expect(typeof forced.id).toBe('number');
  });
});

describe('--json on what changes something, with ids', () => {
  it('people merge/forget and profile set/unset print what changed when --json comes after the subcommand', async () => {
    const h = home();
    const bia = json(await magisIn(h, ['people', 'set', 'Bia', '--json', '--now', NOW]));
    const bea = json(await magisIn(h, ['people', 'set', 'Bea', '--json', '--now', NOW]));
    expect(json(await magisIn(h, ['people', 'merge', 'Bia', 'Bea', '--json', '--now', NOW]))).toEqual({kept: 'Bia', keptId: bia.id, merged: 'Bea', mergedId: bea.id, memories: 0});
    expect(json(await magisIn(h, ['people', 'forget', 'Bia', '--yes', '--json', '--now', NOW]))).toMatchObject({forgotten: 'Bia', id: bia.id});
    expect(json(await magisIn(h, ['profile', 'set', 'city', 'Recife', '--json', '--now', NOW]))).toMatchObject({changed: {key: 'city', value: 'Recife'}, profile: {city: 'Recife'}});
    expect(json(await magisIn(h, ['profile', 'unset', 'city', '--json', '--now', NOW]))).toMatchObject({changed: {key: 'city', removed: true}, profile: {city: null}});
    expect(json(await magisIn(h, ['tasks', 'add', 'pagar o IPTU', '--json', '--now', NOW]))).toMatchObject({id: 1, description: 'pagar o IPTU'});
    expect(json(await magisIn(h, ['remind', 'add', 'dentist', '--json', '--now', NOW]))).toMatchObject({id: 1, added: true, kind: 'dentist'});
  });
});

describe('"-" reads standard input for text arguments', () => {
  it('tasks add - and profile set KEY - take the text piped in; an empty one is refused', async () => {
    const h = home();
    expect(json(await magisIn(h, ['tasks', 'add', '-', '--json', '--now', NOW], {input: 'renovar a cnh\n'}))).toMatchObject({description: 'renovar a cnh'});
    expect(json(await magisIn(h, ['profile', 'set', 'city', '-', '--json', '--now', NOW], {input: 'Porto Alegre\n'})).profile.city).toBe('Porto Alegre');
    expect((await magisIn(h, ['tasks', 'add', '-', '--now', NOW], {input: '  \n'})).status).toBe(2);
    expect(json(await magisIn(h, ['tasks', '--json', '--now', NOW])).map((t: any) => t.description)).toEqual(['renovar a cnh']);
  });
});

describe('a mistyped command', () => {
  it("is one sentence naming the nearest command, exit 2, in the user's language", async () => {
    const h = home();
    expect(await magisIn(h, ['akk', 'oi'], {env: EN})).toMatchObject({status: 2, stdout: '', stderr: "magis: unknown command 'akk' — did you mean 'ask'?\n"});
    expect(await magisIn(h, ['remnd'], {env: {LANG: 'pt_BR.UTF-8'}})).toMatchObject({status: 2, stderr: "magis: comando desconhecido 'remnd' — quis dizer 'remind'?\n"});
    expect((await magisIn(h, ['memories', 'serch', 'x'], {env: EN})).stderr).toBe("magis: unknown command 'serch' — did you mean 'search'?\n");
    expect((await magisIn(h, ['remind', 'snoze', '2'], {env: EN})).stderr).toBe("magis: unknown command 'snoze' — did you mean 'snooze'?\n");
    expect(await magisIn(h, ['qwertyuiop'], {env: EN})).toMatchObject({status: 2, stderr: 'magis: unknown command \'qwertyuiop\' — see "magis --help".\n'});
    // Commander's other complaints are one sentence too, in the user's language.
    expect(await magisIn(h, ['remind', '--withn', '3d'], {env: EN})).toMatchObject({status: 2, stderr: "magis: unknown option '--withn' — did you mean '--within'?\n"});
    expect(await magisIn(h, ['people', 'set'], {env: {LANG: 'pt_BR.UTF-8'}})).toMatchObject({status: 2, stderr: 'magis: falta o argumento \'name\' — veja "--help".\n'});
  });
});

describe('unknown ids and bad values exit 2', () => {
  it('memories, tasks, reminders and people', async () => {
    const h = home();
    await magisIn(h, ['tasks', 'add', 'x', '--now', NOW]);
    for (const args of [
      ['memories', 'show', '999'],
      ['memories', 'importance', '999', '5'],
      ['memories', 'delete', '999'],
      ['tasks', 'done', '999'],
      ['remind', 'snooze', 'nope'],
      ['remind', 'done', '42'],
      ['people', 'Zorro'],
      ['memories', 'uncompress', 'S99'],
      ['profile', 'unset', 'shoe-size'],
    ]) {
      const r = await magisIn(h, [...args, '--now', NOW], {env: EN});
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});

describe('NO_COLOR', () => {
  it('drops styling even where colour is otherwise on', () => {
    const h = home();
    magis(h, ['people', 'set', 'Bia', '--relation', 'filha', '--now', NOW]);
    // FORCE_COLOR stands in for a colour terminal (chalk then styles a pipe too).
    expect(magis(h, ['people', '--now', NOW], {env: {FORCE_COLOR: '1', NO_COLOR: ''}}).stdout).toContain('\u001b[');
    expect(magis(h, ['people', '--now', NOW], {env: {FORCE_COLOR: '1', NO_COLOR: '1'}}).stdout).not.toContain('\u001b[');
  });
});

describe('people follow the calendar', () => {
  it('an age with a birthday goes up on the day; a past booking is a visit to confirm, then done', async () => {
    const h = home();
    await magisIn(h, ['people', 'set', 'Bia', '--relation', 'filha', '--gender', 'f', '--birthday', '2017-11-28', '--now', NOW]);
    await magisIn(h, ['remind', 'add', 'dentist', '--person', 'Bia', '--status', 'scheduled', '--date', '2026-11-27', '--time', '14:00', '--now', NOW]);
    const at = async (now: string) => (await magisIn(h, ['people', '--now', now])).stdout;
    expect(await at('2026-11-26T10:00')).toBe('Bia — filha, 8 anos, tem dentista marcado em 27/11/2026 às 14h, aniversário 28/11/2017\n');
    expect(await at('2026-11-27T15:00')).toBe('Bia — filha, 8 anos, foi ao dentista em 27/11/2026 às 14h, aniversário 28/11/2017 — como foi?\n');
    expect(await at('2026-11-28T10:00')).toBe('Bia — filha, 9 anos, foi ao dentista em 27/11/2026 às 14h, aniversário 28/11/2017 — como foi?\n');
    expect(await at('2026-11-30T10:00')).toBe('Bia — filha, 9 anos, foi ao dentista em 27/11/2026 às 14h, aniversário 28/11/2017\n');
    expect(json(await magisIn(h, ['people', '--json', '--now', '2026-11-28T10:00']))[0].age).toBe(9);
  });
});

describe('a command that stops before it finishes', () => {
  it('fails with a sentence instead of printing nothing with status 0', () => {
    // Node ends a process whose event loop drained with status 0 even while its command is still
    // pending; a script would read `people --json` printing nothing as success.
    const hang = resolve(__dirname, 'helpers/never-settling-cli.cjs');
    const r = spawnSync(process.execPath, ['--require', hang, BIN, 'people', '--json'], {env: {PATH: process.env.PATH, MAGIS_HOME: home()}, encoding: 'utf8', timeout: 30_000});
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('magis: people stopped before it finished (an internal error); run it again, and report it if it repeats.\n');
    // The same launcher, with the real CLI, finishes and says so with 0.
    expect(magis(home(), ['people', '--json'])).toMatchObject({status: 0, stdout: '[]\n', stderr: ''});
  });
});
