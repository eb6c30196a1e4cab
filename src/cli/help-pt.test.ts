import type {Command} from 'commander';
import {describe, expect, it} from 'vitest';
import {HELP_PT} from './help-pt.js';
import {buildProgram} from './main.js';

const tree = (cmd: Command): Command[] => [cmd, ...cmd.commands.flatMap(tree)];

describe('--help in Portuguese', () => {
  it('has the Portuguese of every description a command, option or argument gives (none left in English)', () => {
    const missing = new Set<string>();
    for (const cmd of tree(buildProgram())) {
      const texts = [cmd.description(), ...cmd.options.map(o => o.description), ...cmd.registeredArguments.map(a => a.description)];
      for (const text of texts) if (text && !HELP_PT[text]) missing.add(text);
    }
    expect([...missing]).toEqual([]);
  });

  it('gives each example in its own language', () => {
    const examples = Object.entries(HELP_PT).filter(([en]) => /"[^"]*\d[^"]*"/.test(en));
    for (const [en, pt] of examples) {
      expect(en, en).not.toMatch(/"(?:sexta|amanhã|hoje)\b/);
      expect(pt, pt).not.toMatch(/"(?:friday|tomorrow|today)\b/);
    }
  });
});

describe('--help on a narrow terminal', () => {
  /** The help of `magis` or one of its commands as a terminal of `columns` shows it. */
  const helpAt = (columns: number, path: string[] = []) => {
    const program = buildProgram();
    let cmd: Command = program;
    for (const name of path) cmd = cmd.commands.find(c => c.name() === name)!;
    for (const c of tree(program)) c.configureOutput({getOutHelpWidth: () => columns});
    return cmd.helpInformation();
  };

  it.each([40, 60, 80, 120])('never writes a line wider than %i columns, nor breaks a word', columns => {
    for (const path of [[], ['agenda'], ['remind'], ['memories', 'list']]) {
      const text = helpAt(columns, path);
      for (const line of text.split('\n')) expect(line.length, `${path.join(' ')}: ${line}`).toBeLessThanOrEqual(columns);
    }
  });

  it('puts a description under its term when there is no room beside it, and beside it when there is', () => {
    expect(helpAt(40)).toMatch(/^ {2}memories\n {6}search and look after your\n {6}memories$/m);
    // At 60 beside it, wrapped at a space: every word whole, the sentence the same once its lines are joined.
    expect(helpAt(60)).toMatch(/^ {2}chat \[options\] +open the chat \(Ink UI\); the\n {28}default command$/m);
    expect(helpAt(120)).toMatch(/^ {2}memories +search and look after your memories$/m);
  });
});
