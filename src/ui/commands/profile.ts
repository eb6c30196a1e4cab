import {profileLines} from '../../assistant/profile-lines.js';
import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /profile: what magis knows about the user, as `magis profile` says it. */
const profile: SlashCommand = {
  name: 'profile',
  description: 'what magis knows about you',
  async action(ctx) {
    const s = uiStrings(ctx.language);
    // The same lines as `magis profile`: every answer the onboarding kept (age and preferred times too).
    const lines = profileLines(await ctx.services.profile(), ctx.language);
    if (lines.length === 0) {
      ctx.print(s.noProfile);
      return;
    }
    // "Label: value" lines; the chat wraps long values under their own text.
    ctx.print([s.profileTitle, ...lines.map(line => `  • ${line}`)].join('\n'));
  },
};

export default profile;
