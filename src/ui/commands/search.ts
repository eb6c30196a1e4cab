import {shortenAtWord} from '../../assistant/greeting.js';
import {uiStrings} from '../strings.js';

/** About a line and a half of an 80-column terminal per hit: enough to recognise a memory. */
const SHOWN_CHARACTERS = 120;
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
      // A bullet, so wrapped lines hang under the text; long memories end at a word, never mid-word.
      return `  • ${h.ref} ${h.date} — ${shortenAtWord(text, SHOWN_CHARACTERS)}${who}`;
    });
    ctx.print([uiStrings(ctx.language).found(hits.length, query), ...lines].join('\n'));
  },
};

export default search;
