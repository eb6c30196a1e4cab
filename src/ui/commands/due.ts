import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /due: checkups and follow-ups that are due, as `magis remind` lists them. */
const due: SlashCommand = {
  name: 'due',
  description: 'what is due: checkups, follow-ups',
  async action(ctx) {
    const items = await ctx.services.due(ctx.language);
    ctx.print(items.length === 0 ? uiStrings(ctx.language).nothingDue : items.map(line => `• ${line}`).join('\n'));
  },
};

export default due;
