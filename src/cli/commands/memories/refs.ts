/**
 * The one id scheme of memories and summaries: a memory is a number ("12", "#12"), a weekly
 * summary is S and a number ("S3"), as compress, list and search print them. `--json` keeps
 * numbers (with `kind: "summary"` where both can appear).
 */
import {UsageError, showValue, inUserLanguage} from '../../../config/errors.js';

export type Ref = {kind: 'memory'; id: number} | {kind: 'summary'; id: number};

/** "12" / "#12" → memory 12; "S3" / "s3" → summary 3. */
export function parseRef(text: string): Ref {
  const m = /^\s*(#|s)?(\d+)\s*$/i.exec(text);
  const id = m ? Number(m[2]) : NaN;
  if (!m || id < 1 || !Number.isSafeInteger(id)) {
    throw new UsageError(
      inUserLanguage(
        `Id inválido ${showValue(text)}: uma memória é um número (12), um resumo semanal é S e um número (S3), como "magis memories list" e "compress" mostram.`,
        `Invalid id ${showValue(text)}: a memory is a number (12), a weekly summary is S and a number (S3), as "magis memories list" and "compress" print them.`,
      ),
    );
  }
  return m[1] && m[1].toLowerCase() === 's' ? {kind: 'summary', id} : {kind: 'memory', id};
}

/** How a summary id is shown to people. */
export const summaryRef = (id: number) => `S${id}`;
