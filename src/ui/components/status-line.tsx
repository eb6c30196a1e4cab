import {Box, Text} from 'ink';
import type {Context, Language} from '../../domain/types.js';
import {uiStrings} from '../strings.js';
import type {EngineInfo, Phase} from '../state/chat-state.js';
import {palette} from '../theme.js';

export interface StatusLineProps {
  mode: Context;
  engine: EngineInfo;
  memoriesUsed: number | null;
  phase: Phase;
  exitArmed: boolean;
  language: Language;
}

/** "work · offline · 3 memories used" on the left, the key that matters now on the right. */
export default function StatusLine({mode, engine, memoriesUsed, phase, exitArmed, language}: StatusLineProps) {
  const p = palette();
  const words = uiStrings(language);
  const used = memoriesUsed === null ? null : words.memoriesUsed(memoriesUsed);
  const hint = exitArmed ? words.quitArmed : phase === 'streaming' ? words.cancelHint : words.idleHint;
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
