/**
 * Word lists of the to-do reader (tasks.ts) that are said differently by variety. The shared leads
 * of an obligation ("preciso", "tenho que", "remind me to") stay in lexicon.ts.
 */
import {phrasesOf, wordsOf} from './varieties.js';

/**
 * Asking to be reminded, with the pronoun after the verb as Portugal writes it: "lembra-me de ligar",
 * "lembre-me amanhã de…", "lembrem-me de…". Brazil's "me lembra de" is in OBLIGATION already.
 */
export const REMIND_ME_LEADS: readonly string[] = phrasesOf({
  'pt-PT': 'lembra-me de, lembre-me de, lembrem-me de, lembra-me, lembre-me, lembrem-me, não me deixes esquecer de, nao me deixes esquecer de',
  'pt-BR': 'não me deixa esquecer de, nao me deixa esquecer de',
  en: "don't let me forget to, do not let me forget to",
});

/**
 * Articles left at the end of a to-do once its date is cut ("renew the car insurance by the [end of
 * the month]" → "…by the", "pagar o seguro até ao [fim do mês]" → "…até ao"): no to-do ends on one.
 */
export const TASK_LOOSE_ARTICLES: ReadonlySet<string> = wordsOf({pt: 'ao, o, a, os, as, à, às', en: 'the, a, an'});
