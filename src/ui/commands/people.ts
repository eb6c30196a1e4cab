import type {SlashCommand} from './types.js';

/** /people: who magis knows and how they relate to the user. */
const people: SlashCommand = {
  name: 'people',
  description: 'the people magis knows',
  async action(ctx) {
    const list = await ctx.services.people(ctx.language);
    if (list.length === 0) {
      ctx.print('No people yet. Tell me about them, e.g. "Minha filha Susana tem 16 anos".');
      return;
    }
    ctx.print(list.map(p => `${p.name} — ${p.description}`).join('\n'));
  },
};

export default people;
