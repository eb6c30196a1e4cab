/**
 * Relative and absolute dates and clock times in Portuguese and English, found in tokens and
 * resolved against an injected `now`. Stages: lexicon → matchers (findDates) and times
 * (findTimes) → resolve (resolveSpec, resolveDate), over the shapes in specs.
 */
export type {DateMention, TimeMention} from './dates/specs.js';
export {findDates} from './dates/matchers.js';
export {findTimes} from './dates/times.js';
export {inherentTense, resolveDate, resolveSpec} from './dates/resolve.js';
