/**
 * The chat's first frame, drawn with plain writes before Ink and React are loaded (issue 41.7:
 * loading them took most of the 5–6 s a loaded machine needed before anything showed). For a new
 * user it is the onboarding's first question, in the locale's language — the language the
 * onboarding asks in for a home with nothing said yet; for anyone else, the empty prompt box. What
 * is typed meanwhile shows in it as typed (the keys are held: src/ui/typeahead.ts). When the real
 * UI is ready the frame is erased row by row and the UI draws in its place, the typed text in it.
 */
import stringWidth from 'string-width';
import type {Language} from '../domain/types.js';
import {localeVariety, type PtVariety} from '../text/language.js';
import {inWords, ONBOARDING_HELLO, QUESTIONS} from './onboarding/machine.js';
import {MARK} from './theme.js';

export interface FirstFrame {
  /** Redraws it with what has been typed so far (lines ended by "\r"). */
  typed(text: string): void;
  /** Wipes it; the cursor is left where it began. */
  erase(): void;
}

interface Screen {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const ESC = '\u001B[';
const style = (code: string, text: string, color: boolean) => (color ? `${ESC}${code}m${text}${ESC}0m` : text);
/** A text cut to `max` columns (the frame never wraps, so its rows are known). */
const cutTo = (text: string, max: number) => {
  let out = '';
  for (const ch of text) {
    if (stringWidth(out + ch) > max) break;
    out += ch;
  }
  return out;
};

/** The rows of the frame for `typed` so far. Pure, for the tests. */
export function frameRows(kind: 'onboarding' | 'chat', lang: Language, columns: number, typed: string, color = true, variety: PtVariety | null = null): string[] {
  const lines = typed.split('\r');
  const current = lines.at(-1) ?? '';
  if (kind === 'onboarding') {
    // The answers given so far are shown under the question, each on its row.
    const given = lines.slice(0, -1).map(l => cutTo(`${style('2', '✓', color)} ${l}`, columns));
    return [
      style('1;36', cutTo(inWords(ONBOARDING_HELLO, lang, variety), columns), color),
      `${style('2', `1/${QUESTIONS.length}`, color)} ${cutTo(inWords(QUESTIONS[0]!, lang, variety), columns - 4)}`,
      ...given,
      `${style('36', MARK.user, color)} ${cutTo(current, columns - 3)}${style('7', ' ', color)}`,
    ];
  }
  // The chat: messages already sent above (as the transcript will show them), the blank row above
  // the box and the box itself, as Ink draws them.
  const sent = lines.slice(0, -1).map(l => cutTo(`${style('1;36', MARK.user, color)} ${l}`, columns));
  const inner = Math.max(1, columns - 4);
  const body = cutTo(`${MARK.user} ${current}`, inner - 1);
  const pad = ' '.repeat(Math.max(0, inner - stringWidth(body) - 1));
  return [
    ...sent,
    '',
    style('90', `╭${'─'.repeat(columns - 2)}╮`, color),
    `${style('90', '│', color)} ${body}${style('7', ' ', color)}${pad} ${style('90', '│', color)}`,
    style('90', `╰${'─'.repeat(columns - 2)}╯`, color),
  ];
}

/** Draws the first frame now; a no-op off a terminal. */
export function drawFirstFrame(kind: 'onboarding' | 'chat', lang: Language, stdout: Screen = process.stdout, env: NodeJS.ProcessEnv = process.env): FirstFrame {
  if (!stdout.isTTY) return {typed: () => undefined, erase: () => undefined};
  const columns = Math.max(20, stdout.columns ?? 80);
  const color = !env.NO_COLOR;
  // A new home's variety is its locale's, as the onboarding's (store/user-variety.ts).
  const variety = lang === 'pt' ? localeVariety(env) : null;
  let drawn = 0;
  const clear = () => {
    if (!drawn) return;
    // Back to the frame's first row, each row erased going down, back to the first (never "clear
    // below": tmux keeps that in its scrollback; never below the last row: the screen would scroll).
    stdout.write(`${drawn > 1 ? `${ESC}${drawn - 1}A` : ''}\r${ESC}2K${`${ESC}1B${ESC}2K`.repeat(drawn - 1)}${drawn > 1 ? `${ESC}${drawn - 1}A` : ''}`);
    drawn = 0;
  };
  const draw = (typed: string) => {
    clear();
    const rows = frameRows(kind, lang, columns, typed, color, variety);
    stdout.write(`${ESC}?25l${rows.join('\r\n')}`);
    drawn = rows.length;
  };
  draw('');
  return {
    typed: draw,
    erase: () => {
      clear();
      stdout.write(`${ESC}?25h`);
    },
  };
}
