/**
 * The checkup lexicon: specialty words (formal and informal, PT/EN) mapped to kinds, and the
 * word lists the checkup stages share.
 */
import {PhraseLexicon} from '../text.js';
import type {CheckupKind} from '../../domain/types.js';

export type Kind = CheckupKind | 'vet' | 'generic' | 'doctor' | 'followup' | 'return' | 'glasses';

export const LEX = new PhraseLexicon<Kind>();
const add = (kind: Kind, phrases: string) => {
  for (const p of phrases.split(',')) if (p.trim()) LEX.add(p.trim(), kind);
};

add(
  'dentist',
  `dentista, dentistas, dentist, dentists, dental, odontologista, odontólogo, odonto, limpeza nos dentes, limpeza dos dentes,
  limpeza de dente, limpeza de dentes, limpeza dental, teeth cleaning, teeth cleaned, teeth checked, dental cleaning, dental checkup, siso, wisdom teeth, wisdom tooth,
  obturação, obturacao, tratamento de canal, root canal, cárie, cavity, cavities, restauração, restauracao, restaurar o dente, filling, fillings,
  sessão do canal, sessao do canal, sessão de canal, sessao de canal, canal do dente, root canal session, extração do siso, implante dentário`,
);
add(
  'eye_exam',
  `oftalmologista, oftalmo, oftalmologia, oculista, exame de vista, exame de olhos, exame dos olhos, consulta de vista,
  óculos novos, oculos novos, óculos novo, medir o grau, eye exam, eye test, eye doctor, eye appointment, ophthalmologist, optometrist,
  optician, new glasses, eye checkup, eye check-up, vision test, eye check, eyes checked, eyes tested, eye checked`,
);
add(
  'general_checkup',
  `clínico geral, clinico geral, clínica geral, clínico, check-up, checkup, check up, exame de rotina, exames de rotina,
  consulta de rotina, exame periódico, exames periódicos, check-up anual, médico de família, médica de família, general practitioner, gp,
  a physical, annual physical, yearly physical, physical exam, my physical, his physical, her physical, 's physical, the physical, your physical,
  their physical, our physical, physicals, routine checkup, annual checkup,
  wellness visit, well visit, family doctor, primary care, medication review, med review, annual review, revisão de medicação, geriatra, geriatrician`,
);
add('pediatrician', `pediatra, pediatria, pediatrician, paediatrician, pediatrics, peds, well-child`);
add(
  'gynecologist',
  `ginecologista, gineco, ginecologia, obstetra, papanicolau, exame preventivo, gynecologist, gynaecologist, gyno, obgyn,
  ob-gyn, pap smear, pap test, smear test, smear, cervical screening, cervical smear`,
);
add('dermatologist', `dermatologista, dermato, dermatologia, dermatologist, derm, dermatology, skin check, mole check`);
add('cardiologist', `cardiologista, cardio, cardiologia, cardiologist, heart doctor, cardiology`);
add('orthopedist', `ortopedista, ortopedia, ortopédico, orthopedist, orthopaedist, orthopedic, orthopaedic`);
add(
  'blood_test',
  `exame de sangue, exames de sangue, hemograma, coleta de sangue, exame de colesterol, exame de glicemia, glicemia,
  blood test, blood tests, blood work, bloodwork, blood panel, lab work, labs, blood draw`,
);
add(
  'vaccine',
  `vacina, vacinas, vacinar, vacinado, vacinada, vacinação, vacinacao, vacinei, vacinou, dose de reforço, vaccine, vaccines,
  vaccination, vaccinated, flu shot, shots, booster, jab, tetanus shot, covid shot`,
);
add('mammogram', `mamografia, mamografias, mamograma, mammogram, mammography`);
add('orthodontist', `ortodontista, ortodontia, aparelho nos dentes, aparelho dental, aparelho ortodôntico, aparelho, orthodontist, braces, ortho, orthodontics, orthodontic appointment`);
add('ent', `otorrino, otorrinolaringologista, otorrinolaringologia, ent, ear nose and throat, ear doctor, audiometria, hearing test`);
add(
  'other',
  `nutricionista, nutrólogo, endocrinologista, endócrino, endocrinologist, urologista, urologist, neurologista, neurologist,
  gastroenterologista, gastro, gastroenterologist, psicólogo, psicóloga, psychologist, psiquiatra, psychiatrist, terapeuta, therapist,
  terapia, therapy, fisioterapia, fisioterapeuta, fisio, physical therapy, physical therapist, physio, physiotherapy, fonoaudiólogo,
  fonoaudióloga, fono, speech therapist, reumatologista, pneumologista, oncologista, oncologist, alergista, allergist,
  urologia, proctologista, mastologista, angiologista, hematologista, nefrologista, infectologista, podólogo, podiatrist,
  chiropractor, quiropraxista, acupuntura, ultrassom, ultrassonografia, ultrasound, raio-x, raio x, x-ray, ressonância, mri,
  tomografia, ct scan, endoscopia, colonoscopia, colonoscopy, endoscopy, densitometria, exame de urina, urine test, mapa,
  obstetrician, psicoterapia, eletrocardiograma, ecocardiograma, teste ergométrico, holter, ekg, ecg, echocardiogram, stress test`,
);
add('glasses', `glasses, óculos, oculos, lentes de contato, contact lenses, contacts`);
add('vet', `veterinário, veterinaria, veterinária, veterinario, vet, veterinarian, pet shop, petshop`);
add('doctor', `médico, médica, medico, medica, doutor, doutora, doctor, doc, physician`);
add(
  'generic',
  `consulta, consultas, exame, exames, appointment, appt, consultation, check, hora marcada,
  cirurgia, surgery, pre-op, pre op, pré-operatório, pre-operatorio, pré-op, operação, operacao, knee replacement, hip replacement, procedimento, procedure`,
);
add(
  'followup',
  `retorno, follow-up, follow up, followup, follow-up appointment, next one, the next one, next appt, next appointment,
  próxima consulta, proxima consulta, próximo retorno, proximo retorno`,
);
// "wants to see him again in three months", "quer me ver de novo": the doctor asking for the next visit.
add(
  'return',
  `voltar, retornar, go back, come back, see him again, see her again, see you again, see me again, see them again,
  see him back, see her back, see me back, me ver de novo, te ver de novo, ver ele de novo, ver ela de novo,
  want me back, wants me back, want him back, wants him back, want her back, wants her back, want you back, wants you back, want them back`,
);

/** Words that make a clause about likes and fears, not about a visit. */
export const PREFERENCE = new Set(
  'odeia odeio detesta detesto adora adoro gosta gosto prefere prefiro medo pavor hate hates love loves like likes prefer prefers afraid scared fear terrified'.split(' '),
);
/** "call aetna about moms surgery", "falar com o médico sobre a cirurgia": the visit is a topic, not one had or needed. */
export const TOPIC_LEADS = new Set('about sobre regarding re concerning'.split(' '));
/** Papers of a visit, not the visit: "surgery preauth", "resultado do exame" is before; "the surgery bill" after. */
export const PAPER_HEADS = new Set(
  'preauth preauthorization authorization authorisation autorizacao bill bills conta boleto letter carta insurance seguro paperwork papelada form forms formulario guia invoice fatura'.split(' '),
);
/** A doctor who speaks is no visit (one who asks for a visit names its kind: "the pediatrician wants to see Lily back"): "grace's pediatrician called", "o dentista disse q…", "the GP surgery rang". */
export const AGENT_VERBS = new Set(('called calls rang rung phoned texted emailed said says told thinks sent ' + 'ligou ligaram disse disseram falou falaram mandou mandaram acha avisou').split(' '));
/** Words between a doctor and the verb: "the dentist's office called", "a clínica do pediatra ligou". */
export const OFFICE_WORDS = new Set("office offices clinic surgery practice's office's".split(' '));
export const CARRY = new Set('levei levou levamos levaram levar levo leva levando take took taking takes bring brought acompanhei acompanhou acompanhar trouxe'.split(' '));
export const FOR_WORDS = new Set(['para', 'pra', 'pro', 'for']);
export const OBJECT_PREPS = new Set(['com', 'with', 'para', 'pra', 'pro', 'for', 'de', 'da', 'do', 'of', 'to', 'levei', 'levou', 'took', 'take', 'levar']);
export const APPOINTMENT_NOUNS = new Set(['consulta', 'hora', 'horario', 'appointment', 'appt', 'exame', 'exames', 'retorno', 'sessao', 'session']);
export const HAVE = new Set(['tem', 'tenho', 'temos', 'tem', 'has', 'have', 'got', 'teremos', 'terá', 'tera']);

export interface RawMention {
  start: number;
  end: number;
  kind: Kind;
}
