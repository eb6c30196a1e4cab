import {fold} from '../../text/words.js';
import {uiStrings} from '../strings.js';
import {editDistance} from '../../text/edit-distance.js';
import type {SlashCommand} from './types.js';

/** /people [NAME]: who magis knows and how they relate to the user; with a name, that person. */
const people: SlashCommand = {
  name: 'people',
  args: '[NAME]',
  description: 'the people magis knows',
  async action(ctx, args) {
    const s = uiStrings(ctx.language);
    const list = await ctx.services.people(ctx.language);
    const wanted = fold(args.trim());
    if (!wanted) {
      ctx.print(list.length === 0 ? s.noPeople : list.map(p => `• ${p.name} — ${p.description}`).join('\n'));
      return;
    }
    // Whole name first, then a first name ("/people ana" finds "Ana Paula" when she is the only Ana).
    const exact = list.filter(p => fold(p.name) === wanted);
    const partial = exact.length ? exact : list.filter(p => fold(p.name).split(/\s+/).includes(wanted));
    if (partial.length === 1) {
      ctx.print(`${partial[0]!.name} — ${partial[0]!.description}`);
      return;
    }
    if (partial.length > 1) {
      ctx.print(
        s.ambiguousPerson(
          args.trim(),
          partial.map(p => p.name),
        ),
        'error',
      );
      return;
    }
    // Near misses: a typo of up to a third of the name ("/people joa" → João).
    const near = list.filter(p => editDistance(fold(p.name), wanted) <= Math.max(1, Math.floor(wanted.length / 3))).map(p => p.name);
    ctx.print(s.unknownPerson(args.trim(), near), 'error');
  },
};

export default people;
