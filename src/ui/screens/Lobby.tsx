import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useState } from 'react';
import { BOT_LEVELS, type BotLevel } from '../../engine/index.js';
import { GAMES } from '../../games/index.js';
import { useKeys } from '../hooks/use-keys.js';
import { hintLine, hintRows } from '../kit/hints.js';
import { inGlyphs, useLook } from '../look/index.js';

/** A table as the lobby lists it. */
export interface LobbyTable {
  readonly code: string;
  readonly title: string;
  readonly name: string | null;
  /** True once the game has started (only its players may come back to it). */
  readonly started: boolean;
  readonly people: number;
  readonly seats: number;
  readonly spectators: number;
}

/** What the lobby decided. */
export type LobbyChoice =
  | { readonly kind: 'quit' }
  | { readonly kind: 'join'; readonly code: string }
  | { readonly kind: 'watch'; readonly code: string }
  | { readonly kind: 'new'; readonly game: string; readonly players: number; readonly level: BotLevel };

type Props = {
  readonly tables: readonly LobbyTable[];
  /** The person's seat name, shown in the title line. */
  readonly name: string;
  /** A one-line message (a refusal, a table that closed), or null. */
  readonly notice: string | null;
  readonly onChoose: (choice: LobbyChoice) => void;
  /** Called on every key (the server's idle timer). */
  readonly onKey?: () => void;
  readonly columns: number;
  /** The letters a table code is made of: the code box takes no other. */
  readonly codeLetters: string;
};

/** Games that several people can share a table of. */
const SHARED = GAMES.filter((m) => !m.solo);

/** The lobby's keys, for the README check and the bottom line. */
export const keys = [
  { keys: '↑ ↓', does: 'choose a table' },
  { keys: 'Enter', does: 'join the table chosen' },
  { keys: 'w', does: 'watch the table chosen' },
  { keys: 'n', does: 'open a new table (← → change, ↑ ↓ move, Enter open, Esc back)' },
  { keys: 'j', does: 'join by code: type it, then Enter' },
  { keys: '?', does: 'this help (any key closes it)' },
  { keys: 'q', does: 'leave' },
] as const;

type Mode = 'list' | 'new' | 'code';

/** The bottom line's hints, in the words of {@link keys}. */
const LINE_KEYS = ['↑ ↓ choose', 'Enter join', 'w watch', 'n new table', 'j join by code', '? help', 'q leave'];

/** The width of the help's keys column: its longest key. */
const KEY_COLUMNS = Math.max(...keys.map((k) => k.keys.length));

/**
 * The lobby of `big-chicken serve`: the open tables (game, seats taken, code), a form for a new
 * table (game, players, bot level), and joining or watching by code.
 */
export default function Lobby({ tables, name, notice, onChoose, onKey, columns, codeLetters }: Props) {
  const { theme, glyphs } = useLook();
  const g = (text: string) => inGlyphs(text, glyphs);
  const [mode, setMode] = useState<Mode>('list');
  const [cursor, setCursor] = useState(0);
  const [code, setCode] = useState('');
  const [field, setField] = useState(0);
  const [game, setGame] = useState(0);
  const [players, setPlayers] = useState(SHARED[0]?.info.defaultPlayers ?? 4);
  const [level, setLevel] = useState(1);
  const [help, setHelp] = useState(false);
  const selected = tables[Math.min(cursor, tables.length - 1)];
  const info = SHARED[game]?.info;

  useKeys(
    (input, key) => {
      onKey?.();
      if (key.ctrl && input === 'c') return onChoose({ kind: 'quit' });
      if (key.ctrl) return;
      if (help) return setHelp(false);
      if (mode === 'code') {
        if (key.escape) return setMode('list');
        if (key.return) return code.length > 0 ? onChoose({ kind: 'join', code }) : setMode('list');
        if (key.backspace || key.delete) return setCode((c) => c.slice(0, -1));
        // One letter of a code at a time: a paste or a terminal's own reply types nothing else in.
        if (input.length === 1 && codeLetters.includes(input.toUpperCase())) setCode((c) => (c.length < 6 ? c + input.toUpperCase() : c));
        return;
      }
      if (mode === 'new') {
        if (key.escape || input === 'q') return setMode('list');
        if (key.upArrow) return setField((f) => Math.max(0, f - 1));
        if (key.downArrow) return setField((f) => Math.min(3, f + 1));
        const step = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
        if (step !== 0 && field === 0) {
          const g = (game + step + SHARED.length) % SHARED.length;
          setGame(g);
          setPlayers(SHARED[g]?.info.defaultPlayers ?? 4);
        } else if (step !== 0 && field === 1 && info) {
          setPlayers((p) => Math.min(info.maxPlayers, Math.max(info.minPlayers, p + step)));
        } else if (step !== 0 && field === 2) {
          setLevel((l) => (l + step + BOT_LEVELS.length) % BOT_LEVELS.length);
        }
        if (key.return && info) onChoose({ kind: 'new', game: info.id, players, level: BOT_LEVELS[level] ?? 'normal' });
        return;
      }
      if (key.upArrow) return setCursor((c) => Math.max(0, c - 1));
      if (key.downArrow) return setCursor((c) => Math.min(Math.max(0, tables.length - 1), c + 1));
      if (key.return && selected) return onChoose({ kind: 'join', code: selected.code });
      if (input === 'w' && selected) return onChoose({ kind: 'watch', code: selected.code });
      if (input === 'n') {
        setField(0);
        return setMode('new');
      }
      if (input === 'j') {
        setCode('');
        return setMode('code');
      }
      if (input === '?') return setHelp(true);
      if (input === 'q') onChoose({ kind: 'quit' });
    },
    { ctrl: true },
  );

  const width = Math.max(20, columns);
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        BIG CHICKEN tables <Text dimColor>{g(`· you are ${name}`)}</Text>
      </Text>
      <Text> </Text>
      {help ? (
        <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1}>
          <Text bold>The lobby: keys</Text>
          {keys.map((k) => (
            <Text key={k.keys} wrap="wrap">
              <Text color={theme.colour('accent')}>{g(k.keys).padEnd(KEY_COLUMNS)}</Text>
              {'  '}
              {g(k.does)}
            </Text>
          ))}
          <Text dimColor>Press any key to close.</Text>
        </Box>
      ) : mode === 'new' && info ? (
        <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1}>
          <Text bold>A new table</Text>
          {[
            `Game:    ‹ ${info.title} ›`,
            `Players: ‹ ${players} ›  (${info.minPlayers}–${info.maxPlayers} with you; empty seats are bots)`,
            `Bots:    ‹ ${BOT_LEVELS[level]} ›`,
            'Open it',
          ].map((line, i) => (
            <Text key={line} inverse={field === i} wrap="truncate">
              {g(line)}
            </Text>
          ))}
          <Text dimColor wrap="truncate">
            {hintLine(['↑ ↓ move', '← → change', 'Enter open', 'Esc back'].map(g), width - 4)}
          </Text>
        </Box>
      ) : mode === 'code' ? (
        <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1}>
          <Text bold>Join a table by its code</Text>
          <Text>
            code: <Text bold>{code}</Text>
            <Text dimColor>_</Text>
          </Text>
          <Text dimColor wrap="truncate">
            {hintLine(['type the letters', 'Enter join', 'Esc back'], width - 4)}
          </Text>
        </Box>
      ) : tables.length === 0 ? (
        <Text dimColor wrap="wrap">
          No public tables are open, and private ones are not listed. Press n to open a table (friends join it by its code), or j to join
          one by its code.
        </Text>
      ) : (
        <Box flexDirection="column">
          {tables.map((t, i) => (
            <Text key={t.code} inverse={i === cursor} wrap="truncate">
              {`code: ${t.code}  ${t.title}${t.name ? ` "${t.name}"` : ''}  ${t.people}/${t.seats} people${t.started ? '  playing' : '  waiting'}${t.spectators > 0 ? `  ${t.spectators} watching` : ''}`}
            </Text>
          ))}
        </Box>
      )}
      <Text> </Text>
      {notice ? (
        <Text color={theme.colour('error')} wrap="wrap">
          {notice}
        </Text>
      ) : null}
      {/* Wrapped between its hints, never cut: in a narrow terminal the last keys (q leave) would be lost. */}
      {hintRows(LINE_KEYS.map(g), width).map((row) => (
        <Text key={row} dimColor wrap="wrap">
          {row}
        </Text>
      ))}
    </Box>
  );
}
