import {lstatSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseNotes} from './import-notes.js';
import type {ParsedRecord} from './import-parse.js';

/** Files read as notes in a folder import. */
const NOTES = /\.(md|markdown|txt)$/i;

/**
 * Every notes file under `dir`, recursively, in a stable order. Hidden entries (`.obsidian`,
 * `.git`, `.trash`) are app state, not notes; symbolic links are not followed, so a link cannot
 * lead the import outside the folder or round in a loop.
 */
function notesFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('.')) continue;
      const path = join(d, name);
      const st = lstatSync(path);
      if (st.isDirectory()) walk(path);
      else if (st.isFile() && NOTES.test(name)) out.push(path);
    }
  };
  walk(dir);
  return out;
}

/**
 * A folder of notes (an Obsidian vault, a basic-memory project) as memory records: each file read
 * as notes with its path inside the folder, so a daily note's name dates it and a basic-memory
 * note's title stays its observations' subject. Empty files add nothing.
 */
export function parseNotesFolder(dir: string, now: string): {records: ParsedRecord[]; files: number} {
  const files = notesFiles(dir);
  const records = files.flatMap(path => parseNotes(readFileSync(path, 'utf8'), now, relative(dir, path)));
  return {records, files: files.length};
}
