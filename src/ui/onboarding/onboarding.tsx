import {Box, Text, useInput} from 'ink';
import TextInput from 'ink-text-input';
import {useEffect, useState} from 'react';
import type {Language} from '../../domain/types.js';
import {palette} from '../theme.js';
import {currentQuestion, reduce, startOnboarding, type OnboardingState} from './machine.js';

export interface OnboardingProps {
  language: Language;
  /** Called once with the final state (done or skipped). */
  onFinish(state: OnboardingState): void;
}

/** The first-run questions, one at a time; Enter answers (empty skips it), Esc skips them all. */
export default function Onboarding({language, onFinish}: OnboardingProps) {
  const [state, setState] = useState<OnboardingState>(startOnboarding);
  const [text, setText] = useState('');
  useInput((_input, key) => {
    if (key.escape) setState(s => reduce(s, {type: 'skip-all'}));
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
        <TextInput
          value={text}
          onChange={setText}
          onSubmit={value => {
            setText('');
            setState(s => reduce(s, {type: 'answer', text: value}));
          }}
        />
      </Box>
    </Box>
  );
}
