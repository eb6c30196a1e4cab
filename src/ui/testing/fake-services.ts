import type {TurnEvents, TurnInput} from '../../assistant/types.js';
import type {ChatServices, ChatTurnResult} from '../services/types.js';

/** Fake store-facing services: records calls, answers from a script. */
export function fakeServices(overrides: Partial<ChatServices> = {}) {
  const calls: {turns: TurnInput[]; remembered: Array<[string, string]>; forgotten: number[]; greetings: unknown[]} = {turns: [], remembered: [], forgotten: [], greetings: []};
  const services: ChatServices = {
    engine: () => ({kind: 'offline'}),
    language: async () => 'pt',
    initialMode: () => 'personal',
    recentInputs: () => ['from last session'],
    greeting: async opts => (
      calls.greetings.push(opts), {text: 'Bom dia! Pendências:', due: ['Faz 6 meses desde o último dentista — quer marcar?'], suggestions: ['Retomar: viagem', 'Pergunte "quando fui no dentista?"']}
    ),
    async runTurn(input: TurnInput, events: TurnEvents): Promise<ChatTurnResult> {
      calls.turns.push(input);
      events.onToken?.('Anotado, ');
      events.onToken?.('obrigado!');
      return {reply: 'Anotado, obrigado!', conversationId: 5, memoriesUsed: 2, engine: 'offline', language: 'pt', questions: []};
    },
    newConversation: async () => 42,
    search: async q => (q === 'nada' ? [] : [{ref: '#3', date: '2026-05-10', content: 'Fui no dentista com a Susana', entities: ['Susana']}]),
    remember: async (text, context) => {
      calls.remembered.push([text, context]);
      return {id: calls.remembered.length === 1 ? 11 : null};
    },
    forget: async id => {
      calls.forgotten.push(id);
      return id === 3;
    },
    people: async () => [{name: 'Susana', description: 'filha, 16 anos'}],
    profile: async () => ({name: 'Rafael', city: 'Curitiba', occupation: null, languages: ['português', 'inglês'], preferences: ['consultas de manhã'], facts: []}),
    undo: async () => ({message: 'o joao meu filho tem dentista quarta', memories: 1, people: ['João'], links: 1, checkups: 1, events: 0, tasks: 0, reopened: 0, changes: []}),
    agenda: async () => [],
    tasks: async () => [],
    due: async () => ['Faz 6 meses desde o último dentista — quer marcar?'],
    ...overrides,
  };
  return {services, calls};
}
