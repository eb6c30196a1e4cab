/**
 * A chat turn as the user is shown it (`magis ask`, the chat): the turn itself (turn.ts), then its
 * words in the user's Portuguese. What the turn stores stays in the product's one wording — the
 * next turn reads its own last question by those words — and only what leaves for the screen is
 * rewritten: the reply, its questions, its notices, and the offline answer as it streams. A model's
 * streamed words pass as the model wrote them; its whole reply is rewritten at the end.
 */
import {forgetScreenWords} from '../text/screen.js';
import {screenWordsOf, settleVariety} from '../store/user-variety.js';
import type {Store} from '../store/store.js';
import {runTurn} from './turn.js';
import type {TurnEvents, TurnInput, TurnResult} from './types.js';

/** `runTurn`, with what it shows in the user's variety of Portuguese. */
export async function runTurnShown(store: Store, input: TurnInput, events: TurnEvents = {}): Promise<TurnResult> {
  let words: ((text: string) => string) | null = null;
  // Read once, after the message is stored: the words it was written in count towards the variety.
  const shown = (text: string) => {
    if (!words) {
      settleVariety(store.db, store.nowIso());
      forgetScreenWords();
      words = screenWordsOf(store.db, process.env, 'pt');
    }
    return words(text);
  };
  const {onToken, onNotice} = events;
  const result = await runTurn(store, input, {
    ...events,
    onToken: onToken && !store.settings.llm ? text => onToken(shown(text)) : onToken,
    onNotice: onNotice && (line => onNotice(shown(line))),
  });
  if (result.language !== 'pt') return result;
  return {...result, reply: shown(result.reply), questions: result.questions.map(shown)};
}
