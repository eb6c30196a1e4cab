/**
 * The words of a pet's care and age, tagged by variety: what a vaccine, a neutering and the vet are
 * called, the phrases that put a called-off visit back to be booked later, and the words an
 * animal's age is told with. Read by the pets reader (pets.ts) and the plan's pet-care rule.
 */
import {phrasesOf, wordsOf} from './varieties.js';

/** A vaccine: "a vacina", "a antirrábica", "the rabies shot", "her jabs". */
export const PET_VACCINE: ReadonlySet<string> = wordsOf({
  pt: 'vacina, vacinas, vacinar, vacinou, vacinado, vacinada, vacinação, antirrábica, v10, v8',
  'pt-PT': 'vacinação, reforço',
  en: 'vaccine, vaccines, vaccinated, vaccination, shot, shots, booster, rabies',
  'en-GB': 'jab, jabs',
});

/** A neutering: a vet visit of its own kind of words ("a castração da Mel", "Cooper's spay"). */
export const PET_NEUTER: ReadonlySet<string> = wordsOf({
  pt: 'castração, castrar, castrado, castrada',
  en: 'neuter, neutering, neutered, spay, spaying, spayed',
  'en-GB': 'snip',
});

/** The vet, any visit of a pet's: "o veterinário", "the vet's", "the veterinarian". */
export const PET_VET: ReadonlySet<string> = wordsOf({
  pt: 'veterinário, veterinária, vet',
  'pt-BR': 'petshop',
  en: 'vet, vets, veterinarian, veterinary',
});

/** A visit called off to be booked again later: still needed, with no day ("vou remarcar", "we'll rebook"). */
export const PET_REBOOK_LATER: readonly string[] = phrasesOf({
  pt: 'vou remarcar, vamos remarcar, remarco depois, remarcamos depois, marcar de novo, tenho de remarcar, temos de remarcar',
  'pt-BR': 'vou remarcar, tenho que remarcar, temos que remarcar, remarco qd, remarco quando, preciso remarcar',
  'pt-PT': 'volto a marcar, voltamos a marcar, hei de remarcar, hei de marcar outra vez, fica por marcar',
  en: 'will rebook, rebook later, need to rebook, will reschedule, reschedule later, need to reschedule, to be rebooked',
  'en-US': "we'll reschedule, i'll reschedule, gotta reschedule",
  'en-GB': "we'll rebook, i'll rebook, rebook it, have to rebook",
});

/** Words after a number that make it an age: "5 anos", "6 years old", "4 yo". */
export const PET_AGE_UNITS: ReadonlySet<string> = wordsOf({pt: 'anos, ano, aninhos', en: 'years, year, yo, yrs'});

/** Words before an age said of an animal: "tem 5 anos", "de 3 anos", "she's 6", "is 4", "aged 2". */
export const PET_AGE_LEADS: ReadonlySet<string> = wordsOf({pt: 'tem, com, de, fez', 'pt-PT': 'faz', en: "is, 's, aged, turned"});

/** A number after these leads is an age without its unit ("she's 6", "he's 4"); in Portuguese, "tem 5" alone may be anything. */
export const PET_AGE_BARE_LEADS: ReadonlySet<string> = wordsOf({en: "is, 's, turned"});

/** Words after a bare number that make it no age: "she's 6 weeks pregnant", "is 3 months" (a puppy: under a year). */
export const PET_AGE_NOT_AFTER: ReadonlySet<string> = wordsOf({pt: 'meses, mês, semanas, dias, kg, quilos', en: 'months, month, weeks, days, kg, kilos, lbs, pounds, times, am, pm'});
