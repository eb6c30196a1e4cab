import chalk from 'chalk';
import {MagisError} from '../../../config/errors.js';
import {getMemory, memoryEntityNames, memoryHistory, toJson} from '../../../store/memories.js';
import {withStore} from '../../context.js';
import {parseId} from '../../options.js';
import {printJson, println} from '../../output.js';

/** `magis memories show ID`: the memory, who it mentions, where it came from, and what happened to it. */
export async function run(idText: string, flags: {json?: boolean; now?: string}): Promise<void> {
  const id = parseId(idText);
  await withStore(flags, store => {
    const db = store.db;
    const m = getMemory(db, id);
    const history = memoryHistory(db, id);
    if (!m) {
      const deleted = history.find(h => h.action === 'deleted');
      throw new MagisError(deleted ? `Memory ${id} was deleted on ${deleted.at.slice(0, 10)}.` : `No memory with id ${id}; see "magis memories list".`);
    }
    const source = m.sourceMessageId
      ? (db.prepare('SELECT id, conversation_id AS conversationId, role, content, created_at AS createdAt FROM messages WHERE id = ?').get(m.sourceMessageId) as Record<string, unknown> | undefined) ?? null
      : null;
    const archivedIn = m.archivedIn;
    const out = {...toJson(m, memoryEntityNames(db, id)), sentiment: m.sentiment, lastAccessed: m.lastAccessed, accessCount: m.accessCount, sourceRef: m.sourceRef, speaker: m.speaker, archivedIn, source, history};
    if (flags.json) return printJson(out);
    println(`${chalk.cyan('#' + id)}  ${m.content}`);
    println(chalk.dim(`happened ${m.occurredAt} · stored ${m.createdAt} · importance ${m.importance} · ${m.context} · ${m.type}`));
    if (out.entities.length) println(`people: ${out.entities.join(', ')}`);
    if (m.summary) println(`summary: ${m.summary}`);
    if (archivedIn) println(chalk.yellow(`archived in summary S${archivedIn} (magis memories uncompress ${archivedIn} restores it)`));
    if (source) println(`source: message ${String(source.id)} in conversation ${String(source.conversationId)}: "${String(source.content).slice(0, 120)}"`);
    if (m.sourceRef) println(`source ref: ${m.sourceRef}`);
    println('history:');
    for (const h of history) println(`  ${h.at}  ${h.action}${h.detail ? ' ' + JSON.stringify(h.detail) : ''}`);
  });
}
