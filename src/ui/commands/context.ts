import type {Context} from '../../understanding/types.js';
import type {SlashCommand} from './types.js';

const MODES: readonly Context[] = ['work', 'personal', 'family'];

/** /context work|personal|family: the mode later turns and /remember are tagged with. */
const context: SlashCommand = {
  name: 'context',
  args: 'work|personal|family',
  description: 'switch mode (without a mode: show the current one)',
  action(ctx, args) {
    const wanted = args.trim().toLowerCase();
    if (!wanted) {
      ctx.print(`Mode: ${ctx.mode}. Switch with /context work, /context personal or /context family.`);
      return;
    }
    if (!(MODES as readonly string[]).includes(wanted)) {
      ctx.print(`Unknown mode "${args.trim()}": use work, personal or family.`, 'error');
      return;
    }
    ctx.setMode(wanted as Context);
    ctx.print(`Mode: ${wanted}.`);
  },
};

export default context;
