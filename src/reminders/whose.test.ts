import {describe, expect, it} from 'vitest';
import {eventMessage} from './event-messages.js';
import {dueMessage} from './messages.js';
import type {PersonInfo} from './types.js';

const person = (name: string, gender: PersonInfo['gender'], id = 1): PersonInfo => ({id, name, gender, unnamed: false, age: null, ageAsOf: null});
const manu = person('Manu', 'female', 2);
const leo = person('Leo', 'male', 3);
const antonio = person('Antônio', 'male', 4);
const frida = person('Frida', 'female', -1);

describe('reminders say whose it is', () => {
  it('an event the user shares with someone names them, with their article, in Portuguese and English', () => {
    const table: Array<[Parameters<typeof eventMessage>[0], string]> = [
      [
        {kind: 'trip', title: 'férias da escola', time: null, person: null, today: false, language: 'pt', with: [manu], endDate: '2026-12-24'},
        'Amanhã você e a Manu têm férias da escola (até quinta, 24/12).',
      ],
      [{kind: 'social', title: 'festa junina', time: '15:00', person: null, today: true, language: 'pt', with: [leo, manu]}, 'Hoje você, o Leo e a Manu têm festa junina às 15h.'],
      [{kind: 'class', title: 'natação', time: '09:00', person: manu, today: true, language: 'pt'}, 'Hoje a Manu tem natação às 9h.'],
      [{kind: 'social', title: 'jantar com a Manu', time: null, person: null, today: true, language: 'pt', with: [manu]}, 'Hoje você tem jantar com a Manu.'],
      [{kind: 'trip', title: 'school trip', time: null, person: null, today: false, language: 'en', with: [leo], endDate: '2026-12-24'}, 'Tomorrow: school trip until Thursday, Dec 24 (with Leo).'],
      [{kind: 'class', title: 'swimming', time: '09:00', person: leo, today: true, language: 'en'}, 'Today: swimming at 9 am (Leo).'],
      [{kind: 'social', title: 'dinner with Leo', time: null, person: null, today: true, language: 'en', with: [leo]}, 'Today: dinner with Leo.'],
    ];
    for (const [input, said] of table) expect(eventMessage(input)).toBe(said);
  });

  it("someone else's booking or a pet's is theirs, never the user's", () => {
    const at = {reason: 'appointment_today' as const, daysUntil: 0};
    expect(dueMessage({...at, kind: 'other', label: 'fisio', person: antonio, language: 'pt', time: '08:00'})).toBe('Hoje o Antônio tem fisio às 8h — não esqueça!');
    expect(dueMessage({...at, kind: 'vaccine', person: frida, language: 'pt', time: '10:00'})).toBe('Hoje a Frida tem vacina às 10h — não esqueça!');
    expect(dueMessage({...at, kind: 'vet', person: person('Bear', null, -2), language: 'en', time: '10:00'})).toBe("Today: Bear's vet visit at 10 am — don't forget!");
    expect(dueMessage({reason: 'follow_up', daysUntil: -1, kind: 'other', label: 'fisio', person: antonio, language: 'pt'})).toBe('Como foi a fisio do Antônio?');
    expect(dueMessage({...at, kind: 'dentist', person: null, language: 'pt', time: '14:30'})).toBe('Hoje você tem dentista às 14h30 — não esqueça!');
  });
});
