/**
 * Words that name an event that is not a health checkup, by kind: "reunião", "call", "entrega",
 * "natação", "viagem", "churras", "niver", "anniversary"… Phrases are folded and matched on token
 * folds, longest first.
 */
import type {EventKind} from '../../domain/types.js';
import {PhraseLexicon} from '../text.js';
import {phrasesOf, type VarietyWords, wordsOf} from '../varieties.js';

export const EVENT_WORDS = new PhraseLexicon<EventKind>();
const add = (kind: EventKind, phrases: string) =>
  EVENT_WORDS.addAll(
    phrases
      .split(',')
      .map(p => p.trim())
      .filter(Boolean),
    kind,
  );

add(
  'meeting',
  `reunião, reuniao, reuniões, meeting, meetings, review, quarterly review, sprint review, retro, retrospectiva, standup,
  stand-up, daily, sync, one-on-one, one on one, 1:1, 1-1, 1on1, 1-on-1, 1x1, apresentação, apresentacao, presentation, entrevista, interview, planning, workshop, kickoff,
  site visit, visita técnica, visita tecnica, visita de obra, visita à obra, visita a obra, parent-teacher conference,
  parent teacher conference, parent-teacher meeting, parent teacher meeting`,
);
add('call', 'call, calls, ligação, ligacao, videochamada, chamada de vídeo, video call, conference call, zoom call, telefonema');
add(
  'deadline',
  `entrega, entregar, prazo, deadline, due, vencimento, vence, prova, provas, exam, final exam, test, pagar, pay,
  boleto, fatura, aluguel, rent, submission, relatório, relatorio`,
);
add(
  'class',
  `aula, aulas, natação, natacao, ballet, balé, bale, judô, judo, karatê, karate, jiu-jitsu, capoeira, futebol, futsal,
  vôlei, volei, basquete, andebol, handebol, hóquei, hoquei, treino, treinos, hidroginástica, hidroginastica, hidro, pilates, yoga, ioga, dança, danca, catequese,
  curso, escolinha, inglês, ingles, piano, violão, violao, guitarra, class, classes, lesson, lessons, practice, soccer, swimming,
  swim, dance, tutoring, reforço, reforco, natacão, academia, gym, musculação, musculacao, crossfit, spinning, workout,
  football, football practice, football training, rugby, cricket, netball, hockey, tennis, basketball, gymnastics, martial arts,
  refresher course, first aid course, scouts, cubs, beavers, brownies, guides, swimming lessons, piano lesson, piano lessons, music lesson, drama club, after-school club`,
);
add(
  'trip',
  `viagem, viajar, viajo, viajamos, vou viajar, voo, flying, fly, flight, trip, travel, traveling, travelling, road trip,
  vacation, férias, ferias, feriado`,
);
add(
  'social',
  `churras, churrasco, festa, festinha, jantar, janta, almoço, almoco, almoçar, almocar, lanchar, happy hour, encontro, casamento, chá de bebê,
  cha de bebe, chá de panela, show, cinema, movies, barzinho, dinner, supper, lunch, brunch, breakfast, party, bbq, barbecue, picnic, drinks, wedding,
  baby shower, concert, game night, date night, hangout, balada, rolê, role, teatro, peça de teatro, theatre, theater, the theatre, the theater,
  quiz night, pub quiz, quiz, trivia night, carol concert, carol service, carols, nativity, nativity play, confraternização, confraternizacao, confra, amigo secreto, amigo oculto, jantar de natal, almoço de natal, almoco de natal,
  ópera, opera, musical, concerto, espetáculo, espetaculo, panto, pantomime, coffee with, café com, cafe com, catch-up with, catch up with,
  pint with, pints with, a pint with,
  birthday party, birthday parties, bday party, b-day party, festa de aniversário, festa de aniversario, festinha de aniversário,
  festinha de aniversario, festa de niver, festinha de niver, sleepover, sleepovers, playdate, play date, pijamada, festa do pijama`,
);
// Everyday appointments that are neither meetings nor checkups: a school play, a dress fitting, a
// health inspection, a mass, a car service, the notary, a funeral, a game.
add(
  'other',
  `peça, peca, peça da escola, school play, play, recital, apresentação de dança, formatura, graduation, fitting, dress fitting,
  prova do vestido, prova de vestido, prova de roupa, vistoria, inspeção, inspecao, inspection, fiscalização, fiscalizacao, missa, mass,
  culto, grupo de oração, grupo de oracao, prayer group, church service, batizado, baptism, christening, velório, velorio, enterro, funeral,
  revisão do carro, revisao do carro, car service, mot, oficina, cartório, cartorio, audiência, audiencia, hearing, court date,
  jogo, game, match, torneio, tournament, campeonato, ensaio, rehearsal, conferência, conferencia, conference, congresso, palestra,
  webinar, pelada, fair, bazar, bazaar, moving day, open house, hen do, hen party, stag do,
  bachelorette, bachelor party, plantão, plantao, plantões, plantoes, shift, shifts, night shift, turno da noite`,
);
// Groups and places someone attends on set days, and training at work: no checkup, no class.
EVENT_WORDS.addAll(
  phrasesOf({
    pt: 'grupo de apoio, grupo de luto, centro de dia, centro de convivência, centro de convivencia, formação, formacao, treinamento, capacitação, capacitacao',
    'pt-PT': 'centro de convívio, centro de convivio, acção de formação, ação de formação, acao de formacao',
    en: 'support group, grief group, grief support group, bereavement group, carers group, carers support group, AA meeting, day centre, day center, adult day care, senior center, mandatory training, training day, training course, training session, staff training, first aid training, safeguarding training, fire training, induction, appraisal',
    'en-GB': "carers' group, lunch club",
  }),
  'other',
);
// Personal care booked like a visit but no checkup: the hair, the nails, a massage.
EVENT_WORDS.addAll(
  phrasesOf({
    pt: 'cabeleireiro, cabeleireira, cabelereiro, cabelereira, barbeiro, manicure, pedicure, depilação, depilacao, massagem, corte de cabelo',
    'pt-BR': 'salão, salao, fazer a unha, fazer as unhas',
    'pt-PT': 'cabeleireiros, fazer as unhas, arranjar as unhas',
    en: 'haircut, hair cut, hairdresser, hairdressers, barber, barbers, salon, nails, nail appointment, hair appointment, manicure, pedicure, massage, waxing, facial',
    'en-GB': "hairdresser's, barber's",
  }),
  'other',
);
// Gatherings away from the everyday that often last days, as a conference does: a team's offsite
// ("retiro da equipa"; the bare "retiro" is also "I take out", so only with whose or what kind), a retreat, a seminar.
EVENT_WORDS.addAll(
  phrasesOf({
    pt: 'retiro da empresa, retiro de empresa, retiro espiritual, seminário, seminario',
    'pt-BR': 'retiro da equipe, retiro de equipe, retiro do time, imersão da equipe, imersao da equipe',
    'pt-PT': 'retiro da equipa, retiro de equipa',
    en: 'offsite, off-site, team offsite, company offsite, retreat, team retreat, company retreat, seminar, summit',
    'en-GB': 'away day, team away day',
  }),
  'other',
);
// Therapies kept as weekly sessions: only a trigger where the checkup reader lets them be (a weekday
// rule in the sentence; otherwise "fisioterapia" is a visit, checkups.ts).
const THERAPIES: VarietyWords = {
  pt: `fisioterapia, fisio, terapia, psicoterapia, psicólogo, psicologo, psicóloga, psicologa, terapeuta, acupuntura, hidroterapia,
  quiropraxista, terapia ocupacional, osteopata, osteopatia`,
  'pt-BR': 'fono, fonoaudióloga, fonoaudiologa, fonoaudiólogo, fonoaudiologia, podóloga, podólogo, podologia',
  'pt-PT': 'terapia da fala, terapeuta da fala, podologista, podologia',
  en: 'physio, physiotherapy, physical therapy, therapy, psychologist, therapist, chiropractor, speech therapy, occupational therapy, osteopath',
  // "Dad has PT every Mon and Fri": American physical therapy, written as its initials.
  'en-US': 'podiatrist, podiatry, pt',
  'en-GB': 'chiropody, chiropodist',
};
EVENT_WORDS.addAll(phrasesOf(THERAPIES), 'other');
/** The first words of those therapies: a session belongs to whoever has it, as a class does ("o Jorge faz fisioterapia"). */
/** Initials that name a session only in English ("Dad has PT"): in Portuguese "PT" is Portugal. */
export const ENGLISH_INITIALS: ReadonlySet<string> = wordsOf({'en-US': 'pt'});
export const THERAPY_WORDS: ReadonlySet<string> = new Set(phrasesOf(THERAPIES).map(p => p.split(' ')[0]!));

// Routines added by variety: a choir or a gym class is a class; parents' evening is a meeting with
// the school (said "reunião de encarregados de educação" in Portugal, read as a "reunião").
EVENT_WORDS.addAll(
  phrasesOf({
    pt: 'ginástica, ginastica',
    'pt-BR': 'coral, ensaio do coral, escoteiros',
    'pt-PT': 'coro, ensaio do coro, escuteiros, ginásio, ginasio',
    en: 'choir, choir practice, band practice, orchestra, running club, run club',
    'en-GB': 'parkrun',
    'en-US': 'cub scouts, girl scouts, boy scouts',
  }),
  'class',
);
EVENT_WORDS.addAll(phrasesOf({en: 'one-to-one, catch-up', 'en-GB': 'parents evening, parents evenings', 'en-US': 'parent-teacher night, back to school night'}), 'meeting');
EVENT_WORDS.addAll(phrasesOf({pt: 'ceia', 'pt-PT': 'consoada'}), 'social');
// A club or a circle that meets: "book club", "clube do livro", "clube de leitura", "knitting circle".
EVENT_WORDS.addAll(phrasesOf({pt: 'clube do livro, clube de leitura, clube de xadrez', en: 'book club, book group, reading group, knitting circle, chess club'}), 'social');
// Britain's "do" is a party when a word before says whose or what for: "her work do", "the Christmas do", "a leaving do".
EVENT_WORDS.addAll(phrasesOf({'en-GB': 'work do, office do, christmas do, xmas do, leaving do, retirement do, birthday do, family do, works do'}), 'social');

/**
 * Time off work: a day (or a week) away from the job, on the agenda as kind `other`, titled as
 * said ("folga", "PTO", "day off"); it is no trip — going away is "férias"/"vacation"/"holiday",
 * which stay `trip`. Said over a week ("PTO next week"), it spans that week.
 */
const TIME_OFF: VarietyWords = {
  pt: 'folga, folgas, dia de folga, dias de folga',
  'pt-BR': 'day off',
  en: 'day off, days off, time off',
  'en-US': 'pto, personal day, vacation day, vacation days',
  'en-GB': 'annual leave, leave day',
};
EVENT_WORDS.addAll(phrasesOf(TIME_OFF), 'other');
export const TIME_OFF_WORDS: ReadonlySet<string> = new Set(phrasesOf(TIME_OFF));
/** Going away said as such ("férias na semana que vem", "on holiday next week"): over a week, the whole week, as time off is. */
export const VACATION_WORDS: ReadonlySet<string> = wordsOf({pt: 'férias, ferias', 'en-US': 'vacation', 'en-GB': 'holiday, holidays'});
/** Before "holiday(s)", words that make it going away (British "on holiday", "our holiday"), not a public holiday ("bank holiday", "the holidays"). */
export const HOLIDAY_LEADS: ReadonlySet<string> = wordsOf({'en-GB': 'on, our, my, family, summer, half-term'});
add('birthday', 'aniversário, aniversario, niver, aniver, bday, birthday, b-day');
add(
  'anniversary',
  `aniversário de casamento, aniversario de casamento, aniversário de namoro, aniversario de namoro, bodas,
  anniversary, wedding anniversary, ano de namoro, ano de casado, ano de casados, anos de casado, anos de casados, anos de namoro`,
);

/** Words that cancel an event ("a reunião foi cancelada", "dinner is off"). */
export const CANCEL_WORDS = new Set(['cancelou', 'cancelaram', 'cancelada', 'cancelado', 'cancelei', 'desmarcou', 'desmarquei', 'cancelled', 'canceled', 'cancel']);

/** Kinds whose event belongs to the clause's subject ("a clara faz natação"), not the speaker. */
export const SUBJECT_KINDS = new Set<EventKind>(['class', 'birthday']);

// The word lists of the event readers (extract.ts, rrule.ts), grouped by the reader that uses
// them. Words are matched on token folds (lower case, no accents) unless a comment says otherwise.

// ── Which event words are new events (extract.ts: extractEvents) ──

/** Negations before a past verb: "a bia não foi na natação", "didn't go to practice" — an absence, no new event. */
export const NEGATIONS: ReadonlySet<string> = new Set(['nao', 'não', 'not', "didn't", 'didnt', 'never', 'nunca']);
/** Words of missing a plan: "faltou na aula", "missed practice", "skipped swim". */
export const ABSENCE: ReadonlySet<string> = new Set(['faltou', 'faltei', 'faltamos', 'missed', 'skipped', 'skip']);
/** Said right after an event word, it is ending, not coming: "feriado acabando", "vacation's over". */
export const ENDING: ReadonlySet<string> = new Set(['acabando', 'acabou', 'terminando', 'terminou', 'over', 'ending', 'ended', 'ends']);
/** Jobs an event word may name before them: "practice nurse", "class teacher", "meeting organiser". */
/** Before "call", words that make it the verb ("I need to call them", "we'll call back", "please call mum"): a to-do, no call booked. */
export const CALL_VERB_LEADS: ReadonlySet<string> = new Set([
  'to',
  'will',
  "'ll",
  'must',
  'should',
  'gotta',
  'can',
  'could',
  'please',
  'pls',
  'i',
  'we',
  'you',
  'they',
  "don't",
  'dont',
  'never',
  'also',
]);
/** After "call", words that make it the verb: "call them", "call back", "call the school". */
export const CALL_VERB_OBJECTS: ReadonlySet<string> = new Set(['them', 'him', 'her', 'me', 'us', 'it', 'back', 'the', 'my', 'our', 'his', 'their', 'mum', 'mom', 'dad']);
export const ROLES: ReadonlySet<string> = new Set(['nurse', 'manager', 'teacher', 'organiser', 'organizer', 'coordinator', 'receptionist', 'administrator', 'secretary', 'lead', 'leader']);
/** Words of a result before a "1:1"/"1x1" that make it a score, not a meeting: "ended 1:1", "empatou em 1x1", "it was 1-1". */
export const SCORE_LEADS: ReadonlySet<string> = wordsOf({
  pt: 'empatou, empataram, empate, terminou, acabou, ficou, foi, placar, resultado, ganhou, ganhámos, ganhamos, perdeu, perdemos, venceu',
  en: 'ended, finished, drew, draw, won, lost, was, score, scored, result, beat, tied',
});
/** Things one gets for an event ("presente pro niver"): the event is what the gift is for, not a plan on that day. */
export const GIFT_WORDS: ReadonlySet<string> = new Set(['presente', 'presentes', 'lembrancinha', 'cartao', 'bolo', 'gift', 'gifts', 'present', 'presents', 'card', 'cake']);
/** Words that make the day after them a limit ("by Friday", "até sexta"): only a deadline or a trip is dated by one. */
export const LIMIT_WORDS: ReadonlySet<string> = new Set(['by', 'ate']);

// ── Landmarks: events named as a point in time (extract.ts: landmarkLead) ──

/** Words that place something in time by an event: "before the review", "depois da reunião". */
export const LANDMARK_LEADS: ReadonlySet<string> = new Set(['before', 'after', 'antes', 'depois', 'until', 'till', 'during', 'durante', 'vespera', 'eve']);
/** Between a landmark's lead and its item: "antes da cirurgia", "before her knee replacement". */
export const LANDMARK_OWNERS: ReadonlySet<string> = new Set(['da', 'do', 'de', 'his', 'her', 'their', 'your']);
/** Articles and possessives before a noun: "antes da reunião", "o técnico vem", "the new sofa arrives". */
export const ARTICLES: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'the', 'an', 'our', 'my', 'nosso', 'nossa', 'meu', 'minha', 'seu', 'sua']);

// ── Visits: someone coming over (extract.ts: visits) ──

/** Someone coming over: "vem olhar o carro", "o técnico vem", "the plumber is coming". */
export const COMING: ReadonlySet<string> = new Set(['vem', 'vêm', 'vira', 'virá', 'comes', 'coming', 'passa', 'passam']);
/** Words that start when a visit is, not what it is for: "vem toda terça", "comes on Monday". */
export const WHEN_LEADS: ReadonlySet<string> = new Set(['on', 'at', 'from', 'every', 'each', 'in', 'toda', 'todo', 'todas', 'todos', 'na', 'no', 'nas', 'nos', 'de', 'das', 'as', 'às']);
/** Words after the coming verb that say nothing of what they come to do: "vem aqui", "comes over", "coming by". */
export const VISIT_FILLERS: ReadonlySet<string> = new Set(['aqui', 'here', 'over', 'by', 'to']);
/** A day word alone after the coming verb ("o técnico vem amanhã"): no purpose said, so the title is who comes. */
export const BARE_DAYS: ReadonlySet<string> = new Set(['amanha', 'hoje', 'tomorrow', 'today']);
/** Auxiliaries between who comes and the coming verb: "the plumber is coming", "o técnico vai vir". */
export const VISITOR_AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'will', 'vai']);

/** Verbs of a guest coming for days (extract.ts: stays): "vem", "is coming", "are visiting", "vão ficar". */
export const STAY_VERBS: ReadonlySet<string> = new Set(['vem', 'vêm', 'vira', 'virá', 'coming', 'comes', 'visiting', 'visit', 'staying', 'ficar', 'ficam', 'fica']);
/** After that verb, words that make it a stay even with one day said: "to stay", "passar uns dias", "pra ficar". */
export const STAY_WORDS: readonly string[] = [
  'to stay',
  'stay',
  'for a few days',
  'for the weekend',
  'for christmas',
  'for the holidays',
  'for new year',
  'passar uns dias',
  'passar o natal',
  'passar o ano novo',
  'passar as festas',
  'passar o feriado',
  'passar o fim de semana',
  'passar o fds',
  'pra ficar',
  'para ficar',
  'ficar uns dias',
];

// ── Arrivals: something or someone arriving on a day (extract.ts: arrivals) ──

/** Something or someone arriving on a day: "o forno novo chega quinta", "the sofa arrives on Friday". */
export const ARRIVING: ReadonlySet<string> = new Set(['chega', 'chegam', 'chegara', 'chegarao', 'arrives', 'arriving', 'arrive', 'lands', 'landing', 'land']);
/** "gets in": with "in" after it, an arrival ("the train gets in at 4"). */
export const GETTING: ReadonlySet<string> = new Set(['gets', 'get', 'getting']);
/** Auxiliaries between what arrives and the arriving verb: "the sofa should arrive", "a Neide vai chegar". */
export const ARRIVAL_AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'will', 'vai', 'should']);

// ── Birthdays said as an age (extract.ts: ageBirthdays) ──

/** Verbs that say an age: "fez oitenta anos", "faz 70 dia 14", "turns 40 on the 3rd". */
export const AGE_VERBS: ReadonlySet<string> = new Set(['fez', 'faz', 'fara', 'fazem', 'fizeram', 'completa', 'completou', 'turns', 'turned', 'turning']);
/** Age verbs that say a birthday without "anos"/"years": "turns 40 on the 3rd". */
export const TURNS: ReadonlySet<string> = new Set(['turns', 'turned', 'turning']);
/** Words after "faz N anos" that make it a span, not an age: "faz dois anos q não vai", "turned 40 years ago". */
export const SPAN_MARKERS: ReadonlySet<string> = new Set(['que', 'q', 'desde', 'since', 'ago', 'atras']);
/** Units after an age verb's number that make it an age: "fez 80 anos", "faz 5 aninhos", "40 years". */
export const AGE_UNITS: ReadonlySet<string> = new Set(['anos', 'aninhos', 'years', 'year']);
/** The word that, right after an age verb with no number, says a birthday: "faz anos", "fazem anos" (Portugal, and Brazil at times). */
export const BIRTHDAY_YEARS: ReadonlySet<string> = wordsOf({pt: 'anos'});

// ── Trips: going to a named place (extract.ts: goingTo, tripTitle) ──

/** Going somewhere, or the tickets to go: "comprei as passagens pra salvador: ida 3 de julho, volta 17 de julho". */
export const GOING: ReadonlySet<string> = new Set([
  'vou',
  'vamos',
  'vai',
  'vão',
  'vao',
  'going',
  'heading',
  'headed',
  'driving',
  'indo',
  'passagens',
  'passagem',
  'voo',
  'voos',
  'flight',
  'flights',
  'tickets',
]);
/** A flight said beside a going in one sentence is that trip's way there, not an event of its own. */
export const FLIGHT_WORDS: ReadonlySet<string> = wordsOf({pt: 'voo, voos', en: 'flight, flights'});
/** "off to Chicago", "we're off to Lisbon": British and American going said with "off"; after a be or opening a clause only. */
export const GOING_OFF: ReadonlySet<string> = wordsOf({en: 'off'});
/** The be before "off to" said of people: "I'm off to", "we're off to", "she's off to". */
export const BE_BEFORE_OFF: ReadonlySet<string> = wordsOf({en: "i'm, im, we're, they're, he's, she's, 'm, 're, am"});
/** The be before "off to" that needs a name before it: "Ollie's off to", "Mum is off to" ("the parcel is off to" goes nowhere). */
export const NAMED_BE_BEFORE_OFF: ReadonlySet<string> = wordsOf({en: "'s, is, are"});
/** Prepositions of where one goes, right after the going word: "vou pra floripa", "going to denver", "vamos pro rio". */
export const GOING_TO: ReadonlySet<string> = new Set(['pra', 'para', 'to', 'pro']);
/**
 * Portugal's "ir a"/"ir ao"/"ir à" ("o Rui vai a Madrid", "vamos à terra"): as common before a shop
 * or a doctor as before a city, so a trip only before a place's name (capitalised) or a word for
 * one's home region (TRIP_PLACES).
 */
export const GOING_TO_NAMED: ReadonlySet<string> = wordsOf({'pt-PT': 'a, ao, à'});
/** Words that say the day after them is the day back from a trip: "voltamos domingo", "back on Sunday". */
export const BACK_WORDS: ReadonlySet<string> = wordsOf({
  pt: 'volta, volto, voltamos, voltam, voltar, regressa, regresso, regressamos, regressam',
  en: 'back, returning, return, returns, home',
});
/** After "vou ao <Shop>": the errand that makes it a shop, not a trip ("vou ao Continente comprar pão"). */
export const SHOPPING_ERRANDS: ReadonlySet<string> = wordsOf({pt: 'comprar, buscar, levantar, pagar, levar, deixar, entregar, trocar, devolver'});
/** Places one travels to that are no proper name: "vamos à terra" (the family's home village), "à aldeia". */
export const TRIP_PLACES: ReadonlySet<string> = wordsOf({'pt-PT': 'terra, aldeia, terrinha', pt: 'praia, serra'});
/** Landscapes said with "the" that one travels to: "off to the lake district", "heading to the coast", "going to the mountains". */
export const TRIP_LANDSCAPES: ReadonlySet<string> = wordsOf({
  en: 'lake, lakes, coast, seaside, beach, mountains, countryside, highlands, islands, island, keys, shore, cape, alps, dales, moors, peak, peaks, cotswolds, lakes',
});
/** Before a going word, what may sit between the traveller and it: "Mike is going", "Mike's heading", "o Rui também vai". */
export const TRAVELLER_FILLERS: ReadonlySet<string> = wordsOf({pt: 'também, tambem, ainda, so, só', en: "is, are, was, will, 's, also, too, then"});
/** Everyday destinations that are not a trip ("vou pra academia", "going to work"). */
export const NOT_TRIPS: ReadonlySet<string> = new Set([
  'casa',
  'academia',
  'escola',
  'trabalho',
  'aula',
  'faculdade',
  'mercado',
  'igreja',
  'shopping',
  'padaria',
  'farmacia',
  'home',
  'work',
  'school',
  'gym',
  'class',
  'church',
  'store',
  'bed',
  'sleep',
  'cama',
  'dormir',
  'the',
  'a',
  'o',
  'um',
  'uma',
  'my',
  'minha',
  'meu',
]);
/** Verbs after "vou pra"/"going to" that make it an errand, not a trip: "vou pra ver", "going to pick up". */
export const ERRAND_VERBS: ReadonlySet<string> = new Set(['ver', 'visitar', 'buscar', 'pegar', 'levar', 'fazer', 'comprar', 'see', 'get', 'pick', 'buy', 'do', 'make']);
/** Whose home one goes to: "going to his parents'", "vou pra minha mãe". */
export const HOME_OWNERS: ReadonlySet<string> = new Set(['his', 'her', 'their', 'my', 'our', 'your', 'minha', 'meu', 'sua', 'seu']);
/** Possessive marks after the destination: "going to Tom's", "going to the Smiths'" — someone's home, a visit. */
export const POSSESSIVE_MARKS: ReadonlySet<string> = new Set(["'s", "'", '’s']);
/** Words that end a trip's destination: "pra ubatuba de 4 a 6", "to denver next week with the kids". */
export const DESTINATION_ENDS: ReadonlySet<string> = new Set([
  'de',
  'dia',
  'no',
  'na',
  'em',
  'com',
  'e',
  'from',
  'on',
  'this',
  'next',
  'with',
  'for',
  'and',
  'in',
  'at',
  'pra',
  'para',
  'to',
  'semana',
  'week',
]);

// ── Recurring plans (extract.ts: extractEvents, titleOf) ──

/** Plural parts of the day: "Monday, Wednesday and Friday mornings" is every week. */
export const HABITUAL_PARTS: ReadonlySet<string> = new Set(['mornings', 'afternoons', 'evenings', 'nights', 'manhas', 'tardes', 'noites']);
/** Words that make the next day a recurrence ("todo sábado", "every Friday", "cada segunda"): they go with the day, not the title. */
export const RECURRENCE_LEAD: ReadonlySet<string> = new Set(['todo', 'toda', 'todos', 'todas', 'every', 'cada']);

// ── Whose event it is (extract.ts: ownerOf, coOwners) ──

/** Possessives right after a class or birthday that point back to the last person named: "niver dela", "aniversário dele". */
export const OWNER_PRONOUNS_AFTER: ReadonlySet<string> = new Set(['dela', 'dele', 'her', 'his']);
/** Verbs of taking someone to their activity: "levo o Duda no judô", "I take Ben to football", "drop Amy at ballet". */
export const CARRIERS: ReadonlySet<string> = wordsOf({
  pt: 'levo, leva, levamos, levam, levar, levando, trago, traz, trazer, acompanho, acompanhar',
  en: 'take, takes, taking, bring, brings, bringing, drive, drives, driving, drop, drops, dropping, walk, walks',
  'en-GB': 'ferry, ferries',
});
/** Words between two owners after "e"/"and": "natação da Bia e do Pedro", "a Bia e o Pedro". */
export const CO_OWNER_LINKS: ReadonlySet<string> = new Set(['do', 'da', 'de', 'o', 'a']);

// ── Titles (extract.ts: titleOf, clauseSpans) ──

/** A subject's verb before an event word: what comes before it is not the event's name ("a bia tem natação"). */
export const HAVE_DO: ReadonlySet<string> = new Set([
  'tem',
  'tenho',
  'temos',
  'têm',
  'has',
  'have',
  'had',
  'vai',
  'vou',
  'vamos',
  'faz',
  'fazem',
  'faço',
  'faco',
  'fazemos',
  'does',
  'do',
  'goes',
  'go',
]);
/** Where a deadline's subject ends: its verb ("budget sheet tem que ir pro Marcos até quarta, deadline"). */
export const SUBJECT_ENDS: ReadonlySet<string> = new Set([
  'tem',
  'tenho',
  'temos',
  'has',
  'have',
  'needs',
  'need',
  'precisa',
  'preciso',
  'vai',
  'is',
  'e',
  'é',
  'must',
  'should',
  'deve',
  'due',
  'vence',
]);
/** Articles skipped at the start of a title taken from before its event word: "the payments module is due". */
export const TITLE_ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'o', 'os', 'as']);
/** Articles and possessives left out of a deadline's subject: "my Q4 dashboard … deadline", "o meu relatório". */
export const SUBJECT_DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'o', 'os', 'as', 'my', 'meu', 'minha']);
/** English event words a noun before them names ("pipeline call"); Portuguese puts it after ("reunião de pais"). */
export const EN_HEADS: ReadonlySet<string> = new Set([
  'call',
  'calls',
  'lunch',
  'dinner',
  'breakfast',
  'brunch',
  'meeting',
  'review',
  'party',
  'practice',
  'class',
  'lesson',
  'lessons',
  'game',
  'match',
  'fitting',
  'recital',
  'rehearsal',
  'conference',
  'offsite',
  'off-site',
  'retreat',
  'seminar',
  'summit',
  'presentation',
  'interview',
  'sync',
  'standup',
  'stand-up',
  'workshop',
  'deadline',
  'trip',
]);
/** Words before an event word that are not its name: determiners, prepositions, verbs of having and going. */
export const NOT_MODIFIERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'his',
  'her',
  'their',
  'your',
  'uma',
  'um',
  'minha',
  'meu',
  'nossa',
  'nosso',
  'sua',
  'seu',
  'next',
  'this',
  'that',
  'proxima',
  'proximo',
  'essa',
  'esse',
  'esta',
  'este',
  'na',
  'no',
  'da',
  'do',
  'de',
  'pra',
  'para',
  'com',
  'with',
  'for',
  'to',
  'and',
  'or',
  'but',
  'mas',
  'also',
  'tambem',
  'then',
  'depois',
  'antes',
  'before',
  'after',
  'until',
  'ate',
  'from',
  'about',
  'sobre',
  'tem',
  'tenho',
  'temos',
  'vai',
  'vou',
  'got',
  'get',
  'have',
  'had',
  'has',
  // "we're having lunch with Dan", "grabbing drinks", "going for dinner": the verb is not the name.
  'having',
  'grabbing',
  'grab',
  'going',
  'doing',
  'need',
  'needs',
  'preciso',
  'marquei',
  'booked',
  'cancel',
  'cancelled',
  'moved',
  'remarcaram',
  'cancelaram',
  'every',
  'toda',
  'todo',
  'cada',
  'each',
  'first',
  'second',
  'primeira',
  'segunda',
  'last',
  'ultima',
  'ultimo',
  'big',
  'long',
  'quick',
  'short',
  'another',
  'outra',
  'outro',
  'some',
  'any',
  'is',
  'are',
  'was',
  'will',
  'would',
  'can',
  'could',
  'should',
  'must',
  'e',
  'ou',
  'remind',
  'lembra',
  'me',
  'us',
  'nos',
  'at',
  'on',
  'in',
  'em',
  'as',
  'by',
  'till',
  'so',
  'que',
  'q',
  'who',
  'ja',
  'just',
]);
/** Parts of the day ("de manhã", "in the evening"): when, never a title's words. */
export const DAYPARTS: ReadonlySet<string> = new Set(['manha', 'tarde', 'noite', 'madrugada', 'morning', 'afternoon', 'evening', 'night', 'tonight']);
/** Words that lead a part of the day ("de manhã", "in the evening", "à noite"): left out of the title with it. */
export const DAYPART_LEADS: ReadonlySet<string> = new Set(['de', 'da', 'a', 'à', 'pela', 'na', 'in', 'the', 'this', 'at']);
/** Weekdays as typed short ("fri the 23rd", "qui 10h"): left out of a title only beside a date. */
export const WEEKDAY_SHORT: ReadonlySet<string> = new Set(['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom', 'mon', 'tue', 'tues', 'wed', 'weds', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);
/** Verbs that trigger an event, as the noun a title uses ("vem almoçar aqui" → "almoço"). */
export const VERB_NOUNS: Readonly<Record<string, string>> = {almocar: 'almoço', lanchar: 'lanche', viajar: 'viagem', entregar: 'entrega'};
/** Adverbs of place that add nothing to a title ("almoço aqui"). */
export const PLACE_ADVERBS: ReadonlySet<string> = new Set(['aqui', 'ali', 'la', 'here', 'there']);
/** Where a reason starts: it is not part of a title ("… pq ta gripada"). */
export const REASON: ReadonlySet<string> = new Set(['pq', 'porque', 'because', 'bc', 'cause', "'cause", 'since', 'ja que']);
/** Verbs after an event's words that start what is said of it ("o coral da paróquia foi lindo demais"); matched on lower case, accents kept. */
export const TITLE_ENDS: ReadonlySet<string> = new Set(['foi', 'foram', 'ficou', 'correu', 'é', 'são', 'was', 'were', 'went', 'is', 'are']);
/** Loose words dropped from the end of an English title ("dinner with the" → "dinner"); matched on lower case. */
export const EN_LOOSE_TAIL: ReadonlySet<string> = new Set(['at', 'on', 'is', 'are', 'was', 'were', 'and', 'with', 'the', 'a', 'to', 'for', 'in']);
/** Loose words dropped from the end of a Portuguese title ("reunião às" → "reunião"); matched on lower case, accents kept. */
export const PT_LOOSE_TAIL: ReadonlySet<string> = new Set([
  // "pagar o seguro até [ao fim do mês]": the limit's lead, once its day is cut.
  'até',
  'ate',
  'as',
  'às',
  'ao',
  'à',
  'no',
  'na',
  'de',
  'do',
  'da',
  'e',
  'é',
  'sao',
  'são',
  'será',
  'sera',
  'pra',
  'para',
  'com',
  'a',
  'o',
  'at',
  'on',
  'is',
  'and',
  'with',
  'the',
]);
/** Words and marks that part two events said in one breath ("review on wednesday and the module is due friday"); matched on lower case. */
export const JOINERS: ReadonlySet<string> = new Set(['and', 'e', ',', ';']);

// ── Deadlines and things due (extract.ts: titleOf, thingToDo, dueThing) ──

/** Deadline words that close their clause: the thing due is before them ("o condomínio vence todo dia 10"). */
export const DUE_VERBS: ReadonlySet<string> = new Set(['vence', 'vencem', 'due', 'expira', 'expires']);
/** After "due"/"vence", words of when, not of what: "due again", "due back", "vence de novo", "vence outra vez". */
export const DUE_ADVERBS: ReadonlySet<string> = wordsOf({pt: 'novo, outra, vez, novamente, denovo', en: 'again, back, soon'});
/** After "due", whom it is owed to: "due to Tom", "vence pro Tom". */
export const OWED_TO: ReadonlySet<string> = wordsOf({pt: 'pro, pra, para, ao, à', en: 'to'});
/** "to" before a deadline verb: "tem o DAS pra pagar", "the report to hand in" — a to-do, not a deadline. */
export const TO_DO_PREPS: ReadonlySet<string> = new Set(['pra', 'para', 'to']);
/** Verbs of holding a thing to do, where its words start: "dia 5 tem o condomínio pra pagar", "I have the essay to hand in". */
export const HOLDING_VERBS: ReadonlySet<string> = new Set(['tem', 'tenho', 'temos', 'have', 'has', 'got']);
/** A deadline's title that names nothing: "its due tmrw", "vence dia 10"; matched on lower case. */
export const EMPTY_DUE: ReadonlySet<string> = new Set(['its', "it's", 'it', 'isso', 'ele', 'ela', 'vence', 'vencem', 'due', 'expira', 'expires', 'is', 'e']);
/** Verbs after which the thing that falls due is said ("mandou a fatura, vence dia 25"). */
export const BROUGHT: ReadonlySet<string> = new Set(['mandou', 'mandaram', 'enviou', 'enviaram', 'chegou', 'chegaram', 'recebi', 'recebemos', 'sent', 'received', 'got', 'gave']);
/** Fillers that open a clause and say nothing of the thing ("oh and sign grace's permission slip"). */
export const OPENERS: ReadonlySet<string> = new Set(['oh', 'ah', 'and', 'e', 'also', 'tb', 'tbm', 'também', 'tambem', 'plus', 'ai', 'aí', 'so']);

// ── Stated recurrences (rrule.ts) ──

/** Words that make what follows recur: "toda terça", "every Friday", "dia 10 de cada mês". */
export const EVERY: ReadonlySet<string> = new Set(['todo', 'toda', 'todos', 'todas', 'every', 'each', 'cada']);
/** Words after "every" that skip one each time: "every other Friday", "every alternate week". */
export const EVERY_OTHER: ReadonlySet<string> = new Set(['other', 'alternate']);
/** Articles between "every"/"todo" and its days: "todas as terças", "todos os sábados". */
export const EVERY_DAY_ARTICLES: ReadonlySet<string> = new Set(['as', 'os', 'the']);
/** Words before a listed weekday that say nothing of it: "as terças e as quintas", "on monday and wednesday". */
export const DAY_LIST_ARTICLES: ReadonlySet<string> = new Set(['as', 'os', 'the', 'on']);
/** Marks between listed weekdays: "terça e quinta", "mon & wed", "tue/thu", "seg, qua e sex". */
export const DAY_LIST_JOINERS: ReadonlySet<string> = new Set(['e', 'and', ',', '&', '/']);
/** Words before plural weekdays that make them a habit ("on tuesdays", "aos sábados", "às terças"); matched on lower case, accents kept. */
export const HABIT_DAY_LEADS: ReadonlySet<string> = new Set(['on', 'aos', 'as', 'às']);
/**
 * One session of an activity named before it in the sentence, by the noun its title takes: "o Rui
 * entrou no futebol: treina às 4.ªs" is "treino de futebol"; "Ollie's started rugby: matches on
 * Saturdays" is "rugby match". Verbs ("treina", "joga", "plays") say the session as well as nouns.
 */
export const ACTIVITY_SESSIONS: ReadonlyMap<string, string> = new Map(
  (
    [
      ['treino', wordsOf({pt: 'treino, treinos, treina, treinam'})],
      ['jogo', wordsOf({pt: 'jogo, jogos, joga, jogam'})],
      ['aula', wordsOf({pt: 'aula, aulas'})],
      ['ensaio', wordsOf({pt: 'ensaio, ensaios, ensaia, ensaiam'})],
      ['training', wordsOf({en: 'training, trains'})],
      ['practice', wordsOf({'en-US': 'practice, practices', 'en-GB': 'practise, practises'})],
      ['match', wordsOf({en: 'match, matches'})],
      ['game', wordsOf({en: 'game, games, plays'})],
      ['lesson', wordsOf({en: 'lesson, lessons'})],
      ['rehearsal', wordsOf({en: 'rehearsal, rehearsals, rehearses'})],
    ] as const
  ).flatMap(([noun, forms]) => [...forms].map(f => [f, noun] as [string, string])),
);
/** After a session word, the words that name its own activity ("aula de piano", "lesson of…"): no activity from before is added. */
export const ACTIVITY_SESSION_OWN_NAME: ReadonlySet<string> = wordsOf({pt: 'de, do, da', en: 'of'});
/** After bare plural weekdays, the words that lead their hour ("fridays at 5", "sábados às 10h"); matched on lower case. */
export const BARE_DAY_CLOCKS: ReadonlySet<string> = new Set(['at', 'às', 'as', 'from', 'das', 'a partir']);
/** Portugal's "ao" before one weekday says each week: "joga ao sábado" (Brazil's and a one-off's is "no sábado"/"sábado"). */
export const HABIT_DAY_LEAD_ONE: ReadonlySet<string> = wordsOf({pt: 'ao'});
/** Words before weekdays that make them days of one week, not a weekly list: "next tuesday and thursday", "próxima segunda e quarta". */
export const ONE_WEEK_LEADS: ReadonlySet<string> = new Set(['next', 'last', 'this', 'proxima', 'proximo', 'passada', 'passado']);
/** Words between a run's first and last weekday ("de segunda a sexta", "mon to fri", "mon-fri"); matched on lower case, accents kept. */
export const RUN_TO: ReadonlySet<string> = new Set(['a', 'à', 'ao', 'to', 'through', 'thru', '-', 'till', 'until', 'ate', 'até']);
/** Words for the working days: "weekdays", "dias úteis", "dia útil". */
export const WORKDAYS: ReadonlySet<string> = new Set(['weekday', 'weekdays', 'workday', 'workdays', 'util', 'uteis']);
/** Words before a working-day word that make it a routine: "todo dia útil", "nos dias úteis", "every weekday". */
export const WORKDAY_LEADS: ReadonlySet<string> = new Set(['dia', 'dias', 'every', 'each', 'todo', 'todos']);
/** Words before a working day that make it one day, not a routine: "próximo dia útil", "next business day" (dates/relative.ts reads it). */
export const ONE_WORKDAY_LEADS: ReadonlySet<string> = new Set(['proximo', 'next', 'ultimo', 'last', 'previous']);
/** Units after "every"/"todo" that make the rule daily: "todo dia", "every day", "todos os dias". */
export const DAY_UNITS: ReadonlySet<string> = new Set(['dia', 'day', 'dias', 'days']);
/** Units after "every"/"todo" that make the rule yearly: "todo ano", "every year", "todos os anos". */
export const YEAR_UNITS: ReadonlySet<string> = new Set(['ano', 'year', 'anos', 'years']);

/** A third person's "have" before a plan that makes it theirs: "a Bia tem festa", "Maya has a party", "Arjun's got a sleepover". */
export const HOLDER_VERBS: ReadonlySet<string> = new Set(['tem', 'has', 'got']);
/** Between that verb and the plan: "tem uma festa", "has a party", "has her first sleepover". */
export const HOLDER_FILLERS: ReadonlySet<string> = new Set([
  ...['a', 'an', 'uma', 'um', 'the', 'her', 'his', 'their', 'first', 'primeira', 'primeiro', 'outra', 'outro', 'another'],
  // "Mike's got a work trip", "has her office party": what the plan is for, said before it in English.
  ...wordsOf({en: 'work, business, school, office, company, team, family, ski, camping'}),
]);

// ── Feasts that name an event (extract.ts: feastNaming) ──

/** The feasts the date reader dates, by their names: "jantar de Natal", "Christmas lunch", "festa de Ano Novo". */
export const FEAST_NAMES: readonly string[] = phrasesOf({pt: 'natal, reveillon, ano novo', 'pt-BR': 'ano-novo', en: "christmas, xmas, new year, new year's, new years"});
/** A meal that, named for Christmas, is eaten on its Eve: Brazil's "ceia de Natal". */
export const CHRISTMAS_SUPPERS: ReadonlySet<string> = wordsOf({pt: 'ceia'});
/** Between an event word and its feast: "jantar de Natal", "festa do Ano Novo". */
export const FEAST_LINKS: ReadonlySet<string> = wordsOf({pt: 'de, do, da, no'});
/** Things a feast before them names ("Christmas cards", "Christmas presents"), so the feast is what they are for, not only a day. */
export const FEAST_OBJECTS: ReadonlySet<string> = wordsOf({en: 'card, cards, present, presents, gift, gifts, tree, decorations, shopping, jumper, jumpers, dinner, lunch, party, menu, food, hamper'});
