/**
 * Replies in the Portuguese the user writes. A user from Portugal is answered as Portugal writes
 * ("Tem consulta marcada", "O seu miúdo precisa de ir", "Quer que lhe lembre de marcar?"), a user
 * from Brazil exactly as before, and what either typed — a task, a title — is shown as they typed
 * it. Each case is a small life in one process (today is Monday 30 November 2026), told through the
 * real turn; the variety comes from how the setup is written, or from the locale. Then `remind`,
 * `agenda`, `tasks` and `people` as the command line prints them. Every sentence is our own.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import {runTurnShown} from '../src/assistant/shown-turn.js';
import {Store} from '../src/store/store.js';
import {screenText} from '../src/text/screen.js';
import {createStoreServices} from '../src/ui/services/store-services.js';
import {tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const root = mkdtempSync(join(tmpdir(), 'magis-european-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));
let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
  vi.unstubAllEnvs();
});

let homes = 0;
/** A fresh life: each line said a minute apart from 09:00 on Monday 30 November 2026; the replies. */
async function tell(lines: string[]): Promise<string[]> {
  let now = new Date('2026-11-30T09:00:00');
  const store = await Store.open({home: join(root, `home-${homes++}`), now, env: {}, clock: () => now});
  close = () => store.close();
  const replies: string[] = [];
  for (const [k, message] of lines.entries()) {
    now = new Date(`2026-11-30T09:${String(k).padStart(2, '0')}:00`);
    const r = await runTurnShown(store, {message});
    await r.background;
    replies.push(r.reply);
  }
  return replies;
}

interface Case {
  /** What the case shows. */
  about: string;
  /** Told first; for a European user it is where their variety shows. */
  setup: string[];
  said: string;
  has: RegExp[];
  lacks?: RegExp[];
  /** The locale of the process (LANG), when it, not the writing, names the variety. */
  lang?: string;
}

/** Said in the Brazilian templates and not in Portugal: no European reply may hold one. */
const BRAZILIAN_FORMS = [/\bvocê\b/i, /(?:^|[.:!?] )(?:Seu|Sua|Seus|Suas) /, /\bpra\b/, /\b(?:está|estou) \p{L}+ndo\b/u, /\bregistr/i, /lembre você/];

const EUROPEAN: Case[] = [
  {
    about: 'a booking for the user',
    setup: [],
    said: 'marcaram-lhe a consulta para 3.ª feira às 10h',
    has: [/^Anotado: Tem consulta marcada em 01\/12\/2026 às 10h\.$/],
  },
  {
    about: 'a need, and the offer to remind',
    setup: [],
    said: 'tenho de levar o miúdo ao dentista',
    has: [/O seu miúdo precisa de ir ao dentista\./, /Quer que lhe lembre de marcar\?/],
  },
  {
    about: 'a move',
    setup: ['o meu filho Tiago tem 7 anos, é um miúdo fixe', 'marquei o dentista do Tiago para 5.ª feira às 15h'],
    said: 'passaram o dentista do Tiago para sábado às 10h',
    has: [/^Movi o dentista do Tiago para sábado, 05\/12, às 10h\.$/],
  },
  {
    about: 'a cancel',
    setup: ['o meu filho Tiago tem 7 anos, é um miúdo fixe', 'marquei o dentista do Tiago para 5.ª feira às 15h'],
    said: 'desmarcaram o dentista do Tiago',
    has: [/^Cancelei o dentista do Tiago/],
  },
  {
    about: 'a question about the agenda',
    setup: ['tenho de levar o miúdo ao centro de saúde, marcaram-lhe consulta para amanhã às 9h'],
    said: 'o que tenho amanhã?',
    has: [/^Amanhã tem /, /às 9h\.$/],
  },
  {
    about: 'what Magis knows of the user',
    setup: ['moro em Lisboa e estou a trabalhar no centro de saúde'],
    said: 'onde moro?',
    has: [/^Mora em Lisboa\.$/],
  },
  {
    about: 'a question Magis cannot answer yet',
    setup: ['tenho de levar o miúdo ao centro de saúde'],
    said: 'como me chamo?',
    has: [/^Ainda não sei o seu nome — como se chama\?$/],
  },
  {
    about: 'a European user named by the locale, who wrote nothing telling',
    setup: [],
    said: 'preciso de marcar o dentista',
    lang: 'pt_PT.UTF-8',
    has: [/Precisa de ir ao dentista\./, /Quer que lhe lembre de marcar\?/],
  },
];

const BRAZILIAN: Case[] = [
  {
    about: 'a booking for the user',
    setup: [],
    said: 'marquei consulta pra terça às 10h',
    has: [/^Anotado: Você tem consulta marcada em 01\/12\/2026 às 10h\.$/],
  },
  {
    about: 'a need, and the offer to remind',
    setup: [],
    said: 'to precisando levar meu filho no dentista',
    has: [/Seu filho precisa ir ao dentista\./, /Quer que eu lembre você de marcar\?/],
  },
  {
    about: 'a question about the agenda',
    setup: ['vc lembra? to levando meu filho no pediatra amanhã às 9h'],
    said: 'o que tenho amanhã?',
    has: [/^Amanhã você tem /],
  },
  {
    about: 'what Magis knows of the user',
    setup: [],
    said: 'moro em Curitiba, to trabalhando no posto de saúde',
    has: [/Você mora em Curitiba/],
  },
  {
    about: 'a Brazilian user named by the locale, whose words read European',
    setup: ['tenho de levar o miúdo ao centro de saúde'],
    said: 'preciso marcar o dentista',
    lang: 'pt_BR.UTF-8',
    has: [/Você precisa ir ao dentista\./, /Quer que eu lembre você de marcar\?/],
  },
];

describe('replies for a user from Portugal', () => {
  it.each(EUROPEAN)('$about: $said', async c => {
    if (c.lang) vi.stubEnv('LANG', c.lang);
    const reply = (await tell([...c.setup, c.said])).at(-1)!;
    for (const re of c.has) expect(reply).toMatch(re);
    for (const re of [...BRAZILIAN_FORMS, ...(c.lacks ?? [])]) expect(reply).not.toMatch(re);
  });

  it('keeps what the user typed as they typed it: a task, a title', async () => {
    const replies = await tell([
      'tenho de levar o miúdo ao centro de saúde',
      'sábado às 20h é o jantar Pra Você Mãe no restaurante',
      'o que tenho no sábado?',
      'tenho de ligar pro Zé amanhã',
      'quais são as minhas tarefas?',
    ]);
    expect(replies[1]).toMatch(/Jantar Pra Você Mãe no restaurante/);
    expect(replies[2]).toMatch(/^No sábado \(05\/12\) tem jantar Pra Você Mãe no restaurante às 20h\.$/);
    expect(replies[3]).toMatch(/ligar pro Zé/);
    expect(replies[4]).toMatch(/^A sua tarefa aberta: ligar pro Zé/);
  });
});

describe('replies for a user from Brazil, exactly as before', () => {
  it.each(BRAZILIAN)('$about: $said', async c => {
    if (c.lang) vi.stubEnv('LANG', c.lang);
    const reply = (await tell([...c.setup, c.said])).at(-1)!;
    for (const re of c.has) expect(reply).toMatch(re);
    for (const re of c.lacks ?? []) expect(reply).not.toMatch(re);
  });
});

describe('the chat speaks the user’s Portuguese', () => {
  it('in its greeting, its replies and the lines its commands print', async () => {
    let now = new Date('2026-11-30T09:00:00');
    const store = await Store.open({home: join(root, `home-${homes++}`), now, env: {}, clock: () => now});
    close = () => store.close();
    const services = createStoreServices(store);
    const first = await services.runTurn({message: 'tenho de levar o miúdo ao centro de saúde, marcaram-lhe consulta para hoje às 15h'}, {});
    expect(first.reply).toMatch(/^Anotado: O seu miúdo tem check-up marcado/);
    now = new Date('2026-11-30T10:00:00');
    const hello = await services.greeting();
    expect(hello.due.join(' ')).toMatch(/Hoje o seu miúdo tem check-up às 15h — não se esqueça!/);
    // A command's lines (/due, /tasks…) are written once, and rewritten on their way to the screen (use-chat's print).
    const due = await services.due('pt');
    expect(due).toEqual(['Hoje seu miúdo tem check-up às 15h — não esqueça!']);
    expect(due.map(screenText)).toEqual(['Hoje o seu miúdo tem check-up às 15h — não se esqueça!']);
    await services.settle();
  });
});

describe('the command line speaks the user’s Portuguese', () => {
  const LIFE = ['a minha mãe tem consulta de cardiologia amanhã às 9h', 'o meu filho Tiago precisa de ir ao dentista', 'tenho reunião amanhã às 11h', 'tenho de ligar pro Zé amanhã'];

  async function lines(lang: string): Promise<Record<string, string>> {
    const {home, cleanup} = tempHome();
    try {
      const env = {LANG: lang, MAGIS_NOW: '2026-11-30T09:00:00'};
      for (const say of LIFE) expect((await magisIn(home, ['ask', say], {env})).status).toBe(0);
      const out: Record<string, string> = {};
      for (const cmd of ['remind --all', 'agenda', 'tasks', 'people']) out[cmd] = (await magisIn(home, cmd.split(' '), {env})).stdout;
      return out;
    } finally {
      cleanup();
    }
  }

  it('as Portugal writes it, for a pt_PT locale; the user’s task as typed', async () => {
    const out = await lines('pt_PT.UTF-8');
    expect(out['remind --all']).toMatch(/Amanhã a sua mãe tem cardiologista às 9h — não se esqueça!/);
    expect(out['remind --all']).toMatch(/O Tiago precisa de ir ao dentista — quer que lhe lembre de marcar\?/);
    expect(out['remind --all']).toMatch(/Amanhã tem reunião às 11h\./);
    expect(out.tasks).toMatch(/ligar pro Zé/);
    expect(out.people).toMatch(/precisa de ir ao dentista/);
    expect(out.agenda).toMatch(/Reunião/);
    for (const text of Object.values(out)) for (const re of [/\bvocê\b/i, /\bsua mãe\b(?<!a sua mãe)/, /precisa ir/, /não esqueça/]) expect(text).not.toMatch(re);
  });

  it('as before, for a pt_BR locale', async () => {
    const out = await lines('pt_BR.UTF-8');
    expect(out['remind --all']).toMatch(/Amanhã sua mãe tem cardiologista às 9h — não esqueça!/);
    expect(out['remind --all']).toMatch(/O Tiago precisa ir ao dentista — quer que eu lembre você de marcar\?/);
    expect(out['remind --all']).toMatch(/Amanhã você tem reunião às 11h\./);
    expect(out.people).toMatch(/precisa ir ao dentista/);
  });

  it('takes the variety the user sets, and shows it in the profile', async () => {
    const {home, cleanup} = tempHome();
    try {
      const env = {LANG: 'pt_BR.UTF-8', MAGIS_NOW: '2026-11-30T09:00:00'};
      expect((await magisIn(home, ['profile', 'set', 'variety', 'português europeu'], {env})).stdout).toMatch(/variante do português = pt-PT/);
      expect((await magisIn(home, ['profile'], {env})).stdout).toMatch(/^Variante do português: pt-PT$/m);
      expect((await magisIn(home, ['ask', 'preciso marcar o dentista'], {env})).stdout).toMatch(/Precisa de ir ao dentista\. Quer que lhe lembre de marcar\?/);
      const bad = await magisIn(home, ['profile', 'set', 'variety', 'klingon'], {env});
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/Unknown Portuguese variety "klingon"; use pt-BR or pt-PT\./);
    } finally {
      cleanup();
    }
  });
});
