import chalk, {Chalk} from 'chalk';

/**
 * The CLI's styling: chalk's own colour detection, except that NO_COLOR (set and not empty, as
 * no-color.org says) turns styling off on a terminal too — chalk alone only honours FORCE_COLOR.
 */
export const style = process.env.NO_COLOR ? new Chalk({level: 0}) : chalk;

// printJson and println live in print.ts, without chalk: cron's `remind` and scripts' `--json`
// runs load them and never style anything (chalk and its colour detection cost ~5 ms of start-up).
export {printJson, println} from './print.js';

/** Progress on stderr, only for people watching a terminal. */
export function progress(label: string): (done: number, total: number) => void {
  if (!process.stderr.isTTY) return () => {};
  let last = -1;
  return (done, total) => {
    const pct = total ? Math.floor((done / total) * 100) : 100;
    if (pct === last && done !== total) return;
    last = pct;
    const width = 24;
    const filled = Math.round((pct / 100) * width);
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) process.stderr.write('\n');
  };
}

export const dim = (s: string) => style.dim(s);
