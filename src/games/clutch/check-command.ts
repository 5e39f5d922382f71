import { cardsText, oneCard } from '../check-kit.js';
import { plural } from '../words.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import { checkChoice, type ClutchCheck } from './check.js';
import { START_CHICKENS } from './effects.js';

/** The largest population `--chickens` accepts; a real game is decided long before. */
const MAX_CHICKENS = 1_000_000_000;
/** The aside pile holds 40 cards at the start and only shrinks. */
const MAX_ASIDE = 40;

/** `big-chicken check clutch --spread <3 cards> --take <card> | --sacrifice <card> [position]`. */
export const clutchCheck: GameCheck = {
  summary: 'what a choice does to the flock (exit 1 when it loses the game)',
  options: [
    { key: 'spread', flags: '--spread <cards>', description: 'the three cards of the spread', kind: 'text' },
    { key: 'take', flags: '--take <card>', description: 'the card taken', kind: 'text' },
    { key: 'sacrifice', flags: '--sacrifice <card>', description: 'the court card sacrificed', kind: 'text' },
    {
      key: 'chickens',
      flags: '--chickens <n>',
      description: `population before the choice (default ${START_CHICKENS})`,
      kind: 'integer',
      min: 1,
      max: MAX_CHICKENS,
    },
    { key: 'court', flags: '--court <cards>', description: 'court cards held (default none)', kind: 'text' },
    { key: 'previous', flags: '--previous <card>', description: 'the previous number card (default none)', kind: 'text' },
    {
      key: 'aside',
      flags: '--aside <n>',
      description: `cards left in the aside pile (default ${MAX_ASIDE})`,
      kind: 'integer',
      min: 0,
      max: MAX_ASIDE,
    },
  ],
  examples: ['big-chicken check clutch --spread "3H 7S QD" --take 7S --chickens 250'],
  answer(subject, values) {
    if (subject !== undefined)
      throw new UsageError('clutch takes no lay: give the spread with --spread and the choice with --take or --sacrifice');
    const spread = cardsText(values.spread, '--spread');
    if (spread === undefined) throw new UsageError('check clutch needs --spread "<3 cards>", e.g. --spread "3H 7S QD" --take 7S');
    const take = oneCard(values.take, '--take');
    const sacrifice = oneCard(values.sacrifice, '--sacrifice');
    if (take === undefined && sacrifice === undefined) {
      throw new UsageError('check clutch needs the choice: --take <card>, or --sacrifice <court card> (with --take if several match)');
    }
    const result = checkChoice({
      spread,
      take,
      sacrifice,
      chickens: (values.chickens as number | undefined) ?? START_CHICKENS,
      court: cardsText(values.court, '--court'),
      previous: oneCard(values.previous, '--previous'),
      aside: (values.aside as number | undefined) ?? MAX_ASIDE,
    });
    return {
      ok: result.outcome !== 'lost',
      verdict: verdict(result),
      reason: result.reason,
      json: {
        chickens: result.chickens,
        outcome: result.outcome,
        reason: result.reason,
        court: [...result.court],
        crypt: [...result.crypt],
      },
    };
  },
};

/** The outcome, the population after the choice, the court and the crypt. */
function verdict(r: ClutchCheck): string {
  const list = (cards: readonly string[]) => (cards.length === 0 ? 'none' : cards.join(' '));
  return `${r.outcome}: ${plural(r.chickens, 'chicken')}; court ${list(r.court)}; crypt ${list(r.crypt)}.`;
}
