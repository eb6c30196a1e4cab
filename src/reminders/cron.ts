/**
 * The crontab line and systemd user timer that run `magis remind` for this installation. Pure:
 * paths and the current crontab are passed in.
 */

/** Marks magis's line in a crontab so `--apply` can find and replace it instead of adding another. */
export const CRON_MARKER = '# magis-remind';

export interface InstallPaths {
  /** node's absolute path (process.execPath). */
  node: string;
  /** Absolute path of bin/magis.js. */
  bin: string;
  /** MAGIS_HOME when the user set one; else magis uses its default folder. */
  home?: string;
  /** Add --notify (notify-send exists here). */
  notify?: boolean;
  /** The user's uid, for the desktop bus cron does not set. */
  uid?: number;
}

/** Single-quotes for sh when needed; cron also treats % as a newline, so it is escaped. */
export function shellQuote(value: string): string {
  const q = /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
  return q.replace(/%/g, '\\%');
}

/** "0 * * * * MAGIS_HOME=… /usr/bin/node …/bin/magis.js remind # magis-remind": hourly. */
export function cronLine(p: InstallPaths): string {
  const env: string[] = [];
  if (p.home) env.push(`MAGIS_HOME=${shellQuote(p.home)}`);
  // cron has no desktop session: point notify-send at the user's session bus.
  if (p.notify && p.uid !== undefined) env.push(`DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/${p.uid}/bus`);
  const cmd = [shellQuote(p.node), shellQuote(p.bin), 'remind', ...(p.notify ? ['--notify'] : [])];
  return `0 * * * * ${[...env, ...cmd].join(' ')} ${CRON_MARKER}`;
}

/** systemd quoting for ExecStart/Environment values: double quotes when there is a space. */
const unitQuote = (v: string) => (/[\s"\\]/.test(v) ? `"${v.replace(/(["\\])/g, '\\$1')}"` : v);

/** The service and timer files of the systemd user alternative. `Persistent=true` catches up missed runs. */
export function systemdUnits(p: InstallPaths): {service: string; timer: string} {
  const service = [
    '[Unit]',
    'Description=Magis reminders (due checkups and follow-ups)',
    '',
    '[Service]',
    'Type=oneshot',
    ...(p.home ? [`Environment=${unitQuote(`MAGIS_HOME=${p.home}`)}`] : []),
    `ExecStart=${[p.node, p.bin, 'remind', ...(p.notify ? ['--notify'] : [])].map(unitQuote).join(' ')}`,
    '',
  ].join('\n');
  const timer = ['[Unit]', 'Description=Run magis reminders every hour', '', '[Timer]', 'OnCalendar=hourly', 'Persistent=true', '', '[Install]', 'WantedBy=timers.target', ''].join('\n');
  return {service, timer};
}

/**
 * The crontab with magis's line in it: unchanged when the same line is there, the old magis line
 * replaced when paths changed, else appended.
 */
export function mergeCrontab(existing: string, line: string): {text: string; changed: boolean} {
  const lines = existing.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.includes(line)) return {text: existing.endsWith('\n') || !existing ? existing : existing + '\n', changed: false};
  const kept = lines.filter(l => !l.trimEnd().endsWith(CRON_MARKER));
  return {text: [...kept, line].join('\n') + '\n', changed: true};
}
