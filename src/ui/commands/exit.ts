import type {SlashCommand} from './types.js';

/** /exit: leave the chat (exit code 0). Everything said is already stored. */
const exit: SlashCommand = {
  name: 'exit',
  description: 'leave the chat',
  action(ctx) {
    ctx.quit(0);
  },
};

export default exit;
