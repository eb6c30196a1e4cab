import type {SlashCommand} from './types.js';

/** /agenda: the week ahead, grouped by day, as `magis agenda` shows it. */
const agenda: SlashCommand = {
  name: 'agenda',
  description: 'the week ahead: appointments, events, birthdays, tasks',
  async action(ctx) {
    ctx.print((await ctx.services.agenda(ctx.language)).join('\n'));
  },
};

export default agenda;
