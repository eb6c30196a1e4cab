import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/**
 * /new: start a new conversation; memories stay, only the running context starts fresh. Like the
 * opening, it shows what is due, today's agenda and a few ways to pick up where the user left off.
 */
const newConversation: SlashCommand = {
  name: 'new',
  description: 'start a new conversation',
  async action(ctx) {
    const id = await ctx.services.newConversation(ctx.mode);
    ctx.startConversation(id);
    const title = uiStrings(ctx.language).newConversation;
    const g = await ctx.services.greeting({again: true}).catch(() => null);
    if (g) ctx.showGreeting({...g, text: title});
    else ctx.print(title);
  },
};

export default newConversation;
