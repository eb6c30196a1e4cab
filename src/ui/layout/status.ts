import {columnsOf} from './wrap.js';

/** One piece of the status line; lower `rank` is dropped first when the line is too narrow. */
export interface StatusPart {
  text: string;
  rank: number;
}

export interface FittedStatus {
  left: string;
  right: string;
}

/** Between parts on the left. */
const SEPARATOR = ' · ';
/** At least this many spaces between the left and right halves, so words never run together. */
export const MIN_GAP = 2;

/**
 * Fits the status line into `width` columns: drops the least useful parts first (lowest rank),
 * on either side, until the halves fit with a gap between them. A single part still too wide is
 * cut with "…" so the line never wraps.
 */
export function fitStatus(left: StatusPart[], right: StatusPart[], width: number): FittedStatus {
  const l = [...left];
  const r = [...right];
  const render = () => ({left: l.map(p => p.text).join(SEPARATOR), right: r.map(p => p.text).join(SEPARATOR)});
  const fits = () => {
    const {left: a, right: b} = render();
    return columnsOf(a) + columnsOf(b) + (a && b ? MIN_GAP : 0) <= width;
  };
  while (!fits() && l.length + r.length > 1) {
    const all = [...l.map(p => ({p, side: l})), ...r.map(p => ({p, side: r}))];
    const worst = all.reduce((a, b) => (b.p.rank < a.p.rank ? b : a));
    worst.side.splice(worst.side.indexOf(worst.p), 1);
  }
  const out = render();
  if (!fits()) return {left: cut(out.left || out.right, width), right: ''};
  return out;
}

/** Cuts text to `width` columns with an ellipsis, by terminal columns. */
export function cut(text: string, width: number): string {
  if (columnsOf(text) <= width) return text;
  let out = '';
  for (const ch of text) {
    if (columnsOf(out + ch) > width - 1) break;
    out += ch;
  }
  return `${out}…`;
}
