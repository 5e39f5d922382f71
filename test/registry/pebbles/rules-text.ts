import type { RulesSection } from '../../../src/games/index.js';

/** The rules of Pebbles as `big-chicken rules pebbles` prints them. */
export const PEBBLES_RULES: readonly RulesSection[] = [
  { topic: 'setup', title: 'Setting up', paragraphs: [{ text: 'A pile of 10 to 20 pebbles, or as many as --pile says.' }] },
  {
    topic: 'turn',
    title: 'A turn',
    paragraphs: [{ text: 'Take 1, 2 or 3 pebbles. Whoever takes the last one wins.' }, { text: 'Nobody may pass.', ruling: 'ours' }],
  },
];
