import {Box, Text, useInput} from 'ink';
import {useEffect, useRef, useState} from 'react';
import type {Language} from '../../domain/types.js';
import {palette} from '../theme.js';
import {currentQuestion, reduce, startOnboarding, type OnboardingState} from './machine.js';
import {typedLines} from './typed.js';

export interface OnboardingProps {
  language: Language;
  /** Called once with the final state (done or skipped). */
  onFinish(state: OnboardingState): void;
}

/**
 * The first-run questions, one at a time; Enter answers (empty skips it), Esc skips them all.
 * Keys typed faster than the screen redraws arrive as one chunk ("Dana\rLisbon\r"): each line in
 * it answers its own question, so nothing typed ahead is glued to the previous answer or lost.
 */
export default function Onboarding({language, onFinish}: OnboardingProps) {
  const [state, setState] = useState<OnboardingState>(startOnboarding);
  const [text, setTextState] = useState('');
  // The handler reads the latest text, not the one of the last render.
  const draft = useRef('');
  const setText = (next: string) => {
    draft.current = next;
    setTextState(next);
  };
  useInput((input, key) => {
    if (key.escape) return setState(s => reduce(s, {type: 'skip-all'}));
    if (key.return) {
      const answer = draft.current;
      setText('');
      return setState(s => reduce(s, {type: 'answer', text: answer}));
    }
    if (key.backspace || key.delete) return setText([...draft.current].slice(0, -1).join(''));
    if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return;
    const {answers, rest} = typedLines(draft.current, input);
    for (const answer of answers) setState(s => reduce(s, {type: 'answer', text: answer}));
    setText(rest);
  });
  useEffect(() => {
    if (state.status !== 'asking') onFinish(state);
  }, [state, onFinish]);
  const q = currentQuestion(state, language);
  if (!q) return null;
  const p = palette();
  return (
    <Box flexDirection="column">
      {state.step === 0 ? (
        <Text bold color={p.accent}>
          {language === 'pt' ? 'Oi! Algumas perguntas rápidas para eu te conhecer (Esc pula).' : 'Hi! A few quick questions so I know you (Esc skips).'}
        </Text>
      ) : null}
      <Text>
        <Text dimColor>{q.progress} </Text>
        {q.text}
      </Text>
      <Box>
        <Text color={p.accent}>{'› '}</Text>
        <Text>
          {text}
          <Text inverse> </Text>
        </Text>
      </Box>
    </Box>
  );
}
