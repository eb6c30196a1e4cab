/**
 * The checkup lexicon: specialty words (formal and informal, PT/EN) mapped to kinds, and the
 * word lists the checkup stages share.
 */
import {PhraseLexicon, wordSet} from '../text.js';
import {phrasesOf, type VarietyWords, wordsOf} from '../varieties.js';
import type {CheckupKind} from '../../domain/types.js';

/**
 * Beyond the contract's kinds: `practice` is where one sees the family doctor ("o centro de saúde",
 * British "the surgery") — a general check-up when no visit of its own is named; `emergency` is
 * unplanned care ("A&E", "urgent care", "as urgências") — never a booking, nor a need to book.
 */
export type Kind = CheckupKind | 'vet' | 'generic' | 'doctor' | 'followup' | 'return' | 'glasses' | 'practice' | 'emergency';

export const LEX = new PhraseLexicon<Kind>();
const add = (kind: Kind, phrases: string) => {
  for (const p of phrases.split(',')) if (p.trim()) LEX.add(p.trim(), kind);
};

add(
  'dentist',
  `dentista, dentistas, dentist, dentists, dental, odontologista, odontólogo, odonto, limpeza nos dentes, limpeza dos dentes,
  limpeza de dente, limpeza de dentes, limpeza dental, teeth cleaning, teeth cleaned, teeth checked, dental cleaning, dental checkup, siso, wisdom teeth, wisdom tooth,
  obturação, obturacao, tratamento de canal, root canal, cárie, cavity, cavities, restauração, restauracao, restaurar o dente, filling, fillings,
  sessão do canal, sessao do canal, sessão de canal, sessao de canal, canal do dente, root canal session, extração do siso, implante dentário,
  arrancou o dente, arrancar o dente, arranquei o dente, arrancou um dente, tirou o dente, tirar o dente, tirou um dente, arrancou o siso, tirou o siso,
  tooth pulled, tooth out, had a tooth out, had his tooth out, had her tooth out, pulled a tooth, wisdom tooth out`,
);
add(
  'eye_exam',
  `oftalmologista, oftalmo, oftalmologia, oculista, exame de vista, exame de olhos, exame dos olhos, consulta de vista,
  óculos novos, oculos novos, óculos novo, medir o grau, eye exam, eye test, eye doctor, eye appointment, ophthalmologist, optometrist,
  optician, opticians, optician's, new glasses, eye checkup, eye check-up, vision test, eye check, eyes checked, eyes tested, eye checked`,
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
add('dermatologist', `dermatologista, dermato, derma, dermatologia, dermatologist, derm, dermatology, skin check, mole check`);
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
  vaccination, vaccinated, flu shot, shots, booster, jab, jabs, booster jabs, pre-school boosters, tetanus shot, covid shot, immunisations,
  immunizations, immunisation, immunization`,
);
add('mammogram', `mamografia, mamografias, mamograma, mamo, mammogram, mammograms, mammography, mammo, mammos, breast screening, breast scan, rastreio mamário`);
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
// Health words by variety: how Portugal, Britain and the US name the same visits.
const addWords = (kind: Kind, words: VarietyWords) => {
  for (const p of phrasesOf(words)) LEX.add(p, kind);
};
addWords('blood_test', {
  pt: `análises ao sangue, análise ao sangue, análises sanguíneas, análises clínicas, análises de sangue,
  tirar sangue, tirei sangue, tirou sangue, tiramos sangue, tiraram sangue, tirar o sangue, tirei o sangue, tirou o sangue,
  colher sangue, colheu sangue, colheram sangue, colhi sangue`,
  'pt-PT': 'colheita de sangue, colheitas de sangue, fazer a colheita de sangue',
  // Blood said by what was done to it: "had her blood drawn", "got my bloods taken".
  en: 'blood drawn, blood taken, bloods drawn, bloods taken, labs drawn, blood done',
  'en-GB': 'bloods, blood form, fasting bloods',
});
// Clinic and short words by variety: "the eye clinic", "fracture clinic", "the audiologist", "her cardio appt".
addWords('eye_exam', {
  en: 'eye clinic, eye exams, eye tests, eye checks, eye appointments, eyes checking, eyes examined',
  'en-GB': 'eye hospital, eye casualty, eyes testing, eyes tested',
  pt: 'exames de vista, exames aos olhos, exames dos olhos',
});
addWords('orthopedist', {en: 'orthopedics, orthopaedics, ortho clinic', 'en-GB': 'fracture clinic'});
addWords('ent', {en: 'audiologist, audiology'});
addWords('cardiologist', {en: 'cardio appointment, cardio appt, cardio clinic, cardio check, cardiology clinic'});
addWords('general_checkup', {
  'pt-PT': 'consulta de saúde adulto',
  'en-US': 'pcp, primary care physician, primary care doctor, annual wellness visit, wellness exam, sports physical, sports physicals, school physical, camp physical, physicals',
  'en-GB': 'gp appointment, gp appt, nhs health check',
});
addWords('gynecologist', {
  'en-US': 'ob, obgyn, ob-gyn, well-woman, well woman exam, well-woman exam, gyn, gynecology',
  'en-GB': 'gynae, gynae appt, gynae appointment, gynae clinic, gynaecology, obs and gynae',
  'pt-PT': 'citologia, rastreio do colo do útero',
});
addWords('other', {
  'pt-BR': 'podologia, podóloga',
  'pt-PT': 'podologista, podologia, terapia da fala, terapeuta da fala',
  'en-US': 'podiatry',
  'en-GB': 'chiropodist, chiropody, chiropodists',
  en: 'speech therapy, occupational therapy, osteopath',
});
addWords('practice', {
  pt: 'centro de saúde, posto de saúde, unidade de saúde',
  'pt-BR': 'clínica da família',
  en: 'health center, medical center, health centre, medical centre',
  'en-GB': 'gp surgery, gp practice, doctors surgery',
});
addWords('emergency', {
  pt: 'pronto-socorro, pronto socorro, pronto atendimento',
  'pt-PT': 'urgências, serviço de urgência, serviço de urgências, urgência do hospital',
  'pt-BR': 'emergência do hospital',
  en: 'emergency room, emergency department, the er',
  'en-US': 'urgent care, urgent care center',
  'en-GB': 'casualty, walk-in centre, minor injuries unit',
});

add('glasses', `glasses, óculos, oculos, lentes de contato, contact lenses, contacts`);
add('vet', `veterinário, veterinaria, veterinária, veterinario, vet, veterinarian, pet shop, petshop`);
add('doctor', `médico, médica, medico, medica, doutor, doutora, doctor, doc, physician`);
add(
  'generic',
  `consulta, consultas, exame, exames, appointment, appt, consultation, check, hora marcada,
  cirurgia, surgery, pre-op, pre op, pré-operatório, pre-operatorio, pré-op, operação, operacao, knee replacement, hip replacement, procedimento, procedure,
  cataract op, knee op, hip op, eye op, shoulder op, back op, hernia op, cataract operation, knee operation, hip operation,
  eye operation, heart operation, back operation, shoulder operation, hernia operation`,
);
add(
  'followup',
  `retorno, follow-up, follow up, followup, follow-up appointment, next one, the next one, next appt, next appointment,
  próxima consulta, proxima consulta, próximo retorno, proximo retorno`,
);
/**
 * The next visit with its noun left out ("…todo ano, a próxima é em março", "next one's in March"):
 * only the visit said before it, or its day, makes it one ("a próxima é minha", "the next one is on me" are rounds).
 */
export const NEXT_ONE: readonly string[] = phrasesOf({
  pt: 'a próxima é, o próximo é, a próxima será, o próximo será, a próxima vai ser, o próximo vai ser, a próxima fica, o próximo fica',
  'pt-BR': 'a próxima tá, o próximo tá',
  en: 'next one, the next one',
});
LEX.addAll([...NEXT_ONE], 'followup');
/** The words that make a follow-up the next one, always ahead: "next", "próxima", "próximo". */
export const NEXT_WORDS: ReadonlySet<string> = wordsOf({pt: 'próxima, próximo', en: 'next'});
// "wants her back in eight weeks", "quer me ver de novo": the doctor asking for the next visit.
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
/** Before a topic lead, words of being reminded ("remind me about the dentist"): the visit is what to remember, not a topic. */
export const REMIND_ABOUT: ReadonlySet<string> = wordsOf({en: 'remind, reminder, reminders', pt: 'lembrar, lembrete'});
/** Papers of a visit, not the visit: "surgery preauth", "resultado do exame" is before; "the surgery bill" after. */
export const PAPER_HEADS = new Set(
  'preauth preauthorization authorization authorisation autorizacao bill bills conta boleto letter carta insurance seguro paperwork papelada form forms formulario guia invoice fatura'.split(' '),
);
/** A doctor who speaks is no visit (one who asks for a visit names its kind: "the pediatrician wants to see Lily back"): "grace's pediatrician called", "o dentista disse q…", "the GP surgery rang". */
export const AGENT_VERBS = new Set(('called calls rang rung phoned texted emailed said says told thinks sent ' + 'ligou ligaram disse disseram falou falaram mandou mandaram acha avisou').split(' '));
/**
 * The user's contact with a practice still to make ("call the dentist", "ligar pro pediatra", "ring the
 * surgery"): the doctor is who is called, not a visit, unless the clause books one (CONTACT_BOOKS).
 */
export const CONTACT_VERBS: ReadonlySet<string> = wordsOf({
  pt: 'ligar, liga, ligue, ligo, telefonar, telefona, telefone, telefono, contactar, contatar, contacta, contata, mandar, manda, escrever, escreve, falar, fala',
  'pt-PT': 'contactar, contacte',
  en: 'call, calling, ring, ringing, phone, phoning, email, emailing, text, texting, message, messaging, contact, contacting, chase, chasing',
});
/** The same contact, made: "I rang the surgery", "liguei pro dentista" — a visit only if the sentence says it booked one. */
export const CONTACTED: ReadonlySet<string> = wordsOf({
  pt: 'liguei, ligamos, telefonei, telefonamos, mandei, escrevi, falei, falamos',
  'pt-PT': 'contactei, contactámos',
  en: 'called, rang, phoned, emailed, texted, messaged, contacted, chased',
});
/** Between that verb and the doctor: "ligar pro dentista", "call the GP's office", "falar com a pediatra". */
export const CONTACT_LINKS: ReadonlySet<string> = wordsOf({
  pt: 'pro, pra, para, o, a, ao, à, com, no, na, mensagem, um, uma, email, e-mail, zap, whats, whatsapp, meu, minha, seu, sua',
  en: 'the, my, our, his, her, their, up, back, a, an',
});
/** …a clause that also books, moves, cancels or names the appointment keeps its visit: "ligar pro dentista pra marcar", "call the GP to book Ava in". */
export const CONTACT_BOOKS: ReadonlySet<string> = wordsOf({
  pt: 'marcar, agendar, remarcar, reagendar, desmarcar, cancelar, adiar, antecipar, mudar, trocar, confirmar, consulta, horario, hora, vaga, encaixe, retorno, marcado, marcada, marquei, marcou, agendei, agendou',
  'pt-PT': 'marcação, marcacao',
  en: 'book, booking, booked, schedule, scheduling, scheduled, reschedule, rebook, move, cancel, confirm, appointment, appt, slot',
});
/** Words between a doctor and the verb: "the dentist's office called", "a clínica do pediatra ligou". */
export const OFFICE_WORDS = new Set("office offices clinic surgery practice's office's".split(' '));
/** Taking someone, told as done: "levei o pai", "took Mum", "acompanhei a avó" — with a doctor who spoke after it, that was the visit. */
export const CARRIED: ReadonlySet<string> = wordsOf({pt: 'levei, levou, levamos, levaram, acompanhei, acompanhou, acompanhamos, trouxe, trouxemos', en: 'took, brought'});
export const CARRY = new Set('levei levou levamos levaram levar levo leva levando take took taking takes bring brought acompanhei acompanhou acompanhar trouxe'.split(' '));
export const FOR_WORDS = new Set(['para', 'pra', 'pro', 'for']);
/** A doctor's seeing someone: "quer ver a Lu", "they'd like to see Ethan", "want to see him" — whom they see goes. */
export const SEE_VERBS: ReadonlySet<string> = wordsOf({pt: 've, ver, veja, ver-la, ve-la, ve-lo, examinar, avaliar', en: 'see, seeing, examine, check'});
export const OBJECT_PREPS = new Set(['com', 'with', 'para', 'pra', 'pro', 'for', 'de', 'da', 'do', 'of', 'to', 'levei', 'levou', 'took', 'take', 'levar']);
export const APPOINTMENT_NOUNS = new Set(['consulta', 'hora', 'horario', 'appointment', 'appt', 'exame', 'exames', 'retorno', 'sessao', 'session']);
export const HAVE = new Set(['tem', 'tenho', 'temos', 'tem', 'has', 'have', 'got', 'teremos', 'terá', 'tera']);

export interface RawMention {
  start: number;
  end: number;
  kind: Kind;
  /** What the visit is, when the words say it by other means than a visit word ("vai operar a catarata": "cirurgia de catarata"). */
  label?: string;
  /** Whether it is to come or was had, when its own verb says so ("having his hip done", "had her knee replaced"). */
  cue?: 'future' | 'done';
  /** Said by its verb alone ("mum was seen", "foi atendida"): no name of its own, and no profession ("was seen" is no "was a dentist"). */
  byVerb?: true;
}

// Operations said by their verb or a procedure's noun, with the part operated on (checkups/operations.ts).

/** Portuguese verbs of operating (and being operated): "vai operar a catarata", "foi operada ao joelho", "operou-se". */
export const PT_OPERATE_VERBS: ReadonlySet<string> = wordsOf({
  pt: 'operar, opera, operam, operou, operaram, operará, operado, operada, operados, operadas, operando, operar-se, operou-se, opera-se, operá-la, operá-lo',
});
/** English verbs of operating, said with "on": "they'll operate on her knee". */
export const EN_OPERATE_VERBS: ReadonlySet<string> = wordsOf({en: 'operate, operates, operating, operated'});
/** English "have X done": "my dad's having his hip done", "she got her knee replaced". */
export const HAVING_VERBS: ReadonlySet<string> = wordsOf({en: 'have, has, having, had, get, gets, getting, got, gotten'});
/** Those of them that tell it was had: "had her knee replaced", "got his hip done". */
export const HAD_VERBS: ReadonlySet<string> = wordsOf({en: 'had, got, gotten'});
/** Portuguese verbs of operating that tell it happened: "operou a catarata", "operou-se ao joelho". */
export const PT_OPERATED_PAST: ReadonlySet<string> = wordsOf({pt: 'operou, operaram, operou-se'});
/** What a part is had done, and what the operation is then called: "done" a surgery, "replaced" a replacement. */
export const HAD_DONE: ReadonlyMap<string, string> = new Map([
  ['done', 'surgery'],
  ['fixed', 'surgery'],
  ['operated', 'surgery'],
  ['replaced', 'replacement'],
]);
/** Between the verb and the part: articles, contractions, possessives ("operar a catarata", "operada ao joelho", "operado da vesícula", "on his hip"). */
export const OPERATED_LINKS: ReadonlySet<string> = wordsOf({
  pt: 'a, o, as, os, ao, aos, à, às, da, do, das, dos, de, na, no, nas, nos, seu, sua, seus, suas, meu, minha, teu, tua',
  en: 'on, his, her, my, their, your, our, the, a, an, both, left, right',
});
/** Parts of the body and organs that are operated on: with a verb of operating or a procedure's noun they name the surgery. */
export const OPERATED_PARTS: readonly string[] = phrasesOf({
  pt: `joelho, joelhos, ombro, ombros, catarata, cataratas, olho, olhos, vesícula, apêndice, hérnia, coluna, menisco, tornozelo,
  pulso, cotovelo, joanete, joanetes, amígdalas, coração, próstata, tiroide, útero, mama, septo, varizes, ligamento, tendão, rim`,
  'pt-BR': 'quadril, tireoide, tireóide',
  'pt-PT': 'anca, ancas, tiróide',
  en: `knee, knees, hip, hips, shoulder, shoulders, cataract, cataracts, eye, eyes, gallbladder, appendix, hernia, spine, meniscus,
  ankle, wrist, elbow, bunion, bunions, tonsils, heart, prostate, thyroid, acl, rotator cuff`,
});
/** A procedure named by its noun and the part: "prótese do joelho" (noun first), "knee arthroscopy" (part first). */
export const PT_PART_PROCEDURES: ReadonlySet<string> = wordsOf({pt: 'prótese, artroscopia, transplante'});
/** English procedures after the part ("shoulder replacement", "knee arthroscopy"); "surgery"/"op" are read as visit words first. */
export const EN_PART_PROCEDURES: ReadonlySet<string> = wordsOf({en: 'replacement, arthroscopy, transplant, surgery, operation, op'});

// Which mentions are visits (checkups.ts).

/** Words between "from" and a specialty that keep it a visit ("back from the ortho", "from her dentist"). */
export const FROM_DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your', 'o', 'do', 'da']);
/** Who one's own "cleaning" is said by: "booked my cleaning", "havent had a cleaning in 2 yrs" — the dental one. */
export const CLEANING_OWNERS: ReadonlySet<string> = new Set(['my', 'a', 'her', 'his', 'their', 'our', 'minha', 'sua', 'uma']);
/** "a cleaning lady", "my cleaning supplies": the house's. */
export const CLEANING_NOUNS: ReadonlySet<string> = new Set(['lady', 'ladies', 'service', 'services', 'crew', 'supplies', 'products', 'product', 'day', 'woman', 'company', 'schedule']);
/** Glasses and lenses: "pegar óculos novos", "picking up my new glasses". */
export const GLASSES_WORDS: ReadonlySet<string> = new Set(['oculos', 'glasses', 'lentes', 'contacts']);
/** Getting a thing made or bought: the visit is behind it. */
export const FETCH_VERBS: ReadonlySet<string> = new Set(['pegar', 'buscar', 'retirar', 'comprar', 'pego', 'busco', 'pick', 'picking', 'collect', 'collecting', 'get', 'getting', 'buy', 'buying']);
/** Words that make a visit the one a need must come before: "before the surgery", "antes da cirurgia". */
export const DEADLINE_LEADS: ReadonlySet<string> = new Set(['before', 'antes']);
/** Words of a doctor seeing one again, before the visit they see one for ("see her for a follow-up", "volte para uma revisão"). */
export const SEEING: ReadonlySet<string> = new Set(['see', 'back', 'ver', 'voltar', 'volte', 'retornar', 'retorne']);
/** A check-up said bare, which a doctor who sees one again makes a visit of their own kind. */
export const BARE_CHECKUPS: ReadonlySet<string> = new Set(['check-up', 'checkup', 'check up', 'revisao']);
/** Words before "cardio" that make it the cardiologist ("no cardio", "com o cardio"), not exercise. */
export const CARDIO_LEADS: ReadonlySet<string> = new Set(['no', 'ao', 'o', 'pro', 'pelo', 'com', 'seu', 'meu', 'do', 'dele', 'dela', 'da', 'tem']);
/** Nouns after "dental" that make it a visit ("dental appointment"), not an adjective ("dental floss"). */
export const DENTAL_HEADS: ReadonlySet<string> = new Set(['appointment', 'appt', 'visit', 'exam', 'care']);
/** Words before "like" that make it a wish for a visit ("would like to see Dad", "I'd like to book"), not a liking. */
export const WISH_AUXILIARIES: ReadonlySet<string> = new Set(['would', "i'd", "we'd", "they'd", "she'd", "he'd", "you'd", 'd']);
/** Words of the last visit, whose day a routine takes: "a última vez foi em março", "last one was in May". */
export const LAST_WORDS: ReadonlySet<string> = new Set(['ultima', 'ultimo', 'last']);

// A profession, not a visit: "é médico", "is a dentist" (checkups.ts, isPredicate).

/** Verbs that make a specialty what someone is: "is", "era", "trabalha como", "became". */
export const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'era', 'sou', 'am', 'como', 'as', 'virou', 'became', 'be']);
/** Possessives and articles between a copula and a profession: "Ele é meu dentista", "is my cardiologist", "é o dentista da família". */
export const PREDICATE_DETERMINERS: ReadonlySet<string> = new Set(['meu', 'minha', 'my', 'our', 'nosso', 'nossa', 'o', 'the', 'his', 'her', 'seu', 'sua']);
/** Adverbs between a copula and a profession: "que também é", "is now a dentist". */
export const PREDICATE_ADVERBS: ReadonlySet<string> = new Set(['tambem', 'also', 'agora', 'now', 'ainda', 'still']);

// A visit's label, in the user's words (checkups.ts, labelOf).

/** Plain words for "an appointment": they say nothing a label would add. */
export const PLAIN_APPOINTMENT: ReadonlySet<string> = new Set(['consulta', 'consultas', 'exame', 'exames', 'appointment', 'appt', 'consultation', 'check']);
/** Words that end a complement: "cirurgia de catarata no hospital", "exame da tireoide pro dia 23". */
export const COMPLEMENT_STOP: ReadonlySet<string> = new Set([
  'no',
  'na',
  'pro',
  'pra',
  'para',
  'em',
  'com',
  'as',
  'às',
  'e',
  'que',
  'q',
  'dia',
  'amanha',
  'hoje',
  'ficou',
  'foi',
  'vai',
  'será',
  'sera',
  'esta',
  'está',
  'é',
  'correu',
]);
/** English words for an appointment, which name the visit in the words before them ("his memory clinic appointment"). */
/** English operations, named by the words before them: "cataract surgery", "knee op", "hip operation". */
export const EN_OPERATIONS: ReadonlySet<string> = wordsOf({en: 'surgery, op, operation, procedure'});
/** Words before an operation that do not name it: "out of surgery", "after his surgery", "recovering from surgery". */
export const OPERATION_HEAD_STOPS: ReadonlySet<string> = wordsOf({
  en: 'of, out, from, after, before, for, to, in, into, at, on, the, a, an, his, her, my, our, their, your, its, had, has, have, having, is, was, post, pre, since, recovering, during, and, or, big, major, minor, next, last, first, second, another, more, any, no, emergency, day, same',
});
export const EN_APPOINTMENT: ReadonlySet<string> = new Set(['appointment', 'appt', 'consultation']);
/** Words before "appointment" that are not what it is: "his next", "an urgent", "the 3pm". */
export const NOT_A_VISIT_NAME: ReadonlySet<string> = new Set(
  'a an the my his her their our your next first last new another annual yearly urgent quick short this that every each its follow-up followup booked own i have has had got'.split(' '),
);

// Whose checkup it is (who-goes.ts).

/** Verbs of booking or ordering a visit said of a third person: "ela marcou", "ela pediu uma mamografia", "she booked". */
export const BOOKERS: ReadonlySet<string> = new Set('marcou agendou remarcou reagendou booked scheduled rescheduled pediu pediram mandou ordered asked wants quer recomendou recommended'.split(' '));
/** Words that coordinate people: "Sofia e meu filho Miguel", "Emma and Jake". */
export const PERSON_CONNECTORS: ReadonlySet<string> = new Set(['e', 'and', ',', '&']);
/** All that may sit between coordinated people: connectors, articles, the brackets of an age ("Emma (12) and Jake (9)"). */
export const PERSON_LIST_FILLERS: ReadonlySet<string> = new Set(['e', 'and', ',', '&', '(', ')', 'o', 'a', 'the', 'os', 'as']);
/** Possessives that make a visit the speaker's: "minha consulta", "my physical". */
export const SPEAKER_POSSESSIVES: ReadonlySet<string> = new Set(['minha', 'meu', 'my', 'meus', 'minhas']);
/** The speaker after "para/for": "para mim", "for myself", "for us". */
export const SPEAKER_OBJECTS: ReadonlySet<string> = new Set(['mim', 'me', 'myself', 'us', 'nos', 'nós']);
/** Words between an owner's "'s" and the visit: "Susan's annual eye appointment". */
export const POSSESSED_MODIFIERS: ReadonlySet<string> = new Set(['annual', 'yearly', 'eye', 'next', 'first']);
/** Pronouns for the person taken: "I'll take him", "levei ela". */
export const CARRIED_PRONOUNS: ReadonlySet<string> = new Set(['him', 'her', 'ele', 'ela', 'them', 'eles', 'elas']);
/** Female pronouns for the person taken. */
export const FEMALE_CARRIED: ReadonlySet<string> = new Set(['her', 'ela', 'elas']);
/** Male pronouns for the person taken. */
export const MALE_CARRIED: ReadonlySet<string> = new Set(['him', 'ele', 'eles']);
/** Third-person subject pronouns pointing back to someone named: "Ela precisa ir ao ginecologista". */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['ela', 'ele', 'she', 'he']);
/** Third-person verbs that continue the previous sentence's person: "Precisa ir ao dentista", "needs a checkup". */
export const THIRD_PERSON_VERBS: ReadonlySet<string> = new Set(['precisa', 'tem', 'vai', 'foi', 'fez', 'needs', 'has', 'went', 'had', 'is', 'was', 'deve', 'should']);

// A visit's status (status.ts).

// A visit said by its verb (seen.ts): "mum was seen today", "o pai foi atendido", "made it to his eye appt", "consegui ir ao dentista".

/** The past before a doctor's seeing someone: "was seen", "got seen", "has been seen", "foi atendida", "fui vista". */
export const SEEN_AUX: ReadonlySet<string> = wordsOf({pt: 'foi, foram, fui, fomos', en: 'was, were, got, gotten, been'});
/** The first person of that past: "fui atendido", "fomos vistos" — the speaker, with no subject said. */
export const SEEN_AUX_SPEAKER: ReadonlySet<string> = wordsOf({pt: 'fui, fomos'});
/** Before "been": "has been seen", "she's been seen", "had been examined" (never "to be seen", "being seen"). */
export const PERFECT_AUX: ReadonlySet<string> = wordsOf({en: "has, have, had, 's, 've, s"});
/** A doctor's seeing someone, said of the patient: "seen", "examined", "atendido", "vista", "observada". */
export const SEEN_PARTICIPLES: ReadonlySet<string> = wordsOf({
  pt: 'visto, vista, vistos, vistas, atendido, atendida, atendidos, atendidas, observado, observada, observados, observadas, examinado, examinada, examinados, examinadas',
  en: 'seen, examined',
});
/** Adverbs that may stand in that past: "was finally seen", "já foi atendida", "she's also been seen". */
export const SEEN_ADVERBS: ReadonlySet<string> = wordsOf({pt: 'ja, finalmente, enfim, la, tambem, hoje', en: 'finally, eventually, already, also, just, only, at, last'});
/** Who is seen, as a pronoun: "she was seen", "ela foi atendida". */
export const SEEN_PRONOUNS: ReadonlySet<string> = wordsOf({pt: 'ela, ele, elas, eles, eu, nos', en: 'i, she, he, we, they'});
/**
 * What may follow a visit said by that verb alone ("mum was seen this morning", "o pai foi atendido hoje cedo"):
 * when and how soon. Anything else ("seen at the shops", "visto na praia") is no visit.
 */
export const SEEN_TAIL: ReadonlySet<string> = wordsOf({
  pt: 'hoje, hj, ontem, cedo, agora, ja, logo, finalmente, enfim, de, da, manha, tarde, noite, esta, nesta, nessa, essa, as, a, rapidamente, rapido, bem, pontualmente, sem, atraso, demora, afinal, la',
  en: 'today, yesterday, this, morning, afternoon, evening, tonight, earlier, at, last, finally, eventually, quickly, straight, away, on, time, just, now, already, in, the, end, promptly, right, after, all',
});
/** "seen by Dr Shah", "atendida pela Dra. Vera": a doctor said by title and name after "by". */
export const SEEN_BY: ReadonlySet<string> = wordsOf({pt: 'pelo, pela, por', en: 'by'});
export const DOCTOR_TITLES: ReadonlySet<string> = wordsOf({pt: 'dr, dra, doutor, doutora, enfermeira, enfermeiro', en: 'dr, doctor, nurse, mr, mrs, ms, miss, professor, prof'});
/** …after an article: "by the nurse", "by a nurse", "por uma enfermeira". */
export const SEEN_ARTICLES: ReadonlySet<string> = wordsOf({pt: 'um, uma', en: 'the, a, an'});
/** Getting to a visit is having had it: "consegui ir ao dentista", "managed to take her", "conseguimos levar o pai". */
export const MANAGED: ReadonlySet<string> = wordsOf({pt: 'consegui, conseguiu, conseguimos, conseguiram', 'pt-PT': 'conseguiste', 'pt-BR': 'deu', en: 'managed'});
/** …the verb after it: "consegui ir", "managed to get", "deu pra levar" (pt-BR), with "to"/"pra" between in English and Brazil. */
export const MANAGED_VERBS: ReadonlySet<string> = wordsOf({pt: 'ir, levar, ser, passar, fazer', en: 'go, get, take, see, be, make'});
export const MANAGED_LINKS: ReadonlySet<string> = wordsOf({pt: 'pra, para', en: 'to'});
/** "made it to his eye appt", "finally got to the dentist": reaching the visit; "'ve got to the" is still an obligation ("got to see" too). */
export const REACHED: readonly string[] = phrasesOf({en: 'made it to, made it in to, made it into, got to, got in to see'});
/** Between reaching and the visit: "got to the dentist", "made it to her gynae appt", "made it to Dr Shah's". */
export const REACHED_DETERMINERS: ReadonlySet<string> = wordsOf({en: 'the, a, an, my, his, her, their, our, your'});
/** Before "got to", the words that make it "have to": "I've got to", "she's got to", "has got to". */
export const OBLIGED: ReadonlySet<string> = wordsOf({en: "'ve, 's, have, has, s, ve, gotta, still, i've, she's, he's, we've, they've, you've"});
/** English negations written with the verb that cancel a visit reached: "couldn't make it", "wasn't seen". */
export const VERB_NEGATIONS: ReadonlySet<string> = wordsOf({en: "couldn't, couldnt, wasn't, wasnt, weren't, werent, didn't, didnt, never, not", pt: 'nao, nunca, nem'});
/**
 * Brazil's "coleta" alone is the blood draw after a verb of doing or booking it ("fiz a coleta em jejum", "marquei a coleta");
 * "coleta seletiva", "coleta de lixo" are other things — only when or where may follow it.
 */
export const COLLECTION_WORDS: ReadonlySet<string> = wordsOf({'pt-BR': 'coleta'});
export const COLLECTION_TAIL: ReadonlySet<string> = wordsOf({pt: 'em, jejum, hoje, hj, ontem, amanha, agora, cedo, no, na, do, da, as, a, de, manha, ja, bem, pela, correu, foi, deu, e'});
/**
 * Words that name two kinds of visit: "ortho" is the orthodontist of braces and the orthopaedic clinic
 * of a knee. The reader takes the first kind; the world, the one the person holds (world/visit-booked.ts).
 */
/** The visits "the doctor", "o médico" may be: a physician's — not the dentist's, a test's or a jab. */
export const PHYSICIAN_KINDS: ReadonlySet<CheckupKind> = new Set(['general_checkup', 'pediatrician', 'gynecologist', 'dermatologist', 'cardiologist', 'orthopedist', 'ent', 'eye_exam', 'other']);
export const SHARED_WORDS: ReadonlyMap<string, readonly CheckupKind[]> = new Map(phrasesOf({en: 'ortho'}).map(w => [w, ['orthodontist', 'orthopedist'] as const]));

/** Words of being behind with something ("atrasada com o dentista", "behind on her checkups"). */
export const OVERDUE: ReadonlySet<string> = new Set(['atrasado', 'atrasada', 'atrasados', 'atrasadas', 'atrasadissima', 'atrasadissimo', 'behind']);
/** Words after being behind that lead to what is overdue: "atrasada com o gineco", "behind on his shots". */
export const OVERDUE_PREPS: ReadonlySet<string> = new Set(['com', 'no', 'na', 'on', 'with']);
/** Said after a visit: it is due. */
export const OVERDUE_AFTER: ReadonlySet<string> = new Set(['overdue', 'atrasado', 'atrasada', 'atrasados', 'atrasadas', 'vencido', 'vencida']);
/** How a visit went, after "was": "was fine", "was quick". */
export const VERDICTS: ReadonlySet<string> = new Set([
  'fine',
  'good',
  'ok',
  'okay',
  'great',
  'lovely',
  'quick',
  'short',
  'long',
  'brilliant',
  'reassuring',
  'uneventful',
  'alright',
  'happy',
  'pleased',
  'impressed',
]);
/** Participles after "got" that move a visit rather than tell it happened. */
export const GOT_MOVED: ReadonlySet<string> = new Set(['moved', 'pushed', 'rescheduled', 'postponed', 'bumped', 'changed', 'booked', 'scheduled']);
/** Verbs of doing a checkup that, negated, say it is not being done ("não faz", "doesn't get"). */
export const NEGATED_DOING: ReadonlySet<string> = new Set(['faz', 'fazem', 'fazia', 'do', 'does', 'get', 'gets']);
/** Words after "tem"/"has" that make it an obligation ("tem que", "tem de", "has to"), not a booking. */
export const HAVE_OBLIGATION: ReadonlySet<string> = new Set(['que', 'de', 'to']);
/** Participles after a negation that say this round has not happened: "hasn't gone", "hasn't done". */
export const DONE_PARTICIPLES: ReadonlySet<string> = new Set(['gone', 'gotten', 'done']);
/** Present-tense "ir" that reads as a habit with a recurrence ("vou ao dentista todo ano"); "irei", "will" stay future. */
export const HABITUAL_GO: ReadonlySet<string> = new Set(['vou', 'vai', 'vamos', 'vao']);
/** Words of a real future that keep a habitual "vou" from reading as a routine: "will", "gonna", "irei". */
export const FUTURE_MARKERS: ReadonlySet<string> = new Set(['will', 'gonna', 'going', 'irei', 'ira']);

// When a visit is (when.ts).

/** Words that may join coordinated checkups sharing one recurrence ("dentista e (ao) oftalmologista todo ano"). */
export const COORD: ReadonlySet<string> = new Set(
  'e and ou or , & o a os as ao aos a no na nos nas do da de dos das um uma the to an his her their my our seu sua meu minha para pra pro for'.split(' '),
);

// Visits told by the doctor's name (doctor-visits.ts).

/** The user's own visit, in the past: "fui", "fomos", "went", "saw". */
export const VISIT_VERBS: ReadonlySet<string> = wordSet(`fui fomos passei consultei voltei voltamos went saw visited seen`);
/** Words between the verb and the doctor: "fui ao", "went to see", "voltei da". */
export const VISIT_LINKS: ReadonlySet<string> = wordSet(`ao à a no na o com em do da de to with the at see back from`);
/** A doctor's "come back": "pediu que eu volte daqui a dois meses", "wants me back in 4 weeks". */
export const RETURN_WORDS: ReadonlySet<string> = wordSet(`volte voltar voltasse retorne retornar back again`);

// The British "surgery" (checkups.ts, practiceSurgery): the GP's practice, or an operation.

/** Before "the surgery", words that make it a place one goes to or rings: "at the surgery", "rang the surgery". */
export const PRACTICE_LEADS: ReadonlySet<string> = wordsOf({
  'en-GB': 'at, to, from, into, round, down, ring, rang, rung, ringing, call, called, calling, phone, phoned, phoning, email, emailed, contact, contacted, visit, visited',
});
/** Whose surgery a practice is: "the GP's surgery", "the doctor's surgery", "doctors' surgery". */
export const PRACTICE_OWNERS: ReadonlySet<string> = wordsOf({en: 'gp, gps, doctor, doctors'});
/** Between that word and "surgery": "at the surgery", "rang our surgery", "to the local surgery". */
export const PRACTICE_DETERMINERS: ReadonlySet<string> = wordsOf({en: 'the, my, our, your, his, her, their, local'});
/** Verbs after "the surgery" of a practice that acts ("the surgery rang", "the surgery texted"): the practice, not an operation. */
export const PRACTICE_ACTS: ReadonlySet<string> = wordsOf({
  en: 'rang, rung, rings, phoned, phones, called, calls, texted, texts, emailed, emails, wrote, sent, says, said, wants, wanted, asked, fitted, squeezed, booked, managed, got, has, had',
});
/** Verbs of a practice moving someone ("the surgery's bumped Mum", "the surgery has moved him"): the practice, acting on a person. */
export const PRACTICE_MOVES: ReadonlySet<string> = wordsOf({en: 'bumped, moved, rebooked, rescheduled, shifted, pushed, booked, cancelled, canceled'});
/** "fazer análises", "fiz umas análises": "análises" alone is blood work after a verb of doing or booking them. */
export const ANALYSES_LEADS: ReadonlySet<string> = wordsOf({
  pt: 'fazer, faz, faço, fiz, fez, fazemos, fizemos, fazem, fizeram, marcar, marquei, marcou, repetir, repeti, tenho, tem, temos, levar, levei, levou',
});
/** Between that verb and "análises": "fazer umas análises", "tenho as análises". */
export const ANALYSES_DETERMINERS: ReadonlySet<string> = wordsOf({pt: 'as, umas, uns, novas, umas novas, de, mais'});

// A visit got for a day ahead is a booking (status.ts, checkups.ts).

/** A free place in a doctor's day: "had an opening", "a cancellation", "consegui uma vaga", "arranjei um encaixe". */
export const SLOT_WORDS: ReadonlySet<string> = wordsOf({
  pt: 'vaga, vagas, encaixe, encaixes',
  en: 'opening, openings, slot, slots, cancellation, cancellations',
  'en-GB': 'space',
});
/** Verbs of a doctor having a free place: "had an opening", "tinha vaga", "has no slots". */
export const SLOT_HAVERS: ReadonlySet<string> = wordsOf({pt: 'tem, tinha, teve, havia, ha', en: 'has, had, have'});
/** Before a free place, words that say there is none: "no openings", "sem vaga", "nenhum encaixe". */
export const NO_SLOT: ReadonlySet<string> = wordsOf({pt: 'sem, nenhuma, nenhum, nao', en: 'no, not, any'});
/** "got Owen in at the dentist", "got mum in with the GP": after "got … in", the place or day it is for. */
export const GOT_IN_LINKS: ReadonlySet<string> = wordsOf({en: 'at, with, for, to, on, this, next, today, tomorrow'});
/** Verbs whose "… in" got someone seen ("got him in", "had gotten mum in"); "need to get him in" is still to do. */
export const GOT_IN_VERBS: ReadonlySet<string> = wordsOf({en: 'got, gotten'});
/** Before a day, the words that say a visit was got for it, not had on it: "for Thursday", "pra quarta", "para dia 10". */
export const BOOKED_FOR: ReadonlySet<string> = wordsOf({pt: 'pra, pro, para', en: 'for'});
/** Between "for" and its day: "para o dia 10", "for the 14th". */
export const DAY_ARTICLES: ReadonlySet<string> = wordsOf({pt: 'o, a, dia', en: 'the'});
/** Between "on" and "books" of a doctor's list: "on the cardiologist's books", "on Dr Shah's books". */
export const BOOKS_WORDS: ReadonlySet<string> = wordsOf({en: 'books'});

// Leaving a visit is having had it (status.ts): "saí do dentista", "acabei de sair da consulta", "voltámos
// do pediatra", "just left the GP", "home from the dentist".

/** Verbs of leaving or coming back from a place, followed by "do/da/de" or "from": the visit is behind. */
export const LEFT_FROM: ReadonlySet<string> = wordsOf({
  pt: 'sai, saimos, saiu, sairam, voltei, voltamos, voltou, voltaram, vim, viemos, veio, vieram, cheguei, chegamos, chegou, chegaram',
  'pt-PT': 'saimos, viemos',
  en: 'home, came, got',
});
/** Their infinitives, a visit behind only after "acabei de" (just did): "acabei de sair do dentista". */
export const LEFT_FROM_INFINITIVES: ReadonlySet<string> = wordsOf({pt: 'sair, voltar, vir, chegar'});
/** "acabei de", "acabámos de", "acabou de": a thing just done. */
export const JUST_DID: ReadonlySet<string> = wordsOf({pt: 'acabei, acabamos, acabou, acabaram'});
/** After a leaving verb, the link to the place: "do", "da", "de", "from", "out of". */
export const LEFT_LINKS: ReadonlySet<string> = wordsOf({pt: 'do, da, de, dos, das', en: 'from'});
/** English "left" + the place: "just left the dentist", "left my GP appointment". */
export const LEFT_PLACE: ReadonlySet<string> = wordsOf({en: 'left'});
/** Between a leaving verb and its link: "saí agora do dentista", "voltei hoje do pediatra". */
export const JUST_NOW: ReadonlySet<string> = wordsOf({pt: 'agora, hoje, ja, agorinha', en: 'now'});
/** A thing just done, whatever the verb: "just got back", "agorinha", "agora mesmo". */
export const JUST_WORDS: ReadonlySet<string> = wordsOf({pt: 'agorinha, agora', en: 'just, now'});

/** Verbs of a doctor or a practice calling or writing: "a pediatra ligou", "the GP rang", "o consultório mandou mensagem". */
export const CALLER_ACTS: ReadonlySet<string> = wordsOf({
  pt: 'ligou, ligaram, liga, telefonou, telefonaram, mandou, mandaram, escreveu, escreveram, avisou, avisaram, disse, respondeu, retornou',
  'pt-PT': 'telefonou, ligou-me, ligaram-me',
  en: 'called, calls, rang, rings, phoned, phones, texted, texts, emailed, emails, messaged, wrote, said, says, replied, confirmed, left',
});
/** Between the doctor and that verb: "the dentist's office called", "o consultório do pediatra ligou". */
export const CALLER_PLACE: ReadonlySet<string> = wordsOf({pt: 'da, do', en: "'s, office, clinic, practice, surgery, reception, nurse"});
