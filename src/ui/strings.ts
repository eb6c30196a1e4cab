import type {Language} from '../domain/types.js';
import type {UndoSummary} from './services/types.js';
import {undoReply} from '../assistant/undo-words.js';

/**
 * The chat's own words in the user's language (the answers already follow it). Mode names and
 * command names stay as typed: they are arguments, not prose.
 */
export interface UiStrings {
  placeholder: string;
  greetingHint: string;
  memoriesUsed: (n: number) => string;
  /** Status line tag while Smart Context is off. */
  memoryOffTag: string;
  thinking: string;
  agendaTitle: string;
  quitArmed: string;
  cancelHint: string;
  idleHint: string;
  cancelledTag: string;
  cancelled: string;
  commandsTitle: string;
  keys: string[];
  unknownCommand: (shown: string, guess: string | null | undefined) => string;
  commandFailed: (name: string, message: string) => string;
  modeNow: (mode: string) => string;
  modeSet: (mode: string) => string;
  unknownMode: (value: string) => string;
  searchUsage: string;
  nothingFound: (query: string) => string;
  found: (n: number, query: string) => string;
  rememberUsage: string;
  remembered: (id: number) => string;
  alreadyRemembered: string;
  forgetUsage: string;
  forgot: (id: number) => string;
  noSuchMemory: (id: number) => string;
  noPeople: string;
  nothingDue: string;
  newConversation: string;
  profileTitle: string;
  noProfile: string;
  ambiguousPerson: (name: string, candidates: string[]) => string;
  unknownPerson: (name: string, near: string[]) => string;
  memoryState: (on: boolean) => string;
  memorySet: (on: boolean) => string;
  memoryUsage: string;
  undone: (u: UndoSummary) => string;
  descriptions: Record<string, string>;
  /** The argument hints /help shows, in the user's words ("/search BUSCA"); a command's own when absent. */
  args: Record<string, string>;
}

const EN: UiStrings = {
  placeholder: 'Type a message or /help',
  greetingHint: 'Type a message, or /help for commands.',
  memoriesUsed: n => `${n} ${n === 1 ? 'memory' : 'memories'} used`,
  memoryOffTag: 'memory off',
  thinking: 'thinking…',
  agendaTitle: 'Today:',
  quitArmed: 'Press Ctrl+C again to quit',
  cancelHint: 'Ctrl+C cancels',
  idleHint: '/help · Ctrl+D quits',
  cancelledTag: '(cancelled)',
  cancelled: 'Cancelled.',
  commandsTitle: 'Commands:',
  keys: ['Enter sends · Alt+Enter or Ctrl+J new line · Up/Down history · Tab completes a command', 'Ctrl+C cancels an answer (twice on an empty prompt quits) · Ctrl+D on an empty prompt quits'],
  unknownCommand: (shown, guess) => `Unknown command ${shown}.${guess ? ` Did you mean /${guess}?` : ''} Type /help for the list.`,
  commandFailed: (name, message) => `/${name} failed: ${message}`,
  modeNow: mode => `Mode: ${mode}. Switch with /context work, /context personal or /context family.`,
  modeSet: mode => `Mode: ${mode}.`,
  unknownMode: value => `Unknown mode "${value}": use work, personal or family.`,
  searchUsage: 'Say what to look for, e.g. /search dentista',
  nothingFound: query => `Nothing found for "${query}".`,
  found: (n, query) => `${n} ${n === 1 ? 'memory' : 'memories'} for "${query}":`,
  rememberUsage: 'Nothing to remember: write it after /remember.',
  remembered: id => `Remembered #${id}.`,
  alreadyRemembered: 'Already remembered.',
  forgetUsage: 'Give a memory id, e.g. /forget 12 (ids are shown by /search).',
  forgot: id => `Forgot #${id}.`,
  noSuchMemory: id => `No memory with id ${id}; nothing was deleted.`,
  noPeople: 'No people yet. Tell me about them, e.g. "My daughter Emma is 12".',
  nothingDue: 'Nothing is due.',
  newConversation: 'New conversation. Your memories are still here.',
  profileTitle: 'What I know about you:',
  noProfile: 'I know nothing about you yet. Tell me, e.g. "I live in Leeds" or "my name is Sam".',
  ambiguousPerson: (name, c) => `"${name}" could be ${c.join(' or ')}: type the full name.`,
  unknownPerson: (name, near) => `I don't know anyone called "${name}".${near.length ? ` Did you mean ${near.join(' or ')}?` : ' /people lists everyone.'}`,
  memoryState: on =>
    on
      ? 'Smart Context is on: answers use your memories. /memory off uses only this conversation.'
      : 'Smart Context is off: answers use only this conversation (I still learn). /memory on turns it back on.',
  memorySet: on => (on ? 'Smart Context on: answers use your memories again.' : 'Smart Context off: answers use only this conversation. I still learn from what you say.'),
  memoryUsage: 'Use /memory on or /memory off.',
  undone: u => undoReply(u, 'en'),

  descriptions: {
    profile: 'what magis knows about you',
    memory: 'Smart Context: on uses your memories, off only this conversation',
    undo: 'forget what the last message taught',
    help: 'show commands and keys',
    search: 'search your memories',
    remember: 'remember something explicitly',
    forget: 'delete one memory by id',
    people: 'the people magis knows',
    due: 'what is due: checkups, follow-ups',
    context: 'switch mode (without a mode: show the current one)',
    new: 'start a new conversation',
    exit: 'leave the chat',
    agenda: 'the week ahead: appointments, events, birthdays, tasks',
    tasks: 'your open tasks',
  },
  args: {},
};

const PT: UiStrings = {
  placeholder: 'Escreva uma mensagem ou /help',
  greetingHint: 'Escreva uma mensagem, ou /help para os comandos.',
  memoriesUsed: n => `${n} ${n === 1 ? 'memória usada' : 'memórias usadas'}`,
  memoryOffTag: 'memória desligada',
  thinking: 'pensando…',
  agendaTitle: 'Hoje:',
  quitArmed: 'Ctrl+C de novo para sair',
  cancelHint: 'Ctrl+C cancela',
  idleHint: '/help · Ctrl+D sai',
  cancelledTag: '(cancelado)',
  cancelled: 'Cancelado.',
  commandsTitle: 'Comandos:',
  keys: [
    'Enter envia · Alt+Enter ou Ctrl+J nova linha · Cima/Baixo histórico · Tab completa um comando',
    'Ctrl+C cancela uma resposta (duas vezes com a linha vazia sai) · Ctrl+D com a linha vazia sai',
  ],
  unknownCommand: (shown, guess) => `Comando desconhecido ${shown}.${guess ? ` Quis dizer /${guess}?` : ''} /help mostra a lista.`,
  commandFailed: (name, message) => `/${name} falhou: ${message}`,
  modeNow: mode => `Modo: ${mode}. Troque com /context work, /context personal ou /context family.`,
  modeSet: mode => `Modo: ${mode}.`,
  unknownMode: value => `Modo desconhecido "${value}": use work, personal ou family.`,
  searchUsage: 'Diga o que procurar, por exemplo /search dentista',
  nothingFound: query => `Nada encontrado para "${query}".`,
  found: (n, query) => `${n} ${n === 1 ? 'memória' : 'memórias'} para "${query}":`,
  rememberUsage: 'Nada para guardar: escreva depois de /remember.',
  remembered: id => `Guardado #${id}.`,
  alreadyRemembered: 'Isso já estava guardado.',
  forgetUsage: 'Informe o id de uma memória, por exemplo /forget 12 (o /search mostra os ids).',
  forgot: id => `Esqueci #${id}.`,
  noSuchMemory: id => `Não há memória com id ${id}; nada foi apagado.`,
  noPeople: 'Ainda não conheço ninguém. Conte, por exemplo: "Minha filha Susana tem 16 anos".',
  nothingDue: 'Nada pendente.',
  newConversation: 'Nova conversa. Suas memórias continuam aqui.',
  profileTitle: 'O que sei sobre você:',
  noProfile: 'Ainda não sei nada sobre você. Conte, por exemplo: "moro em Curitiba" ou "meu nome é Rafael".',
  ambiguousPerson: (name, c) => `"${name}" pode ser ${c.join(' ou ')}: escreva o nome completo.`,
  unknownPerson: (name, near) => `Não conheço ninguém chamado "${name}".${near.length ? ` Quis dizer ${near.join(' ou ')}?` : ' /people lista todos.'}`,
  memoryState: on =>
    on
      ? 'Contexto inteligente ligado: as respostas usam suas memórias. /memory off usa só esta conversa.'
      : 'Contexto inteligente desligado: as respostas usam só esta conversa (continuo aprendendo). /memory on liga de novo.',
  memorySet: on =>
    on ? 'Contexto inteligente ligado: as respostas voltam a usar suas memórias.' : 'Contexto inteligente desligado: as respostas usam só esta conversa. Continuo aprendendo com o que você diz.',
  memoryUsage: 'Use /memory on ou /memory off.',
  undone: u => undoReply(u, 'pt'),

  descriptions: {
    profile: 'o que o magis sabe sobre você',
    memory: 'contexto inteligente: on usa suas memórias, off só esta conversa',
    undo: 'esquece o que a última mensagem ensinou',
    help: 'mostra comandos e teclas',
    search: 'procura nas suas memórias',
    remember: 'guarda algo de propósito',
    forget: 'apaga uma memória pelo id',
    people: 'as pessoas que o magis conhece',
    due: 'o que está pendente: consultas, retornos',
    context: 'troca o modo (sem modo: mostra o atual)',
    new: 'começa uma conversa nova',
    exit: 'sai do chat',
    agenda: 'a semana: consultas, compromissos, aniversários, tarefas',
    tasks: 'suas tarefas abertas',
  },
  args: {search: 'BUSCA', remember: 'TEXTO', people: '[NOME]'},
};

export const uiStrings = (lang: Language): UiStrings => (lang === 'pt' ? PT : EN);
