import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useKeys } from '../hooks/use-keys.js';
import { useState, type ReactNode } from 'react';
import { CATALOG } from '../../games/catalog.js';
import type { OptionSpec } from '../../games/options.js';
import { BOT_LEVELS, type BotLevel } from '../../engine/index.js';
import type { SavedGame } from '../../store/types.js';
import { useLook, THEMES, type ThemeName } from '../look/index.js';
import { DEFAULT_THINK_MS } from '../../bots/index.js';
import { DEFAULT_NAME, nameFromLogin, newTableSetup, randomSeed } from '../../table/setup.js';
import type { Speed, TableSetup } from '../types.js';
import { fit } from '../kit/cut-row.js';
import { hintLine } from '../kit/hints.js';

/** What the start menu decided. */
export type MenuChoice =
  | { readonly kind: 'quit' }
  | { readonly kind: 'resume'; readonly setup: TableSetup }
  | { readonly kind: 'new'; readonly setup: TableSetup };

type Props = {
  /**
   * The saved games in progress, the one saved last first: the menu offers to resume one (the
   * latest unless another is picked), and asks before a new game replaces its game's save.
   */
  readonly saved: readonly SavedGame[];
  readonly onChoose: (choice: MenuChoice) => void;
  readonly columns: number;
  /** The colour theme in force, and what to call when the person picks another (it is remembered). */
  readonly theme?: ThemeName;
  readonly onTheme?: (theme: ThemeName) => void;
  /** Whether the bell rings on the person's turn, and what to call when they switch it (it is remembered). */
  readonly bell?: boolean;
  readonly onBell?: (bell: boolean) => void;
};

/** A line of the menu: a fixed one, or one of the game's own options (`opt:<key>`). */
type Field = 'game' | 'players' | 'bots' | 'teach' | 'speed' | 'name' | 'theme' | 'bell' | 'seed' | 'start' | `opt:${string}`;
const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'max'];

/** Players the menu offers for a game (the same ranges `play` accepts). */
function range(index: number): { min: number; max: number; def: number } {
  const info = CATALOG[index]!.info;
  return { min: info.minPlayers, max: info.maxPlayers, def: info.defaultPlayers };
}

/** The values a game option may take in the menu: its choices, or off and on for a flag. */
function optionValues(spec: OptionSpec): readonly unknown[] {
  return spec.kind === 'choice' ? (spec.choices ?? []) : spec.kind === 'flag' ? [undefined, true] : [];
}

/** The game's own options that fit a table of `players` (e.g. a version for two players). */
function gameOptions(gameIndex: number, players: number): readonly OptionSpec[] {
  const spec = CATALOG[gameIndex]!.options;
  if (!spec) return [];
  return spec.specs.filter((o) => {
    const values = optionValues(o).filter((v) => v !== undefined);
    if (values.length === 0) return false;
    try {
      spec.read({ [o.key]: values[0] }, players);
      return true;
    } catch {
      return false;
    }
  });
}

/** The menu's lines for a game and player count: the game's options that fit it, no bot line solo. */
function fieldsFor(gameIndex: number, players: number): Field[] {
  const info = CATALOG[gameIndex]!.info;
  const out: Field[] = ['game', 'players'];
  for (const o of gameOptions(gameIndex, players)) out.push(`opt:${o.key}`);
  if (info.maxPlayers > 1) out.push('bots');
  out.push('teach', 'speed', 'name', 'theme', 'bell', 'seed', 'start');
  return out;
}

const cycle = <T,>(list: readonly T[], value: T, step: number): T =>
  list[(Math.max(0, list.indexOf(value)) + step + list.length) % list.length] as T;

/** A game option's menu label: its flag's words, e.g. "Two player" for `--two-player`. */
function optionLabel(spec: OptionSpec): string {
  const name = spec.flags.match(/--([a-z0-9-]+)/)?.[1] ?? spec.key;
  return (name[0]?.toUpperCase() ?? '') + name.slice(1, 10);
}

/**
 * The start menu of `big-chicken` with no arguments: the game, the players, the 2-player
 * version, the bots' level, Teaching (hints, take-backs, lessons), the bots' speed, your name, the colour theme, the bell on your turn and a seed (digits type it on
 * any line but the name; empty for a random deal). With a saved game it first offers to resume
 * it; starting a new game then asks before the saved one is replaced.
 */
export default function Menu({ saved, onChoose, columns, theme = 'dark', onTheme, bell = false, onBell }: Props) {
  const { theme: look, glyphs } = useLook();
  const [phase, setPhase] = useState<'saved' | 'form' | 'confirm'>(saved.length > 0 ? 'saved' : 'form');
  const [pickSaved, setPickSaved] = useState(0);
  const [field, setField] = useState<Field>('game');
  const [gameIndex, setGameIndex] = useState(0);
  const [players, setPlayers] = useState(range(0).def);
  const [extra, setExtra] = useState<Readonly<Record<string, unknown>>>({});
  const [level, setLevel] = useState<BotLevel>('normal');
  const [speed, setSpeed] = useState<Speed>('normal');
  const [name, setName] = useState(() => nameFromLogin(process.env.USER ?? process.env.LOGNAME));
  const [seed, setSeed] = useState('');
  const [teach, setTeach] = useState(false);
  const fields = fieldsFor(gameIndex, players);

  const start = () => {
    const module = CATALOG[gameIndex]!;
    const fitting = Object.fromEntries(gameOptions(gameIndex, players).map((o) => [o.key, extra[o.key]]));
    const setup = newTableSetup({
      game: module.info.id,
      // The game's own options: those chosen here, defaults for the rest.
      options: { players, ...(module.options?.read(fitting, players) ?? {}) },
      seed: seed === '' ? randomSeed() : Number(seed),
      name: name.trim() === '' ? DEFAULT_NAME : name.trim(),
      speed,
      thinkMs: DEFAULT_THINK_MS,
      watch: false,
      bots: Array.from({ length: players - 1 }, () => level),
    });
    onChoose({ kind: 'new', setup: teach ? { ...setup, teach: true } : setup });
  };

  useKeys(
    (input, key) => {
      if (key.ctrl && input === 'c') return onChoose({ kind: 'quit' });
      if (key.ctrl) return;
      if (phase === 'saved') {
        const chosen = saved[pickSaved];
        if ((input === 'r' || key.return) && chosen) onChoose({ kind: 'resume', setup: chosen });
        else if (key.upArrow) setPickSaved((pickSaved + saved.length - 1) % saved.length);
        else if (key.downArrow) setPickSaved((pickSaved + 1) % saved.length);
        else if (input === 'n') setPhase('form');
        else if (input === 'q' || key.escape) onChoose({ kind: 'quit' });
        return;
      }
      if (phase === 'confirm') {
        if (input === 'y') start();
        else if (input === 'n' || key.escape) setPhase('form');
        return;
      }
      const at = Math.max(0, fields.indexOf(field));
      if (key.upArrow) return setField(fields[(at + fields.length - 1) % fields.length]!);
      if (key.downArrow || key.tab) return setField(fields[(at + 1) % fields.length]!);
      if (key.return) return saved.some((g) => g.game === CATALOG[gameIndex]!.info.id) ? setPhase('confirm') : start();
      if (field === 'name') {
        if (key.backspace || key.delete) setName(name.slice(0, -1));
        else if (key.escape) onChoose({ kind: 'quit' });
        else if (input.length === 1 && /^[\p{L}\p{N} _-]$/u.test(input) && name.length < 16) setName(name + input);
        return;
      }
      if (input === 'q' || key.escape) return onChoose({ kind: 'quit' });
      // Digits type the seed on any line but the name.
      if (/^[0-9]$/.test(input)) return seed.length < 9 ? setSeed(seed + input) : undefined;
      if (key.backspace || key.delete) return setSeed(seed.slice(0, -1));
      const step = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
      if (field === 'teach' && input === ' ') return setTeach(!teach);
      if (field === 'bell' && input === ' ') return onBell?.(!bell);
      if (step === 0) return;
      if (field === 'game') {
        const next = (gameIndex + CATALOG.length + step) % CATALOG.length;
        setGameIndex(next);
        setPlayers(range(next).def);
      } else if (field === 'players') {
        const r = range(gameIndex);
        setPlayers(Math.min(r.max, Math.max(r.min, players + step)));
      } else if (field.startsWith('opt:')) {
        const spec = gameOptions(gameIndex, players).find((o) => `opt:${o.key}` === field);
        if (spec) setExtra({ ...extra, [spec.key]: cycle(optionValues(spec), extra[spec.key], step) });
      } else if (field === 'bots') setLevel(cycle(BOT_LEVELS, level, step));
      else if (field === 'teach') setTeach(!teach);
      else if (field === 'speed') setSpeed(cycle(SPEEDS, speed, step));
      else if (field === 'theme') onTheme?.(cycle(THEMES, theme, step));
      else if (field === 'bell') onBell?.(!bell);
    },
    { ctrl: true },
  );

  const width = Math.min(columns, 76);
  if (phase === 'saved' && saved.length > 0) {
    const several = saved.length > 1;
    const accent = look.colour('accent');
    return (
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
        <Text bold>{several ? `${saved.length} games are waiting` : 'A game is waiting'}</Text>
        {saved.map((g, i) => (
          <Text key={g.game} color={several && i === pickSaved ? accent : undefined} bold={several && i === pickSaved} wrap="wrap">
            {several ? (i === pickSaved ? `${glyphs.pointer} ` : '  ') : ''}
            {CATALOG.find((m) => m.info.id === g.game)?.info.title ?? g.game}, {g.options.players} player
            {g.options.players === 1 ? '' : 's'}, seed {g.seed}, saved {g.savedAt.slice(0, 16).replace('T', ' ')}.
          </Text>
        ))}
        <Text>
          <Text color={accent}>r</Text> resume {several ? 'the one marked' : 'it'}{' '}
          {several ? (
            <>
              <Text color={accent}>
                {glyphs.arrow.up} {glyphs.arrow.down}
              </Text>{' '}
              choose{' '}
            </>
          ) : null}
          <Text color={accent}>n</Text> new game <Text color={accent}>q</Text> leave
        </Text>
      </Box>
    );
  }
  const info = CATALOG[gameIndex]!.info;
  const r = range(gameIndex);
  const pick = (value: string) => `${glyphs.pickLeft} ${value} ${glyphs.pickRight}`;
  const row = (f: Field, label: string, value: string) => (
    <Text
      key={f}
      color={field === f ? look.colour('accent') : undefined}
      bold={field === f}
      inverse={field === f && !look.coloured}
      wrap="truncate"
    >
      {/* Cut here, with the look's ellipsis (three dots in ASCII) as the table's own rows are, rather than by Ink. */}
      {fit(`${field === f ? `${glyphs.pointer} ` : '  '}${label.padEnd(11)}${value}`, width - 4, glyphs.ellipsis)}
    </Text>
  );
  const options = gameOptions(gameIndex, players);
  const draw = (f: Field): ReactNode => {
    const spec = options.find((o) => `opt:${o.key}` === f);
    if (!spec) return fixed[f as keyof typeof fixed]?.() ?? null;
    const value = extra[spec.key];
    const shown = spec.kind === 'flag' ? (value === true ? 'on' : 'off') : String(value ?? spec.choices?.[0] ?? '');
    return row(f, optionLabel(spec), pick(shown));
  };
  const fixed = {
    game: () => row('game', 'Game', pick(info.title)),
    players: () =>
      row(
        'players',
        'Players',
        info.minPlayers === info.maxPlayers ? `${players} (solo)` : `${pick(String(players))}  (${r.min}–${r.max}, you included)`,
      ),
    bots: () => row('bots', 'Bots', pick(level)),
    teach: () => row('teach', 'Teaching', teach ? `${pick('on')}  hints (h), take-backs (u), each special card explained` : pick('off')),
    speed: () => row('speed', 'Speed', `${pick(speed)}  (how fast the bots play)`),
    name: () => row('name', 'Name', field === 'name' ? `${name}_  (type it)` : name),
    theme: () => row('theme', 'Colours', `${pick(theme)}  (remembered)`),
    bell: () => row('bell', 'Bell', `${pick(bell ? 'on' : 'off')}  (rings when it is your turn; remembered)`),
    seed: () => row('seed', 'Seed', seed === '' ? 'random (type digits on any line but Name)' : seed),
    start: () => row('start', 'Start', 'press Enter'),
  };
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
      <Text bold>big-chicken</Text>
      {fixed.game()}
      <Text dimColor wrap="truncate">
        {fit(`             ${info.summary}`, width - 4, glyphs.ellipsis)}
      </Text>
      {fields.slice(1).map(draw)}
      {phase === 'confirm' ? (
        <Text color={look.colour('warn')} wrap="wrap">
          A new game replaces the saved one of {info.title}. Start anyway? (y / n)
        </Text>
      ) : (
        <Text dimColor wrap="truncate">
          {hintLine(
            [
              [`${glyphs.arrow.up} ${glyphs.arrow.down} choose a line`, `${glyphs.arrow.up} ${glyphs.arrow.down} line`],
              `${glyphs.arrow.left} ${glyphs.arrow.right} change`,
              '0-9 seed',
              'Enter start',
              ['q leave', 'q'],
            ],
            width - 4,
            ['  ', ' '],
          )}
        </Text>
      )}
    </Box>
  );
}
