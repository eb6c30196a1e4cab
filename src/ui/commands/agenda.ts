import type {SlashCommand} from './types.js';

/** /agenda: the week ahead, grouped by day, as `magis agenda` shows it. */
const agenda: SlashCommand = {
  name: 'agenda',
  description: 'the week ahead: appointments, events, birthdays, tasks',
  async action(ctx) {
    if (!ctx.services.agenda) {
      ctx.print(ctx.language === 'pt' ? 'A agenda não está disponível aqui.' : 'The agenda is not available here.', 'error');
      return;
    }
    ctx.print((await ctx.services.agenda(ctx.language)).join('\n'));
  },
};

export default agenda;
