import { cardsText, layAnswer, layCheckBasics, oneCard } from '../check-kit.js';
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
  ],
  examples: [
    'big-chicken check henhouse "BC3 BC4 BC5" --on "WE4 WE5 WE6" --vermin skunk',
    'big-chicken check henhouse "WE8 WE9" --players 3 --big-hands',
  ],
  answer(subject, values) {
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
