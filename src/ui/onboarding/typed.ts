/**
 * What a chunk of typed keys adds to a draft answer. Pure.
 * A line break inside a chunk (keys typed ahead, or a pasted list) ends an answer, as Enter does;
 * other control characters are dropped, tabs are spaces.
 */
export function typedLines(draft: string, chunk: string): {answers: string[]; rest: string} {
  const parts = chunk.replace(/\r\n?/g, '\n').split('\n');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  const clean = (s: string) => s.replace(/\t/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
  const answers: string[] = [];
  let current = draft;
  for (const [i, part] of parts.entries()) {
    current += clean(part);
    if (i < parts.length - 1) {
      answers.push(current);
      current = '';
    }
  }
  return {answers, rest: current};
}
