import type {SlashCommand} from './types.js';

/** /help: every command and the keys, short enough to read at a glance. */
const help: SlashCommand = {
  name: 'help',
  description: 'show commands and keys',
  action(ctx) {
    const width = Math.max(...ctx.commands.map(c => (c.name + (c.args ? ' ' + c.args : '')).length));
    const lines = ctx.commands.map(c => `  /${(c.name + (c.args ? ' ' + c.args : '')).padEnd(width)}  ${c.description}`);
    lines.push(
      '',
      '  Enter sends · Alt+Enter or Ctrl+J new line · Up/Down history · Tab completes a command',
      '  Ctrl+C cancels an answer (twice on an empty prompt quits) · Ctrl+D on an empty prompt quits',
    );
    ctx.print(['Commands:', ...lines].join('\n'));
  },
};

export default help;
