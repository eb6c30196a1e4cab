import {EventEmitter} from 'node:events';
import {render as inkRender, type Instance} from 'ink';
import type {ReactElement} from 'react';
import stringWidth from 'string-width';

/** A stdout of a given width that keeps every frame Ink writes; `resize` behaves like a terminal's. */
class SizedStdout extends EventEmitter {
  frames: string[] = [];
  constructor(
    public columns: number,
    public rows = 40,
  ) {
    super();
  }
  write = (frame: string) => {
    this.frames.push(frame);
    return true;
  };
  lastFrame = () => this.frames.at(-1);
  resize(columns: number) {
    this.columns = columns;
    this.emit('resize');
  }
}

/** Enough of a TTY stdin for useInput. */
class FakeStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  write = (data: string) => {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  };
  read = () => {
    const d = this.data;
    this.data = null;
    return d;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

export interface SizedRender {
  stdout: SizedStdout;
  stdin: FakeStdin;
  lastFrame(): string;
  /** Every frame written so far, joined: what the terminal received. */
  written(): string;
  unmount(): void;
  instance: Instance;
}

/**
 * ink-testing-library's render with a chosen terminal width (its stdout is fixed at 100 columns),
 * so layout can be checked at 40, 60, 80 and 120 columns and across a resize.
 */
export function renderAt(tree: ReactElement, columns: number): SizedRender {
  const stdout = new SizedStdout(columns);
  const stdin = new FakeStdin();
  const instance = inkRender(tree, {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: new SizedStdout(columns) as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  return {
    stdout,
    stdin,
    lastFrame: () => stdout.lastFrame() ?? '',
    written: () => stdout.frames.join(''),
    unmount: () => instance.unmount(),
    instance,
  };
}

/** Lines of a frame (ANSI codes stripped by string-width) wider than `columns`. */
export function overflowing(frame: string, columns: number): string[] {
  return frame.split('\n').filter(line => stringWidth(line) > columns);
}
