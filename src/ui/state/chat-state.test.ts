import {describe, expect, it} from 'vitest';
import {chatReducer, firstLine, initialChatState, type ChatAction, type ChatState} from './chat-state.js';

const ready = () => ({...initialChatState({mode: 'work'}), phase: 'idle' as const});
const run = (actions: ChatAction[], start: ChatState = ready()) => actions.reduce(chatReducer, start);

describe('chatReducer', () => {
  it('starts waiting for the greeting, in the given mode, offline, with nothing used', () => {
    const s = initialChatState({mode: 'family'});
    expect(s).toMatchObject({phase: 'starting', mode: 'family', engine: {kind: 'offline'}, memoriesUsed: null, streaming: null, messages: []});
  });

  it('streams tokens, then moves the final reply into the transcript with the turn facts', () => {
    let s = run([{type: 'user', text: 'oi'}, {type: 'stream-start'}, {type: 'token', text: 'Olá'}, {type: 'token', text: ', tudo bem?'}]);
    expect(s.phase).toBe('streaming');
    expect(s.streaming).toBe('Olá, tudo bem?');
    expect(s.messages.map(m => m.role)).toEqual(['user']);
    s = chatReducer(s, {type: 'stream-end', result: {reply: 'Olá, tudo bem?', memoriesUsed: 3, conversationId: 7, engine: {kind: 'llm', model: 'gpt-4o-mini'}, language: 'pt'}});
    expect(s.phase).toBe('idle');
    expect(s.streaming).toBeNull();
    expect(s.messages.map(m => [m.role, m.text])).toEqual([
      ['user', 'oi'],
      ['assistant', 'Olá, tudo bem?'],
    ]);
    expect(s).toMatchObject({memoriesUsed: 3, conversationId: 7, engine: {kind: 'llm', model: 'gpt-4o-mini'}, language: 'pt'});
  });

  it('gives messages increasing ids so <Static> keys stay unique', () => {
    const s = run([
      {type: 'user', text: 'a'},
      {type: 'print', role: 'info', text: 'b'},
      {type: 'print', role: 'error', text: 'c'},
    ]);
    expect(s.messages.map(m => m.id)).toEqual([1, 2, 3]);
  });

  it('adds follow-up questions only when the reply does not already ask them', () => {
    const base: ChatAction[] = [{type: 'stream-start'}];
    const end = (reply: string): ChatAction => ({type: 'stream-end', result: {reply, memoriesUsed: 0, conversationId: 1, engine: {kind: 'offline'}, questions: ['Quem é Bento?']}});
    expect(run([...base, end('Anotado. Quem é  Bento?')]).messages).toHaveLength(1);
    const s = run([...base, end('Anotado.')]);
    expect(s.messages.map(m => m.text)).toEqual(['Anotado.', 'Quem é Bento?']);
  });

  it('asks nothing twice: a reply that ends asking about the same person is the question', () => {
    const end = (reply: string, questions: string[]): ChatAction => ({type: 'stream-end', result: {reply, memoriesUsed: 0, conversationId: 1, engine: {kind: 'offline'}, questions}});
    const texts = (reply: string, questions: string[]) => run([{type: 'stream-start'}, end(reply, questions)]).messages.map(m => m.text);
    expect(texts('Ainda não sei quem é Bia. Quem é?', ['Quem é Bia?'])).toEqual(['Ainda não sei quem é Bia. Quem é?']);
    expect(texts("I don't know who Jo is yet. Who are they?", ['Who is Jo?'])).toHaveLength(1);
    expect(texts('Bia: tem pediatra marcado em 22/12/2026 às 15h. Qual é a relação dela com você?', ['Quem é Bia?'])).toHaveLength(1);
    // Another person's question is still asked, and so is one after a reply that asks nothing.
    expect(texts('Ainda não sei quem é Bia. Quem é?', ['Quem é Leo?'])).toEqual(['Ainda não sei quem é Bia. Quem é?', 'Quem é Leo?']);
    expect(texts('Anotado: Bia tem pediatra.', ['Quem é Bia?'])).toEqual(['Anotado: Bia tem pediatra.', 'Quem é Bia?']);
  });

  it('keeps the partial answer and says so when a stream is cancelled', () => {
    const s = run([{type: 'stream-start'}, {type: 'token', text: 'Half an'}, {type: 'stream-cancel'}, {type: 'token', text: ' answer'}]);
    expect(s.phase).toBe('idle');
    expect(s.streaming).toBeNull();
    expect(s.messages.map(m => [m.role, m.text, m.cancelled ?? null])).toEqual([
      ['assistant', 'Half an', '(cancelled)'],
      ['notice', 'Cancelled.', null],
    ]);
    // A late stream-end for the cancelled turn changes nothing.
    expect(chatReducer(s, {type: 'stream-end', result: {reply: 'x', memoriesUsed: 1, conversationId: 1, engine: {kind: 'offline'}}})).toBe(s);
  });

  it('shows an error on one line and returns to idle', () => {
    const s = run([{type: 'stream-start'}, {type: 'stream-error', message: 'database is locked\n    at Statement.run (x.js:1)'}]);
    expect(s.phase).toBe('idle');
    expect(s.messages).toEqual([{id: 1, role: 'error', text: 'database is locked'}]);
    expect(firstLine('\n\n')).toBe('Something went wrong.');
  });

  it('arms quitting on a first Ctrl+C and disarms on any other action', () => {
    let s = run([{type: 'arm-exit'}]);
    expect(s.exitArmed).toBe(true);
    s = chatReducer(s, {type: 'disarm-exit'});
    expect(s.exitArmed).toBe(false);
    expect(chatReducer(s, {type: 'disarm-exit'})).toBe(s); // no re-render when nothing changes
    expect(run([{type: 'arm-exit'}, {type: 'user', text: 'x'}]).exitArmed).toBe(false);
  });

  it('switches mode, and /new either takes the store id or defers to the next turn', () => {
    let s = run([
      {type: 'set-mode', mode: 'family'},
      {type: 'conversation', conversationId: 4},
    ]);
    expect(s).toMatchObject({mode: 'family', conversationId: 4});
    s = chatReducer(s, {type: 'new-conversation', conversationId: 9});
    expect(s).toMatchObject({conversationId: 9, newConversation: false, memoriesUsed: null});
    s = chatReducer(s, {type: 'new-conversation', conversationId: null});
    expect(s.conversationId).toBeUndefined();
    expect(s.newConversation).toBe(true);
  });

  it('tracks commands as busy so Enter waits', () => {
    const s = run([{type: 'command-start'}]);
    expect(s.phase).toBe('command');
    expect(chatReducer(s, {type: 'command-end'}).phase).toBe('idle');
  });

  it('keeps the greeting with its due items and suggestions, and becomes idle', () => {
    const s = run([{type: 'greeting', text: 'Bom dia!', due: ['Dentista da Susana'], suggestions: ['Retomar: viagem']}], initialChatState());
    expect(s.phase).toBe('idle');
    expect(s.messages[0]).toMatchObject({role: 'greeting', text: 'Bom dia!', due: ['Dentista da Susana'], suggestions: ['Retomar: viagem']});
  });
});
