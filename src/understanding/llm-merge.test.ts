import {describe, expect, it} from 'vitest';
import {extract, mergeLlmExtraction} from './index.js';

const now = new Date(2026, 10, 21, 10, 0, 0);
const base = () => extract('Minha filha Susana precisa ir no oftalmologista.', {now});

describe('mergeLlmExtraction', () => {
  it('returns the rules unchanged for malformed input', () => {
    const rules = base();
    for (const bad of [null, undefined, 42, 'not json', '{"people": "nope"}', [], {people: 7}]) {
      expect(mergeLlmExtraction(rules, bad)).toEqual(rules);
    }
  });

  it('adds people, checkups and tasks the rules missed', () => {
    const merged = mergeLlmExtraction(base(), {
      people: [{name: 'Bruno', gender: 'male', age: 40, relation: 'husband'}],
      checkups: [{person: 'Bruno', kind: 'dentist', status: 'needed', date: null, time: null, everyMonths: 6}],
      tasks: [{description: 'comprar colírio', status: 'open', due: '2026-11-23'}],
    });
    expect(merged.people).toContainEqual(expect.objectContaining({name: 'Bruno', relation: 'husband', age: 40}));
    expect(merged.checkups).toContainEqual(expect.objectContaining({person: 'Bruno', kind: 'dentist', everyMonths: 6}));
    expect(merged.tasks).toContainEqual({description: 'comprar colírio', status: 'open', due: '2026-11-23'});
  });

  it('fills nulls but never overwrites a rule fact', () => {
    const merged = mergeLlmExtraction(base(), {people: [{name: 'Susana', relation: 'niece', age: 16, gender: 'male'}]});
    expect(merged.people[0]).toMatchObject({name: 'Susana', relation: 'daughter', gender: 'female', age: 16});
  });

  it('drops invalid items one by one and keeps the valid ones', () => {
    const merged = mergeLlmExtraction(base(), {
      people: [
        {name: '', relation: 'daughter'},
        {name: 'Ana', relation: 'best-buddy'},
        {name: 'Rita', relation: 'aunt', age: 300},
      ],
      checkups: [
        {person: 'Susana', kind: 'teeth', status: 'needed'},
        {person: 'Ghost', kind: 'dentist', status: 'needed'},
        {person: 'user', kind: 'dentist', status: 'scheduled', date: '2026-13-45'},
        {person: 'user', kind: 'vaccine', status: 'done', date: '2026-11-01'},
      ],
      tasks: [{description: 'x'}],
    });
    expect(merged.people.map(p => p.name)).toEqual(['Susana']);
    expect(merged.checkups.map(c => c.kind)).toEqual(['eye_exam', 'vaccine']);
    expect(merged.tasks).toEqual([]);
  });

  it('accepts a JSON string with code fences and names an unnamed relative', () => {
    const rules = extract('Minha mãe precisa fazer mamografia.', {now});
    const merged = mergeLlmExtraction(rules, '```json\n{"people":[{"name":"Lúcia","relation":"mother"}]}\n```');
    expect(merged.people).toHaveLength(1);
    expect(merged.people[0]).toMatchObject({name: 'Lúcia', relation: 'mother', unnamed: false});
    expect(merged.checkups[0]?.person).toBe('Lúcia');
  });
});

describe('mergeLlmExtraction on informal text: events, the user, no invented names', () => {
  const informal = 'a bia faz ballet toda terca as 17h, eu moro em curitiba';
  const rules = () => extract(informal, {now});

  it("adds events and the user's own facts the rules missed", () => {
    const merged = mergeLlmExtraction(
      rules(),
      {
        events: [{kind: 'class', title: 'ballet', person: 'Bia', with: [], date: '2026-11-24', time: '17:00', rrule: 'FREQ=WEEKLY;BYDAY=TU', status: 'scheduled'}],
        people: [{name: 'Bia', gender: 'female'}],
        user: {city: 'Curitiba'},
      },
      informal,
    );
    expect(merged.people.map(p => p.name)).toContain('Bia');
    expect(merged.events).toContainEqual(expect.objectContaining({kind: 'class', person: 'Bia', rrule: 'FREQ=WEEKLY;BYDAY=TU', time: '17:00'}));
    expect(merged.user?.city).toBe('Curitiba');
  });

  it('drops people the message never names, the speaker as a person, and malformed events', () => {
    const text = 'meu nome é rafael e a bia é minha irma';
    const merged = mergeLlmExtraction(
      extract(text, {now}),
      {
        people: [{name: 'Carlos', relation: 'brother'}, {name: 'Rafael'}],
        user: {name: 'Rafael', city: 'Lisboa'},
        events: [
          {kind: 'party', title: 'x'},
          {kind: 'meeting', title: 'sync', rrule: 'every week'},
        ],
      },
      text,
    );
    expect(merged.people.map(p => p.name)).not.toContain('Carlos');
    expect(merged.people.map(p => p.name)).not.toContain('Rafael');
    expect(merged.events).toEqual([]);
    expect(merged.user?.city).toBeUndefined();
  });

  it('never overwrites what the rules found about the user', () => {
    const text = 'I live in Leeds';
    const base = {...extract(text, {now}), user: {city: 'Leeds'}};
    expect(mergeLlmExtraction(base, {user: {city: 'London', occupation: 'nurse'}}, text).user).toEqual({city: 'Leeds', occupation: 'nurse'});
  });
});
