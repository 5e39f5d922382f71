// The one-line parts of the table and the lobby at the least width they are drawn at (60
// columns): each says all it says in whole words, shortened or wrapped, never cut with "…".
import { Box } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { gameModule } from '../../src/games/index.js';
import { jhFace } from '../../src/games/just-hatched/ui/face.js';
import Header, { headerParts } from '../../src/ui/components/Header.js';
import Picker from '../../src/ui/components/Picker.js';
import { hhFace } from '../../src/games/henhouse/ui/face.js';
import RulesOverlay from '../../src/ui/components/RulesOverlay.js';
import { hintLine, hintRows } from '../../src/ui/kit/hints.js';
import Lobby from '../../src/ui/screens/Lobby.js';
import type { SharedSeat } from '../../src/ui/screens/Table.js';
import { findSeed, renderJh, waitFrame } from './helpers.js';
import { CODE_LETTERS } from '../../src/serve/codes.js';

afterEach(() => cleanup());

/** The frame's rows, without the spaces on their right. */
const rowsOf = (frame: string | undefined) => (frame ?? '').split('\n').map((r) => r.trimEnd());

describe('hint lines', () => {
  const hints = [['Enter or q: leave', 'Enter/q leave'], 'n new deal', ['r rematch (same seed)', 'r rematch'], 't scores', '? help'];

  it('keep every hint at its longest when the line fits, three spaces apart', () => {
    expect(hintLine(hints, 80)).toBe('Enter or q: leave   n new deal   r rematch (same seed)   t scores   ? help');
  });

  it.each([60, 50, 40, 30, 20])('say the widest hints more shortly, then drop whole hints off the end (%i columns)', (width) => {
    const line = hintLine(hints, width);
    expect(stringWidth(line)).toBeLessThanOrEqual(width);
    // Every hint shown is one of its own ways of saying it, whole, in order.
    const said = line.split(/ {2,}/);
    said.forEach((text, i) => {
      const ways = hints[i] as string | string[];
      expect(typeof ways === 'string' ? [ways] : ways).toContain(text);
    });
    expect(said.length).toBeGreaterThan(0);
  });

  it('as rows, break only between hints', () => {
    const rows = hintRows(['↑ ↓ choose', 'Enter join', 'w watch', 'n new table', 'j join by code', '? help', 'q leave'], 40);
    expect(rows).toEqual(['↑ ↓ choose   Enter join   w watch', 'n new table   j join by code   ? help', 'q leave']);
  });
});

describe('the header at 60 columns', () => {
  it('gives the short title when the whole one does not fit, so the direction is whole', () => {
    const ui = render(
      <Box width={60}>
        <Header
          title="BIG CHICKEN: Just Hatched"
          shortTitle="Just Hatched"
          seed={7}
          facts={['Round 1 of 5', 'Counter-Cluckwise ↺']}
          columns={60}
        />
      </Box>,
    );
    const row = rowsOf(ui.lastFrame())[0] ?? '';
    expect(row).toContain('Just Hatched · Round 1 of 5 · Counter-Cluckwise ↺');
    expect(row).not.toContain('…');
    expect(stringWidth(row)).toBeLessThanOrEqual(60);
  });

  it('keeps the whole title where it fits, and leaves whole facts off where even the short one does not', () => {
    expect(headerParts('BIG CHICKEN: Just Hatched', 'Just Hatched', ['Round 1 of 5', 'Cluckwise ↻'], 60, '·').title).toBe(
      'BIG CHICKEN: Just Hatched',
    );
    expect(headerParts('Replay: Just Hatched', undefined, ['action 12 of 345', 'Round 1 of 5', 'Counter-Cluckwise ↺'], 60, '·')).toEqual({
      title: 'Replay: Just Hatched',
      facts: ['action 12 of 345', 'Round 1 of 5'],
    });
  });
});

describe('the rules overlay at 60 columns', () => {
  it('says how to go back in whole words', () => {
    const rules = gameModule('just-hatched').rules;
    const ui = render(<RulesOverlay title="BIG CHICKEN: Just Hatched" sections={rules} at={3} scroll={0} width={60} height={17} />);
    const rows = rowsOf(ui.lastFrame());
    const footer = rows[rows.length - 2] ?? '';
    expect(footer).toMatch(/topic {3}↑ ↓ scroll \(more below\) {3}Esc or r: back +│$/);
    expect(rows.join('\n')).not.toMatch(/…/);
  });
});

describe('a seat at a shared table at 60 columns', () => {
  it('shows the table code and the whole seat token on the key line', async () => {
    const seed = findSeed(4, () => true);
    const seats = ['Ada', 'Pip', 'Marigold', 'Nugget'].map((name, i) => ({ name, bot: i === 0 ? null : ('easy' as const) }));
    const shared: SharedSeat = {
      seats,
      spectator: false,
      quitNote: 'A bot plays for you meanwhile.',
      hint: ['? help', 'q leave', ['table QXKH, your seat token HYRKYLQX', 'table QXKH, seat token HYRKYLQX', 'table QXKH token HYRKYLQX']],
      holdLapseMs: 60_000,
    };
    const { ui } = renderJh({ players: 4, seed, columns: 60, rows: 20, shared });
    const frame = await waitFrame(ui, (f) => f.includes('? help'));
    const footer = rowsOf(frame).filter((r) => r.includes('? help'))[0] ?? '';
    expect(footer).toContain('HYRKYLQX');
    expect(footer).not.toContain('…');
    expect(stringWidth(footer)).toBeLessThanOrEqual(60);
  });
});

describe('the lobby at 60 columns', () => {
  const lobby = (notice: string | null) =>
    render(<Lobby tables={[]} name="Ada" notice={notice} onChoose={() => undefined} columns={60} codeLetters={CODE_LETTERS} />);

  it('with no table listed, says that none is public, not that none is open', () => {
    const frame = (lobby(null).lastFrame() ?? '').replace(/\s+/g, ' ');
    expect(frame).toContain('No public tables are open, and private ones are not listed.');
    expect(frame).not.toContain('No tables are open');
  });

  it('wraps a long notice (what became of the seat left) instead of cutting it', () => {
    const notice = 'You left table RTQW: a bot plays your seat until you join again (ssh -t -p 2297 127.0.0.1 join RTQW).';
    const rows = rowsOf(lobby(notice).lastFrame());
    expect(rows.join(' ').replace(/\s+/g, ' ')).toContain(notice);
    expect(rows.join('\n')).not.toContain('…');
  });

  it('separates its key hints as the table does, three spaces apart, each row broken between hints', () => {
    const rows = rowsOf(lobby(null).lastFrame());
    const keys = rows.slice(rows.findIndex((r) => r.startsWith('↑ ↓ choose')));
    expect(keys.join('   ')).toBe('↑ ↓ choose   Enter join   w watch   n new table   j join by code   ? help   q leave');
    for (const row of keys) expect(stringWidth(row)).toBeLessThanOrEqual(60);
  });

  it('separates the new table form’s hints and shows its players line whole', async () => {
    const ui = lobby(null);
    await new Promise((r) => setTimeout(r, 30));
    ui.stdin.write('n');
    await new Promise((r) => setTimeout(r, 30));
    const frame = ui.lastFrame() ?? '';
    expect(frame).toContain('↑ ↓ move   ← → change   Enter open   Esc back');
    expect(frame).toContain('(2–6 with you; empty seats are bots)');
    expect(frame).not.toContain('…');
  });
});

describe('the card picker at 40–43 columns', () => {
  it.each([38, 40, 41, 42, 43, 60])('draws its arrows beside the middle of the card, never round an empty row (%i columns)', (width) => {
    const ui = render(
      <Picker
        label="The Duck stands for"
        face={jhFace('O7')}
        notation="D=O7"
        at={3}
        count={40}
        help="← → or type it (O7), Enter lays, Esc back"
        width={width}
      />,
    );
    const rows = rowsOf(ui.lastFrame());
    const arrows = rows.find((r) => r.includes('◂')) ?? '';
    expect(arrows).toContain('▸');
    // The card's middle row (its number) is the one between the arrows.
    expect(arrows).toMatch(/◂║O7 +║▸/);
  });

  it.each([100, 80, 60])('keeps each phrase of its words whole on a row where it fits (%i columns)', (width) => {
    const help = '← → or 1–9 rank, ↑ ↓ or b/w colour, Enter plays, Esc back';
    const ui = render(
      <Picker
        label="Wild chicken stands for"
        face={hhFace('*C=BC9')}
        notation="*C=BC9"
        position="legal (1 of 4)"
        at={0}
        count={1}
        help={help}
        width={width}
      />,
    );
    // The words beside the card: each row's text after the card's edge (or its right arrow).
    const words = rowsOf(ui.lastFrame())
      .map((r) => r.replace(/^.*[╗▸╝]/, '').trim())
      .filter((r) => r !== '')
      .join(' | ');
    for (const phrase of ['*C=BC9', 'legal (1 of 4)', ...help.split(', ')]) expect(words).toContain(phrase);
  });
});
