import stringWidth from 'string-width';
import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /help: every command and the keys, short enough to read at a glance. */
const help: SlashCommand = {
  name: 'help',
  description: 'show commands and keys',
  action(ctx) {
    const s = uiStrings(ctx.language);
    const usage = (c: (typeof ctx.commands)[number]) => {
      const args = s.args[c.name] ?? c.args;
      return c.name + (args ? ` ${args}` : '');
    };
    // Padded in terminal columns, so the descriptions line up whatever the argument hints hold.
    const width = Math.max(...ctx.commands.map(c => stringWidth(usage(c))));
    const lines = ctx.commands.map(c => `  /${usage(c)}${' '.repeat(width - stringWidth(usage(c)))}  ${s.descriptions[c.name] ?? c.description}`);
    lines.push('', ...s.keys.map(k => `  ${k}`));
    ctx.print([s.commandsTitle, ...lines].join('\n'));
  },
};

export default help;
