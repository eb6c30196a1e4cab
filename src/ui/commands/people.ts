import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /people: who magis knows and how they relate to the user. */
const people: SlashCommand = {
  name: 'people',
  description: 'the people magis knows',
  async action(ctx) {
    const list = await ctx.services.people(ctx.language);
    if (list.length === 0) {
      ctx.print(uiStrings(ctx.language).noPeople);
      return;
    }
    ctx.print(list.map(p => `${p.name} — ${p.description}`).join('\n'));
  },
};

export default people;
