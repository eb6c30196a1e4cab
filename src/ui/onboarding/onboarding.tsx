import {Box, Text, useInput} from 'ink';
import {useEffect, useRef, useState} from 'react';
import type {Language} from '../../domain/types.js';
import type {PtVariety} from '../../text/language.js';
import {palette} from '../theme.js';
import {currentQuestion, inWords, keptLine, ONBOARDING_HELLO, reduce, startOnboarding, type OnboardingState} from './machine.js';
import {typedLines} from './typed.js';

export interface OnboardingProps {
  language: Language;
  /** A Portuguese user's variety: Portugal's user is asked as Portugal asks. */
  variety?: PtVariety | null;
  /** Keys typed before it was on the screen (src/ui/typeahead.ts), read first, as typed. */
  typed?: string;
  /** Called once with the final state (done or skipped) and what was typed past the last answer (for the chat). */
  onFinish(state: OnboardingState, leftover: string): void;
}

/**
 * The first-run questions, one at a time; Enter answers (empty skips it), Esc skips them all.
 * Keys typed faster than the screen redraws arrive as one chunk ("Dana\rLisbon\r"): each line in
 * it answers its own question, so nothing typed ahead is glued to the previous answer or lost;
 * lines typed past the last question are the chat's first messages.
 */
export default function Onboarding({language, variety = null, typed = '', onFinish}: OnboardingProps) {
  const [state, setStateValue] = useState<OnboardingState>(startOnboarding);
  const [text, setTextState] = useState('');
  // The handler reads the latest state and text, not the ones of the last render.
  const current = useRef(state);
  const draft = useRef('');
  const leftover = useRef('');
  const setState = (next: OnboardingState) => {
    current.current = next;
    setStateValue(next);
  };
  const setText = (next: string) => {
    draft.current = next;
    setTextState(next);
  };
  /** One answer given: the next state, or — once finished — a line kept for the chat. */
  const answer = (line: string) => {
    if (current.current.status !== 'asking') leftover.current += `${line}\r`;
    else setState(reduce(current.current, {type: 'answer', text: line}));
  };
  /** A chunk of typed keys (or the keys typed ahead): each line break ends an answer; an Esc in it skips the rest. */
  const feed = (chunk: string): void => {
    if (current.current.status !== 'asking') {
      leftover.current += chunk;
      return;
    }
    const esc = chunk.indexOf('\u001B');
    if (esc >= 0) {
      feed(chunk.slice(0, esc));
      if (current.current.status === 'asking') setState(reduce(current.current, {type: 'skip-all'}));
      leftover.current += chunk.slice(esc + 1);
      return;
    }
    const {answers, rest} = typedLines(draft.current, chunk);
    for (const line of answers) answer(line);
    if (current.current.status === 'asking') setText(rest);
    else {
      leftover.current += rest;
      setText('');
    }
  };
  const fed = useRef(false);
  useEffect(() => {
    if (fed.current || !typed) return;
    fed.current = true;
    feed(typed);
  });
  useInput((input, key) => {
    if (current.current.status !== 'asking') {
      if (input) leftover.current += key.return ? '\r' : input;
      return;
    }
    if (key.escape) return setState(reduce(current.current, {type: 'skip-all'}));
    if (key.return) {
      const line = draft.current;
      setText('');
      return answer(line);
    }
    if (key.backspace || key.delete) return setText([...draft.current].slice(0, -1).join(''));
    if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return;
    feed(input);
  });
  useEffect(() => {
    if (state.status !== 'asking') onFinish(state, leftover.current);
  }, [state, onFinish]);
  const q = currentQuestion(state, language, variety);
  if (!q) return null;
  const p = palette();
  const kept = keptLine(state.answers, language);
  return (
    <Box flexDirection="column">
      {state.step === 0 ? (
        <Text bold color={p.accent}>
          {inWords(ONBOARDING_HELLO, language, variety)}
        </Text>
      ) : null}
      {kept ? <Text dimColor>{kept}</Text> : null}
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
