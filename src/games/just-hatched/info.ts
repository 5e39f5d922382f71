import type { GameInfo } from '../types.js';

/** What the menu, `rules`, `--help` and the player limits of every command say about Just Hatched. */
export const JH_INFO: GameInfo = {
  id: 'just-hatched',
  title: 'BIG CHICKEN: Just Hatched',
  shortTitle: 'Just Hatched',
  aliases: ['jh', 'just_hatched', 'justhatched', 'big-chicken'],
  minPlayers: 2,
  maxPlayers: 6,
  defaultPlayers: 4,
  summary: 'Be first to shed your hand: lay higher or Cluck',
};
