/**
 * A booking Magis holds, cancelled or moved — "cancelaram a reunião de amanhã", "passaram o
 * dentista da bia pra terça" — and the answer to the "Qual foi cancelado? 1) … 2) …" such a move
 * may ask. The moves themselves are the world's (src/assistant/world/); this applies them to a turn.
 */
import {cancelMove} from '../world/cancel.js';
import {moveMove} from '../world/move.js';
import {retimeMove} from '../world/retime.js';
import {answerWhichItem} from '../world/which-item.js';
import {answered, type Ctx, openQuestion, othersOpen, type Stage} from './context.js';
import {conversationText} from './conversation-text.js';

/** "a segunda", "o do davi" after "Qual foi cancelado?": the move applied to the booking picked. */
export function answerWhichBooking(ctx: Ctx, message: string): Stage | null {
  const which = openQuestion(ctx, 'which-item');
  if (!which) return null;
  const said = answerWhichItem(ctx.store.db, which, message, ctx.store.now, ctx.lang);
  return said ? {...answered(message, said), pending: othersOpen(ctx, which)} : null;
}

/**
 * The move said first in the reply; the rest of the message is still read — though it answers no
 * question left open. A move that must ask which booking asks, and the turn is that question.
 */
export function worldMove(ctx: Ctx, message: string): Stage | null {
  const {store, lang} = ctx;
  const world = cancelMove(store.db, message, store.now, lang) ?? moveMove(store.db, message, store.now, lang) ?? retimeMove(store.db, message, store.now, lang);
  if (!world) return null;
  if (world.pending) return {...answered(message, world.said), pending: [world.pending]};
  return {...conversationText(ctx, message, false, false), world};
}
