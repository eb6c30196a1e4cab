/**
 * The words of a clause's stance toward a thing it names: calling it off, moving it, the new day
 * it now has. Tagged by variety (varieties.ts); matched folded, phrase by phrase, longest first.
 */
import {phrasesOf, type VarietyWords, wordsOf} from '../varieties.js';

/** Calling a thing off, said of the thing: "foi cancelada", "desmarquei", "anularam", "is off", "called off", "scrapped". */
const CANCEL: VarietyWords = {
  pt: `cancelar, cancela, cancelo, cancelou, cancelaram, cancelei, cancelamos, cancelado, cancelada, cancelados, canceladas, cancelaram a,
    desmarcar, desmarca, desmarco, desmarcou, desmarcaram, desmarquei, desmarcamos, desmarcado, desmarcada, desmarcados, desmarcadas,
    suspenso, suspensa, suspenderam, suspendeu, suspendi, tira da agenda, tirar da agenda, tira do calendario, tirar do calendario,
    apaga da agenda, apagar da agenda, tira, tire, tirem, tirar, apaga, apague, apagar, remove, remova, remover, risca, risque, riscar`,
  'pt-BR': `furou, furaram, melou, miou, desmarcaram a, desisti do, desisti da, desistimos do, desistimos da, desistiu do, desistiu da,
    desistiram do, desistiram da, vai faltar, vou faltar, vamos faltar, falta a, falta ao, falta à, falta na, falta no, faltar a, faltar ao,
    faltar na, faltar no, vai matar, ja era, já era, dançou, dancou, caiu, gorou, foi por agua abaixo, foi por água abaixo`,
  'pt-PT': `anular, anulou, anularam, anulei, anulado, anulada, ficou sem efeito, fica sem efeito, ficam sem efeito, ficaram sem efeito, sem efeito, desconvocada, desconvocado, desconvocaram,
    saltamos, saltar, salta, saltam, salto, vamos saltar, vai saltar, falta à, falta ao, falto à, falto ao, faltamos à, faltamos ao`,
  en: `cancel, cancels, cancelled, canceled, cancelling, canceling, called off, call off, calling off, calls off, scrap, scrapped, scrapping,
    delete, nixed, axed, is off, are off, 's off, s off, got cancelled, got canceled, take off the calendar, take it off the calendar,
    take off my calendar, remove from the calendar, remove from my calendar, strike it off, delete it from the calendar,
    skip, skipping, skips, skipped, we're skipping, missing, gonna miss, going to miss, will miss, will be missing, dropping out of,
    dropped out of, pulled out of, quit, quitting, gave up, giving up, pulled it, pulled the, take me off the books, took me off the books,
    taken off the books, take him off the books, take her off the books, off the books, no more`,
  'en-GB': `binned, knocked on the head, giving it a miss, give it a miss, giving a miss, cried off, cries off, crying off, cry off`,
  'en-US': `bailed, bailed on, bailing, bailing on, flaked, flaked on, flaking`,
};

/** Words that deny the verb after them: "não vai", "n vai", "já não há", "won't", "isn't". */
const NEGATION: VarietyWords = {
  pt: `nao, não, n, num, nem, nunca, ja nao, já não, nada, nenhum, nenhuma`,
  en: `not, no, never, nothing, none, don't, dont, doesn't, doesnt, didn't, didnt, won't, wont, isn't, isnt, aren't, arent, wasn't, wasnt, can't, cant, cannot, no longer, shan't,
    couldn't, couldnt, could not`,
};

/**
 * Verbs of a plan taking place that a negation turns into calling it off: "não vai mais", "não vamos
 * ao jantar", "não vai haver aula", "not going", "won't be having the party", "isn't happening".
 */
const TAKES_PLACE: VarietyWords = {
  pt: `vai, vou, vamos, vao, vão, ir, vai ter, vai haver, vai rolar, vai acontecer, ha, há, haverá, havera, tem mais, tem, teremos, vamos ter,
    vamos fazer, vai fazer, rola, rolar, acontece, acontecer, precisa, precisa mais, precisa ir, precisa de ir, vai precisar,
    deu pra ir, deu pra levar, deu para ir, deu para levar, consegui ir, consegui levar, conseguimos ir, conseguimos levar,
    se faz, se realiza, se vai fazer, vai se realizar, tenho, temos`,
  'pt-PT': `há mais, ha mais, vai haver, já não vai, vai lá, vamos lá`,
  en: `going, go, goes, be going, be having, having, have, happening, happen, happens, be happening, take place, taking place, need, needs,
    need to go, needs to go, attending, attend, be attending, doing, be doing, be at, make it to, make it, making it, be there,
    manage to go, managed to go, manage to take, managed to take, get to, get her to, get him to,
    bothering with, bother with, be bothering with, bothering going to, bother going to`,
};

/** "mais", "anymore", "after all": a plan no longer on. */
const ANY_MORE: VarietyWords = {
  pt: `mais, afinal`,
  en: `anymore, any more, after all, either`,
};

/** A need given up, said after it: "não precisa mais", "doesn't need it anymore" ("afinal", "after all" with a need tell what was found, not a plan dropped). */
const NEED_GIVEN_UP: VarietyWords = {
  pt: `mais`,
  en: `anymore, any more`,
};

/**
 * Moving a thing to another day or hour: "remarcaram", "adiaram", "antecipou", "passou para",
 * "rescheduled", "pushed back", "brought forward", "moved". The new day is said after them.
 */
const MOVE: VarietyWords = {
  pt: `remarcar, remarca, remarcou, remarcaram, remarquei, remarcamos, remarcado, remarcada, remarcados, remarcadas,
    reagendar, reagenda, reagendou, reagendaram, reagendei, reagendamos, reagendado, reagendada,
    adiar, adia, adiou, adiaram, adiei, adiamos, adiado, adiada, adiados, adiadas,
    antecipar, antecipa, antecipou, anteciparam, antecipei, antecipamos, antecipado, antecipada,
    transferir, transferiu, transferiram, transferi, transferido, transferida,
    mudar, muda, mudou, mudaram, mudei, mudamos, mudado, mudada, passar, passa, passou, passaram, passei, passamos, passado, passada,
    trocar, troca, trocou, trocaram, troquei, trocamos, trocado, trocada, empurrar, empurra, empurre, empurrou, empurraram, empurrei, jogou, jogaram, joguei,
    puxar, puxou, puxaram, puxei, puxamos, puxado, puxada, puxados, puxadas`,
  'pt-PT': `alteraram, alterou, alterei, alterada, alterado, marcaram-na para, marcaram-no para, mudaram-na, mudaram-no, passaram-na, passaram-no,
    adiaram-na, adiaram-no, remarcaram-na, remarcaram-no, desmarcaram e marcaram`,
  en: `move, moves, moved, moving, reschedule, reschedules, rescheduled, rescheduling, rebook, rebooked, rebooking, re-booked, postpone,
    postponed, postponing, push, pushed, pushing, pushed back, push back, put back, bring forward, brought forward, bringing forward,
    bump, bumped, shift, shifted, switch, switched, change, changed, swap, swapped, moved up, move up, pulled forward, shove, shoved, shoving`,
  'en-GB': `put off, shunted`,
};

/** Verbs of MOVE too common to mean a move by themselves: only with a new day right after ("passou pra sexta", "changed to friday"). */
export const MOVE_NEEDS_TARGET: ReadonlySet<string> = wordsOf({
  pt: `mudar, muda, mudou, mudaram, mudei, mudamos, mudado, mudada, passar, passa, passou, passaram, passei, passamos, passado, passada,
    trocar, troca, trocou, trocaram, troquei, trocamos, trocado, trocada, empurrar, empurra, empurre, empurrou, empurraram, empurrei, jogou, jogaram, joguei, transferir, transferiu, transferiram, transferi,
    puxar, puxou, puxaram, puxei, puxamos, puxado, puxada, puxados, puxadas`,
  en: `change, changed, switch, switched, swap, swapped, shift, shifted, push, pushed, pushing, bump, bumped, move, moved, moving, shove, shoved, shoving`,
});

/**
 * A new day said of a thing without a verb of moving: "agora é sexta", "ficou pra sexta", "passou a
 * ser às 10h", "is now friday at 10", "now on thursday", "… on friday instead".
 */
const NOW_ON: VarietyWords = {
  pt: `agora e, agora é, agora eh, agora vai ser, agora sera, agora será, agora fica, agora ficou, ficou pra, ficou para, ficou p, fica pra,
    fica para, passou a ser, vai passar a ser, agora na, agora no, agora dia, agora as, agora às, foi para as, foi pras, foi pra as,
    foi para a, foi pra, foi para o dia, foi pro dia, foi para dia`,
  'pt-PT': `agora é a, ficou marcada para, ficou marcado para, passa a ser, afinal é, afinal e`,
  en: `is now, 's now, s now, are now, will now be, now on, now at, now is, is now on, is now at, instead, has been moved to,
    now happening on, been changed to, changed it to, now it's, now it is, now its, now they're, now it'll be, now it will be`,
};

/** Where the new day begins after a move: "pra sexta", "para quinta", "p/ dia 10", "to friday", "till monday". */
const TO_DAY: VarietyWords = {
  pt: `para, pra, pro, p, pras, para a, para o, pra a, pro dia, para dia, pra dia, para o dia, pra o dia`,
  en: `to, till, until, for, back to, forward to, over to, up to`,
};

/** A day said of one occurrence of a series: "hoje", "essa semana", "dessa vez", "this week", "this time". */
const THIS_TIME: VarietyWords = {
  pt: `dessa vez, desta vez, essa semana, esta semana, hoje, amanha, amanhã, semana que vem, so hoje, só hoje, so essa, so esta, só essa, só esta`,
  'pt-PT': `para a semana, esta vez`,
  en: `this time, this week, today, tomorrow, tonight, next week, just this once, this once, just this week, just today`,
};

/** A series called off or moved as a whole: "de vez", "todas as", "for good", "every week from now", "anymore". */
const WHOLE_SERIES: VarietyWords = {
  pt: `de vez, para sempre, todas as, todos os, toda semana, todas as semanas, a partir de agora, daqui pra frente, daqui para a frente, de agora em diante`,
  'pt-PT': `de vez em vez, daqui em diante`,
  en: `for good, permanently, every week, all of them, from now on, going forward, the whole series, altogether`,
};

/** A hard "no, not that": the words that deny the day or hour after them in a correction ("não 15", "not 3", "e não às 19h"). */
const DENY_LEAD: VarietyWords = {
  pt: `nao, não, n, e nao, e não, em vez de, ao inves de, ao invés de`,
  en: `not, instead of, rather than, and not`,
};

/**
 * Saying a day does not work for someone: "can't make tues", "cant do wednesday", "won't make it
 * on Monday", "não consigo amanhã", "não dá na quinta", "não pode na 3.ª". Before a move in the
 * same message, that day is the old day of the thing moved, and whoever says it is whose.
 */
const CANT_MAKE: VarietyWords = {
  pt: `nao consigo, não consigo, nao consegue, não consegue, nao da, não dá, nao dá, nao vai dar, não vai dar, nao posso, não posso, nao pode, não pode`,
  en: `can't make, cant make, can't do, cant do, cannot make, cannot do, can't go, cant go, won't make, wont make, won't make it, wont make it, can't make it, cant make it, couldn't make, couldnt make, isn't free, isnt free, not free`,
};

/**
 * A verdict on a thing had, or its being over: it happened. "a festa correu muito bem", "a reunião foi
 * ótima", "já foi", "deu tudo certo", "went fine", "was great", "all done", "done ✅".
 */
const HAPPENED: VarietyWords = {
  pt: `✅, ✔, ✔️, ☑️, feito, feita, concluido, concluida, correu bem, correu muito bem, correu tudo bem, correu otimo, correu ótimo, correu mal, foi otima, foi ótima, foi otimo, foi ótimo,
  foi boa, foi bom, foi muito boa, foi muito bom, foi tranquilo, foi tranquila, foi otima a, foi um sucesso, ja foi, já foi, deu tudo certo, deu certo,
  terminou agora, terminou, acabou agora, sem caries, sem cáries, tudo ok, ok sem`,
  'pt-BR': `foi top, foi show, foi de boa, rolou`,
  'pt-PT': `correu lindamente, foi espetacular, já está, ja esta`,
  en: `went well, went fine, went great, went ok, went okay, went smoothly, went badly, was great, was fine, was good, was lovely, was brilliant,
  all done, done, done ✅, done ✔, done ✔️, is done, was done, went really well, ticked off, no cavities, all clear, is over, just finished`,
  'en-GB': `went swimmingly, was smashing, sorted`,
};

/** What a thing is, said of it: "é às 18h", "vai ser às quintas", "is at 5", "'s at 5", "will be on Mondays". */
const STATES: VarietyWords = {
  pt: `é, e, eh, vai ser, sera, será, fica, passa a ser, vão ser, vao ser, são, sao`,
  en: `is, 's, s, will be, are, 're, becomes`,
};

/** A thing given another day, whatever the verb ("marcaram-lhe as análises para outro dia, é a 16"): the new day follows. */
const ANOTHER_DAY: VarietyWords = {
  pt: `para outro dia, pra outro dia, para outra data, pra outra data, para outro horario, pra outro horario, para outra hora`,
  en: `to another day, to another date, for another day, for another date, to a different day, to a different date, to another time`,
};

/** A thing is otherwise than held, it turns out: "afinal", "na verdade", "actually", "turns out". */
const AFTER_ALL: VarietyWords = {
  pt: `afinal, afinal de contas, na verdade, na realidade`,
  en: `actually, turns out, it turns out, as it turns out, in fact`,
};

/** The week after the thing's own ("to the week after", "pra semana seguinte"): a move by seven days, not a calendar week. */
const WEEK_AFTER: VarietyWords = {
  pt: 'a semana seguinte, semana seguinte, a semana depois, a semana a seguir, semana a seguir',
  en: 'the week after, week after, the following week, the week following',
};
/** The day after the thing's own ("to the day after", "pro dia seguinte"). */
const DAY_AFTER: VarietyWords = {pt: 'o dia seguinte, dia seguinte', en: 'the day after, the following day, the next day'};

export const PHRASES = {
  weekAfter: phrasesOf(WEEK_AFTER),
  dayAfter: phrasesOf(DAY_AFTER),
  afterAll: phrasesOf(AFTER_ALL),
  anotherDay: phrasesOf(ANOTHER_DAY),
  cancel: phrasesOf(CANCEL),
  negation: phrasesOf(NEGATION),
  takesPlace: phrasesOf(TAKES_PLACE),
  anyMore: phrasesOf(ANY_MORE),
  needGivenUp: phrasesOf(NEED_GIVEN_UP),
  move: phrasesOf(MOVE),
  nowOn: phrasesOf(NOW_ON),
  toDay: phrasesOf(TO_DAY),
  thisTime: phrasesOf(THIS_TIME),
  wholeSeries: phrasesOf(WHOLE_SERIES),
  denyLead: phrasesOf(DENY_LEAD),
  cantMake: phrasesOf(CANT_MAKE),
  happened: phrasesOf(HAPPENED),
  states: phrasesOf(STATES),
};

/**
 * Cancel words that are slang only at the end of what they say: "o cinema de sábado já era" is off,
 * "já era hora" ("about time") and "já era tarde" are not.
 */
export const CLAUSE_FINAL_CANCEL: ReadonlySet<string> = new Set(['ja era', 'dancou']);
/**
 * Slang for a plan falling through that is other things too ("a Bia caiu da bicicleta", "o sistema
 * caiu"): a cancel only said of a plan named just before it ("a consulta caiu", "o jantar gorou").
 */
export const PLAN_SUBJECT_CANCEL: ReadonlySet<string> = new Set(['caiu', 'gorou', 'foi por agua abaixo']);
/**
 * Asking to take a thing away ("tira o exame da minha mãe", "apaga a reunião", "remove the dentist",
 * "delete friday's lunch"): a cancel only with a plan named right after it — "tirar sangue", "tira o
 * siso", "tirar o gesso" are visits themselves, "remove the stain" nothing held.
 */
export const PLAN_OBJECT_CANCEL: ReadonlySet<string> = new Set('tira tire tirem tirar apaga apague apagar remove remova remover risca risque riscar delete'.split(' '));
/** What is taken at a visit, or time taken off, not a plan taken away: "tirar sangue", "tira o siso", "tirar os pontos", "vou tirar férias". */
export const TAKEN_AT_A_VISIT: ReadonlySet<string> = new Set(
  'sangue siso sisos gesso pontos ponto raio raio-x radiografia foto fotos dente sinal verruga tala ferias folga folgas licenca dia tarde manha'.split(' '),
);
