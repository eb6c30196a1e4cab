import {describe as group, expect, it} from 'vitest';
import type {KnownPerson, WorldItem} from '../../store/world-items.js';
import {describe} from './describe.js';
import {decide, type Focus} from './ground.js';

// Tuesday 1 December 2026.
const now = new Date('2026-12-01T10:00:00');
const people: KnownPerson[] = [
  {id: 1, name: 'Lu', gender: 'female', relation: 'daughter', unnamed: false, aliases: ['Luísa']},
  {id: 2, name: 'Caio', gender: 'male', relation: 'son', unnamed: false, aliases: []},
  {id: 3, name: 'Jorge', gender: 'male', relation: 'father', unnamed: false, aliases: ['pai']},
];
const item = (o: Partial<WorldItem> & Pick<WorldItem, 'table' | 'id' | 'kind'>): WorldItem => ({
  title: null,
  withNames: [],
  personId: null,
  person: null,
  gender: null,
  relation: null,
  unnamed: false,
  date: null,
  time: null,
  rrule: null,
  ...o,
});
const lu = {personId: 1, person: 'Lu', gender: 'female' as const, relation: 'daughter'};
const caio = {personId: 2, person: 'Caio', gender: 'male' as const, relation: 'son'};
const pai = {personId: 3, person: 'Jorge', gender: 'male' as const, relation: 'father'};
const world: WorldItem[] = [
  item({table: 'checkups', id: 1, kind: 'dentist', date: '2026-12-03', time: '10:00', ...lu}),
  item({table: 'checkups', id: 2, kind: 'dentist', date: '2026-12-04', time: '15:00', ...caio}),
  item({table: 'checkups', id: 3, kind: 'cardiologist', date: '2026-12-02', time: '09:00', ...pai}),
  item({table: 'events', id: 4, kind: 'other', title: 'fisioterapia', date: '2026-11-23', time: '08:00', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', ...pai}),
  item({table: 'events', id: 5, kind: 'meeting', title: 'Q1 roadmap review', date: '2026-12-02', time: '11:00'}),
  item({table: 'events', id: 6, kind: 'meeting', title: '1:1 with Priya', withNames: ['Priya'], date: '2026-12-03', time: '14:00'}),
];
const none: Focus = {items: [], people: []};
const label = (i: WorldItem) => `${i.table}#${i.id}`;
const ground = (text: string, lang: 'pt' | 'en', focus = none, items = world) => decide(describe(text, people, now, lang), items, focus, label, '2026-12-01');
const acts = (d: ReturnType<typeof ground>) => (d.kind === 'act' ? `${d.target.table}#${d.target.id}` : d.kind);

group('grounding acts only on a clear best', () => {
  it.each([
    ['o dentista da Lu', 'pt', 'checkups#1'],
    ['o dentista da Luísa de quinta', 'pt', 'checkups#1'],
    ["Caio's dentist appt", 'en', 'checkups#2'],
    ['a fisio do pai de quarta', 'pt', 'events#4'],
    ['the 1:1 with Priya', 'en', 'events#6'],
    ["dad's heart doctor", 'en', 'checkups#3'],
  ] as const)('%s', (text, lang, want) => {
    expect(acts(ground(text, lang))).toBe(want);
  });

  it('asks when two are as likely: two dentists and no word of whose', () => {
    const d = ground('o dentista', 'pt');
    expect(d.kind).toBe('ask');
    expect(d.candidates.map(c => c.label).sort()).toEqual(['checkups#1', 'checkups#2']);
  });

  it('the day or the conversation separates two close ones', () => {
    expect(acts(ground('o dentista de sexta', 'pt'))).toBe('checkups#2');
    expect(acts(ground('the dentist', 'en', {items: [{table: 'checkups', id: 1, latest: true}], people: []}))).toBe('checkups#1');
  });

  it.each([
    // A kind said that no held item is: a physio session is no cardiologist, whatever day it is.
    ['a fisio do pai de quinta', 'pt'],
    // A person said who has none: never someone else's.
    ['o pediatra do Caio', 'pt'],
    // An unknown name: the review without Kenji is not his 1:1.
    ['the 1:1 with kenji tomorrow', 'en'],
    // A day said that the item is not on.
    ['o dentista da Lu de segunda', 'pt'],
  ] as const)('finds none rather than a wrong one: %s', (text, lang) => {
    expect(ground(text, lang).kind).toBe('none');
  });

  it('a day alone never picks an item', () => {
    expect(ground('amanhã', 'pt').kind).toBe('none');
    expect(ground('tomorrow', 'en').kind).toBe('none');
  });

  it('says why: every candidate carries the parts of its score', () => {
    const d = ground('o dentista da Lu de quinta', 'pt');
    expect(d.candidates[0]).toMatchObject({label: 'checkups#1', why: expect.arrayContaining(['kind +4', 'whose +3', 'weekday +3'])});
  });
});
