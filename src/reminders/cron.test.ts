import {describe, expect, it} from 'vitest';
import {CRON_MARKER, cronLine, mergeCrontab, shellQuote, systemdUnits} from './cron.js';

const paths = {node: '/usr/bin/node', bin: '/opt/magis/bin/magis.js', home: '/home/u/My Magis'};

describe('cron install', () => {
  it('builds an hourly line with absolute, quoted paths', () => {
    expect(cronLine(paths)).toBe(`0 * * * * MAGIS_HOME='/home/u/My Magis' /usr/bin/node /opt/magis/bin/magis.js remind ${CRON_MARKER}`);
    expect(cronLine({...paths, home: undefined, notify: true, uid: 1000})).toBe(
      `0 * * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus /usr/bin/node /opt/magis/bin/magis.js remind --notify ${CRON_MARKER}`,
    );
    expect(shellQuote("/a/it's 100%")).toBe(`'/a/it'\\''s 100\\%'`);
  });

  it('merges idempotently and replaces an outdated magis line', () => {
    const line = cronLine(paths);
    const first = mergeCrontab('MAILTO=me\n0 3 * * * backup\n', line);
    expect(first).toEqual({text: `MAILTO=me\n0 3 * * * backup\n${line}\n`, changed: true});
    expect(mergeCrontab(first.text, line)).toEqual({text: first.text, changed: false});
    const moved = cronLine({...paths, bin: '/new/bin/magis.js'});
    expect(mergeCrontab(first.text, moved).text).toBe(`MAILTO=me\n0 3 * * * backup\n${moved}\n`);
    expect(mergeCrontab('', line).text).toBe(`${line}\n`);
  });

  it('writes a systemd service and a persistent hourly timer', () => {
    const {service, timer} = systemdUnits(paths);
    expect(service).toContain('Environment="MAGIS_HOME=/home/u/My Magis"');
    expect(service).toContain('ExecStart=/usr/bin/node /opt/magis/bin/magis.js remind');
    expect(timer).toContain('Persistent=true');
  });
});
