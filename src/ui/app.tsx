import {Box, useApp} from 'ink';
import {useCallback, useState} from 'react';
import type {Context} from '../domain/types.js';
import {COMMANDS, type SlashCommand} from './commands/index.js';
import InputBox from './components/input-box.js';
import MessageList from './components/message-list.js';
import StatusLine from './components/status-line.js';
import {uiStrings} from './strings.js';
import StreamingAnswer from './components/streaming-answer.js';
import useChat from './hooks/use-chat.js';
import useColumns from './hooks/use-columns.js';
import useInputHistory from './hooks/use-input-history.js';
import type {ChatServices} from './services/types.js';

export interface AppProps {
  services: ChatServices;
  mode?: Context;
  newConversation?: boolean;
  /** Receives the exit code just before the app unmounts. */
  onExit?(code: number): void;
  commands?: readonly SlashCommand[];
  /** Keys typed before the chat was on the screen (src/ui/typeahead.ts): each line ended by Enter is sent, the rest is the draft. */
  typedAhead?: string;
}

/** The chat: transcript, the answer being written, the prompt, the status line. */
export default function App({services, mode, newConversation, onExit, commands = COMMANDS, typedAhead = ''}: AppProps) {
  const {exit} = useApp();
  const onQuit = useCallback(
    (code: number) => {
      onExit?.(code);
      exit();
    },
    [exit, onExit],
  );
  const [lines, draft] = useState(() => {
    const parts = typedAhead.split('\r');
    return [parts.slice(0, -1), parts.at(-1) ?? ''] as const;
  })[0];
  const chat = useChat({services, mode, newConversation, onQuit, commands, typedAhead: lines});
  const history = useInputHistory(services.recentInputs);
  const {state} = chat;
  const columns = useColumns();
  // While starting, Enter is accepted: the message is sent once the greeting is shown.
  const busy = state.phase === 'streaming' || state.phase === 'command';
  return (
    <Box flexDirection="column" width={columns}>
      <MessageList messages={state.messages} width={columns} />
      {state.streaming !== null ? <StreamingAnswer text={state.streaming} width={columns} thinking={uiStrings(state.language).thinking} /> : null}
      <Box flexDirection="column" marginTop={1} width={columns}>
        <InputBox
          onSubmit={chat.submit}
          onInterrupt={chat.interrupt}
          onEof={chat.eof}
          onActivity={chat.activity}
          history={history}
          busy={busy}
          placeholder={busy ? '' : uiStrings(state.language).placeholder}
          commandNames={commands.map(c => c.name)}
          width={columns}
          initialText={draft}
        />
        <StatusLine
          mode={state.mode}
          engine={state.engine}
          memoriesUsed={state.memoriesUsed}
          phase={state.phase}
          exitArmed={state.exitArmed}
          language={state.language}
          memoryOff={state.memoryOff}
          width={columns}
        />
      </Box>
    </Box>
  );
}
