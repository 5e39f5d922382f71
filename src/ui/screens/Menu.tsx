import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useState, type ReactNode } from 'react';
import { GAMES } from '../../games/index.js';
import { BOT_LEVELS, type BotLevel } from '../../engine/index.js';
import type { SavedGame } from '../../store/types.js';
import { useLook, THEMES, type ThemeName } from '../look/index.js';
import { DEFAULT_THINK_MS } from '../../bots/index.js';
import { DEFAULT_NAME, nameFromLogin, newTableSetup, randomSeed } from '../setup.js';
import type { Speed, TableSetup } from '../types.js';

/** What the start menu decided. */
export type MenuChoice =
  | { readonly kind: 'quit' }
  | { readonly kind: 'resume'; readonly setup: TableSetup }
  | { readonly kind: 'new'; readonly setup: TableSetup };

type Props = {
  /** The saved game in progress, if any: the menu offers to resume it, and asks before replacing it. */
  readonly saved: SavedGame | null;
  readonly onChoose: (choice: MenuChoice) => void;
  readonly columns: number;
  /** The colour theme in force, and what to call when the person picks another (it is remembered). */
  readonly theme?: ThemeName;
  readonly onTheme?: (theme: ThemeName) => void;
};

type Field = 'game' | 'players' | 'version' | 'bots' | 'speed' | 'name' | 'theme' | 'seed' | 'start';
const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'max'];
const VERSIONS = ['both-hands', 'one-and-dump'] as const;

/** Players the menu offers for a game (the same ranges `play` accepts). */
function range(index: number): { min: number; max: number; def: number } {
  const info = GAMES[index]!.info;
  return { min: info.minPlayers, max: info.maxPlayers, def: info.defaultPlayers };
}

/** The menu's lines for a game and player count: the version line only for 2-player Just Hatched, no bot lines solo. */
function fieldsFor(gameIndex: number, players: number): Field[] {
  const info = GAMES[gameIndex]!.info;
  const out: Field[] = ['game', 'players'];
  if (info.id === 'just-hatched' && players === 2) out.push('version');
  if (info.maxPlayers > 1) out.push('bots');
  out.push('speed', 'name', 'theme', 'seed', 'start');
  return out;
}

const cycle = <T,>(list: readonly T[], value: T, step: number): T => list[(list.indexOf(value) + step + list.length) % list.length] as T;

/**
 * The start menu of `big-chicken` with no arguments: the game, the players, the 2-player
 * version, the bots' level and speed, your name, the colour theme and a seed (digits type it on
 * any line but the name; empty for a random deal). With a saved game it first offers to resume
 * it; starting a new game then asks before the saved one is replaced.
 */
export default function Menu({ saved, onChoose, columns, theme = 'dark', onTheme }: Props) {
  const { theme: look, glyphs } = useLook();
  const [phase, setPhase] = useState<'saved' | 'form' | 'confirm'>(saved ? 'saved' : 'form');
  const [field, setField] = useState<Field>('game');
  const [gameIndex, setGameIndex] = useState(0);
  const [players, setPlayers] = useState(range(0).def);
  const [version, setVersion] = useState<(typeof VERSIONS)[number]>('both-hands');
  const [level, setLevel] = useState<BotLevel>('normal');
  const [speed, setSpeed] = useState<Speed>('normal');
  const [name, setName] = useState(() => nameFromLogin(process.env.USER ?? process.env.LOGNAME));
  const [seed, setSeed] = useState('');
  const fields = fieldsFor(gameIndex, players);

  const start = () => {
    const info = GAMES[gameIndex]!.info;
    const setup = newTableSetup({
      game: info.id,
      options: { players, ...(info.id === 'just-hatched' && players === 2 ? { twoPlayer: version } : {}) },
      seed: seed === '' ? randomSeed() : Number(seed),
      name: name.trim() === '' ? DEFAULT_NAME : name.trim(),
      speed,
      thinkMs: DEFAULT_THINK_MS,
      watch: false,
      bots: Array.from({ length: players - 1 }, () => level),
    });
    onChoose({ kind: 'new', setup });
  };

  useKeys((input, key) => {
    if (key.ctrl && input === 'c') return onChoose({ kind: 'quit' });
    if (key.ctrl) return;
    if (phase === 'saved') {
      if (input === 'r' && saved) onChoose({ kind: 'resume', setup: saved });
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
    if (key.return) return saved ? setPhase('confirm') : start();
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
    if (step === 0) return;
    if (field === 'game') {
      const next = (gameIndex + GAMES.length + step) % GAMES.length;
      setGameIndex(next);
      setPlayers(range(next).def);
    } else if (field === 'players') {
      const r = range(gameIndex);
      setPlayers(Math.min(r.max, Math.max(r.min, players + step)));
    } else if (field === 'version') setVersion(cycle(VERSIONS, version, step));
    else if (field === 'bots') setLevel(cycle(BOT_LEVELS, level, step));
    else if (field === 'speed') setSpeed(cycle(SPEEDS, speed, step));
    else if (field === 'theme') onTheme?.(cycle(THEMES, theme, step));
  }, { ctrl: true });

  const width = Math.min(columns, 76);
  if (phase === 'saved' && saved) {
    const title = GAMES.find((g) => g.info.id === saved.game)?.info.title ?? saved.game;
    return (
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
        <Text bold>A game is waiting</Text>
        <Text wrap="wrap">
          {title}, {saved.options.players} player{saved.options.players === 1 ? '' : 's'}, seed {saved.seed}, saved{' '}
          {saved.savedAt.slice(0, 16).replace('T', ' ')}.
        </Text>
        <Text>
          <Text color={look.colour('accent')}>r</Text> resume it   <Text color={look.colour('accent')}>n</Text> new game   <Text color={look.colour('accent')}>q</Text> leave
        </Text>
      </Box>
    );
  }
  const info = GAMES[gameIndex]!.info;
  const r = range(gameIndex);
  const pick = (value: string) => `${glyphs.pickLeft} ${value} ${glyphs.pickRight}`;
  const row = (f: Field, label: string, value: string) => (
    <Text key={f} color={field === f ? look.colour('accent') : undefined} bold={field === f} inverse={field === f && !look.coloured} wrap="truncate">
      {field === f ? `${glyphs.pointer} ` : '  '}
      {label.padEnd(9)}
      {value}
    </Text>
  );
  const rows: Record<Field, () => ReactNode> = {
    game: () => row('game', 'Game', pick(info.title)),
    players: () => row('players', 'Players', info.minPlayers === info.maxPlayers ? `${players} (solo)` : `${pick(String(players))}  (${r.min}–${r.max}, you included)`),
    version: () => row('version', 'Version', `${pick(version)}  (2 players)`),
    bots: () => row('bots', 'Bots', pick(level)),
    speed: () => row('speed', 'Speed', `${pick(speed)}  (how fast the bots play)`),
    name: () => row('name', 'Name', field === 'name' ? `${name}_  (type it)` : name),
    theme: () => row('theme', 'Colours', `${pick(theme)}  (remembered)`),
    seed: () => row('seed', 'Seed', seed === '' ? 'random (type digits on any line but Name)' : seed),
    start: () => row('start', 'Start', 'press Enter'),
  };
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
      <Text bold>big-chicken</Text>
      {rows.game()}
      <Text dimColor wrap="truncate">{`           ${info.summary}`}</Text>
      {fields.slice(1).map((f) => rows[f]())}
      {phase === 'confirm' ? (
        <Text color={look.colour('warn')}>A new game replaces the saved one. Start anyway? (y / n)</Text>
      ) : (
        <Text dimColor wrap="wrap">
          {glyphs.arrow.up} {glyphs.arrow.down} choose a line   {glyphs.arrow.left} {glyphs.arrow.right} change   0-9 seed   Enter start   q leave
        </Text>
      )}
    </Box>
  );
}
