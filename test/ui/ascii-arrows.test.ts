import { describe, expect, it } from 'vitest';
import { ringArrows } from '../../src/ui/components/table/TableRing.js';
import { ASCII, UNICODE } from '../../src/ui/look/glyphs.js';

describe('the corner arrows in ASCII (LANG=C)', () => {
  it('show the direction with < > ^ v, never / or \\, and turn round with it', () => {
    const cw = ringArrows(1, ASCII);
    const ccw = ringArrows(-1, ASCII);
    for (const a of [cw, ccw]) for (const g of [a.tl, a.tr, a.bl, a.br]) expect(['<', '>', '^', 'v']).toContain(g);
    // Cluckwise: up the left side, right along the top, down the right side, left along the bottom.
    expect(cw).toEqual({ bl: '^', tl: '>', across: '>', tr: 'v', br: '<' });
    expect(ccw).toEqual({ bl: '>', tl: 'v', across: '<', tr: '<', br: '^' });
    // Unicode keeps its diagonal arrows; two players draw none.
    expect(ringArrows(1, UNICODE).tl).toBe('↗');
    expect(ringArrows(null, ASCII)).toEqual({ bl: ' ', tl: ' ', across: ' ', tr: ' ', br: ' ' });
  });
});
