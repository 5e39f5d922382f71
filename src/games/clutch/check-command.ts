import { cardsText, oneCard, ruleSentence } from '../check-kit.js';
import { CLUTCH_RULES } from './rules-text.js';
import { plural } from '../words.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import { checkChoice, type ClutchCheck } from './check.js';
import { START_CHICKENS } from './effects.js';
import { CLUTCH_CHECK_HELP, MAX_ASIDE } from './entry.js';

/** `big-chicken check clutch --spread <3 cards> --take <card> | --sacrifice <card> [position]`. */
export const clutchCheck: GameCheck = {
  ...CLUTCH_CHECK_HELP,
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
      why: ruleSentence(CLUTCH_RULES, result.rule),
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
