/**
 * Magis's Portuguese as Portugal writes it. The product's sentences are written once, in Brazilian
 * Portuguese; for a European user they are rewritten here, at the moment they leave for the screen,
 * by a small table of the forms the two varieties write differently: the subject "você" dropped where
 * the verb carries it, the pronoun after the verb at the head of a clause, "estar a" + infinitive for
 * the gerund, "o seu" with its article, "para" for "pra", "precisar de", "Registei", "contacto" and
 * the everyday nouns ("autocarro", "telemóvel", "casa de banho") with the article they take.
 *
 * Only Magis's own wording changes. What the user typed — a name, a title, a task, a quoted message —
 * passes through as they wrote it: quoted spans are never touched, and the caller says what else is
 * theirs (`UserWords`): the values Magis holds from them, and whether they wrote a phrase somewhere.
 */

/** What of a text is the user's own: a rewrite that would touch it is not made. */
export interface UserWords {
  /** Names, titles, descriptions the user typed or brought in: wherever one stands, nothing in it changes. */
  values?: () => readonly string[];
  /** Whether the user wrote this phrase (a rewrite's words and one word each side) anywhere: then it is theirs. */
  typed?: (phrase: string) => boolean;
}

/** Before a word: no letter or digit (JavaScript's \b knows no accented letter). */
const B = '(?<![\\p{L}\\p{N}])';
/** After a word. */
const E = '(?![\\p{L}\\p{N}])';
/** A pattern with `<` and `>` as the word edges above. */
const words = (source: string, flags = 'giu') => new RegExp(source.replace(/</g, B).replace(/>/g, E), flags);

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The replacement with the case of what it replaces: "Seu" → "O seu", "seu" → "o seu". */
const likeCase = (was: string, now: string) => (/^\p{Lu}/u.test(was) ? upperFirst(now) : now);

/** The word just before `index` (letters or digits), lower case, or "" at the start of a line. */
function wordBefore(text: string, index: number): string {
  const m = /([\p{L}\p{N}]+)[^\p{L}\p{N}\n]*$/u.exec(text.slice(0, index));
  return m ? m[1]!.toLowerCase() : '';
}

/** Words after which a pronoun stays before its verb in Portugal too ("que me disse", "como se chama"). */
const PRONOUN_STAYS_AFTER = new Set('que se não nao já ja quando como onde quem também tambem ainda nunca só so porque qual quanto quanta talvez sempre bem mal tudo nada ninguém alguém'.split(' '));

/** Articles and the prepositions they join: after one, a possessive already has its article ("da sua mãe"). */
const HAS_ARTICLE = new Set(
  'o a os as do da dos das no na nos nas ao à aos às pelo pela pelos pelas num numa nuns numas dum duma um uma uns umas este esta estes estas esse essa esses essas deste desta neste nesta desse dessa nesse nessa aquele aquela'.split(
    ' ',
  ),
);

/** Determiners of one gender and the other's: a noun whose European word changes gender takes them along. */
const FEMININE_TO_MASCULINE: Record<string, string> = {
  a: 'o',
  as: 'os',
  da: 'do',
  das: 'dos',
  na: 'no',
  nas: 'nos',
  à: 'ao',
  às: 'aos',
  uma: 'um',
  umas: 'uns',
  pela: 'pelo',
  pelas: 'pelos',
  numa: 'num',
  duma: 'dum',
  sua: 'seu',
  suas: 'seus',
  minha: 'meu',
  minhas: 'meus',
  nossa: 'nosso',
  nossas: 'nossos',
  esta: 'este',
  essa: 'esse',
  nesta: 'neste',
  nessa: 'nesse',
  desta: 'deste',
  dessa: 'desse',
  outra: 'outro',
  outras: 'outros',
  nova: 'novo',
};
const MASCULINE_TO_FEMININE: Record<string, string> = Object.fromEntries(Object.entries(FEMININE_TO_MASCULINE).map(([f, m]) => [m, f]));
const DETERMINERS = [...Object.keys(FEMININE_TO_MASCULINE), ...Object.keys(MASCULINE_TO_FEMININE)];

/** Everyday nouns Brazil and Portugal name differently, singular and plural, with each one's gender. */
const NOUNS: Array<{br: [string, string]; pt: [string, string]; from: 'f' | 'm'; to: 'f' | 'm'}> = [
  {br: ['ônibus', 'ônibus'], pt: ['autocarro', 'autocarros'], from: 'm', to: 'm'},
  {br: ['celular', 'celulares'], pt: ['telemóvel', 'telemóveis'], from: 'm', to: 'm'},
  {br: ['academia', 'academias'], pt: ['ginásio', 'ginásios'], from: 'f', to: 'm'},
  {br: ['café da manhã', 'cafés da manhã'], pt: ['pequeno-almoço', 'pequenos-almoços'], from: 'm', to: 'm'},
  {br: ['banheiro', 'banheiros'], pt: ['casa de banho', 'casas de banho'], from: 'm', to: 'f'},
  {br: ['equipe', 'equipes'], pt: ['equipa', 'equipas'], from: 'f', to: 'f'},
  {br: ['fato', 'fatos'], pt: ['facto', 'factos'], from: 'm', to: 'm'},
  {br: ['usuário', 'usuários'], pt: ['utilizador', 'utilizadores'], from: 'm', to: 'm'},
  {br: ['usuária', 'usuárias'], pt: ['utilizadora', 'utilizadoras'], from: 'f', to: 'f'},
  {br: ['senha', 'senhas'], pt: ['palavra-passe', 'palavras-passe'], from: 'f', to: 'f'},
  {br: ['trem', 'trens'], pt: ['comboio', 'comboios'], from: 'm', to: 'm'},
  {br: ['geladeira', 'geladeiras'], pt: ['frigorífico', 'frigoríficos'], from: 'f', to: 'm'},
  {br: ['cachorro', 'cachorros'], pt: ['cão', 'cães'], from: 'm', to: 'm'},
  {br: ['cachorra', 'cachorras'], pt: ['cadela', 'cadelas'], from: 'f', to: 'f'},
  {br: ['sorvete', 'sorvetes'], pt: ['gelado', 'gelados'], from: 'm', to: 'm'},
  {br: ['suco', 'sucos'], pt: ['sumo', 'sumos'], from: 'm', to: 'm'},
  {br: ['xícara', 'xícaras'], pt: ['chávena', 'chávenas'], from: 'f', to: 'f'},
  {br: ['caminhão', 'caminhões'], pt: ['camião', 'camiões'], from: 'm', to: 'm'},
  {br: ['busca', 'buscas'], pt: ['pesquisa', 'pesquisas'], from: 'f', to: 'f'},
];

/** The verbs a progressive is built on ("está marcando" → "está a marcar"). */
const PROGRESSIVE = 'estou|está|estás|estamos|estão|estava|estavam|estive|esteve|continuo|continua|continuam|continuamos|fico|fica|ficam|ficou|ando|anda|andam';
/** Words that end like a gerund or an infinitive and are neither. */
const NOT_VERBS = new Set('quando mundo fundo segundo lindo redondo profundo tremendo estupendo horrendo bando comando brando oriundo par mar bar lar favor lugar'.split(' '));

/** "marcando" → "marcar", "fazendo" → "fazer", "indo" → "ir", "pondo" → "pôr". */
function infinitiveOf(gerund: string): string {
  if (/ondo$/.test(gerund)) return `${gerund.slice(0, -4)}${gerund.length === 5 ? 'ôr' : 'or'}`;
  return gerund.replace(/([aei])ndo$/, '$1r');
}

/** Units of time "todo"/"toda" is said of, and their plurals ("todo ano" → "todos os anos"). */
const EVERY: Record<string, string> = {
  dia: 'dias',
  semana: 'semanas',
  mês: 'meses',
  ano: 'anos',
  segunda: 'segundas',
  terça: 'terças',
  quarta: 'quartas',
  quinta: 'quintas',
  sexta: 'sextas',
  sábado: 'sábados',
  domingo: 'domingos',
};
const WEEKDAYS = 'segunda|terça|quarta|quinta|sexta|sábado|domingo';

/** Verbs after "a gente" whose first person plural is not the regular ending's: "a gente vai" → "nós vamos". */
const WE_IRREGULAR: Record<string, string> = {
  vai: 'vamos',
  tem: 'temos',
  está: 'estamos',
  é: 'somos',
  foi: 'fomos',
  faz: 'fazemos',
  fez: 'fizemos',
  teve: 'tivemos',
  vem: 'vimos',
  veio: 'viemos',
  quer: 'queremos',
  diz: 'dizemos',
  disse: 'dissemos',
  sabe: 'sabemos',
  pôs: 'pusemos',
  pode: 'podemos',
  vê: 'vemos',
  viu: 'vimos',
  dá: 'damos',
  deu: 'demos',
  tá: 'estamos',
};

/** The first person plural of a verb said after "a gente": "marca" → "marcamos", "marcou" → "marcámos", "comeu" → "comemos". */
function wePlural(verb: string): string | null {
  const v = verb.toLowerCase();
  if (WE_IRREGULAR[v]) return WE_IRREGULAR[v]!;
  if (/ou$/.test(v)) return `${v.slice(0, -2)}ámos`;
  if (/eu$/.test(v)) return `${v.slice(0, -2)}emos`;
  if (/iu$/.test(v)) return `${v.slice(0, -2)}imos`;
  if (/[^aeiou]a$/.test(v)) return `${v}mos`;
  if (/[^aeiou]e$/.test(v)) return `${v}mos`;
  return null;
}

/** "pra" and its joined forms, as Portugal writes them out. */
const SHORT_PARA: Record<string, string> = {pra: 'para', pro: 'para o', pras: 'para as', pros: 'para os', prum: 'para um', pruma: 'para uma'};

interface Rule {
  /** The general rule, in one line. */
  rule: string;
  re: RegExp;
  /** The European wording of one match, or null to leave it. */
  to: (m: RegExpExecArray, text: string) => string | null;
}

const RULES: Rule[] = [
  {
    rule: 'Congratulations go "ao"/"à" someone, not "pro"/"pra".',
    re: words('<(parabéns) (pro|pra|pros|pras)>'),
    to: m => `${m[1]} ${{pro: 'ao', pra: 'à', pros: 'aos', pras: 'às'}[m[2]!.toLowerCase()]!}`,
  },
  {
    rule: '"você" after a preposition is "si" ("consigo" with "com").',
    re: words('<(com|para|pra|sobre|de|por|a) você>'),
    to: m => (m[1]!.toLowerCase() === 'com' ? likeCase(m[1]!, 'consigo') : `${/^pra$/i.test(m[1]!) ? likeCase(m[1]!, 'para') : m[1]} si`),
  },
  {
    rule: 'To remind "você" is to remind "lhe", the pronoun before a subjunctive, after an infinitive.',
    re: words('<(?:(eu) )?(lembre|lembrar) você>'),
    to: m => (m[2]!.toLowerCase() === 'lembre' ? likeCase(m[1] ?? m[2]!, 'lhe lembre') : likeCase(m[1] ?? m[2]!, 'lembrar-lhe')),
  },
  {
    rule: 'A subject "você" with a pronoun: dropped, the pronoun after the verb unless a word keeps it before.',
    re: words('<(você) (me|se|te|lhe) (\\p{L}+)>'),
    to: (m, text) => (PRONOUN_STAYS_AFTER.has(wordBefore(text, m.index)) ? likeCase(m[1]!, `${m[2]} ${m[3]}`) : likeCase(m[1]!, `${m[3]}-${m[2]}`)),
  },
  {
    rule: 'A subject "você" is dropped: the verb says who ("Você tem" → "Tem").',
    re: words('<(você) (\\p{L})(?=(\\p{L}*))'),
    to: (m, text) => {
      const next = `${m[2]}${m[3]}`.toLowerCase();
      // "você e a Manu": a subject joined to another stays; after a verb or preposition it is no subject.
      if (['e', 'ou', 'mesmo', 'mesma', 'sozinho', 'sozinha', 'próprio', 'própria'].includes(next)) return null;
      if (/(?:ar|er|ir|or)$/.test(wordBefore(text, m.index))) return null;
      return /^\p{Lu}/u.test(m[1]!) ? m[2]!.toUpperCase() : m[2]!;
    },
  },
  {
    rule: '"pra", "pro" are written out: "para", "para o".',
    re: words('<(pra|pro|pras|pros|prum|pruma)>'),
    to: m => likeCase(m[1]!, SHORT_PARA[m[1]!.toLowerCase()]!),
  },
  {
    rule: '"em/de/por seu" take the article: "no seu", "do seu", "pelo seu".',
    // Case by hand: with the "i" flag \p{Ll} would match a capital too, and "seu João" (Mister) is no possessive.
    re: words('<([Ee]m|[Dd]e|[Pp]or) (seu|sua|seus|suas)(?= [\\p{Ll}\\p{N}])', 'gu'),
    to: m => {
      const art = {seu: 'o', sua: 'a', seus: 'os', suas: 'as'}[m[2]!.toLowerCase()]!;
      const joined = {em: {o: 'no', a: 'na', os: 'nos', as: 'nas'}, de: {o: 'do', a: 'da', os: 'dos', as: 'das'}, por: {o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas'}}[
        m[1]!.toLowerCase() as 'em' | 'de' | 'por'
      ][art as 'o' | 'a' | 'os' | 'as'];
      return likeCase(m[1]!, `${joined} ${m[2]!.toLowerCase()}`);
    },
  },
  {
    rule: 'A possessive before its noun takes the article: "seu nome" → "o seu nome".',
    re: words('<([Ss]eu|[Ss]ua|[Ss]eus|[Ss]uas)(?= [\\p{Ll}\\p{N}])', 'gu'),
    to: (m, text) => {
      if (HAS_ARTICLE.has(wordBefore(text, m.index))) return null;
      const art = {seu: 'o', sua: 'a', seus: 'os', suas: 'as'}[m[1]!.toLowerCase()]!;
      return likeCase(m[1]!, `${art} ${m[1]!.toLowerCase()}`);
    },
  },
  {
    rule: 'The progressive is "estar a" + infinitive, not the gerund.',
    re: words(`<(${PROGRESSIVE}) (\\p{L}*(?:ando|endo|indo|ondo))>`),
    to: m => (NOT_VERBS.has(m[2]!.toLowerCase()) ? null : `${m[1]} a ${infinitiveOf(m[2]!)}`),
  },
  {
    rule: 'A line that opens on a gerund (a progress label) opens on "A" + infinitive.',
    re: /^(\p{Lu}\p{Ll}{3,}(?:ando|endo|indo))(?= \p{Ll})/gmu,
    to: m => (NOT_VERBS.has(m[1]!.toLowerCase()) ? null : `A ${infinitiveOf(m[1]!.toLowerCase())}`),
  },
  {
    rule: '"precisar" takes "de" before an infinitive.',
    re: words('<(precis(?:o|a|as|am|amos|ava|avam|ou|ará|arão|aria|ariam|ar)) (?!de )(\\p{L}*(?:ar|er|ir|or|ôr))>'),
    to: m => (NOT_VERBS.has(m[2]!.toLowerCase()) ? null : `${m[1]} de ${m[2]}`),
  },
  {
    rule: '"registrar" is "registar" ("Registei", "registo").',
    re: words('<([Rr])egistr(ar|ei|ou|a|as|am|amos|ado|ada|ados|adas|o|os|e|em|aram|ando)>'),
    to: m => `${m[1]}egist${m[2]}`,
  },
  {
    rule: '"cadastrar" is "registar" ("cadastrei" → "registei").',
    re: words('<([Cc])adastr(ar|ei|ou|a|as|am|amos|ado|ada|ados|adas|o|os|e|em|aram|ando)>'),
    to: m => `${m[1] === 'C' ? 'R' : 'r'}egist${m[2]}`,
  },
  {
    rule: '"a gente" is "nós", with its verb in the first person plural ("a gente vai" → "nós vamos").',
    re: words('<(a gente) ((?:não|já|também|nunca|sempre|ainda|só) )?(\\p{L}{2,})>'),
    to: m => {
      const verb = ['se', 'me', 'te', 'lhe', 'nos'].includes(m[3]!.toLowerCase()) ? null : wePlural(m[3]!);
      return verb ? `${likeCase(m[1]!, 'nós')} ${m[2] ?? ''}${verb}` : null;
    },
  },
  {
    rule: 'Thanks are answered "De nada", not "Por nada".',
    re: words('<(Por) (nada)>(?=[!.])', 'gu'),
    to: () => 'De nada',
  },
  {
    rule: '"responder" takes "a" before what is answered: "responder a isso".',
    re: words('<(responder) (isso|isto)>'),
    to: m => `${m[1]} a ${m[2]}`,
  },
  {
    rule: 'A promise to keep what the user tells ("e eu lembro.") is "e eu guardo".',
    re: words('<(e eu) (lembro)(?=[.!])'),
    to: m => `${m[1]} guardo`,
  },
  {
    rule: 'A program runs ("correu"), it does not "rodar".',
    re: words('<(rodou|rodaram)>'),
    to: m => likeCase(m[1]!, m[1]!.toLowerCase() === 'rodou' ? 'correu' : 'correram'),
  },
  {
    rule: 'A "pet" is an "animal de estimação" (after its determiner; "pet-care-3" is an id).',
    re: words('<(nenhum|um|o|os|seu|seus|do|dos|no|nos|meu|meus|nosso|nossos) (pets?)>(?!-)'),
    to: m => `${m[1]} ${m[2]!.toLowerCase() === 'pets' ? 'animais de estimação' : 'animal de estimação'}`,
  },
  {
    rule: '"contato" is "contacto".',
    re: words('<([Cc])ontat(o|os|ar|ei|ou|e|a|am|ado|ada|ados|adas|aram|ando)>'),
    to: m => `${m[1]}ontact${m[2]}`,
  },
  {
    rule: 'Everyday nouns take their European word, and the article its gender.',
    re: words(
      `<((?:(?:${DETERMINERS.join('|')}) ){0,2})(${NOUNS.flatMap(n => n.br)
        .sort((a, b) => b.length - a.length)
        .join('|')})>`,
    ),
    to: m => {
      const form = m[2]!.toLowerCase();
      const noun = NOUNS.find(n => n.br.includes(form))!;
      const dets = m[1]!.split(' ').filter(Boolean);
      const plural = noun.br[0] !== noun.br[1] ? form === noun.br[1] : /s$/i.test(dets.at(-1) ?? '');
      const swap = noun.from === noun.to ? null : noun.from === 'f' ? FEMININE_TO_MASCULINE : MASCULINE_TO_FEMININE;
      const det = dets.map(d => likeCase(d, swap?.[d.toLowerCase()] ?? d.toLowerCase()));
      const said = plural ? noun.pt[1] : noun.pt[0];
      return [...det, det.length ? said : likeCase(m[2]!, said)].join(' ');
    },
  },
  {
    rule: 'Every unit of time is said in the plural: "todo ano" → "todos os anos", "toda terça e quinta" → "todas as terças e quintas".',
    re: words(`<(todo|toda) (dia|semana|mês|ano|${WEEKDAYS})((?:(?:, | e )(?:${WEEKDAYS}))*)>`),
    to: m => {
      const all = m[1]!.toLowerCase() === 'todo' ? 'todos os' : 'todas as';
      const rest = m[3]!.replace(new RegExp(`${B}(${WEEKDAYS})${E}`, 'giu'), d => EVERY[d.toLowerCase()] ?? d);
      return likeCase(m[1]!, `${all} ${EVERY[m[2]!.toLowerCase()]}${rest}`);
    },
  },
  {
    rule: 'To understand is "perceber"; to find, "encontrar" ("achar" is to think).',
    re: words('<(entendi|achei)>(?! que)'),
    to: m => likeCase(m[1]!, m[1]!.toLowerCase() === 'entendi' ? 'percebi' : 'encontrei'),
  },
  {
    rule: '"não esqueça" is "não se esqueça".',
    re: words('<(não) (esqueça|esqueçam)>'),
    to: m => `${m[1]} se ${m[2]}`,
  },
  {
    rule: '"não … mais" at the end of a clause is "já não …".',
    re: words('<(não) (\\p{L}+) mais(?=[:.,;!?]|$)', 'gimu'),
    to: m => likeCase(m[1]!, `já não ${m[2]}`),
  },
  {
    rule: 'A command is run ("execute"), not "rodado"; a file is kept ("guardado"), not "salvo".',
    re: words('<(rode|rodar|salvo|salva|salvos|salvas)(?= (?:["“`]|em ))'),
    to: m => likeCase(m[1]!, {rode: 'execute', rodar: 'executar', salvo: 'guardado', salva: 'guardada', salvos: 'guardados', salvas: 'guardadas'}[m[1]!.toLowerCase()]!),
  },
  {
    rule: 'A greeting is "Olá".',
    re: words('<Oi>(?=[!,.])', 'gu'),
    to: () => 'Olá',
  },
  {
    rule: 'A pronoun opening a clause goes after its verb: "— me conte" → "— conte-me".',
    re: /(^|[.!?:;,—–]\s*)([Mm]e|[Ll]he) (\p{Ll}+)(?![\p{L}\p{N}-])/gmu,
    to: m => `${m[1]}${likeCase(m[2]!, m[3]!)}-${m[2]!.toLowerCase()}`,
  },
];

const QUOTED = /“[^”\n]*”|"[^"\n]*"|«[^»\n]*»|‘[^’\n]*’|`[^`\n]*`/g;
const valuePatterns = new WeakMap<UserWords, RegExp | null>();

/** One pattern that finds any of the user's values, longest first, whole words only. */
function valuePattern(user: UserWords): RegExp | null {
  if (valuePatterns.has(user)) return valuePatterns.get(user)!;
  const values = [...new Set((user.values?.() ?? []).map(v => v.trim()).filter(v => v.length >= 2))].sort((a, b) => b.length - a.length);
  const re = values.length ? new RegExp(`${B}(?:${values.map(v => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})${E}`, 'giu') : null;
  valuePatterns.set(user, re);
  return re;
}

/** The spans of a text that are the user's: quoted, or one of their values. */
function userSpans(text: string, user: UserWords): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(QUOTED)) spans.push([m.index, m.index + m[0].length]);
  const re = valuePattern(user);
  if (re) for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** The words of [start, end) with one word each side, on its line: what the user would have typed it in. */
function around(text: string, start: number, end: number): string {
  const before = /(?:[\p{L}\p{N}]+[^\p{L}\p{N}\n]*)?$/u.exec(text.slice(0, start))?.[0] ?? '';
  const after = /^(?:[^\p{L}\p{N}\n]*[\p{L}\p{N}]+)?/u.exec(text.slice(end))?.[0] ?? '';
  return `${before}${text.slice(start, end)}${after}`.trim();
}

/** A Brazilian Portuguese text of Magis's in European Portuguese, the user's own words left as they are. */
export function europeanWording(text: string, user: UserWords = {}): string {
  let out = text;
  for (const rule of RULES) {
    let spans: Array<[number, number]> | null = null;
    let next = '';
    let last = 0;
    for (const m of out.matchAll(rule.re)) {
      const to = rule.to(m, out);
      if (to === null || to === m[0]) continue;
      const start = m.index;
      const end = start + m[0].length;
      spans ??= userSpans(out, user);
      if (spans.some(([a, b]) => start < b && end > a)) continue;
      if (user.typed?.(around(out, start, end))) continue;
      next += out.slice(last, start) + to;
      last = end;
    }
    if (last > 0) out = next + out.slice(last);
  }
  return out;
}
