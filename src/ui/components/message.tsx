import {Box, Text} from 'ink';
import type {ReactNode} from 'react';
import type {ChatMessage} from '../state/chat-state.js';
import {MARK, palette} from '../theme.js';
import Greeting from './greeting.js';

/** A gutter mark and wrapped text beside it, so continuation lines stay indented. */
function Row({mark, color, children, dim = false}: {mark: string; color?: string; children: ReactNode; dim?: boolean}) {
  return (
    <Box>
      <Box width={2} flexShrink={0}>
        <Text color={color} bold>
          {mark}
        </Text>
      </Box>
      <Box flexGrow={1}>
        <Text dimColor={dim}>{children}</Text>
      </Box>
    </Box>
  );
}

/** One finished line of the transcript, styled by who said it. */
export default function Message({message}: {message: ChatMessage}) {
  const p = palette();
  switch (message.role) {
    case 'user':
      return (
        <Box marginTop={1}>
          <Row mark={MARK.user} color={p.user}>
            <Text color={p.user}>{message.text}</Text>
          </Row>
        </Box>
      );
    case 'assistant':
      return (
        <Row mark={MARK.assistant} color={p.assistant}>
          {message.text}
          {message.cancelled ? <Text dimColor> {message.cancelled}</Text> : null}
        </Row>
      );
    case 'notice':
      return (
        <Row mark={MARK.notice} color={p.notice}>
          <Text color={p.notice}>{message.text}</Text>
        </Row>
      );
    case 'error':
      return (
        <Row mark={MARK.error} color={p.error}>
          <Text color={p.error}>{message.text}</Text>
        </Row>
      );
    case 'greeting':
      return <Greeting text={message.text} due={message.due ?? []} suggestions={message.suggestions ?? []} hint={message.hint} />;
    default:
      return <Row mark={MARK.info}>{message.text}</Row>;
  }
}
