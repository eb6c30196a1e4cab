import {appendFileSync} from 'node:fs';

/** Module resolve hook: records each resolved URL (see trace-modules.mjs). */
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (process.env.MAGIS_TRACE_MODULES) appendFileSync(process.env.MAGIS_TRACE_MODULES, `${result.url}\n`);
  return result;
}
