import {Box, Text} from 'ink';
import type {Context} from '../../understanding/types.js';
import type {EngineInfo, Phase} from '../state/chat-state.js';
import {palette} from '../theme.js';

export interface StatusLineProps {
  mode: Context;
  engine: EngineInfo;
  memoriesUsed: number | null;
  phase: Phase;
  exitArmed: boolean;
}

/** "work · offline · 3 memories used" on the left, the key that matters now on the right. */
export default function StatusLine({mode, engine, memoriesUsed, phase, exitArmed}: StatusLineProps) {
  const p = palette();
  const used = memoriesUsed === null ? null : `${memoriesUsed} ${memoriesUsed === 1 ? 'memory' : 'memories'} used`;
  const hint = exitArmed ? 'Press Ctrl+C again to quit' : phase === 'streaming' ? 'Ctrl+C cancels' : '/help · Ctrl+D quits';
  return (
    <Box justifyContent="space-between" paddingX={1}>
      <Text>
        <Text color={p.mode[mode]} bold>
          {mode}
        </Text>
        <Text dimColor> · {engine.kind === 'llm' ? (engine.model ?? 'LLM') : 'offline'}</Text>
        {used ? <Text dimColor> · {used}</Text> : null}
      </Text>
      <Text color={exitArmed ? p.notice : undefined} dimColor={!exitArmed}>
        {hint}
      </Text>
    </Box>
  );
}
