import { Box } from 'ink';
import { Text } from '../../kit/text.js';
import type { ReactNode } from 'react';
import { useLook } from '../../look/index.js';
import type { Glyphs } from '../../look/glyphs.js';
import type { SeatView } from './seat.js';
import SeatBox, { seatRows, seatWidth } from './SeatBox.js';

type Props = {
  /** Every seat, by seat number; `me` is drawn at the bottom by the screen, the others around. */
  readonly seats: readonly SeatView[];
  /** The seat at the bottom (the person). */
  readonly me: number;
  /** 1: seat numbers go up (clockwise on the ring), -1: down. */
  /** Play's direction round the table; null draws no arrows (two players: direction means nothing). */
  readonly direction: 1 | -1 | null;
  /** Drawn in the middle of the ring: the lay. */
  readonly centre: ReactNode;
  /** Drawn along the bottom of the ring, between its corners: the person's own seat line. */
  readonly bottom: ReactNode;
  readonly width: number;
  readonly compact: boolean;
};

/** Where the other seats sit: clockwise from the person, up the left side, along the top, down the right. */
export function ringPlaces(count: number, me: number): { left: number[]; top: number[]; right: number[] } {
  const others = Array.from({ length: count - 1 }, (_, k) => (me + 1 + k) % count);
  if (others.length < 3) return { left: [], top: others, right: [] };
  return { left: [others[0]!], top: others.slice(1, -1), right: [others[others.length - 1]!] };
}

/** The four corner arrows and the arrow between top seats, for play going `direction`. */
export function ringArrows(direction: 1 | -1 | null, glyphs: Glyphs): { tl: string; tr: string; bl: string; br: string; across: string } {
  if (direction === null) return { tl: ' ', tr: ' ', bl: ' ', br: ' ', across: ' ' };
  const a = glyphs.arrow;
  // ASCII has no diagonal arrows ('/' and '\\' point nowhere): each corner shows where play goes
  // next along the table's edge instead (up the left side, across the top, down the right…).
  if (!glyphs.unicode)
    return direction === 1
      ? { bl: a.up, tl: a.right, across: a.right, tr: a.down, br: a.left }
      : { bl: a.right, tl: a.down, across: a.left, tr: a.left, br: a.up };
  return direction === 1
    ? { bl: a.upLeft, tl: a.upRight, across: a.right, tr: a.downRight, br: a.downLeft }
    : { bl: a.downRight, tl: a.downLeft, across: a.left, tr: a.upLeft, br: a.upRight };
}

/**
 * The seats around the table, the person at the bottom: play goes round the ring in the
 * direction of the arrows at its corners (and between the seats along the top), so who is next is
 * read off the table, not worked out from the log.
 */
export default function TableRing({ seats, me, direction, centre, bottom, width, compact }: Props) {
  const { theme, glyphs } = useLook();
  const { places, leftW, rightW, topWidths, centreWidth, sideGap } = ringLayout(seats, me, width, compact);
  const arrows = ringArrows(direction, glyphs);
  const arrowColour = theme.colour('accent');
  const corner = 2;
  const mark = (text: string) => (
    <Text color={arrowColour} bold>
      {text}
    </Text>
  );
  return (
    <Box flexDirection="column" width={width}>
      <Box width={width} justifyContent="space-between">
        <Box width={corner}>{mark(arrows.tl)}</Box>
        <Box>
          {places.top.map((s, k) => (
            <Box key={s}>
              {k > 0 ? (
                <Box width={3} justifyContent="center">
                  {mark(arrows.across)}
                </Box>
              ) : null}
              <SeatBox seat={seats[s]!} width={topWidths[k]!} compact={compact} />
            </Box>
          ))}
        </Box>
        <Box width={corner} justifyContent="flex-end">
          {mark(arrows.tr)}
        </Box>
      </Box>
      <Box width={width}>
        {leftW > 0 ? (
          <Box width={leftW + sideGap} flexDirection="column">
            <SeatBox seat={seats[places.left[0]!]!} width={leftW} compact={compact} />
          </Box>
        ) : null}
        <Box width={centreWidth} flexDirection="column" alignItems="center">
          {centre}
        </Box>
        {rightW > 0 ? (
          <Box width={rightW + sideGap} flexDirection="column" alignItems="flex-end">
            <SeatBox seat={seats[places.right[0]!]!} width={rightW} compact={compact} />
          </Box>
        ) : null}
      </Box>
      <Box width={width}>
        <Box width={corner}>{mark(arrows.bl)}</Box>
        <Box width={width - 2 * corner} justifyContent="center">
          {bottom}
        </Box>
        <Box width={corner} justifyContent="flex-end">
          {mark(arrows.br)}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * `room` columns shared among seats that would take `wants`: each gets what it wants where all
 * fit; else each gets as much as an even cap allows, the cap as high as the room lets, so a seat
 * that wants less leaves its columns to those that want more.
 */
export function shareOut(wants: readonly number[], room: number): number[] {
  let cap = Math.max(...wants, 0);
  const used = (c: number) => wants.reduce((sum, w) => sum + Math.min(w, c), 0);
  while (cap > 1 && used(cap) > room) cap--;
  return wants.map((w) => Math.min(w, cap));
}

/**
 * The ring's geometry: where each seat sits, the side columns' widths, each top seat's width, the
 * centre's and the blank columns between the centre and each side seat; and the rows of the top
 * row's seats and of the side seats (at least a seat's usual height: 4 boxed, 2 compact), a seat
 * whose states take another line a row more.
 */
export function ringLayout(seats: readonly SeatView[], me: number, width: number, compact: boolean) {
  const places = ringPlaces(seats.length, me);
  const least = compact ? 10 : 14;
  const cap = Math.floor((width - 24) / 2);
  const side = (list: number[]) =>
    list.length === 0 ? 0 : Math.min(cap, Math.max(least, ...list.map((s) => seatWidth(seats[s]!, compact, cap))));
  const leftW = side(places.left);
  const rightW = side(places.right);
  const gaps = Math.max(0, places.top.length - 1) * 3;
  const topWidths = shareOut(
    places.top.map((s) => Math.max(least, seatWidth(seats[s]!, compact))),
    width - 4 - gaps,
  );
  // Unframed seats' words would read on into a centre line that fills its width ("run 1-2-3
  // Nugget 14c 0p"): two blank columns part them, where a frame's side does with one.
  const sideGap = compact ? 2 : 1;
  const centreWidth = width - leftW - rightW - (leftW > 0 ? sideGap : 0) - (rightW > 0 ? sideGap : 0);
  const usual = compact ? 2 : 4;
  const topRows = Math.max(usual, ...places.top.map((s, k) => seatRows(seats[s]!, topWidths[k]!, compact)));
  const sideRows = Math.max(
    usual,
    ...places.left.map((s) => seatRows(seats[s]!, leftW, compact)),
    ...places.right.map((s) => seatRows(seats[s]!, rightW, compact)),
  );
  return { places, leftW, rightW, topWidths, centreWidth, sideGap, topRows, sideRows };
}
