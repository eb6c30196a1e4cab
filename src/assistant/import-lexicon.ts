/**
 * Words the notes importer reads to learn conservatively (learn-conservative.ts): what marks a
 * sentence as an expiry (a date to remember, which books nothing), and the nouns that make a
 * capitalised name a business, a place, a service or a system rather than someone.
 */
import type {VarietyWords} from '../understanding/varieties.js';

/**
 * An end of validity said of a thing: "the passport expires in March", "the cat's rabies jab runs
 * out in June", "a CNH vence em fevereiro", "o cartão caduca em maio", "válido até dezembro".
 */
export const EXPIRY: VarietyWords = {
  pt: 'expira, expiram, expirava, vai expirar, válido até, válida até, válidos até, válidas até, data de validade, prazo de validade, fim da validade',
  'pt-BR': 'perde a validade, perdem a validade',
  'pt-PT': 'caduca, caducam, vai caducar',
  en: 'expires, expire, expiring, expiry, expiration, runs out, valid until, valid till, good until, good through',
  'en-US': 'expiration date, good thru',
  'en-GB': 'expiry date, due to expire',
};

/**
 * "Vencer" is to expire or fall due ("a CNH vence em fevereiro", "vence dia 10") and to win ("o
 * Benfica vence o Porto"): an expiry only when a time follows it, said by one of `WHEN_AFTER` or a
 * number.
 */
export const EXPIRY_IF_TIMED: VarietyWords = {pt: 'vence, vencem, vencia, vai vencer'};

/** Words that open a time after "vence": "em fevereiro", "no dia 3", "dia 10", "até sexta", "amanhã". */
export const WHEN_AFTER: VarietyWords = {
  pt: 'em, no, na, dia, até, amanhã, hoje, este, esta, neste, nesta, este mês, próximo, próxima, daqui, antes, depois, semana, mês, ano, fim, final, início',
  'pt-BR': 'mês que vem, semana que vem, ano que vem',
  'pt-PT': 'para a semana, para o mês, para o ano',
};

/**
 * Nouns that name what a capitalised name is when one of them is part of it: "Billing Service",
 * "Riverside Hospital", "Padaria Real", "Project Orion", "Gail's Bakery" — a business, a place,
 * a team or a system, never someone. Words that are also common surnames (Park, Lane, Church,
 * Hall) are left out: "Lois Lane" is someone.
 */
export const THING_NOUNS: VarietyWords = {
  pt: 'serviço, serviços, padaria, loja, mercado, supermercado, farmácia, hospital, clínica, escola, colégio, faculdade, universidade, banco, restaurante, bar, igreja, escritório, biblioteca, hotel, estação, aeroporto, parque, rua, avenida, praça, bairro, sistema, empresa, consultório, laboratório, oficina, salão, cabeleireiro, projeto, plataforma, servidor, aplicativo, agência, cooperativa, condomínio, shopping, hipermercado, livraria, papelaria, lavandaria, café',
  'pt-BR': 'equipe, drogaria, açougue, lanchonete, boteco, academia, ltda, padoca, mercadinho, pet shop, petshop',
  'pt-PT': 'equipa, pastelaria, talho, tasca, ginásio, lda, projecto, mercearia, frutaria, drogaria, tabacaria, quiosque',
  en: 'service, services, bakery, cafe, café, coffee, shop, store, market, supermarket, pharmacy, hospital, clinic, school, college, university, bank, restaurant, bar, grill, kitchen, office, library, hotel, station, airport, street, road, avenue, square, team, project, app, api, server, cluster, database, platform, system, company, group, studio, salon, garage, practice, institute, academy, foundation, agency, club, inc, corp, corporation, labs, lab, hub, cloud, pipeline, dashboard, portal, gym, boutique, bistro, brewery, pizzeria, bookshop, bookstore',
  'en-US': 'center, deli, diner, mall, drugstore, llc, pharmacy, daycare, dmv',
  'en-GB': 'centre, pub, chemist, chemists, surgery, ltd, plc, newsagent, newsagents, takeaway, chippy, nursery, leisure centre',
};
