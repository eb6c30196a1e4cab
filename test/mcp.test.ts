import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {withBundleInputs} from './helpers/bundle-inputs.js';
import {BIN, json, magis, tempHome} from './helpers/cli.js';

/**
 * `magis mcp` end to end: the SDK's own client spawns the real `bin/magis.js mcp` over stdio, as
 * Claude Desktop or an IDE would.
 */
const NOW = '2026-11-21T10:00:00Z';
const {home, cleanup} = tempHome();
const trace = join(home, '..', 'modules.txt');
let client: Client;
let stderr = '';

beforeAll(async () => {
  magis(home, ['memories', 'add', 'Minha filha Susana tem 16 anos e precisa ir ao oftalmologista', '--now', '2026-11-01T10:00:00Z']);
  magis(home, ['memories', 'add', 'O Pedro, meu irmão, mora em Recife e adora frevo', '--now', '2026-11-02T10:00:00Z']);
  magis(home, ['remind', 'add', 'dermatologist', '--status', 'scheduled', '--date', '2026-11-24', '--time', '14:00', '--now', NOW]);
  magis(home, ['import', resolve(__dirname, 'fixtures-ics/google-export.ics'), '--now', NOW]);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', resolve(__dirname, 'helpers/trace-modules.mjs'), BIN, 'mcp'],
    env: {PATH: process.env.PATH ?? '', MAGIS_HOME: home, MAGIS_NOW: NOW, TZ: 'UTC', NO_COLOR: '1', MAGIS_TRACE_MODULES: trace},
    stderr: 'pipe',
  });
  transport.stderr?.on('data', d => (stderr += d));
  client = new Client({name: 'magis-test', version: '0.0.0'});
  await client.connect(transport);
});
afterAll(async () => {
  await client?.close();
  cleanup();
});

const call = async (name: string, args: Record<string, unknown> = {}) => {
  const r = await client.callTool({name, arguments: args});
  return {isError: Boolean(r.isError), text: (r.content as Array<{text: string}>)[0]!.text, data: r.structuredContent as Record<string, any> | undefined};
};

describe('magis mcp', () => {
  it('lists every tool with its input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map(t => t.name).sort()).toEqual([
      'add_event',
      'add_task',
      'agenda',
      'complete_task',
      'delete_memory',
      'due_reminders',
      'get_memory',
      'list_memories',
      'list_people',
      'remember',
      'search_memories',
      'update_memory',
    ]);
    const search = tools.find(t => t.name === 'search_memories')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(['query', 'limit', 'explain', 'context', 'type', 'minImportance', 'since', 'until']);
    expect(tools.find(t => t.name === 'delete_memory')!.annotations).toMatchObject({destructiveHint: true});
  });

  it('searches memories and remembers new ones, which search then finds', async () => {
    const found = await call('search_memories', {query: 'oftalmologista da susana'});
    expect(found.isError).toBe(false);
    expect(found.data!.memories[0].content).toMatch(/Susana/);
    const stored = await call('remember', {text: 'A Susana começou aulas de violão às quintas'});
    expect(stored.data!.result).toEqual({id: expect.any(Number), duplicate: false});
    const again = await call('search_memories', {query: 'violao', limit: 1});
    expect(again.data!.memories).toHaveLength(1);
    expect(again.data!.memories[0].content).toBe('A Susana começou aulas de violão às quintas');
  });

  it('lists people, the agenda and what is due', async () => {
    const people = await call('list_people');
    expect(people.data!.people.map((p: {name: string}) => p.name)).toEqual(expect.arrayContaining(['Susana', 'Pedro']));
    const agenda = await call('agenda', {within: '7d'});
    expect(agenda.data!.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({date: '2026-11-24', time: '14:00', kind: 'dermatologist', source: 'checkup'}),
        expect.objectContaining({date: '2026-11-27', kind: 'meeting', title: 'Reunião de planejamento Q4', source: 'event'}),
      ]),
    );
    const dates = agenda.data!.items.map((i: {date: string}) => i.date);
    expect(dates).toEqual([...dates].sort());
    const due = await call('due_reminders');
    expect(due.data!.items).toEqual(expect.arrayContaining([expect.objectContaining({kind: 'eye_exam', person: 'Susana'})]));
  });

  it('answers bad arguments as tool errors and keeps the connection', async () => {
    for (const [name, args] of [
      ['search_memories', {}],
      ['search_memories', {query: ''}],
      ['search_memories', {query: 'x', limit: 0}],
      ['search_memories', {query: 'x', limit: 'ten'}],
      ['remember', {text: 42}],
      ['agenda', {within: 'soon'}],
    ] as const) {
      const r = await call(name, args as Record<string, unknown>);
      expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(r.text).toMatch(/invalid|expected|too small|say what|duration|give/i);
    }
    const unknown = await client.callTool({name: 'drop_tables', arguments: {}}).catch(e => ({isError: true, content: [{text: String(e)}]}));
    expect(unknown.isError).toBe(true);
    // Still serving.
    expect((await call('list_people')).isError).toBe(false);
  });

  it('serves the profile and the people as resources', async () => {
    const {resources} = await client.listResources();
    expect(resources.map(r => r.uri).sort()).toEqual(['magis://agenda', 'magis://people', 'magis://profile']);
    const profile = await client.readResource({uri: 'magis://profile'});
    expect(JSON.parse((profile.contents[0] as {text: string}).text)).toMatchObject({name: null, languages: expect.any(Array)});
    const people = await client.readResource({uri: 'magis://people'});
    expect(JSON.parse((people.contents[0] as {text: string}).text).map((p: {name: string}) => p.name)).toContain('Pedro');
    const agenda = await client.readResource({uri: 'magis://agenda'});
    expect(JSON.parse((agenda.contents[0] as {text: string}).text)).toEqual(expect.arrayContaining([expect.objectContaining({date: '2026-11-24', kind: 'dermatologist'})]));
  });

  const expectRefused = async (name: string, args: Record<string, unknown>, message: RegExp) => {
    const r = await call(name, args);
    expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    expect(r.text).toMatch(message);
  };

  it('remembers the same text once a day: a second call gives the first memory back', async () => {
    const early = json(magis(home, ['memories', 'add', 'O Pedro vem jantar no sábado', '--json', '--now', '2026-11-21T07:30:00Z']));
    const again = await call('remember', {text: '  o pedro vem jantar   no sábado'});
    expect(again.data!.result).toEqual({id: early.id, duplicate: true});
    const yesterday = json(magis(home, ['memories', 'add', 'Liguei para a escola da Susana', '--json', '--now', '2026-11-20T18:00:00Z']));
    const today = await call('remember', {text: 'Liguei para a escola da Susana'});
    expect(today.data!.result).toEqual({id: expect.any(Number), duplicate: false});
    expect(today.data!.result.id).not.toBe(yesterday.id);
    await expectRefused('remember', {}, /expected string|required/i);
    await expectRefused('remember', {text: '   '}, /give the text/);
  });

  it('gets one memory with its people and history, and says when an id is unknown', async () => {
    const [hit] = (await call('search_memories', {query: 'frevo'})).data!.memories;
    const got = await call('get_memory', {id: hit.id});
    expect(got.isError).toBe(false);
    expect(got.data!.memory).toMatchObject({id: hit.id, content: expect.stringMatching(/frevo/), entities: ['Pedro'], occurredAt: '2026-11-02T10:00:00.000Z'});
    expect(got.data!.memory.history[0]).toMatchObject({action: 'created'});
    await expectRefused('get_memory', {id: 99_999}, /Nenhuma memória com id 99999/);
    await expectRefused('get_memory', {id: 0}, /too small|>0|positive/i);
    await expectRefused('get_memory', {id: 'one'}, /expected number/i);
  });

  it("lists memories with the CLI's filters", async () => {
    const all = (await call('list_memories', {limit: 0})).data!.memories as Array<{content: string; occurredAt: string; context: string}>;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.map(m => m.occurredAt)).toEqual([...all.map(m => m.occurredAt)].sort().reverse());
    const one = (await call('list_memories', {limit: 1})).data!.memories;
    expect(one).toHaveLength(1);
    const early = (await call('list_memories', {until: '2026-11-01'})).data!.memories;
    expect(early.map((m: {content: string}) => m.content)).toEqual(['Minha filha Susana tem 16 anos e precisa ir ao oftalmologista']);
    const since = (await call('list_memories', {since: '2026-11-21', limit: 0})).data!.memories;
    expect(since.length).toBeGreaterThan(0);
    expect(since.every((m: {occurredAt: string}) => m.occurredAt >= '2026-11-21')).toBe(true);
    const family = (await call('list_memories', {context: 'family', limit: 0})).data!.memories;
    expect(family.every((m: {context: string}) => m.context === 'family')).toBe(true);
    // Date errors are said in the user's language (this store's is Portuguese).
    await expectRefused('list_memories', {since: '2026-02-31'}, /since inválido "2026-02-31": esse dia ou hora não existe/);
    await expectRefused('list_memories', {context: 'office'}, /invalid option|expected one of/i);
    await expectRefused('list_memories', {limit: -1}, /too small|>=0/i);
    await expectRefused('list_memories', {minImportance: 11}, /too big|<=10/i);
  });

  it("searches with each signal's part of the score when asked, and with filters", async () => {
    const plain = (await call('search_memories', {query: 'Susana oftalmologista'})).data!.memories;
    expect(plain[0]).not.toHaveProperty('explain');
    const explained = (await call('search_memories', {query: 'Susana oftalmologista', explain: true})).data!.memories;
    expect(explained[0].id).toBe(plain[0].id);
    const parts = Object.values(explained[0].explain) as number[];
    expect(parts.every(v => typeof v === 'number')).toBe(true);
    expect(parts.some(v => v > 0)).toBe(true);
    expect((await call('search_memories', {query: 'Susana oftalmologista', until: '2026-10-31'})).data!.memories).toEqual([]);
    await expectRefused('search_memories', {query: 'x', explain: 'yes'}, /expected boolean/i);
  });

  it('updates a memory: new text is what search finds, the change is in its history', async () => {
    const {id} = (await call('remember', {text: 'O aniversário do Pedro é em março'})).data!.result;
    const updated = await call('update_memory', {id, text: 'O aniversário do Pedro é em abril', importance: 8});
    expect(updated.data!.memory).toMatchObject({id, content: 'O aniversário do Pedro é em abril', importance: 8});
    expect((await call('search_memories', {query: 'abril'})).data!.memories.map((m: {id: number}) => m.id)).toContain(id);
    expect((await call('search_memories', {query: 'março'})).data!.memories.map((m: {id: number}) => m.id)).not.toContain(id);
    const history = (await call('get_memory', {id})).data!.memory.history;
    expect(history.at(-1)).toMatchObject({action: 'updated', detail: {changed: ['content', 'importance'], from: {importance: expect.any(Number)}}});
    expect(JSON.stringify(history)).not.toMatch(/março/);
    await expectRefused('update_memory', {id}, /Nada a mudar/);
    await expectRefused('update_memory', {id: 99_999, importance: 3}, /Nenhuma memória com id 99999/);
    await expectRefused('update_memory', {id, importance: 11}, /too big|<=10/i);
    await expectRefused('update_memory', {id, context: 'school'}, /invalid option|expected one of/i);
  });

  it('deletes a memory as the CLI forgets: its source message loses the text too', async () => {
    const asked = json(magis(home, ['ask', 'A Susana tem alergia a amendoim', '--json', '--new', '--now', NOW]));
    const [hit] = (await call('search_memories', {query: 'amendoim'})).data!.memories;
    expect(hit.content).toMatch(/amendoim/);
    const gone = await call('delete_memory', {id: hit.id});
    expect(gone.data!.result).toEqual({deleted: hit.id});
    await expectRefused('get_memory', {id: hit.id}, /foi apagada em 2026-11-21/);
    await expectRefused('delete_memory', {id: hit.id}, /foi apagada/);
    await expectRefused('delete_memory', {id: 99_999}, /Nenhuma memória com id 99999/);
    const doc = json(magis(home, ['export']));
    const messages = doc.tables.messages.filter((m: {conversation_id: number}) => m.conversation_id === asked.conversationId);
    expect(messages[0].content).toBe('[forgotten]');
    expect(JSON.stringify(doc)).not.toMatch(/amendoim/);
  });

  it('adds and completes tasks, which the agenda shows', async () => {
    const added = await call('add_task', {text: 'Renovar o passaporte', due: '2026-11-23'});
    expect(added.data!.task).toMatchObject({id: expect.any(Number), description: 'Renovar o passaporte', status: 'open', due: '2026-11-23'});
    const {id} = added.data!.task;
    expect((await call('agenda', {within: '7d'})).data!.items).toEqual(
      expect.arrayContaining([expect.objectContaining({date: '2026-11-23', kind: 'task', title: expect.stringMatching(/passaporte/i)})]),
    );
    const done = await call('complete_task', {id});
    expect(done.data!.task).toMatchObject({id, status: 'done', doneAt: expect.any(String), alreadyDone: false});
    expect((await call('complete_task', {id})).data!.task).toMatchObject({alreadyDone: true});
    expect(json(magis(home, ['tasks', '--json'])).map((t: {id: number}) => t.id)).not.toContain(id);
    await expectRefused('complete_task', {id: 99_999}, /Nenhuma tarefa #99999/);
    await expectRefused('complete_task', {}, /expected number|required/i);
    await expectRefused('add_task', {text: 'x', due: 'someday'}, /due inválido "someday"/);
    await expectRefused('add_task', {text: ''}, /give the task/);
  });

  it('adds an event once, with its recurrence, for a person it knows', async () => {
    const args = {title: 'Natação', date: '2026-11-22', time: '9:00', kind: 'class', person: 'susana', rrule: 'FREQ=WEEKLY;BYDAY=SU'};
    const first = await call('add_event', args);
    expect(first.data!.event).toMatchObject({title: 'Natação', person: 'Susana', kind: 'class', date: '2026-11-22', time: '09:00', rrule: 'FREQ=WEEKLY;BYDAY=SU', added: true});
    expect((await call('add_event', args)).data!.event).toMatchObject({id: first.data!.event.id, added: false});
    const swims = (await call('agenda', {within: '14d'})).data!.items.filter((i: {title: string}) => /Natação/.test(i.title));
    expect(swims.map((i: {date: string; time: string}) => `${i.date} ${i.time}`)).toEqual(['2026-11-22 09:00', '2026-11-29 09:00']);
    expect((await call('add_event', {title: 'Reunião com o banco', date: '2026-11-25T15:30'})).data!.event).toMatchObject({person: 'user', kind: 'other', date: '2026-11-25'});
    // What an assistant wrote is one `magis undo` away, as a hand edit is.
    const meeting = await call('add_event', {title: 'Reunião da escola', date: '2026-11-26', time: '18:00', kind: 'meeting'});
    expect(json(magis(home, ['undo', '--json'])).reverted).toEqual([expect.objectContaining({op: 'add', what: 'event', id: meeting.data!.event.id})]);
    expect((await call('agenda', {within: '7d'})).data!.items.map((i: {title: string}) => i.title)).not.toContain('Reunião da escola');
    await expectRefused('add_event', {...args, rrule: 'every sunday'}, /rrule inválida "every sunday"/);
    // The one validation of recurrences import applies (time/recurrence.ts ruleProblem): nothing more often than daily.
    for (const freq of ['MINUTELY', 'SECONDLY', 'HOURLY']) {
      await expectRefused('add_event', {...args, rrule: `FREQ=${freq};INTERVAL=1`}, new RegExp(`rrule inválida "FREQ=${freq};INTERVAL=1": ela se repete mais de uma vez por dia`));
    }
    await expectRefused('add_event', {...args, rrule: 'FREQ=DAILY;INTERVAL=5000'}, /rrule inválida "FREQ=DAILY;INTERVAL=5000": o intervalo da regra é grande demais/);
    await expectRefused('add_event', {...args, person: 'Zé Ninguém'}, /Ninguém chamado "Zé Ninguém"/);
    await expectRefused('add_event', {...args, date: '2026-13-01'}, /date inválido "2026-13-01": esse dia ou hora não existe/);
    await expectRefused('add_event', {...args, time: '25:00'}, /09:30/);
    await expectRefused('add_event', {...args, kind: 'party'}, /invalid option|expected one of/i);
    // A guest's name is a name (issue 39): 50 names of 100k characters each made an export that would not import back.
    await expectRefused('add_event', {...args, with: [`Guest ${'x'.repeat(300)}`]}, /200/);
  });

  it('adds an event over several days with its end: the agenda lists it once, as a span (issue 38)', async () => {
    const camp = await call('add_event', {title: 'Acampamento dos escoteiros', date: '2026-12-04', endDate: '2026-12-06', kind: 'trip', person: 'susana'});
    expect(camp.data!.event).toMatchObject({title: 'Acampamento dos escoteiros', date: '2026-12-04', endDate: '2026-12-06', added: true});
    const ferry = await call('add_event', {title: 'Night ferry to Bilbao', date: '2026-12-10', time: '21:30', endDate: '2026-12-11', endTime: '08:00'});
    expect(ferry.data!.event).toMatchObject({date: '2026-12-10', time: '21:30', endDate: '2026-12-11', endTime: '08:00'});
    const items = (await call('agenda', {within: '30d'})).data!.items.filter((i: {title: string}) => /Acampamento|ferry/.test(i.title));
    expect(items.map((i: {date: string; endDate: string | null}) => `${i.date}→${i.endDate}`)).toEqual(['2026-12-04→2026-12-06', '2026-12-10→2026-12-11']);
    // One day is said without an end; an end before the start or an end hour without a span is refused, not dropped.
    expect((await call('add_event', {title: 'Feira de Natal', date: '2026-12-12'})).data!.event.endDate).toBeUndefined();
    await expectRefused('add_event', {title: 'Viagem', date: '2026-12-10', endDate: '2026-12-09'}, /endDate "2026-12-09" não é depois de date "2026-12-10"/);
    await expectRefused('add_event', {title: 'Viagem', date: '2026-12-10', endDate: '2026-12-10'}, /não é depois/);
    await expectRefused('add_event', {title: 'Viagem', date: '2026-12-10', time: '10:00', endTime: '12:00'}, /endTime precisa de time e endDate/);
  });

  it('loads no Ink, React or openai, and writes nothing but protocol to stdout', () => {
    const loaded = withBundleInputs(readFileSync(trace, 'utf8'));
    expect(loaded).toMatch(/modelcontextprotocol/);
    expect(loaded).not.toMatch(/node_modules\/(ink|react|openai|ink-text-input)\//);
    expect(stderr).toBe('');
  });
});
