import { describe, expect, it } from 'vitest';
import { botNames, newTableSetup } from '../../src/table/setup.js';

describe('the bots’ names at a table', () => {
  it('are the usual names in order, passing over a person’s in any case', () => {
    expect(botNames(3, ['Ada'])).toEqual(['Pip', 'Marigold', 'Nugget']);
    expect(botNames(3, ['pip'])).toEqual(['Marigold', 'Nugget', 'Henrietta']);
    expect(botNames(2, ['Marigold', 'PIP'])).toEqual(['Nugget', 'Henrietta']);
    // Past the six names: Bot 1, Bot 2…, still none a person has.
    expect(botNames(7, ['Bot 1'])).toEqual(['Pip', 'Marigold', 'Nugget', 'Henrietta', 'Clover', 'Drumstick', 'Bot 2']);
  });

  it('never repeat the person’s name at a new table ("Pip (you)" beside a bot Pip)', () => {
    const setup = newTableSetup({
      game: 'just-hatched',
      options: { players: 4 },
      seed: 1,
      name: 'Pip',
      speed: 'normal',
      thinkMs: 300,
      watch: false,
      bots: ['easy', 'easy', 'easy'],
    });
    expect(setup.seats.map((s) => s.name)).toEqual(['Pip', 'Marigold', 'Nugget', 'Henrietta']);
  });
});
