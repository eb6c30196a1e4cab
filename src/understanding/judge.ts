/**
 * The funnel's third stage, a rule judge: importance 1–10, context (work/personal/family),
 * memory type and a rough sentiment, from what the other modules found.
 */
import {FAMILY_BASES, parseRelationWord, WORK_BASES} from './kinship.js';
import {fold, foldedWords} from '../text/words.js';
import type {Context, ExtractedCheckup, ExtractedPerson, ExtractedTask, MemoryType} from '../domain/types.js';
import {WORK_WORDS, FAMILY_WORDS, PREFERENCE_WORDS, CONTEXT_SWITCH, HEALTH_WORDS, REVIEW_WORDS, POSITIVE, NEGATIVE} from './lexicon.js';

export interface JudgeInput {
  text: string;
  people: ExtractedPerson[];
  checkups: ExtractedCheckup[];
  tasks: ExtractedTask[];
  hasDate: boolean;
  valueKeywords: string[];
}

/** A trip or a stay said to be for work ("for work", "a trabalho", "viagem de trabalho", "a negócios"). */
const WORK_PURPOSE = /\b(for work|on business|for business|business trip|work trip|a trabalho|pelo trabalho|pela empresa|de trabalho|a negocios|a servico)\b/;
/** More than one relative's weight (2): the purpose names what the whole message is about. */
const WORK_PURPOSE_WEIGHT = 3;

/** Importance 1–10 for a kept message. */
export function judgeImportance(input: JudgeInput): number {
  let score = 3;
  const named = input.people.filter(p => p.relation);
  if (input.people.length) score += 1;
  if (named.length) score += 1;
  if (input.checkups.length) score += 2;
  if (input.checkups.some(c => c.status === 'scheduled' || c.status === 'needed')) score += 1;
  if (input.tasks.length) score += 1;
  if (input.hasDate) score += 1;
  if (input.valueKeywords.length) score += 1;
  if (input.people.some(p => p.age !== null)) score += 1;
  if (/\b(importante|important|urgente|urgent|nao esquec|don't forget)/.test(fold(input.text))) score += 2;
  return Math.max(1, Math.min(10, score));
}

/** Work, family or personal. */
export function judgeContext(input: JudgeInput): Context {
  const words = foldedWords(input.text);
  let work = words.filter(w => WORK_WORDS.has(w)).length;
  let family = words.filter(w => FAMILY_WORDS.has(w)).length;
  for (const p of input.people) {
    const r = p.relation ? parseRelationWord(p.relation) : null;
    if (!r) continue;
    if (WORK_BASES.has(r.base)) work += 2;
    if (FAMILY_BASES.has(r.base)) family += 2;
  }
  // "flying to lisbon for work, bro's watching the dog": the stated purpose outweighs a relative helping out.
  if (WORK_PURPOSE.test(' ' + fold(input.text) + ' ')) work += WORK_PURPOSE_WEIGHT;
  if (work > family && work > 0) return 'work';
  if (family > 0) return 'family';
  if (input.checkups.some(c => c.person !== 'user')) return 'family';
  return 'personal';
}

/** The memory type from the contract's list. */
export function judgeType(input: JudgeInput): MemoryType {
  const f = ' ' + fold(input.text) + ' ';
  if (CONTEXT_SWITCH.some(w => f.includes(w))) return 'context_switch';
  if (PREFERENCE_WORDS.some(w => f.includes(w))) return 'preference_learned';
  if (input.tasks.length && input.tasks.every(t => t.status === 'done') && !input.checkups.length) return 'task_completion';
  if (input.checkups.some(c => c.status === 'scheduled')) return 'appointment';
  if (input.checkups.length) return 'health';
  if (foldedWords(input.text).some(w => HEALTH_WORDS.has(w))) return 'health';
  if (/\b(reuniao|meeting|consulta|appointment|compromisso|entrevista|interview)\b/.test(f) && input.hasDate) return 'appointment';
  if (REVIEW_WORDS.some(w => f.includes(w))) return 'experience_review';
  if (input.people.length || /\b(eu sou|sou |moro|trabalho|nasci|i am|i'm|i live|i work|i was born|meu nome|my name)\b/.test(f)) return 'personal_info';
  return 'conversation';
}

/** Rough sentiment in -1..1 from a few polar words. */
export function judgeSentiment(text: string): number {
  const words = foldedWords(text);
  let s = 0;
  for (const w of words) {
    if (POSITIVE.has(w)) s++;
    if (NEGATIVE.has(w)) s--;
  }
  if (!s) return 0;
  return Math.max(-1, Math.min(1, s / 3));
}
