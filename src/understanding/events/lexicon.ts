/**
 * Words that name an event that is not a health checkup, by kind: "reunião", "call", "entrega",
 * "natação", "viagem", "churras", "niver", "anniversary"… Phrases are folded and matched on token
 * folds, longest first.
 */
import type {EventKind} from '../../domain/types.js';
import {PhraseLexicon} from '../text.js';

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
  stand-up, daily, sync, one-on-one, 1:1, apresentação, apresentacao, presentation, entrevista, interview, planning, workshop, kickoff,
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
  vôlei, volei, basquete, treino, treinos, hidroginástica, hidroginastica, hidro, pilates, yoga, ioga, dança, danca, catequese,
  curso, escolinha, inglês, ingles, piano, violão, violao, guitarra, class, classes, lesson, lessons, practice, soccer, swimming,
  swim, dance, tutoring, reforço, reforco, natacão, academia, gym, musculação, musculacao, crossfit, spinning, workout,
  football, football practice, football training, rugby, cricket, netball, hockey, tennis, basketball, gymnastics, martial arts,
  scouts, cubs, beavers, brownies, guides, swimming lessons, piano lesson, piano lessons, music lesson, drama club, after-school club`,
);
add(
  'trip',
  `viagem, viajar, viajo, viajamos, vou viajar, voo, flying, fly, flight, trip, travel, traveling, travelling, road trip,
  vacation, férias, ferias, feriado`,
);
add(
  'social',
  `churras, churrasco, festa, festinha, jantar, janta, almoço, almoco, almoçar, almocar, lanchar, happy hour, encontro, casamento, chá de bebê,
  cha de bebe, chá de panela, show, cinema, barzinho, dinner, lunch, brunch, party, bbq, barbecue, picnic, drinks, wedding,
  baby shower, concert, game night, date night, hangout, balada, rolê, role`,
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
  webinar, pelada, fair, bazar, bazaar, moving day, open house, parents evening, parents' evening, hen do, hen party, stag do,
  bachelorette, bachelor party, plantão, plantao, plantões, plantoes, shift, shifts, night shift, turno da noite`,
);
// Therapies kept as weekly sessions: only a trigger where index.ts lets them be (a weekday rule in the sentence).
add(
  'other',
  `fisioterapia, fisio, physio, physiotherapy, physical therapy, terapia, therapy, psicoterapia, psicólogo, psicologo, psicóloga,
  psicologa, psychologist, therapist, terapeuta, fono, fonoaudióloga, fonoaudiologa, fonoaudiólogo, acupuntura, hidroterapia, quiropraxista, chiropractor`,
);
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
