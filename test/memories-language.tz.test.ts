import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {tempHome} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

const SP = {TZ: 'America/Sao_Paulo'};

describe("memories list and show: the user's language, local days", () => {
  it('lists a message typed at 21:33 in São Paulo on its local day, in Portuguese', async () => {
    // 21:33 on 12/03 in São Paulo is 00:33 on 13/03 in UTC.
    expect((await magisIn(home, ['memories', 'add', 'levei o joao no pediatra', '--now', '2026-03-12T21:33:00-03:00'], {env: SP})).status).toBe(0);
    const list = (await magisIn(home, ['memories', 'list', '--now', '2026-03-14T10:00:00-03:00'], {env: SP})).stdout;
    expect(list).toMatch(/12\/03\/2026 \(há 2 dias\)/);
    expect(list).toMatch(/\[Joao\]|levei o joao/);
    const show = (await magisIn(home, ['memories', 'show', '1'], {env: SP})).stdout;
    expect(show).toMatch(/aconteceu 12\/03\/2026 21:33/);
  });

  it('speaks English to a user who writes English, the date in the order of their locale', async () => {
    await magisIn(home, ['memories', 'add', 'my son has a dentist appointment next week', '--now', '2026-03-12T21:33:00-03:00'], {env: SP});
    // An American system writes the month first; a Brazilian one (the tests' default locale) the day.
    const us = (await magisIn(home, ['memories', 'list', '--now', '2026-03-14T10:00:00-03:00'], {env: {...SP, LANG: 'en_US.UTF-8'}})).stdout;
    expect(us).toMatch(/March 12, 2026 \(2 days ago\)/);
    const br = (await magisIn(home, ['memories', 'list', '--now', '2026-03-14T10:00:00-03:00'], {env: SP})).stdout;
    expect(br).toMatch(/12 March 2026 \(2 days ago\)/);
  });
});
