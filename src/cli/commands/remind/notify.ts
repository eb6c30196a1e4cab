import {spawnSync} from 'node:child_process';
import {accessSync, constants} from 'node:fs';
import {delimiter, join} from 'node:path';
import type {DueItem} from '../../../reminders/index.js';
import {formatDueLine} from '../../../reminders/index.js';
import {screenText} from '../../../text/screen.js';

/** The absolute path of a program on PATH, or null. */
export function which(program: string, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, program);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * One desktop notification with every item, through notify-send. Returns why it could not be sent
 * (for stderr), or null. A missing notify-send is not an error: the lines were printed anyway.
 */
export function notify(items: DueItem[]): string | null {
  const bin = which('notify-send');
  if (!bin) return 'notify-send is not installed (Debian/Ubuntu: apt install libnotify-bin), so no desktop notification was sent; the reminders were printed.';
  const pt = (items[0]?.language ?? 'pt') === 'pt';
  const title = items.length === 1 ? (pt ? 'Magis: lembrete' : 'Magis: reminder') : pt ? `Magis: ${items.length} lembretes` : `Magis: ${items.length} reminders`;
  const r = spawnSync(bin, ['--app-name=magis', title, items.map(i => screenText(formatDueLine(i))).join('\n')], {encoding: 'utf8', timeout: 10_000});
  if (r.error || r.status !== 0) {
    const why = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
    return `notify-send failed (${why}); is a desktop session running (DBUS_SESSION_BUS_ADDRESS)?`;
  }
  return null;
}
