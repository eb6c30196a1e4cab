import {afterEach, describe, expect, it} from 'vitest';
import {homePerTest} from '../../../test/helpers/cli.js';
import {Store} from '../../store/store.js';
import {listMemories} from '../../store/memories.js';
import {chatTools, MAX_WRITES_PER_TURN} from './chat.js';
import {toolText} from './define.js';
import {allTools} from './index.js';
import {peopleJson} from './list-people.js';
import {searchMemoriesTool} from './search-memories.js';

const newHome = homePerTest();
let store: Store | undefined;
afterEach(() => store?.close());
const open = async () => (store = await Store.open({home: newHome(), now: new Date('2026-11-21T10:00:00'), env: {}}));

describe("the chat's LLM tools are the MCP server's", () => {
  it('by name, by argument schema and by answer', async () => {
    const s = await open();
    const {tools} = chatTools(s, {context: 'family'}, {search: true});
    expect(tools.map(t => t.name).sort()).toEqual(['agenda', 'remember', 'search_memories']);
    for (const t of tools) expect(allTools.map(m => m.name)).toContain(t.name);
    expect((tools.find(t => t.name === 'remember')!.parameters as {required: string[]}).required).toEqual(['text']);
    const {tools: again, commit} = chatTools(s, {}, {search: true});
    await again.find(t => t.name === 'remember')!.run({text: 'Reunião do projeto Atlas na segunda'});
    await commit();
    const fromChat = await again.find(t => t.name === 'search_memories')!.run({query: 'Atlas'});
    expect(fromChat).toBe(toolText(await searchMemoriesTool.run(s, {query: 'Atlas'})));
    expect(JSON.parse(fromChat as string)).toEqual([expect.objectContaining({content: 'Reunião do projeto Atlas na segunda'})]);
  });

  it("remember learns what the text says, as MCP's does, but only when the turn commits", async () => {
    const s = await open();
    const {tools, commit} = chatTools(s, {context: 'family', sourceMessageId: undefined}, {search: true});
    const remember = tools.find(t => t.name === 'remember')!;
    expect(await remember.run({text: 'A Bia minha filha precisa ir no dentista', importance: 10})).toMatch(/^accepted/);
    expect(listMemories(s.db, {})).toEqual([]);
    await commit();
    const [m] = listMemories(s.db, {});
    expect(m).toMatchObject({content: 'A Bia minha filha precisa ir no dentista', importance: 8, context: 'family'});
    expect(peopleJson(s)).toEqual([expect.objectContaining({name: 'Bia', relation: 'daughter'})]);
  });

  it('refuses what a turn may not do: bad arguments, long texts, more than three changes', async () => {
    const s = await open();
    const {tools, commit} = chatTools(s, {}, {search: false});
    expect(tools.map(t => t.name)).not.toContain('search_memories');
    const remember = tools.find(t => t.name === 'remember')!;
    expect(await remember.run({information: 'x'})).toMatch(/^refused: text/);
    expect(await remember.run({text: 'y'.repeat(2_001)})).toMatch(/^refused: over 2000 characters/);
    for (let i = 0; i < MAX_WRITES_PER_TURN; i++) expect(await remember.run({text: `Fato ${i}`})).toMatch(/^accepted/);
    expect(await remember.run({text: 'Fato demais'})).toMatch(/^refused: at most 3 changes/);
    await commit();
    expect(
      listMemories(s.db, {})
        .map(m => m.content)
        .sort(),
    ).toEqual(['Fato 0', 'Fato 1', 'Fato 2']);
    // A model asking for years of agenda is told the bound (llm.ts hands the sentence back as the tool's answer).
    await expect(tools.find(t => t.name === 'agenda')!.run({within: '2y'})).rejects.toThrow(/at most 366 days/);
  });
});
