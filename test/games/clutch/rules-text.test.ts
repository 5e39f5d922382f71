import { describe, expect, it } from 'vitest';
import { clutch } from '../../../src/games/clutch/module.js';
import { previewChoices } from '../../../src/games/clutch/index.js';
import { position } from './helpers.js';

describe('Clutch rules text and module', () => {
  it('cites every Clutch ruling and covers every topic', () => {
    const rulings = new Set(clutch.rules.flatMap((s) => s.paragraphs.map((p) => p.ruling).filter((r) => r !== undefined)));
    for (let n = 1; n <= 7; n++) expect(rulings).toContain(`CL ${n}`);
    expect(rulings).toContain('ours');
    expect(clutch.rules.map((s) => s.topic)).toEqual([
      'setup',
      'spread',
      'costs',
      'sacrifice',
      'events',
      'reshuffle',
      'court',
      'jacks',
      'win',
      'lose',
    ]);
    for (const s of clutch.rules) for (const p of s.paragraphs) expect(p.text).toMatch(/[.!?)]$/);
  });

  it('is a solo game in the registry shape', () => {
    expect(clutch.info).toMatchObject({ id: 'clutch', minPlayers: 1, maxPlayers: 1, defaultPlayers: 1 });
    expect(clutch.info.summary.length).toBeLessThanOrEqual(60);
  });

  it('previews every legal choice in order', () => {
    const s = position({ spread: ['3C', '7H', 'QD'], court: ['KH'] });
    expect(previewChoices(s).map((p) => p.text)).toEqual([
      'take 3♣: −3, then 3♣ becomes previous card',
      'take 7♥: −70, then 7♥ becomes previous card',
      'take Q♦: −1, then Q♦ joins the court',
      'sacrifice K♥, take 7♥ free, then 7♥ becomes previous card',
    ]);
  });
});
