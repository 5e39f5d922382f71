import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import { describeEvent, type JhEvent, logEvents } from '../index.js';
import LayView, { layHeight, type Caption } from '../../../ui/components/cards/LayView.js';
import ScoreSheet, { gridNoteRoom } from '../../../ui/components/ScoreSheet.js';
import { columns } from '../../../platform/text/wrap.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import type { TableDraw } from '../../../ui/card-table/CardTable.js';
import type { JhAction, JhView } from '../index.js';
import type { JhScreen } from './keys.js';
import { jhFace } from './face.js';
import { wrapRows } from '../../../ui/kit/wrap-rows.js';
import { screenRows } from '../../../ui/layout.js';

/**
 * A lay's caption, "Pip laid Two-of-a-Kind of 8s", as phrases a narrow centre breaks only between
 * (never inside the lay's name), after `before` when given.
 */
export function laidCaption(name: string, lay: string, before?: string): Caption {
  return [...(before === undefined ? [] : [before]), `${name} laid`, lay];
}

type Draw = TableDraw<JhView, JhAction, JhScreen>;

/** The last lay of round `round`: the one that ended it. */
function endingLay(log: readonly JhEvent[], round: number): Extract<JhEvent, { type: 'lay' }> | null {
  let inRound = false;
  let found: Extract<JhEvent, { type: 'lay' }> | null = null;
  for (const e of log) {
    if (e.type === 'deal') inRound = e.round === round;
    else if (inRound && e.type === 'lay') found = e;
  }
  return found;
}

/**
 * The end of the game: the score sheet after 5 rounds, the Golden Egg's draws and the Rotten Eggs.
 * Where the rows are short, the rounds of draws that tied before the last ones are counted in one
 * line, and when not even the last round fits beside it, the score sheet gives way (`t` shows it),
 * so that the frame stays shorter than the window.
 */
export function JhEnd({ t }: { readonly t: Draw }) {
  const { props, names, sheetNames, width, commands } = t;
  const { view } = props;
  const { glyphs } = t.look;
  const inner = width - 4;
  const end = lastOf(logEvents(view.log), 'game-end');
  // The draws for the Golden Egg, in rounds: each seat still tied draws once a round.
  const rounds: { seats: Set<number>; rows: string[] }[] = [];
  for (const e of logEvents(view.log)) {
    if (e.type !== 'golden-draw') continue;
    let last = rounds[rounds.length - 1];
    if (last === undefined || last.seats.has(e.seat)) rounds.push((last = { seats: new Set(), rows: [] }));
    last.seats.add(e.seat);
    last.rows.push(...wrapRows(describeEvent(e, names), inner));
  }
  // Beside the rows where they fit: the line under the sheet names both Eggs anyway.
  const notes: Record<number, string> = {};
  if (end && columns('Rotten Egg') <= gridNoteRoom(sheetNames, 5, 5, inner)) {
    for (const r of end.rotten) notes[r] = 'Rotten Egg';
    // The row's star already marks the Golden Egg.
    notes[end.golden] = 'Golden Egg';
  }
  const said = end ? wrapRows(describeEvent(end, names), inner) : [];
  const footer = wrapRows(
    props.recorded === false
      ? `Lowest total wins. This game could not be recorded, so ${commands.scores} will not list it.`
      : `Lowest total wins. ${commands.scores} keeps your history.`,
    inner,
  );
  // The border, the title, the end's line and the footer; the sheet is a row a seat under its head.
  const fixed = 2 + 1 + said.length + footer.length;
  const sheetRows = 1 + view.handCounts.length;
  const budget = screenRows(props.rows);
  /** The rows of the last rounds of draws that fit in `room` (all of them, or with a line counting the others), or null. */
  const drawsIn = (room: number): readonly string[] | null => {
    const all = rounds.flatMap((r) => r.rows);
    if (all.length <= room) return all;
    let kept = 0;
    for (let rows = 1, k = rounds.length - 1; k >= 0 && rows + (rounds[k] as { rows: string[] }).rows.length <= room; k--) {
      rows += (rounds[k] as { rows: string[] }).rows.length;
      kept++;
    }
    if (kept === 0) return null;
    const earlier = rounds.length - kept;
    return [
      `${earlier === 1 ? 'One earlier round' : `${earlier} earlier rounds`} of draws for the Golden Egg tied; then:`,
      ...rounds.slice(earlier).flatMap((r) => r.rows),
    ];
  };
  const withSheet = drawsIn(budget - fixed - sheetRows);
  const sheet = withSheet !== null;
  const shown = withSheet ?? drawsIn(budget - fixed) ?? [];
  return (
    <Box flexDirection="column" borderStyle={glyphs.doubleBorder} paddingX={1} width={width}>
      <Text bold>{sheet ? 'Game over: the score sheet after 5 rounds' : 'Game over after 5 rounds'}</Text>
      {sheet ? (
        <ScoreSheet
          names={sheetNames}
          rounds={view.scores.map((r) => r.map((s) => s.points))}
          of={5}
          notes={notes}
          stars={end ? [end.golden] : []}
          width={inner}
        />
      ) : null}
      {shown.length > 0 ? <Text>{shown.join('\n')}</Text> : null}
      {said.length > 0 ? <Text>{said.join('\n')}</Text> : null}
      <Text dimColor>{footer.join('\n')}</Text>
    </Box>
  );
}

/** A finished round: the lay that ended it, the score sheet, the Good and Bad Eggs and who leads next. */
export function JhRound({ t }: { readonly t: Draw }) {
  const { props, names, sheetNames, width, compact } = t;
  const { view, watch } = props;
  const { nextKey } = props.round;
  const n = view.handCounts.length;
  const over = view.phase === 'over';
  const done = view.scores.length;
  const eggs = logEvents(view.log).find((e): e is Extract<JhEvent, { type: 'eggs' }> => e.type === 'eggs' && e.round === done);
  const ended = endingLay(logEvents(view.log), done);
  const notes: Record<number, string> = {};
  view.scores[done - 1]?.forEach((s, seat) => {
    notes[seat] =
      s.cards === 0 ? 'went out' : `${s.cards} card${s.cards === 1 ? '' : 's'} ×${s.multiplier}${s.penalty > 0 ? ` +${s.penalty}` : ''}`;
  });
  // The cards left go beside each row where every one fits, and then the Good and Bad Eggs with
  // them where those fit too; what does not fit beside the rows goes on lines under the grid.
  const inner = width - 4;
  const { dot } = t.look.glyphs;
  const room = gridNoteRoom(sheetNames, done, 5, inner);
  const fits = (note: string | undefined) => columns(note ?? '') <= room;
  const eggNote = (seat: number, egg: string) => `${notes[seat]}, ${egg}`;
  const cardsBeside = Object.values(notes).every(fits);
  const eggsBeside = cardsBeside && eggs !== undefined && fits(eggNote(eggs.good, 'Good Egg')) && fits(eggNote(eggs.bad, 'Bad Egg'));
  const under: string[] = [];
  if (!cardsBeside)
    under.push(...wrapRows(`Cards left: ${names.map((name, seat) => `${name} ${notes[seat] ?? ''}`).join(` ${dot} `)}`, inner));
  if (eggs && eggsBeside) {
    notes[eggs.good] = eggNote(eggs.good, 'Good Egg');
    notes[eggs.bad] = eggNote(eggs.bad, 'Bad Egg');
  } else if (eggs) under.push(...wrapRows(`Good Egg: ${names[eggs.good]} ${dot} Bad Egg: ${names[eggs.bad]}`, inner));
  if (eggs?.tieBreak) under.push(...wrapRows(`Bad Egg tie settled by ${eggs.tieBreak}.`, inner));
  const next =
    n > 2 && eggs && !over
      ? `Next: ${names[eggs.good]} gives their best card (never Big Red) to ${names[eggs.bad]}, who gives any other card back. ${names[eggs.good]} leads.`
      : n === 2 && !over
        ? // The next round is already dealt while this table shows: its leader leads this view's round.
          `Next round: ${names[view.roundLeader]} leads.`
        : null;
  const nextRows = next === null ? [] : wrapRows(next, inner);
  // Where the rows are short, the lay that ended the round is named without its cards.
  const caption = ended ? laidCaption(names[ended.seat] ?? '', `${ended.name}.`, 'The lay that ended it:') : null;
  const rest = 2 + 1 + 1 + n + under.length + nextRows.length + 1;
  const faces =
    ended !== null && caption !== null && rest + layHeight(ended.cards.length, caption, inner, compact) <= screenRows(props.rows);
  return (
    <Box flexDirection="column" borderStyle={t.look.glyphs.border} paddingX={1} width={width}>
      <Text bold>Round {done} of 5 is over</Text>
      {ended && caption !== null ? (
        <LayView faces={faces ? ended.cards.map(jhFace) : []} caption={caption} width={inner} fresh={false} tight={compact} />
      ) : null}
      <ScoreSheet
        names={sheetNames}
        rounds={view.scores.map((r) => r.map((s) => s.points))}
        of={5}
        notes={cardsBeside ? notes : {}}
        width={inner}
      />
      {under.length > 0 ? <Text>{under.join('\n')}</Text> : null}
      {nextRows.length > 0 ? <Text>{nextRows.join('\n')}</Text> : null}
      <Text dimColor>
        {nextKey
          ? `Press ${nextKey} for ${over ? 'the final scores' : 'the next round'}.`
          : over
            ? watch
              ? 'The final scores follow in a moment.'
              : 'Press Enter for the final scores.'
            : watch
              ? 'The next round starts in a moment.'
              : 'Press Enter for the next round.'}
      </Text>
    </Box>
  );
}
