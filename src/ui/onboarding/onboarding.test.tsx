import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {QUESTIONS, cleanAnswer, reduce, startOnboarding, type OnboardingState} from './machine.js';
import Onboarding from './onboarding.js';
import {typedLines} from './typed.js';
import {settle} from '../testing/settle.js';

describe('onboarding state machine', () => {
  it('asks each question once, keeps answers, skips empty ones', () => {
    let s = startOnboarding();
    s = reduce(s, {type: 'answer', text: 'meu nome é Rafael'});
    s = reduce(s, {type: 'answer', text: '   '});
    s = reduce(s, {type: 'answer', text: 'engenheiro'});
    s = reduce(s, {type: 'answer', text: 'tenho 38 anos'});
    expect(s.status).toBe('asking');
    s = reduce(s, {type: 'answer', text: 'segunda de manhã'});
    expect(s).toEqual({status: 'done', step: QUESTIONS.length, answers: {name: 'Rafael', occupation: 'engenheiro', age: '38', appointment_times: 'segunda de manhã'}});
    expect(reduce(s, {type: 'answer', text: 'more'})).toBe(s);
  });

  it('skips the rest with one key, keeping what was answered', () => {
    const s = reduce(reduce(startOnboarding(), {type: 'answer', text: "I'm Ann"}), {type: 'skip-all'});
    expect(s).toMatchObject({status: 'skipped', answers: {name: 'Ann'}});
  });

  it('takes the answer out of the sentence around it', () => {
    expect(cleanAnswer('city', 'moro em Curitiba.')).toBe('Curitiba');
    expect(cleanAnswer('city', 'I live in Leeds')).toBe('Leeds');
    expect(cleanAnswer('name', 'call me Jo')).toBe('Jo');
  });
});

describe('answers said in a sentence, both languages', () => {
  // [question row, what the user typed, what the profile keeps]
  const table: Array<[string, string, string]> = [
    ['name', 'Dana', 'Dana'],
    ['name', "I'm Dana", 'Dana'],
    ['name', 'my name is Dana', 'Dana'],
    ['name', 'pode me chamar de Zé', 'Zé'],
    ['name', 'sou a Marta', 'Marta'],
    ['occupation', 'project manager at a software company', 'project manager at a software company'],
    ['occupation', "I'm a nurse", 'nurse'],
    ['occupation', 'I work as an architect', 'architect'],
    ['occupation', 'sou enfermeira', 'enfermeira'],
    ['occupation', 'trabalho como professora numa escola', 'professora numa escola'],
    ['occupation', 'eu sou um engenheiro', 'engenheiro'],
    ['age', '41', '41'],
    ['age', "I'm 41", '41'],
    ['age', '41 years old', '41'],
    ['age', 'tenho 63 anos', '63'],
    ['age', 'prefiro não dizer', ''],
    ['appointment_times', 'weekday mornings before 10 or after 4pm', 'weekday mornings before 10 or after 4pm'],
    ['appointment_times', 'prefiro terça à tarde', 'terça à tarde'],
    ['city', 'moro em Porto Alegre', 'Porto Alegre'],
  ];
  it.each(table)('%s: %s → %s', (row, text, kept) => expect(cleanAnswer(row, text)).toBe(kept));
});

describe('keys typed ahead of the screen', () => {
  it('a burst with line breaks answers one question per line', () => {
    expect(typedLines('', 'Dana\rLisbon\rproj')).toEqual({answers: ['Dana', 'Lisbon'], rest: 'proj'});
    expect(typedLines('Da', 'na\r')).toEqual({answers: ['Dana'], rest: ''});
    expect(typedLines('', 'Ana')).toEqual({answers: [], rest: 'Ana'});
  });
});

describe('<Onboarding>', () => {
  it('keeps every answer when they are typed faster than it redraws', async () => {
    let final: OnboardingState | null = null;
    const ui = render(<Onboarding language="en" onFinish={s => (final = s)} />);
    ui.stdin.write('Dana\rLisbon\rproject manager at a software company\r41\rweekday mornings before 10 or after 4pm\r');
    await settle(ui.lastFrame);
    expect(final).toMatchObject({
      status: 'done',
      answers: {name: 'Dana', city: 'Lisbon', occupation: 'project manager at a software company', age: '41', appointment_times: 'weekday mornings before 10 or after 4pm'},
    });
    ui.unmount();
  });

  it('shows one question at a time and finishes on Esc', async () => {
    let final: OnboardingState | null = null;
    const ui = render(<Onboarding language="pt" onFinish={s => (final = s)} />);
    expect(ui.lastFrame()).toMatch(/1\/5 Como você quer que eu te chame\?/);
    ui.stdin.write('Clara');
    await settle(ui.lastFrame);
    ui.stdin.write('\r');
    await settle(ui.lastFrame);
    expect(ui.lastFrame()).toMatch(/2\/5 Em que cidade você mora\?/);
    ui.stdin.write('\u001B');
    await settle(ui.lastFrame);
    expect(final).toMatchObject({status: 'skipped', answers: {name: 'Clara'}});
    ui.unmount();
  });
});
