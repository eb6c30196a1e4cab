import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {magisText, replaceWithAsync, writeFileSafely} from './safe-write.js';

let dir: string;
afterEach(() => rmSync(dir, {recursive: true, force: true}));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'magis-safe-')));

describe('safe-write', () => {
  it('a write that fails half-way (a full disk) leaves the earlier file whole and no temporary file', async () => {
    fresh();
    const file = join(dir, 'export.json');
    writeFileSafely(file, '{"format": "magis-export", "version": 1}\n', magisText, 'export');
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {code: 'ENOSPC'});
    await expect(
      replaceWithAsync(file, 'export', async tmp => {
        writeFileSync(tmp, '{"format": "magis-ex');
        throw full;
      }),
    ).rejects.toThrow(`Could not write the export to ${file} (the disk is full); ${file} was left as it was.`);
    expect(readFileSync(file, 'utf8')).toBe('{"format": "magis-export", "version": 1}\n');
    expect(readdirSync(dir)).toEqual(['export.json']);
  });

  it('recognises each of its own formats and nothing else', () => {
    const ok = [
      '{\n "format": "magis-export",\n',
      '[]\n',
      '[\n  {\n    "id": 3,\n    "content": "x"',
      '{"id":1,"content":"x"}\n',
      'id,occurredAt,createdAt,importance,context,type,content,summary,entities\n',
      '# Magis memories\n\n3 memories.',
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nPRODID:-//magis//remind//EN\r\n',
    ];
    const no = ['my notes', '{"format": "other"}', '[1, 2]', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//EN\r\n', 'SQLite format 3\0'];
    for (const s of ok) expect(magisText(Buffer.from(s), ''), s).toBe(true);
    for (const s of no) expect(magisText(Buffer.from(s), ''), s).toBe(false);
  });
});
