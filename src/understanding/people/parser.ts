/**
 * The people parser: tries each phrase parser at each token, then runs the post-passes.
 */
import {isWord} from '../text.js';
import {USER_PRONOUNS} from './lexicon.js';
import {PostPasses} from './post-passes.js';

export class PeopleParser extends PostPasses {
  /** Parse the whole message. */
  run(): void {
    const T = this.tokens;
    for (let i = 0; i < T.length; ) {
      if (!isWord(T[i]) || this.used.has(i) || this.blocked.has(i)) {
        i++;
        continue;
      }
      if (USER_PRONOUNS.has(T[i]!.fold) && !(T[i]!.fold === 'nos' && T[i]!.lower !== 'nós')) {
        this.mentions.push({person: 'user', start: i, end: i + 1, head: i});
        i++;
        continue;
      }
      if (T[i]!.fold === 'a' && T[i + 1]?.fold === 'gente') {
        this.mentions.push({person: 'user', start: i, end: i + 2, head: i});
        i += 2;
        continue;
      }
      const r =
        this.parseNaming(i) ??
        this.parseIndefinite(i) ??
        this.parsePossessive(i) ??
        this.parseCountedKin(i) ??
        this.parseThirdPossessive(i) ??
        this.parseKinOf(i) ??
        this.parseFamiliar(i) ??
        this.parsePet(i) ??
        this.parseCourtship(i) ??
        this.parseNamed(i);
      if (r && r.person !== null) r.end = Math.max(r.end, this.trailingPredicate(r));
      i = r && r.end > i ? r.end : i + 1;
    }
    this.marriages();
    this.ages();
    this.mergeUnnamed();
    this.inferRelations();
  }
}
