/**
 * Everyday kinds and their instances, in both languages, for recall of what was said: a question
 * names the kind ("what pets does she have?", "que desportos pratica?", "which instruments?") while
 * the memory names the thing ("my puppy Coco", "o violino", "kickboxing"), and words for one thing
 * differ ("kid"/"child", "gf"/"girlfriend", "doggo"/"dog"). Data, not code; written from general
 * knowledge of the life people talk about, not from any benchmark's questions.
 *
 * Each concept has:
 * - `kind`: words that name the kind — a query saying one also searches for every member;
 * - `same`: words for the same thing — each brings the others, and they are members of any kind
 *   that includes the concept;
 * - `members`: instances of the kind; `@id` brings in another concept (its words and its members).
 * Words are tagged by variety (understanding/varieties.ts); accents are optional (all is folded).
 */
import type {VarietyWords} from '../understanding/varieties.js';

export interface Concept {
  kind?: VarietyWords;
  same?: VarietyWords;
  members?: VarietyWords;
  /** Other concepts whose words and members are members of this kind. */
  includes?: string[];
}

export const CONCEPTS: Record<string, Concept> = {
  // — animals —
  dog: {
    same: {
      en: 'dog, dogs, puppy, puppies, pup, pups, doggy, doggie, doggies, doggo, pooch, pooches, canine, hound',
      pt: 'cão, cães, cachorro, cachorros, cachorrinho, cachorrinha, cãozinho, cadela, cadelinha',
      'pt-BR': 'cachorrão, totó',
    },
    members: {en: 'labrador, lab, retriever, poodle, beagle, chihuahua, terrier, bulldog, husky, dachshund, corgi, spaniel, shepherd, pug, collie, mutt', pt: 'vira-lata, pastor alemão'},
  },
  cat: {same: {en: 'cat, cats, kitten, kittens, kitty, kitties', pt: 'gato, gatos, gata, gatas, gatinho, gatinha, gatinhos'}},
  pet: {
    kind: {en: 'pet, pets, animal, animals', pt: 'animal de estimação, animais de estimação, bicho, bichos, bichinho, bichinhos', 'pt-BR': 'pet, pets'},
    members: {
      en: 'hamster, rabbit, bunny, guinea pig, parrot, budgie, bird, fish, goldfish, turtle, tortoise, snake, lizard, gecko, ferret, horse, pony',
      pt: 'hamster, coelho, coelhinho, porquinho-da-índia, papagaio, periquito, calopsita, passarinho, peixe, peixinho, tartaruga, cobra, lagarto, furão, cavalo, pónei',
    },
    includes: ['dog', 'cat'],
  },
  // — people —
  child: {
    same: {
      en: 'child, children, kid, kids, little one, little ones',
      pt: 'criança, crianças, filho, filhos, filha, filhas',
      'pt-BR': 'garoto, garota, menino, menina',
      'pt-PT': 'miúdo, miúda, miúdos, miúdas, puto, putos',
    },
    members: {en: 'son, sons, daughter, daughters, baby, babies, toddler, toddlers, teenager, teen, newborn', pt: 'bebé, bebê, neném, adolescente'},
  },
  partner: {
    kind: {en: 'partner, spouse, significant other', pt: 'companheiro, companheira, cônjuge, parceiro, parceira'},
    members: {
      en: 'husband, wife, girlfriend, gf, boyfriend, bf, fiance, fiancee, hubby, wifey',
      pt: 'marido, esposa, mulher, namorada, namorado, noivo, noiva',
      'pt-BR': 'esposo, mozão',
    },
  },
  girlfriend: {same: {en: 'girlfriend, gf', pt: 'namorada'}},
  boyfriend: {same: {en: 'boyfriend, bf', pt: 'namorado'}},
  family: {
    kind: {en: 'family, families, relatives, relative, folks', pt: 'família, famílias, parentes, parente'},
    members: {
      en: 'mom, mum, mother, dad, father, parents, brother, sister, siblings, sibling, grandma, grandpa, grandmother, grandfather, grandparents, aunt, auntie, uncle, cousin, cousins, niece, nephew, in-laws',
      pt: 'mãe, pai, pais, irmão, irmã, irmãos, avó, avô, avós, tia, tio, tios, primo, prima, primos, sobrinho, sobrinha, sogro, sogra, sogros',
    },
    includes: ['child', 'partner'],
  },
  friend: {same: {en: 'friend, friends, buddy, buddies, pal, pals, bestie, mates, bff', pt: 'amigo, amiga, amigos, amigas', 'pt-BR': 'parceiro, brother', 'pt-PT': 'malta'}},
  colleague: {
    same: {en: 'colleague, colleagues, coworker, coworkers, co-worker, co-workers, workmate, workmates, teammate, teammates', pt: 'colega de trabalho, colegas de trabalho, colega, colegas'},
  },
  // — activities —
  sport: {
    kind: {en: 'sport, sports, athletics', pt: 'esporte, esportes, desporto, desportos, modalidade, modalidades'},
    members: {
      en: 'football, soccer, basketball, baseball, softball, tennis, volleyball, golf, hockey, rugby, cricket, badminton, table tennis, ping pong, handball, swimming, running, cycling, skiing, snowboarding, surfing, skateboarding, rowing, boxing, wrestling, fencing, gymnastics, marathon, triathlon, lacrosse, bowling',
      pt: 'futebol, futsal, basquete, basquetebol, beisebol, ténis, tênis, vôlei, voleibol, golfe, hóquei, râguebi, rúgbi, badminton, pingue-pongue, andebol, handebol, natação, corrida, ciclismo, esqui, surfe, surf, skate, remo, boxe, luta livre, esgrima, ginástica, maratona, triatlo, boliche',
    },
    includes: ['martial_art'],
  },
  martial_art: {
    kind: {en: 'martial art, martial arts, fighting, combat sport, combat sports', pt: 'arte marcial, artes marciais, luta, lutas'},
    members: {
      en: 'karate, judo, taekwondo, tae kwon do, kickboxing, jiu-jitsu, jiu jitsu, jujitsu, kung fu, muay thai, aikido, capoeira, krav maga, mma, boxing, wrestling, kendo',
      pt: 'caratê, karaté, judô, judo, boxe, capoeira',
    },
  },
  exercise: {
    kind: {
      en: 'exercise, exercises, exercising, workout, workouts, working out, fitness, training, keep fit, keeping fit',
      pt: 'exercício, exercícios, exercício físico, treino, treinos, treinar, atividade física',
      'pt-BR': 'malhação, malhar',
      'pt-PT': 'ginásio',
    },
    members: {
      en: 'gym, yoga, pilates, running, jogging, jog, weight training, weightlifting, weight lifting, lifting weights, strength training, crossfit, cardio, spinning, aerobics, zumba, circuit training, push-ups, squats, stretching, treadmill, swimming, cycling, walking, hiking, dancing, boot camp, bootcamp',
      pt: 'academia, ioga, pilates, corrida, correr, musculação, ginástica, alongamento, esteira, natação, caminhada, bicicleta, dança',
    },
    includes: ['martial_art'],
  },
  outdoor: {
    kind: {en: 'outdoor, outdoors, outdoor activity, outdoor activities, the great outdoors, adventure, adventures', pt: 'ao ar livre, atividades ao ar livre, aventura, aventuras'},
    members: {
      en: 'hiking, hike, hikes, trail, trails, camping, camp, campfire, tent, fishing, kayaking, kayak, canoeing, canoe, rafting, climbing, rock climbing, bouldering, mountaineering, mountain, mountains, biking, bike ride, mountain biking, cycling, picnic, picnics, beach, surfing, skiing, snowboarding, sailing, boating, horseback riding, horse riding, birdwatching, bird watching, stargazing, road trip, national park, lake, backpacking, gardening, walk, walks',
      pt: 'trilha, trilhas, caminhada, caminhadas, acampar, acampamento, campismo, fogueira, barraca, tenda, pesca, pescar, caiaque, canoagem, rafting, escalada, montanhismo, montanha, bicicleta, piquenique, praia, surfe, esqui, vela, velejar, cavalgada, passeio a cavalo, jardinagem, passeio, passeios',
    },
  },
  art: {
    kind: {en: 'art, arts, artwork, artworks, artistic, creative, creativity', pt: 'arte, artes, obra de arte, obras de arte, artístico, artística, criativo, criatividade'},
    members: {
      en: 'painting, paintings, paint, painted, drawing, drawings, draw, sketch, sketches, sketching, sculpture, sculpting, pottery, ceramics, clay, photography, photo, photos, watercolor, watercolour, mural, murals, canvas, portrait, calligraphy, collage, illustration, printmaking, stained glass',
      pt: 'pintura, pinturas, pintar, desenho, desenhos, desenhar, esboço, escultura, cerâmica, olaria, barro, argila, fotografia, fotografias, aquarela, aguarela, mural, tela, retrato, caligrafia, colagem, ilustração',
    },
  },
  craft: {
    kind: {en: 'craft, crafts, crafting, crafty, diy, handmade, homemade', pt: 'artesanato, trabalhos manuais, feito à mão, caseiro'},
    members: {
      en: 'knitting, knit, crochet, sewing, sew, embroidery, quilting, quilt, woodworking, carpentry, pottery, scrapbooking, jewelry making, candle making, origami, beading, weaving',
      pt: 'tricô, tricotar, crochê, croché, costura, costurar, bordado, bordar, marcenaria, carpintaria, olaria, origami, tecelagem',
    },
  },
  instrument: {
    kind: {en: 'instrument, instruments, musical instrument, musical instruments', pt: 'instrumento, instrumentos, instrumento musical, instrumentos musicais'},
    members: {
      en: 'guitar, acoustic guitar, electric guitar, bass, piano, keyboard, violin, viola, cello, double bass, drums, drum, flute, clarinet, saxophone, sax, trumpet, trombone, tuba, oboe, harp, ukulele, banjo, mandolin, harmonica, accordion, recorder, synthesizer',
      pt: 'violão, guitarra, baixo, piano, teclado, violino, violoncelo, contrabaixo, bateria, tambor, flauta, clarinete, saxofone, trompete, trombone, harpa, cavaquinho, bandolim, gaita, acordeão, acordeom, sanfona',
    },
  },
  music: {
    kind: {en: 'music, musical, musician, musicians', pt: 'música, músicas, musical, músico, músicos'},
    members: {
      en: 'song, songs, sing, singing, singer, choir, band, bands, album, albums, concert, concerts, gig, gigs, festival, recital, opera, orchestra, symphony, playlist, tunes, rap, rock, jazz, pop, classical, hip hop, karaoke',
      pt: 'canção, canções, cantar, cantor, cantora, coro, coral, banda, bandas, álbum, concerto, concertos, show, shows, festival, recital, ópera, orquestra, sinfonia, rock, jazz, pop, clássica, karaokê',
    },
    includes: ['instrument'],
  },
  dance: {
    same: {en: 'dance, dances, dancing, dancer, dancers', pt: 'dança, danças, dançar, dançarino, dançarina, bailarino, bailarina'},
    members: {en: 'ballet, salsa, tango, hip hop, contemporary, jazz dance, tap, ballroom, breakdance, zumba, swing', pt: 'balé, ballet, salsa, tango, samba, forró, sapateado, dança de salão, zumba'},
  },
  game: {
    kind: {en: 'game, games, gaming, gamer', pt: 'jogo, jogos, jogar'},
    members: {
      en: 'board game, board games, video game, video games, chess, checkers, cards, card game, poker, puzzle, puzzles, jigsaw, trivia, quiz, monopoly, scrabble, sudoku, crossword, crosswords, dominoes, bingo, console',
      pt: 'jogo de tabuleiro, jogos de tabuleiro, videojogo, videogame, xadrez, damas, cartas, baralho, pôquer, quebra-cabeça, puzzle, palavras cruzadas, dominó, bingo',
    },
  },
  reading: {
    kind: {en: 'reading, read, reads, reader, book, books, literature', pt: 'leitura, ler, livro, livros, literatura'},
    members: {
      en: 'novel, novels, biography, memoir, memoirs, poetry, poem, poems, comic, comics, manga, magazine, magazines, fiction, nonfiction, fantasy, mystery, thriller, audiobook, audiobooks',
      pt: 'romance, romances, biografia, memórias, poesia, poema, poemas, banda desenhada, gibi, gibis, revista, revistas, ficção, fantasia, mistério, audiolivro',
    },
  },
  screen: {
    kind: {en: 'movie, movies, film, films, cinema, tv show, tv shows, series, tv, television', pt: 'filme, filmes, cinema, série, séries, novela, novelas, televisão, tv'},
    members: {
      en: 'documentary, documentaries, sitcom, cartoon, cartoons, anime, drama, comedy, horror, netflix',
      pt: 'documentário, documentários, desenho animado, desenhos animados, anime, drama, comédia, terror, netflix',
    },
  },
  cooking: {
    same: {en: 'cooking, cook, cooked, baking, bake, baked, recipe, recipes', pt: 'cozinhar, cozinha, culinária, receita, receitas, assar, forno'},
  },
  volunteering: {
    same: {
      en: 'volunteer, volunteers, volunteering, volunteered, charity, charities, donate, donated, donation, donations, fundraiser, fundraising, food drive, community service, nonprofit, non-profit',
      pt: 'voluntário, voluntária, voluntários, voluntariado, caridade, doar, doação, doações, angariação de fundos, beneficente, ong',
    },
  },
  hobby: {
    kind: {
      en: 'hobby, hobbies, activity, activities, pastime, pastimes, interests, leisure, free time, spare time, for fun, things to do',
      pt: 'passatempo, passatempos, hobby, hobbies, atividade, atividades, lazer, tempo livre, diversão',
      'pt-PT': 'actividade, actividades',
    },
    members: {
      en: 'gardening, photography, writing, journaling, blogging, travel, traveling, travelling, shopping, collecting, volunteering, meditation, birdwatching',
      pt: 'jardinagem, fotografia, escrever, viajar, viagem, compras, colecionar, coleccionar, meditação',
    },
    includes: ['sport', 'exercise', 'outdoor', 'art', 'craft', 'music', 'dance', 'game', 'reading', 'screen', 'cooking', 'volunteering'],
  },
  event: {
    kind: {en: 'event, events, occasion, occasions, gathering, gatherings', pt: 'evento, eventos, ocasião, encontro, encontros'},
    members: {
      en: 'party, parties, concert, festival, festivals, parade, conference, convention, workshop, fair, show, exhibition, exhibit, meetup, fundraiser, gala, ceremony, wedding, recital, competition, tournament, race, marathon, rally, protest, march, seminar, talk, reading, screening, graduation, reunion, celebration, support group',
      pt: 'festa, festas, concerto, festival, desfile, parada, conferência, congresso, oficina, feira, exposição, encontro, gala, cerimónia, cerimônia, casamento, recital, competição, torneio, corrida, maratona, manifestação, marcha, palestra, seminário, formatura, reunião, celebração, comemoração',
    },
  },
  class: {same: {en: 'class, classes, course, courses, lesson, lessons, workshop, workshops, seminar, training course', pt: 'aula, aulas, curso, cursos, lição, lições, oficina, oficinas, formação'}},
  // — food and drink —
  food: {
    kind: {
      en: 'food, foods, meal, meals, dish, dishes, cuisine, eat, eats, eating, ate, snack, snacks, treat, treats',
      pt: 'comida, comidas, refeição, refeições, prato, pratos, culinária, comer, comeu, lanche, lanches, petisco, petiscos',
    },
    members: {
      en: 'pizza, pasta, spaghetti, lasagna, sushi, burger, burgers, hamburger, tacos, burrito, salad, soup, stew, steak, chicken, fish, seafood, shrimp, pie, pot pie, cake, cakes, cupcake, cupcakes, muffin, muffins, cookie, cookies, brownies, pastry, pastries, croissant, bread, sandwich, sandwiches, curry, noodles, ramen, rice, barbecue, bbq, dessert, desserts, ice cream, chocolate, pancakes, waffles, cheese, fries, dumplings, pho, paella, casserole, roast',
      pt: 'pizza, massa, macarrão, esparguete, lasanha, sushi, hambúrguer, taco, salada, sopa, ensopado, bife, frango, peixe, marisco, mariscos, camarão, torta, tarte, bolo, bolos, queque, bolacha, bolachas, biscoito, biscoitos, doce, doces, pastel, pastéis, pão, sanduíche, sandes, caril, arroz, feijão, feijoada, churrasco, sobremesa, sorvete, gelado, chocolate, panquecas, queijo, batata frita',
    },
  },
  drink: {
    kind: {en: 'drink, drinks, beverage, beverages', pt: 'bebida, bebidas, beber'},
    members: {
      en: 'coffee, tea, wine, wines, beer, beers, juice, smoothie, smoothies, cocktail, cocktails, soda, lemonade, latte, cappuccino, espresso, whiskey, champagne',
      pt: 'café, chá, vinho, vinhos, cerveja, cervejas, suco, sumo, vitamina, batido, coquetel, cocktail, refrigerante, limonada, espresso, uísque, champanhe',
    },
  },
  // — places —
  eating_out: {
    kind: {en: 'places to eat, eating out, dining, eatery, eateries', pt: 'comer fora, lugares para comer'},
    members: {
      en: 'restaurant, restaurants, cafe, cafes, coffee shop, bistro, diner, bakery, pizzeria, bar, bars, pub, pubs, food truck',
      pt: 'restaurante, restaurantes, café, cafés, cafeteria, pastelaria, padaria, pizzaria, bar, bares, lanchonete, tasca',
    },
  },
  city_place: {
    kind: {en: 'places, place, spots, venue, venues, sights', pt: 'lugares, lugar, sítios, sítio, locais, local'},
    members: {
      en: 'park, parks, museum, museums, gallery, galleries, library, zoo, aquarium, theater, theatre, cinema, mall, market, farmers market, stadium, garden, gardens, church, beach',
      pt: 'parque, parques, museu, museus, galeria, biblioteca, zoológico, aquário, teatro, cinema, shopping, centro comercial, mercado, feira, estádio, jardim, igreja, praia',
    },
    includes: ['eating_out'],
  },
  country: {
    kind: {en: 'country, countries, abroad, overseas, nation, nations', pt: 'país, países, estrangeiro, exterior, nação'},
    members: {
      en: 'usa, america, united states, canada, mexico, brazil, argentina, chile, peru, colombia, cuba, england, britain, uk, united kingdom, scotland, ireland, wales, france, spain, portugal, italy, germany, netherlands, holland, belgium, switzerland, austria, sweden, norway, denmark, finland, iceland, poland, greece, turkey, russia, ukraine, czech republic, hungary, croatia, egypt, morocco, kenya, south africa, nigeria, israel, india, china, japan, korea, thailand, vietnam, indonesia, philippines, australia, new zealand',
      pt: 'estados unidos, eua, canadá, méxico, brasil, argentina, chile, peru, colômbia, cuba, inglaterra, grã-bretanha, reino unido, escócia, irlanda, país de gales, frança, espanha, portugal, itália, alemanha, holanda, países baixos, bélgica, suíça, áustria, suécia, noruega, dinamarca, finlândia, islândia, polónia, polônia, grécia, turquia, rússia, ucrânia, hungria, croácia, egito, egipto, marrocos, quénia, quênia, áfrica do sul, angola, moçambique, cabo verde, israel, índia, china, japão, coreia, tailândia, vietname, vietnã, indonésia, filipinas, austrália, nova zelândia',
    },
  },
  state: {
    kind: {en: 'state, states, us state, us states', pt: 'estado, estados'},
    members: {
      en: 'alabama, alaska, arizona, arkansas, california, colorado, connecticut, delaware, florida, georgia, hawaii, idaho, illinois, indiana, iowa, kansas, kentucky, louisiana, maine, maryland, massachusetts, michigan, minnesota, mississippi, missouri, montana, nebraska, nevada, new hampshire, new jersey, new mexico, new york, north carolina, north dakota, ohio, oklahoma, oregon, pennsylvania, rhode island, south carolina, south dakota, tennessee, texas, utah, vermont, virginia, washington, west virginia, wisconsin, wyoming',
      'pt-BR':
        'são paulo, rio de janeiro, minas gerais, bahia, paraná, santa catarina, rio grande do sul, pernambuco, ceará, goiás, amazonas, pará, espírito santo, maranhão, paraíba, alagoas, sergipe, piauí, mato grosso, mato grosso do sul, tocantins, rondônia, acre, amapá, roraima, distrito federal',
    },
  },
  city: {
    kind: {en: 'city, cities, town, towns', pt: 'cidade, cidades, vila, vilas'},
    members: {
      en: 'new york, los angeles, chicago, boston, seattle, san francisco, miami, las vegas, washington, philadelphia, houston, dallas, austin, denver, atlanta, nashville, new orleans, portland, san diego, orlando, toronto, vancouver, montreal, london, paris, rome, madrid, barcelona, lisbon, porto, berlin, munich, amsterdam, brussels, vienna, prague, budapest, dublin, edinburgh, stockholm, copenhagen, oslo, athens, istanbul, moscow, milan, venice, florence, tokyo, kyoto, seoul, beijing, shanghai, hong kong, singapore, bangkok, mumbai, delhi, dubai, sydney, melbourne, cairo, cape town, mexico city, buenos aires, rio, sao paulo',
      pt: 'nova iorque, londres, paris, roma, madrid, barcelona, lisboa, porto, coimbra, braga, faro, funchal, berlim, munique, amesterdão, amsterdã, bruxelas, viena, praga, budapeste, dublin, atenas, istambul, moscovo, moscou, milão, veneza, florença, tóquio, seul, pequim, xangai, singapura, banguecoque, bangkok, sydney, cairo, cidade do méxico, buenos aires, rio de janeiro, são paulo, salvador, brasília, belo horizonte, recife, fortaleza, curitiba, porto alegre, florianópolis, manaus, belém',
    },
  },
  travel: {
    same: {
      en: 'trip, trips, travel, travels, traveled, travelled, traveling, travelling, vacation, vacations, vacationed, holiday, holidays, getaway, road trip, journey, tour, sightseeing',
      pt: 'viagem, viagens, viajar, viajou, viajei, férias, passeio, excursão, turismo',
    },
  },
  // — things —
  clothing: {
    kind: {en: 'clothes, clothing, outfit, outfits, wardrobe, wear, apparel, fashion', pt: 'roupa, roupas, vestuário, look, moda'},
    members: {
      en: 'shirt, t-shirt, tee, blouse, dress, dresses, skirt, jeans, pants, trousers, shorts, shoes, sneakers, trainers, boots, heels, sandals, jacket, coat, hoodie, sweater, jumper, cardigan, hat, hats, cap, scarf, gloves, socks, suit, tie, costume, costumes, uniform, pajamas',
      pt: 'camisa, camiseta, t-shirt, blusa, vestido, saia, calças, calça, calções, bermuda, sapatos, sapato, ténis, tênis, botas, sandálias, casaco, jaqueta, blusão, moletom, camisola, suéter, chapéu, boné, cachecol, luvas, meias, fato, terno, gravata, fantasia, fantasias, uniforme, pijama',
    },
  },
  shoe: {same: {en: 'shoe, shoes, sneakers, trainers, boots, heels, sandals, footwear', pt: 'sapato, sapatos, ténis, tênis, botas, sandálias, calçado'}},
  jewelry: {
    kind: {en: 'jewelry, jewellery, accessory, accessories', pt: 'joia, joias, jóia, jóias, bijuteria, bijuterias, acessório, acessórios'},
    members: {en: 'necklace, bracelet, ring, rings, earrings, pendant, locket, watch, brooch, charm', pt: 'colar, pulseira, anel, anéis, brincos, brinco, pendente, medalha, relógio, broche'},
  },
  vehicle: {
    kind: {en: 'vehicle, vehicles', pt: 'veículo, veículos'},
    members: {
      en: 'car, cars, truck, van, suv, motorcycle, motorbike, bike, bicycle, scooter, bus, boat, rv, camper',
      pt: 'carro, carros, camião, caminhão, carrinha, moto, mota, motocicleta, bicicleta, bicla, trotinete, patinete, autocarro, ônibus, barco, autocaravana',
    },
  },
  job: {same: {en: 'job, jobs, career, careers, profession, occupation, employment, position, role', pt: 'emprego, empregos, trabalho, carreira, profissão, ocupação, cargo'}},
  school: {
    kind: {en: 'school, schools, education, studies, studying', pt: 'escola, escolas, educação, estudos, estudar'},
    members: {
      en: 'college, university, uni, class, classes, course, courses, degree, homework, exam, exams, teacher, grade, semester, graduation',
      pt: 'colégio, faculdade, universidade, aula, aulas, curso, licenciatura, graduação, trabalho de casa, tpc, dever de casa, prova, provas, exame, professor, professora, semestre, formatura',
    },
  },
  religion: {
    kind: {en: 'religion, religious, faith, spiritual, spirituality, belief, beliefs', pt: 'religião, religioso, religiosa, fé, espiritual, espiritualidade, crença, crenças'},
    members: {
      en: 'church, mosque, temple, synagogue, prayer, pray, praying, bible, god, worship, mass, sermon, christian, catholic, muslim, jewish, buddhist',
      pt: 'igreja, mesquita, templo, sinagoga, oração, rezar, orar, bíblia, deus, missa, culto, cristão, católico, católica, muçulmano, judeu, budista',
    },
  },
  // A check-up kind's words, formal and everyday, in both languages: each is the others. "Doctor" is
  // the family doctor, not a kind of every specialist: it does not bring the dentist
  // (test/retrieval-floor.test.ts).
  doctor: {same: {en: 'doctor, doctors, doc, physician', pt: 'médico, médica, médicos, doutor, doutora'}, includes: ['gp']},
  gp: {same: {en: 'gp, general practitioner, family doctor, primary care', pt: 'clínico geral, médico de família, médica de família', 'pt-PT': 'centro de saúde', 'en-GB': 'surgery'}},
  dentist: {same: {en: 'dentist, dental, teeth cleaning, dental checkup', pt: 'dentista, odontologista, limpeza dos dentes'}},
  eye_exam: {same: {en: 'eye doctor, eye exam, eye test, ophthalmologist, optometrist, optician', pt: 'oftalmologista, oftalmo, oculista, exame de vista'}},
  checkup: {same: {en: 'checkup, check-up, check up, physical, annual physical, routine checkup', pt: 'check-up, exame de rotina, consulta de rotina'}},
  pediatrician: {same: {en: 'pediatrician, paediatrician, pediatrics', pt: 'pediatra, pediatria'}},
  gynecologist: {same: {en: 'gynecologist, gynaecologist, gyno, obgyn, ob-gyn', pt: 'ginecologista, gineco'}},
  dermatologist: {same: {en: 'dermatologist, derm, skin doctor', pt: 'dermatologista, dermato'}},
  cardiologist: {same: {en: 'cardiologist, heart doctor', pt: 'cardiologista, cardio'}},
  physio: {same: {en: 'physio, physiotherapist, physical therapist, physiotherapy, physical therapy', pt: 'fisioterapeuta, fisio, fisioterapia'}},
  blood_test: {same: {en: 'blood test, blood tests, bloodwork, blood work, labs', pt: 'exame de sangue, exames de sangue, análises, hemograma'}},
  vet: {same: {en: 'vet, vets, veterinarian, veterinary', pt: 'veterinário, veterinária'}},
};
