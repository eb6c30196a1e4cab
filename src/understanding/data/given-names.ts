/**
 * Given names the generated lexicon (first-names.ts, from faker's locales) lacks: Irish, Scottish
 * and Welsh names British users give their children and parents, and the older Portuguese names
 * of Portugal's and Brazil's grandparents (Abílio, Gertrudes, Etelvina, Juscelino). Without them "my daughter Niamh" or "o avô Telmo" read as a word.
 * Hand-kept, tagged by the variety that names people so (varieties.ts); a name that is also an
 * everyday word in either language ("Orla", the Portuguese shore; "Piedade") is left out.
 */
import type {VarietyWords} from '../varieties.js';

/** Given names used mostly for women. */
export const MORE_FEMALE_NAMES: VarietyWords = {
  'en-GB':
    'Siobhan, Niamh, Aoife, Saoirse, Caoimhe, Sinéad, Róisín, Aisling, Clodagh, Gráinne, Eimear, Mairéad, Bríd, Brigid, Deirdre, ' +
    'Catriona, Kirsty, Eilidh, Morag, Ailsa, Siân, Cerys, Bronwen, Freya, Esme, Tilly, Shauna',
  'en-US': 'Nevaeh, Kinsley, Jolene',
  'pt-PT':
    'Henriqueta, Guilhermina, Deolinda, Arminda, Alzira, Zulmira, Albertina, Idalina, Benvinda, Leopoldina, Rosalina, ' +
    'Etelvina, Felismina, Ludovina, Umbelina, Belmira, Custódia, Libânia, Adozinda, Balbina, Ricardina, Herculana, Juvelina, ' +
    'Gracinda, Leonilde, Laurinda, Florinda, Isaura, Belarmina, Felisbela, Marcolina, Maximina, Silvina, Abília',
  // Names of the older generation on both sides of the Atlantic ("a avó Gertrudes", "tia Joaquina").
  pt: 'Gertrudes, Joaquina, Jacinta, Lucília, Celestina, Zélia, Bernardete, Edite, Cacilda, Honorata, Feliciana, Carmelinda',
  'pt-BR': 'Severina, Raimunda, Lindalva, Iracema, Creuza',
};

/** Given names used mostly for men. */
export const MORE_MALE_NAMES: VarietyWords = {
  'en-GB': 'Oisín, Cian, Ciarán, Eoin, Pádraig, Darragh, Cathal, Fionn, Tadhg, Ronan, Colm, Dermot, Fergal, Niall, Ewan, Rhys, Dafydd, ' + 'Gethin, Aled, Iolo, Alasdair, Struan',
  'en-US': 'Brantley',
  'pt-PT':
    'Caetano, Telmo, Baltazar, Tristão, Fernão, Belmiro, Armindo, Adelino, Ilídio, Custódio, Laurindo, ' +
    'Abílio, Teotónio, Arménio, Ludgero, Gualter, Amândio, Delmiro, Viriato, Olegário, Alípio, Venâncio, Belarmino, Silvino, Serafim, Zeferino, Apolinário',
  pt: 'Agostinho, Amadeu, Arlindo, Avelino, Bartolomeu, Crispim, Diamantino, Firmino, Inácio, Justino, Valdemar, Zacarias, Aristides, Bernardino, Constantino, Honório, Martinho, Ambrósio, Jacó',
  'pt-BR': 'Juscelino, Valdomiro, Durval, Nivaldo, Jurandir, Edivaldo',
};
