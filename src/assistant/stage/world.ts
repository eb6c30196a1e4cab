/**
 * A booking Magis holds, cancelled or moved — "cancelaram a reunião de amanhã", "passaram o
 * dentista da bia pra terça" — and the answer to the "Qual foi cancelado? 1) … 2) …" such a move
 * may ask. The moves themselves are the world's (src/assistant/world/); this applies them to a turn.
 */
import {answerWhichItem} from '../world/which-item.js';
import {answered, type Ctx, openQuestion, othersOpen, type Stage} from './context.js';

/** "a segunda", "o do davi" after "Qual foi cancelado?": the move applied to the booking picked. */
export function answerWhichBooking(ctx: Ctx, message: string): Stage | null {
  const which = openQuestion(ctx, 'which-item');
  if (!which) return null;
  const picked = answerWhichItem(ctx.store.db, which, message, ctx.store.now, ctx.lang);
  return picked ? {...answered(message, picked.said, [], [picked.step]), pending: othersOpen(ctx, which)} : null;
}
