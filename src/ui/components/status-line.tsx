import {Box, Text} from 'ink';
import type {Context, Language} from '../../domain/types.js';
import {fitStatus, type StatusPart} from '../layout/status.js';
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
  /** "memória: só esta conversa" when Smart Context is off. */
  memoryOff?: boolean;
  /** Columns available (the terminal's width). */
  width: number;
}

/** Space either side of the line (paddingX). */
const PADDING = 1;

/**
 * "personal · offline · 3 memories used" on the left, the key that matters now on the right.
 * Narrow terminals lose the least useful parts first (the memory count, the engine, the general
 * hint) and keep the warning "press Ctrl+C again" and the mode the longest.
 */
export default function StatusLine({mode, engine, memoriesUsed, phase, exitArmed, language, memoryOff = false, width}: StatusLineProps) {
  const p = palette();
  const words = uiStrings(language);
  const left: StatusPart[] = [
    {text: mode, rank: 8},
    {text: engine.kind === 'llm' ? (engine.model ?? 'LLM') : 'offline', rank: 3},
  ];
  if (memoryOff) left.push({text: words.memoryOffTag, rank: 6});
  if (memoriesUsed !== null && !memoryOff) left.push({text: words.memoriesUsed(memoriesUsed), rank: 1});
  const hint = exitArmed ? words.quitArmed : phase === 'streaming' ? words.cancelHint : words.idleHint;
  // A warning or the way to cancel outranks everything; the idle help is the first thing to go.
  const right: StatusPart[] = [{text: hint, rank: exitArmed || phase === 'streaming' ? 10 : 2}];
  const fitted = fitStatus(left, right, Math.max(1, width - 2 * PADDING));
  const [modeText, ...rest] = fitted.left.split(' · ');
  return (
    <Box justifyContent="space-between" paddingX={PADDING} width={width}>
      <Text>
        {modeText === mode ? (
          <Text color={p.mode[mode]} bold>
            {modeText}
          </Text>
        ) : (
          <Text dimColor>{modeText}</Text>
        )}
        {rest.length ? <Text dimColor>{rest.map(r => ` · ${r}`).join('')}</Text> : null}
      </Text>
      {fitted.right ? (
        <Text color={exitArmed ? p.notice : undefined} dimColor={!exitArmed}>
          {fitted.right}
        </Text>
      ) : null}
    </Box>
  );
}
