import {fold} from '../text/words.js';
import {dayWindowOf, type DaySpan} from './day-words.js';
import {checkupKindIn} from './checkups.js';
import {ADD_TO_LIST_WORDS} from './index.js';

/** Which fact of a person a question asks for. */
export type PersonField = 'age' | 'relation' | 'birthday' | 'checkups';
/** Which of the user's own facts a question asks for ('all' = "o que vc sabe sobre mim?"). */
export type ProfileField = 'name' | 'city' | 'occupation' | 'languages' | 'preferences' | 'all';

/** What the user wants from this turn, as far as rules can tell. Pure. */
export type Intent =
  | {kind: 'who'; name: string}
  /** tense: 'past' = when did (last time), 'future' = when is (next occurrence), 'any' = either. */
  | {kind: 'when'; topic: string; tense: 'past' | 'future' | 'any'}
  | {kind: 'habit'; topic: string}
  | {kind: 'agenda'; span: DaySpan}
  | {kind: 'tasks'}
  | {kind: 'profile'; field: ProfileField}
  | {kind: 'person'; field: PersonField; topic: string}
  /** "quem são meus filhos?", "qual o nome da pediatra?": people by the role they have. */
  | {kind: 'role'; topic: string}
  /** "o que decidimos sobre o carro?": a decision or fact, from the best memory. */
  | {kind: 'recall'; topic: string}
  /** "já paguei o ipva?", "did i renew the registration?": whether a to-do is done. */
  | {kind: 'done-q'; topic: string}
  | {kind: 'due'}
  | {kind: 'people'}
  | {kind: 'greeting'}
  | {kind: 'thanks'}
  | {kind: 'yes'}
  | {kind: 'no'}
  | {kind: 'question'}
  | {kind: 'statement'};

/** Intents that ask something of the store: the message is not itself a fact to remember. */
export function isQuestionIntent(intent: Intent): boolean {
  return !['greeting', 'thanks', 'question', 'statement'].includes(intent.kind);
}

const WHO = /^(?:e\s+)?(?:quem\s+(?:e|eh|era)|who\s+(?:is|was|'s)|who's)\s+(?:o\s+|a\s+|the\s+|meu\s+|minha\s+|my\s+)?(.+?)\s*\??$/;
/** Chat lead-ins that only soften a question: "vc lembra quantos anos…", "do you know where…". */
const LEAD_IN =
  /^(?:e\s+)?(?:(?:vc|voce|tu)\s+(?:lembra|sabe|sabia)(?:\s+(?:de|se|me\s+dizer))?|(?:me\s+)?(?:diz|fala|conta)\s+(?:ai\s+)?|sabe\s+(?:me\s+dizer\s+)?|lembra\s+(?:de\s+)?|do\s+you\s+(?:remember|know|recall)|can\s+you\s+tell\s+me|hey\s+magis,?|magis,?)\s+/;
const WHEN =
  /^(?:e\s+)?(?:quando|when|desde quando|ha quanto tempo|faz quanto tempo|quanto tempo faz|how long ago|how long since|what day|que dia|what time|que horas|q horas|qual (?:o )?dia|which day)\b\s*(.*?)\s*\??$/;
/** The question word at the end: "a consulta da fernanda é quando?", "the dentist is when?". */
const WHEN_TAIL = /^(?:e\s+)?(.+?)\s+(?:e\s+|eh\s+|foi\s+|vai ser\s+|is\s+|was\s+)?(?:quando|when|que dia|que horas|what time)\s*\??$/;
const PAST = /\b(foi|fui|fomos|foram|levei|levou|fez|fiz|tomou|tomei|teve|tive|ultima vez|ultimo|ultima|did|was|were|went|last|had|took|saw|got)\b/;
const HABIT = /\b(costum\w*|geralmente|normalmente|usually|normally|typically|tend to|how often|com que frequencia|de quanto em quanto tempo|a cada quanto tempo)\b/;
const DUE = /\b(o que (?:esta|ta) (?:pendente|para fazer|pra fazer)|o que tenho pendente|pendente|lembretes|reminders|what(?:'s| is) due|anything due)\b/;
const TASKS =
  /\b(tarefas?|tasks?|o q(?:ue)? (?:ainda )?falta (?:fazer)?|to-?dos?|pendencias|afazeres|o q(?:ue)? (?:eu )?(?:tenho|preciso) (?:que |q |de )?fazer|what do i (?:need|have) to do|what(?:'s| is) on my (?:list|plate)|my list)\b/;
const PEOPLE = /\b(quem (?:voce|vc) conhece|who do you know|que pessoas|which people|minha familia|my family)\b/;
/** "o q eu tenho", "what do i have", "what's on", "coming up", "tem algo", "anything on": asking for the agenda. */
const AGENDA_ASK =
  /\blooks? like\b|\blooking like\b|\bcomo (?:vai ser|fica|esta|ta)\b|\btem o q(?:ue)?$|\b(o q(?:ue)?|oq|q|que)\s+(?:(?:eu|a gente|nos|\w+)\s+){0,2}(?:tenho|tem|temos|rola|vai ter|ha|tenhu)\b|^(?:e\s+)?(?:tenho|tem|temos|ha|rola)\s+(?:algo|alguma coisa|algum|alguma|nada|compromisso|coisa)\b|\bwhat(?:'s| is| do i have| have i got| does \w+ have| do we have|s)\b|\bcoming up\b|\banything\b|\bminha agenda\b|\bmy (?:agenda|schedule|calendar|day|week)\b|\bagenda\b|\bcompromissos?\b|\bplans?\b/;
/** Things one has on a day ("tenho consulta amanhã?", "any meetings this week?"). */
const APPOINTMENT_WORDS =
  /\b(aniversarios?|niver|birthdays?|bdays?|consultas?|compromissos?|reunia?o(?:es)?|reuniao|eventos?|appointments?|appts?|meetings?|events?|plans?|aulas?|classes?|algo|anything|something|nada)\b/;
/** A follow-up that is only a day: "e amanhã?", "and on friday?", "what about the weekend?". */
const ONLY_DAY =
  /^(?:e|and|what about|how about|e pra|e para|e na|e no|e nesse|e nesta|e neste|e esse|e este|e essa|e esta)?\s*(?:na|no|on|the|pra|para|this|next)?\s*(?:hoje|amanha|today|tomorrow|semana que vem|semana q vem|proxima semana|next week|essa semana|esta semana|this week|fim de semana|final de semana|fds|weekend|mes que vem|mes q vem|proximo mes|next month|month|mes|segunda|terca|quarta|quinta|sexta|sabado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:-feira)?(?: que vem| q vem)?$/;
const PROFILE: Array<[ProfileField, RegExp]> = [
  ['name', /^(?:o )?meu nome$|^my name$|\b(qual (?:e )?(?:o )?meu nome|como (?:eu )?me chamo|what(?:'s| is)? my name|whats my name|who am i|quem sou eu)\b/],
  ['city', /\b(onde (?:eu )?(?:moro|vivo)|em que cidade (?:eu )?(?:moro|vivo)|qual (?:e )?(?:a )?minha cidade|where do i live|where i live|what city do i live|my city|minha cidade)\b/],
  [
    'occupation',
    /\b(onde (?:eu )?trabalho|com o que (?:eu )?trabalho|qual (?:e )?(?:a )?minha profissao|o que eu faco da vida|what do i do for (?:a )?living|what(?:'s| is) my job|where do i work|my job|minha profissao)\b/,
  ],
  ['languages', /\b(que linguas? (?:eu )?falo|quais linguas|what languages? do i speak)\b/],
  ['preferences', /\b(minhas preferencias|o que (?:eu )?prefiro|what do i prefer|my preferences)\b/],
  ['all', /\b(o q(?:ue)? (?:vc|voce) sabe (?:sobre|de) mim|what do you know about me|tell me about (?:me|myself)|o que (?:vc|voce) lembra de mim|what do you remember about me)\b/],
];
const AGE = /\b(quantos anos|qual (?:e )?a idade|que idade|how old|what age|idade d[aoe])\b/;
const BIRTHDAY_WHEN = /\b(aniversario|niver|birthday|bday|b-day)\b/;
const RELATION_Q = /\b(o que|qual (?:e )?a relacao|what(?:'s| is) (?:the )?relation|how (?:is|are) .+ related)\b/;
const ROLE =
  /^(?:e\s+)?(?:quem (?:sao|eram)|who are|who were|qual (?:e )?o nome d[aoe]s?|como se chama (?:o|a)|what(?:'s| is) the name of|what(?:'s| is) (?:my|our|the) \w+(?:'s)? name|quais (?:sao )?(?:os|as) (?:nomes? )?)\s*(.*?)\s*\??$/;
const RECALL =
  /\b(decisao|decision|decidimos|decidi|decidiu|combinamos|combinei|ficou decidido|resolvemos|resolvi|decided?|agreed|settled on|plan(?:ned)? for|o que (?:eu )?(?:disse|falei|contei) sobre|what did i (?:say|tell you) about|o que (?:vc|voce) sabe sobre|what do you know about|o que ficou)\b/;
const GREETING = /^(oi|ola|bom dia|boa tarde|boa noite|e ai|hey|hi|hello|good (?:morning|afternoon|evening)|tudo bem|como vai|how are you)\b[\s!?,.a-z]*$/;
const YES = /^(sim|s|quero|pode|pode ser|claro|por favor|isso|yes|yeah|yep|sure|please|ok|okay|pode sim|sim,? por favor|yes,? please)[\s!.]*$/;
const NO = /^(nao|n|nao precisa|nao,? obrigad[oa]|agora nao|no|nope|no thanks|not now)[\s!.]*$/;
const THANKS = /^(obrigad[oa]|obrigadao|obg|obgd|valeu|vlw|brigad[oa]|brigadao|thanks?|thank you|thx|ty|tks)\b/;
const QUESTION_WORD =
  /^(o que|o q|oq|que|qual|quais|quanto|quantos|quantas|como|onde|por que|porque|cade|what|whats|which|how|where|why|did|do|does|is|are|was|were|have|has|can|could|tenho|eu (?:fui|tenho|tinha))\b/;

/** "já paguei…?", "eu já fiz…?", "did i pay…?", "have i renewed…?": asking whether something was done. */
const DONE_Q = /^(?:eu\s+)?(?:ja|já)\s+\p{L}+(?:ei|i)\b|^(?:did|have|has)\s+(?:i|we)\s+(?:already\s+)?\p{L}+/u;

/** Longer than this is a pasted text, not a question asked in passing (a chat line is far shorter). */
const MAX_QUESTION_CHARS = 300;

/** Normalises chat spellings a question relies on ("hj" → "hoje"); the rest of the text is kept. */
function normalise(message: string): string {
  // Several sentences ("big week coming. whats on"): a question asked last is what is asked.
  const parts = fold(message).split(/(?<=[.!;])\s+/);
  const last = parts.length > 1 && /^(?:o q|o que|oq|what|whats|what's|how|when|quando|qdo|onde|where|e a|e o|e essa)\b/.test(parts.at(-1)!.trim()) ? parts.at(-1)! : fold(message);
  return (
    last
      .replace(/[’`]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\s*[?!.]+$/, '')
      // Fillers before a question ("ok what do i have", "e aí, o que tem"), and after its subject ("msm", "again", "now").
      .replace(/^(?:ok|okay|and|so|entao|then|e ai|hmm+|ah|wait|hold on|oh|espera|pera|perai|peraí)[,\s]+(?=\S)/, '')
      .replace(/\s+(?:msm|mesmo|again|now|agora|ne|neh|right|certo)$/, '')
      .replace(/\bqn?t(?:o)?s\b/g, 'quantos')
      .replace(/\bqnd\b/g, 'quando')
      .replace(/\bq(?:d|do|nd|ndo)\b/g, 'quando')
      .replace(/\boq\b/g, 'o que')
      .replace(/\bsemana q vem\b/g, 'semana que vem')
      .replace(/\bhj\b/g, 'hoje')
      .replace(/\bamnh\b|\bamanh\b/g, 'amanha')
      .replace(/\btmrw\b|\btmr\b|\btomorow\b/g, 'tomorrow')
      .replace(/\bq\b(?= (?:eu|tenho|tem|vc|voce|horas|dia))/g, 'que')
      .replace(/\bvcs?\b/g, 'voce')
      .replace(/\bwhats\b/g, "what's")
  );
}

/** What a question asked before a remark can be ("já mandei os papéis pro contador? Sinceramente não sei"): a rhetorical "sabe o que aconteceu? …" is none of these. */
const ASKED_FIRST = new Set<Intent['kind']>(['done-q', 'person', 'when', 'agenda', 'due', 'tasks']);

/** Classifies a message. Statements are what understanding then reads for facts. */
/**
 * News told with surprise, question marks and all: "so apparently there's no pta meeting anymore??",
 * "pelos vistos já não há reunião?!", "turns out the dentist is off?". A statement to read, not a question.
 */
const NEWS_LEAD = /^(?:(?:so|and|well|ok|e|entao|ah|oh)\s+)?(?:apparently|turns out|it turns out|guess what|pelos vistos|aparentemente|parece que|acredita que)\b/;

export function classify(message: string): Intent {
  if (NEWS_LEAD.test(normalise(message))) return {kind: 'statement'};
  // "qual a idade da minha sogra msm? to fazendo a ficha dela", "when was theos last checkup? the
  // school wants it for a form": the question comes first and the rest says why.
  const cut = message.lastIndexOf('?', message.trimEnd().length - 2);
  if (cut > 0 && !message.trimEnd().endsWith('?')) {
    const first = classify(message.slice(0, cut + 1));
    if (ASKED_FIRST.has(first.kind)) return first;
  }
  const raw = normalise(message);
  const asked = message.trim().endsWith('?');
  const text = raw.replace(LEAD_IN, '');
  const who = WHO.exec(text);
  // "who's coming this week?", "who's picking up maya?": who does something, not who someone is.
  // A capitalised word is a name that ends so ("who is the Sterling guy?").
  const verb = (who?.[1] ?? '').split(' ')[0] ?? '';
  const doing = who && /^[a-z]+ing\s+\S/.test(who[1]!) && !message.includes(verb.charAt(0).toUpperCase() + verb.slice(1));
  if (who && !doing && !/^(sao|are)\b/.test(who[1]!)) {
    const original = message
      .trim()
      .replace(/\?+\s*$/, '')
      .replace(/\s+(?:msm|mesmo|again|now|agora)$/i, '');
    // Keep the user's casing and accents for the name: take the same number of trailing words.
    const n = who[1]!.split(' ').length;
    const name = original.split(/\s+/).slice(-n).join(' ');
    return {kind: 'who', name};
  }
  // "Que chuva hoje em Recife! A Bia voltou…": a question typed without "?" is one line; several
  // sentences opening with "que" are an exclamation and news.
  const question = asked || (QUESTION_WORD.test(text) && !/[.!;]\s+\S/.test(raw));
  // "can you put mum's appointment back a fortnight?", "podes mudar o dentista para sexta?": a request to act, said as a question.
  if (question && POLITE_REQUEST.test(text)) return {kind: 'statement'};
  for (const [field, re] of PROFILE) if (re.test(text) && question) return {kind: 'profile', field};
  if (PEOPLE.test(text)) return {kind: 'people'};
  if (question && HABIT.test(text)) return {kind: 'habit', topic: text};
  if (question && AGE.test(text)) return {kind: 'person', field: 'age', topic: text};
  // A question is a line or two; the tail pattern is quadratic, so a long pasted text never runs it.
  const when = WHEN.exec(text) ?? (question && text.length <= MAX_QUESTION_CHARS ? WHEN_TAIL.exec(text) : null);
  if (when) {
    if (BIRTHDAY_WHEN.test(text) && !PAST.test(text)) return {kind: 'person', field: 'birthday', topic: when[1] ?? ''};
    const tense = /\b(ultima vez|last time|last)\b/.test(text) || PAST.test(when[1] ?? '') ? 'past' : /\b(e|eh|sera|vai ser|is|will|next|proxim[oa])\b/.test(when[1] ?? '') ? 'future' : 'any';
    return {kind: 'when', topic: when[1] ?? '', tense};
  }
  // A bare noun phrase typed as a request: "minhas tarefas", "agenda de amanhã", "my schedule this week".
  if (/^(?:minhas |my )?(?:tarefas|tasks|to-?dos?|to-?do list|lista de tarefas|pendencias)$/.test(text)) return {kind: 'tasks'};
  if (
    /^(?:minha |my )?(?:agenda|schedule|calendar|compromissos)(?: (?:de |do |da |for |pra |para )?(?:hoje|amanha|today|tomorrow|(?:essa |esta |this |next |proxima )?(?:semana|week)|fim de semana|weekend))?$/.test(
      text,
    )
  ) {
    return {kind: 'agenda', span: dayWindowOf(text) ?? {kind: 'upcoming'}};
  }
  // "já paguei o ipva?", "eu ja paguei o gas ne?", "did i pay the rent?": whether that to-do is done;
  // after a remark too ("veio uma cobrança da sabesp, ja paguei a agua ne?").
  const lastClause = text.split(/,\s*/).at(-1)!;
  if (asked && DONE_Q.test(text)) return {kind: 'done-q', topic: text};
  if (asked && DONE_Q.test(lastClause)) return {kind: 'done-q', topic: lastClause};
  // "Can you stick that on my list?", "coloca isso na minha lista": a to-do to note, not the list asked for.
  if (ADD_TO_LIST_WORDS.test(text)) return {kind: 'statement'};
  if (question && TASKS.test(text)) return {kind: 'tasks'};
  // "pendente" alone asks only in a question: "aquela coisa pendente já tá resolvida" tells something done.
  const due = DUE.exec(text);
  if (due && (question || due[1] !== 'pendente')) return {kind: 'due'};
  const span = dayWindowOf(text);
  // Asked as a question (a "?" or an interrogative opening): "tenho dentista amanhã" alone is a statement.
  const asksAgenda = asked || (/^(o q|o que|oq|que|what|what's|anything|do i|do we|is there|are there|any)\b/.test(text) && !/[.!;]\s+\S/.test(raw));
  if (asksAgenda && span && (AGENDA_ASK.test(text) || APPOINTMENT_WORDS.test(text) || ONLY_DAY.test(text) || checkupKindIn(text) !== null)) return {kind: 'agenda', span};
  if (asksAgenda && AGENDA_ASK.test(text) && /\b(agenda|schedule|calendar|coming up|compromissos?|plans?|marcado)\b/.test(text)) return {kind: 'agenda', span: {kind: 'upcoming'}};
  // "whats on", "o que tem?" and nothing else: what is coming.
  if (/^(?:what's on|what's up next|o que tem|o que temos|o que rola)$/.test(text)) return {kind: 'agenda', span: {kind: 'upcoming'}};
  if (question && BIRTHDAY_WHEN.test(text)) return {kind: 'person', field: 'birthday', topic: text};
  const role = ROLE.exec(text);
  if (role && question) return {kind: 'role', topic: role[1] ?? ''};
  if (question && RELATION_Q.test(text) && /\b(relacao|related|relation)\b/.test(text)) return {kind: 'person', field: 'relation', topic: text};
  if (question && RECALL.test(text)) return {kind: 'recall', topic: text};
  if (YES.test(text)) return {kind: 'yes'};
  if (NO.test(text)) return {kind: 'no'};
  if (GREETING.test(text) && text.length < 40) return {kind: 'greeting'};
  if (THANKS.test(text)) return {kind: 'thanks'};
  if (question) return {kind: 'question'};
  return {kind: 'statement'};
}

/** A request said as a question; asking to be told something ("can you tell me…") stays a question. */
const POLITE_REQUEST =
  /^(?:(?:can|could|would|will) you|(?:(?:voce|vc|tu) )?(?:pode|podes|poderia|podia|poderias|consegue|consegues))(?: (?:please|pls|por favor|pf|pfv))? (?!(?:tell|say|show|check|see|find|remind me (?:what|when|who|where)|me dizer|dizer|me diz|ver|verificar|me mostrar|mostrar|lembrar-me (?:de )?(?:quando|o que))\b)\p{L}+/u;
