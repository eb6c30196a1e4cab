import {Box, Text} from 'ink';
import {MARK, palette} from '../theme.js';

/** The answer while it arrives, redrawn on each token until it moves into the transcript. */
export default function StreamingAnswer({text}: {text: string}) {
  const p = palette();
  return (
    <Box>
      <Box width={2} flexShrink={0}>
        <Text color={p.assistant} bold>
          {MARK.assistant}
        </Text>
      </Box>
      <Box flexGrow={1}>
        {text ? (
          <Text>
            {text}
            <Text dimColor>▍</Text>
          </Text>
        ) : (
          <Text dimColor>thinking…</Text>
        )}
      </Box>
    </Box>
  );
}
