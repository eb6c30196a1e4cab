import {beforeEach, describe, expect, it} from 'vitest';
import {setUserClock} from '../text/clock.js';
import {clockText, dueMessage, patternMessage, spanText} from './messages.js';
import type {PersonInfo} from './types.js';

const mom: PersonInfo = {id: 1, name: 'mãe', gender: 'female', unnamed: true, age: null, ageAsOf: null};
const pedro: PersonInfo = {id: 2, name: 'Pedro', gender: 'male', unnamed: false, age: null, ageAsOf: null};

// These sentences are written with no user's clock recorded; the unit tests share one module graph,
// and a test that ran a turn before would have left its user's clock behind.
beforeEach(() => setUserClock(null));
describe('messages', () => {
  it('names people the way a person would', () => {
    expect(dueMessage({reason: 'needed', kind: 'mammogram', person: mom, language: 'pt', daysUntil: 0})).toBe('Sua mãe precisa fazer a mamografia — quer que eu lembre você de marcar?');
    expect(dueMessage({reason: 'interval_passed', kind: 'eye_exam', person: pedro, language: 'pt', daysUntil: -3, elapsedMonths: 13, intervalMonths: 12})).toBe(
      'Faz 13 meses desde o último oftalmologista do Pedro — quer marcar?',
    );
    expect(dueMessage({reason: 'interval_passed', kind: 'vaccine', person: null, language: 'pt', daysUntil: 0, elapsedMonths: 12, intervalMonths: 12})).toBe(
      'Faz 1 ano desde a última vacina — quer marcar?',
    );
    expect(dueMessage({reason: 'appointment_today', kind: 'pediatrician', person: pedro, language: 'en', daysUntil: 0, time: '09:00'})).toBe(
      "Today: Pedro's pediatrician visit at 9 am — don't forget!",
    );
    expect(dueMessage({reason: 'interval_soon', kind: 'dentist', person: null, language: 'en', daysUntil: 1, intervalMonths: 6})).toBe(
      'Tomorrow it will be 6 months since your last dentist visit — time to schedule?',
    );
  });

  it('formats spans, clocks and habits', () => {
    expect(spanText(1, 'pt')).toBe('1 mês');
    expect(spanText(24, 'en')).toBe('2 years');
    expect(clockText('14:00', 'pt')).toBe('14h');
    expect(clockText('12:30', 'en')).toBe('12:30 pm');
    expect(patternMessage('dentist', 2, '14:00', 'pt')).toBe('Você costuma marcar dentista às terças, 14h.');
    expect(patternMessage('dentist', 6, null, 'en')).toBe('You usually book the dentist on Saturdays.');
  });
});
