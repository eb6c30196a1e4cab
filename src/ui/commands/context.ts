import type {Context} from '../../domain/types.js';
import {uiStrings} from '../strings.js';
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
      ctx.print(uiStrings(ctx.language).modeNow(ctx.mode));
      return;
    }
    if (!(MODES as readonly string[]).includes(wanted)) {
      ctx.print(uiStrings(ctx.language).unknownMode(args.trim()), 'error');
      return;
    }
    ctx.setMode(wanted as Context);
    ctx.print(uiStrings(ctx.language).modeSet(wanted));
  },
};

export default context;
