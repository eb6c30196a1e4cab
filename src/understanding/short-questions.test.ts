import {describe, expect, it} from 'vitest';
import {classify} from './intent.js';

describe('questions as chat types them', () => {
  it.each([
    ["what's on for Sat?", 6],
    ['whats on mon', 1],
    ['o que tenho no dom?', 0],
    ['anything on fri?', 5],
  ])('%s asks for that weekday', (q, day) => {
    expect(classify(q as string)).toEqual({kind: 'agenda', span: {kind: 'weekday', day}});
  });

  it('"qd" is "quando"; "ter" stays the verb', () => {
    expect(classify('qd é o cardiologista da minha sogra?')).toMatchObject({kind: 'when'});
    expect(classify('o que vai ter na reunião?')).not.toMatchObject({span: {kind: 'weekday'}});
  });
});
