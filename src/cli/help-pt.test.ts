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
