/**
 * `magis stats` for a person reading it, in their language: one line per figure family, learning
 * per week as a sparkline on a terminal (the counts otherwise), sizes in MB. Pure.
 */
import {formatDay, say} from '../../assistant/phrasing.js';
import type {Language} from '../../domain/types.js';
import type {Stats} from '../../store/stats.js';
import {counted, joinList} from '../../text/phrases.js';

const TICKS = '▁▂▃▄▅▆▇█';

/** ▁ for nothing, then up to █ for the largest value. */
export function sparkline(values: number[]): string {
  const max = Math.max(0, ...values);
  return values.map(v => (v <= 0 || max === 0 ? TICKS[0] : TICKS[1 + Math.round((v / max) * 6)])).join('');
}

const TYPES: Record<string, [string, string]> = {
  conversation: ['conversa', 'conversation'],
  personal_info: ['informação pessoal', 'personal info'],
  preference_learned: ['preferência', 'preference'],
  task_completion: ['tarefa concluída', 'task done'],
  context_switch: ['mudança de assunto', 'context switch'],
  experience_review: ['experiência', 'experience'],
  appointment: ['compromisso', 'appointment'],
  health: ['saúde', 'health'],
};
const CONTEXTS: Record<string, [string, string]> = {personal: ['pessoal', 'personal'], family: ['família', 'family'], work: ['trabalho', 'work']};
const KINDS: Record<string, [string, string]> = {person: ['pessoas', 'people'], place: ['lugares', 'places'], organization: ['organizações', 'organizations'], pet: ['animais', 'pets']};

/** The store's tables as a person names them; the rest keep their SQL name. */
const PARTS: Record<string, [string, string]> = {
  memories: ['memórias', 'memories'],
  memories_fts: ['índice de busca', 'search index'],
  summaries_fts: ['índice dos resumos', 'summary index'],
  memory_history: ['histórico das memórias', 'memory history'],
  memory_entities: ['quem está em cada memória', 'who is in each memory'],
  memory_summaries: ['resumos semanais', 'weekly summaries'],
  messages: ['mensagens', 'messages'],
  conversations: ['conversas', 'conversations'],
  entities: ['pessoas', 'people'],
  entity_aliases: ['apelidos', 'aliases'],
  relationships: ['relações', 'relationships'],
  checkups: ['consultas', 'checkups'],
  events: ['eventos', 'events'],
  tasks: ['tarefas', 'tasks'],
  memories_vec: ['vetores', 'vectors'],
  world_changes: ['diário de mudanças', 'change journal'],
  sqlite_schema: ['esquema', 'schema'],
};

const word = (table: Record<string, [string, string]>, key: string, lang: Language) => table[key]?.[lang === 'pt' ? 0 : 1] ?? key;

export function formatStats(s: Stats, o: {language: Language; tty: boolean; walBytes: number}): string[] {
  const lang = o.language;
  const n = (x: number) => x.toLocaleString(lang === 'pt' ? 'pt-BR' : 'en-US');
  const mb = (b: number) =>
    b < 1e6 ? `${Math.max(1, Math.round(b / 1e3))} KB` : `${(b / 1e6).toLocaleString(lang === 'pt' ? 'pt-BR' : 'en-US', {maximumFractionDigits: 1, minimumFractionDigits: 1})} MB`;
  const list = (rec: Record<string, number>, table: Record<string, [string, string]>) =>
    Object.entries(rec)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${word(table, k, lang)} ${n(v)}`)
      .join(', ');
  /** "1 resposta" / "2 respostas", "1 marcada" / "0 marcadas": every count through the wording kit. */
  const of = (x: number, one: string, many: string) => counted(x, one, many, lang);
  const out: string[] = [];
  const m = s.memories;
  out.push(say(lang, `Memórias: ${of(m.active, 'ativa', 'ativas')}, ${n(m.archived)} no arquivo`, `Memories: ${n(m.active)} active, ${n(m.archived)} in the archive`));
  if (m.active) {
    out.push(`  ${say(lang, 'por tipo', 'by type')}: ${list(m.byType, TYPES)}`);
    out.push(`  ${say(lang, 'por contexto', 'by context')}: ${list(m.byContext, CONTEXTS)}`);
    const imp = Object.values(m.byImportance);
    out.push(`  ${say(lang, 'por importância (1→10)', 'by importance (1→10)')}: ${o.tty ? `${sparkline(imp)} ` : ''}${imp.map(n).join(' ')}`);
  }
  const last = s.compression.last;
  out.push(
    last
      ? say(
          lang,
          `Compressão: ${of(s.compression.summaries, 'resumo semanal', 'resumos semanais')}; a última em ${formatDay(last.at, lang)} (${of(last.summaries, 'resumo', 'resumos')}, ${of(last.memories, 'memória', 'memórias')})`,
          `Compression: ${of(s.compression.summaries, 'weekly summary', 'weekly summaries')}; last on ${formatDay(last.at, lang)} (${of(last.summaries, 'summary', 'summaries')}, ${of(last.memories, 'memory', 'memories')})`,
        )
      : say(lang, 'Compressão: nunca rodou', 'Compression: never run'),
  );
  const weeks = s.learnedPerWeek.map(w => w.memories);
  const total = weeks.reduce((a, b) => a + b, 0);
  out.push(
    say(lang, `Aprendido por semana (últimas ${weeks.length}): `, `Learned per week (last ${weeks.length}): `) +
      (o.tty ? `${sparkline(weeks)}  ` : '') +
      say(lang, `${weeks.map(n).join(' ')} — ${n(total)} no total, ${n(weeks.at(-1) ?? 0)} nesta semana`, `${weeks.map(n).join(' ')} — ${n(total)} in all, ${n(weeks.at(-1) ?? 0)} this week`),
  );
  const others = Object.entries(s.entities)
    .filter(([k]) => k !== 'person')
    .map(([k, v]) => `${word(KINDS, k, lang)} ${n(v)}`);
  out.push(
    say(
      lang,
      `Pessoas: ${n(s.people)} (${of(s.relationships.open, 'relação', 'relações')}${s.relationships.closed ? `, ${of(s.relationships.closed, 'encerrada', 'encerradas')}` : ''})`,
      `People: ${n(s.people)} (${of(s.relationships.open, 'relationship', 'relationships')}${s.relationships.closed ? `, ${n(s.relationships.closed)} ended` : ''})`,
    ) + (others.length ? ` · ${others.join(', ')}` : ''),
  );
  if (s.pets) {
    const pc = s.petCare;
    out.push(
      say(
        lang,
        `Animais: ${n(s.pets)} (veterinário e vacinas: ${n(pc.needed)} a marcar, ${of(pc.scheduled, 'marcado', 'marcados')}, ${of(pc.done, 'feito', 'feitos')})`,
        `Pets: ${n(s.pets)} (vet and vaccines: ${n(pc.needed)} needed, ${n(pc.scheduled)} booked, ${n(pc.done)} done)`,
      ),
    );
  }
  const c = s.checkups;
  out.push(
    say(
      lang,
      `Consultas: ${n(c.needed)} a marcar, ${of(c.scheduled, 'marcada', 'marcadas')}, ${of(c.done, 'feita', 'feitas')}`,
      `Checkups: ${n(c.needed)} needed, ${n(c.scheduled)} booked, ${n(c.done)} done`,
    ),
  );
  const cal = s.calendar;
  if (cal?.accounts) {
    out.push(
      say(
        lang,
        `Agendas sincronizadas: ${n(cal.accounts)}; ${of(cal.conflicts, 'mudança descartada', 'mudanças descartadas')} por mudar dos dois lados`,
        `Synced calendars: ${n(cal.accounts)}; ${of(cal.conflicts, 'change', 'changes')} dropped for being changed on both sides`,
      ),
    );
    for (const note of cal.latest) out.push(`  ${formatDay(note.at, lang)}: ${note.text}`);
    if (cal.waitingForLogin.length)
      out.push(
        `  ${say(lang, 'sem senha neste dispositivo', 'no password on this device')}: ${joinList(cal.waitingForLogin, lang)} (${cal.waitingForLogin.map(a => `magis calendar login ${a}`).join(', ')})`,
      );
  }
  const e = s.events;
  out.push(
    say(
      lang,
      `Eventos: ${n(e.total)} (${of(e.recurring, 'recorrente', 'recorrentes')}, ${of(e.done, 'feito', 'feitos')}, ${of(e.cancelled, 'cancelado', 'cancelados')})`,
      `Events: ${n(e.total)} (${n(e.recurring)} recurring, ${n(e.done)} done, ${n(e.cancelled)} cancelled)`,
    ),
  );
  out.push(say(lang, `Tarefas: ${of(s.tasks.open, 'aberta', 'abertas')}, ${of(s.tasks.done, 'feita', 'feitas')}`, `Tasks: ${n(s.tasks.open)} open, ${n(s.tasks.done)} done`));
  const msg = s.messages;
  out.push(
    say(
      lang,
      `Mensagens: ${of(msg.user, 'sua', 'suas')}, ${of(msg.assistant, 'resposta', 'respostas')}; aprendeu algo de ${n(msg.userMessagesLearnedFrom)}`,
      `Messages: ${n(msg.user)} yours, ${of(msg.assistant, 'reply', 'replies')}; learned something from ${n(msg.userMessagesLearnedFrom)}`,
    ),
  );
  const l = s.llm;
  const models = l.models.map(x => `${x.model} ${n(x.count)}`).join(', ');
  const reasons = l.fallbackReasons.map(x => `${x.reason} (${n(x.count)})`);
  out.push(
    say(
      lang,
      `LLM: ${of(l.answered, 'resposta', 'respostas')} do modelo${models ? ` (${models})` : ''}, caiu para offline ${of(l.fallbacks, 'vez', 'vezes')}${reasons.length ? `: ${joinList(reasons, lang)}` : ''}; ${of(l.offline, 'resposta', 'respostas')} offline`,
      `LLM: ${of(l.answered, 'answer', 'answers')} from the model${models ? ` (${models})` : ''}, fell back offline ${l.fallbacks === 1 ? 'once' : `${n(l.fallbacks)} times`}${reasons.length ? `: ${joinList(reasons, lang)}` : ''}; ${of(l.offline, 'offline answer', 'offline answers')}`,
    ),
  );
  const a = s.asked;
  const pct = msg.assistant ? Math.round((a.turns / msg.assistant) * 100) : 0;
  out.push(
    say(
      lang,
      `Perguntou por não saber quem ou qual: ${of(a.turns, 'vez', 'vezes')} (${pct}% das respostas; quem: ${n(a.who)}, qual: ${n(a.which)})`,
      `Asked because it could not tell who or which: ${a.turns === 1 ? 'once' : `${n(a.turns)} times`} (${pct}% of replies; who: ${n(a.who)}, which: ${n(a.which)})`,
    ),
  );
  const parts = s.storage.parts
    .slice(0, 5)
    .map(p => `${word(PARTS, p.name, lang)} ${mb(p.bytes)}`)
    .join(', ');
  out.push(
    say(
      lang,
      `Armazenamento: ${mb(s.storage.bytes)}${o.walBytes ? ` + ${mb(o.walBytes)} de diário (WAL)` : ''} — ${parts}`,
      `Storage: ${mb(s.storage.bytes)}${o.walBytes ? ` + ${mb(o.walBytes)} of journal (WAL)` : ''} — ${parts}`,
    ),
  );
  return out;
}
