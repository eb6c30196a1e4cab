/**
 * Plain output, with no styling library: what cron's `magis remind` and scripts' `--json` runs
 * print (src/cli/fast.ts). Styled helpers (dim, bold…) are in output.ts.
 */

/** JSON for scripts: stable, one document per call. */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function println(text = ''): void {
  process.stdout.write(text + '\n');
}
