import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {Store} from '../src/store/store.js';
import {createStoreServices} from '../src/ui/services/store-services.js';
import {tempHome} from './helpers/cli.js';
import {startFakeLlm} from './helpers/fake-llm.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const open = () => Store.open({home, now: new Date('2026-11-21T10:00:00'), env: {}});
const count = (store: Store, sql: string) => store.db.prepare(sql).pluck().get() as number;

describe('/undo on a real store', () => {
  it('takes a meeting the last message put on the agenda off it again', async () => {
    const store = await open();
    try {
      await runTurn(store, {message: 'reuniao com a renata amanha as 10h sobre o projeto do app'});
      expect(count(store, 'SELECT count(*) FROM events')).toBe(1);
      const undone = await createStoreServices(store).undo();
      expect(undone.events).toBe(1);
      expect(count(store, 'SELECT count(*) FROM events')).toBe(0);
    } finally {
      store.close();
    }
  });

  it('forgets the memories, people, links, checkups and tasks the last message created — and nothing older', async () => {
    const store = await open();
    try {
      await runTurn(store, {message: 'Minha filha Susana tem 16 anos'});
      const before = {
        memories: count(store, 'SELECT count(*) FROM memories'),
        people: count(store, "SELECT count(*) FROM entities WHERE kind = 'person'"),
        links: count(store, 'SELECT count(*) FROM relationships'),
      };
      await runTurn(store, {message: 'Meu filho Bento precisa ir ao pediatra e eu preciso renovar o passaporte até sexta'});
      expect(count(store, "SELECT count(*) FROM entities WHERE name = 'Bento'")).toBe(1);
      expect(count(store, 'SELECT count(*) FROM checkups')).toBeGreaterThan(0);
      expect(count(store, 'SELECT count(*) FROM tasks')).toBeGreaterThan(0);

      const services = createStoreServices(store);
      const undone = await services.undo();
      expect(undone.memories).toBeGreaterThan(0);
      expect(undone.people).toEqual(['Bento']);
      expect(undone.checkups).toBeGreaterThan(0);
      expect(undone.tasks).toBeGreaterThan(0);
      expect(count(store, "SELECT count(*) FROM entities WHERE name = 'Bento'")).toBe(0);
      expect(count(store, 'SELECT count(*) FROM checkups')).toBe(0);
      expect(count(store, 'SELECT count(*) FROM tasks')).toBe(0);
      // What the first message taught is untouched.
      expect(count(store, 'SELECT count(*) FROM memories')).toBe(before.memories);
      expect(count(store, "SELECT count(*) FROM entities WHERE kind = 'person'")).toBe(before.people);
      expect(count(store, 'SELECT count(*) FROM relationships')).toBe(before.links);
      expect(count(store, "SELECT count(*) FROM entities WHERE name = 'Susana'")).toBe(1);
      // Undo again steps back one more message: the first one's lessons go too.
      expect((await services.undo()).people).toEqual(['Susana']);
      expect(count(store, "SELECT count(*) FROM entities WHERE name = 'Susana'")).toBe(0);
      // And then nothing is left to undo.
      expect((await services.undo()).memories).toBe(0);
      await services.settle();
    } finally {
      store.close();
    }
  });
});

describe('/memory off (Smart Context) on a real store', () => {
  it('answers from this conversation only, and still learns', async () => {
    const store = await open();
    try {
      await runTurn(store, {message: 'Minha filha Susana foi ao dentista ontem'});
      const on = await runTurn(store, {message: 'quando a Susana foi ao dentista?', newConversation: true});
      expect(on.memoriesUsed).toBeGreaterThan(0);
      const off = await runTurn(store, {message: 'quando a Susana foi ao dentista?', newConversation: true, smartContext: false});
      expect(off.memoriesUsed).toBe(0);
      const learned = await runTurn(store, {message: 'Meu filho Bento tem 9 anos', conversationId: off.conversationId, smartContext: false});
      expect(learned.memoriesStored.length).toBe(1);
      expect(count(store, "SELECT count(*) FROM entities WHERE name = 'Bento'")).toBe(1);
      await Promise.all([on.background, off.background, learned.background]);
    } finally {
      store.close();
    }
  });
});

describe('/memory off with an LLM', () => {
  it('sends the model no memories, people, profile or due items, and no memory search tool', async () => {
    const llm = await startFakeLlm(body => (body.stream ? {kind: 'reply', text: 'Certo.'} : {kind: 'json', body: '{}'}));
    const store = await Store.open({home, now: new Date('2026-11-21T10:00:00'), env: {OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'x', MAGIS_MODEL: 'fake'}});
    try {
      const first = await runTurn(store, {message: 'Minha filha Susana precisa ir ao oftalmologista'});
      await first.background;
      const chatRequests = () => llm.requests.filter(r => r.body.stream);
      const on = await runTurn(store, {message: 'o que a Susana precisa?', newConversation: true});
      await on.background;
      const onPrompt = JSON.stringify(chatRequests().at(-1)!.body);
      expect(onPrompt).toContain('DATA: relevant memories');
      const toolNames = () => (chatRequests().at(-1)!.body.tools ?? []).map((t: {function: {name: string}}) => t.function.name);
      expect(toolNames()).toContain('search_memories');
      const off = await runTurn(store, {message: 'o que a Susana precisa?', newConversation: true, smartContext: false});
      await off.background;
      const offPrompt = JSON.stringify(chatRequests().at(-1)!.body);
      expect(off.reply).toBe('Certo.');
      for (const section of ['DATA: relevant memories', 'DATA: people relevant', 'DATA: user profile', 'DATA: open tasks']) expect(offPrompt).not.toContain(section);
      expect(toolNames()).not.toContain('search_memories');
      expect(toolNames()).toContain('remember'); // learning and remembering still work
      expect(offPrompt).not.toContain('oftalmologista');
    } finally {
      store.close();
      await llm.close();
    }
  });
});
