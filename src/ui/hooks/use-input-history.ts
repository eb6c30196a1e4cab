import {useMemo, useRef} from 'react';
import {emptyHistory, historyDown, historyUp, pushHistory, stopBrowsing, type InputHistory} from '../state/input-history.js';

/** Up/Down history for the input box. */
export interface InputHistoryApi {
  /** Records a sent line. */
  push(text: string): void;
  /** Older entry to show, or null at the oldest. `draft` is kept to come back to. */
  up(draft: string): string | null;
  /** Newer entry (finally the draft), or null when not browsing. */
  down(): string | null;
  /** The user edited the shown entry: it becomes the draft. */
  edit(): void;
}

/**
 * Wraps the pure history (state/input-history.ts) in a ref: moving through history changes the
 * input's text, which the input box renders, so the history itself needs no re-render.
 * `initial` (earlier sessions' lines, oldest first) is read once, on the first render.
 */
export default function useInputHistory(initial: string[] | (() => string[]) = []): InputHistoryApi {
  const ref = useRef<InputHistory | null>(null);
  ref.current ??= emptyHistory(typeof initial === 'function' ? initial() : initial);
  return useMemo(() => {
    const get = () => ref.current!;
    const step = (r: {history: InputHistory; text: string} | null) => {
      if (!r) return null;
      ref.current = r.history;
      return r.text;
    };
    return {
      push: text => void (ref.current = pushHistory(get(), text)),
      up: draft => step(historyUp(get(), draft)),
      down: () => step(historyDown(get())),
      edit: () => void (ref.current = stopBrowsing(get())),
    };
  }, []);
}
