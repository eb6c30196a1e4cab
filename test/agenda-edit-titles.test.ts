/**
 * `agenda move|cancel|delete` name the item by its own words (issue 38): an item outside the
 * listing's window (a task due in March, moved by its id) is still "renew passport", never "#1".
 */
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const home = homePerTest();
const NOW = ['--now', '2026-11-25T12:00:00Z'];
const EN = {env: {LANG: 'en_US.UTF-8'}};
const PT = {env: {LANG: 'pt_BR.UTF-8'}};

describe('the reply of an agenda edit names the item', () => {
  it('a task outside the window, by its id, in English and Portuguese', async () => {
    const h = home();
    expect((await magisIn(h, ['tasks', 'add', 'renew passport', '--due', '2027-03-01', ...NOW], EN)).status).toBe(0);
    expect((await magisIn(h, ['agenda', 'move', 'task-1', 'friday', ...NOW], EN)).stdout.trim()).toBe('Moved “renew passport” to Friday, Nov 27.');
    expect((await magisIn(h, ['tasks', 'add', 'pay the water bill', '--due', '2027-02-10', ...NOW], EN)).status).toBe(0);
    expect((await magisIn(h, ['agenda', 'cancel', 'task-2', ...NOW], EN)).stdout).toContain('Cancelled “pay the water bill”.');

    const p = home();
    expect((await magisIn(p, ['tasks', 'add', 'renovar o passaporte', '--due', '2027-03-01', ...NOW], PT)).status).toBe(0);
    expect((await magisIn(p, ['agenda', 'delete', 'task-1', ...NOW], PT)).stdout).toContain('Apaguei “renovar o passaporte” da agenda.');
  });
});
