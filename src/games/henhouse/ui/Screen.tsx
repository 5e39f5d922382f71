import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import {
  actionToString,
  classify,
  describeCombo,
  describeEvent,
  maxRank,
  ordinal,
  parsePlayed,
  roundLog,
  VERMIN,
  type HenhouseAction,
  type HenhouseView,
} from '../index.js';
import LayView, { layHeight } from '../../../ui/components/cards/LayView.js';
import CardTable, { type CardGame, type TableDraw, type TableParts } from '../../../ui/card-table/CardTable.js';
import { inGlyphs } from '../../../ui/look/index.js';
import { wrapRows } from '../../../ui/kit/wrap-rows.js';
import type { KeyHelp, ScreenRounds, TableScreenProps } from '../../../ui/types.js';
import { hhFace } from './face.js';
import { choiceAt, hhItems, hhKeys, pileKey, readSelection, settleHh, startHh, wildNote, type HhScreen } from './keys.js';
import { HhEnd, HhRound } from './Panels.js';
import { hhTopic, selectionPrompt } from './prompt.js';
import { packWords } from '../../../ui/kit/pack-words.js';
import { hhGroups, hhSeats } from './seats.js';

/** The log the table keeps: a round's, each new round starting with the move that ended the last. */
export const logName = "this round's log";

/** The round's log, oldest first: what the table shows the newest of, and the log overlay lists. */
export function logLines(view: HenhouseView, names: readonly string[]): string[] {
  return roundLog(view)
    .filter((e) => e.type !== 'round')
    .map((e) => describeEvent(e, names));
}

/**
 * The vermin on the table (`counts`: "skunk ×2", "no fox") in the centre's `width`: on one line,
 * said more shortly where the full line does not fit it (at the shortest the bare counts, as the
 * centre of a 60-column table has room for), else over as many lines as they take, each count whole.
 */
export function verminRows(counts: readonly string[], width: number): string[] {
  if (counts.every((c) => c.startsWith('no '))) return ['No vermin left.'];
  const ways: [readonly string[], string][] = [
    [[`Vermin left: ${counts[0]}`, ...counts.slice(1)], '  '],
    [[`Vermin left: ${counts[0]}`, ...counts.slice(1)], ' '],
    [[`Vermin: ${counts[0]}`, ...counts.slice(1)], ' '],
    // Under a pile at 60 columns with side seats: "skunk 1 fox 2 snake 2", a row saved.
    [counts.map((c) => c.replace(' ×', ' ')), ' '],
  ];
  for (const [words, gap] of ways) {
    const lines = packWords(words, width, gap);
    if (lines.length === 1) return lines;
  }
  return packWords(ways[0]![0], width);
}

/** Keys of the Henhouse table, for the help overlay. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: 'move along your hand and wilds (also h / l; at a teaching table h is the hint)' },
  { keys: 'Home End', does: 'go to the first or the last card of your hand (also g / G)' },
  { keys: 'Space', does: 'select or unselect the card or wild under the cursor' },
  { keys: 'Enter', does: 'play the selected cards (then pick what each wild stands for)' },
  { keys: 'p', does: 'pass (you may come back later in the trick)' },
  { keys: 'v', does: 'choose a vermin for this play: none, skunk, fox, snake' },
  { keys: 's', does: 'sort your hand by rank or by suit' },
  {
    keys: 'y',
    does: "why? one line: why the top of the pile beats what is under it, or why your selection may not go on (in the wilds' picker, with the wilds as set)",
  },
  { keys: 'Esc', does: 'clear the selection (then the vermin chosen), or go back from a choice' },
  { keys: '← → ↑ ↓', does: 'picking a wild: rank with ← → (or 1–9), colour with ↑ ↓ (or b / w); Enter confirms' },
  { keys: '← → Enter', does: 'fox or snake: pick the card it takes from the pile (or type it)' },
  { keys: 'Enter', does: 'on a score sheet: go on to the next round' },
];

/** The rounds the table holds at: every one's end but the last, whose scores the end of the game shows. */
export const rounds: ScreenRounds<HenhouseView> = { done: (view) => view.results.length, showsLast: false };

/** Header facts: the round (the finished one while its panel is up) and the table. */
export function facts(view: HenhouseView, roundShowing: boolean): readonly string[] {
  const table = view.options.bigHands ? '3 players, big hands' : `${view.options.players} players`;
  return [`Round ${roundShowing ? view.results.length : Math.min(view.round, 4)} of 4`, table];
}

/** The Henhouse screen draws the end of the game itself: the last round's scores and the winners. */
export const drawsEnd = true;
/** A teaching game's panel goes under the prompt, giving way to it (see TableScreenModule.drawsPanel). */
export const drawsPanel = true;

/** The log sentence of an action, from the view before it. */
export function describe(action: HenhouseAction, seat: number, names: readonly string[], _viewBefore: HenhouseView): string {
  const name = names[seat] ?? `Seat ${seat}`;
  if (action.type === 'pass') return `${name} passes.`;
  const read = classify(action.cards.map(parsePlayed));
  const what = read.ok ? `a ${describeCombo(read.combo)} (${read.combo.cards.join(' ')})` : actionToString(action);
  if (!action.vermin) return `${name} plays ${what}.`;
  const took = action.remove ? `, removes ${action.remove},` : '';
  return `${name} takes the ${action.vermin}${took} and plays ${what}.`;
}

/** The parts of the Henhouse table for one frame (the shared card table draws them). */
function parts(t: TableDraw<HenhouseView, HenhouseAction, HhScreen>): TableParts {
  const { props, names, compact, state } = t;
  const { view, seats, watch } = props;
  const { glyphs } = t.look;
  const { sortBy, vermin, mode } = state.game;
  const top = maxRank(view.options.players, view.options.bigHands);
  const { chosen, dealt, wildTraits, readings } = readSelection(state, { view, legal: props.legal });
  const current = view.trick.current;
  const turnName = names[view.turn] ?? '';
  // Broken only between its phrases: never inside the combination's name ("set of two 5s").
  const caption = current ? ['To beat:', `${names[view.trick.by ?? 0]}'s`, describeCombo(current)] : [];
  // As many vermin to a line as fit: a wrap never parts a count from its vermin.
  const counts = VERMIN.map((v) => (view.table[v] === 0 ? `no ${v}` : `${v} ×${view.table[v]}`));
  let prompt: string;
  // The picker opens on the strongest legal reading.
  if (props.myTurn) prompt = selectionPrompt(view, chosen, dealt, wildTraits, vermin, readings[0] ?? null);
  else if (view.out.includes(view.seat)) {
    prompt = `You are out, ${ordinal(view.out.indexOf(view.seat) + 1)}: the others play on until one is left.`;
  } else prompt = `${turnName} to play…`;
  // Where the wild being set stands among the stand-ins a legal reading gives it, those before it kept.
  const choice = mode.kind === 'wild' ? choiceAt(readings, mode.picks, mode.at) : { at: -1, of: 0 };
  // The stand-ins already set, for the next wild's picker to say what it goes with.
  const before = mode.kind === 'wild' ? mode.picks.slice(0, mode.at).map(wildNote).join(' ') : '';
  return {
    topic: hhTopic(view, {
      roundOver: t.roundShowing,
      wilds: mode.kind === 'wild' || wildTraits.length > 0,
      vermin: mode.kind === 'remove' || vermin !== null,
      brokenRule: dealt.length > 1 && !classify(dealt.map(parsePlayed)).ok,
    }),
    end: () => <HhEnd t={t} />,
    round: () => <HhRound t={t} />,
    seats: (tight) => hhSeats(view, seats, props.thinking, tight),
    direction: 1,
    centre: (width) => {
      const verminLines = verminRows(counts, width).map((l) => inGlyphs(l, glyphs));
      // With nothing to beat, a sentence: wrapped here, so the rows it takes are the rows counted.
      const lead = current
        ? []
        : wrapRows(`Nothing to beat: ${view.turn === view.seat && !watch ? 'you lead' : `${turnName} leads`} a new trick.`, width);
      return {
        rows: (current ? layHeight(current.cards.length, caption, width, compact) : Math.max(2, lead.length)) + verminLines.length,
        node: (
          <Box flexDirection="column" alignItems="center" width={width}>
            {current ? (
              <LayView faces={current.cards.map(hhFace)} caption={caption} width={width} fresh={t.fresh} tight={compact} />
            ) : (
              <Box height={Math.max(2, lead.length)} flexDirection="column" alignItems="center">
                {lead.map((line, i) => (
                  <Text key={i}>{line}</Text>
                ))}
              </Box>
            )}
            {verminLines.map((line) => (
              <Text key={line} wrap="truncate" dimColor>
                {line}
              </Text>
            ))}
          </Box>
        ),
      };
    },
    watchTag: '',
    log: logLines(view, names),
    picker:
      mode.kind === 'wild'
        ? {
            label: `${mode.picks[mode.at]!.trait === 'C' ? 'Wild chicken' : 'Wild egg'}${mode.picks.length > 1 ? ` (${mode.at + 1} of ${mode.picks.length}${before ? `, with ${before}` : ''})` : ''} stands for`,
            face: hhFace(wildNote(mode.picks[mode.at]!)),
            notation: wildNote(mode.picks[mode.at]!),
            position:
              choice.of === 0
                ? 'no legal reading'
                : choice.at >= 0
                  ? `legal (${choice.at + 1} of ${choice.of})`
                  : `not legal (${choice.of === 1 ? 'one is' : `${choice.of} are`})`,
            at: mode.at,
            count: mode.picks.length,
            help: `← → or 1–${top} rank, ↑ ↓ or b/w colour, Enter ${mode.at + 1 < mode.picks.length ? 'next wild' : 'plays'}, Esc back`,
          }
        : mode.kind === 'remove'
          ? {
              label: `The ${mode.vermin} takes`,
              face: hhFace(mode.options[mode.at] ?? ''),
              at: mode.at,
              count: mode.options.length,
              typed: mode.typed,
              help: '← → or type it, Enter plays, Esc back',
            }
          : null,
    prompt: { text: `${prompt}${sortBy === 'suit' ? ' (hand by suit; s sorts by rank)' : ''}` },
    now: turnName ? `${turnName} to play…` : null,
  };
}

/** The Henhouse table as the shared card table draws it. */
const HENHOUSE: CardGame<HenhouseView, HenhouseAction, HhScreen> = {
  start: startHh,
  settle: settleHh,
  items: hhItems,
  keys: hhKeys,
  isOver: (view) => view.over,
  centreKey: pileKey,
  face: hhFace,
  groups: hhGroups,
  parts,
};

/** The Henhouse table for the person in seat 0. */
export default function HenhouseScreen(props: TableScreenProps<HenhouseView, HenhouseAction>) {
  return <CardTable game={HENHOUSE} props={props} />;
}
