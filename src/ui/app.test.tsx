import {render} from 'ink-testing-library';
import {afterEach, describe, expect, it, vi} from 'vitest';
import App from './app.js';
import type {ChatServices} from './services/types.js';
import {fakeServices} from './testing/fake-services.js';
import {settle, until} from './testing/settle.js';

const ENTER = '\r';
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function start(services: ChatServices, props: {mode?: 'work' | 'personal' | 'family'; newConversation?: boolean; typedAhead?: string} = {}) {
  const onExit = vi.fn();
  const r = render(<App services={services} onExit={onExit} {...props} />);
  cleanup = r.unmount;
  const send = async (...chunks: string[]) => {
    for (const c of chunks) {
      r.stdin.write(c);
      await settle(r.lastFrame);
    }
  };
  await settle(r.lastFrame);
  return {...r, onExit, send, frame: () => r.lastFrame() ?? ''};
}

describe('chat App', () => {
  it('greets with what is due and suggestions, and shows the status line', async () => {
    const {frame} = await start(fakeServices().services);
    expect(frame()).toContain('Bom dia!');
    expect(frame()).toContain('dentista — quer marcar?');
    expect(frame()).toContain('Retomar: viagem');
    expect(frame()).toMatch(/personal · offline/);
  });

  it('sends a message, streams the answer and records the turn facts', async () => {
    const {services, calls} = fakeServices();
    const {send, frame} = await start(services, {mode: 'family', newConversation: true});
    await send('Minha filha Susana tem 16 anos', ENTER);
    expect(frame()).toContain('› Minha filha Susana tem 16 anos');
    expect(frame()).toContain('✦ Anotado, obrigado!');
    expect(frame()).toMatch(/family · offline · 2 memórias usadas/);
    expect(calls.turns[0]).toEqual({message: 'Minha filha Susana tem 16 anos', conversationId: undefined, newConversation: true, context: 'family', smartContext: true});
    await send('e o Bento?', ENTER);
    expect(calls.turns[1]).toEqual({message: 'e o Bento?', conversationId: 5, newConversation: undefined, context: 'family', smartContext: true});
  });

  it('cancels a running answer with Ctrl+C and keeps what arrived', async () => {
    let signal: AbortSignal | undefined;
    const {services} = fakeServices({
      runTurn: (_input, events) =>
        new Promise((_resolve, reject) => {
          signal = events.signal;
          events.onToken?.('Deixa eu pensar');
          events.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const {send, frame, onExit} = await start(services);
    await send('pergunta longa', ENTER);
    expect(frame()).toContain('Deixa eu pensar');
    expect(frame()).toContain('Ctrl+C cancela');
    await send(CTRL_C);
    expect(signal?.aborted).toBe(true);
    expect(frame()).toContain('(cancelado)');
    expect(frame()).toContain('Cancelado.');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('quits on Ctrl+C twice at an idle prompt (130), not once', async () => {
    const {send, frame, onExit} = await start(fakeServices().services);
    await send(CTRL_C);
    expect(onExit).not.toHaveBeenCalled();
    expect(frame()).toContain('Ctrl+C de novo para sair');
    await send('x'); // any other key disarms
    expect(frame()).not.toContain('Ctrl+C de novo');
    await send(CTRL_C, CTRL_C);
    expect(onExit).toHaveBeenCalledWith(130);
  });

  it('quits on Ctrl+D at an empty prompt (0)', async () => {
    const {send, onExit} = await start(fakeServices().services);
    await send(CTRL_D);
    expect(onExit).toHaveBeenCalledWith(0);
  });

  it('holds a message sent before the greeting shows, then sends it after', async () => {
    let release: () => void = () => {};
    const {services, calls} = fakeServices({
      greeting: () => new Promise(resolve => (release = () => resolve({text: 'Olá!', due: [], suggestions: []}))),
    });
    const {send, frame} = await start(services);
    await send('cedo demais', ENTER);
    expect(calls.turns).toEqual([]);
    release();
    await until(() => calls.turns.length > 0);
    await settle(frame);
    expect(calls.turns.map(t => t.message)).toEqual(['cedo demais']);
    expect(frame().indexOf('Olá!')).toBeLessThan(frame().indexOf('› cedo demais'));
  });

  it('sends each message typed before the chat was drawn on its own, in order, and keeps the unfinished one as the draft', async () => {
    let release: () => void = () => {};
    const {services, calls} = fakeServices({
      greeting: () => new Promise(resolve => (release = () => resolve({text: 'Olá!', due: [], suggestions: []}))),
    });
    const {send, frame} = await start(services, {typedAhead: 'meu pai tem fisio amanhã às 8h\rquem é o Leo?\re a Fri'});
    expect(calls.turns).toEqual([]);
    release();
    await until(() => calls.turns.length > 1);
    await settle(frame);
    // Two messages, not one glued with a line break; the draft waits in the box for its Enter.
    expect(calls.turns.map(t => t.message)).toEqual(['meu pai tem fisio amanhã às 8h', 'quem é o Leo?']);
    expect(frame()).toMatch(/│ › e a Fri/);
    await send('da', ENTER);
    await until(() => calls.turns.length > 2);
    expect(calls.turns[2]!.message).toBe('e a Frida');
  });

  it('keeps every message sent while the greeting loads, not only the first', async () => {
    let release: () => void = () => {};
    const {services, calls} = fakeServices({
      greeting: () => new Promise(resolve => (release = () => resolve({text: 'Olá!', due: [], suggestions: []}))),
    });
    const {send, frame} = await start(services);
    await send('primeira', ENTER, 'segunda', ENTER);
    release();
    await until(() => calls.turns.length > 1);
    await settle(frame);
    expect(calls.turns.map(t => t.message)).toEqual(['primeira', 'segunda']);
  });

  it('shows a failing turn as one error line and keeps going', async () => {
    const {services} = fakeServices({runTurn: async () => Promise.reject(new Error('database is locked\n  at x (y.js:1)'))});
    const {send, frame} = await start(services);
    await send('oi', ENTER);
    expect(frame()).toContain('✖ database is locked');
    expect(frame()).not.toContain('y.js');
  });

  it('shows notices from the turn on their own line', async () => {
    const {services} = fakeServices({
      runTurn: async (_input, events) => {
        events.onNotice?.('LLM unreachable (timeout) — answered offline.');
        return {reply: 'Oi!', conversationId: 1, memoriesUsed: 0, engine: 'offline'};
      },
      engine: () => ({kind: 'llm', model: 'gpt-4o-mini'}),
    });
    const {send, frame} = await start(services);
    expect(frame()).toContain('gpt-4o-mini');
    await send('oi', ENTER);
    expect(frame()).toContain('! LLM unreachable (timeout) — answered offline.');
    expect(frame()).toMatch(/personal · offline · 0 memórias usadas/);
  });
});

describe('slash commands in the chat', () => {
  it('/help lists every command', async () => {
    const {send, frame} = await start(fakeServices().services);
    await send('/help', ENTER);
    for (const c of ['/help', '/exit', '/context', '/search', '/remember', '/forget', '/people', '/due', '/new']) expect(frame()).toContain(c);
  });

  it('/context switches the mode shown and sent with turns; a bad mode is one error line', async () => {
    const {services, calls} = fakeServices();
    const {send, frame} = await start(services);
    await send('/context work', ENTER);
    expect(frame()).toMatch(/work · offline/);
    await send('/context school', ENTER);
    expect(frame()).toContain('✖ Modo desconhecido "school": use work, personal ou family.');
    await send('oi', ENTER);
    expect(calls.turns[0]?.context).toBe('work');
  });

  it('/search lists hits with ids, or says nothing was found', async () => {
    const {send, frame} = await start(fakeServices().services);
    await send('/search dentista', ENTER);
    expect(frame()).toMatch(/#3\s+2026-05-10\s+—\s+Fui no dentista com a Susana \[Susana\]/);
    await send('/search nada', ENTER);
    expect(frame()).toContain('Nada encontrado para "nada".');
    await send('/search', ENTER);
    expect(frame()).toContain('✖ Diga o que procurar');
  });

  it('/remember stores with the current mode and reports the id or a duplicate', async () => {
    const {services, calls} = fakeServices();
    const {send, frame} = await start(services, {mode: 'work'});
    await send('/remember Reunião com o Carlos na sexta', ENTER);
    expect(frame()).toContain('Guardado #11.');
    await send('/remember Reunião com o Carlos na sexta', ENTER);
    expect(frame()).toContain('Isso já estava guardado.');
    expect(calls.remembered[0]).toEqual(['Reunião com o Carlos na sexta', 'work']);
  });

  it('/forget deletes by id and refuses a bad or unknown id in one line', async () => {
    const {services, calls} = fakeServices();
    const {send, frame} = await start(services);
    await send('/forget 3', ENTER);
    expect(frame()).toContain('Esqueci #3.');
    await send('/forget 99', ENTER);
    expect(frame()).toContain('✖ Não há memória com id 99; nada foi apagado.');
    await send('/forget abc', ENTER);
    expect(frame()).toContain('✖ Informe o id de uma memória');
    expect(calls.forgotten).toEqual([3, 99]);
  });

  it('/people and /due list what the store knows', async () => {
    const {send, frame} = await start(fakeServices().services);
    await send('/people', ENTER);
    expect(frame()).toContain('Susana — filha, 16 anos');
    await send('/due', ENTER);
    expect(frame()).toContain('• Faz 6 meses desde o último dentista — quer marcar?');
  });

  it("speaks the chat's own words in English to an English user", async () => {
    const {send, frame} = await start(
      fakeServices({language: async () => 'en', due: async () => [], greeting: async () => ({text: 'Good morning!', due: [], suggestions: [], language: 'en'})}).services,
    );
    expect(frame()).toContain('Type a message, or /help for commands.');
    await send('/due', ENTER);
    expect(frame()).toContain('Nothing is due.');
  });

  it('/due says so when nothing is due', async () => {
    const {send, frame} = await start(fakeServices({due: async () => []}).services);
    await send('/due', ENTER);
    expect(frame()).toContain('Nada pendente.');
  });

  it('/new switches later turns to the new conversation', async () => {
    const {services, calls} = fakeServices();
    const {send, frame} = await start(services);
    await send('oi', ENTER, '/new', ENTER, 'de novo', ENTER);
    expect(frame()).toContain('Nova conversa.');
    // Like the opening: what is due and suggestions, shown again without marking them seen twice.
    const after = frame().slice(frame().indexOf('Nova conversa.'));
    expect(after).toContain('dentista — quer marcar?');
    expect(after).toContain('Retomar: viagem');
    expect(calls.greetings).toEqual([undefined, {again: true}]);
    expect(calls.turns.map(t => t.conversationId)).toEqual([undefined, 42]);
  });

  it('answers an unknown command with one helpful line', async () => {
    const {services, calls} = fakeServices();
    const {send, frame} = await start(services);
    await send('/serch dentista', ENTER);
    expect(frame()).toContain('✖ Comando desconhecido /serch. Quis dizer /search? /help mostra a lista.');
    expect(calls.turns).toEqual([]);
  });

  it('turns a failing command into one error line', async () => {
    const {send, frame} = await start(fakeServices({people: async () => Promise.reject(new Error('disk I/O error'))}).services);
    await send('/people', ENTER);
    expect(frame()).toContain('✖ /people falhou: disk I/O error');
  });

  it('reaches messages from earlier sessions with Up', async () => {
    const {send, frame} = await start(fakeServices().services);
    await send('\u001b[A');
    expect(frame()).toContain('from last session');
  });

  it('/exit quits with 0', async () => {
    const {send, onExit} = await start(fakeServices().services);
    await send('/exit', ENTER);
    expect(onExit).toHaveBeenCalledWith(0);
  });
});
