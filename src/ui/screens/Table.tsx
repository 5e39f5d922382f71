import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useCallback, useEffect, useState } from 'react';
import type { Bot } from '../../engine/index.js';
import EndPanel from '../components/EndPanel.js';
import ScreenGuard from '../components/ScreenGuard.js';
import ErrorLine from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import HelpOverlay from '../components/HelpOverlay.js';
import QuitConfirm from '../components/QuitConfirm.js';
import RulesOverlay, { rulesLines } from '../components/RulesOverlay.js';
import type { RulesSection } from '../../games/index.js';
import TooSmall from '../components/TooSmall.js';
import { layoutFor } from '../layout.js';
import { useTable } from '../hooks/use-table.js';
import type { Speed, TableEnd, TableGame, TablePersistence, TableScreenModule, TableSetup } from '../types.js';

type Props = {
  readonly game: TableGame;
  /** The game's title for the header. */
  readonly title: string;
  readonly setup: TableSetup;
  /** One per seat; null for the person. */
  readonly bots: readonly (Bot<unknown, unknown> | null)[];
  readonly persistence: TablePersistence;
  readonly screen: TableScreenModule;
  /** Called once when the person leaves (or Ctrl-C). */
  readonly onExit: (end: TableEnd) => void;
  readonly columns: number;
  readonly rows: number;
  /** The game's rules, for the rules overlay (`r`). */
  readonly rules?: readonly RulesSection[];
};

/**
 * The platform's table screen: runs the table loop, draws the header, the game's screen, the
 * error line and the key hint, and owns the keys `?` (help), `q` (quit, asks first) and Ctrl-C.
 */
export default function Table({ game, title, setup, bots, persistence, screen, onExit, columns, rows, rules = [] }: Props) {
  const [help, setHelp] = useState(false);
  // The rules overlay: which section and how far down; it opens at the topic the screen names.
  const [reading, setReading] = useState<{ readonly at: number; readonly scroll: number } | null>(null);
  const [topic, setTopic] = useState<string | null>(null);
  const [quit, setQuit] = useState(false);
  const table = useTable({ game, setup, bots, persistence, seat: 0, hold: help || quit || reading !== null });
  const [message, setMessage] = useState<string | null>(null);
  const watch = bots[0] !== null;
  // A message is about the moment it was given: the next move clears it.
  useEffect(() => setMessage(null), [table.steps]);
  const over = table.current === 'terminal';

  useKeys((input, key) => {
    if (key.ctrl && input === 'c') return onExit('interrupted');
    if (key.ctrl) return;
    if (help) return setHelp(false);
    if (reading) {
      const page = Math.max(1, rows - 8);
      const lines = rulesLines(rules, reading.at, columns - 4).length;
      const scrollTo = (n: number) => setReading({ at: reading.at, scroll: Math.max(0, Math.min(n, Math.max(0, lines - page))) });
      if (key.escape || input === 'r' || input === 'q') setReading(null);
      else if (key.leftArrow || input === 'h') setReading({ at: (reading.at + rules.length - 1) % rules.length, scroll: 0 });
      else if (key.rightArrow || input === 'l') setReading({ at: (reading.at + 1) % rules.length, scroll: 0 });
      else if (key.upArrow || input === 'k') scrollTo(reading.scroll - 1);
      else if (key.downArrow || input === 'j') scrollTo(reading.scroll + 1);
      else if (key.pageUp) scrollTo(reading.scroll - page);
      else if (key.pageDown || input === ' ') scrollTo(reading.scroll + page);
      return;
    }
    if (quit) {
      if (input === 'y' || input === 'Y') onExit(over ? 'finished' : 'quit');
      else if (input === 'n' || input === 'N' || key.escape) setQuit(false);
      return;
    }
    if (input === '?') return setHelp(true);
    if (input === 'r' && rules.length > 0) return setReading({ at: Math.max(0, rules.findIndex((r) => r.topic === topic)), scroll: 0 });
    if (over && (key.return || input === 'q' || key.escape)) return onExit('finished');
    if (input === 'q') setQuit(true);
  }, { ctrl: true });

  const act = useCallback(
    (action: unknown) => {
      const refused = table.act(action);
      setMessage(refused);
      return refused;
    },
    [table.act],
  );

  const Screen = screen.default;
  const keysActive = !help && !quit && !reading && !watch && !over;
  const showEnd = over && table.outcome !== null && screen.drawsEnd !== true;
  const names = setup.seats.map((s) => s.name);
  const facts = screen.facts ? screen.facts(table.view) : [];
  if (layoutFor(columns, rows) === null) {
    return (
      <Box flexDirection="column" width={columns}>
        <TooSmall columns={columns} rows={rows} />
        {quit ? <QuitConfirm inProgress={!over} /> : null}
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} seed={setup.seed} facts={facts} speed={setup.speed} watch={watch} columns={columns} />
      {help ? (
        <HelpOverlay title={title} keys={screen.keys ?? []} />
      ) : reading ? (
        <RulesOverlay title={title} sections={rules} at={reading.at} scroll={reading.scroll} width={columns} height={rows - 3} />
      ) : quit ? (
        <QuitConfirm inProgress={!over} />
      ) : showEnd && table.outcome ? (
        <EndPanel outcome={table.outcome} names={names} />
      ) : (
        <ScreenGuard>
          <Screen
            game={game}
            options={setup.options}
            seat={0}
            view={table.view}
            legal={table.legal}
            interjections={table.interjections}
            myTurn={!watch && table.current === 0 && table.legal.length > 0}
            current={table.current}
            act={act}
            notify={setMessage}
            pause={table.pause}
            paused={table.paused}
            seats={setup.seats}
            keysActive={keysActive}
            thinking={table.thinking}
            log={table.log}
            outcome={table.outcome}
            seed={setup.seed}
            speed={setup.speed as Speed}
            watch={watch}
            columns={columns}
            rows={rows}
            setTopic={setTopic}
          />
        </ScreenGuard>
      )}
      <ErrorLine message={table.fault ?? message} />
      <Text dimColor wrap="truncate">
        {over ? 'Enter or q: leave   ? help' : watch ? 'Watching the bots play.   ? help   r rules   q quit' : '? help   r rules   q quit'}
      </Text>
    </Box>
  );
}
