/**
 * The words the onboarding reads a free-form answer by ("sou a Rita, moro em Braga, sou
 * enfermeira, tenho 41"): what marks a preferred time, a job, a greeting said before the answer.
 * Tagged by variety (src/understanding/varieties.ts), matched folded.
 */
import type {VarietyWords} from '../../understanding/varieties.js';

/** Words that make a clause a preferred time for appointments ("weekday mornings", "de manhã cedo", "never Fridays"). */
export const TIME_WORDS: VarietyWords = {
  pt: 'manha, manhas, tarde, tardes, noite, noites, madrugada, cedo, cedinho, almoco, horario, horarios, semana, fim de semana, fins de semana, dias uteis, dia util, segunda, segundas, terca, tercas, quarta, quartas, quinta, quintas, sexta, sextas, sabado, sabados, domingo, domingos, feira, antes das, depois das, ate as, a partir das, qualquer hora, qualquer dia, qualquer horario',
  'pt-PT': 'ate as, fim-de-semana, fins-de-semana, hora de almoco',
  en: 'morning, mornings, afternoon, afternoons, evening, evenings, night, nights, early, late, lunch, lunchtime, weekday, weekdays, weekend, weekends, monday, mondays, tuesday, tuesdays, wednesday, wednesdays, thursday, thursdays, friday, fridays, saturday, saturdays, sunday, sundays, before, after, any time, anytime, noon, midday',
  'en-GB': 'half past, elevenses',
};

/**
 * Words that make a clause someone's work when it has no lead ("project manager at a software
 * company", "enfermeira no hospital"): job words, and the places one works at.
 */
export const JOB_WORDS: VarietyWords = {
  pt: 'enfermeira, enfermeiro, professora, professor, medica, medico, engenheira, engenheiro, advogada, advogado, gerente, diretora, diretor, analista, programadora, programador, desenvolvedora, desenvolvedor, designer, contadora, contador, estudante, aposentada, aposentado, vendedora, vendedor, motorista, cozinheira, cozinheiro, secretaria, psicologa, psicologo, dentista, farmaceutica, farmaceutico, arquiteta, arquiteto, jornalista, empresaria, empresario, autonoma, autonomo, freelancer, dona de casa, do lar, empresa, escola, hospital, clinica, loja, banco, startup, consultora, consultor, tecnica, tecnico, fisioterapeuta, veterinaria, veterinario, cabeleireira, cabeleireiro, coordenadora, coordenador, assistente, atendente, caixa, professora universitaria',
  'pt-PT': 'reformada, reformado, gestora, gestor, informatica, informatico, enfermeira-chefe',
  en: 'nurse, teacher, engineer, manager, developer, programmer, designer, doctor, lawyer, accountant, student, retired, consultant, analyst, director, architect, writer, editor, chef, cook, driver, pharmacist, therapist, dentist, vet, librarian, scientist, researcher, professor, lecturer, salesman, saleswoman, sales, marketing, freelancer, self-employed, homemaker, stay-at-home, company, firm, school, hospital, clinic, startup, bank, agency, office, shop, store, coordinator, assistant, administrator, clerk, technician, officer, executive, founder, owner',
  'en-GB': 'solicitor, barrister, gp, civil servant, shop assistant, council',
};

/** A greeting or filler said before the answer ("Hi,", "Oi!", "Olá, tudo bem?"), dropped. */
export const GREETINGS: VarietyWords = {
  pt: 'oi, ola, opa, bom dia, boa tarde, boa noite, tudo bem, tudo bom, e ai, entao, bem',
  'pt-PT': 'boas, viva, ora bem',
  en: 'hi, hello, hey, hiya, good morning, good afternoon, good evening, well, so, ok, okay, sure',
  'en-GB': 'hiya, morning, evening, right',
};
