import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /remember TEXT: store a memory explicitly, tagged with the current mode. */
const remember: SlashCommand = {
  name: 'remember',
  args: 'TEXT',
  description: 'remember something explicitly',
  async action(ctx, args) {
    const text = args.trim();
    if (!text) {
      ctx.print(uiStrings(ctx.language).rememberUsage, 'error');
      return;
    }
    const {id} = await ctx.services.remember(text, ctx.mode);
    ctx.print(id === null ? uiStrings(ctx.language).alreadyRemembered : uiStrings(ctx.language).remembered(id));
  },
};

export default remember;
