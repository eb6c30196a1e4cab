import {describe, expect, it} from 'vitest';
import {ftsQuery, queryTerms} from './fts-query.js';
import {porter} from '../text/porter.js';
import {indexBody, stem, tokenize} from '../text/words.js';

describe('normalisation', () => {
  it('folds accents and case the same way for index and query', () => {
    expect(tokenize('REUNIÃO com a Lúcia')).toEqual(['reuniao', 'com', 'a', 'lucia']);
    expect(indexBody(['Ônibus às 8h'])).toBe(indexBody(['onibus AS 8H']));
  });

  it('stems English forms together, and Portuguese plurals', () => {
    expect(new Set(['painted', 'painting', 'paints', 'paint'].map(stem)).size).toBe(1);
    expect(stem('adoption')).toBe(stem('adopted'));
    expect(stem('running')).toBe(stem('run'));
    expect(stem('likes')).toBe(stem('liked'));
    expect(stem('consultas')).toBe(stem('consulta'));
    expect(stem('hospitais')).toBe(stem('hospital'));
    expect(stem('2023')).toBe('2023');
  });

  it('implements the Porter steps', () => {
    expect(porter('caresses')).toBe('caress');
    expect(porter('ponies')).toBe('poni');
    expect(porter('hopping')).toBe('hop');
    expect(porter('relational')).toBe('relat');
    expect(porter('generalization')).toBe('gener');
  });
});

describe('ftsQuery', () => {
  it('turns any user text into quoted terms only', () => {
    // Words of no known language search by their English and their Portuguese stems.
    expect(ftsQuery('dentist" OR NEAR(x) * body:')).toBe('"dentist" OR "near" OR "x" OR "bodi" OR "body"');
    expect(ftsQuery('   ')).toBeNull();
  });

  it('keeps stop words only when nothing else is left', () => {
    expect(queryTerms('what is the plan')).toEqual(['plan']);
    expect(queryTerms('who are you')).toEqual(['who', 'are', 'you']);
  });

  it('drops common terms but never all of them', () => {
    expect(ftsQuery('maria dentist', {drop: t => t === 'maria' || t === 'mar'})).toBe('"dentist"');
    expect(ftsQuery('maria', {drop: () => true})).toBe('"maria" OR "mar"');
  });
});
