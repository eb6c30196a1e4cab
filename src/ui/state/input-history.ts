/**
 * Shell-like input history as plain data: Up walks back through what was sent, Down walks
 * forward and finally returns the draft the user was typing before browsing.
 */
export interface InputHistory {
  /** Oldest first. */
  entries: string[];
  /** Position while browsing; null = editing the draft. */
  index: number | null;
  /** What was in the input when browsing started. */
  draft: string;
}

/** Keeps the history bounded so a long session does not grow without end. */
export const HISTORY_LIMIT = 200;

export function emptyHistory(entries: string[] = []): InputHistory {
  return {entries: entries.slice(-HISTORY_LIMIT), index: null, draft: ''};
}

/** Records a sent line and stops browsing. Blank lines and an immediate repeat are not kept. */
export function pushHistory(h: InputHistory, entry: string): InputHistory {
  const text = entry.trimEnd();
  const last = h.entries[h.entries.length - 1];
  const entries = !text.trim() || text === last ? h.entries : [...h.entries, text].slice(-HISTORY_LIMIT);
  return {entries, index: null, draft: ''};
}

/** One step back; returns the text to show, or null when there is nothing older. */
export function historyUp(h: InputHistory, current: string): {history: InputHistory; text: string} | null {
  if (h.entries.length === 0) return null;
  if (h.index === null) {
    const index = h.entries.length - 1;
    return {history: {...h, index, draft: current}, text: h.entries[index]!};
  }
  if (h.index === 0) return null;
  const index = h.index - 1;
  return {history: {...h, index}, text: h.entries[index]!};
}

/** One step forward; past the newest entry the draft comes back. Null when not browsing. */
export function historyDown(h: InputHistory): {history: InputHistory; text: string} | null {
  if (h.index === null) return null;
  if (h.index >= h.entries.length - 1) return {history: {...h, index: null, draft: ''}, text: h.draft};
  const index = h.index + 1;
  return {history: {...h, index}, text: h.entries[index]!};
}

/** Typing after browsing makes the shown entry the new draft (the entry itself is not changed). */
export function stopBrowsing(h: InputHistory): InputHistory {
  return h.index === null ? h : {...h, index: null, draft: ''};
}
