import { cardsText, handAnswer, layAnswer, layCheckBasics } from '../check-kit.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import { checkLay } from './check.js';
import { handWhy, laysFromHand } from './check-hand.js';
import { JH_INFO } from './info.js';

const basics = layCheckBasics(JH_INFO);

/** `big-chicken check just-hatched <lay> [--on <lay>] [--players <n>]`, or `--hand <cards> [--on <lay>]`. */
export const jhCheck: GameCheck = {
  summary: 'whether a lay is legal, and beats the --on lay; with --hand, every lay that hand may make',
  subject: basics.subject,
  options: [
    ...basics.options,
    { key: 'hand', flags: '--hand <cards>', description: 'list every lay from these cards that beats --on (or leads)', kind: 'text' },
  ],
  examples: [
    'big-chicken check just-hatched "O7 Y7" --on "B7 G7"',
    'big-chicken check just-hatched RC --on "G9 Y9 O9 B9"',
    'big-chicken check just-hatched --hand "O7 Y7 B8" --on G7',
  ],
  answer(subject, values) {
    const on = cardsText(values.on, '--on');
    const players = values.players as number | undefined;
    const hand = cardsText(values.hand, '--hand');
    if (hand !== undefined) {
      if (subject !== undefined) throw new UsageError('--hand lists the lays itself: give the hand and --on, not a lay');
      const found = laysFromHand(hand, on, players);
      return handAnswer({
        hand: found.hand,
        on: found.on,
        groups: found.groups,
        pass: 'cluck',
        why: handWhy(found),
        withWhy: values.why === true,
      });
    }
    const lay = cardsText(subject, 'the lay');
    if (lay === undefined) throw new UsageError('check just-hatched needs a lay, e.g. big-chicken check just-hatched "O7 Y7"');
    const result = checkLay(lay, on, players);
    return layAnswer(result, on === undefined ? undefined : checkLay(on, undefined, players).lay);
  },
};
