import {chmodSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {redactSecrets} from '../config/secrets.js';
import {calendarPassword, setCalendarPassword} from './keyring.js';

const homes: string[] = [];
afterEach(() => {
  for (const h of homes.splice(0)) rmSync(h, {recursive: true, force: true});
});
const newHome = () => {
  const h = mkdtempSync(join(tmpdir(), 'magis-keys-'));
  homes.push(h);
  return h;
};

describe('calendar passwords in keys.json', () => {
  it('are kept beside the LLM key, in a private file, and registered so no error text shows them', () => {
    const home = newHome();
    writeFileSync(join(home, 'keys.json'), JSON.stringify({openai: 'sk-test-123456789'}), {mode: 0o600});
    setCalendarPassword(home, 'family', 'p4ss-word-family');
    expect(statSync(join(home, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(home, 'keys.json'), 'utf8'))).toEqual({openai: 'sk-test-123456789', caldav: {family: 'p4ss-word-family'}});
    expect(calendarPassword(home, 'family')).toBe('p4ss-word-family');
    expect(redactSecrets('server said: bad p4ss-word-family')).toBe('server said: bad [redacted]');
    setCalendarPassword(home, 'family', undefined);
    expect(calendarPassword(home, 'family')).toBeUndefined();
    expect(JSON.parse(readFileSync(join(home, 'keys.json'), 'utf8'))).toEqual({openai: 'sk-test-123456789', caldav: {}});
  });

  it('refuse a keys.json others can read, or one that is a symbolic link, in one sentence', () => {
    const open = newHome();
    writeFileSync(join(open, 'keys.json'), '{}');
    chmodSync(join(open, 'keys.json'), 0o644);
    expect(() => setCalendarPassword(open, 'family', 'whatever-123')).toThrow(/readable by other users; run "chmod 600/);
    const linked = newHome();
    writeFileSync(join(linked, 'elsewhere.json'), '{}', {mode: 0o600});
    symlinkSync(join(linked, 'elsewhere.json'), join(linked, 'keys.json'));
    expect(() => setCalendarPassword(linked, 'family', 'whatever-123')).toThrow(/is not a regular file/);
    expect(readFileSync(join(linked, 'elsewhere.json'), 'utf8')).toBe('{}');
  });
});
