import type {SlashCommand} from './types.js';

/** /forget ID: delete one memory (ids come from /search). */
const forget: SlashCommand = {
  name: 'forget',
  args: 'ID',
  description: 'delete one memory by id',
  async action(ctx, args) {
    const raw = args.trim().replace(/^#/, '');
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
      ctx.print(`Give a memory id, e.g. /forget 12 (ids are shown by /search).`, 'error');
      return;
    }
    const id = Number(raw);
    const deleted = await ctx.services.forget(id);
    ctx.print(deleted ? `Forgot #${id}.` : `No memory with id ${id}; nothing was deleted.`, deleted ? 'info' : 'error');
  },
};

export default forget;
