import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {resolveNow} from '../../config/clock.js';
import {MagisError} from '../../config/errors.js';
import {createMcpServer} from '../../mcp/server.js';
import {version} from '../version.js';

/**
 * `magis mcp`: serves the MCP protocol on stdin/stdout until the client closes stdin. Standard
 * output is the protocol's: nothing else may print there.
 */
export async function run(flags: {now?: string} = {}): Promise<void> {
  // --now as every command takes it (CONTRACTS.md): the tools read the clock as MAGIS_NOW says.
  if (flags.now) process.env.MAGIS_NOW = resolveNow(flags.now).toISOString();
  const server = createMcpServer(version());
  const transport = new StdioServerTransport();
  let oversize = false;
  const closed = new Promise<void>(resolve => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  // The SDK drops a message over its 10 MiB buffer and closes the transport: the server used to
  // exit 0 without a word. The client now gets a JSON-RPC error and the user one sentence, exit 1.
  const protocolOnError = transport.onerror;
  transport.onerror = error => {
    if (/ReadBuffer exceeded maximum size/.test(String(error?.message))) {
      oversize = true;
      process.stdout.write(`${JSON.stringify({jsonrpc: '2.0', id: null, error: {code: -32600, message: 'Request too large: magis mcp reads messages of at most 10 MiB.'}})}\n`);
    }
    protocolOnError?.(error);
  };
  await closed;
  await server.close();
  if (oversize) throw new MagisError('an MCP message over 10 MiB was refused and the server stopped; the client must send smaller messages.');
}
