import type {Message} from '../store/conversations.js';

/** Splits text into sentences, keeping each short enough for a summary line. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map(s => s.trim())
    .filter(s => s.length > 0);
}

/** A summary line is one message, clipped to about two lines of a terminal (2 × 80 columns). */
const LINE_CHARS = 160;
/** The running summary keeps the five newest sentences: it goes into every prompt, so it stays short (≈100 tokens). */
const SUMMARY_SENTENCES = 5;

const clip = (s: string, n = LINE_CHARS) => (s.length > n ? s.slice(0, n - 1).trimEnd() + '…' : s);

/**
 * The offline running summary: the previous summary's sentences plus the new user messages worth
 * keeping, at most five sentences, newest facts last. Incremental by design: it only reads the
 * previous summary and the messages since, never the whole history.
 */
export function updateSummaryOffline(previous: string | null, newMessages: Message[], keep: (m: Message) => boolean): string {
  const old = previous ? sentences(previous) : [];
  const fresh = newMessages
    .filter(m => m.role === 'user' && keep(m))
    .map(m => {
      const s = clip(m.content.replace(/\s+/g, ' ').trim());
      return /[.!?…]$/.test(s) ? s : s + '.';
    });
  const all = [...old, ...fresh];
  const unique = all.filter((s, i) => all.indexOf(s) === i);
  return unique.slice(-SUMMARY_SENTENCES).join(' ');
}
