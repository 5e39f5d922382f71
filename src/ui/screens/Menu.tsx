import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useState } from 'react';
import { DEFAULT_BOT_LEVEL } from '../../engine/index.js';
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
  /**
   * The saved games in progress, the one saved last first: the menu offers to resume one (the
   * latest unless another is picked), and asks before a new game replaces its game's save.
   */
  readonly saved: readonly SavedGame[];
  readonly onChoose: (choice: MenuChoice) => void;
  readonly columns: number;
};

type Field = 'game' | 'players' | 'seed' | 'teach' | 'start';
const FIELDS: readonly Field[] = ['game', 'players', 'seed', 'teach', 'start'];

/** Players the menu offers for a game (the same ranges `play` accepts). */
function range(index: number): { min: number; max: number; def: number } {
  const info = GAMES[index]!.info;
  return { min: info.minPlayers, max: info.maxPlayers, def: info.defaultPlayers };
}

/**
 * The start menu of `big-chicken` with no arguments: pick the game, the players and a seed (empty
 * for a random one). With a saved game it first offers to resume it; starting a new game then
 * asks before the saved one is replaced.
 */
export default function Menu({ saved, onChoose, columns }: Props) {
  const [phase, setPhase] = useState<'saved' | 'form' | 'confirm'>(saved.length > 0 ? 'saved' : 'form');
  const [pick, setPick] = useState(0);
  const [field, setField] = useState<Field>('game');
  const [gameIndex, setGameIndex] = useState(0);
  const [players, setPlayers] = useState(range(0).def);
  const [seed, setSeed] = useState('');
  const [teach, setTeach] = useState(false);

  const start = () => {
    const module = GAMES[gameIndex]!;
    const setup = newTableSetup({
      game: module.info.id,
      // The game's own options at their defaults for this many players.
      options: { players, ...(module.options?.read({}, players) ?? {}) },
      seed: seed === '' ? randomSeed() : Number(seed),
      name: nameFromLogin(process.env.USER ?? process.env.LOGNAME),
      speed: 'normal',
      thinkMs: DEFAULT_THINK_MS,
      watch: false,
      bots: Array.from({ length: players - 1 }, () => DEFAULT_BOT_LEVEL),
    });
    onChoose({ kind: 'new', setup: teach ? { ...setup, teach: true } : setup });
  };

  useKeys((input, key) => {
    if (key.ctrl && input === 'c') return onChoose({ kind: 'quit' });
    if (key.ctrl) return;
    if (phase === 'saved') {
      const chosen = saved[pick];
      if ((input === 'r' || key.return) && chosen) onChoose({ kind: 'resume', setup: chosen });
      else if (key.upArrow) setPick((pick + saved.length - 1) % saved.length);
      else if (key.downArrow) setPick((pick + 1) % saved.length);
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
    if (key.return) return saved.some((g) => g.game === GAMES[gameIndex]!.info.id) ? setPhase('confirm') : start();
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

  if (phase === 'saved' && saved.length > 0) {
    const several = saved.length > 1;
    return (
      <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(columns, 72)}>
        <Text bold>{several ? `${saved.length} games are waiting` : 'A game is waiting'}</Text>
        {saved.map((g, i) => (
          <Text key={g.game} color={several && i === pick ? 'cyan' : undefined} bold={several && i === pick}>
            {several ? (i === pick ? '› ' : '  ') : ''}
            {GAMES.find((m) => m.info.id === g.game)?.info.title ?? g.game}, {g.options.players} player{g.options.players === 1 ? '' : 's'}, seed {g.seed}, saved{' '}
            {g.savedAt.slice(0, 16).replace('T', ' ')}.
          </Text>
        ))}
        <Text>
          <Text color="cyan">r</Text> resume {several ? 'the one marked' : 'it'}   {several ? <><Text color="cyan">↑ ↓</Text> choose   </> : null}
          <Text color="cyan">n</Text> new game   <Text color="cyan">q</Text> leave
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
        <Text color="yellow">A new game replaces the saved one of {info.title}. Start anyway? (y / n)</Text>
      ) : (
        <Text dimColor>↑ ↓ choose a line   ← → change   0-9 seed   Enter start   q leave</Text>
      )}
    </Box>
  );
}
