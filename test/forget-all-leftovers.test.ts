import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
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

  it('leaves an empty home: no row of the family’s data, no trace of it in any file, only the store, config and the LLM key', async () => {
    const home = newHome();
    const dir = join(home, '..');
    // Filled through several entrances, each with a word to look for afterwards.
    for (const args of [
      ['ask', 'My daughter Quilla has the psychiatrist on Friday at 3pm'],
      ['memories', 'add', 'The safe code is KESTREL4471'],
      ['tasks', 'add', 'renew the QUOKKA passport'],
      ['remind', 'add', 'dentist', '--status', 'scheduled', '--date', '2026-12-01'],
    ])
      expect((await magisIn(home, [...args, ...NOW])).status, args.join(' ')).toBe(0);
    const notes = join(dir, 'notes');
    mkdirSync(notes, {recursive: true});
    writeFileSync(join(notes, '2026-03-14.md'), 'Quilla started therapy with Dr. WOMBAT.\n');
    expect((await magisIn(home, ['import', notes, ...NOW])).status).toBe(0);
    expect((await magisIn(home, ['memories', 'compress', '--older-than', '30d', ...NOW])).status).toBe(0);
    expect((await magisIn(home, ['backup', join(dir, 'b.db'), ...NOW])).status).toBe(0);
    expect((await magisIn(home, ['restore', join(dir, 'b.db'), '--yes', ...NOW])).status).toBe(0);
    writeFileSync(join(home, 'keys.json'), JSON.stringify({openai: 'sk-keep-this-one-123', caldav: {family: 'Fam-pass-4417'}}), {mode: 0o600});
    const holding = (word: string) => readdirSync(home).filter(n => readFileSync(join(home, n)).toString('latin1').includes(word));
    // The check can see them before.
    for (const word of ['Quilla', 'KESTREL4471', 'WOMBAT', 'Fam-pass-4417']) expect(holding(word), word).not.toEqual([]);

    expect((await magisIn(home, ['forget', '--all', '--yes'])).status).toBe(0);
    // Only the (empty) store, and what is not the family's data: config and the LLM key.
    expect(readdirSync(home).filter(n => !['magis.db', 'config.json', 'keys.json'].includes(n))).toEqual([]);
    // Every table of the user's data is empty, as an export shows it.
    const out = join(dir, 'after.json');
    expect((await magisIn(home, ['export', '-o', out])).status).toBe(0);
    const tables = JSON.parse(readFileSync(out, 'utf8')).tables as Record<string, unknown[]>;
    expect(Object.entries(tables).filter(([, rows]) => rows.length)).toEqual([]);
    // No word of it in any byte of the home (the store's free pages included).
    for (const word of ['Quilla', 'psychiatrist', 'KESTREL4471', 'QUOKKA', 'WOMBAT', 'Fam-pass-4417']) expect(holding(word), word).toEqual([]);
  });
});
