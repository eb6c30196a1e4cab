import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /forget ID: delete one memory (ids come from /search). */
const forget: SlashCommand = {
  name: 'forget',
  args: 'ID',
  description: 'delete one memory by id',
  async action(ctx, args) {
    const raw = args.trim().replace(/^#/, '');
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
      ctx.print(uiStrings(ctx.language).forgetUsage, 'error');
      return;
    }
    const id = Number(raw);
    const deleted = await ctx.services.forget(id);
    const s = uiStrings(ctx.language);
    ctx.print(deleted ? s.forgot(id) : s.noSuchMemory(id), deleted ? 'info' : 'error');
  },
};

export default forget;
