// The Just Hatched centre's caption on a narrow table: it breaks between who laid and what, never
// inside the lay's name ("Two-of-a-Kind of" on one row, "8s" on the next).
import { describe, expect, it } from 'vitest';
import { captionRows } from '../../src/ui/components/cards/LayView.js';
import { laidCaption } from '../../src/games/just-hatched/ui/Panels.js';

describe("the Just Hatched centre's caption", () => {
  it('keeps the lay named whole on a narrow centre, and on one row where it fits', () => {
    expect(captionRows(laidCaption('Marigold', 'Two-of-a-Kind of 8s'), 20)).toEqual(['Marigold laid', 'Two-of-a-Kind of 8s']);
    expect(captionRows(laidCaption('Marigold', 'Little Coop of 10s'), 20)).toEqual(['Marigold laid', 'Little Coop of 10s']);
    expect(captionRows(laidCaption('Pip', 'Two-of-a-Kind of 8s'), 40)).toEqual(['Pip laid Two-of-a-Kind of 8s']);
  });

  it('says which lay ended the round the same way', () => {
    expect(captionRows(laidCaption('Nugget', 'Three-of-a-Kind of 7s.', 'The lay that ended it:'), 24)).toEqual([
      'The lay that ended it:',
      'Nugget laid',
      'Three-of-a-Kind of 7s.',
    ]);
  });
});
