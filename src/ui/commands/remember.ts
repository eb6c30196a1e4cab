import type {SlashCommand} from './types.js';

/** /remember TEXT: store a memory explicitly, tagged with the current mode. */
const remember: SlashCommand = {
  name: 'remember',
  args: 'TEXT',
  description: 'remember something explicitly',
  async action(ctx, args) {
    const text = args.trim();
    if (!text) {
      ctx.print('Nothing to remember: write it after /remember.', 'error');
      return;
    }
    const {id} = await ctx.services.remember(text, ctx.mode);
    ctx.print(id === null ? 'Already remembered.' : `Remembered #${id}.`);
  },
};

export default remember;
