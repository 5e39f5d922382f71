import { Text } from 'ink';
import { useLook } from '../look/index.js';

type Props = {
  /** The message, or null for an empty line (the line keeps its place so the table does not jump). */
  readonly message: string | null;
};

/** The table's error line: why an action was refused. A long reason wraps rather than being cut. */
export default function ErrorLine({ message }: Props) {
  const { theme, glyphs } = useLook();
  return (
    <Text color={theme.colour('error')} wrap="wrap">
      {message ? `${glyphs.cross} ${message}` : ' '}
    </Text>
  );
}
