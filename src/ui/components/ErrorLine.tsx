import { Text } from 'ink';

type Props = {
  /** The message, or null for an empty line (the line keeps its place so the table does not jump). */
  readonly message: string | null;
};

/** The table's one-line error: why an action was refused. */
export default function ErrorLine({ message }: Props) {
  return (
    <Text color="red" wrap="truncate">
      {message ? `✗ ${message}` : ' '}
    </Text>
  );
}
