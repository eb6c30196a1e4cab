import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /new: start a new conversation; memories stay, only the running context starts fresh. */
const newConversation: SlashCommand = {
  name: 'new',
  description: 'start a new conversation',
  async action(ctx) {
    const id = await ctx.services.newConversation(ctx.mode);
    ctx.startConversation(id);
    ctx.print(uiStrings(ctx.language).newConversation);
  },
};

export default newConversation;
