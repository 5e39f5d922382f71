import { Text } from 'ink';
import { useLook } from '../look/index.js';

type Props = {
  /** The message, or null for an empty line (the line keeps its place so the table does not jump). */
  readonly message: string | null;
  /** A note that refuses nothing: drawn without the ✗ and the error colour. */
  readonly note?: boolean;
};

/** The table's error line: why an action was refused. A long reason wraps rather than being cut. */
export default function ErrorLine({ message, note = false }: Props) {
  const { theme, glyphs } = useLook();
  if (note && message) return <Text wrap="wrap">{message}</Text>;
  return (
    <Text color={theme.colour('error')} wrap="wrap">
      {message ? `${glyphs.cross} ${message}` : ' '}
    </Text>
  );
}
