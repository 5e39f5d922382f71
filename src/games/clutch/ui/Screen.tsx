import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import stringWidth from 'string-width';
import { Rng } from '../../../engine/index.js';
import { asSentence, noChoice, plural } from '../../words.js';
import {
  cardLabel,
  clutchGame,
  sortCards,
  eventText,
  previewChoice,
  whyChoice,
  TARGET,
  type ChoicePreview,
  type ClutchAction,
  type ClutchEvent,
  type ClutchState,
  type ClutchView,
} from '../index.js';
import { clutchTeaching } from '../teach.js';
import BigNumber, { bigRows } from './BigNumber.js';
import { cardWords, plainSuits, suitLetters } from './card-text.js';
import CardText from './CardText.js';
import ChickenMeter from './ChickenMeter.js';
import type { DescribeAction, KeyHelp, TableScreenProps } from '../../../ui/types.js';
import { useKeys } from '../../../ui/hooks/use-keys.js';
import { inGlyphs, useLook } from '../../../ui/look/index.js';
import { ASCII, UNICODE } from '../../../ui/look/glyphs.js';
import { screenRows } from '../../../ui/layout.js';
import TableLog from '../../../ui/components/table/TableLog.js';

/** Keys of the Clutch table, for the help overlay. */
export const keys: readonly KeyHelp[] = [
  { keys: '↑ ↓', does: 'move along your choices (also k / j)' },
  { keys: 'Enter', does: 'make the marked choice' },
  { keys: '1 2 3', does: 'take the 1st, 2nd or 3rd spread card (or make choice 1–9)' },
  { keys: 's', does: 'jump to the sacrifices of your court cards' },
  { keys: 'Enter', does: 'when the court falls: keep the marked Queens/Kings with your Jacks' },
  { keys: 'Enter', does: 'when a loss looms: sacrifice the marked Jack, or accept the loss' },
  { keys: 'y', does: 'why: what the marked choice costs, and what follows it' },
  { keys: 'y / n', does: 'confirm, or take back, a choice that loses the game' },
  { keys: 'd', does: 'the discard pile, every card in it low to high, on the message line (at any size)' },
];

/** The Clutch screen draws its own win or loss panel. */
export const drawsEnd = true;

/** Header facts: the turn being played, or once the game is over, the turns it took (as its end panel says). */
export function facts(view: ClutchView): readonly string[] {
  return [view.phase.kind === 'over' ? `over after ${plural(view.turn, 'turn')}` : `Turn ${view.turn + 1}`];
}

/**
 * A full state behind a view, for the engine's previews. The unseen cards are placed at random
 * (a fixed seed): previews never show the cards dealt next, so where they lie does not matter.
 */
function stateFromView(view: ClutchView): ClutchState {
  return clutchGame.resample(view, 0, Rng.fromSeed(1));
}

/** The platform log's sentence for a choice: the engine's own preview of it, e.g. "take 7♥: −70, then HEARTS: double → 60". */
export const describe: DescribeAction<ClutchView, ClutchAction> = (action, _seat, _names, viewBefore) =>
  cardWords(previewChoice(stateFromView(viewBefore), action).text, plainSuits());

function cards(list: readonly string[]): string {
  return list.length === 0 ? '—' : list.map(cardLabel).join(' ');
}

/** The discard pile in a sentence (d): open to the player at every size, where the screen has no rows to list it. */
export function discardWords(discard: readonly string[]): string {
  if (discard.length === 0) return 'The discard pile is empty.';
  return `Discard pile, ${plural(discard.length, 'card')}: ${cards(sortCards(discard))}.`;
}

/** What the current decision is about, in one line. */
function prompt(view: ClutchView): string {
  const phase = view.phase;
  switch (phase.kind) {
    case 'choose':
      return `Spread ${cards(view.spread)} — keep one card${view.court.length > 0 ? ', or sacrifice a court card' : ''}:`;
    case 'save':
      return `Your court falls! ${phase.jacks === 1 ? 'Your Jack keeps one' : `Your ${phase.jacks} Jacks keep ${phase.jacks}`} of ${cards(phase.candidates)}:`;
    case 'escape':
      return phase.cause === 'spades'
        ? `SPADES came with only ${plural(view.chickens, 'chicken')}: sacrifice a Jack to go on?`
        : `${view.asideCount === 0 ? 'No cards are' : view.asideCount === 1 ? 'Only 1 card is' : `Only ${view.asideCount} cards are`} left aside for the RESHUFFLE: sacrifice a Jack to go on?`;
    case 'over':
      return '';
  }
}

/** The lines `text` takes when wrapped at word boundaries within `width` columns (as Ink wraps it). */
export function wrappedLines(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    const w = stringWidth(word);
    if (used > 0 && used + 1 + w > width) {
      lines += 1 + Math.floor(Math.max(0, w - 1) / width);
      used = w % width || Math.min(w, width);
    } else used += (used > 0 ? 1 : 0) + w;
  }
  return lines;
}

/**
 * The window of items (of `heights` rows each) to show within `budget` rows, keeping `cursor`
 * in view and as near the middle as the list allows.
 */
export function windowAround(heights: readonly number[], cursor: number, budget: number): { start: number; end: number } {
  let start = Math.max(0, Math.min(cursor, heights.length - 1));
  let end = start + 1;
  let used = heights[start] ?? 1;
  // Grow downwards and upwards in turn while the rows allow.
  for (let grew = true; grew;) {
    grew = false;
    if (end < heights.length && used + (heights[end] ?? 1) <= budget) {
      used += heights[end] ?? 1;
      end++;
      grew = true;
    }
    if (start > 0 && used + (heights[start - 1] ?? 1) <= budget) {
      start--;
      used += heights[start] ?? 1;
      grew = true;
    }
  }
  return { start, end };
}

/**
 * The game's log, oldest first, as the table writes it (suit letters where the look has no
 * symbols or colour, ASCII signs): what the table shows the newest of, and the log overlay lists.
 */
export function logLines(view: ClutchView, _names: readonly string[], unicode: boolean): string[] {
  return view.log.map((e) => logLine(e, unicode));
}

/** One event of the log as {@link logLines} writes it. */
function logLine(e: ClutchEvent, unicode: boolean): string {
  return cardWords(inGlyphs(eventText(e), unicode ? UNICODE : ASCII), suitLetters(unicode));
}

/**
 * The newest `rows` rows of the log at most, each line whole and wrapped to `width` (the table's
 * log), its cards in their suits' colours.
 */
function ClutchLog({ view, rows, width }: { readonly view: ClutchView; readonly rows: number; readonly width: number }) {
  const { glyphs } = useLook();
  // Each line takes a row at least: only the newest `rows` can be shown. They are wrapped as they
  // are drawn (suit letters, ASCII signs), so that a row is never wider than the table.
  const lines = view.log.slice(Math.max(0, view.log.length - rows)).map((e) => logLine(e, glyphs.unicode));
  return <TableLog lines={lines} rows={rows} width={width} draw={(text, dim) => <CardText text={text} dim={dim} />} />;
}

/** The end of the game: how it was won or lost, the final flock, and the seed to replay it. */
function EndView({
  view,
  seed,
  rows,
  width,
}: {
  readonly view: ClutchView;
  readonly seed: number;
  readonly rows: number;
  readonly width: number;
}) {
  const { theme, glyphs } = useLook();
  const phase = view.phase;
  const won = phase.kind === 'over' && phase.outcome === 'won';
  const title = won ? 'YOU WIN — the clutch is one thousand strong!' : 'GAME OVER — the clutch is lost.';
  const reason = phase.kind === 'over' ? phase.reason : '';
  const beside = [
    `${plural(view.chickens, 'chicken')} after ${plural(view.turn, 'turn')}`,
    `court ${cards(view.court)}   crypt ${cards(view.crypt)}`,
    `Replay this deal: big-chicken clutch --seed ${seed}`,
  ];
  // Inside the double frame and its padding; the big number keeps its columns, the words beside
  // it wrap to the rest, and the log takes the rows the panel leaves.
  const inner = Math.max(10, width - 4);
  const besideWidth = Math.max(10, inner - bigRows(view.chickens)[0].length - 2);
  const besideRows = beside.reduce((n, line) => n + wrappedLines(line, besideWidth), 0);
  const panelRows = 2 + wrappedLines(title, inner) + wrappedLines(reason, inner) + 1 + Math.max(3, besideRows);
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={glyphs.doubleBorder} borderColor={theme.colour(won ? 'good' : 'error')} flexDirection="column" paddingX={1}>
        <Text bold color={theme.colour(won ? 'good' : 'error')}>
          {title}
        </Text>
        <CardText text={reason} wrap />
        <Box marginTop={1}>
          <Box flexShrink={0}>
            <BigNumber value={view.chickens} color={theme.colour(won ? 'good' : 'error')} />
          </Box>
          <Box flexDirection="column" marginLeft={2} width={besideWidth}>
            <Text wrap="wrap">{beside[0]}</Text>
            <CardText text={beside[1] as string} wrap />
            <Text wrap="wrap">{beside[2]}</Text>
          </Box>
        </Box>
      </Box>
      <ClutchLog view={view} rows={Math.max(0, rows - panelRows)} width={width} />
    </Box>
  );
}

/** The solo table: the flock, the piles, every choice with its exact cost and effect, the log. */
export default function ClutchScreen(props: TableScreenProps<ClutchView, ClutchAction>) {
  const { view, legal, keysActive, act, notify, rows, columns, seed, thinking, watch, marks: handMarks } = props;
  const { theme, glyphs } = useLook();
  const hinted = handMarks && handMarks.hint.length > 0 ? JSON.stringify(handMarks.hint) : null;
  const state = useMemo(() => stateFromView(view), [view]);
  const previews: readonly ChoicePreview[] = useMemo(() => {
    const actions = legal.length > 0 ? legal : clutchGame.legalActions(state);
    return actions.map((a) => previewChoice(state, a));
  }, [state, legal]);
  // The cursor and a pending confirmation belong to one decision: a new one starts at the top.
  const decision = `${view.log.length}:${view.phase.kind}`;
  const [marks, setMarks] = useState({ decision, cursor: 0, confirm: null as number | null });
  const current = marks.decision === decision ? marks : { decision, cursor: 0, confirm: null };
  const { cursor, confirm } = current;

  // Keys read the latest render through this ref, so quick typing never acts on a stale list.
  const live = useRef({ cursor, confirm, previews, decision });
  live.current = { cursor, confirm, previews, decision };
  const setCursor = (next: (c: number) => number): void =>
    setMarks((m) => {
      const d = live.current.decision;
      return { decision: d, cursor: next(m.decision === d ? m.cursor : 0), confirm: null };
    });
  const setConfirm = (i: number | null): void =>
    setMarks((m) => ({ decision: live.current.decision, cursor: m.decision === live.current.decision ? m.cursor : 0, confirm: i }));

  const at = previews[cursor];
  const topic =
    view.phase.kind === 'save'
      ? 'court'
      : view.phase.kind === 'escape'
        ? 'jacks'
        : at?.action.type === 'sacrifice'
          ? 'sacrifice'
          : at?.text.includes('RESHUFFLE')
            ? 'reshuffle'
            : at?.text.includes('then ')
              ? 'events'
              : 'spread';
  const { setTopic } = props;
  useEffect(() => setTopic?.(topic), [topic, setTopic]);

  const choose = (i: number): void => {
    const p = live.current.previews[i];
    if (!p) return;
    setCursor(() => i);
    if (p.loses !== null) {
      setConfirm(i);
      return;
    }
    act(p.action);
  };

  useKeys(
    (input, key) => {
      const { cursor, confirm, previews } = live.current;
      if (previews.length === 0) return;
      if (confirm !== null) {
        if (input === 'y' || input === 'Y') {
          const p = previews[confirm];
          setConfirm(null);
          if (p) act(p.action);
        } else if (input === 'n' || input === 'N' || key.escape) {
          setConfirm(null);
        }
        return;
      }
      // A note on the marked choice (y) or a refusal goes once the mark moves: it spoke of another.
      const moveTo = (i: number) => {
        if (i !== cursor) notify(null);
        setCursor(() => i);
      };
      if (key.upArrow || input === 'k') moveTo((cursor + previews.length - 1) % previews.length);
      else if (key.downArrow || input === 'j') moveTo((cursor + 1) % previews.length);
      else if (key.return) choose(cursor);
      else if (/^[1-9]$/.test(input)) {
        const i = Number(input) - 1;
        if (i < previews.length) choose(i);
        else notify(asSentence(noChoice(input, previews.length)));
      } else if (input === 'y') {
        const p = previews[cursor];
        // Its cards written as the screen writes them (letters under NO_COLOR).
        if (p) notify(cardWords(whyChoice(p), suitLetters(glyphs.unicode)), 'note');
      } else if (input === 'd') {
        notify(cardWords(discardWords(view.discard), suitLetters(glyphs.unicode)), 'note');
      } else if (input === 's') {
        const i = previews.findIndex((p) => p.action.type === 'sacrifice');
        // No sacrifice among the choices: the rules' reason, for the first court card there is.
        const why = i < 0 ? clutchGame.refusal?.(view, { type: 'sacrifice', court: view.court[0] ?? '', take: null }) : null;
        if (i >= 0) moveTo(i);
        else if (why) notify(cardWords(asSentence(why), suitLetters(glyphs.unicode)));
      }
    },
    { isActive: keysActive },
  );

  const avail = Math.max(12, screenRows(rows));
  if (view.phase.kind === 'over') {
    return (
      <Box width={columns}>
        <EndView view={view} seed={seed} rows={avail} width={columns} />
      </Box>
    );
  }

  // Each choice wraps under its number, so its consequences are never cut: budget rows by wrapped height.
  const textWidth = Math.max(20, columns - 6);
  const heightOf = (p: ChoicePreview) => wrappedLines(`${p.text}${p.loses !== null ? '  ✗' : ''}`, textWidth);
  // The meter (3 rows), the piles (2), a blank, the prompt as it wraps (a Jack's question at 60
  // columns takes two), and the blank above the log.
  const fixed = 7 + wrappedLines(prompt(view), columns);
  const pending = confirm !== null ? previews[confirm] : undefined;
  // The confirmation of a losing choice: its reason, wrapped to the width, and the keys' line.
  const warning = pending ? `This loses the game. ${pending.loses ?? ''}` : '';
  const confirmLines = pending ? wrappedLines(warning, columns) + 1 : 0;
  // Watching, the line that says the bot is choosing.
  const choosingLine = watch && thinking !== null ? 1 : 0;
  const listBudget = Math.max(3, avail - fixed - 4 - confirmLines - choosingLine);
  const { start, end } = windowAround(previews.map(heightOf), cursor, listBudget);
  const shown = previews.slice(start, end);
  // The line that says which choices are shown, when not all of them are.
  const more = shown.length < previews.length ? 1 : 0;
  const used = shown.reduce((h, p) => h + heightOf(p), 0) + more;
  const room = avail - fixed - used - confirmLines - choosingLine;
  // The discard pile is open: listed (low to high) under the crypt, as it wraps, wherever the log
  // keeps its two rows. Where it does not fit, the meter's count of it stays.
  const discard = `discard ${cards(sortCards(view.discard))}`;
  const discardRows = wrappedLines(discard, columns);
  const discardLines = room - discardRows >= 2 ? discardRows : 0;
  const logLines = Math.max(2, Math.min(6, room - discardLines));
  const barWidth = Math.max(10, Math.min(30, columns - 50));

  return (
    <Box flexDirection="column" width={columns}>
      <ChickenMeter
        chickens={view.chickens}
        target={TARGET}
        deck={view.deckCount}
        aside={view.asideCount}
        discard={view.discard.length}
        turn={view.turn + 1}
        barWidth={barWidth}
      />
      <CardText text={`previous ${view.previous === null ? '—' : cardLabel(view.previous)}   court ${cards(view.court)}`} />
      <CardText text={`crypt ${cards(view.crypt)}`} dim />
      {discardLines > 0 ? <CardText text={discard} dim wrap /> : null}
      <Box marginTop={1} flexDirection="column">
        <CardText text={prompt(view)} bold wrap />
        {shown.length < previews.length ? (
          <Text
            dimColor
          >{`choices ${start + 1}–${end} of ${previews.length} (${glyphs.arrow.up} ${glyphs.arrow.down} for the others)`}</Text>
        ) : null}
        {shown.map((p, k) => {
          const i = start + k;
          const marked = i === cursor && !watch;
          const hint = hinted !== null && JSON.stringify(clutchTeaching.cards(p.action)) === hinted;
          const colour = hint
            ? theme.colour('fresh')
            : marked
              ? theme.colour('accent')
              : p.loses !== null
                ? theme.colour('error')
                : undefined;
          return (
            <Box key={i}>
              <Text
                color={colour}
                bold={marked || hint}
                dimColor={watch}
              >{`${hint ? glyphs.hint : marked ? glyphs.pointer : ' '} ${i < 9 ? i + 1 : ' '}  `}</Text>
              <Box flexShrink={1} width={textWidth}>
                <CardText
                  text={`${p.text}${p.loses !== null ? `  ${glyphs.cross}` : ''}${hint ? `  ${glyphs.arrow.left} hint` : ''}`}
                  color={colour}
                  dim={watch}
                  wrap
                />
              </Box>
            </Box>
          );
        })}
        {watch && thinking !== null ? <Text dimColor>The bot is choosing…</Text> : null}
      </Box>
      {pending ? (
        <Box flexDirection="column">
          <CardText text={warning} color={theme.colour('error')} bold wrap />
          <Text>{'y: do it anyway   n or Esc: choose again'}</Text>
        </Box>
      ) : null}
      <Box marginTop={1}>
        <ClutchLog view={view} rows={logLines} width={columns} />
      </Box>
    </Box>
  );
}
