import type {WorldItem} from '../../store/world-items.js';
import type {Pending} from '../pending.js';

/** What a world move did: the sentence that says it, the item it acted on, a question it leaves. */
export interface WorldMove {
  said: string;
  /** The item moved or cancelled: the message's own reading of it is not a new booking. */
  handled: WorldItem | null;
  pending?: Pending;
}
