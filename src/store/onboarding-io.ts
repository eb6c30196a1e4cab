/** What the first-run onboarding reads and writes: whether it is due, and the answers into the profile. */
import {getMeta, setMeta, type DB} from './db.js';
import {setProfileValue} from './profile.js';

const DONE = 'onboarding';

/** Due only for a new user: never asked before, no profile, nothing said yet. */
export function onboardingDue(db: DB): boolean {
  if (getMeta(db, DONE)) return false;
  const profile = db.prepare('SELECT count(*) FROM profile').pluck().get() as number;
  const said = db.prepare("SELECT count(*) FROM messages WHERE role = 'user'").pluck().get() as number;
  return profile === 0 && said === 0;
}

/** Stores the answers and remembers that the onboarding ran (answered or skipped), so it never asks again. */
export function finishOnboarding(db: DB, answers: Record<string, string>, outcome: 'done' | 'skipped', at: string): void {
  db.transaction(() => {
    for (const [row, value] of Object.entries(answers)) setProfileValue(db, row, value, at);
    setMeta(db, DONE, `${outcome} ${at}`);
  }).immediate();
}
