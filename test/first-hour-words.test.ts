/**
 * The first hour, as a new user reads it (issue 41): a pet's booked vaccine keeps its time and is reminded that morning, reminders about others
 * name them, and every time is on the user's one clock.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';
import {dueRemindersTool} from '../src/assistant/tools/due-reminders.js';
import {Store} from '../src/store/store.js';
import {setUserClock} from '../src/text/clock.js';

const home = homePerTest();
const zone = {TZ: 'America/Sao_Paulo'};
const run = (h: string, args: string[], env: NodeJS.ProcessEnv = {}) => magisIn(h, args, {env: {...zone, ...env}});

describe('a pet with a time', () => {
  it('keeps the time, says it with the right gender and is reminded the day before and that morning (pt)', async () => {
    const h = home();
    expect((await run(h, ['ask', 'a Frida é nossa gata e tem vacina no veterinário dia 17 às 10h', '--now', '2026-12-14T09:00'])).status).toBe(0);
    expect((await run(h, ['pets', '--now', '2026-12-14T09:00'])).stdout).toBe('Frida — gata, vacina marcada para 17/12 às 10h\n');
    expect((await run(h, ['remind', '--now', '2026-12-16T07:00'])).stdout).toContain('Amanhã a Frida tem vacina às 10h');
    expect((await run(h, ['remind', '--now', '2026-12-17T07:00'])).stdout).toContain('Hoje a Frida tem vacina às 10h');
  });

  it('is said on the clock the user writes (en)', async () => {
    const h = home();
    expect((await run(h, ['ask', 'our cat Luna has her vaccine at the vet on the 17th at 10am', '--now', '2026-12-14T09:00'], {LANG: 'C.UTF-8'})).status).toBe(0);
    expect((await run(h, ['pets', '--now', '2026-12-14T09:00'], {LANG: 'C.UTF-8'})).stdout).toBe('Luna — cat, vaccine booked for Dec 17 at 10 am\n');
    expect((await run(h, ['remind', '--now', '2026-12-17T07:00'], {LANG: 'C.UTF-8'})).stdout).toContain("Today: Luna's vaccine at 10 am");
  });
});

describe('reminders about others name them', () => {
  it("a father's physio and a holiday shared with a daughter (pt)", async () => {
    const h = home();
    await run(h, ['ask', 'Meu pai Antônio tem fisio amanhã às 8h', '--now', '2026-12-14T09:00']);
    await run(h, ['ask', 'a Manu, minha filha, tem férias da escola de 20 a 24 de dezembro', '--now', '2026-12-14T09:05']);
    const today = (await run(h, ['remind', '--now', '2026-12-15T07:00'])).stdout;
    expect(today).toContain('Hoje o Antônio tem fisio às 8h');
    expect(today).not.toMatch(/você tem fisio/);
    const eve = (await run(h, ['remind', '--now', '2026-12-19T07:00'])).stdout;
    expect(eve).toContain('a Manu');
    expect(eve).not.toMatch(/Amanhã você tem férias/);
  });

  it("the same user's times agree between agenda and remind (en, 24-hour writer)", async () => {
    const h = home();
    await run(h, ['ask', 'my dad Tom has physio tomorrow at 16:00', '--now', '2026-12-14T09:00'], {LANG: 'C.UTF-8'});
    expect((await run(h, ['agenda', '--now', '2026-12-14T09:00'], {LANG: 'C.UTF-8'})).stdout).toContain('16:00 — Physio (Tom)');
    expect((await run(h, ['remind', '--now', '2026-12-15T07:00'], {LANG: 'C.UTF-8'})).stdout).toContain("Today: Tom's physio at 16:00");
    const twelve = home();
    await run(twelve, ['ask', 'my dad Tom has physio tomorrow at 4pm', '--now', '2026-12-14T09:00'], {LANG: 'C.UTF-8'});
    expect((await run(twelve, ['agenda', '--now', '2026-12-14T09:00'], {LANG: 'C.UTF-8'})).stdout).toContain('4 pm — Physio (Tom)');
    expect((await run(twelve, ['remind', '--now', '2026-12-15T07:00'], {LANG: 'C.UTF-8'})).stdout).toContain("Today: Tom's physio at 4 pm");
  });
});

describe("a pet's booking on the agenda is edited by its number like anyone's", () => {
  it('moves and cancels the vaccine the listing showed, and undo takes the edit back', async () => {
    const h = home();
    await run(h, ['ask', 'a Frida é nossa gata e tem vacina no veterinário dia 17 às 10h', '--now', '2026-12-14T09:00']);
    await run(h, ['ask', 'meu pai tem fisio amanhã às 8h', '--now', '2026-12-14T09:01']);
    expect((await run(h, ['agenda', '--now', '2026-12-14T09:02'])).stdout).toBe('Amanhã\n  1. 8h — Fisio (Pai)\nQuinta, 17/12\n  2. 10h — Vacina (Frida)\n');
    // Another edit first: the physio at 1 goes, yet 2 still names what that listing showed there.
    expect((await run(h, ['agenda', 'cancel', '1', '--now', '2026-12-14T09:03'])).status).toBe(0);
    const moved = await run(h, ['agenda', 'move', '2', 'sexta', '--now', '2026-12-14T09:04']);
    expect(moved.stdout).toBe('Movi a vacina da Frida para sexta, 18/12, às 10h.\n');
    expect((await run(h, ['agenda', '--now', '2026-12-14T09:05'])).stdout).toBe('Sexta, 18/12\n  1. 10h — Vacina (Frida)\n');
    expect((await run(h, ['undo', '--now', '2026-12-14T09:06'])).status).toBe(0);
    expect((await run(h, ['agenda', '--now', '2026-12-14T09:07'])).stdout).toContain('Quinta, 17/12\n  1. 10h — Vacina (Frida)');
    expect((await run(h, ['agenda', 'cancel', '1', '--now', '2026-12-14T09:08'])).stdout).toMatch(/^Cancelei a vacina da Frida/);
  });
});

describe("another assistant (MCP) reads the user's own clock", () => {
  it("due_reminders says a 24-hour writer's physio at 16:00, as agenda and remind do", async () => {
    const h = home();
    await run(h, ['ask', 'my dad Tom has physio tomorrow at 16:00', '--now', '2026-12-14T09:00'], {LANG: 'en_US.UTF-8'});
    expect((await run(h, ['remind', '--now', '2026-12-15T07:00'], {LANG: 'en_US.UTF-8'})).stdout).toContain("Today: Tom's physio at 16:00");
    // A fresh server process has settled no clock yet: the tool's sentences must settle the user's.
    setUserClock(null);
    const store = await Store.open({home: h, now: new Date('2026-12-15T07:00:00-03:00'), env: {}});
    try {
      const items = (await dueRemindersTool.run(store, {} as never)) as Array<{message: string}>;
      expect(items.map(i => i.message).join('\n')).toContain("Today: Tom's physio at 16:00");
    } finally {
      store.close();
    }
  });
});
