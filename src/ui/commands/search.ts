import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /search QUERY: the same hybrid search as `magis memories search`, a few lines each. */
const search: SlashCommand = {
  name: 'search',
  args: 'QUERY',
  description: 'search your memories',
  async action(ctx, args) {
    const query = args.trim();
    if (!query) {
      ctx.print(uiStrings(ctx.language).searchUsage, 'error');
      return;
    }
    const hits = await ctx.services.search(query);
    if (hits.length === 0) {
      ctx.print(uiStrings(ctx.language).nothingFound(query));
      return;
    }
    const lines = hits.map(h => {
      const who = h.entities.length ? ` [${h.entities.join(', ')}]` : '';
      const text = h.content.replace(/\s+/g, ' ');
      return `  ${h.ref.padEnd(5)} ${h.date}  ${text.length > 120 ? text.slice(0, 117) + '…' : text}${who}`;
    });
    ctx.print([uiStrings(ctx.language).found(hits.length, query), ...lines].join('\n'));
  },
};

export default search;
