import { Box, Text } from 'ink';
import { inGlyphs, useLook } from '../look/index.js';

type Props = {
  /** The game's title (its module's `info.title`). */
  readonly title: string;
  /** null: the seed is not shown (a shared table keeps its deal secret until the game ends). */
  readonly seed: number | null;
  /** Short facts for this game, e.g. ["Round 2/5", "Cluckwise"]; shown after the title. */
  readonly facts?: readonly string[];
  readonly speed?: string;
  readonly watch?: boolean;
  /** Width available; the speed is left out when the line would not fit. */
  readonly columns?: number;
};

/** One line: game title, the game's facts (round, direction…), the seed and the bot speed. */
export default function Header({ title, seed, facts: given = [], speed, watch = false, columns = 80 }: Props) {
  const { glyphs } = useLook();
  const facts = given.map((f) => inGlyphs(f, glyphs));
  const left = [title, ...facts].join(` ${glyphs.dot} `).length;
  const seedText = seed === null ? '' : `seed ${seed}`;
  const full = `${watch ? 'watching  ' : ''}${speed ? `speed ${speed}  ` : ''}${seedText}`.trim();
  const right = left + 2 + full.length <= columns ? full : left + 2 + seedText.length <= columns ? seedText : '';
  return (
    <Box justifyContent="space-between">
      <Text wrap="truncate">
        <Text bold>{title}</Text>
        {facts.map((f) => (
          <Text key={f}>{` ${glyphs.dot} ${f}`}</Text>
        ))}
      </Text>
      {right ? <Text dimColor>{right}</Text> : null}
    </Box>
  );
}
