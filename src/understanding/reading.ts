/**
 * One reading of a message, made once a turn and used by every later step: what it teaches (the
 * `Extraction` of CONTRACTS.md — people, checkups, events, tasks, pets, the profile, with their days
 * and statuses) and the stance each clause takes toward a thing it names (called off, moved, the
 * new day, a day denied). Interpretation turns it into a plan; nothing re-reads the message.
 */
import type {Extraction, ExtractOptions, Language} from '../domain/types.js';
import {detectLanguage} from '../text/language.js';
import {extract} from './index.js';
import {type ClauseStance, readStances} from './stance/read.js';

export interface Reading {
  /** The text read: the message with its pronouns and the conversation's answers bound. */
  text: string;
  language: Language;
  now: Date;
  extraction: Extraction;
  stances: ClauseStance[];
}

export function readMessage(text: string, options: ExtractOptions & {language?: Language; corrects?: boolean}): Reading {
  const extraction = extract(text, options);
  const language = options.language ?? extraction.language ?? detectLanguage(text);
  return {text, language, now: options.now, extraction, stances: readStances(text, options.now, language, {corrects: options.corrects ?? false})};
}
