import {render} from 'ink';
import type {Context} from '../domain/types.js';
import App from './app.js';
import type {ChatServices} from './services/types.js';

export interface RunChatOptions {
  services: ChatServices;
  mode?: Context;
  newConversation?: boolean;
  /** Keys typed before the chat is drawn (src/ui/typeahead.ts), read as typed. */
  typedAhead?: string;
}

/**
 * Renders the chat until the user leaves and returns the exit code (0, or 130 after Ctrl+C
 * twice). Ctrl+C is handled by the app, not Ink, because it first cancels a running answer.
 */
export async function runChat({services, mode, newConversation, typedAhead}: RunChatOptions): Promise<number> {
  let code = 0;
  const instance = render(<App services={services} mode={mode} newConversation={newConversation} onExit={c => (code = c)} typedAhead={typedAhead} />, {
    exitOnCtrlC: false,
  });
  await instance.waitUntilExit();
  return code;
}
