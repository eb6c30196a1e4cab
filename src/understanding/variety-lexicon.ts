/**
 * The words that tell how a Portuguese writer writes — European (Portugal) or Brazilian — tagged by
 * the variety that uses them. A word both varieties use in everyday writing ("consulta", "a gente",
 * "você", "tenho que", "time" beside English) is in no list: it can never decide. The shapes (a +
 * infinitive, the gerund, a pronoun after the verb, "3.ª feira") are read in variety.ts from the
 * word sets below.
 */
import type {VarietyWords} from './varieties.js';

/** Words only one variety writes, each telling on its own (weight 2; one alone never decides). */
export const TELLING_WORDS: VarietyWords = {
  'pt-PT': `miúdo, miúda, miúdos, miúdas, telemóvel, telemóveis, pequeno-almoço, pequenos-almoços, autocarro, autocarros,
    casa de banho, casas de banho, fixe, bué, comboio, comboios, frigorífico, ecrã, connosco, talho, montra, rapariga, raparigas,
    infantário, utilizador, ficheiro, ficheiros, portagem, carrinha, equipa, equipas, registei, registo, registos, registar, registou,
    facto, factos, contacto, contactos, contactar, contactei, chávena, camião, sumo`,
  'pt-BR': `ônibus, celular, celulares, café da manhã, banheiro, geladeira, sorvete, xícara, caminhão, açougue, pedágio,
    usuário, usuária, vc, vcs, né, moleque, bacana, equipe, equipes, registrei, registro, registros, registrar, registrou,
    contato, contatos, contatar, contatei, conosco, trem`,
};

/** Words one variety leans to, that the other also says now and then (weight 1). */
export const LEANING_WORDS: VarietyWords = {
  'pt-PT': 'centro de saúde, médico de família, cá, análises, ginásio',
  'pt-BR': 'oi, tchau, academia, fato, fatos, legal, rs, posto de saúde, exames de sangue',
};

/** "pra", "pro", "pras", "pros", "prum": Brazilian as a group — one marker however many times written (weight 1). */
export const BR_SHORT_PARA: VarietyWords = {'pt-BR': 'pra, pro, pras, pros, prum, pruma'};

/** Spellings that differ only by an accent (ténis/tênis, "tô" that is no English "to"): read without folding accents away (weight 2). */
export const TELLING_SPELLINGS: VarietyWords = {
  'pt-PT': 'bebé, bebés, ténis, antónio, antónia, mónica, prémio, prémios, económico, económica, género, académico, fenómeno, cómodo, sónia, fátima',
  'pt-BR': 'tô, bebê, bebês, tênis, antônio, antônia, mônica, prêmio, prêmios, econômico, econômica, gênero, acadêmico, fenômeno, cômodo, sônia',
};

/** The verbs a progressive is built on: European "estou a fazer", Brazilian "estou fazendo". */
export const PROGRESSIVE_AUX: VarietyWords = {
  pt: `estou, está, estás, estamos, estão, estava, estavas, estávamos, estavam, esteve, estive, ando, andas, anda, andamos, andam,
    andava, continuo, continua, continuas, continuamos, continuam, fico, fica, ficas, ficamos, ficam, ficou`,
  'pt-BR': 'tô, to, tá, ta, tava',
};

/** "tenho de levar": European "ter de" + infinitive, where Brazil writes "ter que" (weight 1: formal Brazilian writes it too). */
export const HAVE_TO: VarietyWords = {pt: 'tenho, tens, tem, temos, têm, tinha, tinhas, tínhamos, tinham, tive, teve, tivemos, tiveram, terei, terá, teria'};

/** The second-person verbs of "tu" as Portugal conjugates them (weight 1 as a group; Brazil's "tu" mostly takes "tu vai"). */
export const TU_VERBS: VarietyWords = {'pt-PT': 'estás, tens, queres, podes, vais, sabes, fizeste, foste, viste, disseste, precisas, consegues'};

/** Words ending like an infinitive or a gerund that are neither ("está a par", "está a favor", "quando", "segundo"). */
export const NOT_VERB_FORMS: VarietyWords = {
  pt: `par, mar, bar, lar, favor, calor, amor, cor, flor, dor, melhor, pior, maior, menor, lugar, mulher, colher, senhor, doutor,
    quando, mundo, fundo, segundo, lindo, redondo, profundo, tremendo, estupendo, horrendo, bando, comando, brando, oriundo`,
};
