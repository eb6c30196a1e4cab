/**
 * What the speaker says about themself: their name ("Meu nome é Paulo", "I'm Laura"), occupation
 * ("trabalho como engenheiro", "I work as a nurse") and preferences ("Prefiro consultas de manhã").
 * These describe the user, so they go to the profile, never to the people list.
 */
import type {UserFacts} from '../domain/types.js';

const NAME = [
  /\b(?:meu nome (?:é|e)|me chamo|eu me chamo|pode me chamar de|my name is|call me|my name's)\s+(\p{L}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/iu,
  /^(?:oi|olá|ola|hi|hello|hey)?[,!.\s]*(?:eu sou (?:o|a)|sou (?:o|a)|i'm|i am)\s+(\p{L}[\p{L}'-]+)(?=\s*(?:[,.!]|$|\s+e\s|\s+and\s))/iu,
];
const OCCUPATION = [
  /\b(?:trabalho como|atuo como|sou formad[oa] em)\s+([\p{L} -]{3,40}?)(?=[,.;!]|\s+(?:e|na|no|em|há|ha)\s|$)/u,
  /\b(?:i work as an?|i'm an? |i am an? )\s*([\p{L} -]{3,40}?)(?=[,.;!]|\s+(?:and|at|in|for)\s|$)/u,
];
const PREFERENCE = [
  /\b(?:eu )?prefiro\s+([^.;!?]{3,80})/u,
  /\bi (?:prefer|like to)\s+([^.;!?]{3,80})/u,
];

/** Occupation words that are not jobs ("I'm a bit tired", "I'm a fan of…"). */
const NOT_JOBS = /^(bit|little|lot|fan|big|huge|mess|wreck|pouco)\b/i;

export function aboutUser(text: string): UserFacts | undefined {
  const facts: UserFacts = {};
  for (const re of NAME) {
    const m = re.exec(text.trim());
    // A name is written capitalised: "eu sou a mãe" or "I'm tired" are not names.
    if (m && /^\p{Lu}/u.test(m[1]!)) {
      const words = m[1]!.trim().split(/\s+/);
      const cut = words.findIndex((w, i) => i > 0 && !/^\p{Lu}/u.test(w));
      facts.name = (cut < 0 ? words : words.slice(0, cut)).join(' ');
      break;
    }
  }
  for (const re of OCCUPATION) {
    const m = re.exec(text.toLowerCase());
    if (m && !NOT_JOBS.test(m[1]!.trim())) {
      facts.occupation = m[1]!.trim();
      break;
    }
  }
  for (const re of PREFERENCE) {
    const m = re.exec(text.toLowerCase());
    if (m) {
      facts.preferences = [m[1]!.trim()];
      break;
    }
  }
  return Object.keys(facts).length ? facts : undefined;
}
