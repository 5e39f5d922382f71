import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useState } from 'react';
import { GAMES } from '../../games/index.js';
import type { SavedGame } from '../../store/types.js';
import { DEFAULT_THINK_MS } from '../../bots/index.js';
import { nameFromLogin, newTableSetup, randomSeed } from '../setup.js';
import type { TableSetup } from '../types.js';

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
};

type Field = 'game' | 'players' | 'seed' | 'teach' | 'start';
const FIELDS: readonly Field[] = ['game', 'players', 'seed', 'teach', 'start'];

/** Players the menu offers for a game (the same ranges `play` accepts). */
function range(index: number): { min: number; max: number; def: number } {
  const info = GAMES[index]!.info;
  const min = info.id === 'just-hatched' ? 2 : info.minPlayers;
  return { min, max: info.maxPlayers, def: info.defaultPlayers };
}

/**
 * The start menu of `big-chicken` with no arguments: pick the game, the players and a seed (empty
 * for a random one). With a saved game it first offers to resume it; starting a new game then
 * asks before the saved one is replaced.
 */
export default function Menu({ saved, onChoose, columns }: Props) {
  const [phase, setPhase] = useState<'saved' | 'form' | 'confirm'>(saved ? 'saved' : 'form');
  const [field, setField] = useState<Field>('game');
  const [gameIndex, setGameIndex] = useState(0);
  const [players, setPlayers] = useState(range(0).def);
  const [seed, setSeed] = useState('');
  const [teach, setTeach] = useState(false);

  const start = () => {
    const info = GAMES[gameIndex]!.info;
    const setup = newTableSetup({
      game: info.id,
      options: { players, ...(info.id === 'just-hatched' && players === 2 ? { twoPlayer: 'both-hands' } : {}) },
      seed: seed === '' ? randomSeed() : Number(seed),
      name: nameFromLogin(process.env.USER ?? process.env.LOGNAME),
      speed: 'normal',
      thinkMs: DEFAULT_THINK_MS,
      watch: false,
      bots: Array.from({ length: players - 1 }, () => 'normal' as const),
    });
    onChoose({ kind: 'new', setup: teach ? { ...setup, teach: true } : setup });
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
    if (input === 'q' || key.escape) return onChoose({ kind: 'quit' });
    const at = FIELDS.indexOf(field);
    if (key.upArrow) return setField(FIELDS[(at + FIELDS.length - 1) % FIELDS.length]!);
    if (key.downArrow || key.tab) return setField(FIELDS[(at + 1) % FIELDS.length]!);
    if (key.return) return saved ? setPhase('confirm') : start();
    const step = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
    if (field === 'game' && step !== 0) {
      const next = (gameIndex + GAMES.length + step) % GAMES.length;
      setGameIndex(next);
      setPlayers(range(next).def);
    } else if (field === 'players' && step !== 0) {
      const r = range(gameIndex);
      setPlayers(Math.min(r.max, Math.max(r.min, players + step)));
    } else if (field === 'teach' && (step !== 0 || input === ' ')) {
      setTeach(!teach);
    } else if (field === 'seed') {
      if (/^[0-9]$/.test(input) && seed.length < 9) setSeed(seed + input);
      else if (key.backspace || key.delete) setSeed(seed.slice(0, -1));
    }
  }, { ctrl: true });

  if (phase === 'saved' && saved) {
    const title = GAMES.find((g) => g.info.id === saved.game)?.info.title ?? saved.game;
    return (
      <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(columns, 72)}>
        <Text bold>A game is waiting</Text>
        <Text>
          {title}, {saved.options.players} player{saved.options.players === 1 ? '' : 's'}, seed {saved.seed}, saved{' '}
          {saved.savedAt.slice(0, 16).replace('T', ' ')}.
        </Text>
        <Text>
          <Text color="cyan">r</Text> resume it   <Text color="cyan">n</Text> new game   <Text color="cyan">q</Text> leave
        </Text>
      </Box>
    );
  }
  const info = GAMES[gameIndex]!.info;
  const r = range(gameIndex);
  const row = (f: Field, label: string, value: string) => (
    <Text color={field === f ? 'cyan' : undefined} bold={field === f}>
      {field === f ? '› ' : '  '}
      {label.padEnd(9)}
      {value}
    </Text>
  );
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(columns, 72)}>
      <Text bold>big-chicken</Text>
      {row('game', 'Game', `◂ ${info.title} ▸`)}
      <Text dimColor>{`           ${info.summary}`}</Text>
      {row('players', 'Players', info.minPlayers === info.maxPlayers ? `${players} (solo)` : `◂ ${players} ▸  (${r.min}–${r.max}, you included)`)}
      {row('seed', 'Seed', seed === '' ? 'random (type digits for a fixed deal)' : seed)}
      {row('teach', 'Teaching', teach ? '◂ on ▸  hints (h), take-backs (u), each special card explained' : '◂ off ▸')}
      {row('start', 'Start', 'press Enter')}
      {phase === 'confirm' ? (
        <Text color="yellow">A new game replaces the saved one. Start anyway? (y / n)</Text>
      ) : (
        <Text dimColor>↑ ↓ choose a line   ← → change   0-9 seed   Enter start   q leave</Text>
      )}
    </Box>
  );
}
