/**
 * Names: titles, common first names with gender (Brazilian and English), and the capitalised
 * words that are not names (weekdays, months, holidays, sentence starters, brands…).
 */
import {fold, wordSet} from './text.js';
import {EITHER_FIRST_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES} from './data/first-names.js';
import {MORE_FEMALE_NAMES, MORE_MALE_NAMES} from './data/given-names.js';
import {wordsOf} from './varieties.js';
import {INTERJECTION_WORDS} from './not-people.js';
import type {Gender} from '../domain/types.js';

export interface TitleInfo {
  title: string;
  gender: Gender;
  /** Dr./Dra. usually name the user's doctor. */
  doctor?: boolean;
}

const TITLES: Record<string, TitleInfo> = {
  'dr.': {title: 'Dr.', gender: 'male', doctor: true},
  dr: {title: 'Dr.', gender: 'male', doctor: true},
  'dra.': {title: 'Dra.', gender: 'female', doctor: true},
  dra: {title: 'Dra.', gender: 'female', doctor: true},
  doutor: {title: 'Doutor', gender: 'male', doctor: true},
  doutora: {title: 'Doutora', gender: 'female', doctor: true},
  doctor: {title: 'Doctor', gender: null, doctor: true},
  dona: {title: 'Dona', gender: 'female'},
  // "a D. Lurdes", "o D. Manuel": the European abbreviation of Dona and Dom; the article says which.
  'd.': {title: 'D.', gender: null},
  seu: {title: 'Seu', gender: 'male'},
  'sr.': {title: 'Sr.', gender: 'male'},
  // Chat drops the dot: "o sr abilio", "a sra odete".
  sr: {title: 'Sr.', gender: 'male'},
  'sra.': {title: 'Sra.', gender: 'female'},
  sra: {title: 'Sra.', gender: 'female'},
  'srta.': {title: 'Srta.', gender: 'female'},
  senhor: {title: 'Senhor', gender: 'male'},
  senhora: {title: 'Senhora', gender: 'female'},
  'mr.': {title: 'Mr.', gender: 'male'},
  mr: {title: 'Mr.', gender: 'male'},
  'mrs.': {title: 'Mrs.', gender: 'female'},
  mrs: {title: 'Mrs.', gender: 'female'},
  'ms.': {title: 'Ms.', gender: 'female'},
  ms: {title: 'Ms.', gender: 'female'},
  miss: {title: 'Miss', gender: 'female'},
  'prof.': {title: 'Prof.', gender: null},
  'profa.': {title: 'Profa.', gender: 'female'},
  professor: {title: 'Professor', gender: 'male'},
  professora: {title: 'Professora', gender: 'female'},
  padre: {title: 'Padre', gender: 'male'},
  pastor: {title: 'Pastor', gender: 'male'},
  pastora: {title: 'Pastora', gender: 'female'},
};

/** A title at this word (case-insensitive), or null. */
export function titleOf(word: string): TitleInfo | null {
  return TITLES[fold(word)] ?? null;
}

const FEMALE = wordSet(`
ana maria mariana mariane juliana julia júlia julieta beatriz bia bea bruna camila carla carolina carol catarina cecilia cecília clara
claudia cláudia daniela dani debora débora eduarda duda elaine eliane elisa eliza fabiana fernanda flavia flávia gabriela gabi giovana
giovanna helena heloisa heloísa isabela isabella isabel isadora jessica jéssica joana josefa julia karina kátia katia larissa laura
leticia letícia lívia livia lorena luana luciana lucia lúcia luiza luísa luisa manuela manu marcela marta mirela monica mônica natalia
natália nathalia neide olivia patricia patrícia paula paulina priscila rafaela raquel rebeca regina renata rita roberta rosa rosana
cleide cleusa cleonice creusa edna eunice gilda lucineide rosineide marinalva zuleide ivete valdete
sabrina sandra sara sarah silvia sílvia simone sofia sophia susana suzana tatiana tania tânia teresa tereza thais thaís valentina
vanessa vera veronica verônica vitoria vitória viviane yasmin alice aurora antonella lara melissa cecilia lais laís marina milena
nicole rayssa agatha ágatha emanuelly esther ester lavinia lavínia maite maitê elis iara irene ivone joelma lucimar marlene
neusa nilza odete solange sueli terezinha vilma zilda aparecida conceição conceicao fatima fátima francisca graça graca jussara
lourdes lurdes margarida nair rosangela rosângela sonia sônia celia célia dalva glória gloria ines inês ingrid jaqueline jandira lucinda
mara marli nadia nádia rosa selma sandra tereza clarice clarissa denise estela fabiola fabíola gisele joice kelly lia liz luna
madalena malu mel michele michelle noemi noemia olga pietra rosario stella tainá taina yara zoe zoé
emma emily amy olivia ava mia ella grace chloe lily hannah sarah anna jessica jennifer linda susan karen nancy lisa betty margaret
sandra ashley kimberly donna carol michelle amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen helen
samantha katherine christine debra rachel carolyn janet catherine heather diane ruth julie joyce virginia victoria kelly
lauren christina joan evelyn judith megan andrea cheryl hannah jacqueline martha gloria teresa ann sara madison frances kathryn
janice jean abigail alice judy sophia denise amber doris marilyn danielle beverly isabella theresa diana natalie brittany
charlotte marie kayla alexis lori harper amelia evelyn abby abbie addison aria avery brooke claire ellie eleanor hazel ivy
jasmine kate katie layla leah lucy maya mary nora penelope riley ruby scarlett sophie stella violet zoey molly maggie jenny
jane liz beth becky meg sue peggy rose susie tina wendy jen jenny jess jessie ally allie kim katy kathy cathy trish
`);

const MALE = wordSet(`
joão joao jose josé antonio antônio francisco carlos paulo pedro lucas luiz luis luís marcos gabriel rafael daniel marcelo bruno
eduardo felipe fernando rodrigo gustavo guilherme ricardo roberto andre andré fabio fábio jorge leonardo leo léo alexandre
sergio sérgio vinicius vinícius thiago tiago diego igor caio henrique matheus mateus miguel arthur artur heitor bernardo davi
david theo théo enzo lorenzo samuel benjamin nicolas joaquim murilo otavio otávio benício benicio bento vicente cauã caua
emanuel raul renato rogerio rogério sandro silvio sílvio valter walter wagner wilson zeca ze zé chico tonho toninho juca
manoel manuel mauricio maurício mario mário milton nelson osvaldo oswaldo otávio reinaldo ronaldo sebastião sebastiao severino
jair joel julio júlio leandro luciano marcio márcio mauro michel moises moisés nilton orlando raimundo roberval rubens tadeu
valdir vitor victor wesley william yuri augusto cesar césar claudio cláudio danilo edson elias evandro everton fabiano flavio
flávio geraldo gilberto gilson hélio helio hugo ivan jonas josué kleber lauro lourenço luan otto paulinho ravi rui saulo
teodoro ulisses valentim anderson alan allan alberto alfredo aloisio álvaro alvaro amauri ari arnaldo benedito cristiano
dario dênis denis dirceu edgar edmundo emerson erick felício fred frederico gael gilmar haroldo humberto ismael jefferson
joaquim josias juarez kaique lázaro leonel luizinho marcos nathan natan noah nuno renan robson rômulo sidney tomás tomas
tom tommy tim jake jack john james robert michael william david richard joseph thomas charles christopher daniel matthew
anthony mark donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary
nicholas eric jonathan stephen larry justin scott brandon benjamin frank gregory raymond samuel patrick alexander jack dennis
jerry tyler aaron jose adam nathan henry douglas zachary peter kyle ethan walter noah jeremy christian keith roger terry gerald
harold sean austin carl arthur lawrence dylan jesse jordan bryan billy joe bruce gabriel logan albert willie alan juan wayne
elijah randy roy vincent ralph eugene russell bobby mason philip louis liam oliver lucas leo theo max owen caleb luke isaac
jayden hunter connor evan ian wyatt carter julian levi jaxon lincoln grayson hudson eli miles finn ben bob bill mike steve
tony greg jim jimmy joey johnny ted ned ed eddie frankie charlie harry fred freddie archie alfie ollie dave rob robbie
matt dan danny pete nate zach josh jon jeff ken kenny larry phil ray rick ricky ron ronnie tommy billy bobby
`);

/** Brazilian, British and American nicknames people go by in chat ("a rafa", "dona cida", "o gui", "our Kev"). */
const NICKNAMES_F = wordSet('shaz bex tash cida bia duda manu gabi ju nanda lari mari tati pri lu dani bel nat jess jen liz becca lexi maddie');
const NICKNAMES_M = wordSet('kev baz gaz daz trev gui beto cadu dudu guto kiko lipe nando juca tonho chico zeca ze zé leo fefe caco teo dan matt mike rob');

// Rafa, Fer and Cris are as often Rafael, Fernando and Cristiano as Rafaela, Fernanda and Cristina.
const UNISEX = wordSet(`
rafa fer cris alex sam jordan taylor chris pat dani jean darcy jaime ariel kim robin casey jamie morgan riley drew lee sasha val gabi gabe
nic nick andy toni
`);

/**
 * Brazilian surnames people go by ("o Moreira passou aqui", "liga pro Souza"): names in lower case
 * too. Surnames that are everyday words (Lima, Rocha, Dias, Ramos, Machado, Santos) are left out.
 */
const SURNAMES = wordSet(`
silva oliveira souza sousa rodrigues ferreira alves pereira gomes ribeiro martins carvalho almeida lopes soares fernandes vieira
barbosa nascimento andrade moreira nunes marques mendes freitas cardoso goncalves gonçalves santana teixeira moura cavalcanti
monteiro correia araujo araújo batista siqueira nogueira magalhaes magalhães medeiros figueiredo azevedo bezerra brandao brandão
`);

/** Names ending in -a that are men's (and the surnames men go by). */
const MALE_ENDING_A = wordSet(`luca joshua nicola batista jonatha costa moura sousa souza silva garcia elias jonas matias tobias
oliveira pereira ferreira moreira teixeira vieira nogueira siqueira correia santana barbosa andrade`);

/**
 * Words that are given names somewhere but everyday words in Portuguese or English chat ("mae",
 * "uma", "sim", "will", "hope", "general"): never read as a name when written in lower case. The
 * English ones are the lexicon's names LoCoMo's conversations write in lower case mid-sentence
 * more often than capitalised; the Portuguese ones come from the repository's own PT sentences.
 */
const COMMON_WORDS = wordSet(`
mae mãe uma una uno ultimo ultima irma esta este nova novo sim ola era gosto primo prima vida ira ida abril delta meta marco lance
domingo linda bela belo bonita amor paz sol luz flor estrela cruz santos santo branca branco roxa rosa clara dora dor mar
ama amo bem cara caro casa chuva dia doce fe fé graca gracia hora isa lua mel nina perla perola pita rei reina sal sara
sorte tania tia tio vale vera vitoria gloria pia rio serra sena neve mina mana mano nené bebe preta preto vó vo vô neta neto
name else kin will may unique general trace judge okey baby buddy april june august easter dev ally art autumn birdie chance
charity chase clay destiny dock don drew faith forest golden grace green haven hope idea joy kitty lane loyal mark patience
pink river rocky sage sandy santa serenity stone summer sunny toy urban young king major hunter mason cash price reed rich
early guy bill sky storm rain ocean angel honey candy crystal diamond jewel precious royal sugar happy lucky sonny rusty
dusty misty stormy bunny dolly penny ginger brandy cherry apple berry daisy iris holly fern
jade pearl coco kiki lulu mimi momo nana nene papa mama mom dad bro sis son sun tea van wood woods bay
lol omg wow yay hey hi ok yes no sir man men boy girl ace ash bear beau blue bo cole dale dean dell ford glen grant
hall hank heath hill holt jet jett kent lake lord mac moss nash park read reid rhett rod ross rowan rush scout
shade stark sterling tate true tucker ward west wolf york star sunday monday friday tuesday
nia oda ola ole oma ona ora ova som tea toy ebe eda ema ena era ida ima ila iva aza ara asa ave
`);

/** Folded given names from the generated lexicon (data/first-names.ts) and the hand-kept ones it lacks (data/given-names.ts), by usual gender. */
const LEX_FEMALE = new Set([...wordSet(FEMALE_FIRST_NAMES), ...wordsOf(MORE_FEMALE_NAMES)]);
const LEX_MALE = new Set([...wordSet(MALE_FIRST_NAMES), ...wordsOf(MORE_MALE_NAMES)]);
const LEX_EITHER = wordSet(EITHER_FIRST_NAMES);

/** Shortest given name read in lower case: two-letter words ("bo", "jo") are mostly something else. */
const MIN_LOWER_NAME = 3;

/**
 * A given name that may be read as one when typed in lower case ("o caio", "my sis jenna"): in
 * the hand lists or the lexicon, not an everyday word. Syntax still has to license it.
 */
export function isLowerCaseName(word: string, minLength = MIN_LOWER_NAME): boolean {
  const f = fold(word);
  // "pelada com o zé", "a ju": the hand-kept nicknames are names at two letters too.
  if (f.length === 2 && (NICKNAMES_F.has(f) || NICKNAMES_M.has(f))) return !NON_NAMES.has(f);
  if (f.length < minLength || COMMON_WORDS.has(f) || NON_NAMES.has(f)) return false;
  return (
    FEMALE.has(f) ||
    MALE.has(f) ||
    UNISEX.has(f) ||
    NICKNAMES_F.has(f) ||
    NICKNAMES_M.has(f) ||
    LEX_FEMALE.has(f) ||
    LEX_MALE.has(f) ||
    LEX_EITHER.has(f) ||
    SURNAMES.has(f) ||
    diminutiveBase(f) !== null
  );
}

/** Shortest root of a diminutive name: "an-inha" (Ana); "l-inha" is a word. */
const MIN_DIMINUTIVE_ROOT = 2;

/**
 * The hand-kept given name a Portuguese diminutive is made of ("pedrinho" Pedro, "aninha" Ana,
 * "joaozinho" João, "carlinhos" Carlos, "marquinhos" Marcos), or null. Only the hand lists: a
 * diminutive of a lexicon word ("carrinho", "cozinha") is an everyday word.
 */
function diminutiveBase(f: string): string | null {
  const m = /^(.+)inh([oa])(s?)$/.exec(f);
  if (!m || m[1]!.length < MIN_DIMINUTIVE_ROOT) return null;
  const [, root, end, s] = m as unknown as [string, string, string, string];
  const bare = root.endsWith('z') ? root.slice(0, -1) : root;
  const candidates = [root + end + s, root + end, bare, root.replace(/qu$/, 'c') + end + s];
  return candidates.find(c => c.length >= MIN_LOWER_NAME && !COMMON_WORDS.has(c) && !NON_NAMES.has(c) && (FEMALE.has(c) || MALE.has(c) || NICKNAMES_F.has(c) || NICKNAMES_M.has(c))) ?? null;
}

/**
 * A name from the curated lists (not the generated lexicon): "clara", "rosa", "vitória" are names
 * and words at once, and count in lower case only where syntax insists ("a clara é minha filha").
 */
export function isCuratedName(word: string): boolean {
  const f = fold(word);
  if (f.length === 2 && (NICKNAMES_F.has(f) || NICKNAMES_M.has(f))) return !NON_NAMES.has(f);
  return f.length >= MIN_LOWER_NAME && !NON_NAMES.has(f) && (FEMALE.has(f) || MALE.has(f) || UNISEX.has(f) || NICKNAMES_F.has(f) || NICKNAMES_M.has(f));
}

/** An everyday word (never a name in lower case): "mae", "uma", "will". */
export function isCommonWord(word: string): boolean {
  const f = fold(word);
  return COMMON_WORDS.has(f) || NON_NAMES.has(f);
}

/**
 * Gender from a first name: the lists first, then Portuguese endings (-a female, -o male)
 * outside the known exceptions. Null when the name is ambiguous or unknown.
 */
export function genderOfName(name: string): Gender {
  const first = fold(name.split(/\s+/)[0] ?? '');
  if (!first) return null;
  if (UNISEX.has(first)) return null;
  const f = FEMALE.has(first) || NICKNAMES_F.has(first);
  const m = MALE.has(first) || NICKNAMES_M.has(first);
  if (f && !m) return 'female';
  if (m && !f) return 'male';
  if (f && m) return null;
  if (LEX_FEMALE.has(first)) return 'female';
  if (LEX_MALE.has(first)) return 'male';
  if (MALE_ENDING_A.has(first)) return 'male';
  if (/[^aeiou]a$/.test(first) || /(ia|ea|ua)$/.test(first)) return 'female';
  if (/o$/.test(first) && first.length > 2) return 'male';
  return null;
}

/** True when the word is a known first name. */
export function isKnownFirstName(word: string): boolean {
  const f = fold(word);
  return FEMALE.has(f) || MALE.has(f) || UNISEX.has(f) || NICKNAMES_F.has(f) || NICKNAMES_M.has(f) || ((LEX_FEMALE.has(f) || LEX_MALE.has(f) || LEX_EITHER.has(f)) && !COMMON_WORDS.has(f));
}

/**
 * Capitalised words that are never a person: pronouns, sentence starters, weekdays, months,
 * holidays, religion, languages, greetings, common nouns that start sentences (events: "Meeting (2) with
 * the team", "Jantar com a Ana").
 */
export const NON_NAMES = wordSet(
  `
eu você voce vc ele ela nós nos eles elas meu minha meus minhas nosso nossa seu sua o a os as um uma uns umas de do da dos das
no na nos nas em ao à aos pelo pela para pra pro com sem sobre entre e ou mas porém porem então entao que quem qual quando onde
como porque por isso isto aquilo esse essa este esta aquele aquela hoje ontem amanhã amanha anteontem agora depois antes já ja
ainda também tambem só so sim não nao talvez obrigado obrigada oi olá ola tchau bom boa dia tarde noite semana mês mes ano
fui fiz tive levei marquei agendei preciso tenho vou estou sou quero acho consulta reunião reuniao lembrar lembre lembra
segunda terça terca quarta quinta sexta sábado sabado domingo segunda-feira terça-feira terca-feira quarta-feira quinta-feira
sexta-feira janeiro fevereiro março marco abril maio junho julho agosto setembro outubro novembro dezembro
natal páscoa pascoa carnaval réveillon reveillon ano-novo deus jesus cristo nossa senhora graças gracas amém amem
português portugues inglês ingles espanhol francês frances alemão alemao italiano japonês
i me my mine we our you your he she him her his it its they them their this that these those the an and or but so if then
when where what who why how which there here yes no not hi hello hey thanks thank please ok okay sorry
monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays
segundas terças tercas quartas quintas sextas sábados sabados domingos weekdays weekends january february march april may june july august september
october november december christmas easter thanksgiving halloween god lord english spanish portuguese french german
today tomorrow yesterday tonight last next this every also just still already maybe dear mom dad valentine valentines valentine's
i'll i'm i've i'd we'll we're he's she's they're it's that's there's let's
kkk kkkk kkkkk haha hahaha rs lol ah oh ué ue opa eita nossa vish poxa caramba pronto enfim beleza blz pois bem
covid gripe dengue zika
calpol tylenol advil motrin nurofen benuron brufen dipirona novalgina paracetamol ibuprofen aspirin aspirina amoxicillin amoxicilina
`,
  // "Nossa!", "Gente,", "Oxe,", "Cheers": what a message opens with, never a name (not-people.ts).
  [...INTERJECTION_WORDS].join(' '),
  `
meeting meetings call calls class lunch dinner breakfast party trip flight appointment appt deadline interview webinar workshop
aula almoço almoco jantar café cafe festa viagem voo prazo entrevista churrasco churras aniversário aniversario birthday bday
`,
);

/** Brands, organisations and institutions that look like names. */
export const ORGANIZATIONS = [
  // Toys and devices a child asks for by brand ("ele quer um Lego", "adorou o Lego").
  'Lego',
  'Playmobil',
  'Nintendo',
  'PlayStation',
  'Xbox',
  'iPhone',
  'iPad',
  'Kindle',
  'Minecraft',
  'Roblox',
  'Fortnite',
  'Pokémon',
  'Pokemon',
  'Google',
  'Microsoft',
  'Apple',
  'Amazon',
  'Meta',
  'Facebook',
  'Instagram',
  'WhatsApp',
  'Netflix',
  'Spotify',
  'Uber',
  'iFood',
  'Rappi',
  '99',
  'Nubank',
  'Itaú',
  'Itau',
  'Bradesco',
  'Santander',
  'Banco do Brasil',
  'Caixa',
  'Caixa Econômica',
  'Inter',
  'C6',
  'PicPay',
  'Mercado Livre',
  'Magazine Luiza',
  'Magalu',
  'Americanas',
  'Petrobras',
  'Vale',
  'Ambev',
  'Natura',
  'Embraer',
  'Globo',
  'Record',
  'Unimed',
  'Amil',
  'SulAmérica',
  'Bradesco Saúde',
  'Hapvida',
  'NotreDame',
  'SUS',
  'INSS',
  'Receita Federal',
  'Detran',
  'Correios',
  'Fleury',
  'Dasa',
  'Lavoisier',
  'Hermes Pardini',
  'Sabin',
  'Drogasil',
  'Droga Raia',
  'Pague Menos',
  'Einstein',
  'Sírio-Libanês',
  'USP',
  'Unicamp',
  'UFRJ',
  'UFMG',
  'UnB',
  'PUC',
  'FGV',
  'Insper',
  'Senac',
  'Sesc',
  'Senai',
  'OpenAI',
  'IBM',
  'Oracle',
  'Intel',
  'Tesla',
  'Walmart',
  'Target',
  'Costco',
  'CVS',
  'Walgreens',
  'Kaiser',
  'Mayo Clinic',
  'Harvard',
  'MIT',
  'Stanford',
  'NASA',
  'IKEA',
  'Starbucks',
  'McDonald',
  'Nike',
  'Adidas',
  'Samsung',
  'Motorola',
  'Xiaomi',
  'Vivo',
  'Claro',
  'TIM',
  'Oi',
  'Net',
  'Airbnb',
  'LinkedIn',
  'Twitter',
  'TikTok',
  'YouTube',
  'Gmail',
  'Zoom',
  'Slack',
  'GitHub',
  'Pix',
  'Smart Fit',
  'Bluefit',
];

/** Head words that make the following capitalised words an organisation. */
/** Words that end a place's name: "Kirkstall Road", "Roundhay Park", "York Minster", "Parque Ibirapuera". */
export const PLACE_TAILS = wordSet(`road street st avenue ave lane way drive park square centre center minster cathedral abbey station bridge mall market
hall gardens garden common hill heights village estate beach bay lake river`);

/** Words that open a place's name: "St James", "Santa Tereza", "São Pedro" (a saint is never the user's acquaintance there). */
export const PLACE_HEADS = wordSet(`st saint santa santo são sao rua avenida av praça praca parque bairro`);

export const ORG_HEADS = wordSet(`
hospital clínica clinica colégio colegio escola universidade faculdade banco empresa laboratório laboratorio instituto
igreja academia loja farmácia farmacia consultório consultorio prefeitura ministério ministerio secretaria fundação
clinic school university college bank company church gym pharmacy institute lab laboratory center centre hospitalar
projeto project programa program equipe team cliente client produto product sistema system aplicativo app startup evento event curso course conferência conferencia conference
`);

/** Common places (cities, states, countries) — capitalised words that are not people. */
export const PLACES = [
  // The US states, as an address ends ("Columbus, Ohio"): a place, never a person.
  ...'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming'.split(
    ' ',
  ),
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'West Virginia',
  'São Paulo',
  'Rio de Janeiro',
  'Rio',
  'Belo Horizonte',
  'BH',
  'Brasília',
  'Brasilia',
  'Curitiba',
  'Porto Alegre',
  'Florianópolis',
  'Floripa',
  'Recife',
  'Fortaleza',
  'Manaus',
  'Belém',
  'Goiânia',
  'Campinas',
  'Santos',
  'Niterói',
  'Guarulhos',
  'São Luís',
  'Maceió',
  'João Pessoa',
  'Aracaju',
  'Teresina',
  'Cuiabá',
  'Campo Grande',
  'Londrina',
  'Maringá',
  'Ribeirão Preto',
  'Sorocaba',
  'Ubatuba',
  'Búzios',
  'Paraty',
  'Gramado',
  'Bahia',
  'Minas',
  'Minas Gerais',
  'Paraná',
  'Santa Catarina',
  'Pernambuco',
  'Ceará',
  'Goiás',
  'Amazonas',
  'Nordeste',
  'Brasil',
  'Brazil',
  'Portugal',
  'Lisboa',
  'Lisbon',
  'Porto',
  'Argentina',
  'Buenos Aires',
  'Chile',
  'Santiago',
  'Uruguai',
  'Uruguay',
  'Montevidéu',
  'Paraguai',
  'Estados Unidos',
  'EUA',
  'USA',
  'US',
  'UK',
  'Canadá',
  'Canada',
  'México',
  'Mexico',
  'Europa',
  'Europe',
  'França',
  'France',
  'Paris',
  'Londres',
  'London',
  'Inglaterra',
  'England',
  'Espanha',
  'Spain',
  'Madrid',
  'Barcelona',
  'Itália',
  'Italy',
  'Roma',
  'Rome',
  'Alemanha',
  'Germany',
  'Berlim',
  'Berlin',
  'Japão',
  'Japan',
  'Tóquio',
  'Tokyo',
  'China',
  'Nova York',
  'New York',
  'NYC',
  'Boston',
  'Chicago',
  'Miami',
  'Orlando',
  'Los Angeles',
  'San Francisco',
  'Seattle',
  'Texas',
  'Florida',
  'Flórida',
  'California',
  'Califórnia',
  'Austin',
  'Denver',
  'Atlanta',
  'Dallas',
  'Houston',
  'Toronto',
  'Vancouver',
  'Dublin',
  'Amsterdam',
  'Amsterdã',
  'Disney',
  'Salvador',
  'Natal',
  'Vitória',
  'Bariloche',
  'Cancún',
  // Britain's and North America's larger towns, as a family there says them ("the hen do is in York").
  'Leeds',
  'York',
  'Harrogate',
  'Manchester',
  'Liverpool',
  'Birmingham',
  'Sheffield',
  'Bristol',
  'Newcastle',
  'Nottingham',
  'Leicester',
  'Oxford',
  'Cambridge',
  'Brighton',
  'Bath',
  'Edinburgh',
  'Glasgow',
  'Cardiff',
  'Belfast',
  'Scarborough',
  'Whitby',
  'Ilkley',
  'Bradford',
  'Wakefield',
  'Huddersfield',
  'Columbus',
  'Cincinnati',
  'Cincy',
  'Cleveland',
  'Detroit',
  'Pittsburgh',
  'Philadelphia',
  'Montreal',
  'Ottawa',
  'Calgary',
  'Niagara',
  'Mississauga',
];
