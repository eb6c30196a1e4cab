import {render} from 'ink-testing-library';
import {afterEach, describe, expect, it} from 'vitest';
import MessageList from '../ui/components/message-list.js';
import {settle} from '../ui/testing/settle.js';
import {terminalText} from './terminal.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const ESC = '\u001b';

/** Sequences a hostile calendar title, note or message could carry, and what a terminal must be shown instead. */
const HOSTILE: Array<[what: string, text: string, shown: string]> = [
  ['clears the screen (CSI)', `${ESC}[2J${ESC}[HDentist`, 'Dentist'],
  ['moves the cursor up to overwrite a line', `Swimming${ESC}[1A${ESC}[2KPaid`, 'SwimmingPaid'],
  ['sets the window title (OSC, BEL)', `${ESC}]0;pwned\u0007Ballet`, 'Ballet'],
  ['writes the clipboard (OSC 52, ST)', `${ESC}]52;c;Y3VybCBldmlsLnNo${ESC}\\Judo`, 'Judo'],
  ['a hyperlink to elsewhere (OSC 8)', `${ESC}]8;;https://evil.example${ESC}\\School play${ESC}]8;;${ESC}\\`, 'School play'],
  ['hides text (SGR conceal) and recolours it', `${ESC}[8msecret${ESC}[0m ${ESC}[30;40mblack`, 'secret black'],
  ['a DCS string', `${ESC}Pq#0;2;0;0;0${ESC}\\Choir`, 'Choir'],
  ['8-bit CSI and OSC', '\u009b2JDoctor \u009d0;title\u0007visit', 'Doctor visit'],
  ['a carriage return over the line, a bell, a backspace, DEL', 'Pay rent\rPaid!\u0007\u0008\u007f', 'Pay rentPaid!'],
  ['an escape cut short at the end', `Gym${ESC}[`, 'Gym'],
  ['an OSC never closed', `Piano${ESC}]0;title`, 'Piano'],
];

/** Text that must reach the terminal as it is. */
const PLAIN: Array<[what: string, text: string]> = [
  ['Portuguese and emoji', 'Consulta da Bia às 15h — pediatra 🦷'],
  ['lines and tabs', 'Terça:\n\t• natação\n\t• inglês'],
  ['brackets and semicolons that only look like a sequence', '[2J] ]0; title; [A] 100%'],
];

describe('text from outside reaches the terminal without control sequences', () => {
  it.each(HOSTILE)('%s', (_what, text, shown) => {
    expect(terminalText(text)).toBe(shown);
    expect(terminalText(text, {keepStyle: true})).toBe(shown);
  });

  it.each(PLAIN)('%s stays as written', (_what, text) => {
    expect(terminalText(text)).toBe(text);
  });

  it("keeps Magis's own styling only where asked, and only its own codes", () => {
    const own = `${ESC}[2m(score 0.9)${ESC}[22m ${ESC}[36m  12${ESC}[39m ${ESC}[1mRex${ESC}[22m`;
    expect(terminalText(own, {keepStyle: true})).toBe(own);
    expect(terminalText(own)).toBe('(score 0.9)   12 Rex');
  });

  it('the chat draws a hostile message without its sequences', async () => {
    const r = render(<MessageList messages={[{id: 1, role: 'assistant', text: `Agenda: ${ESC}]0;pwned\u0007${ESC}[2JBallet at 5pm\rX`}]} width={60} />);
    cleanup = r.unmount;
    await settle(r.lastFrame);
    const frame = r.lastFrame() ?? '';
    expect(frame).toContain('Agenda: Ballet at 5pmX');
    for (const bad of ['pwned', '\u0007', '\r', `${ESC}[2J`, `${ESC}]`]) expect(frame).not.toContain(bad);
  });
});
