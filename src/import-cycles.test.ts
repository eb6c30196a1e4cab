import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

/**
 * The top-level folders of src/ are floors: a folder may lean on the ones below it, never on one
 * that leans on it. A cycle among folders (store → agenda → reminders → store, issue 38 item 8) means
 * none of them can be read, tested or moved alone. This reads every relative import of the source
 * (type imports too: they tie the folders' meanings as much as their code) and lists the folders
 * that reach each other. The one cycle left is named below; a new one fails here with the imports
 * that make it.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** Cycles that exist and are known, each as its folders in alphabetical order. */
const KNOWN_CYCLES: string[][] = [
  // retrieval/kin-query.ts reads kinship words from assistant/answers/who-words.ts.
  ['assistant', 'retrieval'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap(e => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** `from './x.js'`, `import './x.js'`, `import('./x.js')`: every relative module a file names. */
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;

const folderOf = (file: string): string => relative(SRC, file).split('/')[0]!;

/** Folder → folder → the imports that go there. */
function folderImports(root: string = SRC): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    if (from.includes('.')) continue; // a file at src/'s top is no floor
    for (const m of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), m[1]!);
      const to = folderOf(target);
      if (to === from || to.startsWith('..')) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, out);
      out.set(to, [...(out.get(to) ?? []), `${relative(SRC, file)} → ${m[1]}`]);
    }
  }
  return edges;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components of two or more). */
function cycles(edges: Map<string, Map<string, string[]>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

/** Each import inside a cycle, to say what ties it. */
function explain(group: string[], edges: Map<string, Map<string, string[]>>): string {
  return group
    .flatMap(a => [...(edges.get(a) ?? [])].filter(([b]) => group.includes(b)).flatMap(([, lines]) => lines))
    .map(line => `  ${line}`)
    .join('\n');
}

describe('the floors of src/', () => {
  const edges = folderImports();

  it('reads the imports it judges (the CLI leans on the store, the store on time)', () => {
    expect(edges.get('cli')?.has('store')).toBe(true);
    expect(edges.get('store')?.has('time')).toBe(true);
  });

  it('finds a cycle when two folders lean on each other', () => {
    const made = new Map([
      ['a', new Map([['b', ['a/x.ts → ../b/y.js']]])],
      ['b', new Map([['c', ['b/y.ts → ../c/z.js']]])],
      ['c', new Map([['a', ['c/z.ts → ../a/x.js']]])],
    ]);
    expect(cycles(made)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle among its folders but the known ones', () => {
    const found = cycles(edges);
    const unknown = found.filter(g => !KNOWN_CYCLES.some(k => k.join() === g.join()));
    expect(unknown.map(g => `${g.join(' ⇄ ')}:\n${explain(g, edges)}`)).toEqual([]);
  });

  it('lists no known cycle that is gone (take it off the list)', () => {
    const found = cycles(edges).map(g => g.join());
    expect(KNOWN_CYCLES.filter(k => !found.includes(k.join()))).toEqual([]);
  });

  it('keeps store, agenda, reminders and calendar apart (issue 38): each leans only downward', () => {
    for (const group of cycles(edges)) for (const floor of ['store', 'agenda', 'reminders', 'calendar', 'time', 'text']) expect(group).not.toContain(floor);
  });
});
