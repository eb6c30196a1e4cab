import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {inUserLanguage, MagisError} from '../../../config/errors.js';
import {cronLine, mergeCrontab, systemdUnits, type InstallPaths} from '../../../reminders/cron.js';
import {println} from '../../output.js';
import {which} from './notify.js';

interface Flags {
  apply?: boolean;
}

/**
 * bin/magis.js of this installation: the nearest folder above this module that holds it. Walked up
 * to, not a fixed `../../../..`, because this code runs from dist/cli/commands/remind/ (tsc) and
 * from a bundle chunk in dist/magis/ alike.
 */
export function binPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const bin = join(dir, 'bin', 'magis.js');
    if (existsSync(bin) && existsSync(join(dir, 'package.json'))) return bin;
    const parent = dirname(dir);
    if (parent === dir) return resolve(dirname(fileURLToPath(import.meta.url)), '../../../../bin/magis.js');
    dir = parent;
  }
}

/** The absolute paths cron and systemd need: node, bin/magis.js, MAGIS_HOME when set. */
export function installPaths(env: NodeJS.ProcessEnv = process.env): InstallPaths {
  const home = env.MAGIS_HOME?.trim() ? resolve(env.MAGIS_HOME) : undefined;
  return {node: process.execPath, bin: binPath(), home, notify: which('notify-send', env) !== null, uid: process.getuid?.()};
}

/**
 * `magis remind install`: prints the crontab line and a systemd user timer for this installation.
 * `--apply` adds the line to the user's crontab (replacing an older magis line; never twice).
 */
export async function run(flags: Flags): Promise<void> {
  const paths = installPaths();
  if (!existsSync(paths.bin))
    throw new MagisError(
      inUserLanguage(`Não encontrei ${paths.bin}; rode "magis remind install" de um magis instalado.`, `Cannot find ${paths.bin}; run "magis remind install" from an installed magis.`),
    );
  const line = cronLine(paths);
  if (flags.apply) return apply(line);
  const {service, timer} = systemdUnits(paths);
  println(
    inUserLanguage(
      '# A cada hora, o cron roda magis remind (ele imprime só o que passou a estar pendente; o cron manda a saída por e-mail).',
      '# Every hour, cron runs magis remind (it prints only what is newly due; cron mails the output).',
    ),
  );
  println(inUserLanguage('# Acrescente com "magis remind install --apply", ou cole em "crontab -e":', '# Add it with "magis remind install --apply", or paste it into "crontab -e":'));
  println(line);
  println();
  println(
    inUserLanguage(
      '# Ou, com systemd, um timer de usuário (recupera as execuções perdidas com o computador desligado):',
      '# Or, with systemd, a user timer (catches up runs missed while the computer was off):',
    ),
  );
  println('# ~/.config/systemd/user/magis-remind.service');
  process.stdout.write(service);
  println('# ~/.config/systemd/user/magis-remind.timer');
  process.stdout.write(timer);
  println(
    inUserLanguage(
      '# depois: systemctl --user daemon-reload && systemctl --user enable --now magis-remind.timer',
      '# then: systemctl --user daemon-reload && systemctl --user enable --now magis-remind.timer',
    ),
  );
}

function apply(line: string): void {
  if (!which('crontab')) {
    throw new MagisError(
      inUserLanguage(
        'O crontab não está instalado aqui, então nada mudou; instale o cron, ou use o timer do systemd que "magis remind install" mostra.',
        'crontab is not installed here, so nothing was changed; install cron, or use the systemd user timer that "magis remind install" prints.',
      ),
    );
  }
  const current = spawnSync('crontab', ['-l'], {encoding: 'utf8'});
  if (current.error) throw new MagisError(inUserLanguage(`Não consegui ler seu crontab: ${current.error.message}.`, `Could not read your crontab: ${current.error.message}.`));
  // "no crontab for user" is an empty crontab, not an error.
  if (current.status !== 0 && !/no crontab/i.test(current.stderr)) {
    throw new MagisError(
      inUserLanguage(
        `Não consegui ler seu crontab: ${current.stderr.trim().split('\n')[0] || `exit ${current.status}`}.`,
        `Could not read your crontab: ${current.stderr.trim().split('\n')[0] || `exit ${current.status}`}.`,
      ),
    );
  }
  const {text, changed} = mergeCrontab(current.status === 0 ? current.stdout : '', line);
  if (!changed) {
    println(inUserLanguage('Já estava no seu crontab:', 'Already installed in your crontab:'));
    println(line);
    return;
  }
  const write = spawnSync('crontab', ['-'], {input: text, encoding: 'utf8'});
  if (write.error || write.status !== 0) {
    throw new MagisError(
      inUserLanguage(
        `Não consegui gravar seu crontab: ${(write.stderr || write.error?.message || '').trim().split('\n')[0]}.`,
        `Could not write your crontab: ${(write.stderr || write.error?.message || '').trim().split('\n')[0]}.`,
      ),
    );
  }
  println(inUserLanguage('Acrescentado ao seu crontab:', 'Added to your crontab:'));
  println(line);
}
