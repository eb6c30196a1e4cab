/**
 * An activity named once and its sessions said after it, each with its weekday and hour ("entrou no
 * futebol: treina às 4.ªs … e joga ao sábado …"): one weekly plan per session, titled with the
 * activity, whoever the sentence is about. Weekdays said each week as Portugal types them ("as
 * 4.as", "ao sábado") or bare in the plural ("fridays at 5"). A one-off day is no weekly plan.
 */
import {describe, expect, it} from 'vitest';
import {extract} from '../index.js';

const now = new Date(2026, 11, 1, 10, 0, 0); // Tuesday 1 December 2026
const events = (text: string) => extract(text, {now}).events;

describe('two weekly sessions of one activity in one line, each its own plan', () => {
  it.each([
    // pt-BR
    ['o Caio entrou no vôlei: treina às terças às 19h e joga aos domingos às 9h', 'Caio', ['treino de vôlei', 'FREQ=WEEKLY;BYDAY=TU', '19:00'], ['jogo de vôlei', 'FREQ=WEEKLY;BYDAY=SU', '09:00']],
    [
      'a Lara começou na dança, tem aula às segundas às 15h e ensaio aos sábados às 11h',
      'Lara',
      ['aula de dança', 'FREQ=WEEKLY;BYDAY=MO', '15:00'],
      ['ensaio de dança', 'FREQ=WEEKLY;BYDAY=SA', '11:00'],
    ],
    // pt-PT, the ordinal typed without its ª and the habit said with "ao"
    [
      'o Duarte começou no andebol: treina as 3.as as 18h e joga ao sábado de manhã, às 11h',
      'Duarte',
      ['treino de andebol', 'FREQ=WEEKLY;BYDAY=TU', '18:00'],
      ['jogo de andebol', 'FREQ=WEEKLY;BYDAY=SA', '11:00'],
    ],
    ['A Inês entrou no hóquei, treina às 5.ªs às 19h30 e joga ao domingo às 10h', 'Inês', ['treino de hóquei', 'FREQ=WEEKLY;BYDAY=TH', '19:30'], ['jogo de hóquei', 'FREQ=WEEKLY;BYDAY=SU', '10:00']],
    // en-US
    [
      "Noah's started basketball: practice Wednesdays at 5 and games on Saturday mornings at 9",
      'Noah',
      ['basketball practice', 'FREQ=WEEKLY;BYDAY=WE', '17:00'],
      ['basketball game', 'FREQ=WEEKLY;BYDAY=SA', '09:00'],
    ],
    // en-GB
    [
      'Alfie has joined cricket: training Thursdays at 6 and matches on Sundays at 10',
      'Alfie',
      ['cricket training', 'FREQ=WEEKLY;BYDAY=TH', '18:00'],
      ['cricket match', 'FREQ=WEEKLY;BYDAY=SU', '10:00'],
    ],
  ])('%s', (text, person, first, second) => {
    const found = events(text);
    expect(found).toEqual([
      expect.objectContaining({kind: 'class', person, title: first[0], rrule: first[1], time: first[2]}),
      expect.objectContaining({kind: 'class', person, title: second[0], rrule: second[1], time: second[2]}),
    ]);
  });
});

describe('two activities of one person in one line, each on its weekdays', () => {
  it.each([
    ['Ella does dance on tuesdays 5:15pm and tennis thursdays at 4', 'Ella', ['dance', 'FREQ=WEEKLY;BYDAY=TU', '17:15'], ['tennis', 'FREQ=WEEKLY;BYDAY=TH', '16:00']], // en-US
    ['Freddie has swimming on mondays at half 5 and rugby saturdays at 10', 'Freddie', ['swimming', 'FREQ=WEEKLY;BYDAY=MO', '17:30'], ['rugby', 'FREQ=WEEKLY;BYDAY=SA', '10:00']], // en-GB
  ])('%s', (text, person, first, second) => {
    expect(events(text)).toEqual([
      expect.objectContaining({person, title: first[0], rrule: first[1], time: first[2]}),
      expect.objectContaining({person, title: second[0], rrule: second[1], time: second[2]}),
    ]);
  });
});

describe('a one-off session is no weekly plan', () => {
  it.each([
    'o Caio joga sábado às 10h contra o Flamengo', // pt-BR
    'O Duarte joga no sábado às 11h com o Benfica.', // pt-PT
    "Noah's got a game on Saturday at 9", // en-US
    'Alfie has a match this Sunday at 10', // en-GB
    'o Duarte entrou no andebol mas ainda não sabe os horários', // pt-PT, no day at all
  ])('%s', text => {
    expect(events(text).filter(e => e.rrule)).toEqual([]);
  });
});

describe('weekdays said each week without "every"', () => {
  it.each([
    ['a Rita tem natação as 3as e 5as', 'FREQ=WEEKLY;BYDAY=TU,TH'], // pt-PT typed without ª
    ['o Rui faz judo ao sábado de manhã', 'FREQ=WEEKLY;BYDAY=SA'], // pt-PT "ao"
    ['o Rui tem judo de segunda ao sábado', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA'], // a run, not Saturday alone
    ['Mia has gymnastics fridays at 5', 'FREQ=WEEKLY;BYDAY=FR'], // en bare plural
  ])('%s', (text, rrule) => {
    expect(events(text)).toMatchObject([{rrule}]);
  });
  it.each(['I hate Mondays, the meeting is at 9 tomorrow', 'o Rui tem judo no sábado às 10h', 'o Rui tem judo sábado às 10h', 'Mia has gymnastics on Friday at 5'])('one day only: %s', text => {
    expect(events(text)).toMatchObject([{rrule: null}]);
  });
});
