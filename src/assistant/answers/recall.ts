/** "o que decidimos sobre o carro?": a decision or fact, from the best memory — one, not a list. */
import type {SearchHit} from '../../retrieval/search.js';
import {fold} from '../../text/words.js';

/** Words that state a decision, PT and EN ("decidimos", "combinamos", "we decided", "agreed"). */
const DECIDED = /\b(decid\w*|combin\w*|resolv\w*|vamos|ficou (?:decidido|combinado)|agreed|settled|going to|will)\b/;
import {formatDay, relativeDay, say} from '../phrasing.js';
import {answer, type Answer, type AnswerContext} from './types.js';
import {ASKS_DECISION} from '../../understanding/replies.js';

/** A decision close to the best hit beats a better-scored plain mention: the question asks for the decision. */
const DECISION_SHARE = 0.8;

/** The one memory that answers a decision/fact question: a decision among the close best hits, else the best. */
export function bestMemory(hits: SearchHit[], decision: boolean): SearchHit | null {
  const top = hits[0];
  if (!top) return null;
  if (!decision) return top;
  return hits.find(h => DECIDED.test(fold(h.content)) && h.score >= DECISION_SHARE * top.score) ?? top;
}

export function answerRecall(ctx: AnswerContext, topic: string): Answer {
  const {lang} = ctx;
  const decision = ASKS_DECISION.test(topic);
  const best = bestMemory(ctx.search(ctx.message), decision);
  if (!best) {
    return answer(say(lang, 'Não tenho nada guardado sobre isso — se você me contar, eu lembro.', "I have nothing stored about that — tell me and I'll remember."));
  }
  const text = best.content.length > 200 ? `${best.content.slice(0, 197)}…` : best.content;
  const when = `${formatDay(best.occurredAt, lang)} (${relativeDay(best.occurredAt, ctx.now, lang)})`;
  return answer(say(lang, `Em ${when} você me disse: “${text}”`, `On ${when} you told me: “${text}”`));
}
