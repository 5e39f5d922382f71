import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useKeys } from '../hooks/use-keys.js';
import { inGlyphs, useLook } from '../look/index.js';

/** A seat as the waiting room shows it. */
export interface WaitingSeat {
  readonly name: string;
  /** 'open' until someone sits; 'person' for people. */
  readonly kind: 'open' | 'person' | 'bot';
  readonly here: boolean;
}

type Props = {
  readonly title: string;
  readonly code: string;
  readonly seats: readonly WaitingSeat[];
  readonly seat: number;
  /** True for the player who opened the table: they start it. */
  readonly canStart: boolean;
  /** The bot level that fills empty seats. */
  readonly level: string;
  /** How others join, e.g. `ssh -t -p 2222 host join KQTZ`. */
  readonly joinHint: string;
  readonly onStart: () => void;
  readonly onLeave: () => void;
  readonly columns: number;
};

/** A shared table before its game starts: its code, who sits where, and (for its creator) the start key. */
export default function WaitingRoom({ title, code, seats, seat, canStart, level, joinHint, onStart, onLeave, columns }: Props) {
  const { theme, glyphs } = useLook();
  useKeys(
    (input, key) => {
      if ((key.ctrl && input === 'c') || input === 'q') return onLeave();
      if (key.ctrl) return;
      if (canStart && (input === 's' || key.return)) onStart();
    },
    { ctrl: true },
  );
  return (
    <Box flexDirection="column" width={Math.max(20, columns)}>
      <Text bold wrap="truncate">
        {title}
      </Text>
      <Text>
        code:{' '}
        <Text bold color={theme.colour('fresh')}>
          {code}
        </Text>
      </Text>
      {/* The join command is read and typed: at a narrow window it wraps rather than lose its end. */}
      <Text dimColor wrap="wrap">
        Others join with: {joinHint}
      </Text>
      <Text> </Text>
      {seats.map((s, i) => (
        <Text key={i} wrap="truncate" dimColor={s.kind === 'open'}>
          {inGlyphs(
            `${i === seat ? '›' : ' '} ${s.kind === 'open' ? `open (a ${level} bot if nobody comes)` : s.name}${i === seat ? ' (you)' : ''}`,
            glyphs,
          )}
        </Text>
      ))}
      <Text> </Text>
      <Text dimColor wrap="wrap">
        {canStart
          ? 's start the game (empty seats become bots)   q leave'
          : 'Waiting for the player who opened the table to start.   q leave'}
      </Text>
    </Box>
  );
}
