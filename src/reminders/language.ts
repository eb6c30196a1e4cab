/**
 * The language a reminder speaks. Pure.
 */
import {detectLanguage, parseLanguage} from '../text/language.js';
import type {Language} from './types.js';

/** Forced (the chat's), else that of what the user wrote, else the profile's `language`, else Portuguese. */
export function languageOf(sourceText: string | null, profile: Record<string, string>, forced?: Language): Language {
  if (forced) return forced;
  if (sourceText?.trim()) return detectLanguage(sourceText);
  return parseLanguage(profile.language) ?? 'pt';
}
