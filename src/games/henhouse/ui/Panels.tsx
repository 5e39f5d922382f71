import { Box, Text } from 'ink';
import { describeCombo, describeEvent, type HenhouseAction, type HenhouseView } from '../index.js';
import LayView from '../../../ui/components/cards/LayView.js';
import ScoreSheet from '../../../ui/components/ScoreSheet.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import type { TableDraw } from '../../../ui/card-table/CardTable.js';
import { hhFace } from './face.js';
import type { HhScreen } from './keys.js';
import HhRoundTable from './RoundTable.js';

type Draw = TableDraw<HenhouseView, HenhouseAction, HhScreen>;

/** The end of the game: the final places with round 4, the score sheet and the winners. */
export function HhEnd({ t }: { readonly t: Draw }) {
  const { props, names, sheetNames, width } = t;
  const { view } = props;
  const result = view.results[view.results.length - 1];
  const end = lastOf(view.log, 'end');
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
          width={width - 4}
        />
      ) : null}
      <ScoreSheet names={sheetNames} rounds={view.results.map((r) => r.points)} of={4} stars={end?.winners ?? []} width={width - 4} />
      {end ? (
        <Text bold wrap="wrap">
          {describeEvent(end, names)}
        </Text>
      ) : null}
      <Text dimColor>Lowest total wins. Press Enter or q to leave.</Text>
    </Box>
  );
}

/** A finished round: the play that ended it, its places and points, the score sheet and who leads next. */
export function HhRound({ t }: { readonly t: Draw }) {
  const { props, names, sheetNames, width, compact } = t;
  const { view } = props;
  const result = view.results[view.results.length - 1]!;
  const totals = view.results.reduce((sum, r) => sum.map((x, s) => x + (r.points[s] ?? 0)), Array<number>(view.handCounts.length).fill(0));
  const deal = lastOf(view.log, 'deal');
  // A new round's log opens with the move that ended the last one.
  const ended = lastOf(view.log, 'play');
  return (
    <Box flexDirection="column" borderStyle={t.look.glyphs.border} paddingX={1} width={width}>
      {ended ? (
        <LayView
          faces={ended.combo.cards.map(hhFace)}
          caption={['The play that ended it:', `${names[ended.seat]}'s`, describeCombo(ended.combo)]}
          width={width - 4}
          fresh={false}
          tight={compact}
        />
      ) : null}
      <HhRoundTable title={`Round ${result.round} of 4 is over`} names={sheetNames} result={result} totals={totals} width={width - 4} />
      <Text bold>Score sheet</Text>
      <ScoreSheet names={sheetNames} rounds={view.results.map((r) => r.points)} of={4} width={width - 4} />
      {deal ? (
        <Text wrap="wrap">
          Next: {names[deal.leader]} leads round {deal.round} with the most points.
        </Text>
      ) : null}
      <Text dimColor>{props.watch ? 'The next round starts in a moment.' : 'Press Enter for the next round.'}</Text>
    </Box>
  );
}
