import chalk from 'chalk';

/** JSON for scripts: stable, one document per call. */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function println(text = ''): void {
  process.stdout.write(text + '\n');
}

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

export const dim = (s: string) => chalk.dim(s);
export const bold = (s: string) => chalk.bold(s);
export const accent = (s: string) => chalk.cyan(s);
