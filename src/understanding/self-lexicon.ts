/**
 * The words the speaker tells a change of their own life with, tagged by variety: a move to another
 * city ("mudei-me para Aveiro", "we just moved to Boston"), their own age said again ("fiz 53 anos",
 * "I turned 42"), and a preferred time said again ("agora prefiro de manhã"). Read by the self
 * reader (self.ts).
 */
import {phrasesOf, wordsOf} from './varieties.js';

/** Saying one has moved, just before the new place; each phrase is the speaker's own (never "my sister moved to"). */
export const MOVED_TO: readonly string[] = phrasesOf({
  pt: 'mudei para, mudamos para, me mudei para, nos mudamos para',
  'pt-BR': 'mudei pra, mudamos pra, me mudei pra, nos mudamos pra, a gente se mudou para, a gente se mudou pra, a gente mudou pra',
  'pt-PT': 'mudei-me para, mudamo-nos para, mudámo-nos para, fui viver para, fomos viver para',
  en: "i moved to, we moved to, i just moved to, we just moved to, i recently moved to, we recently moved to, i've moved to, we've moved to, i've just moved to, we've just moved to, i have moved to, we have moved to, we finally moved to, i relocated to, we relocated to",
  'en-GB': "i've moved up to, we've moved up to, i've moved down to, we've moved down to, we moved up to, we moved down to",
});

/**
 * Saying one's own age as it is now, just before the number: first person only ("fiz", never
 * "fez"; "I turned", never "turned" alone), so someone else's age never reaches the profile.
 */
export const OWN_AGE: readonly string[] = phrasesOf({
  pt: 'tenho, eu tenho, ja tenho, agora tenho, hoje tenho, fiz, eu fiz, ja fiz, hoje fiz, ontem fiz, completei, eu completei, ja completei, hoje completei, ontem completei, acabei de fazer, acabei de completar',
  'pt-BR': 'to com, eu to com, estou com, eu estou com, ja to com, ja estou com',
  'pt-PT': 'fiz hoje, fiz ontem, completei hoje, completei ontem, faco hoje, ja fiz os, fiz os, completei os',
  en: "i turned, i've turned, i have turned, today i turned, yesterday i turned, i finally turned, i officially turned, i'm, i am, im, i'm now, i am now, im now, i'm already, i am already, i'm officially, i am officially",
  'en-US': 'i just turned, i recently turned, i just hit, i hit',
  'en-GB': "i've just turned, i have just turned, i've now turned",
});

/** The unit an age may be said with ("53 anos", "42 years old"). */
export const AGE_UNIT: ReadonlySet<string> = wordsOf({pt: 'anos', en: 'years, yrs'});

/**
 * Words that may follow an age said of oneself ("fiz 53 anos ontem", "I'm 38 now", "tenho 40 e dois
 * filhos"); any other word makes the number something else ("tenho 40 minutos", "I'm 30 weeks
 * pregnant", "tenho 20 anos de casa").
 */
export const AFTER_AGE: ReadonlySet<string> = wordsOf({
  pt: 'agora, hoje, ontem, ja, e, mas, tambem, entao, este, esse, neste, nesse, feitos',
  'pt-BR': 'ne, rs, rsrs, kkk, kkkk, haha',
  'pt-PT': 'pois, ora',
  en: 'now, today, yesterday, already, and, but, too, this, last, btw, lol, haha, old, yo',
  'en-GB': 'innit, mate',
});

/** Words before "fiz 30", "I turned 30" that make it an age of another time ("quando fiz 30", "when I turned 18", "until I'm 65"). */
export const NOT_NOW: ReadonlySet<string> = wordsOf({
  pt: 'quando, desde, depois, antes, ate, se, ao, mal, assim',
  en: 'when, since, after, before, until, till, if, once, by, unless, whenever',
});

/**
 * Words a preferred time is said with ("de manhã", "evenings after 7", "weekday mornings"): a
 * preference of these alone replaces the preferred times kept before.
 */
export const TIME_WORDS: ReadonlySet<string> = wordsOf({
  pt: 'manha, manhas, tarde, tardes, noite, noites, cedo, cedinho, almoco, semana, dias uteis, util, uteis, segunda, segundas, terca, tercas, quarta, quartas, quinta, quintas, sexta, sextas, sabado, sabados, domingo, domingos, fim, fins, feira, feiras',
  'pt-PT': 'fim-de-semana, fins-de-semana',
  en: 'morning, mornings, afternoon, afternoons, evening, evenings, night, nights, early, late, lunch, lunchtime, weekday, weekdays, weekend, weekends, monday, mondays, tuesday, tuesdays, wednesday, wednesdays, thursday, thursdays, friday, fridays, saturday, saturdays, sunday, sundays, noon, midday',
  'en-GB': 'half, past, elevenses',
});

/** The other words a preferred time may hold: what it is for, and the small words around the times ("consultas de manhã", "appointments on tuesday afternoons, not before 9"). */
export const TIME_GLUE: ReadonlySet<string> = wordsOf({
  pt: 'consulta, consultas, marcacao, marcacoes, horario, horarios, hora, horas, h, de, da, do, das, dos, a, as, o, os, ao, aos, e, ou, no, na, nos, nas, em, pela, pelo, pelas, pelos, antes, depois, ate, partir, apos, so, apenas, sempre, mais, menos, nunca, nao, qualquer, dia, dias, entre, por, volta, preferencialmente, meio, meia, tipo',
  'pt-PT': 'dao, jeito',
  en: "appointment, appointments, visit, visits, booking, bookings, in, on, the, a, an, after, before, at, around, by, until, till, or, and, but, not, no, never, only, ideally, preferably, mostly, any, time, times, day, days, from, between, to, pm, am, o'clock, ish",
  'en-GB': 'fortnightly, quarter',
});

/**
 * How a choice among things at hand starts ("the blue one", "esse", "a segunda", "that one"): it
 * picks, it says nothing lasting about the speaker, so it is never a preference of the profile.
 */
export const CHOICE: readonly string[] = phrasesOf({
  pt: 'esse, essa, esses, essas, este, esta, estes, estas, isso, isto, aquele, aquela, aqueles, aquelas, aquilo, o primeiro, a primeira, o segundo, a segunda, o terceiro, a terceira, o outro, a outra, os outros, as outras, o ultimo, a ultima, o de, a de, os de, as de, o que, a que, nenhum, nenhuma, qualquer um, qualquer uma, o mesmo, a mesma',
  'pt-BR': 'o do, a do, o da, a da',
  'pt-PT': 'o do, a do, o da, a da',
  en: 'this, that, these, those, it, them, the first, the second, the third, the other, the others, the last, the former, the latter, the same, either, neither, the one, the ones, one',
  'en-GB': 'whichever',
});
