/**
 * Capitalised words that look like someone's name but are never a person in the user's world:
 * football clubs, shops and chains, software and services, neighbourhoods and districts,
 * holidays and feasts, and the interjections chat opens a message with. Tagged by the variety
 * that says them (varieties.ts); `entities.ts` turns the first four into organisations and
 * places, holidays into covered tokens, and `names.ts` keeps interjections out of names.
 *
 * A word that is also a common given name ("Chelsea", "Vitória", "Everton") is left out of the
 * clubs: a club or a person, only the sentence can say. A district that is also a given name
 * ("Camden", "Brooklyn") is kept, and `entities.ts` asks for a preposition of place before it.
 */
import {phrasesOf, type VarietyWords, wordsOf} from './varieties.js';

/** Football and other clubs: "o jogo do Flamengo", "o Benfica ganhou", "the Arsenal match". */
export const CLUBS: VarietyWords = {
  'pt-BR':
    'Flamengo, Fluminense, Vasco, Vasco da Gama, Botafogo, Corinthians, Timão, Palmeiras, Verdão, Grêmio, Cruzeiro, Atlético Mineiro, ' +
    'Galo, Atlético Paranaense, Athletico, Coritiba, Internacional, Sport Recife, Fortaleza Esporte Clube, Ceará Sporting, ' +
    'Bragantino, Juventude, Ponte Preta, Guarani, Goiás Esporte Clube, Avaí, Figueirense, Chapecoense',
  'pt-PT': 'Benfica, Sporting, Sporting de Braga, Boavista, Belenenses, Estoril Praia, Famalicão, Marítimo, Académica, Vitória de Guimarães, FC Porto',
  'en-GB':
    'Arsenal, Tottenham, Spurs, Man United, Man Utd, Manchester United, Man City, Manchester City, Aston Villa, West Ham, Newcastle United, ' +
    'Leeds United, Celtic, Rangers, Wolves, Crystal Palace, Nottingham Forest, Brentford, Fulham FC, Sunderland',
  'en-US':
    'Yankees, Mets, Red Sox, Cubs, Dodgers, Lakers, Knicks, Celtics, Warriors, Bulls, Patriots, Cowboys, Packers, Steelers, Seahawks, ' +
    'Eagles, Giants, Bears, Chiefs, 49ers, Niners, Broncos, Raiders, Yankee Stadium',
};

/** Shops, supermarkets and chains: "fui na Leroy Merlin", "comprei no Continente", "popped into Tesco". */
export const SHOPS: VarietyWords = {
  pt: 'Leroy Merlin, Carrefour, Lidl, Aldi, Decathlon, Zara, Fnac, Primark, Ikea',
  'pt-BR':
    'Pão de Açúcar, Assaí, Atacadão, Renner, Riachuelo, C&A, Casas Bahia, Kalunga, Tok&Stok, Tok Stok, Centauro, Havan, ' + 'Shopee, Shein, Sephora, O Boticário, Boticário, Hering, Cobasi, Petz',
  'pt-PT': 'Continente, Pingo Doce, Intermarché, Minipreço, Worten, El Corte Inglés, Auchan, Mercadona, Celeiro',
  'en-GB':
    "Tesco, Sainsbury, Sainsbury's, Asda, Morrisons, Waitrose, Ocado, Co-op, M&S, Marks and Spencer, Marks & Spencer, Boots, Superdrug, " +
    'Argos, Currys, John Lewis, Greggs, Pret, Nando, Wetherspoons, Spoons, Halfords, B&Q, Wickes, Screwfix, Homebase, Lidl, Aldi',
  'en-US': "Trader Joe's, Trader Joe, Whole Foods, Kroger, Safeway, Publix, Wegmans, Home Depot, Lowe's, Best Buy, Dunkin, Chipotle, Walgreens, " + "Macy's, Kohl's, Nordstrom, Sephora, Ulta, CVS",
};

/** Software, tools and services of work: "abri um ticket no Jira", "the Postgres migration", "ping me on Slack". */
export const SOFTWARE: VarietyWords = {
  pt: '',
  en:
    'Jira, Confluence, Slack, Teams, Microsoft Teams, Outlook, Excel, PowerPoint, SharePoint, OneDrive, Notion, Trello, Asana, Monday.com, ' +
    'Figma, Miro, Canva, Zoom, Google Meet, Google Drive, Dropbox, Postgres, PostgreSQL, MySQL, MongoDB, Mongo, Redis, Kafka, ' +
    'Docker, Kubernetes, Terraform, AWS, Azure, GCP, Salesforce, HubSpot, Zendesk, Intercom, GitLab, Bitbucket, Grafana, Datadog, ' +
    'Sentry, Python, JavaScript, TypeScript, Kotlin, React, Angular, Django, ChatGPT, Copilot, Gemini, Discord, Telegram, Skype, ' +
    'Tableau, SAP, Workday, Xero, QuickBooks, Linux, Windows, Android, macOS',
};

/**
 * Neighbourhoods and districts of the cities our users live in: "jantamos na Vila Madalena",
 * "no Chiado", "drinks in Camden", "moved to Brooklyn".
 */
export const NEIGHBOURHOODS: VarietyWords = {
  'pt-BR':
    'Vila Madalena, Vila Mariana, Vila Olímpia, Pinheiros, Moema, Itaim, Itaim Bibi, Mooca, Tatuapé, Perdizes, Higienópolis, Jardins, ' +
    'Morumbi, Butantã, Ipiranga, Brooklin, Paulista, Copacabana, Ipanema, Leblon, Botafogo, Tijuca, Barra da Tijuca, Lapa, Laranjeiras, ' +
    'Gávea, Urca, Méier, Savassi, Pampulha, Batel, Boa Viagem, Pelourinho, Moinhos de Vento',
  'pt-PT':
    'Chiado, Alfama, Mouraria, Baixa, Bairro Alto, Príncipe Real, Campo de Ourique, Alvalade, Arroios, Parque das Nações, Cais do Sodré, ' +
    'Lapa, Restelo, Cascais, Sintra, Estoril, Oeiras, Almada, Amadora, Odivelas, Loures, Matosinhos, Gaia, Vila Nova de Gaia, Foz, Foz do Douro, ' +
    'Ribeira, Boavista, Bonfim, Campanhã, Maia, Setúbal, Aveiro, Coimbra, Braga, Faro, Algarve',
  'en-GB':
    'Camden, Hackney, Brixton, Shoreditch, Islington, Clapham, Peckham, Soho, Fulham, Greenwich, Wimbledon, Notting Hill, Kensington, ' +
    'Croydon, Dalston, Hampstead, Balham, Tooting, Stratford, Walthamstow, Bermondsey, Headingley, Chapel Allerton, Didsbury, Ancoats',
  'en-US': 'Brooklyn, Queens, Manhattan, Bronx, Harlem, Williamsburg, Hoboken, Astoria, SoHo, Tribeca, Midtown, Uptown, Downtown',
};

/** Holidays and feasts: "no Natal", "na Páscoa", "no São João", "on Boxing Day", "at Thanksgiving". */
export const HOLIDAYS: VarietyWords = {
  pt: 'Natal, Páscoa, Carnaval, Ano Novo, Ano-Novo, Réveillon, Quaresma, Sexta-feira Santa, Corpus Christi, Dia de Reis, Dia da Mãe, Dia do Pai',
  'pt-BR': 'Dia das Mães, Dia dos Pais, Dia das Crianças, Finados, Tiradentes, Proclamação da República, Festa Junina, São João, Natalzinho',
  'pt-PT': 'Consoada, Santo António, Santos Populares, São Martinho, São João, São Pedro, Dia de Portugal, Todos os Santos',
  en: "Christmas, Christmas Eve, Christmas Day, Easter, Good Friday, New Year, New Year's Eve, New Year's Day, Halloween, Lent",
  'en-GB':
    "Boxing Day, Bonfire Night, Guy Fawkes Night, Pancake Day, Shrove Tuesday, Hogmanay, Mothering Sunday, Bank Holiday, Burns Night, St Patrick's Day, Carol Concert, Carol Service, Carols by Candlelight",
  'en-US': "Thanksgiving, Fourth of July, Independence Day, Memorial Day, Labor Day, Presidents' Day, Veterans Day, Mother's Day, Father's Day, MLK Day",
};

/**
 * Interjections and forms of address that open a message capitalised: "Nossa!", "Gente,", "Oxe,",
 * "Bolas!", "Cheers", "Blimey". Never a name.
 */
const INTERJECTIONS: VarietyWords = {
  pt: 'nossa, gente, credo, caramba, olha, ora, pronto, vá, enfim, valha, ai, ui',
  'pt-BR': 'pô, oxe, oxente, vixe, vish, eita, égua, uai, bah, tchê, putz, caraca, cruzes, afe, aff, ufa, opa, xi, véi',
  'pt-PT': 'bolas, fogo, pá, epá, olha lá, porra, caraças, ena, chiça, foda-se, bora',
  en: 'hmm, hm, anyway, anyways, well, btw, fyi, wow, oops, ugh, yikes, phew, whoa, gosh, jeez, geez, damn, dang, welp, meh, yay, hooray, cool, great, awesome, folks, guys, everyone, omg',
  'en-GB': 'cheers, blimey, crikey, bloody hell, bugger, oi, ta, innit, brilliant, lovely, cor, bless',
  'en-US': 'dude, y’all, yall, gee, darn, holy cow',
};

/**
 * Invocations of the divine and the saints: "Nossa Senhora de Fátima", "Nosso Senhor", "Our Lady
 * of Lourdes" — with the place after "de"/"of", never a person of the user's world.
 */
export const INVOCATIONS: VarietyWords = {
  pt: 'Nossa Senhora, Nosso Senhor, Virgem Maria, Menino Jesus, Espírito Santo, Santíssima Trindade',
  en: 'Our Lady, Our Lord, Virgin Mary, Holy Spirit, Baby Jesus',
};

/**
 * What says that a club's, a shop's or a service's name that is also a given name ("Vasco", "Zara",
 * "Tim") names a person: a word of the person's life right after it — having a visit or an age,
 * turning, needing, being born ("o Vasco tem dentista", "Zara's got the GP", "Tim turns 9").
 */
export const PERSON_VERBS_AFTER: VarietyWords = {
  pt: 'tem, têm, tinha, teve, faz anos, fez anos, vai fazer, precisa, precisou, nasceu, vai ao, vai à, foi ao, foi à, está doente, anda doente',
  'pt-PT': 'está com, vai ter',
  'pt-BR': 'tá com, ta com',
  en: 'has, had, needs, needed, turns, turned, was born, is seeing, goes to, went to, is off sick',
};

/**
 * What goes before a club's name: "o jogo do Grêmio", "torço pro Sporting", "adepto do Benfica". The
 * name after it is the club's when it is no given name ("o jogo do Pedro" is Pedro's game).
 */
export const CLUB_LEADS: VarietyWords = {
  pt: 'jogo do, jogo da, partida do, partida da, clássico do, torço pro, torço pelo, torço para o, torcer pro, torcer pelo',
  'pt-BR': 'torcedor do, torcedora do, torcida do, camisa do',
  'pt-PT': 'adepto do, adepta do, sócio do, sócia do, camisola do',
};

/**
 * Prepositions before a town that shares its name with a holiday: "em Natal", "to Natal"; after
 * anything else ("no Natal", "ceia de Natal") it is the holiday.
 */
export const CITY_PREPS: ReadonlySet<string> = wordsOf({pt: 'em, para, visitar, perto, até', 'pt-BR': 'pra', en: 'to, in, from, visit, visiting, near'});

/** "vamos ao Porto", "passei pelo Rio": "to"/"through" with the article a town of a masculine name takes. */
export const TO_THE_PLACE: ReadonlySet<string> = wordsOf({pt: 'ao, pelo'});

/** Every phrase of a list, written as in the list (accents and capitals kept), for a gazetteer. */
export function namesOf(words: VarietyWords): string[] {
  const out: string[] = [];
  for (const list of Object.values(words))
    for (const p of (list ?? '').split(',')) {
      const phrase = p.trim().replace(/\s+/g, ' ');
      if (phrase) out.push(phrase);
    }
  return out;
}

/** The folded single words of the interjections (the several-word ones are read word by word anyway). */
export const INTERJECTION_WORDS: ReadonlySet<string> = new Set(phrasesOf(INTERJECTIONS).filter(p => !p.includes(' ')));
