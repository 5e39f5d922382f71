import { CHECK_JSON_VERSION, cardsText, handAnswer, layAnswer, oneCard, ruleSentence, type WhyAnswer } from '../check-kit.js';
import { leftScore } from './check-score.js';
import { HENHOUSE_RULES } from './rules-text.js';
import { playsFromHand } from './check-hand.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import type { Vermin } from './cards.js';
import { checkPlay } from './check.js';
import { bigHandsProblem } from './options.js';
import { HENHOUSE_CHECK_HELP } from './entry.js';

/**
 * `big-chicken check henhouse <cards> [--on <cards>] [--players <n>] [--big-hands] [--vermin <v>
 * [--remove <card>]]`. A position the deck cannot hold is refused as input (NotationError).
 */
export const henhouseCheck: GameCheck = {
  ...HENHOUSE_CHECK_HELP,
  answer(subject, values) {
    const hand = cardsText(values.hand, '--hand');
    const left = cardsText(values.left, '--left');
    if (hand !== undefined && left !== undefined) throw new UsageError('--hand and --left ask different questions: give one');
    if (values.taken !== undefined && left === undefined) throw new UsageError('--taken goes with --left');
    if (hand !== undefined) return handPlays(subject, hand, values);
    if (left !== undefined) return leftAnswer(subject, left, values);
    const lay = cardsText(subject, 'the lay');
    if (lay === undefined) throw new UsageError('check henhouse needs a lay, e.g. big-chicken check henhouse "BC5 BC6 BC7"');
    const on = cardsText(values.on, '--on');
    const { players, bigHands } = tableOf(values);
    const vermin = values.vermin as Vermin | undefined;
    const remove = oneCard(values.remove, '--remove');
    if (remove !== undefined && (vermin === undefined || vermin === 'skunk')) {
      throw new UsageError('--remove names the card a fox or snake takes: give --vermin fox or --vermin snake with it');
    }
    if (remove !== undefined && on === undefined) throw new UsageError('--remove takes a card out of the --on combination: give --on too');
    const result = checkPlay({ lay, on, players, bigHands, vermin, remove });
    const onRead = on === undefined ? undefined : checkPlay({ lay: on, players, bigHands }).lay;
    const extra =
      vermin === undefined ? '' : remove !== undefined ? ` (with the ${vermin}, less ${remove.toUpperCase()})` : ` (with the ${vermin})`;
    return layAnswer(result, onRead, extra, HENHOUSE_RULES);
  },
};

/** `--players` and `--big-hands`, which must agree: the big-hands deal is the 3-player variant. */
function tableOf(values: Readonly<Record<string, unknown>>): { players: number | undefined; bigHands: boolean } {
  const players = values.players as number | undefined;
  const bigHands = values.bigHands === true;
  const problem = bigHands ? bigHandsProblem(players) : null;
  if (problem) throw problem;
  return { players, bigHands };
}

/** `--hand`: every play from the hand (and, with `--vermin`, that vermin's plays). */
function handPlays(subject: string | undefined, hand: string, values: Readonly<Record<string, unknown>>): ReturnType<typeof handAnswer> {
  if (subject !== undefined) throw new UsageError('--hand lists the plays itself: give the hand and --on, not a lay');
  if (values.remove !== undefined) throw new UsageError('--hand lists every card a fox or snake may take: leave --remove out');
  const on = cardsText(values.on, '--on');
  const { players, bigHands } = tableOf(values);
  const vermin = values.vermin as Vermin | undefined;
  if (vermin !== undefined && on === undefined) throw new UsageError('vermin are not used when leading: give --on with --vermin');
  const found = playsFromHand({ hand, on, players, bigHands, vermin });
  return handAnswer({
    hand: found.hand,
    on: found.on,
    groups: found.groups,
    pass: 'pass',
    verb: { one: 'goes on', many: 'go on' },
    why: found.why,
    withWhy: values.why === true,
    ...(vermin ? { extra: { vermin } } : {}),
  });
}

/** The rule of the round score, in the rules' own words. */
const SCORE_RULE = 'The first player out scores 0, whatever vermin';

/** `--left`: what the cards left score the last player. */
function leftAnswer(subject: string | undefined, left: string, values: Readonly<Record<string, unknown>>): WhyAnswer {
  if (subject !== undefined || values.on !== undefined) throw new UsageError('--left takes no lay and no --on');
  const { players, bigHands } = tableOf(values);
  const s = leftScore(left, bigHands ? 3 : players, bigHands, (values.taken as number | undefined) ?? 0);
  const terms = [
    `${s.cards} card${s.cards === 1 ? '' : 's'}${s.wilds > 0 ? ` (${s.wilds} unused wild${s.wilds === 1 ? '' : 's'} included)` : ''}`,
  ];
  if (s.placePoints !== null) terms.push(`${s.placePoints} for last place`);
  if (s.vermin > 0) terms.push(`${s.vermin} vermin`);
  const verdict = `${s.left} left score${s.cards === 1 ? 's' : ''} ${terms.join(' + ')} = ${s.points} point${s.points === 1 ? '' : 's'}.`;
  const reason = s.placePoints === null ? "Give --players for the last place's points too." : '';
  return {
    ok: true,
    verdict,
    reason,
    why: ruleSentence(HENHOUSE_RULES, SCORE_RULE),
    json: {
      version: CHECK_JSON_VERSION,
      left: s.left,
      cards: s.cards,
      wilds: s.wilds,
      placePoints: s.placePoints,
      vermin: s.vermin,
      points: s.points,
    },
  };
}
