/** A recurrence said in words now lives in text/ (the calendar's conflict notes say it too); kept here for the callers in plan/. */
export {ruleWords} from '../text/rule-words.js';
