import {runTurnShown} from '../../assistant/shown-turn.js';
import {withStore} from '../context.js';
import {messageArg, parseContext} from '../options.js';
import {printJson} from '../output.js';
import {eprintln} from '../print.js';
import {terminalText} from '../../text/terminal.js';
import {explainPlan} from '../../assistant/plan/explain.js';

interface Flags {
  new?: boolean;
  context?: string;
  json?: boolean;
  now?: string;
}

/**
 * `magis ask MSG`: one turn of the chat pipeline without the UI. The answer streams to stdout as it
 * comes; background work (summary, LLM extraction) finishes before the process exits.
 */
export async function run(message: string, flags: Flags): Promise<void> {
  message = await messageArg(message);
  const context = parseContext(flags.context);
  await withStore(flags, async store => {
    const streamed = !flags.json && process.stdout.isTTY;
    const result = await runTurnShown(
      store,
      {message, newConversation: flags.new, context},
      {
        // The model's words as they come, and the notices: no control sequence reaches the terminal.
        onToken: streamed ? t => process.stdout.write(terminalText(t)) : undefined,
        onNotice: line => eprintln(line),
      },
    );
    if (flags.json) {
      printJson({
        reply: result.reply,
        conversationId: result.conversationId,
        memoriesStored: result.memoriesStored,
        questions: result.questions,
        changes: result.changes,
        engine: result.engine,
        model: result.model ?? null,
        memoriesUsed: result.memoriesUsed,
        ...(result.fallbackReason ? {fallbackReason: result.fallbackReason} : {}),
        plan: explainPlan(result.plan),
      });
    } else {
      process.stdout.write(streamed ? '\n' : `${terminalText(result.reply)}\n`);
    }
    await result.background;
  });
}
