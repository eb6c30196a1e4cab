/**
 * Deterministic synthetic memories for the scale benchmark: mixed Portuguese and English, people,
 * places, dates and the three contexts, in the shapes the assistant actually stores.
 */
import type {ImportRecord} from '../store/ingest.js';
import {MONTH_NAMES_EN, MONTH_NAMES_PT} from '../text/months.js';
import {capitalise} from '../text/names.js';

/** mulberry32: a tiny seeded PRNG, so every run measures the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const PEOPLE = [
  'Ana',
  'João',
  'Maria',
  'Pedro',
  'Lúcia',
  'Carlos',
  'Beatriz',
  'Rafael',
  'Fernanda',
  'Gustavo',
  'Helena',
  'Marcos',
  'Juliana',
  'Tiago',
  'Camila',
  'Rodrigo',
  'Patrícia',
  'Bruno',
  'Larissa',
  'André',
  'Sofia',
  'Miguel',
  'Isabela',
  'Felipe',
  'Renata',
  'Diego',
  'Clara',
  'Paulo',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'James',
  'Mia',
  'Lucas',
  'Grace',
  'Henry',
  'Chloe',
  'Jack',
  'Emily',
  'Daniel',
  'Sarah',
  'David',
];
const SURNAMES = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Almeida', 'Ferreira', 'Smith', 'Brown', 'Taylor', 'Wilson'];
const PLACES = [
  'Hospital Sírio',
  'Clínica São Lucas',
  'escritório',
  'padaria',
  'academia',
  'escola',
  'parque Ibirapuera',
  'shopping',
  'downtown office',
  'the gym',
  'the library',
  'the airport',
  'Lisboa',
  'Porto',
  'São Paulo',
  'Rio de Janeiro',
  'London',
  'New York',
  'Curitiba',
  'Recife',
];
const PROJECTS = [
  'orçamento',
  'migração do sistema',
  'relatório trimestral',
  'site novo',
  'budget review',
  'hiring plan',
  'Q3 roadmap',
  'API launch',
  'auditoria',
  'campanha de marketing',
  'onboarding',
  'data pipeline',
];
const ITEMS = ['presente', 'remédio', 'livro', 'bolo', 'flores', 'tênis', 'notebook', 'groceries', 'a new phone', 'concert tickets', 'vitaminas', 'óculos'];
const SPECIALISTS = ['dentista', 'cardiologista', 'oftalmologista', 'dermatologista', 'pediatra', 'ortopedista', 'dentist', 'physiotherapist'];
const TOPICS = ['férias', 'mudança', 'casamento', 'promoção', 'viagem', 'reforma da cozinha', 'vacation', 'the move', 'the wedding', 'insurance', 'mortgage', 'school fees'];
const MONTHS_PT = MONTH_NAMES_PT;
const MONTHS_EN = MONTH_NAMES_EN.map(capitalise);
const WEEKDAYS = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'Monday', 'Friday', 'Saturday'];

type Pick = <T>(list: readonly T[]) => T;

const TEMPLATES: Array<{context: ImportRecord['context']; type: ImportRecord['type']; make: (p: Pick, who: string, n: () => number) => string}> = [
  {context: 'family', type: 'appointment', make: (p, who, n) => `Consulta da ${who} com o ${p(SPECIALISTS)} na ${p(PLACES)} dia ${(n() % 28) + 1} de ${p(MONTHS_PT)} às ${(n() % 10) + 8}h`},
  {context: 'personal', type: 'health', make: (p, who) => `${who} went to the ${p(SPECIALISTS)} and needs a follow-up in ${p(MONTHS_EN)}`},
  {context: 'work', type: 'conversation', make: (p, who) => `Reunião com ${who} ${p(SURNAMES)} sobre ${p(PROJECTS)} no ${p(PLACES)}`},
  {context: 'work', type: 'task_completion', make: (p, who) => `Sent ${who} the draft of the ${p(PROJECTS)}; waiting for feedback before ${p(WEEKDAYS)}`},
  {context: 'family', type: 'personal_info', make: (p, who, n) => `O aniversário da ${who} é dia ${(n() % 28) + 1} de ${p(MONTHS_PT)}, ela gosta de ${p(ITEMS)}`},
  {context: 'personal', type: 'conversation', make: (p, who) => `${who} disse que vai viajar para ${p(PLACES)} em ${p(MONTHS_PT)} por causa da ${p(TOPICS)}`},
  {context: 'personal', type: 'preference_learned', make: (p, who) => `${who} prefers ${p(ITEMS)} over ${p(ITEMS)} and hates waiting at ${p(PLACES)}`},
  {context: 'family', type: 'task_completion', make: (p, who) => `Comprei ${p(ITEMS)} para ${who} no ${p(PLACES)}`},
  {context: 'work', type: 'context_switch', make: (p, who) => `Call ${who} back about ${p(TOPICS)} and the ${p(PROJECTS)} next ${p(WEEKDAYS)}`},
  {context: 'family', type: 'experience_review', make: (p, who) => `Levei ${who} ao ${p(PLACES)} na ${p(WEEKDAYS)}, foi ótimo, falamos sobre ${p(TOPICS)}`},
  {context: 'personal', type: 'conversation', make: (p, who, n) => `${who} está com ${(n() % 60) + 5} anos e começou ${p(['natação', 'pilates', 'piano', 'inglês', 'yoga', 'running'])}`},
  {context: 'work', type: 'appointment', make: (p, who, n) => `Deadline for the ${p(PROJECTS)} with ${who} on ${p(MONTHS_EN)} ${(n() % 28) + 1}`},
];

/** `count` memories, oldest first, spread over the two years before `now`; some come in bursts (one conversation). */
export function syntheticMemories(count: number, now: Date, seed = 42): ImportRecord[] {
  const r = rng(seed);
  const pick: Pick = list => list[Math.floor(r() * list.length)]!;
  const n = () => Math.floor(r() * 1000);
  const span = 2 * 365 * 86_400_000;
  let t = now.getTime() - span;
  const step = span / count;
  const out: ImportRecord[] = [];
  for (let i = 0; i < count; i++) {
    // A third of memories follow the previous one within minutes, as turns of one conversation do.
    t += r() < 0.33 ? 60_000 * (1 + (n() % 20)) : step * 2 * r();
    const tpl = pick(TEMPLATES);
    const who = pick(PEOPLE);
    const at = new Date(Math.min(t, now.getTime())).toISOString();
    out.push({
      content: tpl.make(pick, who, n),
      context: tpl.context,
      type: tpl.type,
      importance: 1 + (n() % 10),
      occurredAt: at,
      createdAt: at,
      speaker: r() < 0.5 ? 'user' : null,
      sourceRef: `syn-${i}`,
      entities: [who],
    });
  }
  return out;
}

/** Questions a user asks, in both languages, about the people and things above. */
export function syntheticQueries(count: number, seed = 7): string[] {
  const r = rng(seed);
  const pick: Pick = list => list[Math.floor(r() * list.length)]!;
  const shapes: Array<() => string> = [
    () => `quando é a consulta da ${pick(PEOPLE)} com o ${pick(SPECIALISTS)}?`,
    () => `o que ${pick(PEOPLE)} disse sobre a ${pick(TOPICS)}`,
    () => `when is ${pick(PEOPLE)}'s birthday?`,
    () => `reunião sobre ${pick(PROJECTS)}`,
    () => `what did I buy for ${pick(PEOPLE)}?`,
    () => `${pick(SPECIALISTS)} em ${pick(MONTHS_PT)}`,
    () => `meetings with ${pick(PEOPLE)} about the ${pick(PROJECTS)} last month`,
    () => `${pick(PEOPLE)} ${pick(ITEMS)}`,
    () => `onde a ${pick(PEOPLE)} vai viajar em ${pick(MONTHS_PT)} de 2024?`,
    () => `what does ${pick(PEOPLE)} prefer`,
  ];
  return Array.from({length: count}, () => pick(shapes)());
}
