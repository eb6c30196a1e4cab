import {describe, expect, it} from 'vitest';
import {editDistance} from '../../text/edit-distance.js';
import {completeCommand, parseSlash, suggestCommand, unescapeSlash} from './parse.js';

describe('slash command parser', () => {
  it('splits the name from the arguments', () => {
    expect(parseSlash('/search  dentista da Susana ')).toEqual({name: 'search', args: 'dentista da Susana'});
    expect(parseSlash('/HELP')).toEqual({name: 'help', args: ''});
    expect(parseSlash('  /context work')).toEqual({name: 'context', args: 'work'});
    expect(parseSlash('/remember line one\nline two')).toEqual({name: 'remember', args: 'line one\nline two'});
    expect(parseSlash('/')).toEqual({name: '', args: ''});
  });

  it('leaves normal messages alone, and "//" escapes a leading slash', () => {
    expect(parseSlash('oi, tudo bem?')).toBeNull();
    expect(parseSlash('a/b')).toBeNull();
    expect(parseSlash('//etc/hosts is a file')).toBeNull();
    expect(unescapeSlash('//etc/hosts is a file')).toBe('/etc/hosts is a file');
    expect(unescapeSlash('plain')).toBe('plain');
  });

  it('suggests the command a typo meant', () => {
    const names = ['help', 'search', 'remember', 'forget', 'people', 'due', 'context', 'new', 'exit'];
    expect(suggestCommand('serch', names)).toBe('search');
    expect(suggestCommand('rem', names)).toBe('remember');
    expect(suggestCommand('xyzzy', names)).toBeNull();
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('completes a unique command prefix', () => {
    const names = ['search', 'remember', 'people'];
    expect(completeCommand('/se', names)).toBe('/search ');
    expect(completeCommand('/x', names)).toBeNull();
    expect(completeCommand('/search q', names)).toBeNull();
  });
});
