import stringWidth from 'string-width';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBot, Rng, type Bot } from '../../src/engine/index.js';
import { henhouseGame, type HenhouseAction } from '../../src/games/henhouse/index.js';
import * as hhScreen from '../../src/games/henhouse/ui/Screen.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule, TableSetup } from '../../src/ui/types.js';
import { table } from '../games/henhouse/helpers.js';
import HenhouseHarness from './henhouse-harness.js';
import { spellSigns } from '../../src/platform/ascii.js';
import { ASCII, LookProvider, makeTheme, UNICODE } from '../../src/ui/look/index.js';
import { KEY, memoryPersistence, press, renderTable as openAndRender, waitFrame } from './helpers.js';
import HhRoundTable from '../../src/games/henhouse/ui/RoundTable.js';
import { hhTopic } from '../../src/games/henhouse/ui/prompt.js';

afterEach(() => cleanup());

const UP = '\u001B[A';
const recorder = () => ({ actions: [] as HenhouseAction[], notes: [] as (string | null)[] });
const lastNote = (r: ReturnType<typeof recorder>) => r.notes.filter((n) => n !== null).pop();

describe('Henhouse screen (the table)', () => {
  it("fits 80×24 and shows hand, wilds, everyone's wilds and vermin, the pile, scores and the turn", async () => {
    const start = table({
      hands: ['BC5 BE5 WE7 WC2', 'BE9 BE8', 'WE9 WC3', 'BE1 BE2', 'WC1 WC4'],
      taken: [[], ['fox'], [], [], []],
      table: { skunk: 2, fox: 1, snake: 2 },
      totals: [3, 0, 5, 2, 8],
    });
    const ui = render(<HenhouseHarness start={start} />);
    const frame = await waitFrame(ui, (f) => f.includes('you lead'));
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(21); // 24 rows less the platform's header, error and hint lines
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
    // The wilds count as cards in the hand: 4 dealt cards and 2 wilds.
    expect(frame).toContain('▶ Ada (you) · 6 cards · 3 pts · *C *E');
    // Bri's seat (on the left): name and level on the frame, cards and score, wilds and vermin taken.
    expect(frame).toMatch(/╭Bri \(easy\)─+╮/);
    expect(frame).toMatch(/│ 4 cards · 0 pts +│/);
    expect(frame).toMatch(/│ \*C \*E · fox +│/);
    expect(frame).toContain('Vermin left: skunk ×2  fox ×1  snake ×2');
    // Worded as Just Hatched words its lead ("Nothing to beat: you lead a new Run.").
    expect(frame).toContain('Nothing to beat: you lead a new trick.');
    // Sorted by rank, wilds after a gap.
    expect(frame).toMatch(/│WC2 │ │BC5 │ │BE5 │ │WE7 │ {2}│\*C {2}│ │\*E {2}│/);
  });

  it('keeps each vermin count beside its vermin when the centre is narrow (long names, 60 to 100 columns)', async () => {
    const start = table({
      hands: ['BC5 BE5 WE7 WC2', 'BE9 BE8', 'WE9 WC3', 'BE1 BE2', 'WC1 WC4'],
      table: { skunk: 1, fox: 2, snake: 2 },
    });
    for (let columns = 60; columns <= 100; columns += 2) {
      const names = ['Player', 'Pipistrelle', 'Marigold', 'Nugget', 'Henrietta Jones'];
      const ui = render(<HenhouseHarness start={start} columns={columns} names={names} />);
      const frame = await waitFrame(ui, (f) => f.includes('Your turn'));
      // Every vermin named on the table has its count after it on the same line (bare, where the
      // centre is narrowest).
      for (const line of frame.split('\n')) {
        for (const [, name, count] of line.matchAll(/\b(skunk|fox|snake)\b( ×?\d)?/g))
          expect(count, `${columns}: ${line} (${name})`).toBeDefined();
      }
      expect(frame).toMatch(/snake ×?2/);
      ui.unmount();
    }
  });

  it('fits 80×24 with the 20-card hands of the big-hands variant', async () => {
    const start = table({
      hands: ['BC1 BC2 BC3 BC4 BC5 BC6 BC7 BC8 BC9 WC2 WC3 WC4 WC5 WC6 WC7 WC8 WC9 BE2 BE3 BE4', 'WE1', 'WE2'],
      bigHands: true,
    });
    const ui = render(<HenhouseHarness start={start} />);
    const frame = await waitFrame(ui, (f) => f.includes('you lead'));
    expect(frame.split('\n').length).toBeLessThanOrEqual(21);
    for (const l of frame.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(80);
    expect(frame).toContain('BE4');
    expect(frame).toMatch(/\*C\s+\*E/);
  });

  it('tells a player who is out that the others play on', async () => {
    const none = { C: false, E: false };
    const start = table({ hands: ['BE9', 'BE1 BE2', 'WE1 WE2', 'WC1'], wilds: [none, none, none, none] });
    const ui = render(<HenhouseHarness start={start} script={['pass', 'pass', 'pass']} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    await press(ui, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Ada wins the trick; Bri leads next.'));
    expect(frame).toContain('You are out, first: the others play on until one is left.');
    expect(frame).toContain('Ada (you) · 0 cards · 0 pts · out first');
  });

  it("puts a seat's vermin before its state, so a box too narrow cuts the state, never what costs points", async () => {
    const none = { C: false, E: false };
    const start = table({
      hands: ['BE9 BC3', 'BE1 BE2', 'WE1 WE2', 'WC1', 'WE5'],
      wilds: [none, none, none, none, none],
      taken: [[], ['fox'], [], [], []],
      pile: { cards: 'WE8', by: 2 },
    });
    const ui = render(<HenhouseHarness start={start} script={['pass', 'pass']} />);
    await waitFrame(ui, (f) => f.includes('p passes'));
    await press(ui, 'p');
    // Bri, who took a fox, passes: the box reads its vermin before "passed".
    const frame = await waitFrame(ui, (f) => f.includes('Bri passes'));
    expect(frame).toMatch(/no wilds · fox/);
    expect(frame).not.toMatch(/passed · fox/);
  });

  it("keeps a side box's vermin and state whole at 80 columns: its wilds move up beside its cards", async () => {
    const start = table({
      hands: ['BE9 BC3', 'BE1 BE2 BC4', 'WE1 WE2', 'WC1', 'WE5 WC6'],
      taken: [[], ['skunk', 'fox'], [], [], ['skunk', 'snake']],
      pile: { cards: 'WE8', by: 2 },
    });
    const ui = render(<HenhouseHarness start={start} script={['pass', 'pass']} />);
    await waitFrame(ui, (f) => f.includes('p passes'));
    await press(ui, 'p');
    const frame = await waitFrame(ui, (f) => f.includes('Bri passes'));
    // Bri sits at the side: "*C *E · skunk, fox · passed" is wider than its box.
    expect(frame).toMatch(/│ 5 cards · 0 pts · \*C \*E\s+│/);
    expect(frame).toMatch(/│ skunk, fox · passed\s+│/);
    // Eve's box, with room for all of it, keeps its states under its cards.
    expect(frame).toMatch(/│ \*C \*E · skunk, snake\s+│/);
    expect(frame).not.toMatch(/…\s*[│║]/);
    for (const l of frame.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(80);
  });

  it.each([
    [80, 24],
    [60, 20],
  ])("keeps a seat's place and every vermin it took whole at %i×%i, on another line where they need one", async (columns, rows) => {
    const none = { C: false, E: false };
    const both = { C: true, E: true };
    const start = table({
      hands: ['BE9 BC3 WC5', '', 'WE1 WE2 BC7', 'WC1 WE8', 'WE5 BC6'],
      wilds: [both, none, both, both, both],
      taken: [[], ['skunk', 'skunk', 'snake'], [], [], []],
      out: [1],
      totals: [0, 7, 0, 0, 0],
      pile: { cards: 'WE4', by: 4 },
      turn: 0,
    });
    const ui = render(<HenhouseHarness start={start} columns={columns} rows={rows} />);
    const frame = await waitFrame(ui, (f) => f.includes("To beat: Eve's single 4"));
    expect(frame).toContain('skunk ×2, snake');
    expect(frame).toContain('out first');
    expect(frame).not.toMatch(/…\s*[│║]|fi…|sn…/);
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows - 3);
    for (const l of frame.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(columns);
  });

  it('starts the turn after a pass with no card selected', async () => {
    const record = recorder();
    // Ada holds BC2 selected and passes on Di's BC4; Bri and Cy pass, Di leads BE2, and it is Ada's turn again.
    const start = table({
      hands: ['BC2 WE2 BC5 WC7', 'BC3 BE4 WC6', 'WE3 BE6 WC8', 'BE2 WE5 BC8'],
      pile: { cards: 'BC4', by: 3 },
    });
    const ui = render(<HenhouseHarness start={start} script={['pass', 'pass', 'BE2']} record={record} />);
    await waitFrame(ui, (f) => f.includes("To beat: Di's single 4"));
    await press(ui, KEY.space);
    await waitFrame(ui, (f) => f.includes('selected single 2'));
    await press(ui, 'p');
    const frame = await waitFrame(ui, (f) => f.includes("To beat: Di's single 2"));
    expect(record.actions).toEqual([{ type: 'pass' }]);
    expect(frame).toContain('Your turn: Space selects');
    expect(frame).not.toContain('selected');
  });

  it('plays the selected cards as a set', async () => {
    const record = recorder();
    const ui = render(<HenhouseHarness start={table({ hands: ['BC5 BE5 WE7', 'BE9', 'WE9'] })} record={record} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    await press(ui, KEY.space, KEY.right, KEY.space);
    const raised = await waitFrame(ui, (f) => f.includes('selected set of two 5s; Enter plays it'));
    // Selected cards are raised one row above the rest of the hand.
    const rows = raised.split('\n');
    const at = rows.findIndex((l) => /^╭hen─╮ ╭egg─╮\s*$/.test(l));
    expect(at).toBeGreaterThan(0);
    expect(rows[at + 1]).toMatch(/^│BC5 │ │BE5 │ ╭egg─╮ {2}╭wild╮ ╭wild╮/);
    await press(ui, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Ada plays a set of two 5s (BC5 BE5).'));
    expect(record.actions).toEqual([{ type: 'play', cards: ['BC5', 'BE5'] }]);
    expect(frame).toContain('Ada (you) · 3 cards');
  });

  it('explains an illegal selection in one line and plays nothing', async () => {
    const record = recorder();
    const ui = render(<HenhouseHarness start={table({ hands: ['BC5 WE5 WE7', 'BE9', 'WE9'] })} record={record} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    await press(ui, KEY.space, KEY.right, KEY.space);
    // Two cards that make no combination are "they", in every verb of the reason.
    await waitFrame(ui, (f) =>
      f
        .replace(/\s+/g, ' ')
        .includes(
          'selected 2 cards; they break the Golden Rule: they mix brown chickens with white eggs (all cards must share a colour or a trait).',
        ),
    );
    await press(ui, KEY.enter);
    await new Promise((r) => setTimeout(r, 50));
    expect(lastNote(record)).toBe(
      'It breaks the Golden Rule: it mixes brown chickens with white eggs (all cards must share a colour or a trait).',
    );
    expect(record.actions).toEqual([]);
  });

  it('asks what a wild stands for, from the strongest legal reading: rank with ← →, colour with ↑ ↓', async () => {
    const record = recorder();
    const ui = render(<HenhouseHarness start={table({ hands: ['BC5 BE6', 'BE9', 'WE9'] })} record={record} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    // Items: BC5 BE6 *C *E; select *C (index 2).
    await press(ui, KEY.right, KEY.right, KEY.space, KEY.enter);
    // A single wild leading may be any of 9 ranks in 2 colours: it opens on a 9, of 18.
    await waitFrame(ui, (f) => f.includes('Wild chicken stands for:') && f.includes('*C=BC9, legal (1 of 18)') && f.includes('║BC9 ║'));
    await press(ui, KEY.left, KEY.left, UP);
    await waitFrame(ui, (f) => /\*C=WC7, legal \(\d+ of 18\)/.test(f) && f.includes('║WC7 ║'));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Ada plays a single 7 (*C=WC7).'));
    expect(record.actions).toEqual([{ type: 'play', cards: ['*C=WC7'] }]);
    expect(ui.lastFrame()).toContain('Ada (you) · 3 cards · 0 pts · *E');
  });

  it('calls a first wild legal where a stand-in of the second makes the play legal, and opens the second on it', async () => {
    const record = recorder();
    const start = table({ hands: ['WC6 WE7', 'BE9 BE1', 'WE9 WE1'], pile: { cards: 'BC5 BE5 BC6 BE6', by: 1 }, turn: 0 });
    const ui = render(<HenhouseHarness start={start} record={record} />);
    await waitFrame(ui, (f) => f.includes("To beat: Bri's Henhouse 5-5-6-6"));
    // Items: WC6 WE7 *C *E, all selected: a Henhouse 6-6-7-7 with *C=WC6 *E=WE7 or *C=WC7 *E=WE6.
    await press(ui, KEY.space, KEY.right, KEY.space, KEY.right, KEY.space, KEY.right, KEY.space, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:') && /\*C=\w+, legal \(1 of 2\)/.test(f));
    // Each of the chicken's two stand-ins is legal, whatever the egg stands for just now.
    await press(ui, '6', 'w');
    await waitFrame(ui, (f) => f.includes('*C=WC6, ') && /\*C=WC6, legal \(\d of 2\)/.test(f));
    await press(ui, '7');
    await waitFrame(ui, (f) => /\*C=WC7, legal \(\d of 2\)/.test(f));
    await press(ui, '5');
    await waitFrame(ui, (f) => f.includes('*C=WC5, not legal (2 are)'));
    // Set so, the egg's picker says which chicken leaves it nothing legal (Esc goes back to it).
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Wild egg (2 of 2, with *C=WC5) stands for:') && /\*E=\w+, no legal reading/.test(f));
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:') && f.includes('*C=WC5, not legal (2 are)'));
    await press(ui, '7', KEY.enter);
    // The egg opens on the one stand-in that goes with *C=WC7, which it names.
    await waitFrame(ui, (f) => f.includes('Wild egg (2 of 2, with *C=WC7) stands for:') && f.includes('*E=WE6, legal (1 of 1)'));
    await press(ui, KEY.right);
    await waitFrame(ui, (f) => f.includes('*E=WE7, not legal (one is)'));
    // Esc goes back to the chicken, as it was set.
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:') && /\*C=WC7, legal \(\d of 2\)/.test(f));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('*E=WE6, legal (1 of 1)'));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Ada plays a Henhouse 6-6-7-7'));
    expect(record.actions).toEqual([{ type: 'play', cards: ['WC6', 'WE7', '*C=WC7', '*E=WE6'] }]);
  });

  it.each([
    [60, 20, UNICODE],
    [80, 24, UNICODE],
    [100, 40, UNICODE],
    // In an ASCII locale its keys' arrows are wider ("<- ->"): laid out as the terminal gets them.
    [60, 20, ASCII],
    [80, 24, ASCII],
  ])("keeps the two wilds' picker within %i×%i, the label above the card where that saves rows", async (columns, rows, glyphs) => {
    const start = table({
      hands: ['WC6 WE7 BC1 BC2 BE3 WE4 BC8 BE9', 'BE9 BE1 WC3 WE3', 'WE9 WE1 BC4 BE4', 'WC9 BE2'],
      pile: { cards: 'BC5 BE5 BC6 BE6', by: 1 },
      turn: 0,
    });
    const ui = render(
      <LookProvider look={{ theme: makeTheme('dark'), glyphs }}>
        <HenhouseHarness start={start} columns={columns} rows={rows} />
      </LookProvider>,
    );
    await waitFrame(ui, (f) => f.includes('Henhouse 5-5-6-6'));
    // Items by rank: BC1 BC2 BE3 WE4 WC6 WE7 BC8 BE9 *C *E: select WC6, WE7 and both wilds.
    await press(ui, ...Array<string>(4).fill(KEY.right), KEY.space, KEY.right, KEY.space, KEY.right, KEY.right, KEY.right, KEY.space);
    await press(ui, KEY.right, KEY.space, KEY.enter);
    // What leaves for the terminal: in an ASCII locale the stream spells what the frame still holds.
    const drawn = await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:'));
    const frame = glyphs.unicode ? drawn : spellSigns(drawn);
    // The screen's rows less the platform's header, error and key lines.
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows - 3);
    for (const l of frame.split('\n')) expect(stringWidth(l), frame).toBeLessThanOrEqual(columns);
    expect(frame).toMatch(/Esc back/);
    ui.unmount();
  });

  // A teaching game at 60×20: four seats, a hand of seventeen in two bands of chips under a pile
  // leave the panel its three rows only while the prompt takes one.
  it("gives a teaching panel's rows to a refusal and a picker at 60×20, and takes them back", async () => {
    const start = table({
      hands: ['BC1 WC1 BE2 WE2 BE3 BC4 WC4 BC5 BE5 WE5 WC6 WE6 BE7 BE8 BC9', 'BE9 BE1 WC3 WE3', 'WE9 WE1 BC7 BE4', 'WC9 BC8'],
      pile: { cards: 'BC2 BC3', by: 1 },
      turn: 0,
    });
    const lesson = {
      topic: 'wilds',
      lines: [
        'Your wilds (*C, *E) are cards of your hand, seen by all. Played, each',
        'keeps its trait (chicken or egg) and you choose its colour and rank.',
      ] as const,
    };
    const panel = { hint: null, stuck: null, lesson, more: 0, takeBacks: 0, canTakeBack: true, width: 60, most: 3 };
    const ui = render(<HenhouseHarness start={start} columns={60} rows={20} panel={panel} />);
    // The screen and the panel, within the rows the platform's header, error and key lines leave.
    const fits = (frame: string) => {
      expect(frame.split('\n').length).toBeLessThanOrEqual(17);
      for (const l of frame.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(60);
    };
    const whole = await waitFrame(ui, (f) => f.includes('Space selects'));
    fits(whole);
    expect(whole).toContain('its colour and rank.');
    // Items by rank: BC1 WC1 BE2 WE2 BE3 BC4 …: BC4 alone cannot follow a suited run.
    await press(ui, ...Array<string>(5).fill(KEY.right), KEY.space);
    const refused = await waitFrame(ui, (f) => f.includes('or a') && f.includes('Henhouse.'));
    fits(refused);
    expect(refused).toContain('Your wilds (*C, *E)');
    expect(refused).not.toContain('its colour and rank.');
    // BC4, BC5 and both wilds: the picker's four rows.
    await press(ui, KEY.right, KEY.right, KEY.space, ...Array<string>(8).fill(KEY.right), KEY.space, KEY.right, KEY.space, KEY.enter);
    fits(await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:')));
    await press(ui, KEY.esc, KEY.esc);
    const back = await waitFrame(ui, (f) => f.includes('Space selects'));
    fits(back);
    expect(back).toContain('its colour and rank.');
    ui.unmount();
  });

  it('opens the wilds of a play the rules refused on the stand-ins tried, not the strongest again', async () => {
    const record = recorder();
    const start = table({ hands: ['WC6 WE7', 'BE9 BE1', 'WE9 WE1'], pile: { cards: 'BC5 BE5 BC6 BE6', by: 1 }, turn: 0 });
    const ui = render(<HenhouseHarness start={start} record={record} />);
    await waitFrame(ui, (f) => f.includes("To beat: Bri's Henhouse 5-5-6-6"));
    await press(ui, KEY.space, KEY.right, KEY.space, KEY.right, KEY.space, KEY.right, KEY.space, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:'));
    // *C=WC7, then the egg one rank past its one legal stand-in, WE6.
    await press(ui, '7', 'w', KEY.enter);
    await waitFrame(ui, (f) => f.includes('*E=WE6, legal (1 of 1)'));
    await press(ui, KEY.right);
    await waitFrame(ui, (f) => f.includes('*E=WE7, not legal (one is)'));
    // y says why, with the wilds as they stand, and leaves the picker open.
    await press(ui, 'y');
    await waitFrame(ui, () => record.notes.some((n) => n?.startsWith('WC6 *C=WC7 WE7 *E=WE7: ranks 6-7-7-7 are not') === true));
    expect(ui.lastFrame()).toContain('*E=WE7, not legal (one is)');
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('✗') || record.notes.some((n) => n !== null && /Henhouse/.test(n)));
    expect(record.actions).toEqual([]);
    // Enter again: the picker opens on the chicken and then the egg as they were tried.
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Wild chicken (1 of 2) stands for:') && f.includes('*C=WC7'));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('*E=WE7, not legal (one is)'));
    ui.unmount();
  });

  it('opens on the strongest legal play, e.g. the run that goes higher', async () => {
    const record = recorder();
    const start = table({ hands: ['BE5 BE6 WC1', 'BE9', 'WE9'], pile: { cards: 'WE4 WE5 WC6', by: 2 }, turn: 0 });
    const ui = render(<HenhouseHarness start={start} record={record} />);
    await waitFrame(ui, (f) => f.includes("To beat: Cy's run 4-5-6"));
    // Items by rank: WC1 BE5 BE6 *C *E: select BE5, BE6 and *E.
    await press(ui, KEY.right, KEY.space, KEY.right, KEY.space, KEY.right, KEY.right, KEY.space, KEY.enter);
    await waitFrame(ui, (f) => /\*E=BE7, legal \(1 of \d+\)/.test(f));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Ada plays a suited run 5-6-7 (BE5 BE6 *E=BE7).'));
  });

  it('opens a Henhouse of WC5 WC5 WC6 and a wild chicken on the suited WC6, not BC6', async () => {
    const record = recorder();
    const ui = render(<HenhouseHarness start={table({ hands: ['WC5 WC5 WC6', 'BE9', 'WE9'] })} record={record} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    // Items by rank: WC5 WC5 WC6 *C *E: select the first four.
    await press(ui, KEY.space, KEY.right, KEY.space, KEY.right, KEY.space, KEY.right, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Wild chicken stands for:'));
    expect(frame).toMatch(/\*C=WC6, legal \(1 of [2-9]\d*\)/);
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('suited Henhouse 5-5-6-6'));
  });

  it('takes a fox and asks which end of the run it takes', async () => {
    const record = recorder();
    const start = table({ hands: ['BC7 BC8 WE1', 'BE9', 'WE9'], pile: { cards: 'BC4 BE5 BC6', by: 2 } });
    const ui = render(<HenhouseHarness start={start} record={record} />);
    await waitFrame(ui, (f) => f.includes('p passes, v vermin'));
    await press(ui, 'v');
    await waitFrame(ui, (f) => f.includes('Your turn with the skunk'));
    await press(ui, 'v', KEY.right, KEY.space, KEY.right, KEY.space);
    await waitFrame(ui, (f) => f.includes('Your turn with the fox: selected suited run 7-8'));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('The fox takes:') && f.includes('║BC4 ║') && f.includes('1 of 2'));
    await press(ui, KEY.right, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Ada takes the fox, removes BC6, and plays a suited run 7-8 (BC7 BC8).'));
    expect(record.actions).toEqual([{ type: 'play', cards: ['BC7', 'BC8'], vermin: 'fox', remove: 'BC6' }]);
    expect(frame).toContain('fox ×1');
    expect(frame).toContain('Ada (you) · 3 cards · 0 pts · *C *E · fox');
  });

  it('passes with p, and refuses to pass or take vermin when leading', async () => {
    const record = recorder();
    const ui = render(<HenhouseHarness start={table({ hands: ['BC5', 'BE9', 'WE9'] })} record={record} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    await press(ui, 'p');
    expect(lastNote(record)).toBe('You lead this trick, so you must play something.');
    await press(ui, 'v');
    expect(lastNote(record)).toBe('Vermin cannot be used when leading a trick.');
    cleanup();
    const other = recorder();
    const ui2 = render(<HenhouseHarness start={table({ hands: ['BC5', 'BE9', 'WE9'], pile: { cards: 'WE8', by: 2 } })} record={other} />);
    await waitFrame(ui2, (f) => f.includes('p passes'));
    await press(ui2, 'p');
    await waitFrame(ui2, (f) => f.includes('Ada passes.'));
    expect(other.actions).toEqual([{ type: 'pass' }]);
    expect(ui2.lastFrame()).toContain('Ada (you) · 3 cards · 0 pts · *C *E · passed');
  });

  it('sorts the hand by suit with s', async () => {
    const ui = render(<HenhouseHarness start={table({ hands: ['WE1 BC5 WC2 BE3', 'BE9', 'WE9'] })} />);
    await waitFrame(ui, (f) => f.includes('│WE1 │ │WC2 │ │BE3 │ │BC5 │'));
    await press(ui, 's');
    await waitFrame(ui, (f) => f.includes('│BC5 │ │WC2 │ │BE3 │ │WE1 │'));
  });

  it("shows the round's scores (the source's example) and waits for Enter", async () => {
    const start = table({
      hands: ['WC9', 'BC1 BE2 WE3 WE4', 'BC5', 'BE7'],
      wilds: [
        { C: false, E: false },
        { C: false, E: true },
        { C: false, E: false },
        { C: false, E: false },
      ],
      taken: [['fox'], [], ['snake', 'skunk'], []],
      table: { skunk: 1, fox: 1, snake: 1 },
    });
    const script = ['pass', 'pass', 'pass', 'BC1', 'pass', 'BE7', 'pass', 'pass', 'BE2', 'BC5'];
    const ui = render(<HenhouseHarness start={start} script={script} names={['Andy', 'Bri', 'Corey', 'Dana']} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    await press(ui, KEY.space, KEY.enter);
    const panel = await waitFrame(ui, (f) => f.includes('Round 1 of 4 is over'));
    // place, name, vermin, cards left, place points, round points, total
    expect(panel).toMatch(/1st\s+Andy\s+1\s+0\s+0\s+0\s+0/);
    expect(panel).toMatch(/2nd\s+Dana\s+0\s+0\s+2\s+2\s+2/);
    expect(panel).toMatch(/3rd\s+Corey\s+2\s+0\s+4\s+6\s+6/);
    expect(panel).toMatch(/4th\s+Bri\s+0\s+3\s+4\s+7\s+7/);
    expect(panel).toContain('Next: Bri leads round 2 with the most points.');
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Round 2 is dealt; Bri leads with the most points.'));
  });

  it('draws the end of the game with the winners', async () => {
    const start = table({
      hands: ['BE1', 'BE2', 'BE3'],
      wilds: [
        { C: false, E: false },
        { C: false, E: false },
        { C: false, E: false },
      ],
      round: 4,
      totals: [5, 3, 7],
    });
    const ui = render(<HenhouseHarness start={start} script={['BE2']} />);
    await waitFrame(ui, (f) => f.includes('you lead'));
    await press(ui, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Game over'));
    expect(frame).toContain('Ada and Bri share the win with 5 points.');
    expect(frame).toMatch(/★1st\s+Ada/);
    expect(frame).toMatch(/★1st\s+Bri/);
  });
});

/** The platform's table at 80×24 running Henhouse, with a random bot in every bot seat. */
function renderTable(setup: TableSetup) {
  const bots: (Bot<unknown, unknown> | null)[] = setup.seats.map((seat) => (seat.bot === null ? null : randomBot(0)));
  const store = memoryPersistence();
  const { ui } = openAndRender({
    game: henhouseGame,
    title: 'Henhouse',
    setup,
    bots,
    persistence: store.persistence,
    screen: hhScreen as unknown as TableScreenModule,
    columns: 80,
    rows: 24,
  });
  return { ui, store };
}

describe('Henhouse on the real table', () => {
  it('with --watch plays itself through the end-of-round table into round 2', async () => {
    const setup = newTableSetup({
      game: 'henhouse',
      options: { players: 3 },
      seed: 5,
      name: 'Ada',
      speed: 'max',
      thinkMs: 10,
      watch: true,
      bots: ['easy', 'easy', 'easy'],
    });
    const { ui, store } = renderTable(setup);
    await waitFrame(ui, (f) => f.includes("Watching: Ada's hand."));
    const next = await waitFrame(ui, (f) => f.includes('Round 2 of 4'), 20_000);
    expect(next).toContain('Henhouse · Round 2 of 4 · 3 players');
    expect(store.saves.length).toBeGreaterThan(10);
  });

  it('plays a card against bots and saves the game', async () => {
    let seed = 1;
    while (henhouseGame.setup({ players: 4 }, seed).turn !== 0) seed++;
    // At speed fast the bots wait before they answer, so Ada's play stays in the short log until the frame is read.
    const setup = newTableSetup({
      game: 'henhouse',
      options: { players: 4 },
      seed,
      name: 'Ada',
      speed: 'fast',
      thinkMs: 10,
      watch: false,
      bots: ['easy', 'easy', 'easy'],
    });
    const { ui, store } = renderTable(setup);
    const first = await waitFrame(ui, (f) => f.includes('you lead'));
    expect(first).toContain('Round 1 of 4');
    expect(first.split('\n').length).toBeLessThanOrEqual(24);
    await press(ui, KEY.space, KEY.enter);
    await waitFrame(ui, (f) => /Ada plays a single \d/.test(f));
    await waitFrame(ui, () => store.saves.length > 0);
    expect(store.saves[0]!.steps[0]).toMatchObject({ seat: 0, action: { type: 'play' } });
  });
});

describe('the rules topic of the moment', () => {
  const nothing = { roundOver: false, wilds: false, vermin: false, brokenRule: false };

  it('is the big-hands variant at the deal, and the combinations once a card is played', () => {
    let state = henhouseGame.setup({ players: 3, bigHands: true }, 4);
    expect(hhTopic(henhouseGame.playerView(state, 0), nothing)).toBe('variant');
    const lead = henhouseGame.legalActions(state).find((a) => a.type === 'play')!;
    state = henhouseGame.applyAction(state, lead, state.turn);
    expect(hhTopic(henhouseGame.playerView(state, 0), nothing)).toBe('combinations');
    // Still so once that trick is won and a new one led with an empty pile.
    while (state.trick.current !== null) state = henhouseGame.applyAction(state, { type: 'pass' }, state.turn);
    expect(hhTopic(henhouseGame.playerView(state, 0), nothing)).toBe('combinations');
    expect(hhTopic(henhouseGame.playerView(state, 0), { ...nothing, roundOver: true })).toBe('scoring');
  });

  it('is the combinations at the deal of a table without big hands, and what the selection is about when it is about something', () => {
    const view = henhouseGame.playerView(henhouseGame.setup({ players: 4 }, 4), 0);
    expect(hhTopic(view, nothing)).toBe('combinations');
    expect(hhTopic(view, { ...nothing, wilds: true })).toBe('wilds');
    expect(hhTopic(view, { ...nothing, vermin: true })).toBe('vermin');
    expect(hhTopic(view, { ...nothing, brokenRule: true })).toBe('golden-rule');
  });
});

describe("the header's round", () => {
  it('names the finished round while its panel is up, and the round dealt behind it once it is gone', () => {
    const rng = Rng.fromSeed(7);
    let state = henhouseGame.setup({ players: 3 }, 7);
    while (state.results.length === 0) state = henhouseGame.applyAction(state, rng.pick(henhouseGame.legalActions(state)), state.turn);
    const view = henhouseGame.playerView(state, 0);
    expect(view.round).toBe(2);
    expect(hhScreen.rounds.done(view)).toBe(1);
    expect(hhScreen.facts(view, true)).toEqual(['Round 1 of 4', '3 players']);
    expect(hhScreen.facts(view, false)).toEqual(['Round 2 of 4', '3 players']);
  });
});

describe('the end of a Henhouse game', () => {
  // Round 4: Player went out first, then Marigold, Pip last; totals 7, 13, 10 (the frame once
  // read "2nd Marigold 13" above "3rd Pip 10").
  const result = { round: 4, places: [0, 2, 1], vermin: [2, 0, 0], cardsLeft: [0, 3, 0], placePoints: [0, 2, 2], points: [0, 5, 2] };
  const totals = [7, 10, 13];
  const names = ['Player', 'Pip', 'Marigold'];

  it('places the players by their final totals, lowest first, and keeps the order they went out', () => {
    const { lastFrame } = render(
      <HhRoundTable title="Game over" names={names} result={result} totals={totals} winners={[0]} final width={96} />,
    );
    const rows = (lastFrame() ?? '').split('\n').filter((l) => /Player|Pip|Marigold/.test(l));
    expect(rows.map((r) => r.match(/^(.)(\S+)\s+(\S+)\s+(\S+).*\s(\d+)$/)?.slice(1))).toEqual([
      ['★', '1st', 'Player', '1st', '7'],
      [' ', '2nd', 'Pip', '3rd', '10'],
      [' ', '3rd', 'Marigold', '2nd', '13'],
    ]);
  });

  it('gives equal totals one place, and fits 56 columns', () => {
    const { lastFrame } = render(<HhRoundTable title="Game over" names={names} result={result} totals={[7, 10, 10]} final width={56} />);
    const frame = lastFrame() ?? '';
    expect(frame).toMatch(/2nd\s+Pip/);
    expect(frame).toMatch(/2nd\s+Marigo/);
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(56);
  });

  it("cuts a long name with the look's ellipsis, within 56 columns in an ASCII locale too", () => {
    const long = ['Player', 'Bartholomew Featherstonehaugh', 'Marigold'];
    for (const glyphs of [UNICODE, ASCII]) {
      const { lastFrame, unmount } = render(
        <LookProvider look={{ theme: makeTheme('mono'), glyphs }}>
          <HhRoundTable title="Round 1 of 4 is over" names={long} result={result} totals={[7, 10, 10]} width={56} />
        </LookProvider>,
      );
      // What leaves for the terminal: in an ASCII locale the stream spells what the frame still holds.
      const sent = glyphs.unicode ? (lastFrame() ?? '') : spellSigns(lastFrame() ?? '');
      expect(sent).toMatch(glyphs.unicode ? /Bartholomew.*…/ : /Bartholomew.*\.\.\./);
      for (const line of sent.split('\n')) expect(stringWidth(line), sent).toBeLessThanOrEqual(56);
      unmount();
    }
  });

  it('keeps a wide name (two columns a character) on its one row, cut by the columns it takes', () => {
    const wide = ['Player', '鶏小屋の主人公さん', 'Marigold'];
    const { lastFrame } = render(
      <HhRoundTable title="Round 1 of 4 is over" names={wide} result={result} totals={[7, 10, 10]} width={56} />,
    );
    const frame = lastFrame() ?? '';
    const lines = frame.split('\n');
    // Title, head, three players, and the note (two rows at 56 columns).
    expect(lines).toHaveLength(2 + 3 + 2);
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(56);
    // The number columns close up to 6 for it: seven of its characters, where there were five.
    expect(frame).toMatch(/ 3rd {3}鶏小屋の主人公… +0 +3 +2 +5 +10/);
  });
});
