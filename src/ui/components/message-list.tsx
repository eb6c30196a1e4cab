import {Box, Static, useStdout} from 'ink';
import {useRef} from 'react';
import type {ChatMessage} from '../state/chat-state.js';
import Message from './message.js';

/** Clears the screen and the scrollback, cursor home (what `clear` does in xterm-like terminals). */
export const CLEAR_TERMINAL = '\u001b[2J\u001b[3J\u001b[H';

/**
 * Finished messages, printed once into the terminal's scrollback by `<Static>`: a long
 * conversation costs nothing to redraw, and the terminal's own scrolling and copying work.
 *
 * Each message sits in a box exactly `width` columns wide: `<Static>` lays its children out
 * absolutely, so without it text is measured against no width and the terminal wraps it again.
 * When the width changes the scrollback holds lines wrapped for the old width (and broken box
 * borders); the screen is cleared and the transcript printed again, as gemini-cli does for its
 * history: a `<Static>` key that changes with the width makes Ink print every item anew.
 */
export default function MessageList({messages, width}: {messages: ChatMessage[]; width: number}) {
  const {stdout} = useStdout();
  const drawnAt = useRef(width);
  if (drawnAt.current !== width) {
    // Before this render reaches the terminal, so the transcript is printed on a clean screen.
    drawnAt.current = width;
    stdout.write(CLEAR_TERMINAL);
  }
  return (
    <Static key={`w${width}`} items={messages}>
      {message => (
        <Box key={message.id} width={width}>
          <Message message={message} width={width} />
        </Box>
      )}
    </Static>
  );
}
