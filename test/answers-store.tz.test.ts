import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {answerQuestion, type AnswerContext} from '../src/assistant/answers/index.js';
import {classify} from '../src/understanding/intent.js';
import {createOfflineEmbedder} from '../src/embedding/offline.js';
import {searchMemories} from '../src/retrieval/search.js';
import {listPeople} from '../src/store/learn.js';
import {Store} from '../src/store/store.js';
import type {Context} from '../src/domain/types.js';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, {recursive: true, force: true});
});

async function open(now: Date): Promise<Store> {
  const root = mkdtempSync(join(tmpdir(), 'magis-answers-'));
  roots.push(root);
  return Store.open({home: join(root, 'home'), now, env: {}, embedder: createOfflineEmbedder()});
}

function ask(store: Store, message: string, now: Date, context: Context = 'personal', lang: 'pt' | 'en' = 'pt'): string {
  const ctx: AnswerContext = {db: store.db, now, lang, message, context, people: listPeople(store.db, now), search: q => searchMemories(store.db, q, {now, embedder: null, limit: 5, strict: true})};
  return answerQuestion(ctx, classify(message))!.text;
}

const at = '2026-03-01T00:00:00.000Z';
function event(store: Store, e: {kind: string; title: string; date: string; time?: string; context?: string; person?: number}): void {
  store.db
    .prepare(`INSERT INTO events (entity_id, kind, title, date, time, context, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(e.person ?? null, e.kind, e.title, e.date, e.time ?? null, e.context ?? 'personal', at, at);
}

describe('answers over events, birthdays and precision the other branches store', () => {
  it("puts work first in work mode, and the day's order otherwise", async () => {
    const now = new Date(2026, 2, 2, 9, 0); // Monday
    const store = await open(now);
    event(store, {kind: 'social', title: 'almoço com a Bia', date: '2026-03-04', time: '12:00'});
    event(store, {kind: 'meeting', title: 'reunião com o cliente', date: '2026-03-04', time: '15:00', context: 'work'});
    const personal = ask(store, 'o que tenho quarta?', now);
    const work = ask(store, 'o que tenho quarta?', now, 'work');
    expect(personal).toBe('Na quarta (04/03) você tem almoço com a Bia às 12h e reunião com o cliente às 15h.');
    expect(work).toBe('Na quarta (04/03) você tem reunião com o cliente às 15h e almoço com a Bia às 12h.');
    store.close();
  });

  it('answers birthdays this week and when a birthday is', async () => {
    const now = new Date(2026, 11, 2, 9, 0); // Wednesday 2 Dec
    const store = await open(now);
    const id = Number(
      store.db.prepare(`INSERT INTO entities (name, name_key, gender, relation, birthday, first_seen, last_mentioned) VALUES ('Lourdes', 'lourdes', 'female', 'mother', '--12-03', ?, ?)`).run(at, at)
        .lastInsertRowid,
    );
    expect(id).toBeGreaterThan(0);
    expect(ask(store, 'Tem algum aniversário nesta semana?', now)).toBe('Esta semana: amanhã, aniversário da Lourdes.');
    expect(ask(store, 'quando é o aniversário da minha mãe?', now)).toBe('O aniversário da Lourdes é amanhã.');
    expect(ask(store, 'algum aniversário semana que vem?', now)).toBe('Nenhum aniversário na próxima semana.');
    expect(ask(store, "when is mom's birthday?", now, 'personal', 'en')).toBe("Lourdes's birthday is tomorrow.");
    store.close();
  });

  it("says a visit stated by week as that week, never as its Monday's date", async () => {
    const now = new Date(2026, 2, 13, 9, 0);
    const store = await open(now);
    store.db.prepare(`INSERT INTO checkups (entity_id, kind, status, date, date_precision, created_at) VALUES (NULL, 'dentist', 'done', '2026-03-02', 'week', ?)`).run(at);
    expect(ask(store, 'quando fui no dentista?', now)).toBe('Você foi ao dentista na semana de 02/03/2026.');
    expect(ask(store, 'when did I last go to the dentist?', now, 'personal', 'en')).toBe('You went to the dentist the week of Mar 2, 2026.');
    store.close();
  });

  it('names the provider of a kind of checkup', async () => {
    const now = new Date(2026, 2, 13, 9, 0);
    const store = await open(now);
    store.db.prepare(`INSERT INTO checkups (entity_id, kind, status, date, provider, created_at) VALUES (NULL, 'pediatrician', 'done', '2026-03-02', 'dra. marta', ?)`).run(at);
    expect(ask(store, 'qual o nome da pediatra das crianças?', now)).toBe('É Dra. Marta.');
    store.close();
  });

  it('answers what it knows about a person with their facts, not one memory', async () => {
    const now = new Date(2026, 2, 13, 9, 0);
    const store = await open(now);
    store.db.prepare(`INSERT INTO entities (name, name_key, gender, relation, age, age_as_of, first_seen, last_mentioned) VALUES ('Clara', 'clara', 'female', 'daughter', 9, ?, ?, ?)`).run(at, at, at);
    expect(ask(store, 'o que vc sabe sobre a clara?', now)).toBe('A Clara é sua filha, 9 anos.');
    store.close();
  });

  it("answers a person's day and today's events in the user's language", async () => {
    const now = new Date(2026, 2, 5, 21, 2); // Thursday evening
    const store = await open(now);
    const clara = Number(
      store.db.prepare(`INSERT INTO entities (name, name_key, gender, relation, first_seen, last_mentioned) VALUES ('clara', 'clara', 'female', 'daughter', ?, ?)`).run(at, at).lastInsertRowid,
    );
    event(store, {kind: 'class', title: 'natação', date: '2026-03-07', time: '09:00', person: clara});
    event(store, {kind: 'deadline', title: 'council project deadline', date: '2026-03-05', context: 'work'});
    expect(ask(store, 'o q a clara tem no sabado?', now)).toBe('No sábado (07/03) Clara tem natação às 9h.');
    expect(ask(store, "what's on for today?", now, 'personal', 'en')).toBe('Today: council project deadline.');
    expect(ask(store, 'e amanha?', now)).toBe('Nada marcado para amanhã.');
    store.close();
  });
});
