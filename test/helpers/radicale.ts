import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/**
 * A real CalDAV server for tests: Radicale (Debian's `radicale`) on a free loopback port, with its
 * own storage folder and htpasswd users in plain text, so a test sees what a family's server
 * would answer, authentication included. `radicaleMissing` says why the tests skip when it is
 * not installed (CI installs it: .ci/run).
 */
export const radicaleMissing: string | null = spawnSync('radicale', ['--version'], {encoding: 'utf8'}).error
  ? 'radicale is not on PATH (apt-get install radicale): the CalDAV tests need a real server'
  : null;

export interface Radicale {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as {port: number}).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts Radicale with `users` (name → password) and waits until it answers HTTP. */
export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'magis-radicale-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'users'),
    Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join('\n') + '\n',
  );
  writeFileSync(
    join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
    ].join('\n') + '\n',
  );
  const child: ChildProcess = spawn('radicale', ['--config', join(dir, 'config')], {stdio: ['ignore', 'ignore', 'pipe']});
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode === null) {
      const done = new Promise(r => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    }
    rmSync(dir, {recursive: true, force: true});
  };
  // Ready when it answers at all (401/403 included); bounded: 200 tries of 25 ms.
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, {method: 'OPTIONS'});
      return {url, stop};
    } catch {
      await new Promise(r => setTimeout(r, 25));
    }
  }
  await stop();
  throw new Error(`radicale did not start on ${url}: ${log.slice(0, 500)}`);
}
