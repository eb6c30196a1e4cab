import {uiStrings} from '../strings.js';
import type {SlashCommand} from './types.js';

/** /profile: what magis knows about the user (name, city, work, languages, preferences). */
const profile: SlashCommand = {
  name: 'profile',
  description: 'what magis knows about you',
  async action(ctx) {
    const s = uiStrings(ctx.language);
    const p = await ctx.services.profile();
    const rows: Array<[string, string]> = [
      [s.profileLabels.name, p.name ?? ''],
      [s.profileLabels.city, p.city ?? ''],
      [s.profileLabels.occupation, p.occupation ?? ''],
      [s.profileLabels.languages, p.languages.join(', ')],
      [s.profileLabels.preferences, p.preferences.join('; ')],
      [s.profileLabels.facts, p.facts.join('; ')],
    ];
    const known = rows.filter(([, value]) => value);
    if (known.length === 0) {
      ctx.print(s.noProfile);
      return;
    }
    // "Label: value" lines; the chat wraps long values under their own text.
    ctx.print([s.profileTitle, ...known.map(([label, value]) => `  • ${label}: ${value}`)].join('\n'));
  },
};

export default profile;
