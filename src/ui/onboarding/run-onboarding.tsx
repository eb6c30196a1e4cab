import {render} from 'ink';
import {userLanguage} from '../../store/user-language.js';
import {userVariety} from '../../store/user-variety.js';
import {finishOnboarding, onboardingDue} from '../../store/onboarding-io.js';
import type {Store} from '../../store/store.js';
import type {OnboardingState} from './machine.js';
import Onboarding from './onboarding.js';

/**
 * Before the chat opens for a brand-new user: the onboarding questions, in their own Ink render
 * (so the chat's prompt never competes for the keys), answers saved to the profile.
 * MAGIS_ONBOARDING=0 turns it off (scripts, tests of the chat itself). `typed`: keys typed before
 * it was drawn; returns what was typed past the last answer, for the chat.
 */
export async function maybeOnboard(store: Store, typed = '', env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.MAGIS_ONBOARDING === '0' || !onboardingDue(store.db)) return typed;
  const language = userLanguage(store.db, env);
  const variety = language === 'pt' ? userVariety(store.db, env) : null;
  let final: OnboardingState | null = null;
  let rest = '';
  const instance = render(
    <Onboarding
      language={language}
      variety={variety}
      typed={typed}
      onFinish={(state, leftover) => {
        final = state;
        rest = leftover;
        instance.unmount();
      }}
    />,
    {exitOnCtrlC: true},
  );
  await instance.waitUntilExit();
  const result = final as OnboardingState | null;
  if (result) finishOnboarding(store.db, result.answers, result.status === 'done' ? 'done' : 'skipped', new Date().toISOString());
  return rest;
}
