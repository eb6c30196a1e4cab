/**
 * Word lists of the top-level stages — clauses (`clauses.ts`), to-dos (`tasks.ts`), places and
 * organisations (`entities.ts`), whole messages (`index.ts`) and the user's own facts (`self.ts`) —
 * and the closed-class words several stages share. Tokens are matched on their fold (lower case,
 * no accents); a list keeps an accented spelling only beside its folded one. A new phrasing usually
 * needs only a word here. The readers of people, dates, checkups and events keep their words beside
 * them (`people/lexicon.ts`, `dates/lexicon.ts`…); chat spellings are in `chat-lexicon.ts`.
 */
import {fold} from '../text/words.js';
import {wordSet} from './text.js';

// ── Shared closed-class words ────────────────────────────────────────────────

/** "de", "da", "do"… and "of": what ties a name or thing to its owner ("o dentista da Bia", "the Smiths' dog"). */
export const OF_WORDS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'dos', 'das', 'of']);

/** Portuguese "de" and its contractions: inside names and places ("Maria da Silva", "Rio de Janeiro"), before a complement ("cirurgia de catarata"). */
export const PT_OF_WORDS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'dos', 'das']);

/** Definite articles, singular: "o Pedro", "a Bia", "the GP", "Dona Cida, a vizinha". */
export const DEFINITE_ARTICLES: ReadonlySet<string> = new Set(['o', 'a', 'the']);

/** "de", "da", "do" and "of": the word before an owner ("consulta da minha mãe", "niver do meu pai", "birthday of…"). */
export const OWNER_LINKS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'of']);

/** Indefinite articles of both languages: "é um médico", "is a dentist", "uma vizinha chamada Rosa". */
export const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'um', 'uma']);

/**
 * Indefinite articles but the English "a", which is also the Portuguese "the": after one, a
 * capitalised word is a thing ("um Corsa 2012", "an Uber"), never a person.
 */
export const CLEAR_INDEFINITES: ReadonlySet<string> = new Set(['an', 'um', 'uma']);

/** Words that open a relative clause: "uma moça que viu a placa", "q a pediatra indicou", "the man who…". */
export const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(['q', 'que', 'that', 'who']);

// ── Clauses and verb cues (clauses.ts; checkups and tasks read them too) ─────

/** Conjunctions that may start a new clause with its own subject: "e a Bia…", "but Tom…". */
export const CLAUSE_JOINERS: ReadonlySet<string> = new Set(['e', 'and', 'mas', 'but']);

/** Conjunctions that start a new clause when a verb follows: "e marquei…", "but she needs…". */
export const CONJUNCTIONS = new Set(['e', 'and', 'mas', 'but', 'porque', 'because', 'pois', 'so', 'entao', 'então', 'tambem', 'also', 'then', 'depois']);

// Finite verbs and modals that start a new clause after "e"/"and"/"mas".
export const VERBISH = wordSet(`
preciso precisa precisam precisamos tenho tem temos têm vou vai vamos vão fui foi fomos foram fiz fez fizemos fizeram levei levou
levamos marquei marcou agendei agendou usa usou estou está esta estava tava sou é era quero quer devo deve deveria posso pode
tomei tomou passei passou voltei voltou liguei ligou comprei comprou paguei pagou consegui conseguiu acho achei gosto gosta odeio
odeia prefiro prefere adoro adora faço faz fazia moro mora trabalho trabalha estuda estudo tive teve comecei começou terminei
terminou nasceu chegou cheguei ficou fiquei esqueci esqueceu lembrei lembrou vem vêm veio vieram chega volta voltou
need needs needed have has had will would should must went go goes took take takes got get gets am is are was were did do does
can could want wants wanted like likes love loves hate hates prefer prefers called call paid pay bought buy booked scheduled
finished started saw see sees made make visited lives live works work also then still
eu i ele ela he she we nós
`);

// Infinitives that start a to-do when a message opens with them ("Comprar pão amanhã").
export const ACTION_VERBS = wordSet(`
comprar ligar pagar enviar mandar entregar terminar responder renovar buscar levar marcar agendar fazer resolver limpar arrumar
lavar consertar trocar devolver cancelar reservar imprimir estudar revisar preparar escrever ler assinar retirar sacar depositar
transferir agendar visitar chamar avisar conversar falar tratar encomendar embrulhar preencher regar montar instalar organizar arranjar
levantar inscrever matricular emitir pedir solicitar recarregar confirmar
buy call pay send deliver finish reply answer renew pick book make fix clean wash return cancel reserve print study review prepare
write read sign schedule visit email text submit file update transfer order collect drop grab get apply register renovate ring
confirm arrange organise organize sort post mail wrap tidy hoover mow install repair replace chase
`);

// Adverbs between a subject and its verb ("o Pedro também precisa", "Jake still needs").
export const SUBJECT_ADVERBS = wordSet(`
também tambem ainda já ja sempre nunca não nao só so agora normalmente geralmente costuma costumam
also still always never just usually often now already not
`);

// Present-tense verbs of routines, beyond VERBISH ("fazem", "goes", "gets", "sees").
export const MORE_VERBS = wordSet(`
fazem vão vao toma tomam usa usam anda andam consulta consultam visita visitam
goes gets sees visits takes makes does has needs uses
`);

/** Words between "e"/"and" and the next booked thing: "e o dentista na sexta", "and then the vet". */
export const ITEM_DETERMINERS = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'the', 'an', 'my', 'meu', 'minha', 'depois', 'then', 'also', 'tambem', 'também']);

/** First-person verbs and pronouns: "fui", "preciso", "marquei", "I", "we" (`isFirstPerson`). */
export const FIRST_PERSON = wordSet(`
eu i me preciso tenho vou estou sou quero devo posso fui fiz tive estive levei marquei agendei tomei passei voltei consultei
fomos fizemos levamos marcamos agendamos tomamos temos vamos precisamos devemos acho achei gosto prefiro odeio adoro faço moro
consegui decidi resolvi descobri esqueci comecei terminei paguei liguei comprei enviei mandei entreguei renovei
i'm i've i'll i'd we we're we've
`);

/** Verb cues that set the status of a checkup; multi-word cues listed as phrases. */
export const CUES = {
  scheduled: wordSet(`
marquei marcou marcamos marcaram agendei agendou agendamos agendaram marcado marcada marcados agendado agendada agendados reservei
remarquei remarcou remarcada remarcado reagendada reagendado reagendei reagendou confirmada confirmado confirmei
booked scheduled rescheduled confirmed
`),
  done: wordSet(`
fui foi fomos foram fiz fez fizemos fizeram levei levou levamos levaram tomei tomou tomamos tomaram passei passou passamos passaram
consultei consultou tive teve tivemos estive esteve estivemos voltei voltou voltamos voltaram realizei realizou vacinei vacinou vacinamos vacinaram correu correram
coloquei colocou colocamos colocaram tirei tirou tiramos tiraram obturou obturaram arrancou arrancaram tratou trataram
replaced fixed pulled extracted removed fitted cleaned
went took had did visited saw completed finished attended brought vaccinated been done
portou portou-se comportou comportou-se se-comportou chorou choraram aguentou aguentaram behaved cried
`),
  needed: wordSet(`
preciso precisa precisam precisamos precisava precisando devo deve devemos deveria devia deveriam falta faltando quero quer
pediu pediram solicitou solicitaram requisitou mandou mandaram
need needs needed should must ought overdue due ordered requested
`),
  future: wordSet(`vou vai vamos vão irei irá will gonna going`),
};

/** Multi-word booking cues: "dads hip op is now on the calendar", "já tá na agenda". */
export const SCHEDULED_PHRASES = ['on the calendar', 'on the schedule', 'on the books', 'is set for', 'ta na agenda', 'esta na agenda', 'ja ta marcad'];

/** Multi-word needed cues ("tem que", "have to", "está na hora"). */
export const NEEDED_PHRASES = [
  'tem que',
  'tenho que',
  'temos que',
  'tem de',
  'tenho de',
  'têm que',
  'have to',
  'has to',
  'got to',
  'hora de',
  'time for',
  'time to',
  'due for',
  'na hora de',
  'vou marcar',
  'vou agendar',
  'preciso marcar',
  'quero marcar',
  // A booking still to make: "remind me to phone the clinic on Friday to book her scan".
  'to book',
  'to schedule',
  'pra marcar',
  'para marcar',
  'de marcar',
  'pra agendar',
  'para agendar',
  // A return the doctor asked for is a visit needed from that day, not a booking ("a dermato pediu
  // pra eu retornar em três meses", "the orthopedist wants to see him back in 8 weeks").
  'pediu pra',
  'pediu para',
  'mandou voltar',
  'quer ver',
  'quer rever',
  'wants to see',
  'want to see',
  'asked me to come back',
  'asked us to come back',
  'asked to see',
  // "the specialist would like her to get an x-ray", "the nurse would like to see Mum".
  'would like',
  'would like him to',
  'wants him to',
  'wants her to',
  'want him to',
  'want her to',
  'quer que ele',
  'quer que ela',
];

/** Negations that flip a cue ("não fui", "never went"). */
export const NEGATIONS = wordSet(`não nao nunca never not didn't don't doesn't haven't hasn't nem`);

// ── To-dos (tasks.ts) ────────────────────────────────────────────────────────

/** Leads of an obligation or a reminder: "preciso", "tenho que", "não esquecer de", "I need to", "we agreed to". */
export const OBLIGATION = [
  'nao posso esquecer de',
  'nao esquecer de',
  'nao esqueca de',
  'nao se esqueca de',
  'me lembra de',
  'me lembre de',
  'me lembrar de',
  'lembre-me de',
  'preciso lembrar de',
  'tenho que lembrar de',
  'lembrar de',
  'lembre de',
  'vou ter que',
  'vou precisar',
  'tenho que',
  'tem que',
  'temos que',
  'tenho de',
  'tem de',
  'preciso',
  'precisa',
  'precisamos',
  'precisam',
  'devo',
  'deve',
  'devemos',
  'deveria',
  "don't forget to",
  'do not forget to',
  'remind me to',
  'remind me',
  'me lembra',
  'me lembre',
  'remember to',
  'i need to',
  'need to',
  'needs to',
  'have to',
  'has to',
  'must',
  'should',
  'gotta',
  'got to',
  "i'll have to",
  'ought to',
  // What was agreed is to be done: "combinamos de anunciar o carro", "we agreed to sell the car".
  'combinamos de',
  'combinei de',
  'ficamos de',
  'fiquei de',
  'we agreed to',
  // Only the speaker's own agreeing: "Priya has kindly agreed to drive us" is hers to do.
  'i agreed to',
  "i've agreed to",
  'i have agreed to',
  'we decided to',
  'decidimos',
];

/** Someone asking the user for something: "meu chefe pediu o relatório", "asked me to call". */
export const REQUEST = ['pediu para', 'pediu pra', 'pediu que', 'pediu', 'pediram', 'pede', 'asked me to', 'asked me for', 'asked for', 'wants me to', 'quer que eu'];

// Wishes of someone else that only become a to-do with a deadline ("My boss wants the slides by Wednesday").
export const WANT_WITH_DEADLINE = ['wants', 'needs', 'expects', 'quer', 'espera', 'precisa de', 'precisa do', 'precisa da'];

/** Before a past verb, these make a chore said as done: "já paguei", "finally renewed". */
export const DONE_LEAD = ['ja', 'already', 'finally', 'finalmente', 'enfim', 'just'];

// Checkup verbs: when the clause also names a checkup, the checkup already holds the to-do.
export const CHECKUP_VERBS = wordSet('ir levar marcar agendar voltar fazer tomar consultar passar go take book schedule see get visit make have');

/** First-person past verbs of chores: "já paguei a conta", "already sent the form". */
export const DONE_VERBS = wordSet(`
paguei liguei comprei enviei mandei entreguei terminei resolvi renovei fiz cancelei reservei limpei arrumei lavei consertei troquei
devolvi imprimi estudei revisei preparei escrevi assinei retirei depositei transferi finalizei conclui concluí acabei respondi
paid called bought sent delivered finished renewed did cancelled canceled booked cleaned fixed returned submitted completed wrote
signed done
`);

/** Words a to-do never starts with when its clause names a checkup: the checkup holds it. */
export const BAD_START = wordSet('de que a o um uma the to ir go');

/** Words that carry on a list from the last message ("e…", "tb…", "também…"). */
export const CONTINUATION = wordSet('e tb tambem');

/** The same in English, before a chore's verb: "and renew the car insurance", "also book…", "plus pay…". */
export const CONTINUATION_EN = wordSet('and also plus');

/** "lembrar de", "remember to": a to-do that is a reminder for the day said before it. */
export const REMINDING = wordSet('de to lembrar remember');

/** A past copula after a would-be imperative makes it a report: "call com o cliente foi tranquila". */
export const REPORT_COPULAS = wordSet('foi foram ficou estava was were');

/** "…a fatura do cartão q vence dia 20", "…the registration, which expires": a clause that only carries the deadline. */
export const DEADLINE_CLAUSE = new Set(['vence', 'vencem', 'vai vencer', 'expira', 'expires', 'expire', 'due', 'termina', 'acaba']);

/** Words that start a clause only carrying a deadline: "a fatura do cartão q vence dia 20", "the form, which is due". */
export const DEADLINE_RELATIVES = new Set(['q', 'que', 'which', 'that', 'it', 'its', "it's"]);

/** "preciso lembrar de comprar", "need to remember to call": what may sit between an obligation and its verb. */
export const REMEMBER_LEADS = ['lembrar de', 'remember to', 'de', 'to'];

/** Before an obligation, these undo it: "não preciso", "don't need to". */
export const OBLIGATION_NEGATIONS: ReadonlySet<string> = new Set(['nao', 'not', "don't", "doesn't", 'nunca', 'never']);

/** After a request verb, before the asked verb: "pediu pra ligar", "asked me to call". */
export const REQUEST_TAILS: ReadonlySet<string> = new Set(['me', 'para', 'pra', 'to']);

/** A deadline's lead before its day or hour: "by Friday", "até sexta". */
export const BY_WORDS: ReadonlySet<string> = new Set(['by', 'ate', 'até', 'until']);

/** The speaker, as the subject of a verb: "I submitted…", "eu paguei…". */
export const SPEAKER_SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'eu', 'nos', 'nós', "i've", 'ive']);

/** Chores said as finished on their own, at a clause's start or after "I": "Paguei a fatura", "I submitted the form". */
export const DONE_ALONE: ReadonlySet<string> = new Set([
  'terminei',
  'finalizei',
  'conclui',
  'paguei',
  'entreguei',
  'enviei',
  'renovei',
  'resolvi',
  'cancelei',
  'finished',
  'completed',
  'submitted',
  'renewed',
  'paid',
  'cancelled',
  'canceled',
]);

/** English words that are no verb where an imperative would stand: determiners, pronouns, "be". */
export const NOT_EN_VERBS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'some', 'more', 'be']);

/** Words a to-do's text does not end on once its date is cut: "pagar a luz até" → "pagar a luz". */
export const TASK_LOOSE_TAIL: ReadonlySet<string> = new Set(['e', 'and', 'ate', 'by', 'no', 'na', 'on', 'at', 'para', 'pra']);

// ── Places and organisations (entities.ts) ───────────────────────────────────

// Gazetteer places that are also first names or common words: only a place after a preposition.
export const PLACE_ALSO_NAME = new Set(['salvador', 'natal', 'vitoria', 'porto', 'rio', 'santos', 'minas', 'us', 'disney', 'santiago', 'austin', 'chile', 'china']);

/** Prepositions before a place: "em Curitiba", "to Leeds", "visiting Porto". */
export const PLACE_PREPS = new Set(['em', 'para', 'pra', 'in', 'to', 'from', 'at', 'visitar', 'visit', 'visiting', 'de', 'near', 'perto', 'ate', 'no', 'na']);

// Before an unknown capitalised word these mean a place; "para X"/"to X" are too often a person.
export const UNKNOWN_PLACE_PREPS = new Set(['em', 'in', 'from', 'at', 'near', 'visitar', 'visit', 'visiting']);

/** Before an organisation: "trabalho na Petrobras", "interview with Acme". */
export const WORK_PREPS = [
  'trabalho na',
  'trabalho no',
  'trabalho em',
  'trabalha na',
  'trabalha no',
  'trabalha em',
  'trabalhei na',
  'trabalhei no',
  'work at',
  'work for',
  'works at',
  'works for',
  'worked at',
  'worked for',
  'working at',
  'working for',
  'empresa',
  'company',
  'estagio na',
  'estagio no',
  'entrevista na',
  'entrevista no',
  'interview at',
  'interview with',
];

/** Words after which a capitalised run is the speaker's own name. */
export const SELF_NAME_LEADS = ['meu nome e', 'meu nome é', 'me chamo', 'chamo-me', 'chamo - me', 'my name is', "my name's", "i'm called"];

/** Grades of a job: "a junior architect", "a senior engineer". */
export const GRADES = new Set(['junior', 'senior']);

/** Kin words that can name a kind of person ("proudest dad", "best mom"). */
export const KIN_NOUNS = new Set(['dad', 'mom', 'mum', 'mother', 'father', 'pai', 'mae', 'wife', 'husband', 'son', 'daughter', 'grandma', 'grandpa']);

/** Adjectives that make a kin word a kind of person, not a relative: "best mom", "proud dad". */
export const KIND_ADJECTIVES = new Set([
  'best',
  'worst',
  'proud',
  'cool',
  'tired',
  'single',
  'new',
  'good',
  'bad',
  'working',
  'stay-at-home',
  'soccer',
  'hockey',
  'dance',
  'melhor',
  'pior',
  'orgulhoso',
  'orgulhosa',
]);

/** Articles before a job's grade: "a junior architect", "um senior". */
export const ARTICLES_BEFORE_GRADE: ReadonlySet<string> = new Set(['a', 'an', 'the', 'um', 'uma']);

/** More prepositions after which two or more capitalised words with no given name are a place: "the drawings for Chapel Allerton". */
export const TOPIC_PREPS: ReadonlySet<string> = new Set(['for', 'on', 'about', 'sobre']);

// ── Whole messages (index.ts) ────────────────────────────────────────────────

/** Therapies kept as weekly sessions (their first word). */
export const SESSION_WORDS = new Set([
  'fisioterapia',
  'fisio',
  'physio',
  'physiotherapy',
  'physical',
  'terapia',
  'therapy',
  'psicoterapia',
  'psicologo',
  'psicologa',
  'psychologist',
  'therapist',
  'terapeuta',
  'fono',
  'fonoaudiologa',
  'fonoaudiologo',
  'acupuntura',
  'hidroterapia',
  'quiropraxista',
  'chiropractor',
]);

/** Words of a vet visit: a sentence with one is about a pet. */
export const VET_WORDS = new Set(['veterinario', 'veterinaria', 'vet', 'veterinarian', 'petshop']);

/** Words a bare day may open with: "on nov 3", "é dia 10", "pra sexta", "it's mon the 2nd". */
export const WHEN_OPENERS = new Set(['on', 'for', 'its', "it's", 'is', 'e', 'é', 'eh', 'dia', 'pra', 'para', 'pro', 'no', 'na', 'em', 'the', 'so', 'then', 'ai', 'aí']);

/** Pronouns and adverbs that make a short subject a person, not a thing due: "she will…", "eu já…". */
export const PERSONAL = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'eu', 'nos', 'nós', 'ele', 'ela', 'eles', 'elas', 'voce', 'você', 'vc', 'really', 'just', 'also']);

/** Verbs that end a clause's subject: "glasses will be ready", "os documentos estão prontos". */
export const SUBJECT_VERBS = new Set(['will', 'are', 'is', 'were', 'was', 'should', 'must', 'can', 'vao', 'vai', 'estao', 'esta', 'ficam', 'fica', 'ficaram', 'ficou', 'sao']);

/** Determiners left out of a thing's name when it is the subject: "the glasses will be ready" → "glasses". */
export const DETERMINERS = new Set(['the', 'my', 'her', 'his', 'their', 'our', 'os', 'as', 'o', 'a', 'meus', 'minhas', 'seus', 'suas']);

// ── The user's own facts (self.ts) ───────────────────────────────────────────

/** Words that end a city's name ("moro em Curitiba e trabalho…", "I live in Leeds with my wife"). */
export const CITY_STOP = new Set([
  'e',
  'and',
  'com',
  'with',
  'faz',
  'ha',
  'há',
  'desde',
  'since',
  'for',
  'but',
  'mas',
  'now',
  'agora',
  'ja',
  'já',
  'tem',
  'sozinho',
  'sozinha',
  'alone',
  'perto',
  'near',
  'aqui',
  'there',
  'here',
  'hoje',
  'today',
  'ainda',
  'still',
  'ha',
  'atualmente',
  'currently',
  'a',
  'o',
  'the',
  'um',
  'uma',
  'an',
]);

/** Languages the user speaks, folded, to their English names: "falo inglês" → English. */
export const LANGUAGE_NAMES: Record<string, string> = {
  portugues: 'Portuguese',
  portuguese: 'Portuguese',
  ingles: 'English',
  english: 'English',
  espanhol: 'Spanish',
  spanish: 'Spanish',
  frances: 'French',
  french: 'French',
  alemao: 'German',
  german: 'German',
  italiano: 'Italian',
  italian: 'Italian',
  japones: 'Japanese',
  japanese: 'Japanese',
  mandarim: 'Mandarin',
  mandarin: 'Mandarin',
  chines: 'Chinese',
  chinese: 'Chinese',
  libras: 'Libras',
};

// ── Judges: context, type and importance (judge.ts) ────────────────────────────

export const WORK_WORDS = new Set(
  (
    'trabalho reuniao reunioes chefe relatorio relatorios cliente clientes projeto projetos escritorio equipe time empresa deadline prazo ' +
    'apresentacao planilha contrato contratos entrega entregas sprint gerente diretor colega colegas salario promocao demissao ferias ' +
    'marketing vendas financeiro rh entrevista emprego estagio expediente home-office homeoffice job work meeting meetings ' +
    'boss report reports client clients project projects office team company presentation spreadsheet contract manager coworker ' +
    'coworkers colleague colleagues salary promotion interview career shift standup stand-up okr okrs kpi budget invoice'
  ).split(' '),
);

export const FAMILY_WORDS = new Set('familia family casa home filhos kids criancas escola school natal christmas aniversario birthday casamento wedding'.split(' '));

export const PREFERENCE_WORDS = [
  'prefiro',
  'prefere',
  'preferimos',
  'gosto de',
  'gosta de',
  'nao gosto',
  'nao gosta',
  'odeio',
  'odeia',
  'detesto',
  'detesta',
  'adoro',
  'adora',
  'amo ',
  'favorito',
  'favorita',
  'sempre de manha',
  'i prefer',
  'prefers',
  'i like',
  'likes',
  "don't like",
  "doesn't like",
  'i love',
  'loves',
  'i hate',
  'hates',
  'favorite',
  'favourite',
  'rather',
  'alergic',
  'allergic',
  'vegetarian',
  'vegetariano',
  'vegetariana',
  'vegano',
  'vegana',
  'vegan',
];

export const CONTEXT_SWITCH = [
  'mudando de assunto',
  'outro assunto',
  'agora sobre',
  'falando de',
  'falando em',
  'voltando ao',
  'switching to',
  'changing the subject',
  "let's talk about",
  'on another note',
  'by the way',
  'aliás',
  'alias,',
];

export const HEALTH_WORDS = new Set(
  (
    'dor dores febre gripe gripado gripada resfriado doente doenca tosse alergia remedio remedios medicamento pressao diabetes colesterol ' +
    'cirurgia internado internada hospital tratamento sintoma sintomas enxaqueca ansiedade depressao machucou quebrou fratura ' +
    'pain fever flu cold sick ill cough allergy medicine medication pills pressure surgery hospital treatment symptoms migraine anxiety ' +
    'injury broke sprained'
  ).split(' '),
);

export const REVIEW_WORDS = [
  'foi otimo',
  'foi otima',
  'foi horrivel',
  'foi pessimo',
  'foi incrivel',
  'adorei',
  'odiei',
  'recomendo',
  'nao recomendo',
  'was great',
  'was terrible',
  'was awful',
  'was amazing',
  'loved it',
  'hated it',
  'recommend',
  'five stars',
  'cinco estrelas',
  'nota 10',
  'delicioso',
  'delicious',
];

export const POSITIVE = new Set(
  'otimo otima bom boa feliz adorei amei incrivel maravilhoso maravilhosa legal lindo linda alegre contente great good happy love loved amazing wonderful nice glad excited proud'.split(' '),
);

export const NEGATIVE = new Set(
  'ruim pessimo pessima triste horrivel odeio odeia odiei doente dor preocupado preocupada cansado cansada medo chateado chateada raiva bad awful terrible sad sick pain worried tired afraid angry upset hate hates hated'.split(
    ' ',
  ),
);

// ── What is worth keeping (funnel.ts) ───────────────────────────────────────────

// Every word of a small-talk message comes from here ("Oi, tudo bem?", "Bom dia!", "Hi there").
export const SMALL_TALK = new Set(
  (
    'oi oii oiii ola olá e ai eai eae fala salve bom boa dia dias tarde tardes noite noites tudo bem bom beleza blz joia jóia ' +
    'tranquilo tranquila obrigado obrigada obg brigado brigada valeu vlw muito muitíssimo tchau até logo mais amanhã breve ' +
    'ok okay okey sim não nao claro certo certeza entendi entendido perfeito legal show top massa ótimo otimo ótima otima ' +
    'boa tá ta tô to bão opa eita nossa uau que bom demais você voce vc como vai está esta e com tb tbm também tambem ' +
    'de nada por favor desculpa desculpe foi mal blz flw falou abraço abraços beijo beijos bjs abs ' +
    'hi hello hey hiya yo there good morning afternoon evening night thanks thank you so much very lot a cheers bye goodbye ' +
    'see ya later soon ok okay sure yes yeah yep yup no nope nah cool nice great awesome perfect got it alright all right ' +
    "how are doing what's up sup fine well hmm hm uh um ah oh wow lol lmao omg haha hehe rs kk welcome np no problem " +
    "the i am too and you u gracias funny that's that is it so engraçado engracado kkk " +
    // The assistant's own name, chat thanks and sign-offs ("bom dia magis", "brigadao, ajudou mto", "thx!!").
    'magis brigadão brigadao obrigadão obrigadao valeuzão valeuzao ajudou mto mt demais helped thx ty tks tmj blza suave sussa guys'
  )
    .split(' ')
    .map(fold),
);

// Interrogatives that open a question even without "?".
export const QUESTION_OPENERS = [
  'o que',
  'oque',
  'que',
  'qual',
  'quais',
  'quanto',
  'quanta',
  'quantos',
  'quantas',
  'quando',
  'quem',
  'onde',
  'como',
  'por que',
  'porque',
  'pq',
  'será que',
  'sera que',
  'what',
  "what's",
  'whats',
  'who',
  "who's",
  'when',
  'where',
  'why',
  'how',
  'which',
  'is',
  'are',
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'should',
  'voce sabe',
  'vc sabe',
  'sabe',
];

// A question still worth keeping when it asks magis to remember or remind something.
export const REQUEST_WORDS = [
  'lembra de',
  'lembre de',
  'lembrar de',
  'me lembra',
  'me lembre',
  'anota',
  'anote',
  'guarda',
  'guarde',
  'salva',
  'salve',
  'remind me',
  'remember that',
  'note that',
  'save that',
  'add a reminder',
  'marca pra mim',
  'agenda pra mim',
];

export const VALUE_KEYWORDS = [
  // family and people
  'minha filha',
  'meu filho',
  'minha mae',
  'meu pai',
  'meu marido',
  'minha esposa',
  'minha mulher',
  'my daughter',
  'my son',
  'my wife',
  'my husband',
  'my mom',
  'my dad',
  'my mother',
  'my father',
  // decisions, preferences, needs
  'decidi',
  'resolvi',
  'i decided',
  "i've decided",
  'prefiro',
  'i prefer',
  'gosto de',
  'nao gosto',
  'odeio',
  'i like',
  'i love',
  'i hate',
  'preciso',
  'tenho que',
  'i need',
  'i have to',
  'sou alergic',
  "i'm allergic",
  'alergia',
  'allergic',
  // health and appointments
  'consulta',
  'appointment',
  'medico',
  'doctor',
  'dentista',
  'dentist',
  'exame',
  'vacina',
  'remedio',
  'medicine',
  'medication',
  'diagnostic',
  'diagnosed',
  'cirurgia',
  'surgery',
  // dates that matter
  'aniversario',
  'birthday',
  'casamento',
  'wedding',
  'anniversary',
  'prazo',
  'deadline',
  'reuniao',
  'meeting',
  // explicit requests to remember
  'lembre',
  'lembra',
  'remember',
  'remind',
  'importante',
  'important',
  'nao esquece',
  "don't forget",
];

/**
 * Chat asides that end a clause without adding to it — "é do Pedro né", "it's Sam's btw", "is
 * hers lol": a reader that asks what follows a phrase treats them as its end.
 */
export const CLAUSE_ASIDES = wordSet(`
  btw fyi lol lmao haha hahaha hehe tho though ok okay pls please thx thanks cheers ta innit then too also
  ne ta viu rs rsrs kkk kkkk kkkkk blz beleza tb tbm obg obrigado obrigada pa pronto
`);
