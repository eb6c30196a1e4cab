import {useCallback, useEffect, useReducer, useRef} from 'react';
import type {Context} from '../../domain/types.js';
import {COMMANDS, parseSlash, runSlash, unescapeSlash, type SlashCommand} from '../commands/index.js';
import type {ChatServices} from '../services/types.js';
import {chatReducer, initialChatState, type ChatState} from '../state/chat-state.js';
import {screenText} from '../../text/screen.js';

export interface UseChatOptions {
  services: ChatServices;
  /** Mode to start in (--context); else the latest conversation's. */
  mode?: Context;
  /** --new: the first turn opens a new conversation. */
  newConversation?: boolean;
  /** Ends the app with an exit code (0 quit, 130 Ctrl+C twice). */
  onQuit(code: number): void;
  commands?: readonly SlashCommand[];
  /** Messages typed (each ended by Enter) before the chat was on the screen: sent in order once it is ready. */
  typedAhead?: readonly string[];
}

export interface ChatApi {
  state: ChatState;
  /** Sends a message or runs a slash command; ignored while something runs. */
  submit(text: string): void;
  /** Ctrl+C: cancels a running answer; on an idle prompt arms, then quits. */
  interrupt(): void;
  /** Ctrl+D on an empty prompt. */
  eof(): void;
  /** Any other key. */
  activity(): void;
}

const FALLBACK_GREETING = {text: 'Hi! I remember what you tell me.', due: [] as string[], suggestions: [] as string[]};

/**
 * The chat's behaviour: the pure reducer plus the effects around it (turns, cancellation,
 * slash commands, the greeting). Components only render `state` and forward keys.
 */
export default function useChat({services, mode, newConversation, onQuit, commands = COMMANDS, typedAhead = []}: UseChatOptions): ChatApi {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState({mode: mode ?? services.initialMode(), engine: services.engine(), newConversation}));
  // Callbacks read the latest state without being re-created on every token.
  const stateRef = useRef(state);
  stateRef.current = state;
  const abortRef = useRef<AbortController | null>(null);
  const quitRef = useRef(onQuit);
  quitRef.current = onQuit;

  useEffect(() => {
    let live = true;
    services
      .greeting()
      .catch(() => FALLBACK_GREETING)
      .then(g => live && dispatch({type: 'greeting', ...g}));
    services
      .language()
      .then(language => live && dispatch({type: 'set-language', language}))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services]);

  const quit = useCallback((code: number) => {
    abortRef.current?.abort();
    quitRef.current(code);
  }, []);

  const runTurn = useCallback(
    async (text: string) => {
      const s = stateRef.current;
      dispatch({type: 'user', text});
      dispatch({type: 'stream-start'});
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const r = await services.runTurn(
          {message: unescapeSlash(text), conversationId: s.conversationId, newConversation: s.newConversation || undefined, context: s.mode, smartContext: !s.memoryOff},
          {
            onToken: t => !controller.signal.aborted && dispatch({type: 'token', text: t}),
            onNotice: line => dispatch({type: 'print', role: 'notice', text: line}),
            signal: controller.signal,
          },
        );
        // A cancelled turn may still have been stored: later turns go to the same conversation.
        if (controller.signal.aborted) return dispatch({type: 'conversation', conversationId: r.conversationId});
        dispatch({
          type: 'stream-end',
          result: {
            reply: r.reply,
            memoriesUsed: r.memoriesUsed,
            conversationId: r.conversationId,
            engine: r.engine === 'llm' ? {kind: 'llm', model: r.model} : {kind: 'offline'},
            language: r.language,
            questions: r.questions,
          },
        });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({type: 'stream-error', message: error instanceof Error ? error.message : String(error)});
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [services],
  );

  const runCommand = useCallback(
    async (text: string) => {
      dispatch({type: 'user', text});
      dispatch({type: 'command-start'});
      const s = stateRef.current;
      await runSlash(
        text,
        {
          services,
          mode: s.mode,
          language: s.language,
          print: (line, kind = 'info') => dispatch({type: 'print', role: kind, text: screenText(line)}),
          setMode: m => dispatch({type: 'set-mode', mode: m}),
          quit,
          startConversation: id => dispatch({type: 'new-conversation', conversationId: id}),
          showGreeting: g => dispatch({type: 'greeting', ...g}),
          memoryOff: s.memoryOff,
          setMemoryOff: off => dispatch({type: 'set-memory', off}),
        },
        commands,
      );
      dispatch({type: 'command-end'});
    },
    [services, quit, commands],
  );

  // Messages sent before the greeting showed (typed ahead, or Enter while starting) wait for it,
  // each in turn, in the order typed (see Phase 'starting').
  const queueRef = useRef<string[]>(typedAhead.filter(t => t.trim()));
  const submit = useCallback(
    (text: string) => {
      if (!text.trim()) return;
      const phase = stateRef.current.phase;
      if (phase === 'starting') queueRef.current.push(text);
      if (phase !== 'idle') return;
      if (parseSlash(text)) void runCommand(text.trim());
      else void runTurn(text);
    },
    [runCommand, runTurn],
  );
  useEffect(() => {
    if (state.phase !== 'idle' || !queueRef.current.length) return;
    submit(queueRef.current.shift()!);
  }, [state.phase, submit]);

  const interrupt = useCallback(() => {
    const s = stateRef.current;
    if (s.phase === 'streaming') {
      abortRef.current?.abort();
      dispatch({type: 'stream-cancel'});
      return;
    }
    if (s.exitArmed) quit(130);
    else dispatch({type: 'arm-exit'});
  }, [quit]);

  const eof = useCallback(() => {
    const phase = stateRef.current.phase;
    if (phase === 'idle' || phase === 'starting') quit(0);
  }, [quit]);

  const activity = useCallback(() => dispatch({type: 'disarm-exit'}), []);

  return {state, submit, interrupt, eof, activity};
}
