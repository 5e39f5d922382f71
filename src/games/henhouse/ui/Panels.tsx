import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import { describeCombo, describeEvent, type HenhouseAction, type HenhouseView } from '../index.js';
import LayView, { layHeight } from '../../../ui/components/cards/LayView.js';
import ScoreSheet from '../../../ui/components/ScoreSheet.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import type { TableDraw } from '../../../ui/card-table/CardTable.js';
import { hhFace } from './face.js';
import type { HhScreen } from './keys.js';
import HhRoundTable, { roundTableRows } from './RoundTable.js';
import { wrapRows } from '../../../ui/kit/wrap-rows.js';
import { screenRows } from '../../../ui/layout.js';

type Draw = TableDraw<HenhouseView, HenhouseAction, HhScreen>;

/**
 * The end of the game: the final places with round 4, the score sheet and the winners. Where the
 * rows are short it gives up the score sheet (the final places show the totals), then the line
 * on how the places are read, so that the frame stays shorter than the window.
 */
export function HhEnd({ t }: { readonly t: Draw }) {
  const { props, names, sheetNames, width } = t;
  const { view } = props;
  const result = view.results[view.results.length - 1];
  const end = lastOf(view.log, 'end');
  const inner = width - 4;
  const players = view.handCounts.length;
  const said = end ? wrapRows(describeEvent(end, names), inner) : [];
  const budget = screenRows(props.rows);
  const height = (sheet: boolean, note: boolean) =>
    2 + (result ? roundTableRows(players, inner, true, note) : 0) + (sheet ? 1 + players : 0) + said.length + 1;
  const sheet = height(true, true) <= budget;
  const note = sheet || height(false, true) <= budget;
  return (
    <Box flexDirection="column" borderStyle={t.look.glyphs.doubleBorder} paddingX={1} width={width}>
      {result ? (
        <HhRoundTable
          title="Game over: the final places, with round 4"
          names={sheetNames}
          result={result}
          totals={view.totals}
          winners={end?.winners ?? []}
          final
          width={inner}
          note={note}
        />
      ) : null}
      {sheet ? (
        <ScoreSheet names={sheetNames} rounds={view.results.map((r) => r.points)} of={4} stars={end?.winners ?? []} width={inner} />
      ) : null}
      {said.length > 0 ? <Text bold>{said.join('\n')}</Text> : null}
      <Text dimColor>Lowest total wins. Press Enter or q to leave.</Text>
    </Box>
  );
}

/**
 * Who leads the next round and why: the most points, and where several share them, the one who
 * placed lower in the round just played (ruling HH 8).
 */
export function nextLead(leader: number, round: number, totals: readonly number[], names: readonly string[]): string {
  const most = Math.max(...totals);
  const tied = totals.flatMap((t, s) => (t === most && s !== leader ? [names[s] ?? `Seat ${s}`] : []));
  if (tied.length === 0) return `Next: ${names[leader]} leads round ${round} with the most points.`;
  const others = tied.length === 1 ? tied[0] : `${tied.slice(0, -1).join(', ')} and ${tied[tied.length - 1]}`;
  return `Next: ${names[leader]} leads round ${round}, tied with ${others} on the most points and placed lower this round.`;
}

/**
 * A finished round: the play that ended it, its places and points, the score sheet and who leads
 * next. Where the rows are short (60×20), it gives up first the score sheet (the places show each
 * total, and `t` the sheet), then the line on how a round is scored, then the cards of the play
 * that ended it, so that the frame stays shorter than the window.
 */
export function HhRound({ t }: { readonly t: Draw }) {
  const { props, names, sheetNames, width, compact } = t;
  const { view } = props;
  const result = view.results[view.results.length - 1]!;
  const totals = view.results.reduce((sum, r) => sum.map((x, s) => x + (r.points[s] ?? 0)), Array<number>(view.handCounts.length).fill(0));
  const deal = lastOf(view.log, 'deal');
  // A new round's log opens with the move that ended the last one.
  const ended = lastOf(view.log, 'play');
  const inner = width - 4;
  const players = view.handCounts.length;
  const caption = ended ? ['The play that ended it:', `${names[ended.seat]}'s`, describeCombo(ended.combo)] : [];
  const next = deal ? wrapRows(nextLead(deal.leader, deal.round, totals, names), inner) : [];
  const budget = screenRows(props.rows);
  const lay = (faces: boolean) => (ended ? (faces ? layHeight(ended.combo.cards.length, caption, inner, compact) : 1) : 0);
  const height = (sheet: boolean, note: boolean, faces: boolean) =>
    2 + lay(faces) + roundTableRows(players, inner, false, note) + (sheet ? 2 + players : 0) + next.length + 1;
  const sheet = height(true, true, true) <= budget;
  const note = sheet || height(false, true, true) <= budget;
  const faces = note || height(false, false, true) <= budget;
  return (
    <Box flexDirection="column" borderStyle={t.look.glyphs.border} paddingX={1} width={width}>
      {ended && faces ? (
        <LayView faces={ended.combo.cards.map(hhFace)} caption={caption} width={inner} fresh={false} tight={compact} />
      ) : null}
      {ended && !faces ? <Text wrap="truncate">{`${caption.join(' ')} (${ended.combo.cards.join(' ')})`}</Text> : null}
      <HhRoundTable
        title={`Round ${result.round} of 4 is over`}
        names={sheetNames}
        result={result}
        totals={totals}
        width={inner}
        note={note}
      />
      {sheet ? <Text bold>Score sheet</Text> : null}
      {sheet ? <ScoreSheet names={sheetNames} rounds={view.results.map((r) => r.points)} of={4} width={inner} /> : null}
      {next.length > 0 ? <Text>{next.join('\n')}</Text> : null}
      <Text dimColor>
        {props.round.nextKey
          ? `Press ${props.round.nextKey} for the next round.`
          : props.watch
            ? 'The next round starts in a moment.'
            : 'Press Enter for the next round.'}
      </Text>
    </Box>
  );
}
