import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createMcpServer} from '../../mcp/server.js';
import {version} from '../version.js';

/**
 * `magis mcp`: serves the MCP protocol on stdin/stdout until the client closes stdin. Standard
 * output is the protocol's: nothing else may print there.
 */
export async function run(): Promise<void> {
  const server = createMcpServer(version());
  const transport = new StdioServerTransport();
  const closed = new Promise<void>(resolve => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
