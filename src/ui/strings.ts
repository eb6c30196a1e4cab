import type {Language} from '../domain/types.js';

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
  descriptions: Record<string, string>;
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
  keys: [
    'Enter sends · Alt+Enter or Ctrl+J new line · Up/Down history · Tab completes a command',
    'Ctrl+C cancels an answer (twice on an empty prompt quits) · Ctrl+D on an empty prompt quits',
  ],
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
  descriptions: {
    help: 'show commands and keys', search: 'search your memories', remember: 'remember something explicitly', forget: 'delete one memory by id',
    people: 'the people magis knows', due: 'what is due: checkups, follow-ups', context: 'switch mode (without a mode: show the current one)',
    new: 'start a new conversation', exit: 'leave the chat',
  },
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
  descriptions: {
    help: 'mostra comandos e teclas', search: 'procura nas suas memórias', remember: 'guarda algo de propósito', forget: 'apaga uma memória pelo id',
    people: 'as pessoas que o magis conhece', due: 'o que está pendente: consultas, retornos', context: 'troca o modo (sem modo: mostra o atual)',
    new: 'começa uma conversa nova', exit: 'sai do chat',
  },
};

export const uiStrings = (lang: Language): UiStrings => (lang === 'pt' ? PT : EN);
