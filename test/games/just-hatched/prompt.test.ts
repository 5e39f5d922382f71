// The line under the person's hand on their turn: what the selection is and what Enter does with it.
import { describe, expect, it } from 'vitest';
import type { JhAction, JhState, JhView } from '../../../src/games/just-hatched/index.js';
import { jhPrompt } from '../../../src/games/just-hatched/ui/prompt.js';
import { startJh, type JhScreen } from '../../../src/games/just-hatched/ui/keys.js';
import type { TableDraw } from '../../../src/ui/card-table/CardTable.js';
import { game, LEAD_WITH_DUCK, OTHER_HANDS, position } from './helpers.js';

const lead = LEAD_WITH_DUCK;
/** Seat 0 to beat seat 3's pair of 4s. */
const beat = position({
  players: 4,
  hands: [['B1', 'G5', 'Y5', 'D'], ...OTHER_HANDS],
  run: [{ seat: 3, cards: ['G4', 'B4'], name: 'Two-of-a-Kind of 4s' }],
});

/** Seat 0's prompt on `s` with `chosen` selected: only what the prompt reads of the table's draw. */
function prompt(s: JhState, chosen: string[]): string {
  const view: JhView = game.playerView(s, 0);
  const draw = {
    props: { view, myTurn: game.currentPlayer(s) === 0, interjections: [], speaking: null },
    state: { game: startJh(view) },
    chosen,
    names: ['Ada', 'Pip', 'Marigold', 'Nugget'],
  } as unknown as TableDraw<JhView, JhAction, JhScreen>;
  return jhPrompt(draw).text;
}

describe('Just Hatched turn line', () => {
  it('"Enter lays it" for one card or a named lay, "lays them" for cards counted with a Duck', () => {
    expect(prompt(lead, ['D', 'B9'])).toBe('Your turn to lead: selected 2 cards; Enter lays them.');
    expect(prompt(lead, ['D'])).toBe('Your turn to lead: selected 1 card; Enter lays it.');
    expect(prompt(lead, ['B9', 'G9'])).toBe('Your turn to lead: selected Two-of-a-Kind of 9s; Enter lays it.');
    expect(prompt(beat, ['G5', 'D'])).toBe('Your turn: selected 2 cards; Enter lays them, c clucks.');
  });

  it('offers Cluck only to a player who is not leading', () => {
    expect(prompt(lead, [])).toBe('Your turn to lead: Space selects, Enter lays.');
    expect(prompt(beat, [])).toBe('Your turn: Space selects, Enter lays, c clucks.');
  });
});
