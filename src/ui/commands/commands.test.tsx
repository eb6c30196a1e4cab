import {render} from 'ink-testing-library';
import {afterEach, describe, expect, it, vi} from 'vitest';
import App from '../app.js';
import type {ChatServices} from '../services/types.js';
import {fakeServices} from '../testing/fake-services.js';
import {settle, until} from '../testing/settle.js';

const ENTER = '\r';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function start(services: ChatServices) {
  const r = render(<App services={services} onExit={vi.fn()} />);
  cleanup = r.unmount;
  await settle(r.lastFrame);
  const send = async (...chunks: string[]) => {
    for (const c of chunks) {
      r.stdin.write(c);
      await settle(r.lastFrame);
    }
  };
  const frame = () => r.lastFrame() ?? '';
  /** Waits until the frame holds `text`: commands run asynchronously. */
  const shows = async (text: string | RegExp) => {
    await until(() => (typeof text === 'string' ? frame().includes(text) : text.test(frame())));
    return frame();
  };
  return {send, frame, shows};
}

describe('/profile', () => {
  it("lists what is known about the user, in the user's language", async () => {
    const {send, frame, shows} = await start(fakeServices().services);
    await send('/profile', ENTER);
    expect(await shows('O que sei sobre você:')).toContain('O que sei sobre você:');
    expect(await shows(/• Nome: Rafael/)).toMatch(/• Nome: Rafael/);
    expect(await shows(/• Cidade: Curitiba/)).toMatch(/• Cidade: Curitiba/);
    expect(await shows(/• Idiomas: português e inglês/)).toMatch(/• Idiomas: português e inglês/);
    expect(frame()).not.toContain('Profissão'); // unknown fields are left out
  });

  it('shows every answer the onboarding kept, age and preferred times too, as `magis profile` does', async () => {
    const full = {name: 'Rita', city: 'Braga', occupation: 'enfermeira', age: '41', appointmentTimes: 'de manhã cedo, antes das 9h', languages: [], preferences: [], facts: []};
    const {send, shows} = await start(fakeServices({profile: async () => full}).services);
    await send('/profile', ENTER);
    for (const line of ['• Nome: Rita', '• Cidade: Braga', '• Profissão: enfermeira', '• Idade: 41', '• Horário preferido para consultas: de manhã cedo, antes das 9h'])
      expect(await shows(line), line).toContain(line);
  });

  it('says how to tell when nothing is known', async () => {
    const {send, shows} = await start(fakeServices({profile: async () => ({name: null, city: null, occupation: null, languages: [], preferences: [], facts: []})}).services);
    await send('/profile', ENTER);
    expect(await shows('Ainda não sei nada sobre você')).toContain('Ainda não sei nada sobre você');
  });
});

describe('/people NAME', () => {
  const people = async () => [
    {name: 'João', description: 'filho, 7 anos, precisa ir ao pediatra'},
    {name: 'Ana Paula', description: 'irmã'},
    {name: 'Ana Clara', description: 'sobrinha'},
  ];
  it('shows one person, found without accents or capitals', async () => {
    const {send, frame, shows} = await start(fakeServices({people}).services);
    await send('/people joao', ENTER);
    expect(await shows('João — filho, 7 anos, precisa ir ao pediatra')).toContain('João — filho, 7 anos, precisa ir ao pediatra');
    expect(frame()).not.toContain('Ana Paula');
  });

  it('lists the candidates of an ambiguous name and suggests near misses', async () => {
    const {send, shows} = await start(fakeServices({people}).services);
    await send('/people ana', ENTER);
    expect(await shows('✖ "ana" pode ser Ana Paula ou Ana Clara')).toContain('✖ "ana" pode ser Ana Paula ou Ana Clara');
    await send('/people joaa', ENTER);
    expect(await shows('✖ Não conheço ninguém chamado "joaa". Quis dizer João?')).toContain('✖ Não conheço ninguém chamado "joaa". Quis dizer João?');
  });

  it('without a name still lists everyone', async () => {
    const {send, frame} = await start(fakeServices({people}).services);
    await send('/people', ENTER);
    for (const name of ['João', 'Ana Paula', 'Ana Clara']) expect(frame()).toContain(`• ${name} —`);
  });
});

describe('/memory on|off', () => {
  it('turns Smart Context off for the next turns, shows it in the status line, and back on', async () => {
    const {services, calls} = fakeServices();
    const {send, frame, shows} = await start(services);
    await send('/memory', ENTER);
    expect(await shows('Contexto inteligente ligado')).toContain('Contexto inteligente ligado');
    await send('/memory off', ENTER);
    expect(await shows('Contexto inteligente desligado: as respostas usam só esta conversa.')).toContain('Contexto inteligente desligado: as respostas usam só esta conversa.');
    expect(await shows(/personal · offline · memória desligada/)).toMatch(/personal · offline · memória desligada/);
    await send('oi', ENTER);
    await send('/memory on', ENTER, 'de novo', ENTER);
    expect(calls.turns.map(t => t.smartContext)).toEqual([false, true]);
    expect(frame()).not.toMatch(/· memória desligada/);
  });

  it('rejects anything but on or off', async () => {
    const {send, shows} = await start(fakeServices().services);
    await send('/memory talvez', ENTER);
    expect(await shows('✖ Use /memory on ou /memory off.')).toContain('✖ Use /memory on ou /memory off.');
  });
});

describe('/undo', () => {
  it('says what was forgotten', async () => {
    const {services} = fakeServices();
    const undo = vi.spyOn(services, 'undo');
    const {send, shows} = await start(services);
    await send('/undo', ENTER);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await shows('Esqueci o que sua última mensagem ensinou: 1 memória, 1 pessoa (João), 1 relação, 1 consulta.')).toContain(
      'Esqueci o que sua última mensagem ensinou: 1 memória, 1 pessoa (João), 1 relação, 1 consulta.',
    );
  });

  it('says so when the last message taught nothing', async () => {
    const {send, shows} = await start(fakeServices({undo: async () => ({message: 'oi', memories: 0, people: [], links: 0, checkups: 0, events: 0, tasks: 0, reopened: 0, changes: []})}).services);
    await send('/undo', ENTER);
    expect(await shows('Sua última mensagem não me ensinou nada para desfazer.')).toContain('Sua última mensagem não me ensinou nada para desfazer.');
  });
});

describe('/help', () => {
  it('lists the new commands with their descriptions in one column', async () => {
    const {send, shows} = await start(fakeServices().services);
    await send('/help', ENTER);
    const frame = await shows('/undo');
    // The argument hints in the user's words (this chat speaks Portuguese).
    for (const c of ['/profile', '/people [NOME]', '/search BUSCA', '/remember TEXTO', '/memory on|off', '/undo']) expect(frame).toContain(c);
    expect(frame).not.toMatch(/\b(?:NAME|QUERY|TEXT)\b/);
    const rows = frame.split('\n').filter(l => /^ {4}\/\w/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    // Where each description starts: after the usage and at least two spaces, the same for every row.
    const starts = new Set(rows.map(l => /^ {4}\/\S+(?: \S+)? {2,}/.exec(l)![0].length));
    expect(starts.size).toBe(1);
  });
});
