import {Box, Text} from 'ink';
import {palette} from '../theme.js';

export interface GreetingProps {
  text: string;
  due: string[];
  suggestions: string[];
  hint?: string;
}

/** The opening: hello, what is due, and a few ways to pick up where the user left off. */
export default function Greeting({text, due, suggestions, hint}: GreetingProps) {
  const p = palette();
  return (
    <Box flexDirection="column">
      <Text bold color={p.accent}>
        {text}
      </Text>
      {due.map((line, i) => (
        <Box key={`d${i}`}>
          <Box width={4} flexShrink={0}>
            <Text color={p.notice}>{'  •'}</Text>
          </Box>
          <Text>{line}</Text>
        </Box>
      ))}
      {suggestions.map((line, i) => (
        <Box key={`s${i}`}>
          <Box width={4} flexShrink={0}>
            <Text dimColor>{'  ·'}</Text>
          </Box>
          <Text dimColor>{line}</Text>
        </Box>
      ))}
      <Text dimColor>{hint ?? 'Type a message, or /help for commands.'}</Text>
    </Box>
  );
}
