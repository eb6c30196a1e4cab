import {noTasks} from '../../agenda/task-format.js';
import type {SlashCommand} from './types.js';

/** /tasks: open tasks, as `magis tasks` lists them. */
const tasks: SlashCommand = {
  name: 'tasks',
  description: 'your open tasks',
  async action(ctx) {
    const lines = await ctx.services.tasks(ctx.language);
    ctx.print(lines.length ? lines.join('\n') : noTasks(ctx.language));
  },
};

export default tasks;
