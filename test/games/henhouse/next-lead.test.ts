// The round panel's line on who leads next (ruling HH 8), beside the engine's own choice.
import { describe, expect, it } from 'vitest';
import { nextLeader } from '../../../src/games/henhouse/index.js';
import { nextLead } from '../../../src/games/henhouse/ui/Panels.js';

const names = ['Ada', 'Bri', 'Cy', 'Di'];

describe('who leads the next Henhouse round, as the round panel says it', () => {
  it('names the most points, and in a tie the others tied and that the leader placed lower', () => {
    expect(nextLead(1, 2, [3, 7, 5, 2], names)).toBe('Next: Bri leads round 2 with the most points.');
    // Bri and Cy share 7; Cy placed lower in the round just played, so the engine gives Cy the lead.
    const totals = [3, 7, 7, 2];
    const leader = nextLeader(totals, [0, 1, 3, 2]);
    expect(leader).toBe(2);
    expect(nextLead(leader, 2, totals, names)).toBe(
      'Next: Cy leads round 2, tied with Bri on the most points and placed lower this round.',
    );
    expect(nextLead(3, 3, [6, 6, 6, 6], names)).toBe(
      'Next: Di leads round 3, tied with Ada, Bri and Cy on the most points and placed lower this round.',
    );
  });
});
