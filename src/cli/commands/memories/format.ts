import {style as chalk} from '../../output.js';
import {formatDay, relativeDay} from '../../../assistant/phrasing.js';
import type {Language} from '../../../domain/types.js';
import type {MemoryJson} from '../../../store/memories.js';
import {displayName} from '../../../text/names.js';
import {summaryRef} from './refs.js';

/**
 * One memory on one line: id (#12, or S3 for a weekly summary), its local day in the user's
 * format and how long ago, importance, context, who; then the content.
 */
export function formatMemoryLine(m: MemoryJson & {score?: number; kind?: string}, now: Date, lang: Language = 'en'): string {
  const when = formatDay(m.occurredAt, lang);
  const ago = relativeDay(m.occurredAt, now, lang);
  const id = m.kind === 'summary' ? summaryRef(m.id) : `#${m.id}`;
  const who = m.entities.length ? chalk.magenta(` [${m.entities.map(displayName).join(', ')}]`) : '';
  const text = m.content.length > 160 ? m.content.slice(0, 157) + '…' : m.content;
  return `${chalk.cyan(id.padStart(5))} ${chalk.dim(`${when} (${ago})`)} ${chalk.yellow('★' + m.importance)} ${chalk.dim(m.context)}${who}\n      ${text.replace(/\s+/g, ' ')}`;
}
