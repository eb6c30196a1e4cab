import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {magis, tempHome} from './helpers/cli.js';

let home: string;
let cleanup: () => void;
beforeEach(() => ({home, cleanup} = tempHome()));
afterEach(() => cleanup());

describe('magis chat without a terminal', () => {
  it('refuses in one sentence pointing to magis ask, exit 2', () => {
    for (const args of [['chat'], [], ['chat', '--context', 'work', '--new']]) {
      const r = magis(home, args, {input: 'oi\n'});
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/interactive terminal.*magis ask/);
    }
  });
});

describe('Ink and React stay on the chat path', () => {
  const SRC = resolve(__dirname, '../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap(e => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
  const sources = files(SRC).map(f => ({path: relative(SRC, f), text: readFileSync(f, 'utf8')}));
  // Static imports only: `import … from 'x'` at the start of a line (dynamic import() is how chat.ts loads the UI).
  const staticImports = (text: string) => [...text.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map(m => m[1]!);

  it('only src/ui imports ink or react', () => {
    const offenders = sources.filter(s => !s.path.startsWith('ui/') && staticImports(s.text).some(i => /^(ink|react|ink-text-input)(\/|$)/.test(i)));
    expect(offenders.map(s => s.path)).toEqual([]);
  });

  it('nothing outside src/ui imports the UI statically', () => {
    const offenders = sources.filter(s => !s.path.startsWith('ui/') && staticImports(s.text).some(i => /\/ui\//.test(i)));
    expect(offenders.map(s => s.path)).toEqual([]);
  });
});
