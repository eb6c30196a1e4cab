import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import {terminalText} from '../../text/terminal.js';
import {wrapText} from '../layout/wrap.js';

/**
 * A text block already wrapped to `width` columns (see layout/wrap.ts), in a box of exactly that
 * width, so neither Ink nor the terminal wraps it again. Every text the chat draws comes through
 * here: what it quotes from outside (a title, a message, a model's words) is drawn without its
 * control sequences (text/terminal.ts).
 */
export function Wrapped({text, width, color, dim = false, bold = false}: {text: string; width: number; color?: string; dim?: boolean; bold?: boolean}) {
  return (
    <Box width={Math.max(1, width)} flexShrink={0}>
      <Text color={color} dimColor={dim} bold={bold}>
        {wrapText(terminalText(text, {keepStyle: true}), Math.max(1, width)).join('\n')}
      </Text>
    </Box>
  );
}

/** A fixed-width gutter (a mark, a bullet) and wrapped text beside it, continuation lines indented. */
export function Gutter({mark, markWidth, width, children}: {mark: ReactNode; markWidth: number; width: number; children: (textWidth: number) => ReactNode}) {
  return (
    <Box width={Math.max(1, width)} flexShrink={0}>
      <Box width={markWidth} flexShrink={0}>
        {mark}
      </Box>
      {children(Math.max(1, width - markWidth))}
    </Box>
  );
}
