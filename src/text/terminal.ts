/**
 * Text from outside — a calendar's titles, an .ics, notes, messages, a model's words — may carry
 * terminal control sequences: an OSC that sets the window title or writes the clipboard, a CSI
 * that clears the screen or moves the cursor to overwrite what Magis printed, a bare carriage
 * return that does the same. Everything Magis prints to a terminal (print.ts, the error line, the
 * chat's text blocks) passes through `terminalText`: every escape sequence and C0/C1 control goes
 * but newline and tab.
 *
 * Magis's own styling survives where it is asked for (`keepStyle`): exactly the SGR codes its
 * helpers write (bold, dim, the two colours and their resets), none of which can hide, move or
 * rewrite text — anything else an outside text brings in the same shape is removed like the rest.
 */

/**
 * ESC and what follows it: CSI (`ESC [` … final byte), OSC/DCS/SOS/PM/APC strings (to BEL or ST,
 * or to the end when never closed), and two-character escapes; the 8-bit CSI and string
 * introducers (U+009B, U+009D…); then any other C0 control but tab and newline, DEL, and C1; and
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * reorder everything after them on the line — a title could show Magis's own words reversed.
 */
const CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this expression's purpose
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|[\]PX^_][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|[ -/]*[0-~]?)|\u009b[0-?]*[ -/]*[@-~]?|[\u009d\u0090\u0098\u009e\u009f][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The SGR codes Magis's own styling writes (chalk's bold, dim, yellow, magenta, cyan and their resets). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: an escape sequence is what it matches
const OWN_STYLE = /^\u001b\[(?:1|2|22|33|35|36|39)m$/;

/** `text` safe to write to a terminal (see the module comment). */
export function terminalText(text: string, opts: {keepStyle?: boolean} = {}): string {
  return text.replace(CONTROL, sequence => (opts.keepStyle && OWN_STYLE.test(sequence) ? sequence : ''));
}
