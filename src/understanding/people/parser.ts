/**
 * The people parser: tries each phrase parser at each token, then runs the post-passes.
 */
import {isWord} from '../text.js';
import {USER_PRONOUNS} from './lexicon.js';
import {PostPasses} from './post-passes.js';
import {trailingPredicate} from './predicates.js';
import {readCourtship} from './readers/courtship.js';
import {readIndefinite} from './readers/indefinite.js';
import {readNamed} from './readers/named.js';
import {readNaming} from './readers/naming.js';
import {readCountedKin} from './readers/counted-kin.js';
import {readFamiliar} from './readers/familiar.js';
import {readKinOf} from './readers/kin-of.js';
import {readPet} from './readers/pet.js';
import {readPossessive} from './readers/possessive.js';
import {readThirdPossessive} from './readers/third-possessive.js';

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
        readNaming(this, i) ??
        readIndefinite(this, i) ??
        readPossessive(this, i) ??
        readCountedKin(this, i) ??
        readThirdPossessive(this, i) ??
        readKinOf(this, i) ??
        readFamiliar(this, i) ??
        readPet(this, i) ??
        readCourtship(this, i) ??
        readNamed(this, i);
      if (r && r.person !== null) r.end = Math.max(r.end, trailingPredicate(this, r));
      i = r && r.end > i ? r.end : i + 1;
    }
    this.marriages();
    this.ages();
    this.mergeUnnamed();
    this.inferRelations();
  }
}
