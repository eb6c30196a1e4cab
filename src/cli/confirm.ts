import {createInterface} from 'node:readline/promises';
import {inUserLanguage, UsageError} from '../config/errors.js';

/**
 * Asks before a destructive bulk action. Without a terminal there is nobody to ask, so the
 * caller must have said --yes; that keeps cron and scripts from deleting by accident.
 */
export async function confirm(question: string, yes: boolean | undefined, flagHint = '--yes'): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(
      inUserLanguage(`Nada feito sem confirmação: acrescente ${flagHint} para confirmar fora de um terminal.`, `Refusing without confirmation: add ${flagHint} to confirm when not in a terminal.`),
    );
  }
  const rl = createInterface({input: process.stdin, output: process.stderr});
  try {
    const answer = await rl.question(`${question} ${inUserLanguage('[s/N]', '[y/N]')} `);
    return /^(y|yes|s|sim)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
