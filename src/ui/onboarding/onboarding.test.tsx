import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {QUESTIONS, cleanAnswer, currentQuestion, keptLine, readAnswers, reduce, startOnboarding, type OnboardingState} from './machine.js';
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

describe('an answer that says more than was asked (free form), four varieties', () => {
  // [question asked, what the user typed, every answer kept]
  const table: Array<[string, string, Record<string, string>]> = [
    // pt-BR
    ['name', 'sou o Caio, moro em Recife, sou desenvolvedor, tenho 29', {name: 'Caio', city: 'Recife', occupation: 'desenvolvedor', age: '29'}],
    ['name', 'Bruna — gerente numa loja — de tarde, depois das 15h', {name: 'Bruna', occupation: 'gerente numa loja', appointment_times: 'de tarde, depois das 15h'}],
    ['name', 'Oi! Me chamo Lúcia e tenho 58 anos', {name: 'Lúcia', age: '58'}],
    ['appointment_times', 'prefiro de manhã, antes das 9h', {appointment_times: 'de manhã, antes das 9h'}],
    // pt-PT
    ['name', 'Chamo-me Inês, vivo no Porto e sou enfermeira', {name: 'Inês', city: 'Porto', occupation: 'enfermeira'}],
    ['name', 'Rui; reformado; 71', {name: 'Rui', occupation: 'reformado', age: '71'}],
    ['name', 'Sou a Maria João, mas todos me chamam de Mi', {name: 'Mi'}],
    // en-US
    ['name', 'Jake - software engineer at a bank - evenings after 6pm', {name: 'Jake', occupation: 'software engineer at a bank', appointment_times: 'evenings after 6pm'}],
    ['name', "Hey, I'm Priya, I live in Austin and I'm 33", {name: 'Priya', city: 'Austin', age: '33'}],
    ['occupation', 'nurse, at the county hospital', {occupation: 'nurse, at the county hospital'}],
    // en-GB
    ['name', "Hiya, I'm Siobhan, 44, Manchester", {name: 'Siobhan', age: '44', city: 'Manchester'}],
    ['name', "Tom. I'm a solicitor. Weekday mornings, never Fridays.", {name: 'Tom', occupation: 'solicitor', appointment_times: 'Weekday mornings, never Fridays'}],
  ];
  it.each(table)('asked %s: %s', (row, text, kept) => expect(readAnswers(row, text)).toEqual(kept));

  // Must not read more than was said.
  const only: Array<[string, string, Record<string, string>]> = [
    ['name', 'Rafael', {name: 'Rafael'}],
    ['city', 'Porto, Portugal', {city: 'Porto, Portugal'}],
    ['city', 'Rio de Janeiro', {city: 'Rio de Janeiro'}],
    ['occupation', "I'm retired", {occupation: 'retired'}],
    ['name', "I'm Tom", {name: 'Tom'}],
    ['age', 'prefiro não dizer', {}],
    ['occupation', 'enfermeira, no hospital da cidade', {occupation: 'enfermeira, no hospital da cidade'}],
    ['appointment_times', 'qualquer dia, menos quarta', {appointment_times: 'qualquer dia, menos quarta'}],
    ['name', 'Domingos', {name: 'Domingos'}],
    ['occupation', 'só de manhã', {appointment_times: 'só de manhã'}],
  ];
  it.each(only)('asked %s: %s keeps only that', (row, text, kept) => expect(readAnswers(row, text)).toEqual(kept));

  it('the questions already answered are not asked again, and what was kept is said back', () => {
    const s = reduce(startOnboarding(), {type: 'answer', text: 'sou a Rita, moro em Braga, sou enfermeira, tenho 41'});
    expect(s).toMatchObject({status: 'asking', step: QUESTIONS.findIndex(q => q.row === 'appointment_times')});
    expect(keptLine(s.answers, 'pt')).toBe('Anotado — nome: Rita · cidade: Braga · trabalho: enfermeira · idade: 41');
    const done = reduce(s, {type: 'answer', text: 'dias de semana de manhã'});
    expect(done).toEqual({status: 'done', step: QUESTIONS.length, answers: {name: 'Rita', city: 'Braga', occupation: 'enfermeira', age: '41', appointment_times: 'dias de semana de manhã'}});
    const en = reduce(startOnboarding(), {type: 'answer', text: 'Dana — project manager at a software company — weekday mornings before 10 or after 4pm'});
    expect(en).toMatchObject({status: 'asking', answers: {name: 'Dana', occupation: 'project manager at a software company', appointment_times: 'weekday mornings before 10 or after 4pm'}});
    expect(currentQuestion(en, 'en')?.text).toBe('Which city do you live in?');
    // Portugal's user is asked in Portugal's words, Brazil's in Brazil's.
    const pt = reduce(startOnboarding(), {type: 'answer', text: 'Chamo-me Rui'});
    expect(currentQuestion(pt, 'pt', 'pt-PT')?.text).toBe('Em que cidade vive?');
    expect(currentQuestion(pt, 'pt', 'pt-BR')?.text).toBe('Em que cidade você mora?');
    for (const q of QUESTIONS) expect(q.ptPT, q.row).not.toMatch(/\b(?:você|te|pula)\b/u);
    expect(reduce(en, {type: 'answer', text: 'Austin'})).toMatchObject({status: 'asking', answers: {city: 'Austin'}});
  });
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

  it('reads keys typed before it was drawn, and hands lines past the last answer to the chat', async () => {
    let final: OnboardingState | null = null;
    let rest = '';
    const ui = render(
      <Onboarding
        language="pt"
        typed={'sou a Rita, moro em Braga\renfermeira\r41\rde manhã\rmeu pai tem fisio amanhã\rquem'}
        onFinish={(s, leftover) => {
          final = s;
          rest = leftover;
        }}
      />,
    );
    await settle(ui.lastFrame);
    expect(final).toMatchObject({status: 'done', answers: {name: 'Rita', city: 'Braga', occupation: 'enfermeira', age: '41', appointment_times: 'de manhã'}});
    expect(rest).toBe('meu pai tem fisio amanhã\rquem');
    ui.unmount();
  });

  it('an Esc typed before it was drawn skips the questions, keeping what was answered before it', async () => {
    let final: OnboardingState | null = null;
    let rest = '';
    const ui = render(
      <Onboarding
        language="en"
        typed={'Dana\r\u001Bmy dad has physio tomorrow at 8am\r'}
        onFinish={(s, leftover) => {
          final = s;
          rest = leftover;
        }}
      />,
    );
    await settle(ui.lastFrame);
    expect(final).toMatchObject({status: 'skipped', answers: {name: 'Dana'}});
    expect(rest).toBe('my dad has physio tomorrow at 8am\r');
    ui.unmount();
  });

  it('says back what one long answer gave and asks only what is left', async () => {
    const ui = render(<Onboarding language="en" onFinish={() => {}} />);
    ui.stdin.write('Dana — project manager at a software company — weekday mornings before 10 or after 4pm\r');
    await settle(ui.lastFrame);
    // The line wraps at the test terminal's width.
    expect(ui.lastFrame()?.replace(/\s*\n\s*/g, ' ')).toContain('Noted — name: Dana · work: project manager at a software company · times: weekday mornings before 10 or after 4pm');
    expect(ui.lastFrame()).toMatch(/2\/5 Which city do you live in\?/);
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
