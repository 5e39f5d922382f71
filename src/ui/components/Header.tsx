import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { columns as columnsOf } from '../../platform/text/wrap.js';
import { inGlyphs, useLook } from '../look/index.js';

type Props = {
  /** The game's title (its module's `info.title`). */
  readonly title: string;
  /** The title said shortly (its module's `info.shortTitle`), used when the whole line would not fit. */
  readonly shortTitle?: string;
  /** null: the seed is not shown (a shared table keeps its deal secret until the game ends). */
  readonly seed: number | null;
  /** Short facts for this game, e.g. ["Round 2/5", "Cluckwise"]; shown after the title. */
  readonly facts?: readonly string[];
  readonly speed?: string;
  readonly watch?: boolean;
  /** Width available; the speed is left out when the line would not fit. */
  readonly columns?: number;
};

/**
 * The title and facts the header shows in `columns`: the whole title when the line fits, else
 * the short one; when even that is too wide, the last facts are left off whole (never cut inside
 * a word). `dot` separates them.
 */
export function headerParts(
  title: string,
  shortTitle: string | undefined,
  facts: readonly string[],
  columns: number,
  dot: string,
): { readonly title: string; readonly facts: readonly string[] } {
  const width = (t: string, f: readonly string[]) => columnsOf([t, ...f].join(` ${dot} `));
  if (width(title, facts) <= columns) return { title, facts };
  const short = shortTitle ?? title;
  for (let n = facts.length; n > 0; n--) if (width(short, facts.slice(0, n)) <= columns) return { title: short, facts: facts.slice(0, n) };
  return { title: short, facts: [] };
}

/** One line: game title, the game's facts (round, direction…), the seed and the bot speed. */
export default function Header({ title: fullTitle, shortTitle, seed, facts: given = [], speed, watch = false, columns = 80 }: Props) {
  const { glyphs } = useLook();
  const { title, facts } = headerParts(
    fullTitle,
    shortTitle,
    given.map((f) => inGlyphs(f, glyphs)),
    columns,
    glyphs.dot,
  );
  const left = columnsOf([title, ...facts].join(` ${glyphs.dot} `));
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
