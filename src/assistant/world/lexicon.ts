/**
 * The words of the world moves: saying a booking was cancelled or moved, and the words that name
 * an event's kind or any appointment. Folded (no accents, lower case), as `tokenize` gives them.
 */
import {fold} from '../../text/words.js';
import {wordsOf} from '../../understanding/varieties.js';

/** "cancelaram a reunião", "foi cancelado", "desmarcou", "tira da agenda", "got cancelled", "is off". */
export const CANCEL =
  /\b(?:cancel(?:ou|aram|ei|amos|ad[oa]s?|ar|ando|led|ed|s)?|desmar[cq]\w*|called off|calling off|call off|(?:is|are|s) off\b|nao vai (?:mais )?(?:ter|rolar|acontecer)|nao tem mais|foi suspens[oa]|tira\w* (?:\S+ ){0,6}da agenda|remove\w* (?:\S+ ){0,6}from (?:the |my )?(?:agenda|calendar))\b/;

/** "mesmo horário", "same time": the time stays. */
export const SAME_TIME = /\b(?:mesmo horario|msm horario|mesma hora|msm hora|same time)\b/;

/** Words of appointments in general: they fit any checkup. */
export const GENERIC_APPOINTMENT = new Set([
  'consulta',
  'consultas',
  'exame',
  'exames',
  'cirurgia',
  'procedimento',
  'retorno',
  'horario',
  'appointment',
  'appointments',
  'appt',
  'appts',
  'apt',
  'surgery',
  'procedure',
  'visit',
  'checkup',
  'exam',
  'op',
  'operation',
]);

/** Words that name an event's kind, by kind (contract event kinds). */
export const EVENT_KIND_WORDS: Record<string, ReadonlySet<string>> = {
  meeting: new Set(['reuniao', 'reunioes', 'meeting', 'meetings', 'mtg', 'review', 'encontro', 'assembleia', 'standup', '1:1', '1-1', '1on1', '1-on-1', '1x1', 'one-on-one']),
  call: new Set(['call', 'calls', 'ligacao', 'chamada', 'videochamada', 'zoom']),
  class: new Set(['aula', 'aulas', 'class', 'classes', 'lesson', 'lessons', 'practice', 'treino', 'escolinha', 'natacao', 'futebol', 'ballet', 'bale', 'judo', 'swim', 'swimming', 'soccer']),
  social: new Set(['almoco', 'jantar', 'lunch', 'dinner', 'churrasco', 'festa', 'party', 'cafe', 'coffee', 'brunch', 'drinks', 'happy']),
  trip: new Set(['viagem', 'trip', 'voo', 'flight', 'travel']),
  deadline: new Set(['prazo', 'entrega', 'deadline', 'due']),
  birthday: new Set(['aniversario', 'aniver', 'niver', 'birthday', 'bday']),
  anniversary: new Set(['anniversary', 'bodas']),
};

/**
 * Politeness, go-aheads and discourse markers around a request ("go ahead and cancel his, please",
 * "por favor", "então quinta não vai ter", "ixi", "anyway"): never an item's words.
 */
export const POLITE = new Set('please pls plz ahead kindly favor favour thanks thx cheers obrigado obrigada brigado brigada valeu entao ixi eita anyway oops whoops'.split(' '));

/** Words of the move itself: never an item's title words. */
export const MOVE_NOISE = new Set([
  'cancelou',
  'cancelaram',
  'cancelado',
  'cancelada',
  'cancelled',
  'canceled',
  'desmarcou',
  'desmarcaram',
  'remarcaram',
  'remarcou',
  'remarquei',
  'adiada',
  'adiado',
  'adiou',
  'adiaram',
  'mudou',
  'mudaram',
  'moved',
  'pushed',
  'rescheduled',
  'postponed',
  'clinica',
  'clinic',
  'ligou',
  'called',
  'hospital',
  'escola',
  'school',
  'they',
  'eles',
  'got',
  'foi',
  'agenda',
  'tira',
  'avisou',
  'amanha',
  'hoje',
  'tomorrow',
  'today',
  'tmrw',
  'tmrws',
]);

/** A part of the day said alone ("the morning", "de tarde", "parents evening"'s "evening"): no day of its own. */
const PART_OF_DAY_ONLY = /^(?:(?:the|a|de|da|pela|in the)\s+)?(?:morning|afternoon|evening|night|manha|tarde|noite)$/;

/** Whether a date read from a phrase is only a part of the day. */
export const partOfDayOnly = (text: string) =>
  PART_OF_DAY_ONLY.test(
    fold(text)
      .replace(/[^\p{L}\s]+/gu, '')
      .trim(),
  );

/**
 * Kinds of things a task names by their kind and the user by the thing itself (`things.ts`): each
 * kind's general words, then the things of that kind ("flowers" → "peonies", "invoice" → "fee").
 */
export const THING_KINDS: ReadonlyArray<readonly [general: readonly string[], things: readonly string[]]> = [
  [
    ['flower', 'flores', 'flor', 'buque', 'bouquet'],
    ['peonies', 'peony', 'roses', 'rose', 'tulips', 'tulip', 'lilies', 'lily', 'orchid', 'orquidea', 'rosas', 'girassol', 'girassois', 'sunflower', 'sunflowers', 'daisies'],
  ],
  [
    ['gift', 'present', 'presente', 'lembranca', 'lembrancinha', 'mimo'],
    [
      'earrings',
      'earring',
      'necklace',
      'bracelet',
      'ring',
      'perfume',
      'brinco',
      'brincos',
      'colar',
      'pulseira',
      'anel',
      'watch',
      'relogio',
      'scarf',
      'echarpe',
      'flowers',
      'flores',
      'chocolates',
      'voucher',
      'vale',
    ],
  ],
  [
    ['invoice', 'bill', 'fee', 'fees', 'fatura', 'boleto', 'conta', 'mensalidade', 'taxa', 'payment', 'pagamento'],
    ['invoice', 'bill', 'fee', 'fees', 'fatura', 'boleto', 'conta', 'mensalidade', 'taxa', 'tuition'],
  ],
  [
    ['ticket', 'tickets', 'passagem', 'passagens', 'bilhete', 'bilhetes'],
    ['flight', 'flights', 'voo', 'voos', 'aereo', 'train', 'trem'],
  ],
  [
    ['pills', 'pill', 'meds', 'medication', 'medicine', 'remedio', 'remedios', 'medicamento', 'prescription', 'prescriptions', 'receita', 'receitas'],
    ['pills', 'pill', 'tablets', 'comprimidos', 'capsulas', 'heartworm', 'vermifugo', 'antipulgas'],
  ],
  // Sports under their short names: "signed him up for bball" is the basketball sign-up.
  [
    ['basketball', 'bball', 'b-ball', 'basquete', 'basquetebol'],
    ['basketball', 'bball', 'b-ball', 'basquete', 'basquetebol'],
  ],
  [
    ['football', 'soccer', 'futebol', 'futsal'],
    ['football', 'soccer', 'futebol', 'futsal'],
  ],
  // One place or service under its everyday names: "falei com os do seguro" is the insurer called, "os correios" the CTT.
  [
    ['seguro', 'seguros', 'seguradora', 'insurance', 'insurer'],
    ['seguro', 'seguros', 'seguradora', 'insurance', 'insurer'],
  ],
  [
    ['correios', 'correio', 'ctt', 'post office'],
    ['correios', 'correio', 'ctt', 'post office'],
  ],
  [
    ['academia', 'ginasio', 'gym'],
    ['academia', 'ginasio', 'gym'],
  ],
  // One document under its everyday names: "mandei o cv" is the "currículo" sent, "updated my CV" the résumé.
  [
    ['curriculo', 'curriculum', 'cv', 'resume'],
    ['curriculo', 'curriculum', 'cv', 'resume'],
  ],
];

/** How grandchildren call their grandparents, written as the user writes them (folded). */
export const GRANDPARENT_WORDS = new Set(['vovo', 'vo', 'avo', 'grandma', 'grandpa', 'granny', 'nana', 'gran', 'grandad', 'granddad', 'nan', 'vozinha', 'vozinho']);

/** Words of a visit's own kind that the checkup lexicon files with "a consulta": a surgery is a thing, not "it". */
export const SURGERY_WORDS = new Set(['cirurgia', 'surgery', 'procedure', 'procedimento', 'operacao', 'operation']);

/** The pronouns of a woman, as a move's object: "remarcaram a consulta dela", "moved her appointment". */
export const FEMALE_PRONOUNS: ReadonlySet<string> = new Set(['ela', 'her', 'she']);

/** Which of a list the user picks, 0-based: "a segunda", "the first", "3". */
export const ORDINALS: Record<string, number> = {
  primeira: 0,
  primeiro: 0,
  first: 0,
  '1': 0,
  segunda: 1,
  segundo: 1,
  second: 1,
  '2': 1,
  terceira: 2,
  terceiro: 2,
  third: 2,
  '3': 2,
  quarta: 3,
  quarto: 3,
  fourth: 3,
  '4': 3,
};

const kinds = (words: string[], of: readonly string[]) => Object.fromEntries(words.map(w => [w, of]));

/**
 * The part of the body a visit is for, and the specialty that sees it: "his knee appointment" is the
 * orthopaedist's, "a consulta dos olhos" the eye doctor's, "her skin check" the dermatologist's. Folded
 * words, Portuguese and English.
 */
export const BODY_PART_KINDS: Readonly<Record<string, readonly string[]>> = {
  ...kinds(['knee', 'knees', 'hip', 'hips', 'shoulder', 'back', 'spine', 'ankle', 'wrist', 'joelho', 'joelhos', 'quadril', 'anca', 'ombro', 'costas', 'coluna', 'tornozelo', 'pulso'], ['orthopedist']),
  ...kinds(['eye', 'eyes', 'olho', 'olhos', 'vista', 'sight'], ['eye_exam']),
  ...kinds(['skin', 'mole', 'moles', 'pele', 'sinal', 'sinais', 'pinta', 'pintas'], ['dermatologist']),
  ...kinds(['tooth', 'teeth', 'dente', 'dentes', 'gum', 'gums', 'brace', 'braces'], ['dentist', 'orthodontist']),
  ...kinds(['heart', 'coracao'], ['cardiologist']),
  ...kinds(['ear', 'ears', 'throat', 'nose', 'ouvido', 'ouvidos', 'garganta', 'nariz'], ['ent']),
  ...kinds(['blood', 'bloods', 'sangue'], ['blood_test']),
  ...kinds(['breast', 'mama', 'mamas'], ['mammogram']),
};

/**
 * The speaker with others, said by the verb or the pronoun: "fomos", "voltámos", "acabamos de chegar",
 * "we're back" — whose a visit told this way is, the world says (owners.ts): those who hold it that day.
 */
export const WE_WORDS: ReadonlySet<string> = wordsOf({
  pt: 'fomos, voltamos, acabamos, chegamos, saimos, viemos, estivemos, tivemos, passamos',
  'pt-PT': 'voltámos, acabámos, chegámos',
  en: "we, we're, we've, we'd, us",
});
