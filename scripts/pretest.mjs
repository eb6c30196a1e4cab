// `npm test`'s pretest: `npm run build` and `npm run lint` side by side, each as it is on its own.
// They share nothing (lint reads the sources, not dist/), and each leaves a core idle: tsc and knip
// are single-threaded, and the build's bundle and code cache are short. Each step's output is
// printed whole when it ends, so the two never interleave; the pretest fails when either fails.
import {spawn} from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run NAME`, its output kept; resolves with its exit code and what it printed. */
const run = name =>
  new Promise(resolve => {
    const child = spawn(npm, ['run', '--silent', name], {stdio: ['ignore', 'pipe', 'pipe']});
    const out = [];
    child.stdout.on('data', d => out.push(d));
    child.stderr.on('data', d => out.push(d));
    child.on('error', error => resolve({name, code: 1, text: `${error.message}\n`}));
    child.on('close', (code, signal) => resolve({name, code: code ?? 1, text: Buffer.concat(out).toString() + (signal ? `killed by ${signal}\n` : '')}));
  });

let failed = false;
await Promise.all(
  ['build', 'lint'].map(name =>
    run(name).then(({code, text}) => {
      process.stdout.write(`> npm run ${name}${code ? ` (failed, exit ${code})` : ''}\n${text}`);
      if (code) failed = true;
    }),
  ),
);
process.exitCode = failed ? 1 : 0;
