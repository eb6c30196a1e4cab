import {Text} from 'ink';
import {MARK, palette} from '../theme.js';
import {Gutter, Wrapped} from './wrapped.js';

/** The answer while it arrives, redrawn on each token until it moves into the transcript. */
export default function StreamingAnswer({text, width, thinking = 'thinking…'}: {text: string; width: number; thinking?: string}) {
  const p = palette();
  return (
    <Gutter
      width={width}
      markWidth={2}
      mark={
        <Text color={p.assistant} bold>
          {MARK.assistant}
        </Text>
      }
    >
      {w => (text ? <Wrapped text={`${text}▍`} width={w} /> : <Wrapped text={thinking} width={w} dim />)}
    </Gutter>
  );
}
