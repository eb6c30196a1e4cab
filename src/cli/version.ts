import {readFileSync} from 'node:fs';

/** The package version, read once from package.json next to dist/. */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {version: string};
  return pkg.version;
}
