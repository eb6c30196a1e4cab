import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {localeVariety, parseVariety} from '../text/language.js';
import {openDatabase, type DB} from './db.js';
import {chooseVariety, screenWordsOf, settleVariety, userVariety} from './user-variety.js';

const EUROPEAN = ['tenho de levar o miúdo ao centro de saúde'];
const BRAZILIAN = ['to indo pro trabalho de ônibus'];

describe('which Portuguese a user is answered in', () => {
  it('takes the profile, then the locale, then what the user writes, then Brazilian', () => {
    expect(chooseVariety('pt-BR', {LANG: 'pt_PT.UTF-8'}, () => EUROPEAN)).toBe('pt-BR');
    expect(chooseVariety(null, {LANG: 'pt_PT.UTF-8'}, () => BRAZILIAN)).toBe('pt-PT');
    expect(chooseVariety(null, {LC_ALL: 'pt_BR.UTF-8', LANG: 'pt_PT.UTF-8'}, () => EUROPEAN)).toBe('pt-BR');
    expect(chooseVariety(null, {LANG: 'C.UTF-8'}, () => EUROPEAN)).toBe('pt-PT');
    expect(chooseVariety(null, {LANG: 'pt'}, () => BRAZILIAN)).toBe('pt-BR');
    expect(chooseVariety(null, {}, () => ['a gente vai ao médico amanhã'])).toBe('pt-BR');
    expect(chooseVariety(null, {}, () => [])).toBe('pt-BR');
  });

  it('reads a locale’s region, as LC_ALL, LC_MESSAGES and LANG are read for the language', () => {
    const table: Array<[Record<string, string>, string | null]> = [
      [{LANG: 'pt_PT.UTF-8'}, 'pt-PT'],
      [{LANG: 'pt_PT@euro'}, 'pt-PT'],
      [{LANG: 'pt_BR.UTF-8'}, 'pt-BR'],
      [{LC_MESSAGES: 'pt_PT.UTF-8', LANG: 'pt_BR.UTF-8'}, 'pt-PT'],
      [{LC_ALL: 'en_GB.UTF-8', LANG: 'pt_PT.UTF-8'}, null],
      [{LANG: 'pt'}, null],
      [{LANG: 'C.UTF-8'}, null],
      [{}, null],
    ];
    for (const [env, v] of table) expect(localeVariety(env), JSON.stringify(env)).toBe(v);
  });

  it('reads the ways a user names a variety', () => {
    expect(['pt-PT', 'pt_PT', 'europeu', 'Português europeu', 'Portugal', 'european', 'pt-BR', 'brasileiro', 'Brasil', 'Brazilian', 'pt', 'klingon'].map(parseVariety)).toEqual([
      'pt-PT',
      'pt-PT',
      'pt-PT',
      'pt-PT',
      'pt-PT',
      'pt-PT',
      'pt-BR',
      'pt-BR',
      'pt-BR',
      'pt-BR',
      null,
      null,
    ]);
  });
});

describe('a variety decided from writing is kept', () => {
  let root = '';
  let db: DB | null = null;
  afterEach(() => {
    db?.close();
    db = null;
    rmSync(root, {recursive: true, force: true});
  });
  const open = () => {
    root = mkdtempSync(join(tmpdir(), 'magis-variety-'));
    db = openDatabase(join(root, 'home'), {now: new Date('2026-11-30T09:00:00Z')});
    return db;
  };
  const say = (d: DB, text: string) => {
    d.prepare("INSERT INTO conversations (context, created_at, updated_at) VALUES ('personal', '2026-11-30', '2026-11-30')").run();
    const conv = d.prepare('SELECT max(id) FROM conversations').pluck().get();
    d.prepare("INSERT INTO messages (conversation_id, role, content, created_at) VALUES (?, 'user', ?, '2026-11-30')").run(conv, text);
  };

  it('once clear, and never flipped by later words', () => {
    const d = open();
    say(d, 'a equipa ganhou');
    settleVariety(d, '2026-11-30T09:00:00Z', {});
    // One word is not enough to decide.
    expect(d.prepare("SELECT value FROM profile WHERE key = 'variety'").pluck().get()).toBeUndefined();
    say(d, 'marcaram-lhe a consulta para 3.ª feira');
    settleVariety(d, '2026-11-30T09:01:00Z', {});
    expect(userVariety(d, {})).toBe('pt-PT');
    for (const text of ['vc viu meu celular?', 'to indo pro trabalho de ônibus', 'estou fazendo o café da manhã', 'kkkk']) say(d, text);
    settleVariety(d, '2026-11-30T09:02:00Z', {});
    expect(userVariety(d, {})).toBe('pt-PT');
  });

  it('is not written when the locale says', () => {
    const d = open();
    say(d, 'marcaram-lhe a consulta para 3.ª feira');
    settleVariety(d, '2026-11-30T09:00:00Z', {LANG: 'pt_BR.UTF-8'});
    expect(d.prepare("SELECT value FROM profile WHERE key = 'variety'").pluck().get()).toBeUndefined();
    expect(userVariety(d, {LANG: 'pt_BR.UTF-8'})).toBe('pt-BR');
  });

  it('shows a European user’s lines in European wording, their own words kept', () => {
    const d = open();
    say(d, 'tenho de ligar pro Zé amanhã, o miúdo está a dormir');
    say(d, 'o miúdo foi pra casa da avó');
    d.prepare("INSERT INTO tasks (description, status, created_at) VALUES ('ligar pro Zé', 'open', '2026-11-30')").run();
    const shown = screenWordsOf(d, {LANG: 'pt_PT.UTF-8'});
    expect(shown('Sua tarefa aberta: ligar pro Zé.')).toBe('A sua tarefa aberta: ligar pro Zé.');
    // A phrase they wrote in a message is theirs too.
    expect(shown('#2 30/11 o miúdo foi pra casa da avó')).toBe('#2 30/11 o miúdo foi pra casa da avó');
    expect(shown('#3 Vou pra casa')).toBe('#3 Vou para casa');
    expect(screenWordsOf(d, {LANG: 'pt_BR.UTF-8'})('Sua tarefa aberta: ligar pro Zé.')).toBe('Sua tarefa aberta: ligar pro Zé.');
  });
});
