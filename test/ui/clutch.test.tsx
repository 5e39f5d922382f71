import stringWidth from 'string-width';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { clutch } from '../../src/games/clutch/module.js';
import { eventText, sortCards, type ClutchAction, type ClutchState } from '../../src/games/clutch/index.js';
import { position } from '../games/clutch/helpers.js';
import ClutchHarness from './clutch-harness.js';
import { describe as describeAction, facts } from '../../src/games/clutch/ui/Screen.js';
import { bigRows } from '../../src/games/clutch/ui/BigNumber.js';

const tick = () => new Promise((r) => setTimeout(r, 30));

/** Waits until `check` passes (the screen has drawn the result of the last key), at most 3 s. */
async function until(check: () => void): Promise<void> {
  for (let waited = 0; ; waited += 15) {
    try {
      check();
      return;
    } catch (error) {
      if (waited > 3000) throw error;
      await new Promise((r) => setTimeout(r, 15));
    }
  }
}
const ENTER = '\r';
const DOWN = '\u001B[B';
const ESC = '\u001B';

function lines(frame: string | undefined): string[] {
  return (frame ?? '').split('\n');
}

afterEach(() => {
  delete process.env.NO_COLOR;
  process.env.FORCE_COLOR = '0';
});

describe('ClutchScreen', () => {
  it('offers no sacrifice while the court is empty', () => {
    const s = position({ spread: ['3C', '7H', 'QD'], previous: '4H', court: [], crypt: [], deck: 5, aside: 30 });
    const frame = render(<ClutchHarness start={s} />).lastFrame() ?? '';
    expect(frame).toContain('Spread 3C 7H QD — keep one card:');
    expect(frame).not.toContain('sacrifice');
  });

  it('shows the flock, the piles, every choice with its cost and effect, within 80×24', () => {
    const s = position({ spread: ['3C', '7H', 'QD'], previous: '4H', court: ['KS'], crypt: ['JC'], deck: 5, aside: 30 });
    const { lastFrame } = render(<ClutchHarness start={s} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('100 chickens');
    expect(frame).toContain('█'); // the big digits and the bar
    expect(frame).toContain('10%');
    expect(frame).toContain('deck 5 · aside 30');
    expect(frame).toContain('previous 4H');
    expect(frame).toContain('court KS');
    expect(frame).toContain('crypt JC');
    expect(frame).toContain('Spread 3C 7H QD — keep one card, or sacrifice a court card:');
    // 100 − 70 = 30, HEARTS doubles: 60
    expect(frame).toContain('take 7H: −70, then HEARTS: double → 60');
    expect(frame).toContain('take 3C: −3, then 3C replaces 4H as previous card');
    expect(frame).toContain('take QD: −1, then QD joins the court');
    expect(frame).toContain('sacrifice KS, discard the spread');
    // NO_COLOR (FORCE_COLOR=0 here): suits are letters, never symbols.
    expect(frame).not.toMatch(/[♣♦♥♠]/);
    expect(lines(frame).length).toBeLessThanOrEqual(21);
    for (const l of lines(frame)) expect(l.length).toBeLessThanOrEqual(80);
  });

  it('takes a spread card with its number key and with arrows and Enter', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const s = position({ spread: ['3C', '7H', 'QD'] });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} record={record} />);
    await tick();
    stdin.write('3');
    await until(() => expect(lastFrame()).toContain('99 chickens')); // 100 − 1
    expect(record.actions).toEqual([{ type: 'take', card: 'QD' }]);
    expect(lastFrame()).toContain('court QD');
    stdin.write(DOWN);
    await until(() => expect(lastFrame()).toMatch(/› 2 {2}take/));
    stdin.write(ENTER);
    await until(() => expect(record.actions).toHaveLength(2));
    const afterFirst = clutch.game.applyAction(s, { type: 'take', card: 'QD' });
    expect(record.actions[1]).toEqual({ type: 'take', card: afterFirst.spread[1] });
    await until(() => expect(lastFrame()).toContain('turn 3'));
  });

  it('y says why of the marked choice: what it costs, what follows, or why it loses', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const s = position({ spread: ['3C', '7H', 'QD'], chickens: 70 });
    const { stdin } = render(<ClutchHarness start={s} record={record} />);
    await tick();
    stdin.write('y');
    // 70 − 3 = 67; 3C becomes the previous card.
    // Its cards as the screen writes them: with letters under NO_COLOR (FORCE_COLOR=0 here).
    await until(() =>
      expect(record.notes.at(-1)).toBe(
        'Take 3C costs 3 chickens; then 3C becomes previous card: you have 67 chickens, and the next spread is dealt.',
      ),
    );
    // Moving the mark takes the note away: it spoke of another choice.
    stdin.write(DOWN);
    await until(() => expect(record.notes.at(-1)).toBeNull());
    stdin.write('y');
    await until(() =>
      expect(record.notes.at(-1)).toBe(
        'Take 7H costs 70 chickens, and so you lose. Paying 70 for 7H with only 70 chickens wipes out the clutch.',
      ),
    );
    // y explained; it chose nothing.
    expect(record.actions).toEqual([]);
  });

  it('asks before a losing choice and says why; n takes it back, y makes it', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const s = position({ spread: ['3C', '7H', 'QD'], chickens: 70 });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} record={record} />);
    await tick();
    // The choice says it loses once: its preview ends "then YOU LOSE", marked with the cross alone.
    expect(lastFrame()).toContain('then YOU LOSE  ✗');
    expect(lastFrame()).not.toContain('LOSES');
    stdin.write('2');
    await until(() => expect(lastFrame()).toContain('This loses the game. Paying 70 for 7H with only 70 chickens wipes out'));
    expect(record.actions).toEqual([]);
    stdin.write('n');
    await until(() => expect(lastFrame()).not.toContain('This loses the game'));
    stdin.write('2');
    await until(() => expect(lastFrame()).toContain('This loses the game'));
    stdin.write(ESC);
    await until(() => expect(lastFrame()).not.toContain('This loses the game'));
    expect(record.actions).toEqual([]);
    stdin.write('2');
    await until(() => expect(lastFrame()).toContain('This loses the game'));
    stdin.write('y');
    await until(() => expect(lastFrame()).toContain('GAME OVER'));
    expect(record.actions).toEqual([{ type: 'take', card: '7H' }]);
    // The loss screen says how, and gives the seed.
    const end = lastFrame() ?? '';
    expect(end).toContain('Paying 70 for 7H');
    expect(end).toContain('big-chicken clutch --seed 99');
  });

  it('keeps within the rows the table gives it at 60×20 when the confirmation of a loss wraps', async () => {
    // Deal 3 after its first choice: 98 chickens, the spread 5H 10S KD, and a log of three lines.
    const s = clutch.game.applyAction(clutch.game.setup({ players: 1 }, 3), { type: 'take', card: '2C' });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} columns={60} rows={20} />);
    await tick();
    const before = lines(lastFrame()).length;
    stdin.write('2');
    await until(() => expect(lastFrame()).toContain('This loses the game. Paying 100 for 10S'));
    const frame = lines(lastFrame());
    // The table draws its title, error and key lines around the screen, and one row stays free.
    expect(before).toBeLessThanOrEqual(16);
    expect(frame.length).toBeLessThanOrEqual(16);
    for (const l of frame) expect(stringWidth(l)).toBeLessThanOrEqual(60);
    expect(frame.join('\n')).toContain('y: do it anyway   n or Esc: choose again');
  });

  it("counts a two-row prompt (a Jack's question at 60 columns) with the confirmation open, within 60×20", async () => {
    // The log of deal 3's first turns below it, so the screen has every row to share out.
    let played = clutch.game.setup({ players: 1 }, 3);
    for (const card of ['2C', '5H']) played = clutch.game.applyAction(played, { type: 'take', card });
    const s: ClutchState = {
      ...position({ spread: ['3C', '7H', 'QD'], chickens: 99, court: ['JD'] }),
      phase: { kind: 'escape', cause: 'spades' },
      log: played.log,
    };
    const { stdin, lastFrame } = render(<ClutchHarness start={s} columns={60} rows={20} />);
    await until(() => expect(lastFrame()).toContain('✗'));
    const choices = lines(lastFrame());
    // The choice that loses is marked ✗: open its confirmation.
    const losing = choices.find((l) => l.includes('✗'))!;
    stdin.write(/\b([1-9]) {2}/.exec(losing)![1]!);
    await until(() => expect(lastFrame()).toContain('This loses the game'));
    expect(lines(lastFrame()).length).toBeLessThanOrEqual(16);
  });

  it('s jumps to the sacrifices, and a sacrifice takes the card of its suit free', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const s = position({ spread: ['3C', '7H', 'KD'], court: ['QH'] });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} record={record} />);
    await tick();
    expect(lastFrame()).toContain('sacrifice QH, take 7H free');
    stdin.write('s');
    await until(() => expect(lastFrame()).toMatch(/› 4 {2}sacrifice QH/));
    stdin.write(ENTER);
    await until(() => expect(lastFrame()).toContain('crypt QH'));
    expect(record.actions).toEqual([{ type: 'sacrifice', court: 'QH', take: '7H' }]);
    expect(lastFrame()).toContain('100 chickens');
    expect(lastFrame()).toContain('previous 7H');
  });

  it('says so when there is nothing to sacrifice', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const { stdin } = render(<ClutchHarness start={position({ spread: ['3C', '7H', 'KD'] })} record={record} />);
    await tick();
    stdin.write('s');
    await until(() => expect(record.notes).toContain('Your court is empty: nothing to sacrifice.'));
    expect(record.actions).toEqual([]);
  });

  it('lets the player choose which Queen or King a Jack saves', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const s = position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 600, court: ['JD', 'QS', 'KC'] });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} record={record} />);
    await tick();
    stdin.write('1');
    // (600 − 2) × 2 = 1196: the flock rises up
    await until(() => expect(lastFrame()).toContain('Your court falls! Your Jack keeps one of QS KC'));
    expect(lastFrame()).toContain('save KC');
    stdin.write(DOWN);
    await until(() => expect(lastFrame()).toMatch(/› 2 {2}save KC/));
    stdin.write(ENTER);
    await until(() => expect(lastFrame()).toContain('court KC'));
    expect(record.actions[1]).toEqual({ type: 'save', cards: ['KC'] });
    expect(lastFrame()).toContain('1196 chickens');
    expect(lastFrame()).toContain('crypt JD QS');
  });

  it('offers a Jack to escape a failed SPADES event', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const s = position({ spread: ['AS', '8H', '9C'], previous: '5S', court: ['JH'] });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} record={record} />);
    await tick();
    // The choice wraps under its number: read it whole.
    expect(lastFrame()!.replace(/\s+/g, ' ')).toContain('SPADES: no Queen, nothing gained → 99, then lose unless a Jack is sacrificed');
    stdin.write('1');
    await until(() => expect(lastFrame()).toContain('SPADES came with only 99 chickens: sacrifice a Jack to go on?'));
    expect(lastFrame()).toContain('sacrifice JH and go on');
    expect(lastFrame()).toContain('keep the Jacks and lose');
    stdin.write(ENTER);
    await until(() => expect(lastFrame()).toContain('crypt JH'));
    expect(record.actions[1]).toEqual({ type: 'escape', jack: 'JH' });
  });

  it('shows a win with how it happened and the seed', () => {
    const won = clutch.game.applyAction(position({ spread: ['AS', '8H', '9C'], previous: '5S', chickens: 950, court: ['QH'] }), {
      type: 'take',
      card: 'AS',
    });
    const { lastFrame } = render(<ClutchHarness start={won} seed={4242} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('YOU WIN');
    expect(frame).toContain('1049 chickens'); // 950 − 1 + 100
    expect(frame).toContain('SPADES event came with 1049');
    expect(frame).toContain('--seed 4242');
  });

  it.each([
    [60, 20],
    [80, 24],
    [100, 40],
  ])('keeps the end panel within %i×%i, its big number whole beside the words', (columns, rows) => {
    const won = clutch.game.applyAction(position({ spread: ['AS', '8H', '9C'], previous: '5S', chickens: 950, court: ['QH'] }), {
      type: 'take',
      card: 'AS',
    });
    const frame = render(<ClutchHarness start={won} seed={21} columns={columns} rows={rows} />).lastFrame() ?? '';
    const shown = lines(frame);
    // The screen's rows less the platform's header, error and key lines.
    expect(shown.length).toBeLessThanOrEqual(rows - 3);
    for (const l of shown) expect(stringWidth(l)).toBeLessThanOrEqual(columns);
    // Each of the number's three rows is on one line of the panel, the words beside it.
    const big = bigRows(1049);
    for (const row of big) expect(shown.some((l) => l.includes(row.trimEnd()))).toBe(true);
    expect(frame.replace(/[║\s]+/g, ' ')).toContain('big-chicken clutch --seed 21');
  });

  it('counts the flock beside the big number in the number that agrees: 1 chicken, 2 chickens', () => {
    for (const chickens of [1, 2]) {
      const frame = render(<ClutchHarness start={position({ spread: ['3C', '7H', 'QD'], chickens })} />).lastFrame() ?? '';
      const meter = lines(frame).find((l) => l.includes('needed for SPADES')) ?? '';
      expect(meter).toContain(`${chickens} ${chickens === 1 ? 'chicken' : 'chickens'}  of 1000`);
    }
  });

  it('draws suits as symbols when colour is on', () => {
    process.env.FORCE_COLOR = '1';
    const { lastFrame } = render(<ClutchHarness start={position({ spread: ['3C', '7H', 'QD'] })} />);
    expect(lastFrame()).toContain('7♥');
  });

  it('with --watch shows the choices but takes no keys', async () => {
    const record = { actions: [] as ClutchAction[], notes: [] as (string | null)[] };
    const { stdin, lastFrame } = render(<ClutchHarness start={position({ spread: ['3C', '7H', 'QD'] })} watch record={record} />);
    await tick();
    stdin.write('1');
    await tick();
    await tick();
    expect(record.actions).toEqual([]);
    expect(lastFrame()).toContain('take 3C');
    expect(lastFrame()).toContain('The bot is choosing');
  });

  it('fits 80×24 with a full court and a confirmation open', async () => {
    const s = position({
      spread: ['3C', '7H', 'QD'],
      chickens: 60,
      previous: '4H',
      court: ['KS', 'QC', 'JH', 'KH', 'QS', 'JC', 'KC', 'JS'],
      crypt: ['JD', 'KD', 'QH'],
      aside: 20,
    });
    const { stdin, lastFrame } = render(<ClutchHarness start={s} />);
    await tick();
    stdin.write('2');
    await until(() => expect(lastFrame()).toContain('This loses the game'));
    const frame = lastFrame() ?? '';
    // the platform keeps 3 of the 24 rows (header, error line, key hint)
    expect(lines(frame).length).toBeLessThanOrEqual(21);
    for (const l of lines(frame)) expect(l.length).toBeLessThanOrEqual(80);
    expect(frame).toContain('y: do it anyway');
  });
});

describe('Clutch on a compact terminal', () => {
  it('fits 60×20 when the choices wrap over several lines (a reshuffle and its consequences)', async () => {
    // Deck of one: each take empties it, so every choice goes on with RESHUFFLE, halving, and more.
    // With a log as long as a game's by then (the table shows its last lines).
    let played = clutch.game.setup({ players: 1 }, 7);
    for (let k = 0; k < 12; k++) played = clutch.game.applyAction(played, clutch.game.legalActions(played)[0]!, 0);
    const s = { ...position({ spread: ['4S', '8D', 'QC'], chickens: 243, previous: 'AH', deck: 1, aside: 20 }), log: played.log };
    const { lastFrame } = render(<ClutchHarness start={s} columns={60} rows={20} />);
    await tick();
    const frame = lastFrame() ?? '';
    expect(frame).toContain('RESHUFFLE');
    // the platform keeps 3 of the 20 rows (header, error line, key hint)
    expect(lines(frame).length).toBeLessThanOrEqual(17);
    for (const l of lines(frame)) expect(stringWidth(l)).toBeLessThanOrEqual(60);
  });
});

describe('Clutch on a compact terminal: the log', () => {
  it('shows a line wider than the table whole, wrapped onto the next row, within 60×20', () => {
    // 36 − 4 (the smallest number card) leaves 32; the log's sentence for it is over 60 columns.
    const before = position({ spread: ['4C', '9H', 'KD'], chickens: 36, previous: 'AD' });
    const s = clutch.game.applyAction(before, { type: 'take', card: '4C' });
    const took = s.log.find((e) => e.type === 'take')!;
    const sentence = eventText(took).replace(/♣/g, 'C');
    expect(stringWidth(sentence)).toBeGreaterThan(60);
    const frame = render(<ClutchHarness start={s} columns={60} rows={20} />).lastFrame() ?? '';
    const rows = lines(frame);
    const flat = rows.map((l) => l.trim()).join(' ');
    expect(flat).toContain(sentence);
    expect(frame).not.toContain('…');
    for (const l of rows) expect(stringWidth(l)).toBeLessThanOrEqual(60);
    // The rows the table leaves its screen: all but the header, error and key lines, and one more.
    expect(rows.length).toBeLessThanOrEqual(16);
  });
});

/** The cards the screen lists after "discard" (its rows, up to the blank row under them), or null when it lists none. */
function listedDiscard(frame: string): string[] | null {
  const rows = lines(frame);
  const at = rows.findIndex((l) => l.startsWith('discard '));
  if (at < 0) return null;
  const end = rows.findIndex((l, i) => i > at && l.trim() === '');
  return rows
    .slice(at, end)
    .join(' ')
    .replace(/^discard /, '')
    .split(/\s+/)
    .filter((w) => w !== '');
}

describe('the discard pile on the Clutch table', () => {
  // Ten cards aside and five in the deck: the 33 cards named nowhere else are in the discard pile.
  const late = position({ spread: ['3C', '7H', 'QD'], previous: '4H', deck: 5, aside: 10 });
  const early = position({ spread: ['3C', '7H', 'QD'], previous: '4H' });

  it.each([
    [100, 40],
    [80, 24],
  ])('lists every discarded card, low to high, at %i×%i, within the rows', (columns, rows) => {
    const frame = render(<ClutchHarness start={late} columns={columns} rows={rows} />).lastFrame() ?? '';
    expect(listedDiscard(frame)).toEqual(sortCards(late.discard));
    expect(lines(frame).length).toBeLessThanOrEqual(rows - 4);
    for (const l of lines(frame)) expect(stringWidth(l)).toBeLessThanOrEqual(columns);
  });

  it('lists it at 60×20 where the rows allow, and where they do not, leaves it out whole, never in part', () => {
    const short = render(<ClutchHarness start={early} columns={60} rows={20} />).lastFrame() ?? '';
    expect(listedDiscard(short)).toEqual(sortCards(early.discard));
    // A full court: more choices than the rows hold, and no room for three rows of discards.
    const crowded = position({ spread: ['3C', '7H', 'QD'], previous: '4H', deck: 5, aside: 10, court: ['KS', 'QC', 'JH'] });
    for (const s of [late, crowded]) {
      const frame = render(<ClutchHarness start={s} columns={60} rows={20} />).lastFrame() ?? '';
      const listed = listedDiscard(frame);
      if (listed !== null) expect(listed).toEqual(sortCards(s.discard));
      // Its count stays in the meter either way.
      expect(frame).toContain(`discard ${s.discard.length} `);
      expect(lines(frame).length).toBeLessThanOrEqual(16);
      for (const l of lines(frame)) expect(stringWidth(l)).toBeLessThanOrEqual(60);
    }
  });
});

describe('ClutchScreen helpers for the platform', () => {
  it('describes a choice for the log with its cost and effect, suits as letters without colour', () => {
    const s = position({ spread: ['3C', '7H', 'QD'], previous: '4H' });
    const view = clutch.game.playerView(s, 0);
    expect(describeAction({ type: 'take', card: '7H' }, 0, ['Ada'], view)).toBe('take 7H: −70, then HEARTS: double → 60');
    expect(facts(view)).toEqual(['Turn 1']);
    // Over, the header counts the turns the game took, as the end panel does, not a turn to come:
    // deal 3, its 2C taken, then 10S for 100 with 98 chickens, which loses on the second turn.
    const second = clutch.game.applyAction(clutch.game.setup({ players: 1 }, 3), { type: 'take', card: '2C' });
    const end = clutch.game.playerView(clutch.game.applyAction(second, { type: 'take', card: '10S' }), 0);
    expect(end.phase.kind).toBe('over');
    expect(facts(end)).toEqual(['over after 2 turns']);
  });
});
