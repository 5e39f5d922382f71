import { Text } from '../kit/text.js';
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

/**
 * The rows the error line draws for `message` (a note without `cross`): one for none, else as many
 * as it wraps to at `width`. The table gives every row past the first back from the game's screen.
 */
export function errorRows(message: string | null, note: boolean, width: number, cross: string): readonly string[] {
  if (!message) return [' '];
  return wrapRows(note ? message : `${cross} ${message}`, width);
}

/** The table's error line: why an action was refused. A long reason wraps rather than being cut. */
export default function ErrorLine({ message, note = false, width }: Props) {
  const { theme, glyphs } = useLook();
  const rows = errorRows(message, note, width, glyphs.cross).join('\n');
  if (note && message) return <Text wrap="wrap">{rows}</Text>;
  return (
    <Text color={theme.colour('error')} wrap="wrap">
      {rows}
    </Text>
  );
}
