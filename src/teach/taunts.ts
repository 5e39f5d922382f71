/**
 * What the bots say to a person who takes too long over a turn (`play --taunt`): chicken noises,
 * with cowardice implied, as the published rules suggest for experienced players. Drawn from
 * the table's own random source, never the game's, so the seeded deal and bots are untouched.
 */
export const TAUNTS: readonly string[] = [
  'Bawk, bawk, bawwwk…',
  'Buk-buk-buk-BAGAWK!',
  'Cluck cluck… is somebody scared?',
  'Bawk! Any day now, chick.',
  'I can hear your feathers shaking from here.',
  '*flaps arms* Bawk bawk!',
  'Bok bok bok… chicken!',
  'Is that an egg you are sitting on? Bawwk.',
  'Tick tock, cluck cluck.',
  'Somebody is too chicken to lay…',
  'Bagawk? BAGAWK!',
  'Pok pok pok… coward.',
  'Are we waiting for it to hatch?',
  'Bwaaak! Lay something, you big chicken!',
];

/** Seconds before the first taunt when `--taunt` gives none. */
export const DEFAULT_TAUNT_SECONDS = 20;

/** The next taunt: a random seat among `seats` and a random line, never the line said just before. */
export function pickTaunt(
  random: () => number,
  seats: readonly number[],
  last: string | null,
): { readonly seat: number; readonly text: string } {
  const seat = seats[Math.floor(random() * seats.length)] ?? seats[0] ?? 0;
  const pool = TAUNTS.filter((t) => t !== last);
  const text = pool[Math.floor(random() * pool.length)] ?? TAUNTS[0]!;
  return { seat, text };
}

/** Milliseconds between one taunt and the next: 3 to 6 seconds, so they keep coming, but not in a flood. */
export function tauntGap(random: () => number): number {
  return 3000 + Math.floor(random() * 3000);
}
