/**
 * The words `task-match.ts` reads a to-do and a "done" statement with: verb concepts shared by
 * Portuguese and English, the words around a task that are not its object, and articles.
 */
import {tokenize} from './words.js';

/**
 * Verb concepts and their forms (infinitive, first-person past, third person, participle; PT and
 * EN). Regular Portuguese "-ar/-er/-ir" forms are also recognised by `ptVerbRoot`; this table holds
 * the irregular ones and joins the two languages. A concept marked generic ("fazer", "terminar")
 * says that something was done without saying what — it never decides a match by itself.
 */
export const VERBS: Array<{concept: string; generic?: boolean; forms: string}> = [
  {concept: 'do', generic: true, forms: 'fazer fiz fez feito feita fazendo do did done doing does make made'},
  {
    concept: 'finish',
    generic: true,
    forms:
      'terminar terminei terminou terminado concluir conclui concluiu concluido acabar acabei acabou finalizar finalizei finalizou resolver resolvi resolveu resolvido tratar tratei tratou tratado tratada finish finished complete completed wrap wrapped sort sorted handle handled deal dealt',
  },
  {concept: 'renew', forms: 'renovar renovei renovou renovado renew renewed renewing'},
  {concept: 'deliver', forms: 'entregar entreguei entregou entregue deliver delivered submit submitted hand handed'},
  {concept: 'pay', forms: 'pagar paguei pagou pago quitar quitei quitou quitado liquidar liquidei liquidou liquidado liquidada pay paid settle settled'},
  // "grab her a gift" is done by "got jess the earrings": getting a thing is buying it.
  {concept: 'buy', forms: 'comprar comprei comprou comprado buy bought purchase purchased grab grabbed get got'},
  // "falei com a síndica" is done by the call "ligar pra síndica pra falar do vazamento" was for.
  {concept: 'call', forms: 'ligar liguei ligou telefonar telefonei call called phone phoned ring rang falar falei conversar conversei talk talked spoke'},
  {concept: 'send', forms: 'enviar enviei enviou mandar mandei mandou send sent mail mailed email emailed'},
  {concept: 'book', forms: 'marcar marquei marcou agendar agendei agendou reservar reservei book booked schedule scheduled reserve reserved'},
  {concept: 'cancel', forms: 'cancelar cancelei cancelou cancel cancelled canceled'},
  {concept: 'fix', forms: 'consertar consertei arrumar arrumei fix fixed repair repaired'},
  {concept: 'clean', forms: 'limpar limpei lavar lavei clean cleaned wash washed'},
  {concept: 'change', forms: 'trocar troquei trocou change changed swap swapped replace replaced'},
  {concept: 'return', forms: 'devolver devolvi devolveu return returned'},
  {concept: 'take', forms: 'levar levei levou take took taken bring brought'},
  {concept: 'go', forms: 'ir fui foi go went gone visit visited'},
  {concept: 'write', forms: 'escrever escrevi escreveu escrito write wrote written'},
  {concept: 'sign', forms: 'assinar assinei sign signed'},
  {concept: 'answer', forms: 'responder respondi respondeu answer answered reply replied'},
  {concept: 'study', forms: 'estudar estudei study studied'},
  {concept: 'print', forms: 'imprimir imprimi print printed'},
  {concept: 'pick', forms: 'buscar busquei pegar peguei retirar retirei pick picked collect collected'},
];

/**
 * Words around a task that are not its object: obligation and completion leads, time words, chat
 * fillers. "preciso renovar a cnh hj" and "renovei a cnh" share only "cnh".
 */
export const NOISE = new Set(
  tokenize(`preciso precisa precisamos tenho tem temos que q devo deve vou ja finalmente enfim consegui acabei de
  hoje hj amanha ontem agora semana mes ano passada passado proxima proximo segunda terca quarta quinta sexta sabado domingo
  manha tarde noite cedo logo depois ate dia vez
  need needs have has got gotta must should already finally just today tomorrow tmrw yesterday now week month year last next
  monday tuesday wednesday thursday friday saturday sunday morning afternoon evening tonight night by
  kkk kkkk rs rsrs haha lol btw tb tbm pq porque because mto muito remind remember lembrar lembra lembre lembrete
  aquilo aquela aquele coisa coisas pendente pendentes pendencia pendencias estava tava thing things stuff pending
  desse dessa deste desta disso disto ufa aff affs eita`),
);

/**
 * Words only one language's to-dos use: a phrase with an English one and no Portuguese one is
 * English, so "boiler" or "charger" is a noun there, never a Portuguese "-er" infinitive (an English
 * past in "-ed" is a sign too: "oyster topped up").
 */
export const ENGLISH_SIGNS: ReadonlySet<string> = new Set(tokenize('the my your his her our their is are was were to for of and with it its this that up off out down s'));
export const PORTUGUESE_SIGNS: ReadonlySet<string> = new Set(tokenize('o os as do da dos das de para pra pro no na nos nas um uma com e que meu minha seu sua ja'));
/** What follows an English verb at the head of a to-do ("update my resume", "fix the door"). */
export const ENGLISH_OBJECT_LEADS: ReadonlySet<string> = new Set(tokenize('the my a an our his her their some this that your'));
/** The particles of English phrasal verbs ("top up", "drop off", "sort out"). */
export const ENGLISH_PARTICLES: ReadonlySet<string> = new Set(tokenize('up off out down back in over'));
