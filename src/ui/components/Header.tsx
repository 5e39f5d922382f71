import { Box, Text } from 'ink';

type Props = {
  /** The game's title, e.g. "BIG CHICKEN: Just Hatched". */
  readonly title: string;
  readonly seed: number;
  /** Short facts for this game, e.g. ["Round 2/5", "Cluckwise"]; shown after the title. */
  readonly facts?: readonly string[];
  readonly speed?: string;
  readonly watch?: boolean;
};

/** One line: game title, the game's facts (round, direction…), the seed and the bot speed. */
export default function Header({ title, seed, facts = [], speed, watch = false }: Props) {
  return (
    <Box justifyContent="space-between">
      <Text>
        <Text bold>{title}</Text>
        {facts.map((f) => (
          <Text key={f}>{`  ·  ${f}`}</Text>
        ))}
      </Text>
      <Text dimColor>
        {watch ? 'watching  ' : ''}
        {speed ? `speed ${speed}  ` : ''}seed {seed}
      </Text>
    </Box>
  );
}
