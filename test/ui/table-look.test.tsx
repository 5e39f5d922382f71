import stringWidth from 'string-width';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { Text, type Key } from 'ink';
import { position } from '../games/clutch/helpers.js';
import CardRow from '../../src/ui/components/cards/CardRow.js';
import ScoreSheet from '../../src/ui/components/ScoreSheet.js';
import Header from '../../src/ui/components/Header.js';
import TableRing, { ringLayout, ringPlaces } from '../../src/ui/components/table/TableRing.js';
import type { SeatView } from '../../src/ui/components/table/seat.js';
import { pickerKey } from '../../src/ui/kit/picker.js';
import { spellSigns } from '../../src/platform/ascii.js';
import { ASCII, glyphsFor, inGlyphs, LookProvider, localeIsUnicode, makeTheme, UNICODE, type Look } from '../../src/ui/look/index.js';
import type { Face } from '../../src/ui/look/faces.js';
import { clutchFace } from '../../src/games/clutch/ui/face.js';
import { hhFace } from '../../src/games/henhouse/ui/face.js';
import { jhFace } from '../../src/games/just-hatched/ui/face.js';
import { layoutFor } from '../../src/ui/layout.js';
import ClutchHarness from './clutch-harness.js';
import HenhouseHarness from './henhouse-harness.js';
import { table as hhTable } from '../games/henhouse/helpers.js';
import { findSeed, KEY, press, renderJh, waitFrame } from './helpers.js';
import type { MenuChoice } from '../../src/ui/screens/Menu.js';

afterEach(() => cleanup());

const ascii: Look = { theme: makeTheme('mono'), glyphs: ASCII };
const seat = (name: string, next = false): SeatView => ({ name, bot: 'easy', facts: ['5 cards', '3 pts'], tags: [], next, dim: false });

describe('card faces', () => {
  it('say what each card is in words on the face: kind on top, notation, colour or suit below', () => {
    const { lastFrame } = render(<CardRow faces={['O7', 'GC', 'RC', 'D'].map(jhFace)} style="full" width={80} />);
    const rows = (lastFrame() ?? '').split('\n');
    expect(rows[0]).toBe('╭egg─╮ ╭hen─╮ ╭BIG─╮ ╭duck╮');
    expect(rows[1]).toBe('│O7  │ │GC  │ │RC  │ │D   │');
    expect(rows[2]).toBe('╰orn─╯ ╰grn─╯ ╰red─╯ ╰────╯');
  });

  it('mark a laid Duck and a laid wild on a one-row chip, where no edge says what they are', () => {
    const chips = (faces: readonly Face[]) => (render(<CardRow faces={faces} style="chip" width={40} />).lastFrame() ?? '').trimEnd();
    expect(chips(['O7', 'B7', 'D=B7'].map(jhFace))).toBe('O7   B7   dB7');
    expect(chips(['O10', 'D=Y10'].map(jhFace))).toBe('O10  dY10');
    expect(chips(['BC5', '*C=WC5'].map(hhFace))).toBe('BC5  *WC5');
  });

  it('draws Henhouse colour, trait and rank, wilds, and Clutch suits', () => {
    expect(hhFace('WE7')).toMatchObject({ top: 'egg', label: 'WE7', bottom: 'wht' });
    expect(hhFace('*C')).toMatchObject({ top: 'wild', label: '*C', bottom: 'hen' });
    expect(hhFace('*C=BC5')).toMatchObject({ top: 'hen', label: 'BC5', bottom: 'wild' });
    expect(clutchFace('QH', UNICODE)).toMatchObject({ top: 'quen', label: 'Q♥', bottom: 'hrt' });
    expect(clutchFace('10S', ASCII)).toMatchObject({ label: '10S', bottom: 'spad' });
  });

  it('fans a hand and lifts the selection, with the cursor under its card, in ASCII too', () => {
    const { lastFrame } = render(
      <LookProvider look={ascii}>
        <CardRow
          faces={['B7', 'Y7', 'O8'].map(jhFace)}
          style="fan"
          width={80}
          raised={new Set([1])}
          lift
          cursor={2}
          marksRow
          marked={new Set([0])}
        />
      </LookProvider>,
    );
    const rows = (lastFrame() ?? '').split('\n');
    expect(rows).toEqual(['     +egg-', '+egg-|Y7  +egg-+', '|B7  +yel-|O8  |', '+blu-     +orn-+', ' .         ^^']);
    for (const r of rows) expect(r).toMatch(/^[\x20-\x7e]*$/);
  });

  it('breaks a lay that does not fit into more bands instead of cutting it', () => {
    const cards = ['B7', 'G7', 'Y7', 'O7', 'B8', 'G8'];
    const { lastFrame } = render(<CardRow faces={cards.map(jhFace)} style="full" width={20} />);
    const frame = lastFrame() ?? '';
    for (const c of cards) expect(frame).toContain(`│${c}  │`);
    for (const l of frame.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(20);
  });
});

describe('themes and the locale', () => {
  it("spells the games' signs in ASCII in an ASCII locale, and leaves them in a Unicode one", () => {
    const text = 'take 4♠: −4, then RESHUFFLE — halved → 120 · skunk ×2 ↻';
    expect(inGlyphs(text, UNICODE)).toBe(text);
    expect(inGlyphs(text, ASCII)).toBe('take 4♠: -4, then RESHUFFLE - halved -> 120 - skunk x2 (cw)');
  });

  it('draws the Clutch and Henhouse tables in ASCII only in an ASCII locale', async () => {
    const clutchTable = render(
      <LookProvider look={ascii}>
        <ClutchHarness start={position({ spread: ['4S', '8D', 'QC'], chickens: 243, previous: 'AH', deck: 1, aside: 20 })} />
      </LookProvider>,
    );
    const henhouseTable = render(
      <LookProvider look={ascii}>
        <HenhouseHarness start={hhTable({ hands: ['BC5 BE5 WE7 WC2', 'BE9 BE8', 'WE9 WC3'], table: { skunk: 2, fox: 1, snake: 2 } })} />
      </LookProvider>,
    );
    for (const ui of [clutchTable, henhouseTable]) {
      const frame = await waitFrame(ui, (f) => f.includes('RESHUFFLE') || f.includes('Vermin left'));
      expect(frame).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it("keeps a thinking bot's seat within the table in an ASCII locale, where the ellipsis is three dots", async () => {
    // The seats are measured in the signs the terminal gets: "thinking..." measured as the one
    // column of "thinking…" ran two columns past a seat's edge, and past the table's on the right,
    // where the terminal wraps the row. Where a seat has no room for it, it is left out, as the
    // next player's mark says as much.
    const start = hhTable({ hands: ['BC5 BE5 WE7 WC2', 'BE9 BE8', 'WE9 WC3', 'BE2 BE3'], table: { skunk: 2, fox: 1, snake: 2 } });
    for (const [columns, rows] of [
      [60, 20],
      [80, 24],
    ] as const) {
      for (const thinking of [1, 2, 3]) {
        const ui = render(
          <LookProvider look={ascii}>
            <HenhouseHarness start={start} columns={columns} rows={rows} thinking={thinking} />
          </LookProvider>,
        );
        // What leaves for the terminal: the stream spells what the frame still holds.
        const sent = spellSigns(await waitFrame(ui, (f) => f.includes('Ada (you)')));
        if (columns === 80) expect(sent, sent).toContain('thinking...');
        for (const row of sent.split('\n')) expect(stringWidth(row), sent).toBeLessThanOrEqual(columns);
        ui.unmount();
      }
    }
  });

  it('writes the header in ASCII in an ASCII locale, the direction included', () => {
    const { lastFrame } = render(
      <LookProvider look={ascii}>
        <Header title="BIG CHICKEN: Just Hatched" seed={7} facts={['Round 1 of 5', 'Counter-Cluckwise ↺']} speed="slow" columns={100} />
      </LookProvider>,
    );
    const frame = lastFrame() ?? '';
    expect(frame).toContain('BIG CHICKEN: Just Hatched - Round 1 of 5 - Counter-Cluckwise (ccw)');
    expect(frame).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('never draws Ducks or Henhouse white cards bright white, and no orange as bright yellow on 16 colours', () => {
    for (const name of ['dark', 'light'] as const) {
      for (const level of [1, 2, 3]) {
        const t = makeTheme(name, level);
        expect(t.colour('plain')).toBeUndefined();
        expect(t.colour('white')).toBeUndefined();
        if (level === 1) expect(t.colour('orange')).not.toMatch(/yellow|#/i);
      }
    }
    expect(makeTheme('mono', 3).colour('orange')).toBeUndefined();
    expect(makeTheme('dark', 0).coloured).toBe(false);
  });

  it('draws ASCII when the locale is not UTF-8 (LANG=C), Unicode when it is or says nothing', () => {
    expect(localeIsUnicode({ LANG: 'C' })).toBe(false);
    expect(localeIsUnicode({ LANG: 'en_US.UTF-8', LC_ALL: 'POSIX' })).toBe(false);
    expect(localeIsUnicode({ LANG: 'en_GB.utf8' })).toBe(true);
    expect(localeIsUnicode({})).toBe(true);
    expect(glyphsFor({ LC_ALL: 'C' })).toBe(ASCII);
  });
});

describe('the seats around the table', () => {
  it('seats the others clockwise from the person: up the left, along the top, down the right', () => {
    expect(ringPlaces(2, 0)).toEqual({ left: [], top: [1], right: [] });
    expect(ringPlaces(3, 0)).toEqual({ left: [], top: [1, 2], right: [] });
    expect(ringPlaces(4, 0)).toEqual({ left: [1], top: [2], right: [3] });
    expect(ringPlaces(6, 0)).toEqual({ left: [1], top: [2, 3, 4], right: [5] });
  });

  it('draws the direction as arrows round the ring, reversed when play flips, and marks the next player', () => {
    const seats = [seat('Ada'), seat('Pip'), seat('Mo', true), seat('Nug'), seat('Hen'), seat('Clo')];
    const draw = (direction: 1 | -1) =>
      render(
        <TableRing seats={seats} me={0} direction={direction} centre={null} bottom={<Text>Ada</Text>} width={80} compact={false} />,
      ).lastFrame() ?? '';
    const cw = draw(1).split('\n');
    expect(cw[0]).toMatch(/^↗ .*╔▶ Mo \(easy\)═*╗ → ╭Nug.*╮ → ╭Hen.*↘$/);
    expect(cw[cw.length - 1]).toMatch(/^↖ .*Ada.*↙$/);
    cleanup();
    const ccw = draw(-1).split('\n');
    expect(ccw[0]).toMatch(/^↙ .* ← .* ← .*↖$/);
    expect(ccw[ccw.length - 1]).toMatch(/^↘ .*↗$/);
  });

  it('parts unframed side seats from a centre line that fills its width by two blank columns', () => {
    // Four seats at 60 columns, unframed: the side seats' words sit on the centre's rows.
    const seats = [seat('Ada'), seat('Pip'), seat('Marigold'), seat('Nugget')];
    const { centreWidth } = ringLayout(seats, 0, 60, true);
    const line = 'x'.repeat(centreWidth);
    const rows = (
      render(
        <TableRing seats={seats} me={0} direction={1} centre={<Text>{line}</Text>} bottom={<Text>Ada</Text>} width={60} compact />,
      ).lastFrame() ?? ''
    ).split('\n');
    const row = rows.find((r) => r.includes(line)) ?? '';
    expect(row).toMatch(new RegExp(`^Pip 5 cards 3 pts {2,}${line} {2,}Nugget$`));
    for (const r of rows) expect(stringWidth(r)).toBeLessThanOrEqual(60);
  });
});

describe('the score sheet', () => {
  it('shows every round and the running total, the rounds to come as dots', () => {
    const { lastFrame } = render(
      <ScoreSheet
        names={['Ada', 'Pip']}
        rounds={[
          [0, 6],
          [3, 2],
        ]}
        of={5}
        notes={{ 0: 'Good Egg' }}
        width={60}
      />,
    );
    const rows = (lastFrame() ?? '').split('\n');
    expect(rows[0]).toMatch(/R1\s+R2\s+R3\s+R4\s+R5\s+total/);
    expect(rows[1]).toMatch(/Ada\s+0\s+3\s+·\s+·\s+·\s+3 {2}Good Egg/);
    expect(rows[2]).toMatch(/Pip\s+6\s+2\s+·\s+·\s+·\s+8/);
  });

  it('keeps its columns under a name two columns a character, cut by the columns it may take', () => {
    const { lastFrame } = render(
      <ScoreSheet
        names={['Ada', '鶏小屋の主人公さん']}
        rounds={[
          [0, 6],
          [3, 2],
        ]}
        of={5}
        width={60}
      />,
    );
    const rows = (lastFrame() ?? '').split('\n');
    // Every row's total ends in the same column as the head's.
    const end = rows[0]!.indexOf('total') + 'total'.length;
    for (const row of rows.slice(1))
      expect(stringWidth(row.slice(0, row.search(/\d+\s*$/) + row.match(/\d+\s*$/)![0].trimEnd().length))).toBe(end);
    expect(rows[2]).toContain('鶏小屋の主人公…');
  });

  it("cuts a long name with the look's ellipsis, so its columns hold in an ASCII locale", () => {
    const names = ['Ada', 'Bartholomew Featherstonehaugh the Third'];
    const sheet = (look: Look) =>
      render(
        <LookProvider look={look}>
          <ScoreSheet names={names} rounds={[[0, 6]]} of={5} width={60} />
        </LookProvider>,
      ).lastFrame() ?? '';
    const unicode = sheet({ theme: makeTheme('mono'), glyphs: UNICODE });
    // What leaves for the terminal: the stream spells what the frame still holds.
    const sent = spellSigns(sheet(ascii));
    expect(sent).toContain('...');
    // Each row as wide as it is in UTF-8: the totals' column stays where the head has it.
    expect(sent.split('\n').map((row) => stringWidth(row))).toEqual(unicode.split('\n').map((row) => stringWidth(row)));
  });
});

describe('pickers', () => {
  const none = { leftArrow: false, rightArrow: false, return: false, escape: false, backspace: false, delete: false } as Key;
  it('take a typed card (O7, O10) besides the arrows', () => {
    const choices = ['B1', 'O1', 'O7', 'O10'];
    const o = pickerKey(choices, 0, '', 'o', none);
    expect(o).toEqual({ kind: 'at', at: 1, typed: 'O' });
    expect(pickerKey(choices, 1, 'O', '7', none)).toEqual({ kind: 'at', at: 2, typed: 'O7' });
    const o1 = pickerKey(choices, 1, 'O', '1', none);
    expect(o1).toEqual({ kind: 'at', at: 1, typed: 'O1' });
    expect(pickerKey(choices, 1, 'O1', '0', none)).toEqual({ kind: 'at', at: 3, typed: 'O10' });
    expect(pickerKey(choices, 0, '', 'x', none)).toEqual({ kind: 'none' });
    expect(pickerKey(choices, 0, '', '', { ...none, leftArrow: true })).toEqual({ kind: 'at', at: 3, typed: '' });
  });
});

describe('layouts', () => {
  it('names the layout of each size, and none below 60×20', () => {
    expect(layoutFor(100, 40)).toBe('large');
    expect(layoutFor(80, 24)).toBe('standard');
    expect(layoutFor(100, 24)).toBe('standard');
    expect(layoutFor(60, 20)).toBe('compact');
    expect(layoutFor(59, 30)).toBeNull();
    expect(layoutFor(40, 15)).toBeNull();
  });

  it.each([
    [2, 60, 20],
    [4, 80, 24],
    [6, 60, 20],
    [6, 100, 40],
  ])('draws every seat, the direction, the lay and the hand of %i players within %i×%i', async (players, columns, rows) => {
    const seed = findSeed(players, (v) => v.turn !== 0);
    const { ui } = renderJh({ players, seed, columns, rows });
    const frame = await waitFrame(ui, (f) => f.includes('Your turn'));
    const lines = frame.split('\n');
    // One row stays free: Ink redraws in place only while the frame is shorter than the terminal.
    expect(lines.length).toBeLessThan(rows);
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(columns);
    for (const name of ['Ada', 'Pip', 'Marigold', 'Nugget', 'Henrietta', 'Clover'].slice(0, players)) expect(frame).toContain(name);
    // The corner arrows show the direction of play; with two players it means nothing, so none.
    if (players === 2) expect(frame).not.toMatch(/[↗↘↖↙]/);
    else expect(frame).toMatch(/[↗↙]/);
    expect(frame).toMatch(/ laid /);
  });

  it('asks for a larger window below 60×20, and the keys still leave', async () => {
    const { ui, ends } = renderJh({ players: 4, seed: 3, columns: 40, rows: 15 });
    const frame = await waitFrame(ui, (f) => f.includes('too small'));
    expect(frame.replace(/\s+/g, ' ')).toContain('It needs at least 60×20; this one is 40×15.');
    await press(ui, 'q', 'y');
    expect(ends).toEqual(['quit']);
  });
});

describe('Clutch at 80×24', () => {
  it('shows every choice with its full consequences, wrapped under its number', async () => {
    const s = position({
      spread: ['3C', '7H', 'QD'],
      previous: '4H',
      court: ['KS', 'QH', 'JD'],
      crypt: ['JC'],
      deck: 0,
      aside: 12,
      chickens: 300,
    });
    const ui = render(<ClutchHarness start={s} />);
    const frame = (await waitFrame(ui, (f) => f.includes('choices 1–2 of 6'))).replace(/\n\s+/g, ' ');
    expect(frame).toContain(
      'take 7H: −70, then HEARTS: double → 460, then RESHUFFLE with consequences (+10 aside), then halved → 230, then choose which Queen/King the Jack saves',
    );
    expect(frame).toContain('choices 1–2 of 6');
    for (const l of (ui.lastFrame() ?? '').split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(80);
    await press(ui, KEY.down, KEY.down, KEY.down, KEY.down, KEY.down);
    await waitFrame(ui, (f) => /› 6 {2}sacrifice/.test(f));
  });
});

describe('rules at the table', () => {
  it('open at the topic of the moment (a Duck selected: the Duck rules), scroll, and close back to the table', async () => {
    const seed = findSeed(4, (v) => v.turn === 0 && v.hand.includes('D'));
    const { justHatchedGame } = await import('../../src/games/just-hatched/index.js');
    const hand = justHatchedGame.playerView(justHatchedGame.setup({ players: 4 }, seed), 0).hand;
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, ...Array.from({ length: hand.indexOf('D') }, () => KEY.right), KEY.space);
    await waitFrame(ui, (f) => f.includes('selected 1 card'));
    await press(ui, 'r');
    const open = await waitFrame(ui, (f) => f.includes('rules · ducks'));
    expect(open).toContain('DUCKS');
    await press(ui, KEY.right);
    await waitFrame(ui, (f) => f.includes('rules · coops') && f.includes('COOPS'));
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => f.includes('Your turn to lead') && !f.includes('COOPS'));
  });
});

describe('the start menu', () => {
  it('sets the bots, their speed, your name and the 2-player version, and digits type a seed on any line', async () => {
    const { default: Menu } = await import('../../src/ui/screens/Menu.js');
    const choices: MenuChoice[] = [];
    const ui = render(<Menu saved={[]} onChoose={(c) => void choices.push(c)} columns={80} />);
    await waitFrame(ui, (f) => f.includes('Players'));
    // Players 4 → 2: the version line appears.
    await press(ui, KEY.down, KEY.left, KEY.left);
    await waitFrame(ui, (f) => f.includes('Two-player'));
    await press(ui, KEY.down, KEY.right, '4', '2');
    // Bots → hard; past Teaching (left off); Speed → fast.
    await press(ui, KEY.down, KEY.right, KEY.down, KEY.down, KEY.right);
    await press(ui, KEY.down, '\u007f', '\u007f', '\u007f', '\u007f', '\u007f', '\u007f', '\u007f', '\u007f', 'Z', 'o', 'e', '7');
    await waitFrame(ui, (f) => f.includes('Zoe7'));
    await press(ui, KEY.enter);
    const choice = choices[0]!;
    expect(choice.kind).toBe('new');
    if (choice.kind === 'new') {
      expect(choice.setup).toMatchObject({ options: { players: 2, twoPlayer: 'one-and-dump' }, seed: 42, speed: 'fast' });
      expect(choice.setup.teach).toBeUndefined();
      expect(choice.setup.seats).toEqual([
        { name: 'Zoe7', bot: null },
        { name: 'Pip', bot: 'hard' },
      ]);
    }
  });
});

describe('a taunt at the table', () => {
  it("stands on the seat box's lower edge, so the seat keeps its height, full and compact", async () => {
    const { default: SeatBox } = await import('../../src/ui/components/table/SeatBox.js');
    const quiet = render(<SeatBox seat={seat('Pip')} width={24} compact={false} />).lastFrame() ?? '';
    const loud = render(<SeatBox seat={{ ...seat('Pip'), remark: 'Tick tock!' }} width={24} compact={false} />).lastFrame() ?? '';
    expect(loud.split('\n')).toHaveLength(quiet.split('\n').length);
    expect(loud.split('\n').at(-1)).toMatch(/^╰─“Tick tock!”─+╯$/);
    expect(quiet).not.toContain('“');
    const long =
      render(
        <SeatBox seat={{ ...seat('Pip'), remark: 'A very long taunt that cannot fit here' }} width={16} compact={false} />,
      ).lastFrame() ?? '';
    for (const l of long.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(16);
    expect(long).toMatch(/“.+…”/);
    const compact = render(<SeatBox seat={{ ...seat('Pip'), remark: 'Tick tock!' }} width={20} compact />).lastFrame() ?? '';
    expect(compact.split('\n')).toHaveLength(2);
    expect(compact.split('\n')[1]).toContain('“Tick tock!”');
  });
});

describe('a tall terminal', () => {
  it('gives Just Hatched’s log the rows left at 100×40, down to the one Ink keeps free', async () => {
    const seed = findSeed(4, (v) => v.turn !== 0);
    const { ui } = renderJh({ players: 4, seed, columns: 100, rows: 40 });
    const frame = await waitFrame(ui, (f) => f.includes('Your turn'));
    expect(frame.split('\n').length).toBe(39);
  });

  it('gives Henhouse’s log the rows left at 100×40', async () => {
    const start = hhTable({ hands: ['BC5 BE5 WE7 WC2', 'BE9 BE8', 'WE9 WC3'], table: { skunk: 2, fox: 1, snake: 2 } });
    const short = render(<HenhouseHarness start={start} columns={100} rows={30} />);
    const tall = render(<HenhouseHarness start={start} columns={100} rows={40} />);
    const a = await waitFrame(short, (f) => f.includes('Vermin left'));
    const b = await waitFrame(tall, (f) => f.includes('Vermin left'));
    expect(b.split('\n').length - a.split('\n').length).toBe(10);
  });
});

describe('a Henhouse seat with a long name at 60×20', () => {
  it('cuts the name, never the cards, points or vermin taken', async () => {
    const names = ['Bartholomew-Fitz', 'Marigold-Feather', 'Nugget-Longcomb', 'Pip-the-Pullet', 'Henrietta-Clover'];
    const start = hhTable({
      hands: ['BC5 BE5 WE7 WC2', 'BE9 BE8 WE2', 'WE9 WC3', 'BC3 BC4 BC6 BC7 BE3', 'WE4'],
      wilds: [
        { C: false, E: false },
        { C: false, E: false },
        { C: true, E: true },
        { C: false, E: true },
        { C: false, E: false },
      ],
      taken: [[], ['skunk', 'fox'], [], ['snake'], ['skunk']],
      totals: [0, 14, 3, 27, 8],
      table: { skunk: 0, fox: 1, snake: 1 },
    });
    const ui = render(<HenhouseHarness start={start} columns={60} rows={20} names={names} />);
    const frame = await waitFrame(ui, (f) => /fox ×?1/.test(f));
    const lines = frame.split('\n');
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(60);
    const at = (name: string) => lines.findIndex((l) => l.includes(name.slice(0, 3)));
    // Each bot seat: its name (cut if need be) with its cards and points, and its vermin whole
    // below, after its wilds or on the line after them.
    for (const [seat, facts, vermin] of [
      [1, '3c 14p', 'skunk, fox'],
      // The wilds count as cards: seat 2 holds both, seat 3 the egg.
      [2, '4c 3p', null],
      [3, '6c 27p', 'snake'],
      [4, '1c 8p', 'skunk'],
    ] as const) {
      const row = at(names[seat]!);
      expect(row, frame).toBeGreaterThanOrEqual(0);
      expect(lines[row], frame).toContain(facts);
      if (vermin) expect(`${lines[row + 1]}\n${lines[row + 2]}`, frame).toContain(vermin);
    }
  });
});
