/**
 * The words the speaker tells a change of their own life with, tagged by variety: a move to another
 * city ("mudei-me para Aveiro", "we just moved to Boston"). Read by the self reader (self.ts).
 */
import {phrasesOf} from './varieties.js';

/** Saying one has moved, just before the new place; each phrase is the speaker's own (never "my sister moved to"). */
export const MOVED_TO: readonly string[] = phrasesOf({
  pt: 'mudei para, mudamos para, me mudei para, nos mudamos para',
  'pt-BR': 'mudei pra, mudamos pra, me mudei pra, nos mudamos pra, a gente se mudou para, a gente se mudou pra, a gente mudou pra',
  'pt-PT': 'mudei-me para, mudamo-nos para, mudámo-nos para, fui viver para, fomos viver para',
  en: "i moved to, we moved to, i just moved to, we just moved to, i recently moved to, we recently moved to, i've moved to, we've moved to, i've just moved to, we've just moved to, i have moved to, we have moved to, we finally moved to, i relocated to, we relocated to",
  'en-GB': "i've moved up to, we've moved up to, i've moved down to, we've moved down to, we moved up to, we moved down to",
});
