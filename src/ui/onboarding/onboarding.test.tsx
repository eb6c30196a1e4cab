import {render} from 'ink-testing-library';
import {describe, expect, it} from 'vitest';
import {QUESTIONS, cleanAnswer, reduce, startOnboarding, type OnboardingState} from './machine.js';
import Onboarding from './onboarding.js';
import {settle} from '../testing/settle.js';

describe('onboarding state machine', () => {
  it('asks each question once, keeps answers, skips empty ones', () => {
    let s = startOnboarding();
    s = reduce(s, {type: 'answer', text: 'meu nome é Rafael'});
    s = reduce(s, {type: 'answer', text: '   '});
    s = reduce(s, {type: 'answer', text: 'engenheiro'});
    expect(s.status).toBe('asking');
    s = reduce(s, {type: 'answer', text: 'segunda de manhã'});
    expect(s).toEqual({status: 'done', step: QUESTIONS.length, answers: {name: 'Rafael', occupation: 'engenheiro', appointment_times: 'segunda de manhã'}});
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

describe('<Onboarding>', () => {
  it('shows one question at a time and finishes on Esc', async () => {
    let final: OnboardingState | null = null;
    const ui = render(<Onboarding language="pt" onFinish={s => (final = s)} />);
    expect(ui.lastFrame()).toMatch(/1\/4 Como você quer que eu te chame\?/);
    ui.stdin.write('Clara');
    await settle(ui.lastFrame);
    ui.stdin.write('\r');
    await settle(ui.lastFrame);
    expect(ui.lastFrame()).toMatch(/2\/4 Em que cidade você mora\?/);
    ui.stdin.write('\u001B');
    await settle(ui.lastFrame);
    expect(final).toMatchObject({status: 'skipped', answers: {name: 'Clara'}});
    ui.unmount();
  });
});
