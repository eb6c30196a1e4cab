import {render} from 'ink-testing-library';
import {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import useInputHistory from '../hooks/use-input-history.js';
import InputBox from './input-box.js';
import {settle} from '../testing/settle.js';

const KEY = {enter: '\r', altEnter: '\u001b\r', ctrlJ: '\n', up: '\u001b[A', down: '\u001b[B', left: '\u001b[D', backspace: '\u007f', ctrlC: '\u0003', ctrlD: '\u0004', tab: '\t'};

/** The input box with real history, recording what it hands to the chat. */
function Harness({busy = false, events}: {busy?: boolean; events: string[]}) {
  const history = useInputHistory();
  const [sent, setSent] = useState<string[]>([]);
  return (
    <InputBox
      history={history}
      busy={busy}
      placeholder=" Type a message"
      commandNames={['search', 'remember', 'people']}
      onSubmit={text => {
        events.push(`submit:${text}`);
        setSent([...sent, text]);
      }}
      onInterrupt={() => events.push('interrupt')}
      onEof={() => events.push('eof')}
    />
  );
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function setup(busy = false) {
  const events: string[] = [];
  const r = render(<Harness busy={busy} events={events} />);
  cleanup = r.unmount;
  const press = async (...keys: string[]) => {
    for (const k of keys) {
      r.stdin.write(k);
      await settle(r.lastFrame);
    }
  };
  await settle(r.lastFrame);
  return {...r, events, press};
}

describe('InputBox', () => {
  it('shows the placeholder, echoes typing and sends on Enter', async () => {
    const {lastFrame, press, events} = await setup();
    expect(lastFrame()).toContain('Type a message');
    await press('oi, tudo bem?');
    expect(lastFrame()).toContain('oi, tudo bem?');
    await press(KEY.enter);
    expect(events).toEqual(['submit:oi, tudo bem?']);
    expect(lastFrame()).not.toContain('oi, tudo bem?');
  });

  it('does not send blank input', async () => {
    const {press, events} = await setup();
    await press('   ', KEY.enter);
    expect(events).toEqual([]);
  });

  it('edits in the middle: left arrow then backspace', async () => {
    const {press, events} = await setup();
    await press('helxlo', KEY.left, KEY.left, KEY.backspace, KEY.enter);
    expect(events).toEqual(['submit:hello']);
  });

  it('walks history with Up/Down and restores the draft', async () => {
    const {press, events, lastFrame} = await setup();
    await press('first', KEY.enter, 'second', KEY.enter, 'draft');
    await press(KEY.up);
    expect(lastFrame()).toContain('second');
    expect(lastFrame()).not.toContain('draft');
    await press(KEY.up);
    expect(lastFrame()).toContain('first');
    await press(KEY.down, KEY.down);
    expect(lastFrame()).toContain('draft');
    await press(KEY.up, KEY.up, KEY.enter);
    expect(events).toEqual(['submit:first', 'submit:second', 'submit:first']);
  });

  it('inserts new lines with Alt+Enter, Ctrl+J and a trailing backslash', async () => {
    const {press, events, lastFrame} = await setup();
    await press('line one', KEY.altEnter, 'line two', KEY.ctrlJ, 'line three\\', KEY.enter, 'four');
    const frame = lastFrame()!;
    for (const l of ['line one', 'line two', 'line three', 'four']) expect(frame).toContain(l);
    expect(frame).not.toContain('\\');
    await press(KEY.enter);
    expect(events).toEqual(['submit:line one\nline two\nline three\nfour']);
  });

  it('moves between lines with Up before reaching history', async () => {
    const {press, events} = await setup();
    await press('old', KEY.enter, 'ab', KEY.ctrlJ, 'cd', KEY.up, 'X', KEY.enter);
    expect(events).toEqual(['submit:old', 'submit:abX\ncd']);
  });

  it('treats a pasted chunk with line breaks as text, and typed-ahead text ending in Enter as sent', async () => {
    const {press, events} = await setup();
    await press('para\r\ngraph\r\n');
    expect(events).toEqual([]);
    await press(KEY.enter);
    expect(events).toEqual(['submit:para\ngraph\n']);
    await press('quick\r');
    expect(events).toEqual(['submit:para\ngraph\n', 'submit:quick']);
  });

  it('Ctrl+C clears the input and reports; Ctrl+D quits only when empty', async () => {
    const {press, events, lastFrame} = await setup();
    await press('abc', KEY.ctrlC);
    expect(lastFrame()).not.toContain('abc');
    await press('xy', KEY.left, KEY.ctrlD);
    expect(lastFrame()).toContain('x');
    expect(events).toEqual(['interrupt']);
    await press(KEY.ctrlD); // "x" left: deletes forward (nothing after the cursor), no quit
    await press(KEY.backspace, KEY.ctrlD);
    expect(events).toEqual(['interrupt', 'eof']);
  });

  it('keeps the draft and holds Enter while busy', async () => {
    const {press, events, lastFrame} = await setup(true);
    await press('wait for it', KEY.enter, KEY.ctrlC);
    expect(events).toEqual(['interrupt']);
    expect(lastFrame()).toContain('wait for it');
  });

  it('completes a slash command with Tab', async () => {
    const {press, lastFrame} = await setup();
    await press('/peo', KEY.tab);
    expect(lastFrame()).toContain('/people');
  });
});

describe('InputBox with keys arriving in one burst', () => {
  it('splits control keys out of a chunk (Ctrl+U, Backspace, Enter)', async () => {
    const {press, events} = await setup();
    await press('typo\u0015fixe\u007fd\r');
    expect(events).toEqual(['submit:fixd']);
  });

  it('sees Ctrl+C inside a chunk', async () => {
    const {press, events} = await setup();
    await press('abc\u0003');
    expect(events).toEqual(['interrupt']);
  });
});
