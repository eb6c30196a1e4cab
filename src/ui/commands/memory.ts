import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/**
 * /memory on|off: the "Smart Context" toggle. Off: answers use only this conversation (no stored
 * memories, people or profile), while what the user says is still learned. Without an argument:
 * shows the current state.
 */
const memory: SlashCommand = {
  name: 'memory',
  args: 'on|off',
  description: 'Smart Context: answers use your memories (on) or only this conversation (off)',
  action(ctx, args) {
    const s = uiStrings(ctx.language);
    const wanted = args.trim().toLowerCase();
    const on = ['on', 'ligar', 'liga', 'ligado', 'sim', 'yes'];
    const off = ['off', 'desligar', 'desliga', 'desligado', 'nao', 'não', 'no'];
    if (!wanted) {
      ctx.print(s.memoryState(!ctx.memoryOff));
      return;
    }
    if (!on.includes(wanted) && !off.includes(wanted)) {
      ctx.print(s.memoryUsage, 'error');
      return;
    }
    const turnOff = off.includes(wanted);
    ctx.setMemoryOff(turnOff);
    ctx.print(s.memorySet(!turnOff));
  },
};

export default memory;
