import {beforeAll, describe, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';
import {json, tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {inspect} from './helpers/db.js';
import {afterAll} from 'vitest';

/**
 * A week of a user's messages through the real turn pipeline (in-process, the clock moving with
 * each message in the test's time zone), then what `magis timeline`, `people --graph` and `stats`
 * say about that store. Runs in UTC and in São Paulo: local days must agree everywhere.
 */
const WEEK: Array<[string, string]> = [
  ['2026-11-16T08:30', 'Minha filha Bia tem dentista quarta às 14h'],
  ['2026-11-16T08:40', 'A Bia faz natação toda terça às 16h'],
  ['2026-11-16T21:33', 'Meu marido Carlos é irmão da Rita'],
  ['2026-11-17T09:00', 'O Marcos é meu chefe'],
  ['2026-11-17T12:00', 'A Júlia é minha vizinha'],
  ['2026-11-17T19:00', 'A Bia foi no oftalmologista ontem'],
  ['2026-11-18T09:00', 'Reunião com o Marcos sexta às 10h'],
  ['2026-11-18T10:00', 'Preciso renovar a CNH'],
  ['2026-11-19T09:00', 'Meu cachorro Rex tomou vacina ontem'],
  ['2026-11-19T18:00', 'renovei a cnh hj'],
  ['2026-11-19T20:00', 'O Bento vem jantar sábado'],
  ['2026-11-21T11:00', 'Adorei o passeio no parque com a Bia e o Carlos, foi o melhor dia do mês'],
];
const NOW = '2026-11-22T20:00';

let home: string;
let cleanup: () => void;
const cli = (args: string[]) => magisIn(home, [...args, '--now', NOW], {env: {TZ: process.env.TZ ?? 'UTC'}});
const local = (iso: string) => {
  const [d, t] = iso.split('T') as [string, string];
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const [h, min] = t.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, day, h, min);
};

beforeAll(async () => {
  ({home, cleanup} = tempHome());
  let i = 0;
  const store = await Store.open({home, now: local(WEEK[0]![0]), env: {}, clock: () => local(WEEK[Math.min(i, WEEK.length - 1)]![0])});
  try {
    for (; i < WEEK.length; i++) await (await runTurn(store, {message: WEEK[i]![1]})).background;
  } finally {
    store.close();
  }
});
afterAll(() => cleanup());

interface Item {
  date: string;
  time: string | null;
  source: string;
  kind: string;
  title: string;
  status: string;
  person: string;
  with: string[];
  rrule: string | null;
  id: number;
}

describe('magis timeline on a week of messages', () => {
  const timeline = async () =>
    json<{from: string; to: string; weeks: Array<{week: string; items: Item[]; memories: Array<{content: string; date: string; importance: number; people: string[]}>}>}>(
      await cli(['timeline', '--json']),
    );

  it('holds each visit once, on its day, in the week it belongs to', async () => {
    const t = await timeline();
    // The last 4 ISO weeks up to today (Sunday 22/11): from Monday 26/10.
    expect([t.from, t.to]).toEqual(['2026-10-26', '2026-11-22']);
    expect(t.weeks.map(w => w.week)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    const items = t.weeks.flatMap(w => w.items.map(i => ({...i, week: w.week})));
    const checkups = inspect(home, db => db.prepare('SELECT id, kind, status, date FROM checkups').all() as Array<{id: number; kind: string; status: string; date: string}>);
    expect(checkups.map(c => [c.kind, c.status, c.date]).sort()).toEqual([
      ['dentist', 'scheduled', '2026-11-18'],
      ['eye_exam', 'done', '2026-11-16'],
    ]);
    for (const c of checkups) {
      const shown = items.filter(i => i.source === 'checkup' && i.kind === c.kind);
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({date: c.date, person: 'Bia', status: c.status, week: '2026-11-16'});
    }
  });

  it("holds an animal's vaccine once, on its day, under the animal's name", async () => {
    const items = (await timeline()).weeks.flatMap(w => w.items);
    const care = inspect(
      home,
      db =>
        db.prepare('SELECT c.id, c.kind, c.status, c.date, p.name FROM pet_care c JOIN pets p ON p.id = c.pet_id').all() as Array<{
          id: number;
          kind: string;
          status: string;
          date: string;
          name: string;
        }>,
    );
    expect(care).toEqual([expect.objectContaining({kind: 'vaccine', status: 'done', date: '2026-11-18', name: 'Rex'})]);
    expect(items.filter(i => i.source === 'pet').map(i => [i.id, i.date, i.person, i.status])).toEqual([[care[0]!.id, '2026-11-18', 'Rex', 'done']]);
  });

  it('holds each event once on its day, a weekly class only on its days inside the window', async () => {
    const items = (await timeline()).weeks.flatMap(w => w.items);
    const events = inspect(
      home,
      db => db.prepare('SELECT id, kind, date, time, rrule FROM events').all() as Array<{id: number; kind: string; date: string; time: string | null; rrule: string | null}>,
    );
    expect(events.map(e => [e.kind, e.date]).sort()).toEqual([
      ['class', '2026-11-17'],
      ['meeting', '2026-11-20'],
      ['social', '2026-11-21'],
    ]);
    for (const e of events.filter(x => !x.rrule)) {
      expect(items.filter(i => i.source === 'event' && i.id === e.id).map(i => [i.date, i.time])).toEqual([[e.date, e.time]]);
    }
    // The class started on Tuesday 17/11; the window ends Sunday 22/11: one occurrence, not one per week back.
    const swim = events.find(e => e.rrule)!;
    expect(items.filter(i => i.source === 'event' && i.id === swim.id).map(i => i.date)).toEqual(['2026-11-17']);
    // Looking ahead, the class is on every Tuesday and no other day.
    const ahead = json(await cli(['timeline', '--from', '2026-11-23', '--to', '2026-12-13', '--json'])).weeks.flatMap((w: any) => w.items);
    expect(ahead.filter((i: Item) => i.id === swim.id && i.source === 'event').map((i: Item) => i.date)).toEqual(['2026-11-24', '2026-12-01', '2026-12-08']);
  });

  it("shows the task done on its day and the week's most important memory with its people", async () => {
    const week = (await timeline()).weeks.at(-1)!;
    expect(week.items.filter(i => i.source === 'task')).toEqual([expect.objectContaining({title: 'renovar a CNH', date: '2026-11-19', status: 'done'})]);
    expect(week.memories.length).toBeLessThanOrEqual(3);
    // The most important memory of the week that is not already an item (a visit, an event, a task) leads, with its people.
    const top = inspect(
      home,
      db =>
        db
          .prepare(`SELECT m.id, m.content, (SELECT group_concat(e.name) FROM memory_entities me JOIN entities e ON e.id = me.entity_id WHERE me.memory_id = m.id) AS people
        FROM memories m WHERE m.id NOT IN (SELECT source_memory_id FROM checkups WHERE source_memory_id IS NOT NULL UNION SELECT source_memory_id FROM events WHERE source_memory_id IS NOT NULL
          UNION SELECT source_memory_id FROM tasks WHERE source_memory_id IS NOT NULL UNION SELECT source_memory_id FROM pet_care WHERE source_memory_id IS NOT NULL)
        ORDER BY importance DESC, occurred_at DESC LIMIT 1`)
          .get() as {content: string; people: string},
    );
    expect(week.memories[0]!.content).toBe(top.content);
    expect(week.memories[0]!.people.sort()).toEqual(top.people.split(',').sort());
    expect(week.memories[0]!.people.length).toBeGreaterThan(0);
    // Said at 21:33 on Monday: Monday everywhere, São Paulo included (00:33 on Tuesday in UTC).
    expect(week.memories.find(m => m.content.startsWith('Meu marido Carlos'))).toMatchObject({date: '2026-11-16'});
    const importances = week.memories.map(m => m.importance);
    expect(importances).toEqual([...importances].sort((a, b) => b - a));
  });

  it("in Portuguese, week by week, and one person's history on its first line", async () => {
    const all = await cli(['timeline']);
    expect(all.status).toBe(0);
    expect(all.stdout).toMatch(/^Semana de 16\/11$/m);
    // Hours as agenda and remind write them for a Portuguese user: "14h", not "14:00".
    expect(all.stdout).toMatch(/qua 18\/11 14h +Dentista — Bia \(filha\), marcado/);
    expect(all.stdout).toMatch(/ter 17\/11 16h +Natação \(toda terça\) — Bia \(filha\)/);
    const bia = await cli(['timeline', '--person', 'bia']);
    expect(bia.stdout.split('\n')[0]).toBe('Bia: dentista 18/11, natação toda terça, oftalmologista 16/11');
    expect((await cli(['timeline', '--person', 'Júlia'])).stdout.split('\n')[0]).toBe('Júlia: 1 lembrança nessas semanas.');
    // An animal's name is its history of care, nothing of the people's.
    expect((await cli(['timeline', '--person', 'rex'])).stdout.split('\n')[0]).toBe('Rex: vacina 18/11');
    const rex = json(await cli(['timeline', '--person', 'Rex', '--json']));
    expect(rex.person).toBe('Rex');
    expect(rex.weeks.flatMap((w: any) => [...w.items, ...w.memories]).map((i: Item) => [i.source, i.person])).toEqual([['pet', 'Rex']]);
    // Marcos's week holds his meeting, not Bia's visits.
    const marcos = await cli(['timeline', '--person', 'Marcos', '--json']);
    const items = json(marcos).weeks.flatMap((w: any) => w.items);
    expect(items.map((i: Item) => i.kind)).toEqual(['meeting']);
  });

  it('refuses bad input with one sentence and exit 2', async () => {
    for (const [args, message] of [
      // One language a screen: this store's user writes Portuguese, so its refusals are Portuguese too.
      [['timeline', '--from', '2026-13-01'], /--from inválido "2026-13-01"/],
      [['timeline', '--from', '2026-11-20', '--to', '2026-11-01'], /--from "2026-11-20" é depois de --to "2026-11-01"/],
      [['timeline', '--from', '2000-01-01'], /no máximo 5 anos/],
      [['timeline', '--context', 'school'], /context/i],
      [['timeline', '--person', 'Bea'], /Ninguém chamado "Bea" ainda\. Você quis dizer Bia\?/],
      [['people', '--graph', '--format', 'svg'], /Invalid --format "svg": use text, dot or mermaid/],
      [['people', '--format', 'dot'], /--format goes with --graph/],
    ] as Array<[string[], RegExp]>) {
      const r = await cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });
});

describe('magis people --graph on the same store', () => {
  it('holds every relationship people --json has, and the ties between people', async () => {
    const people = json<Array<{name: string; relation: string | null}>>(await cli(['people', '--json']));
    const graph = json<{nodes: Array<{name: string; kind: string; group: string}>; edges: Array<{from: string; to: string; relation: string; group: string}>}>(
      await cli(['people', '--graph', '--json']),
    );
    expect(
      graph.nodes
        .filter(n => n.kind === 'person')
        .map(n => n.name)
        .sort(),
    ).toEqual(people.map(p => p.name).sort());
    for (const p of people.filter(p => p.relation)) expect(graph.edges).toContainEqual(expect.objectContaining({from: p.name, to: 'user', relation: p.relation}));
    expect(graph.edges).toContainEqual(expect.objectContaining({from: 'Marcos', to: 'user', relation: 'boss', group: 'work'}));
    expect(graph.edges).toContainEqual(expect.objectContaining({from: 'Júlia', to: 'user', group: 'neighbours'}));
    expect(graph.edges.some(e => [e.from, e.to].sort().join() === 'Carlos,Rita')).toBe(true);
    // The dog is in the graph, as an animal, never among the people.
    expect(people.map(p => p.name)).not.toContain('Rex');
    expect(graph.nodes).toContainEqual(expect.objectContaining({name: 'Rex', kind: 'pet', group: 'pets'}));
    expect(graph.edges).toContainEqual({from: 'Rex', to: 'user', relation: 'pet', group: 'pets'});

    const text = (await cli(['people', '--graph'])).stdout;
    expect(text).toMatch(/^ {2}Trabalho: Marcos \(chefe\)$/m);
    expect(text).toMatch(/^ {2}Animais: Rex \(cachorro\)$/m);
    expect(text).toMatch(/^ {2}Carlos — irmão de Rita$/m);
    const dot = (await cli(['people', '--graph', '--format', 'dot'])).stdout;
    expect(dot).toMatch(/^digraph magis \{/);
    expect(dot.match(/ -> /g)).toHaveLength(graph.edges.length);
    const mermaid = (await cli(['people', '--graph', '--format', 'mermaid'])).stdout;
    expect(mermaid).toMatch(/^graph LR/);
    expect(mermaid.match(/ -->\|/g)).toHaveLength(graph.edges.length);
  });
});

describe('magis stats on the same store', () => {
  it('counts what the rows hold', async () => {
    const s = json(await cli(['stats', '--json']));
    const rows = inspect(home, db => {
      const n = (sql: string) => db.prepare(sql).pluck().get() as number;
      const metas = (db.prepare("SELECT meta FROM messages WHERE role = 'assistant'").pluck().all() as string[]).map(m => JSON.parse(m));
      return {
        active: n('SELECT count(*) FROM memories WHERE archived_in IS NULL'),
        people: n("SELECT count(*) FROM entities WHERE kind = 'person'"),
        done: n("SELECT count(*) FROM checkups WHERE status = 'done'"),
        scheduled: n("SELECT count(*) FROM checkups WHERE status = 'scheduled'"),
        events: n('SELECT count(*) FROM events'),
        recurring: n('SELECT count(*) FROM events WHERE rrule IS NOT NULL'),
        openTasks: n("SELECT count(*) FROM tasks WHERE status = 'open'"),
        doneTasks: n("SELECT count(*) FROM tasks WHERE status = 'done'"),
        user: n("SELECT count(*) FROM messages WHERE role = 'user'"),
        family: n("SELECT count(*) FROM memories WHERE context = 'family'"),
        relationships: n('SELECT count(*) FROM relationships WHERE valid_to IS NULL'),
        pets: n('SELECT count(*) FROM pets'),
        petCareDone: n("SELECT count(*) FROM pet_care WHERE status = 'done'"),
        askedWho: metas.filter(m => (m.pending ?? []).some((p: any) => p.kind === 'who')).length,
        offline: metas.filter(m => m.engine === 'offline').length,
      };
    });
    expect(s.memories.active).toBe(rows.active);
    expect(Object.values(s.memories.byType as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(rows.active);
    expect(Object.values(s.memories.byImportance as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(rows.active);
    expect(s.memories.byContext.family).toBe(rows.family);
    expect(s.people).toBe(rows.people);
    expect([s.pets, s.petCare.done]).toEqual([rows.pets, rows.petCareDone]);
    expect(s.pets).toBe(1);
    expect(s.relationships.open).toBe(rows.relationships);
    expect(s.checkups).toMatchObject({done: rows.done, scheduled: rows.scheduled});
    expect(s.events).toMatchObject({total: rows.events, recurring: rows.recurring});
    expect(s.tasks).toEqual({open: rows.openTasks, done: rows.doneTasks});
    expect(s.messages.user).toBe(rows.user);
    expect(s.messages.user).toBe(WEEK.length);
    expect(s.learnedPerWeek.at(-1)).toEqual({week: '2026-11-16', memories: rows.active});
    expect(s.learnedPerWeek).toHaveLength(12);
    expect(s.asked.who).toBe(rows.askedWho);
    expect(s.asked.who).toBeGreaterThan(0);
    expect(s.llm).toMatchObject({calls: 0, offline: rows.offline, fallbacks: 0});
    expect(s.storage.bytes).toBeGreaterThan(0);
    expect(s.storage.parts[0]).toEqual({name: expect.any(String), bytes: expect.any(Number)});

    const text = (await cli(['stats'])).stdout;
    expect(text).toMatch(new RegExp(`^Memórias: ${rows.active} ativas, 0 no arquivo$`, 'm'));
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    expect(text).toMatch(new RegExp(`^Tarefas: ${plural(rows.openTasks, 'aberta', 'abertas')}, ${plural(rows.doneTasks, 'feita', 'feitas')}$`, 'm'));
  });
});

describe('magis stats counts LLM answers and fallbacks with their reasons', () => {
  it('records why a turn fell back offline and counts it', async () => {
    const {startFakeLlm} = await import('./helpers/fake-llm.js');
    const t = tempHome();
    let turns = 0;
    const llm = await startFakeLlm(body => (body.stream ? (turns++ === 0 ? {kind: 'reply', text: 'Olá! Anotado.'} : {kind: 'status', status: 404}) : {kind: 'reply', text: 'resumo'}));
    try {
      const store = await Store.open({home: t.home, now: new Date(2026, 10, 20, 10, 0), env: {OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'x', MAGIS_MODEL: 'fake-model'}});
      try {
        await (await runTurn(store, {message: 'Meu filho Lucas tem 7 anos'})).background;
        const second = await runTurn(store, {message: 'O que eu tenho amanhã?'});
        await second.background;
        expect(second.engine).toBe('offline');
      } finally {
        store.close();
      }
      const s = json(await magisIn(t.home, ['stats', '--json', '--now', '2026-11-20T12:00']));
      expect(s.llm).toEqual({
        calls: 2,
        answered: 1,
        fallbacks: 1,
        offline: 0,
        models: [{model: 'fake-model', count: 1}],
        fallbackReasons: [{reason: expect.stringMatching(/not found \(404\)/), count: 1}],
      });
      expect((await magisIn(t.home, ['stats', '--now', '2026-11-20T12:00'])).stdout).toMatch(
        /^LLM: 1 resposta do modelo \(fake-model 1\), caiu para offline 1 vez: model or endpoint not found \(404\)/m,
      );

      // A compression later: the archive and the last run are counted as the rows say.
      expect((await magisIn(t.home, ['memories', 'compress', '--older-than', '30d', '--keep-importance', '10', '--now', '2027-01-10T12:00'])).status).toBe(0);
      const after = json(await magisIn(t.home, ['stats', '--json', '--now', '2027-01-10T12:00']));
      const archive = inspect(t.home, db => ({
        archived: db.prepare('SELECT count(*) FROM memories WHERE archived_in IS NOT NULL').pluck().get() as number,
        summaries: db.prepare('SELECT count(*) FROM memory_summaries').pluck().get() as number,
        at: db.prepare('SELECT max(created_at) FROM memory_summaries').pluck().get() as string,
      }));
      expect(archive.archived).toBeGreaterThan(0);
      expect(after.memories.archived).toBe(archive.archived);
      expect(after.compression).toEqual({summaries: archive.summaries, last: {at: archive.at, summaries: archive.summaries, memories: archive.archived}});
    } finally {
      await llm.close();
      t.cleanup();
    }
  });
});
