import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /help: every command and the keys, short enough to read at a glance. */
const help: SlashCommand = {
  name: 'help',
  description: 'show commands and keys',
  action(ctx) {
    const width = Math.max(...ctx.commands.map(c => (c.name + (c.args ? ' ' + c.args : '')).length));
    const s = uiStrings(ctx.language);
    const lines = ctx.commands.map(c => `  /${(c.name + (c.args ? ' ' + c.args : '')).padEnd(width)}  ${s.descriptions[c.name] ?? c.description}`);
    lines.push('', ...s.keys.map(k => `  ${k}`));
    ctx.print([s.commandsTitle, ...lines].join('\n'));
  },
};

export default help;
