import {Box, Text} from 'ink';
import {palette} from '../theme.js';
import {Gutter, Wrapped} from './wrapped.js';

export interface GreetingProps {
  text: string;
  due: string[];
  /** Today's agenda lines, under a "Today:" label. */
  agenda?: string[];
  agendaTitle?: string;
  suggestions: string[];
  hint?: string;
  /** Columns available (the terminal's width). */
  width: number;
}

/** "  • " and "  · ": two spaces, the bullet, a space. */
const BULLET_WIDTH = 4;

/** The opening: hello, what is due (and today's agenda), and a few ways to pick up where the user left off. */
export default function Greeting({text, due, agenda = [], agendaTitle = 'Today:', suggestions, hint, width}: GreetingProps) {
  const p = palette();
  return (
    <Box flexDirection="column" width={width}>
      <Wrapped text={text} width={width} color={p.accent} bold />
      {due.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat word for word, and the list is drawn once, never reordered
        <Gutter key={`d${i}`} width={width} markWidth={BULLET_WIDTH} mark={<Text color={p.notice}>{'  •'}</Text>}>
          {w => <Wrapped text={line} width={w} />}
        </Gutter>
      ))}
      {agenda.length ? <Wrapped text={agendaTitle} width={width} bold /> : null}
      {agenda.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat word for word, and the list is drawn once, never reordered
        <Gutter key={`a${i}`} width={width} markWidth={BULLET_WIDTH} mark={<Text color={p.accent}>{'  •'}</Text>}>
          {w => <Wrapped text={line} width={w} />}
        </Gutter>
      ))}
      {suggestions.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat word for word, and the list is drawn once, never reordered
        <Gutter key={`s${i}`} width={width} markWidth={BULLET_WIDTH} mark={<Text dimColor>{'  ·'}</Text>}>
          {w => <Wrapped text={line} width={w} dim />}
        </Gutter>
      ))}
      <Wrapped text={hint ?? 'Type a message, or /help for commands.'} width={width} dim />
    </Box>
  );
}
