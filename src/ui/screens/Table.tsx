import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Seat } from '../../engine/index.js';
import { gameById } from '../../games/index.js';
import type { GameTable } from '../../table/index.js';
import EndPanel from '../components/EndPanel.js';
import ScreenGuard from '../components/ScreenGuard.js';
import ErrorLine from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import HelpOverlay from '../components/HelpOverlay.js';
import QuitConfirm from '../components/QuitConfirm.js';
import RulesOverlay, { rulesLines } from '../components/RulesOverlay.js';
import TooSmall from '../components/TooSmall.js';
import type { RulesSection } from '../../games/index.js';
import { layoutFor } from '../layout.js';
import { useTable } from '../hooks/use-table.js';
import type { Speed, TableEnd, TableScreenModule } from '../types.js';

type Props = {
  /** The table this screen watches and plays on. */
  readonly table: GameTable;
  /** The seat whose view is shown and whose keys act (0 locally). */
  readonly seat?: Seat;
  /** The game's title for the header. */
  readonly title: string;
  readonly screen: TableScreenModule;
  /** Called once when the person leaves (or Ctrl-C). */
  readonly onExit: (end: TableEnd) => void;
  readonly columns: number;
  readonly rows: number;
  /** The game's rules, for the rules overlay (`r`). */
  readonly rules?: readonly RulesSection[];
};

/**
 * The platform's table screen for one seat of a {@link GameTable}: draws the header, the game's
 * screen, the error line and the key hint, and owns the keys `?` (help), `q` (quit, asks first)
 * and Ctrl-C. While its help or quit overlay is open the bots wait.
 */
export default function Table({ table, seat = 0, title, screen, onExit, columns, rows, rules = [] }: Props) {
  const [help, setHelp] = useState(false);
  // The rules overlay: which section and how far down; it opens at the topic the screen names.
  const [reading, setReading] = useState<{ readonly at: number; readonly scroll: number } | null>(null);
  // Only read when `r` is pressed, so a ref: naming a topic does not redraw the table.
  const topic = useRef<string | null>(null);
  const setTopic = useCallback((t: string | null) => {
    topic.current = t;
  }, []);
  const [quit, setQuit] = useState(false);
  const about = table.about;
  const watch = table.getSnapshot().people[seat] !== true;
  const state = useTable(table, seat, { watch });
  const [message, setMessage] = useState<string | null>(null);
  const over = state.current === 'terminal';
  const overlay = help || quit || reading !== null;
  // A message is about the moment it was given: the next move clears it.
  useEffect(() => setMessage(null), [state.steps]);

  useEffect(() => {
    table.hold(`seat ${seat}:overlay`, overlay);
  }, [table, seat, overlay]);

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
    if (input === 'r' && rules.length > 0) return setReading({ at: Math.max(0, rules.findIndex((r) => r.topic === topic.current)), scroll: 0 });
    if (over && (key.return || input === 'q' || key.escape)) return onExit('finished');
    if (input === 'q') setQuit(true);
  }, { ctrl: true });

  const act = useCallback(
    (action: unknown) => {
      const refused = state.act(action);
      setMessage(refused);
      return refused;
    },
    [state.act],
  );
  const actTogether = useCallback(
    (actions: readonly unknown[]) => {
      const refused = state.actTogether(actions);
      setMessage(refused);
      return refused;
    },
    [state.actTogether],
  );

  const Screen = screen.default;
  const keysActive = !overlay && !watch && !over;
  const showEnd = over && state.outcome !== null && screen.drawsEnd !== true;
  const names = about.seats.map((s) => s.name);
  const facts = screen.facts ? screen.facts(state.view) : [];
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
      <Header title={title} seed={about.seed} facts={facts} speed={about.speed} watch={watch} columns={columns} />
      {help ? (
        <HelpOverlay title={title} keys={screen.keys ?? []} />
      ) : reading ? (
        <RulesOverlay title={title} sections={rules} at={reading.at} scroll={reading.scroll} width={columns} height={rows - 3} />
      ) : quit ? (
        <QuitConfirm inProgress={!over} />
      ) : showEnd && state.outcome ? (
        <EndPanel
          outcome={state.outcome}
          names={names}
          lowerIsBetter={gameById(table.about.game)?.score.lowerIsBetter ?? true}
          recorded={state.recorded}
        />
      ) : (
        <ScreenGuard>
          <Screen
            game={table.game}
            options={about.options}
            seat={seat}
            view={state.view}
            legal={state.legal}
            interjections={state.interjections}
            myTurn={!watch && state.myTurn}
            current={state.current}
            act={act}
            actTogether={actTogether}
            notify={setMessage}
            pause={state.pause}
            paused={state.paused}
            seats={about.seats}
            keysActive={keysActive}
            thinking={state.thinking}
            log={state.log}
            outcome={state.outcome}
            recorded={state.recorded}
            seed={about.seed}
            speed={about.speed as Speed}
            watch={watch}
            columns={columns}
            rows={rows}
            setTopic={setTopic}
          />
        </ScreenGuard>
      )}
      <ErrorLine message={state.fault ?? message ?? state.saveError} />
      <Text dimColor wrap="truncate">
        {over ? 'Enter or q: leave   ? help' : watch ? 'Watching the bots play.   ? help   r rules   q quit' : '? help   r rules   q quit'}
      </Text>
    </Box>
  );
}
