import type {Language} from '../../domain/types.js';
import type {LoggedBatch} from '../../store/journal.js';

type Counted = keyof LoggedBatch['added'] | LoggedBatch['changes'][number]['what'];

/** A thing counted, in each language: [pt one, pt many, en one, en many]. */
const NOUNS: Partial<Record<Counted, [string, string, string, string]>> = {
  person: ['pessoa', 'pessoas', 'person', 'people'],
  pet: ['animal', 'animais', 'pet', 'pets'],
  relationship: ['relação', 'relações', 'relationship', 'relationships'],
  checkup: ['consulta', 'consultas', 'checkup', 'checkups'],
  event: ['compromisso', 'compromissos', 'event', 'events'],
  task: ['tarefa', 'tarefas', 'task', 'tasks'],
  profile: ['dado do perfil', 'dados do perfil', 'profile fact', 'profile facts'],
  memory: ['memória', 'memórias', 'memory', 'memories'],
  summary: ['resumo', 'resumos', 'summary', 'summaries'],
  conversation: ['conversa', 'conversas', 'conversation', 'conversations'],
  reminder: ['estado de lembrete', 'estados de lembrete', 'reminder state', 'reminder states'],
};

/** What was done to them: [pt, en]. */
const OPS: Record<LoggedBatch['changes'][number]['op'], [string, string]> = {
  add: ['acrescentou', 'added'],
  update: ['mudou', 'changed'],
  move: ['mudou de data', 'moved'],
  cancel: ['cancelou', 'cancelled'],
  done: ['concluiu', 'completed'],
  delete: ['apagou', 'deleted'],
};

const counted = (what: Counted, n: number, lang: Language) => {
  const w = NOUNS[what];
  if (!w) return null;
  return `${n} ${lang === 'pt' ? (n === 1 ? w[0] : w[1]) : n === 1 ? w[2] : w[3]}`;
};

/**
 * One line of what a command, an import or another assistant changed: "added 12 memories, 3
 * people; completed 1 task", "added calendar family" — in the user's language, "(undone)" when
 * `magis undo` took it back.
 */
export function batchLine(b: LoggedBatch, lang: Language): string {
  const pt = lang === 'pt';
  const byOp = new Map<string, Map<Counted, number>>();
  const bump = (op: string, what: Counted, n: number) => {
    const m = byOp.get(op) ?? new Map<Counted, number>();
    byOp.set(op, m);
    m.set(what, (m.get(what) ?? 0) + n);
  };
  for (const [what, n] of Object.entries(b.added)) if (n) bump('add', what as Counted, n);
  for (const c of b.changes) bump(c.op, c.what, 1);
  const parts = [...byOp].map(([op, m]) => {
    const things = [...m].map(([what, n]) => counted(what, n, lang)).filter(Boolean);
    return `${OPS[op as keyof typeof OPS][pt ? 0 : 1]} ${things.join(', ')}`;
  });
  for (const name of b.calendars.added) parts.push(pt ? `adicionou a agenda ${name}` : `added calendar ${name}`);
  for (const name of b.calendars.removed) parts.push(pt ? `removeu a agenda ${name}` : `removed calendar ${name}`);
  const who = b.origin === 'mcp' ? (pt ? 'outro assistente (MCP): ' : 'another assistant (MCP): ') : '';
  return `${b.undone ? (pt ? '(desfeito) ' : '(undone) ') : ''}${who}${parts.join('; ')}`;
}
