import {say} from '../assistant/phrasing.js';
import {MagisError} from '../config/errors.js';
import {eprintln} from './print.js';

/**
 * How an import that left bad rows out ends (issue 39: a bad row is skipped and reported, never
 * stored): each is named on stderr in one line, then one sentence says the rest is in and the exit
 * is 1 (as `calendar sync` when one account failed). `import` of an export and `memories import`
 * end the same way; `lines` are their own one-line names of what was skipped.
 */
export function endWithSkipped(file: string, lang: 'pt' | 'en', lines: string[], unit: 'row' | 'record' = 'row'): void {
  for (const line of lines) eprintln(`magis: ${line}`);
  const n = lines.length;
  if (!n) return;
  throw new MagisError(
    say(
      lang,
      `${n === 1 ? '1 registro' : `${n} registros`} de ${file} ${n === 1 ? 'foi pulado' : 'foram pulados'} (${n === 1 ? 'dito' : 'cada um dito'} acima); o resto foi importado.`,
      `${n === 1 ? `1 ${unit}` : `${n} ${unit}s`} of ${file} ${n === 1 ? 'was' : 'were'} skipped (${n === 1 ? 'named' : 'each named'} above); the rest was imported.`,
    ),
    1,
  );
}
