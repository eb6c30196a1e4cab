// `node scripts/bench-ics-import.mjs [CHECKOUT...]`: how long `magis import big.ics --json` takes
// for a 20,000-event calendar (the file test/stress-calendar.test.ts imports, target under 5 s), on
// the real CLI of each built checkout (a folder with bin/magis.js and dist/; default: this one), each
// into a fresh home. The checkouts take turns, ROUNDS times (default 5), so a busy machine weighs on
// each alike; the medians and their ratio to the first checkout are printed, wall time and (on
// Linux) the CPU time the import used, which other work on the machine sways less. For a before/after:
// `git archive REV | tar -x -C /tmp/before`, link node_modules, `npm run build` there.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const EVENTS = 20_000;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const checkouts = process.argv.length > 2 ? process.argv.slice(2).map(p => resolve(p)) : [resolve(fileURLToPath(import.meta.url), '../..')];

const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//stress//EN'];
for (let i = 0; i < EVENTS; i++) {
  const d = new Date(Date.UTC(2026, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  lines.push('BEGIN:VEVENT', `UID:ev-${i}@stress`, 'DTSTAMP:20260101T000000Z', `DTSTART:${d}T100000Z`, `DTEND:${d}T110000Z`, `SUMMARY:Meeting ${i}`, 'END:VEVENT');
}
lines.push('END:VCALENDAR', '');
const dir = mkdtempSync(join(tmpdir(), 'magis-ics-bench-'));
const file = join(dir, 'big.ics');
writeFileSync(file, lines.join('\r\n'));

/** CPU seconds this process's waited-for children used so far (Linux: /proc/self/stat cutime + cstime, in 1/100 s). */
const childCpu = () => {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

const times = new Map(checkouts.map(c => [c, []]));
const cpu = new Map(checkouts.map(c => [c, []]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const checkout of checkouts) {
      const home = mkdtempSync(join(dir, 'home-'));
      const cpuBefore = childCpu();
      const started = performance.now();
      const out = execFileSync(process.execPath, [join(checkout, 'bin/magis.js'), 'import', file, '--json', '--now', '2026-11-24T09:00:00Z'], {
        env: {...process.env, MAGIS_HOME: home},
        maxBuffer: 1 << 28,
      });
      times.get(checkout).push(performance.now() - started);
      cpu.get(checkout).push(childCpu() - cpuBefore);
      const added = JSON.parse(out.toString()).events.added;
      if (added !== EVENTS) throw new Error(`${checkout}: added ${added} events, not ${EVENTS}`);
      rmSync(home, {recursive: true, force: true});
    }
  }
} finally {
  rmSync(dir, {recursive: true, force: true});
}
const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const first = median(times.get(checkouts[0]));
const firstCpu = median(cpu.get(checkouts[0]));
for (const [checkout, ms] of times) {
  const m = median(ms);
  const c = median(cpu.get(checkout));
  console.log(
    `${checkout}: wall ${ms.map(x => (x / 1000).toFixed(2)).join(' ')} s, median ${(m / 1000).toFixed(2)} s (${(m / first).toFixed(2)} × the first); CPU median ${c.toFixed(2)} s (${(c / firstCpu).toFixed(2)} ×)`,
  );
}
