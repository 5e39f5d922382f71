import { CHECK_JSON_VERSION, cardsText, handAnswer, layAnswer, ruleSentence, type WhyAnswer } from '../check-kit.js';
import { UsageError } from '../options.js';
import { andList } from '../words.js';
import type { GameCheck } from '../types.js';
import { checkLay } from './check.js';
import { handWhy, laysFromHand } from './check-hand.js';
import { leftScore, roundEggs, scoreSum } from './check-score.js';
import { turnAfter, type TurnEffect } from './check-turn.js';
import { JH_CHECK_HELP } from './entry.js';
import { JH_RULES } from './rules-text.js';
import type { CoopEffect, Direction } from './state.js';

/**
 * `big-chicken check just-hatched`: one lay (`<lay> [--on <lay>]`), a hand's lays (`--hand`), a
 * round's score (`--left`, `--penalty`, `--round-scores`), or what a lay does to the turn
 * (`<lay> --seat`).
 */
export const jhCheck: GameCheck = {
  ...JH_CHECK_HELP,
  answer(subject, values) {
    const on = cardsText(values.on, '--on');
    const players = values.players as number | undefined;
    const hand = cardsText(values.hand, '--hand');
    const withWhy = values.why === true;
    const modes = [
      hand !== undefined && '--hand',
      (values.left !== undefined || values.roundScores !== undefined) && '--left/--round-scores',
      values.seat !== undefined && '--seat',
    ].filter(Boolean);
    if (modes.length > 1) throw new UsageError(`${modes.join(' and ')} ask different questions: give one`);
    if (values.seat === undefined) {
      // Each with a value it takes, so that the example runs as written.
      for (const [key, example] of [
        ['direction', '--direction counter'],
        ['out', '--out'],
        ['coop', '--coop skip'],
      ] as const) {
        if (values[key] !== undefined)
          throw new UsageError(
            `--${key} goes with a lay and --seat, e.g. check just-hatched "G9 Y9 O9 B9" --players 4 --seat 1 ${example}`,
          );
      }
    }
    if (values.penalty !== undefined && values.left === undefined) throw new UsageError('--penalty is added to a score: give --left too');
    if (hand !== undefined) {
      if (subject !== undefined) throw new UsageError('--hand lists the lays itself: give the hand and --on, not a lay');
      const found = laysFromHand(hand, on, players);
      return handAnswer({ hand: found.hand, on: found.on, groups: found.groups, pass: 'cluck', why: handWhy(found), withWhy });
    }
    if (values.left !== undefined || values.roundScores !== undefined) {
      if (subject !== undefined || on !== undefined) throw new UsageError('--left and --round-scores take no lay and no --on');
      return scoreAnswer(values, players);
    }
    const lay = cardsText(subject, 'the lay');
    if (lay === undefined) throw new UsageError('check just-hatched needs a lay, e.g. big-chicken check just-hatched "O7 Y7"');
    if (values.seat !== undefined) {
      if (on !== undefined) throw new UsageError('--seat tells what a lay does to the turn: leave --on out');
      if (players === undefined) throw new UsageError('--seat needs --players: who plays next depends on the table');
      const direction: Direction = values.direction === 'counter' ? -1 : 1;
      return turnAnswer(lay, players, values.seat as number, direction, values.out === true, values.coop as CoopEffect | undefined);
    }
    const result = checkLay(lay, on, players);
    return layAnswer(result, on === undefined ? undefined : checkLay(on, undefined, players).lay, '', JH_RULES);
  },
};

const SCORE_RULE = ruleSentence(JH_RULES, 'Each player scores the cards left in their hand');
const BAD_EGG_RULE = ruleSentence(JH_RULES, 'A tie for Bad Egg goes to');
const EGGS_RULE = ruleSentence(JH_RULES, 'The Round ends when a player goes out.');

function scoreAnswer(values: Readonly<Record<string, unknown>>, players: number | undefined): WhyAnswer {
  const parts: string[] = [];
  const json: Record<string, unknown> = { version: CHECK_JSON_VERSION };
  const why: string[] = [];
  if (values.left !== undefined) {
    const left = cardsText(values.left, '--left') as string;
    const { cards, score } = leftScore(left, (values.penalty as number | undefined) ?? 0, players);
    const what = cards === null ? `${score.cards} card${score.cards === 1 ? '' : 's'} left` : `${cards} left (${score.cards})`;
    parts.push(`${what} score${cards === null && score.cards === 1 ? 's' : ''} ${scoreSum(score)} point${score.points === 1 ? '' : 's'}.`);
    Object.assign(json, { left: cards, cards: score.cards, multiplier: score.multiplier, penalty: score.penalty, points: score.points });
    why.push(SCORE_RULE);
  }
  if (values.roundScores !== undefined) {
    if (players === undefined) throw new UsageError('--round-scores needs --players: the scores are one per seat');
    const eggs = roundEggs(cardsText(values.roundScores, '--round-scores') as string, players);
    const bad =
      eggs.bad === null
        ? `seats ${andList(eggs.tied.map(String))} tie for Bad Egg, and only their hands can settle it: the one holding the highest card is the Bad Egg`
        : `seat ${eggs.bad} is the Bad Egg${
            eggs.tieBreak
              ? ` (tied with ${andList(eggs.tied.filter((s) => s !== eggs.bad).map((s) => `seat ${s}`))}; ${eggs.tieBreak})`
              : ''
          }`;
    parts.push(`Round ${eggs.round}: seat ${eggs.good} is the Good Egg (went out); ${bad}.`);
    Object.assign(json, { round: eggs.round, good: eggs.good, bad: eggs.bad, tied: eggs.tied, tieBreak: eggs.tieBreak });
    why.push(eggs.tied.length > 1 ? BAD_EGG_RULE : EGGS_RULE);
  }
  const [verdict = '', ...rest] = parts;
  return { ok: true, verdict, reason: rest.join('\n'), why: why.join(' '), json };
}

const DUCK_RULE = ruleSentence(JH_RULES, 'Every Lay holding a Duck flips');
const COOP_RULE = ruleSentence(JH_RULES, 'When you lay a Coop (3 to 6 players)');
const OUT_RULE = ruleSentence(JH_RULES, "A Duck's flip and a Coop's flip or skip happen also");
const SEATS_RULE = ruleSentence(JH_RULES, 'Seats are numbered clockwise');
const TWO_RULE = ruleSentence(JH_RULES, 'Round 1 is led by the player holding the highest card');

function turnAnswer(
  lay: string,
  players: number,
  seat: number,
  direction: Direction,
  out: boolean,
  coop: CoopEffect | undefined,
): WhyAnswer {
  const r = turnAfter({ lay, players, seat, direction, out, ...(coop ? { coop } : {}) });
  const base = { version: CHECK_JSON_VERSION, seat, players, direction: way(direction), out };
  if (!r.legal) {
    return {
      ok: false,
      verdict: `no: ${r.lay} is not a legal lay.`,
      reason: r.reason,
      why: ruleSentence(JH_RULES, r.rule),
      json: { ...base, lay: r.lay, legal: false, reason: r.reason },
    };
  }
  const said = (e: TurnEffect): string => {
    const turn = e.flipped
      ? `the ${r.coop ? 'Coop' : 'Duck'} flips play from ${directionName(direction)} to ${directionName(e.direction)}`
      : e.coop === 'skip'
        ? out
          ? 'the skip skips nobody, as the Round is over'
          : `seat ${e.skipped} is skipped`
        : `play goes on ${directionName(e.direction)}`;
    const then =
      e.next === null ? `seat ${seat} goes out, and the next Round starts ${directionName(e.direction)}` : `seat ${e.next} plays next`;
    return `${turn}; ${then}`;
  };
  const lines = r.effects.map((e) => (r.effects.length > 1 ? `${e.coop}: ${said(e)}.` : said(e)));
  const verdict =
    r.effects.length > 1 ? `seat ${seat} lays ${r.lay} (${r.name}), and chooses:` : `seat ${seat} lays ${r.lay} (${r.name}): ${lines[0]}.`;
  const rule =
    players === 2
      ? TWO_RULE
      : out && (r.coop || r.effects[0]?.flipped)
        ? OUT_RULE
        : r.coop
          ? COOP_RULE
          : r.effects[0]?.flipped
            ? DUCK_RULE
            : SEATS_RULE;
  return {
    ok: true,
    verdict,
    reason: r.effects.length > 1 ? lines.join('\n') : '',
    why: rule,
    json: {
      ...base,
      lay: r.lay,
      legal: true,
      kind: r.name,
      effects: r.effects.map((e) => ({ coop: e.coop, flip: e.flipped, skipped: e.skipped, direction: way(e.direction), next: e.next })),
    },
  };
}

function directionName(d: Direction): string {
  return d === 1 ? 'Cluckwise' : 'Counter-Cluckwise';
}

function way(d: Direction): string {
  return d === 1 ? 'cluckwise' : 'counter';
}
