import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

/**
 * `magis forget --all` leaves nothing of the family's data or the key to it (issue 39): the
 * calendar passwords in keys.json, the store a restore replaced (magis.db.before-restore) and the
 * hidden copy a killed restore left behind all go; the LLM key and config stay.
 */
const newHome = homePerTest();
const NOW = ['--now', '2026-11-24T10:00'];

describe('forget --all', () => {
  it('removes calendar passwords, the replaced store and a killed restore’s copy', async () => {
    const home = newHome();
    expect((await magisIn(home, ['tasks', 'add', 'book the psychiatrist for Bea', ...NOW])).status).toBe(0);
    const backup = join(home, '..', 'backup.db');
    const b = await magisIn(home, ['backup', backup, ...NOW]);
    expect([b.status, b.stderr]).toEqual([0, '']);
    expect((await magisIn(home, ['restore', backup, '--yes', ...NOW])).status).toBe(0);
    expect(existsSync(join(home, 'magis.db.before-restore'))).toBe(true);
    // What a restore killed mid-way leaves, and keys as `calendar add` and the LLM setup write them.
    writeFileSync(join(home, '.magis.db.restore-4242'), 'a copy of the store');
    writeFileSync(join(home, 'keys.json'), JSON.stringify({openai: 'sk-keep-this-one-123', caldav: {family: 'Fam-pass-4417'}}), {mode: 0o600});

    expect((await magisIn(home, ['forget', '--all', '--yes'])).status).toBe(0);
    expect(readdirSync(home).filter(n => /restore/.test(n))).toEqual([]);
    expect(JSON.parse(readFileSync(join(home, 'keys.json'), 'utf8'))).toEqual({openai: 'sk-keep-this-one-123'});
  });
});
