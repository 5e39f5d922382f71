import stringWidth from 'string-width';
import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import HandView, { handRows } from '../components/cards/HandView.js';
import Picker, { pickerLayout } from '../components/Picker.js';
import PromptLine, { promptRows } from '../components/PromptLine.js';
import TeachPanel, { teachPanelRows } from '../components/TeachPanel.js';
import { spelledSeat, type SeatView } from '../components/table/seat.js';
import { fit } from '../kit/cut-row.js';
import { SpectatorHands, spectatorLabel } from '../components/table/Spectator.js';
import TableLog from '../components/table/TableLog.js';
import TableRing, { ringLayout } from '../components/table/TableRing.js';
import { useCommandWords, type CommandWords } from '../hooks/use-commands.js';
import { FRESH_MS, useFresh } from '../hooks/use-fresh.js';
import { handMarks } from '../kit/hand-marks.js';
import { sheetName } from '../kit/seat-name.js';
import type { Face } from '../look/faces.js';
import { inGlyphs, useLook, type Look } from '../look/index.js';
import { layoutFor, screenRows } from '../layout.js';
import type { TableScreenProps } from '../types.js';
import { chosenOf, type TableState } from './keys.js';
import { useTableKeys, type ScreenState } from './use-table-keys.js';

/** What a game's description reads to draw the table now. */
export interface TableDraw<V, A, S> {
  readonly props: TableScreenProps<V, A>;
  readonly state: TableState<S>;
  /** The hand as drawn, and its selected cards in hand order. */
  readonly items: readonly string[];
  readonly chosen: readonly string[];
  readonly names: readonly string[];
  /** The names as a score sheet heads its columns. */
  readonly sheetNames: readonly string[];
  readonly width: number;
  readonly compact: boolean;
  readonly look: Look;
  readonly commands: CommandWords;
  /** True for a moment after the centre's lay lands. */
  readonly fresh: boolean;
  /** A finished round's panel is up. */
  readonly roundShowing: boolean;
}

/** The parts of the table a game fills in, for one frame. */
export interface TableParts {
  /** The rules topic of the moment (what the rules overlay opens on). */
  readonly topic: string;
  /** The end of the game, drawn once no round's panel is up. */
  readonly end: () => ReactNode;
  /** A finished round's panel. */
  readonly round: () => ReactNode;
  /** The seats round the table, boxed or (`tight`) on two lines each. */
  readonly seats: (tight: boolean) => SeatView[];
  /** Play's direction round the ring, or null (no arrows). */
  readonly direction: 1 | -1 | null;
  /** The middle of the ring in `width` columns, and the rows it takes. */
  readonly centre: (width: number) => { readonly node: ReactNode; readonly rows: number };
  /** After the watched seat's name when watching bots (e.g. its level). */
  readonly watchTag: string;
  /** The person's own line keeps the boxed seats' facts when the ring gives up its boxes for room. */
  readonly ownLineBoxed?: boolean;
  /** One line under the ring, or null. */
  readonly under?: ReactNode;
  /** The log's lines, oldest first (the table adds the bots' chatter). */
  readonly log: readonly string[];
  /** The hand's cards that are drawn dim. */
  readonly dim?: ReadonlySet<number> | undefined;
  /** A picker drawn under the hand in the prompt's place, or null. */
  readonly picker: Omit<ComponentProps<typeof Picker>, 'width'> | null;
  /** The line under the person's own hand (a spectator and a watched table get the table's own). */
  readonly prompt: { readonly text: string; readonly warn?: boolean; readonly bold?: boolean };
  /** What is happening now, for a spectator (e.g. "Pip to play…"), or null. */
  readonly now: string | null;
}

/** A card game as the shared table draws it: its screen state and keys, and its parts. */
export interface CardGame<V, A, S> extends ScreenState<V, A, S> {
  readonly isOver: (view: V) => boolean;
  /** What is in the centre: a change lifts the new lay for a moment. */
  readonly centreKey: (view: V) => string;
  readonly face: (code: string) => Face;
  /** Where the hand's cards fall into groups (a gap before each). */
  readonly groups: (items: readonly string[]) => ReadonlySet<number>;
  readonly parts: (t: TableDraw<V, A, S>) => TableParts;
}

/**
 * The card table every card game fills in: the seats round the centre, the log, the hand with
 * its cursor and selection, the prompt or a picker under it, a round's panel and the end; the
 * keys go through the game's pure key function (see keys.ts) and their effects to the platform.
 */
export default function CardTable<V extends { readonly seat: number }, A, S>({
  game,
  props,
}: {
  readonly game: CardGame<V, A, S>;
  readonly props: TableScreenProps<V, A>;
}) {
  const { view, seats, rows, columns, watch, spectator = false, teach = false } = props;
  const look = useLook();
  const { glyphs, theme } = look;
  const commands = useCommandWords();
  const over = game.isOver(view);
  // The platform keeps a finished round's panel (the screen module's `rounds`).
  const { round } = props;
  const state = useTableKeys(
    game,
    {
      view,
      legal: props.legal,
      interjections: props.interjections,
      myTurn: props.myTurn,
      teach,
      roundShowing: round.showing,
      ...(props.armed !== undefined ? { armed: props.armed } : {}),
    },
    {
      act: props.act,
      actTogether: props.actTogether,
      notify: props.notify,
      nextRound: round.next,
      ...(props.arm ? { arm: props.arm } : {}),
    },
    props.keysActive,
  );
  // At speed max (tests, demos) moves follow each other at once: no highlight to wait for.
  const fresh = useFresh(game.centreKey(view), props.speed === 'max' ? 0 : FRESH_MS);
  const items = game.items(view, state.game);
  const layout = props.layout ?? layoutFor(columns, rows) ?? 'compact';
  const compact = layout === 'compact';
  const width = columns;
  const names = seats.map((s) => s.name);
  const t: TableDraw<V, A, S> = {
    props,
    state,
    items,
    chosen: chosenOf(state.hand, items),
    names,
    sheetNames: seats.map(sheetName),
    width,
    compact,
    look,
    commands,
    fresh,
    roundShowing: round.showing,
  };
  const parts = game.parts(t);
  const { setTopic } = props;
  useEffect(() => setTopic?.(parts.topic), [parts.topic, setTopic]);

  if (over && !round.showing) return parts.end();
  if (round.showing) return parts.round();

  // A spectator and a watched table read what is happening; the person, the game's prompt (its
  // words in the look's signs, wrapped as the terminal will show them).
  const said = spectator
    ? { text: parts.now ? `You are watching the table: ${parts.now}` : 'You are watching the table.' }
    : watch
      ? { text: `Watching: ${names[view.seat]}'s hand.` }
      : parts.prompt;
  const prompt = { ...said, text: inGlyphs(said.text, glyphs) };
  // Rows the hand may take: two bands of faces on a large terminal, one on a standard one, chips on a compact one.
  const handBudget = layout === 'large' ? 10 : layout === 'standard' ? 5 : 3;
  const groups = game.groups(items);
  const handHeight = handRows(items.length, width, handBudget, groups);
  const underRows = parts.under ? 1 : 0;
  // A picker's words in the look's signs, so laid out as the terminal will show them (an ASCII
  // one gets "<- ->" for "← →").
  const picker = parts.picker && {
    ...parts.picker,
    label: inGlyphs(parts.picker.label, glyphs),
    help: inGlyphs(parts.picker.help, glyphs),
    ...(parts.picker.position === undefined ? {} : { position: inGlyphs(parts.picker.position, glyphs) }),
  };
  // Under the hand: the prompt's rows, or a picker's in its place.
  let underHand = picker ? pickerLayout(picker, width).rows : promptRows(prompt.text, width);
  /** The seats round the table, boxed or (`tight`) on two lines each, and the rows they take. */
  const ringOf = (tight: boolean) => {
    const ring = parts.seats(tight).map((s, seat) => spelledSeat({ ...s, remark: props.remarks?.[seat] ?? null }, glyphs));
    const geometry = ringLayout(ring, view.seat, width, tight);
    const centre = parts.centre(geometry.centreWidth);
    return { ring, centre, ringRows: geometry.topRows + Math.max(geometry.sideRows, centre.rows) + 1 };
  };
  const boxed = ringOf(compact);
  // The rows the screen may fill (screenRows). When the platform keeps rows (a teaching game's
  // panel), the seats give up their boxes before the cards give up their faces.
  const panelWant = props.panel ? teachPanelRows(props.panel) : 0;
  const room = screenRows(rows) - panelWant;
  const tightSeats = compact || room - boxed.ringRows - handHeight - underHand - underRows < 1;
  const { ring, centre, ringRows } = tightSeats === compact ? boxed : ringOf(true);
  // Where even the tight seats leave no row for the prompt's spare second row (two bands of chips
  // under a pile at 60×20 with a teaching panel), it goes: the prompt keeps the rows its words take.
  const promptLeast = !picker && room - ringRows - handHeight - underHand - underRows < 0 ? 1 : 2;
  if (!picker) underHand = promptRows(prompt.text, width, promptLeast);
  // The rows the screen's own parts take, the log and the panel aside.
  const used = ringRows + handHeight + underHand + underRows;
  // The log gives way last, and entirely when nothing else can: the play to beat is in the middle.
  const logLines = Math.max(0, room - used);
  // A teaching game's panel under the prompt: where the screen's own least rows (a prompt wrapped
  // to three rows, a wild's picker) would push the frame past the terminal, it gives way, down to
  // none, and takes its rows back once they are free.
  const panel = props.panel ?? null;
  const panelRows = panel ? Math.max(0, Math.min(panelWant, screenRows(rows) + 1 - used)) : 0;
  const me = (parts.ownLineBoxed ? boxed.ring : ring)[view.seat]!;
  const yours = !spectator && !watch;
  const label = spectator ? spectatorLabel(seats[view.seat]) : watch ? parts.watchTag : ' (you)';
  // Where the line is too long, the person's " (you)" goes before anything is cut: the mark and
  // the place say whose seat it is, and a state such as "Last Egg not said! (e says it)" stays whole.
  const ownLine = (named: string) =>
    `${me.next ? `${glyphs.next} ` : ''}${named} ${glyphs.dot} ${[...me.facts, ...me.tags].join(` ${glyphs.dot} `)}`;
  const ways = yours ? [ownLine(`${me.name}${label}`), ownLine(me.name)] : [ownLine(`${me.name}${label}`)];
  const own = ways.find((l) => stringWidth(l) <= width - 4) ?? (ways[0] as string);
  const bottom = (
    <Text wrap="truncate" bold={me.next} dimColor={me.dim && !me.next}>
      {fit(own, width - 4, glyphs.ellipsis)}
    </Text>
  );

  return (
    <Box flexDirection="column" width={width}>
      <TableRing
        seats={ring}
        me={view.seat}
        direction={parts.direction}
        centre={centre.node}
        bottom={bottom}
        width={width}
        compact={tightSeats}
      />
      {parts.under ?? null}
      <TableLog lines={[...parts.log, ...(props.chatter ?? [])]} rows={logLines} width={width} />
      {spectator ? (
        <SpectatorHands />
      ) : (
        <HandView
          faces={items.map(game.face)}
          cursor={watch ? -1 : state.hand.cursor}
          selected={state.hand.selected}
          width={width}
          rows={handBudget}
          groups={groups}
          dim={parts.dim}
          {...handMarks(items, props.marks)}
        />
      )}
      {picker ? (
        <Picker {...picker} width={width} />
      ) : (
        <PromptLine
          text={prompt.text}
          width={width}
          color={prompt.warn ? theme.colour('warn') : undefined}
          bold={prompt.bold === true}
          least={promptLeast}
        />
      )}
      {panel && panelRows > 0 ? <TeachPanel {...panel} height={panelRows} /> : null}
    </Box>
  );
}
