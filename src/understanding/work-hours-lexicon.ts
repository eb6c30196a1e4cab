/**
 * The words the speaker tells their own working hours with, tagged by variety (varieties.ts): what
 * opens the hours ("trabalho", "faço", "I work", "I'm in the office"), the words that join the two
 * ends of the range ("às", "till"), the run of weekdays they work ("de segunda a sexta", "mon–fri")
 * and the one-off days that make the hours a single day's, not their working week. Read by
 * work-hours.ts. All folded (accents off, lower case), as the reader matches them.
 */
import {phrasesOf} from './varieties.js';

/**
 * First-person leads of one's working hours, just before the range (a place may come between: "trabalho
 * no hospital das 8 às 16", "I work at the depot 7 till 3"). Never a third person, never an appointment.
 */
export const WORK_LEADS: readonly string[] = phrasesOf({
  pt: 'trabalho, eu trabalho, faco, eu faco, entro, o meu horario e, meu horario e, o meu horario de trabalho e, meu horario de trabalho e, estou no escritorio, estou no trabalho, fico no escritorio, pego no trabalho, o meu expediente e, meu expediente e',
  'pt-BR': 'to no escritorio, to no trabalho, dou expediente, meu expediente vai',
  'pt-PT': 'estou no emprego, pego ao servico, entro ao servico',
  en: "i work, i'm at work, i am at work, i'm in the office, i am in the office, im in the office, i'm in work, my hours are, my working hours are, my work hours are, i do, i'm on, i start work, work is",
  'en-GB': "i'm in work, i'm at the office, i do office hours",
  'en-US': "i'm on shift, my shift is",
});

/** A place between the lead and the range: "no escritório", "at the hospital", "from home". */
export const WORK_PLACE_LEADS: readonly string[] = phrasesOf({pt: 'no, na, em, num, numa, a partir de', en: 'at the, in the, at, in, from'});

/** Before the range's start: "das 9", "from 9", "de 8h". */
export const RANGE_OPENERS: readonly string[] = phrasesOf({pt: 'das, da, de, desde as', en: 'from'});

/** Between the range's two ends: "das 9 às 5", "9 till 5", "8h-17h". */
export const RANGE_JOINERS: readonly string[] = phrasesOf({pt: 'as, a, ate as, ate', en: 'to, till, til, until, through, -, –'});

/**
 * A run of weekdays one works: "de segunda a sexta", "seg a sex", "2.ª a 6.ª", "Monday to Friday",
 * "mon–fri", "weekdays". Said or not; its words are read as part of the hours.
 */
export const WORK_DAY_RUNS: readonly string[] = phrasesOf({
  pt: 'de segunda a sexta, segunda a sexta, de seg a sex, seg a sex, seg-sex, seg–sex, durante a semana, dias uteis, todos os dias, de segunda a sabado, segunda a sabado',
  'pt-BR': 'de segunda a sexta-feira, segunda a sexta-feira',
  'pt-PT': 'de 2.ª a 6.ª, 2.ª a 6.ª, de 2.ª a 6.ª feira, 2ª a 6ª, de 2ª a 6ª, a semana toda',
  en: 'monday to friday, monday through friday, monday-friday, mon to fri, mon-fri, mon–fri, weekdays, on weekdays, every weekday, mondays to fridays',
  'en-US': 'monday thru friday, mon thru fri, m-f',
});

/** Days that make the hours one day's ("amanhã trabalho das 9 às 13", "I work 9 to 1 tomorrow"), not the working week's. */
export const ONE_DAY_WORDS: readonly string[] = phrasesOf({
  pt: 'amanha, hoje, depois de amanha, ontem, esta segunda, esta terca, esta quarta, esta quinta, esta sexta, este sabado, este domingo, na segunda, na terca, na quarta, na quinta, na sexta, no sabado, no domingo, dia',
  en: 'tomorrow, today, tonight, yesterday, this monday, this tuesday, this wednesday, this thursday, this friday, this saturday, this sunday, on monday, on tuesday, on wednesday, on thursday, on friday, on saturday, on sunday, next week',
});
