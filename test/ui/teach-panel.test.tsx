// The teaching panel under the table: a hint's sentence, then what Enter does with that hint.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import TeachPanel, { lessonText, panelRows, teachPanelRows } from '../../src/ui/components/TeachPanel.js';
import { gameIds, gameModule } from '../../src/games/index.js';

afterEach(() => cleanup());

const panel = (reason: string, enter: string) =>
  render(
    <TeachPanel hint={{ reason, enter }} stuck={null} lesson={null} more={0} takeBacks={0} canTakeBack width={100} most={3} />,
  ).lastFrame() ?? '';

describe('the teaching panel', () => {
  it('says under a hint what Enter does with it: lays, clucks, gives back', () => {
    const cluck = panel('Cluck: you could beat the Single blue Chicken, but only with cards worth more later in the round.', 'clucks');
    expect(cluck).toContain('Enter clucks, Esc puts the hint away.');
    expect(cluck).not.toContain('marked');
    expect(
      panel('Give back G9: of the cards you may return, it is the one your hand can best spare this round.', 'gives back the marked card'),
    ).toContain('Enter gives back the marked card, Esc puts the hint away.');
    expect(panel('Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s.', 'lays the marked cards')).toContain(
      'Enter lays the marked cards, Esc puts the hint away.',
    );
  });

  it('says nothing of Enter while the hint is worked out', () => {
    const frame =
      render(
        <TeachPanel hint="thinking" stuck={null} lesson={null} more={0} takeBacks={0} canTakeBack width={100} most={3} />,
      ).lastFrame() ?? '';
    expect(frame).toContain('Hint: thinking…');
    expect(frame).not.toContain('Enter');
  });

  const keysLine = (width: number, canTakeBack: boolean, more = 7, takeBacks = 1) =>
    (
      render(
        <TeachPanel
          hint={null}
          stuck={null}
          lesson={null}
          more={more}
          takeBacks={takeBacks}
          canTakeBack={canTakeBack}
          width={width}
          most={3}
        />,
      ).lastFrame() ?? ''
    ).split('\n')[0] ?? '';

  it('offers the take-back only in the rounds it works', () => {
    expect(keysLine(100, true)).toBe(
      'Teaching table: h hint   u take back your last move   t score sheet   1 taken back   7 more to learn',
    );
    expect(keysLine(100, false)).toBe('Teaching table: h hint   t score sheet   1 taken back   7 more to learn');
    expect(keysLine(100, false)).not.toContain('u ');
  });

  it('says its keys more shortly on a narrow screen instead of cutting a word', () => {
    for (const width of [80, 60, 40]) {
      const line = keysLine(width, true);
      expect(line.length).toBeLessThanOrEqual(width);
      expect(line).not.toContain('…');
      expect(line.startsWith('Teaching table: h hint') || line.startsWith('h hint')).toBe(true);
    }
    expect(keysLine(80, true)).toContain('u take back');
    expect(keysLine(60, true)).toBe('h hint   u take back   t scores   1 taken back   7 to learn');
  });

  // A lesson whose first line is wider than 80 columns, as a review's may be.
  const fox = {
    topic: 'fox',
    lines: [
      'The fox takes a chicken out of a set or run of 3–4 on the pile (from a run, an end',
      'card); then beat what is left with one card fewer. Each vermin costs a point.',
    ],
  } as const;
  const keys = 'Teaching table: h hint   t score sheet';
  const texts = (rows: readonly { readonly text: string }[]) => rows.map((r) => r.text);

  it('wraps a lesson whole: its lines of 84 columns are not cut at 80', () => {
    expect(fox.lines[0].length).toBeGreaterThan(80);
    for (const most of [3, 4]) {
      const rows = texts(panelRows({ hint: null, stuck: null, lesson: fox, width: 80, keys }, most));
      // The lesson's three rows read its two lines, in the keys line's place where only three rows may be taken.
      expect(rows.slice(-3).join(' ')).toBe(fox.lines.join(' '));
      expect(rows[0] === keys).toBe(most === 4);
      for (const row of rows) expect(row.length).toBeLessThanOrEqual(80);
    }
    const frame =
      render(
        <TeachPanel hint={null} stuck={null} lesson={fox} more={0} takeBacks={0} canTakeBack={false} width={80} most={4} />,
      ).lastFrame() ?? '';
    expect(frame.split('\n')).toEqual([
      'Teaching table: h hint   t score sheet',
      ...texts(panelRows({ hint: null, stuck: null, lesson: fox, width: 80, keys }, 3)),
    ]);
    expect(teachPanelRows({ hint: null, stuck: null, lesson: fox, more: 0, takeBacks: 0, canTakeBack: false, width: 80, most: 4 })).toBe(4);
  });

  it('gives way in order where rows are short: the keys, what to do when stuck, what Enter does; then cuts', () => {
    const stuck = 'Nothing you hold beats the Henhouse 6-6-7-7: pass (p).';
    expect(texts(panelRows({ hint: null, stuck, lesson: fox, width: 80, keys }, 4))[0]).toBe(stuck);
    expect(texts(panelRows({ hint: null, stuck, lesson: fox, width: 80, keys }, 3))).not.toContain(stuck);
    const hint = {
      reason:
        'Fox: take the WC5 from the run of three, then beat the pair left with a pair of 7s, which also keeps both of your wilds for the last tricks of the round.',
      enter: 'plays the marked cards',
    };
    const long = texts(panelRows({ hint, stuck: null, lesson: null, width: 60, keys }, 3));
    expect(long.join(' ')).toBe(`Hint: ${hint.reason}`);
    expect(texts(panelRows({ hint, stuck: null, lesson: null, width: 60, keys }, 4)).at(-1)).toBe(
      'Enter plays the marked cards, Esc puts the hint away.',
    );
    // Only a text that alone needs more rows than there are is cut, its last row ending in "…".
    const cut = texts(panelRows({ hint: null, stuck: null, lesson: fox, width: 40, keys }, 3));
    expect(cut).toHaveLength(3);
    expect(cut[2]).toMatch(/…$/);
    for (const row of cut) expect(row.length).toBeLessThanOrEqual(40);
    // In an ASCII locale, three dots, within the width all the same.
    for (const width of [30, 40]) {
      const dots = texts(panelRows({ hint: null, stuck: null, lesson: fox, width, keys }, 3, 3, '...'));
      expect(dots[2]).toMatch(/[^.]\.\.\.$/);
      for (const row of dots) expect(row.length).toBeLessThanOrEqual(width);
    }
    // Given fewer rows than it needs (the screen above takes them), a lesson ends after a whole
    // word, also where a row fills the width ("… and you choose" is 60 columns).
    const wilds = {
      topic: 'wilds',
      lines: [
        'Your wilds (*C, *E) are cards of your hand, seen by all. Played, each keeps',
        'its trait (chicken or egg) and you choose its colour and rank: *C=WC5.',
      ],
    } as const;
    for (const [lesson, width] of [fox, wilds].flatMap((l) => [40, 60, 80].map((w) => [l, w] as const))) {
      for (let most = 0; most <= 2; most++) {
        const rows = texts(panelRows({ hint: null, stuck: null, lesson, width, keys }, most, 0));
        // The lesson's own rows, without the keys line above it.
        const whole = texts(panelRows({ hint: null, stuck: null, lesson, width, keys }, 9, 0)).slice(1);
        expect(rows).toHaveLength(Math.min(most, whole.length));
        if (most === 0) continue;
        if (whole.length <= most) {
          expect(rows).toEqual(whole);
          continue;
        }
        const shown = rows.join(' ').replace(/…$/, '');
        expect(rows.at(-1)).toMatch(/…$/);
        expect(lessonText(lesson).startsWith(shown)).toBe(true);
        expect([' ', undefined]).toContain(lessonText(lesson)[shown.length]);
        for (const row of rows) expect(row.length).toBeLessThanOrEqual(width);
      }
    }
  });

  const lessonRows80 = (lesson: Parameters<typeof lessonText>[0]) =>
    texts(panelRows({ hint: null, stuck: null, lesson, width: 80, keys }, 9)).slice(1);

  it('reads every lesson of every game whole in the three rows a 60×20 table has for it, and in two at 80 columns', () => {
    for (const id of gameIds()) {
      for (const lesson of Object.values(gameModule(id).teaching?.lessons ?? {})) {
        const rows = panelRows({ hint: null, stuck: null, lesson, width: 60, keys }, 3).filter((r) => r.kind === 'lesson');
        expect(texts(rows).join(' '), `${id}: ${lesson.topic}`).toBe(lessonText(lesson));
        // At 80 columns in two rows, under the keys line.
        const wide = panelRows({ hint: null, stuck: null, lesson, width: 80, keys }, 3);
        expect(texts(wide), `${id}: ${lesson.topic}`).toEqual([keys, ...lessonRows80(lesson)]);
        expect(wide.length, `${id}: ${lesson.topic}`).toBe(3);
      }
    }
  });
});
