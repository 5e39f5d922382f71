import { cardsText, handAnswer, layAnswer, layCheckBasics, oneCard } from '../check-kit.js';
import { playsFromHand } from './check-hand.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import { VERMIN, type Vermin } from './cards.js';
import { checkPlay } from './check.js';
import { HENHOUSE_INFO } from './info.js';

const basics = layCheckBasics(HENHOUSE_INFO);

/**
 * `big-chicken check henhouse <cards> [--on <cards>] [--players <n>] [--big-hands] [--vermin <v>
 * [--remove <card>]]`. A position the deck cannot hold is refused as input (NotationError).
 */
export const henhouseCheck: GameCheck = {
  summary: 'whether a play is legal, and may go on the --on combination',
  subject: basics.subject,
  options: [
    ...basics.options,
    { key: 'bigHands', flags: '--big-hands', description: 'the 3-player variant with the full deck', kind: 'flag' },
    { key: 'vermin', flags: '--vermin <vermin>', description: 'play with a vermin', kind: 'choice', choices: VERMIN },
    { key: 'remove', flags: '--remove <card>', description: 'the card a fox or snake takes out of the --on combination', kind: 'text' },
    {
      key: 'hand',
      flags: '--hand <cards>',
      description: 'list every play from these cards (wilds held as *C, *E) on --on, or every lead',
      kind: 'text',
    },
  ],
  examples: [
    'big-chicken check henhouse "BC3 BC4 BC5" --on "WE4 WE5 WE6" --vermin skunk',
    'big-chicken check henhouse "WE8 WE9" --players 3 --big-hands',
  ],
  answer(subject, values) {
    const hand = cardsText(values.hand, '--hand');
    if (hand !== undefined) return handPlays(subject, hand, values);
    const lay = cardsText(subject, 'the lay');
    if (lay === undefined) throw new UsageError('check henhouse needs a lay, e.g. big-chicken check henhouse "BC5 BC6 BC7"');
    const on = cardsText(values.on, '--on');
    const players = values.players as number | undefined;
    const bigHands = values.bigHands === true;
    if (bigHands && players !== undefined && players !== 3) {
      throw new UsageError(`--big-hands is the 3-player variant: give --players 3 or leave --players out, not ${players}`);
    }
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
    return layAnswer(result, onRead, extra);
  },
};

/** `--hand`: every play from the hand (and, with `--vermin`, that vermin's plays). */
function handPlays(subject: string | undefined, hand: string, values: Readonly<Record<string, unknown>>): ReturnType<typeof handAnswer> {
  if (subject !== undefined) throw new UsageError('--hand lists the plays itself: give the hand and --on, not a lay');
  if (values.remove !== undefined) throw new UsageError('--hand lists every card a fox or snake may take: leave --remove out');
  const on = cardsText(values.on, '--on');
  const players = values.players as number | undefined;
  const bigHands = values.bigHands === true;
  if (bigHands && players !== undefined && players !== 3) {
    throw new UsageError(`--big-hands is the 3-player variant: give --players 3 or leave --players out, not ${players}`);
  }
  const vermin = values.vermin as Vermin | undefined;
  if (vermin !== undefined && on === undefined) throw new UsageError('vermin are not used when leading: give --on with --vermin');
  const found = playsFromHand({ hand, on, players, bigHands, vermin });
  return handAnswer({
    hand: found.hand,
    on: found.on,
    groups: found.groups,
    pass: 'pass',
    why: found.why,
    withWhy: values.why === true,
    ...(vermin ? { extra: { vermin } } : {}),
  });
}
