import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /undo: forget what the last message taught (its memories, and the people, links, checkups and tasks made from them). */
const undo: SlashCommand = {
  name: 'undo',
  description: 'forget what the last message taught',
  async action(ctx) {
    const s = uiStrings(ctx.language);
    // What it reverted, a calendar account taken away or back, and what it left as it is: as `magis undo` says it.
    ctx.print(s.undone(await ctx.services.undo()));
  },
};

export default undo;
