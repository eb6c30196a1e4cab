import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {runTurn} from '../src/assistant/turn.js';
import {buildProgram} from '../src/cli/main.js';
import {forgetPerson} from '../src/store/people-edit.js';
import {deleteMemories} from '../src/store/memories.js';
import {Store} from '../src/store/store.js';
import {forgetLearned} from '../src/store/world-items.js';
import {homePerTest} from './helpers/cli.js';

/**
 * Issue 39: forgetting left health data in the replies that restated it in words of their own
 * ("Anotado: Beatriz (filha) tem psiquiatra…"). After `memories delete --learned` and `people
 * forget --memories` (run as the CLI runs them, in process), no byte of the store — tables,
 * search indexes, undo journal, free pages, WAL — still holds the fact.
 */
const newHome = homePerTest();
const NOW = new Date('2026-11-24T09:00:00Z');

/** A family conversation, offline: the fact, a question that gets it said back, an unrelated line. */
async function conversation(home: string): Promise<Store> {
  const store = await Store.open({home, now: NOW, env: {LANG: 'pt_BR.UTF-8'}});
  for (const message of ['A Rosália, minha filha, começou a ir no psiquiatra, a consulta é terça às 10h', 'Quando é o psiquiatra da Rosália?', 'Comprei pão e leite no mercado']) {
    const turn = await runTurn(store, {message});
    await turn.background;
  }
  return store;
}

/** The files the store lives in (closed first: their bytes are what a `strings magis.db` reads). */
function bytesHold(home: string, word: string): string[] {
  return ['magis.db', 'magis.db-wal']
    .map(f => join(home, f))
    .filter(f => existsSync(f) && readFileSync(f).toString('latin1').toLowerCase().includes(word.toLowerCase()))
    .map(f => f.slice(home.length + 1));
}

const messages = (store: Store) => store.db.prepare('SELECT role, content FROM messages ORDER BY id').all() as Array<{role: string; content: string}>;

describe('forgetting takes the replies that restated a fact', () => {
  it('memories delete --learned: the fact leaves the messages, the answers, the journal and every byte of the store', async () => {
    const home = newHome();
    const store = await conversation(home);
    try {
      // The check can see it: the answers restate the visit in their own words.
      expect(messages(store).filter(m => m.role === 'assistant' && /psiquiatra/i.test(m.content)).length).toBeGreaterThan(0);
      const id = store.db.prepare("SELECT id FROM memories WHERE content LIKE '%psiquiatra%'").pluck().get() as number;
      // As `memories delete ID --learned` does.
      forgetLearned(store.db, [id]);
      deleteMemories(store.db, [id], NOW.toISOString());
      expect(messages(store).filter(m => /psiquiatra/i.test(m.content))).toEqual([]);
      // What was said besides stays.
      expect(messages(store).some(m => /mercado/.test(m.content))).toBe(true);
    } finally {
      store.close();
    }
    expect(bytesHold(home, 'psiquiatra')).toEqual([]);
  });

  it('people forget --memories: every sentence naming the person goes, answers included', async () => {
    const home = newHome();
    const store = await conversation(home);
    try {
      const person = store.db.prepare("SELECT id FROM entities WHERE name = 'Rosália'").pluck().get() as number;
      forgetPerson(store.db, person, {memories: true}, NOW.toISOString());
      expect(messages(store).filter(m => /psiquiatra|rosália/i.test(m.content))).toEqual([]);
      expect(messages(store).some(m => /mercado/.test(m.content))).toBe(true);
    } finally {
      store.close();
    }
    expect(bytesHold(home, 'psiquiatra')).toEqual([]);
    expect(bytesHold(home, 'Rosália')).toEqual([]);
    expect(bytesHold(home, 'Ros\u00e1lia'.normalize('NFD'))).toEqual([]);
  });
});

describe('forget --all', () => {
  it('takes --now like every other command (CONTRACTS.md)', () => {
    const missing: string[] = [];
    // A subcommand takes the flags its parent declares (commander hands them up).
    const walk = (cmd: ReturnType<typeof buildProgram>, path: string[], inherited: boolean) => {
      const has = inherited || cmd.options.some(o => o.long === '--now');
      if (!cmd.commands.length && !has) missing.push(path.join(' '));
      for (const sub of cmd.commands) walk(sub, [...path, sub.name()], has && path.length > 0);
    };
    walk(buildProgram(), [], false);
    expect(missing).toEqual([]);
  });
});
