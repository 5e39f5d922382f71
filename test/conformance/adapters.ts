import type { ConformanceAdapter } from './adapter.js';
import { clutchConformance } from './clutch.js';
import { henhouseConformance } from './henhouse.js';
import { justHatchedConformance } from './just-hatched.js';

/** Each game's hooks for the conformance suite, by game id; a game missing here gets the generic checks. */
export const ADAPTERS: Readonly<Record<string, ConformanceAdapter>> = {
  'just-hatched': justHatchedConformance,
  henhouse: henhouseConformance,
  clutch: clutchConformance,
};
