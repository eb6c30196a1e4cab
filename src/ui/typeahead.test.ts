import {EventEmitter} from 'node:events';
import {describe, expect, it} from 'vitest';
import {echoRows, holdTypedKeys} from './typeahead.js';

/** A terminal's input as the chat sees it: raw mode switched, chunks of keys arriving. */
class FakeTty extends EventEmitter {
  isTTY = true;
  raw: boolean[] = [];
  paused = false;
  queue: Array<Buffer | string> = [];
  setRawMode(raw: boolean) {
    this.raw.push(raw);
  }
  pause() {
    this.paused = true;
  }
  read(): Buffer | string | null {
    return this.queue.shift() ?? null;
  }
  /** Keys arriving: buffered, then 'readable', as a terminal stream signals them. */
  type(chunk: Buffer | string) {
    this.queue.push(chunk);
    this.emit('readable');
  }
}

const screen = () => {
  const out: string[] = [];
  return {isTTY: true, columns: 20, write: (t: string) => out.push(t), out};
};

describe('keys typed before the chat is drawn', () => {
  it('counts the rows the terminal echo took, wrapped lines included', () => {
    expect(echoRows('hello\n', 20)).toBe(1);
    expect(echoRows('hello', 20)).toBe(1);
    expect(echoRows('a line longer than twenty columns\nnext', 20)).toBe(3);
    expect(echoRows('', 20)).toBe(0);
  });

  it('holds them in raw mode, gives every Enter back as Enter (the line feed of a line typed before raw mode too), and wipes the echo', async () => {
    const tty = new FakeTty();
    const out = screen();
    const held = holdTypedKeys({stdin: tty, stdout: out});
    expect(tty.raw).toEqual([true]);
    // Typed before raw mode: the terminal had echoed it and ended it with a line feed.
    tty.type(Buffer.from('my dad has physio\n'));
    // Its echo is wiped before anything is drawn.
    await held.ready;
    // One echoed row: up one, that row erased.
    expect(out.out).toEqual(['\u001B[1A\r\u001B[2K']);
    // Typed after: Enter is a carriage return, and a draft with no Enter yet; nothing more to wipe.
    tty.type(Buffer.from('who is Leo?\rand a dr'));
    expect(await held.take()).toBe('my dad has physio\rwho is Leo?\rand a dr');
    // Left reading for the chat's own listener: never paused (a paused terminal was never read again).
    expect(tty.paused).toBe(false);
    expect(tty.listenerCount('readable')).toBe(0);
    expect(out.out).toHaveLength(1);
  });

  it('drops arrow keys typed ahead but keeps a lone Esc', async () => {
    const tty = new FakeTty();
    const held = holdTypedKeys({stdin: tty, stdout: screen(), echoed: false});
    tty.type('ab\u001B[Dc\u001BOA\u001B');
    expect(await held.take()).toBe('abc\u001B');
  });

  it('wipes nothing when raw mode was already on, and nothing off a terminal', async () => {
    const tty = new FakeTty();
    const out = screen();
    const held = holdTypedKeys({stdin: tty, stdout: out, echoed: false});
    tty.type('hello\r');
    expect(await held.take()).toBe('hello\r');
    expect(out.out).toEqual([]);
    const pipe = Object.assign(new FakeTty(), {isTTY: false});
    expect(await holdTypedKeys({stdin: pipe, stdout: out}).take()).toBe('');
    expect(pipe.raw).toEqual([]);
  });

  it('Ctrl+C while starting is obeyed, with the terminal given back', () => {
    const tty = new FakeTty();
    let interrupted = false;
    holdTypedKeys({stdin: tty, stdout: screen(), onInterrupt: () => (interrupted = true)});
    tty.type(Buffer.from('\u0003'));
    expect(interrupted).toBe(true);
    expect(tty.raw).toEqual([true, false]);
  });
});
