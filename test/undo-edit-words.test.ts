/**
 * Undoing a hand edit says what it put back and when it now is (issue 41.6, 41.8): "the last edit"
 * alone left the user to guess which of the morning's edits had been taken back.
 */
import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

const home = homePerTest();
const NOW = ['--now', '2026-12-14T10:00:00Z'];
const PT = {env: {LANG: 'pt_BR.UTF-8', TZ: 'UTC'}};
const EN = {env: {LANG: 'en_US.UTF-8', TZ: 'UTC'}};

describe('undo of an agenda edit names the item, as it stands again', () => {
  it('in Portuguese: a move, then a cancel, each undone by name', async () => {
    const h = home();
    const run = async (...args: string[]) => (await magisIn(h, [...args, ...NOW], PT)).stdout.trim();
    await run('ask', 'minha irmã Carla tem dentista na sexta às 15h30');
    await run('ask', 'meu pai tem fisio amanhã às 8h');
    expect(await run('agenda')).toMatch(/1\. 8h — Fisio[\s\S]*2\. 15h30 — Dentista \(Carla\)/);
    await run('agenda', 'move', '2', 'sábado às 11h');
    await run('agenda', 'cancel', '1');
    expect(await run('undo')).toBe('Desfeito: a fisio do seu pai, terça, 15/12, às 8h, está como antes da última edição.');
    expect(await run('undo')).toBe('Desfeito: o dentista da Carla, sexta, 18/12, às 15h30, está como antes da última edição.');
  });

  it('in English, on a 12-hour writer’s clock', async () => {
    const h = home();
    const run = async (...args: string[]) => (await magisIn(h, [...args, ...NOW], EN)).stdout.trim();
    await run('ask', 'my son Leo has the dentist on Friday at 3:30pm');
    await run('agenda', 'move', '1', 'saturday 11am');
    expect(await run('undo')).toBe("Undone: Leo's dentist visit, Friday, Dec 18, at 3:30 pm, is as it was before the last edit.");
  });
});
