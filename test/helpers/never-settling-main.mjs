// Preloaded with `node --import` by the launcher's test: the full CLI (dist/magis/main.js) is
// replaced by a main whose promise never settles and that holds nothing open, the shape of a
// command waiting on something that never comes — Node would end it with status 0 and no output.
import {register} from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.endsWith('/dist/magis/main.js')) return {url: 'data:text/javascript,export const main = () => new Promise(() => {});', shortCircuit: true};
  return result;
}`)}`,
);
