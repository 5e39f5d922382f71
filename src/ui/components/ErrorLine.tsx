import { Text } from 'ink';
import { wrapRows } from '../kit/wrap-rows.js';
import { useLook } from '../look/index.js';

type Props = {
  /** The message, or null for an empty line (the line keeps its place so the table does not jump). */
  readonly message: string | null;
  /** A note that refuses nothing: drawn without the ✗ and the error colour. */
  readonly note?: boolean;
  /** The columns the line has: a long message is wrapped to them, no row starting with a space. */
  readonly width: number;
};

/** The table's error line: why an action was refused. A long reason wraps rather than being cut. */
export default function ErrorLine({ message, note = false, width }: Props) {
  const { theme, glyphs } = useLook();
  if (note && message) return <Text wrap="wrap">{wrapRows(message, width).join('\n')}</Text>;
  return (
    <Text color={theme.colour('error')} wrap="wrap">
      {message ? wrapRows(`${glyphs.cross} ${message}`, width).join('\n') : ' '}
    </Text>
  );
}
