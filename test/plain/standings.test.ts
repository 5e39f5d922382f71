import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { gameModule } from '../../src/games/index.js';
import { runPlain } from '../../src/plain/run-plain.js';
import { quickSetup } from '../table/quick-setup.js';

/** Plays a whole game in line mode, the person always taking the first listed choice; returns what it printed. */
async function playOut(game: 'just-hatched' | 'henhouse', players: number, seed: number): Promise<{ code: number; text: string }> {
  const setup = quickSetup(game, players, seed);
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (d: Buffer) => {
    const before = text.length;
    text += d.toString();
    // Answer each question once: the first choice.
    const asked = text.slice(before).match(/Your choices:|Which one\?/g);
    for (let i = 0; i < (asked?.length ?? 0); i++) input.write('1\n');
  });
  const code = await runPlain(gameModule(setup.game), setup, {
    input,
    output,
    persistence: { saveGame: () => undefined, finishGame: () => undefined },
    resumeCommand: 'big-chicken resume',
    unicode: false,
  });
  return { code, text };
}

describe('line mode at the end of a game', () => {
  it("prints the final standings, every seat's total best first, as the drawn end panel does", async () => {
    const { code, text } = await playOut('just-hatched', 4, 32);
    expect(code).toBe(0);
    const tail = text.slice(text.indexOf('Final standings'));
    expect(tail).toMatch(/^Final standings after 5 rounds \(lowest total wins\):\n/);
    const rows = [...tail.matchAll(/^ {2}(\d)\. (\S+): (\d+) points?(, winner)?$/gm)];
    expect(rows.map((r) => r[2]).sort()).toEqual(['Ada', 'Marigold', 'Nugget', 'Pip']);
    const scores = rows.map((r) => Number(r[3]));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    // The winner named by the game's summary is marked, and first among equal totals.
    const golden = /(\S+) is the Golden Egg with (\d+) points/.exec(text)!;
    const winner = rows.find((r) => r[4])!;
    expect(winner[2]).toBe(golden[1]);
    expect(rows.findIndex((r) => r[3] === golden[2])).toBe(rows.indexOf(winner));
  }, 60_000);
});
