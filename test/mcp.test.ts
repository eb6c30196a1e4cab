import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {withBundleInputs} from './helpers/bundle-inputs.js';
import {BIN, magis, tempHome} from './helpers/cli.js';

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
  it('lists the five tools with their input schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map(t => t.name).sort()).toEqual(['agenda', 'due_reminders', 'list_people', 'remember', 'search_memories']);
    const search = tools.find(t => t.name === 'search_memories')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(['query', 'limit']);
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
    expect(agenda.data!.items).toEqual(expect.arrayContaining([
      expect.objectContaining({date: '2026-11-24', time: '14:00', kind: 'dermatologist', source: 'checkup'}),
      expect.objectContaining({date: '2026-11-27', kind: 'meeting', title: 'Reunião de planejamento Q4', source: 'event'}),
    ]));
    const dates = agenda.data!.items.map((i: {date: string}) => i.date);
    expect(dates).toEqual([...dates].sort());
    const due = await call('due_reminders');
    expect(due.data!.items).toEqual(expect.arrayContaining([expect.objectContaining({kind: 'eye_exam', person: 'Susana'})]));
  });

  it('answers bad arguments as tool errors and keeps the connection', async () => {
    for (const [name, args] of [
      ['search_memories', {}], ['search_memories', {query: ''}], ['search_memories', {query: 'x', limit: 0}],
      ['search_memories', {query: 'x', limit: 'ten'}], ['remember', {text: 42}], ['agenda', {within: 'soon'}],
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
    expect(resources.map(r => r.uri).sort()).toEqual(['magis://people', 'magis://profile']);
    const profile = await client.readResource({uri: 'magis://profile'});
    expect(JSON.parse((profile.contents[0] as {text: string}).text)).toMatchObject({name: null, languages: expect.any(Array)});
    const people = await client.readResource({uri: 'magis://people'});
    expect(JSON.parse((people.contents[0] as {text: string}).text).map((p: {name: string}) => p.name)).toContain('Pedro');
  });

  it('loads no Ink, React or openai, and writes nothing but protocol to stdout', () => {
    const loaded = withBundleInputs(readFileSync(trace, 'utf8'));
    expect(loaded).toMatch(/modelcontextprotocol/);
    expect(loaded).not.toMatch(/node_modules\/(ink|react|openai|ink-text-input)\//);
    expect(stderr).toBe('');
  });
});
