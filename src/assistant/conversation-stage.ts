/**
 * The conversation around a message, applied before understanding reads it: the answer to the
 * assistant's own question, corrections of the last fact, a name for someone known by kinship,
 * pronouns over the last turns, "já fiz" among open tasks, "sim, me lembra amanhã" after an offer.
 * It returns the text understanding should read, and — when the message was a conversational move
 * that it fully answered — the reply and what to leave open. Each move is a module of stage/; the
 * phrase rules they read are understanding's. All store access goes through store/.
 */
import type {Language} from '../domain/types.js';
import type {Store} from '../store/store.js';
import {stripCorrectionLead} from '../understanding/correction.js';
import {readStances} from '../understanding/stance/read.js';
import {alsoFor} from './stage/also-for.js';
import {readContext, type Stage} from './stage/context.js';
import {conversationText} from './stage/conversation-text.js';
import {answerOffer} from './stage/offer.js';
import {reassign} from './stage/reassign.js';
import {remindLastTask} from './stage/remind-last-task.js';
import {retimeTask} from './stage/retime-task.js';
import {answerWhichTask, askWhichDone} from './stage/which-task.js';
import {answerWhichBooking} from './stage/world.js';

export {knownNamesCased} from './stage/conversation-text.js';
export {askWhichReply, closedTasksReply} from './stage/which-task.js';

/**
 * Reads the message in the light of the conversation so far, applying the first move it recognises.
 * Call inside the turn, after the user's message is stored and before understanding reads it.
 */
export function conversationStage(store: Store, conversationId: number, messageId: number, message: string, lang: Language): Stage {
  const ctx = readContext(store, conversationId, messageId, lang);
  // "não, na verdade…": the corrections read what follows the lead.
  const {rest, corrects} = stripCorrectionLead(message);
  return (
    // Answers to the question the assistant left open come first: "a segunda" is a pick, not a day.
    answerWhichTask(ctx, message) ??
    answerOffer(ctx, message) ??
    answerWhichBooking(ctx, message) ??
    remindLastTask(ctx, message) ??
    askWhichDone(ctx, message) ??
    reassign(ctx, message) ??
    alsoFor(ctx, message) ??
    retimeTask(ctx, rest) ??
    // A message that moves or calls off a booking answers no question the assistant left open.
    conversationText(ctx, rest, corrects, readStances(rest, store.now, lang).length === 0)
  );
}
