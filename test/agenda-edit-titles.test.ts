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

  it('a booking deleted by its number is said as a cancel says it, with whose it is (issue 41.4)', async () => {
    const p = home();
    expect((await magisIn(p, ['ask', 'meu pai tem oftalmologista amanhã às 9h', ...NOW], PT)).status).toBe(0);
    expect((await magisIn(p, ['ask', 'a Frida é nossa gata e tem vacina no veterinário dia 27 às 10h', ...NOW], PT)).status).toBe(0);
    expect((await magisIn(p, ['agenda', ...NOW], PT)).stdout).toMatch(/1\. 9h — Oftalmologista \(Pai\)[\s\S]*2\. 10h — Vacina \(Frida\)/);
    expect((await magisIn(p, ['agenda', 'delete', '1', ...NOW], PT)).stdout.trim()).toBe('Apaguei o oftalmologista do seu pai da agenda. (`magis undo` desfaz.)');
    expect((await magisIn(p, ['agenda', 'delete', '2', ...NOW], PT)).stdout.trim()).toBe('Apaguei a vacina da Frida da agenda. (`magis undo` desfaz.)');

    const e = home();
    expect((await magisIn(e, ['ask', 'my son Leo has the dentist tomorrow at 3pm', ...NOW], EN)).status).toBe(0);
    expect((await magisIn(e, ['agenda', ...NOW], EN)).stdout).toMatch(/1\. 3 pm — Dentist \(Leo\)/);
    expect((await magisIn(e, ['agenda', 'delete', '1', ...NOW], EN)).stdout.trim()).toBe("Deleted Leo's dentist visit from the agenda. (`magis undo` reverts it.)");
  });
});
