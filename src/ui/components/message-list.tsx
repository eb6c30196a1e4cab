import {Static} from 'ink';
import type {ChatMessage} from '../state/chat-state.js';
import Message from './message.js';

/**
 * Finished messages, printed once into the terminal's scrollback by `<Static>`: a long
 * conversation costs nothing to redraw, and the terminal's own scrolling and copying work.
 */
export default function MessageList({messages}: {messages: ChatMessage[]}) {
  return <Static items={messages}>{message => <Message key={message.id} message={message} />}</Static>;
}
