import {describe, expect, it} from 'vitest';
import {homePerTest} from './helpers/cli.js';
import {magisIn} from './helpers/in-process.js';

// One language per user, everywhere (issue 23, point 5): every command's human output and errors,
// run for a Portuguese and an English user, hold no sentence of the other language.

const home = homePerTest();
const NOW = '2026-11-20T10:00';

/** Words only one of the two languages writes (whole words, accents folded away not). */
const WORDS = {
  pt: /\b(você|não|está|tarefa|lembrete|nenhum|nenhuma|memória|memórias|anotado|feito|próximo|hoje|amanhã|inválido|desconhecido|quis dizer|veja|marcado|consulta|ninguém|aniversário|precisa|adiado|resumiria|filha)\b/iu,
  en: /\b(the|you|your|not|task|reminder|memory|memories|recorded|next|today|tomorrow|invalid|unknown|did you mean|see|booked|nothing|needs|snoozed|would|daughter|birthday|no one)\b/iu,
};

/** What a command printed, without what the user typed or a command to type (they are not prose). */
const prose = (text: string) =>
  text
    .replace(/magis [^"“”`)\n]*/g, ' ')
    .replace(/"[^"\n]*"/g, ' ')
    .replace(/`[^`\n]*`/g, ' ');

interface Seeded {
  h: string;
  run: (args: string[], input?: string) => Promise<string>;
}

async function seed(lang: 'pt' | 'en'): Promise<Seeded> {
  const h = home();
  const run = async (args: string[], input?: string) => {
    const r = await magisIn(h, [...args, '--now', NOW], {input, env: {LANG: lang === 'pt' ? 'en_US.UTF-8' : 'pt_BR.UTF-8'}});
    return `${r.stdout}\n${r.stderr}`;
  };
  await run(['profile', 'set', 'language', lang]);
  await run(['people', 'set', 'Bia', '--relation', lang === 'pt' ? 'filha' : 'daughter', '--gender', 'f', '--birthday', '2017-11-21']);
  await run(['remind', 'add', 'dentist', '--person', 'Bia', '--date', '2025-05-01']);
  await run(['remind', 'add', 'eye_exam', '--status', 'needed']);
  await run(['remind', 'add', 'pediatrician', '--person', 'Bia', '--status', 'scheduled', '--date', '2026-11-21', '--time', '09:00']);
  await run(['memories', 'add', lang === 'pt' ? 'A Bia adora natação' : 'Bia loves swimming', '--now', '2026-09-01T10:00']);
  return {h, run};
}

const COMMANDS: Array<(lang: 'pt' | 'en') => string[]> = [
  () => ['remind', 'install'],
  () => ['people'],
  () => ['people', 'Bia'],
  () => ['people', '--tree'],
  () => ['profile'],
  () => ['remind'],
  () => ['remind', '--all'],
  () => ['remind', 'add', 'dermatologist'],
  () => ['remind', 'snooze', '1', '3d'],
  () => ['remind', 'done', 'eye_exam'],
  () => ['remind', 'done', 'dentist', '--person', 'Bia'],
  () => ['agenda'],
  () => ['agenda', '--from', '2026-12-20'],
  () => ['tasks'],
  () => ['tasks', 'add', 'IPTU'],
  () => ['tasks', 'done', '1'],
  () => ['memories', 'list'],
  () => ['memories', 'show', '1'],
  () => ['memories', 'compress', '--older-than', '30d', '--dry-run'],
  () => ['profile', 'set', 'city', 'Recife'],
  () => ['profile', 'unset', 'city'],
  // errors
  () => ['remind', 'done', 'astrologer'],
  () => ['remind', 'snooze', '99'],
  () => ['remind', 'add', 'dentist', '--date', '2026-02-31'],
  () => ['remind', 'add', 'dentist', '--status', 'soon'],
  () => ['remind', 'add', 'dentist', '--time', '25:00'],
  () => ['remind', '--within', 'forever'],
  () => ['tasks', 'done', '999'],
  () => ['tasks', 'done', 'abc'],
  () => ['memories', 'show', '999'],
  () => ['memories', 'delete', '999'],
  () => ['profile', 'set', 'shoe', '42'],
  () => ['people', 'Zorro'],
  () => ['akk'],
  () => ['memories', 'serch', 'x'],
];

describe("every command speaks the user's language", () => {
  for (const lang of ['pt', 'en'] as const) {
    it(`${lang}: no sentence of the other language`, async () => {
      const {run} = await seed(lang);
      const other = WORDS[lang === 'pt' ? 'en' : 'pt'];
      const leaks: string[] = [];
      for (const make of COMMANDS) {
        const args = make(lang);
        const out = await run(args);
        const m = other.exec(prose(out));
        if (m) leaks.push(`magis ${args.join(' ')}: "${m[0]}" in ${JSON.stringify(out.trim())}`);
      }
      expect(leaks).toEqual([]);
    });
  }
});
