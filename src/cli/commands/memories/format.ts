// date-fns by function: its index module costs ~0.2 s of start-up on cron and script paths.
import {formatDistanceStrict} from 'date-fns/formatDistanceStrict';
import chalk from 'chalk';
import type {MemoryJson} from '../../../store/memories.js';

/** One memory on one line: id, date, importance, context, content. */
export function formatMemoryLine(m: MemoryJson & {score?: number; kind?: string}, now: Date): string {
  const when = m.occurredAt.slice(0, 10);
  const ago = formatDistanceStrict(new Date(m.occurredAt), now, {addSuffix: true});
  const id = m.kind === 'summary' ? `S${m.id}` : `#${m.id}`;
  const who = m.entities.length ? chalk.magenta(` [${m.entities.join(', ')}]`) : '';
  const text = m.content.length > 160 ? m.content.slice(0, 157) + '…' : m.content;
  return `${chalk.cyan(id.padStart(5))} ${chalk.dim(`${when} (${ago})`)} ${chalk.yellow('★' + m.importance)} ${chalk.dim(m.context)}${who}\n      ${text.replace(/\s+/g, ' ')}`;
}
