import chalk from 'chalk';
import {Box, Text} from 'ink';
import type {ChatMessage} from '../state/chat-state.js';
import {MARK, palette} from '../theme.js';
import Greeting from './greeting.js';
import {Gutter, Wrapped} from './wrapped.js';

/** Columns of the gutter holding "› ", "✦ ", "! " (each mark is one column, plus a space). */
const GUTTER = 2;

/** A gutter mark and wrapped text beside it, so continuation lines stay indented. */
function Row({mark, color, text, width, dim = false}: {mark: string; color?: string; text: string; width: number; dim?: boolean}) {
  return (
    <Gutter
      width={width}
      markWidth={GUTTER}
      mark={
        <Text color={color} bold>
          {mark}
        </Text>
      }
    >
      {w => <Wrapped text={text} width={w} color={color === undefined || dim ? undefined : color} dim={dim} />}
    </Gutter>
  );
}

/** One finished line of the transcript, styled by who said it, drawn within `width` columns. */
export default function Message({message, width}: {message: ChatMessage; width: number}) {
  const p = palette();
  switch (message.role) {
    case 'user':
      return (
        <Box marginTop={1}>
          <Row mark={MARK.user} color={p.user} text={message.text} width={width} />
        </Box>
      );
    case 'assistant': {
      // The "(cancelled)" tag is wrapped with the text, dimmed with an ANSI code wrap-ansi keeps.
      const text = message.cancelled ? `${message.text} ${chalk.dim(message.cancelled)}` : message.text;
      return (
        <Gutter
          width={width}
          markWidth={GUTTER}
          mark={
            <Text color={p.assistant} bold>
              {MARK.assistant}
            </Text>
          }
        >
          {w => <Wrapped text={text} width={w} />}
        </Gutter>
      );
    }
    case 'notice':
      return <Row mark={MARK.notice} color={p.notice} text={message.text} width={width} />;
    case 'error':
      return <Row mark={MARK.error} color={p.error} text={message.text} width={width} />;
    case 'greeting':
      return (
        <Greeting
          text={message.text}
          due={message.due ?? []}
          agenda={message.agenda ?? []}
          agendaTitle={message.agendaTitle}
          suggestions={message.suggestions ?? []}
          hint={message.hint}
          width={width}
        />
      );
    default:
      return <Row mark={MARK.info} text={message.text} width={width} />;
  }
}
