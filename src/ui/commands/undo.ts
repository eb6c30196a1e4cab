import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /undo: forget what the last message taught (its memories, and the people, links, checkups and tasks made from them). */
const undo: SlashCommand = {
  name: 'undo',
  description: 'forget what the last message taught',
  async action(ctx) {
    const s = uiStrings(ctx.language);
    const u = await ctx.services.undo();
    if (u.memories === 0 && u.changes.length === 0) {
      ctx.print(s.nothingToUndo);
      return;
    }
    ctx.print(s.undone(u));
  },
};

export default undo;
